/** Root, English: the rules at hand for each step (the bar's «?»), in our own words. */
const L = 'Law of Root §{section}: ';

export default {
	'root.rules.asks.setup':
		'The table sets up what the phone tracks: the Cult’s Outcast and starting garden, and the Company’s three prices.',
	'root.rules.asks.cultBirdsong':
		'The Cult records the cards that go to the Lost Souls, resolves its Birdsong and may conspire with its acolytes.',
	'root.rules.asks.cultDaylight':
		'The Cult reveals cards for its rituals (build, recruit, score, sacrifice), then plays its Evening.',
	'root.rules.asks.companyBirdsong':
		'The Company resolves its Birdsong in one go: Protectionism, Dividends, everything to funds.',
	'root.rules.asks.companyDaylight':
		'The Company pays each action with funds (of any colour): move, battle, draw, recruit, craft, trade posts.',
	'root.rules.asks.companyEvening':
		'The Company discards down to 5 cards and may change its prices; its Daylight is over.',
	'root.rules.asks.turn':
		'This player plays their turn on their own board; record their VP by cause and their dominance here.',

	'root.rules.cultGarden':
		L + 'the Cult starts in a corner clearing with 4 warriors and a garden of its suit.',
	'root.rules.outcast': L + 'the table picks the Outcast space; that suit is the Outcast.',
	'root.rules.payments': L + 'the Company starts with 3 of its warriors in payments.',
	'root.rules.prices': L + 'each of the three services starts at the price it chooses (1 to 4).',
	'root.rules.lostSouls':
		L + 'every card spent or discarded, dominance cards too, goes to the Lost Souls, open to all.',
	'root.rules.adjustOutcast':
		L +
		'the suit with most cards in the Lost Souls (birds aside) becomes the Outcast; if it already was, or none has most, it turns hated.',
	'root.rules.discardSouls':
		L + 'then the Lost Souls are discarded; their dominance cards are available again.',
	'root.rules.conspiracies':
		L +
		'Crusade and Convert cost 2 acolytes, Sanctify 3, in Outcast clearings; one less while the Outcast is hated.',
	'root.rules.rituals':
		L +
		'each revealed card allows one ritual of its suit: build a garden, recruit or score; a bird allows a sacrifice.',
	'root.rules.birdsNotWild': L + 'birds do not stand in for other suits in rituals.',
	'root.rules.scoreOnce':
		L +
		'score gives the VP of the rightmost empty space on that suit’s track, once per suit per turn.',
	'root.rules.cultEvening':
		L +
		'in its Evening the Cult takes back its revealed cards, crafts with Outcast gardens, draws 1 plus its bonuses and keeps 5.',
	'root.rules.protectionism': L + 'if payments are empty, 2 warriors go there.',
	'root.rules.dividends':
		L + 'with a trade post on the map, 1 VP per 2 funds; payments and committed do not count.',
	'root.rules.toFunds': L + 'then every warrior on the board moves to funds.',
	'root.rules.commit':
		L +
		'move, battle and draw commit 1 fund; recruit spends 1; committed funds come back at Birdsong.',
	'root.rules.craft':
		L +
		'crafting commits funds onto the trade post tracks of the cost’s suits; Export trades the benefit for 1 warrior in payments.',
	'root.rules.tradePost':
		L +
		'a garrisoned trade post spends 2 funds of the clearing’s ruler and scores the VP on the uncovered space.',
	'root.rules.daylightEnds': L + 'setting a price starts the Evening: no more Daylight actions.',
	'root.rules.handLimit': L + 'with more than 5 cards, discard down to 5.',
	'root.rules.setPrices': L + 'it may move each service marker to any price from 1 to 4.',
	'root.rules.buyServices':
		L +
		'at the start of their Birdsong, they buy Company services paying the price in warriors to payments: 1 plus 1 per clearing with a post and a piece of theirs.',
	'root.rules.scoreRemoved': L + 'each enemy building or token removed scores 1 VP.',
	'root.rules.scoreItem': L + 'a crafted item scores the VP on its card.',
	'root.rules.dominance':
		L +
		'with 10 VP or more, in their Daylight, they may play a dominance card; they win by meeting its goal at the start of their turn.',
	'root.rules.coalition':
		L +
		'the Vagabond plays dominance as a coalition with the player with fewest VP and wins with them.',
	'root.rules.victory': L + 'the first to reach 30 VP wins at once.'
} as Record<string, string>;
