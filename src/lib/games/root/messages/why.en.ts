/** Root, English: the «Why?» of each result (explain*.ts), in our own words. */
const SUIT = '{suit, select, fox {fox} rabbit {rabbit} mouse {mouse} other {bird}}';
const SUIT_C = '{suit, select, fox {Fox} rabbit {Rabbit} mouse {Mouse} other {Bird}}';
const SERVICE = '{service, select, hand {Hand card} riverboats {Riverboats} other {Mercenaries}}';
const KIND = '{kind, select, crusade {Crusade} convert {Convert} other {Sanctify}}';
const LAW = 'Law of Root §{section}: ';

export default {
	'root.why.rule.vp': LAW + 'each faction scores the VP its own rules give; the first to 30 wins.',
	'root.why.rule.removed': LAW + 'removing an enemy building or token scores 1 VP.',
	'root.why.rule.item': LAW + 'crafting an item scores the VP printed on its card.',
	'root.why.rule.victory': LAW + 'the first player to reach 30 VP wins at once.',
	'root.why.rule.dominance':
		LAW +
		'with at least 10 VP, in your Daylight, you may play a dominance card: your VP stop counting and you win by meeting its goal at the start of your turn.',
	'root.why.rule.dominanceWin':
		LAW + 'dominance is checked at the start of its player’s turn; meeting its goal wins.',
	'root.why.rule.coalition':
		LAW +
		'a Vagabond does not play dominance for itself: it joins the player with the fewest VP (not another Vagabond) and wins if that player wins.',
	'root.why.rule.score':
		LAW +
		'Score spends a card of the suit for the VP on the rightmost empty space of that garden track; once per suit per turn.',
	'root.why.rule.conspiracy':
		LAW +
		'in its Birdsong the Cult spends acolytes to conspire in Outcast clearings: Crusade and Convert cost 2, Sanctify 3; one less while the Outcast is hated.',
	'root.why.rule.dawn':
		LAW +
		'in its Birdsong the Company puts 2 warriors in payments if empty, scores 1 VP per 2 funds if it has a trade post on the map, then everything moves to funds.',
	'root.why.rule.services':
		LAW +
		'at the start of their Birdsong, another player buys services by placing as many of their warriors in payments as the price; 1 service plus 1 per clearing with a trade post and a piece of theirs. The Vagabond exhausts items and the Company places the warriors.',
	'root.why.rule.export':
		LAW +
		'instead of a crafted card’s benefit, the Company discards it and puts one of its warriors in payments.',
	'root.why.rule.tradePost':
		LAW +
		'a garrisoned trade post spends 2 funds of the clearing’s ruler and scores the VP on the space it uncovers.',
	'root.why.rule.disruption':
		LAW + 'when a trade post is removed, the Company loses half its funds, rounded up.',

	'root.why.vp.title': '{player}’s VP',
	'root.why.vp.had': 'had {n} VP',
	'root.why.vp.entered':
		'entered {dir, select, loss {−} other {+}}{amount} VP{cause, select, removed { (enemy piece removed)} item { (item crafted)} other {}}',
	'root.why.vp.sum': '{from} {op, select, minus {−} other {+}} {amount} = {to} VP',
	'root.why.vp.dominanceNoVp': '{player} plays a dominance card: their VP no longer change.',
	'root.why.vp.goal':
		'{player} reaches {goal} VP: the game ends; {count, plural, one {the winner is} other {the winners are}} {winners}.',
	'root.why.vp.outcome': '{player}: {from} → {to} VP.',
	'root.why.win.title':
		'{how, select, dominance {Dominance victory} vp {VP victory} other {End of the game}}',
	'root.why.win.card': 'played the ' + SUIT + ' dominance card',
	'root.why.win.partner': 'in a coalition with {partner}',
	'root.why.win.checked':
		'At the start of {player}’s Birdsong, the table confirmed the ' + SUIT + ' goal is met.',
	'root.why.win.together':
		'{count, plural, one {The coalition Vagabond wins} other {The coalition Vagabonds win}} with its partner.',
	'root.why.win.playsDominance': 'plays dominance (VP do not count)',
	'root.why.win.outcome': '{count, plural, one {Winner} other {Winners}}: {winners}.',
	'root.why.missing.winner': 'The log does not say who won this game.',
	'root.why.missing.dominance':
		'The log has no dominance card for {player}: which goal was met cannot be told.',
	'root.why.missing.sanctifyByHand':
		'Older log: the table added the removed building’s VP by hand, not this entry.',
	'root.why.missing.ruler':
		'The log does not say who rules the clearing: the Company’s own funds went first.',
	'root.why.missing.postTrack':
		'Older log: the table typed {vp} VP; the track space was not recorded.',
	'root.why.missing.removedColours':
		'The log does not say whose warriors were removed: other players’ went first ({who}).',

	'root.why.score.title': 'Score ' + SUIT,
	'root.why.score.gardens': SUIT_C + ' gardens on the map: {n}',
	'root.why.score.track': 'With {n} gardens, the rightmost empty space is worth {vp} VP.',
	'root.why.score.once': 'First time this turn the Cult scores ' + SUIT + '.',
	'root.why.dom.title': '{player}: ' + SUIT + ' dominance',
	'root.why.dom.enough': 'Has at least {min} VP and is in their Daylight.',
	'root.why.dom.goal':
		'{suit, select, bird {Goal: rule two opposite corner clearings} other {Goal: rule 3 ' +
		SUIT +
		' clearings}} at the start of their Birdsong.',
	'root.why.dom.outcome': '{player} plays for ' + SUIT + ' dominance: their VP stop counting.',
	'root.why.coal.title': 'Coalition: {player} with {partner}',
	'root.why.coal.fewest': 'The fewest VP is {n}: {partner} has it.',
	'root.why.coal.card': 'Dominance card used: ' + SUIT + '.',
	'root.why.coal.tie': 'Several tie for the fewest VP: the table chose {partner}.',
	'root.why.coal.outcome': '{player} wins if {partner} wins.',

	'root.why.conspiracy.title': 'Conspiracy: ' + KIND,
	'root.why.conspiracy.acolytes': 'Acolytes before: {n}',
	'root.why.conspiracy.outcast': 'Outcast: ' + SUIT + '{hated, select, yes { (hated)} other {}}',
	'root.why.conspiracy.cost':
		KIND +
		' costs {base}{hated, select, yes { − {discount} for the hated Outcast} other {}} = {cost} acolytes.',
	'root.why.conspiracy.did':
		'{kind, select, crusade {The table moves or battles from a ' +
		SUIT +
		' clearing.} other {The table swaps an enemy warrior in a ' +
		SUIT +
		' clearing for a Cult warrior.}}',
	'root.why.conspiracy.garden': 'A ' + SUIT + ' garden replaces the building: {n} on the map.',
	'root.why.conspiracy.post': 'It was a trade post: the Company loses {lost} funds ({who}).',
	'root.why.conspiracy.removedVp': '{player} scores 1 VP for the enemy building removed.',
	'root.why.conspiracy.outcome':
		KIND + ': {spent} acolytes spent, {left} left{vp, plural, =0 {} other {; +# VP}}.',

	'root.why.dawn.title': 'Company’s Birdsong ({player})',
	'root.why.dawn.funds': 'Funds: {n} ({who})',
	'root.why.dawn.payments': 'Payments: {n} ({who})',
	'root.why.dawn.committed': 'Committed: {n}',
	'root.why.dawn.posts': 'Trade posts on the map: {n}',
	'root.why.dawn.protectionism':
		'{n, plural, =0 {Protectionism: payments held {payments}, nothing added.} other {Protectionism: payments empty, +# warriors.}}',
	'root.why.dawn.dividends':
		'{posts, plural, =0 {Dividends: no trade post on the map, 0 VP.} other {Dividends: {funds} funds ÷ 2 = {vp} VP.}}',
	'root.why.dawn.toFunds': 'Everything moves to funds: {n}.',
	'root.why.dawn.outcome': '{player}: +{vp} VP, {funds} funds for its Daylight.',
	'root.why.buy.title': '{player} buys ' + SERVICE,
	'root.why.buy.price': SERVICE + ' price: {price}',
	'root.why.buy.clearings':
		'Clearings with a trade post and a piece of theirs: {n} → up to {allowed} services',
	'root.why.buy.nth': 'Service number {n} this turn',
	'root.why.buy.pay':
		'{vagabond, select, yes {The Vagabond exhausts {n} items; the Company puts {n} of its warriors in payments.} other {{player} puts {n} of their warriors in payments.}}',
	'root.why.income.outcome': 'Company’s payments ({player}): {from} → {to}.',
	'root.why.export.title': 'Export',
	'root.why.export.crafts': 'Cards crafted this turn: {n}; already exported: {done}',
	'root.why.export.step':
		'The card is discarded without its benefit; a Company warrior goes to payments.',
	'root.why.post.title': 'Trade post: ' + SUIT,
	'root.why.post.placed': SUIT_C + ' trade posts already off the track: {n}',
	'root.why.post.ruler': 'Rules the clearing: {player}',
	'root.why.post.spent': '{n} funds spent ({who}).',
	'root.why.post.track': 'It uncovers space {k} of the ' + SUIT + ' track: {vp} VP.',
	'root.why.removed.title': SUIT_C + ' trade post removed',
	'root.why.removed.half': 'Half of {n}, rounded up: {lost}.',
	'root.why.removed.who': 'Removed: {who}.',
	'root.why.removed.outcome': 'Company’s funds ({player}): {from} → {to}.'
} as Record<string, string>;
