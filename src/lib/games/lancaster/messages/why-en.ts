/**
 * Lancaster, English: the «Why?» of each resolution, in our own words (the page is shown
 * beside them). Built on the base catalogue's law and field names.
 */
import type { Catalogue } from '../../core/types';
import { fieldSelect, lawSelect } from './selects';

const ALLY = "{ally, select, yes {{player}'s ally} other {{player}}}";
const REWARD =
	'{power, plural, =0 {} one { +# power point} other { +# power points}}{gold, plural, =0 {} other { +# gold}}{squires, plural, =0 {} one { +# squire} other { +# squires}}{newKnights, plural, =0 {} one { +# new knight} other { +# new knights}}{strengthen, plural, =0 {} one { +# strengthening} other { +# strengthenings}}{paySquires, plural, =0 {} one {, paying # squire} other {, paying # squires}}{any, plural, =0 { nothing} other {}}';
const CATEGORY = '{category, select, knighthood {Strongest knighthood} other {Most extensions}}';

export function whyEn(base: Catalogue): Catalogue {
	const law = lawSelect(base);
	return {
		'lancaster.why.change': `{player} · {field, select, power {power points} voteTokens {vote tokens} nobles {nobles at the round table} gold {gold} squires {squires} extensions {extensions} other {{field}}}: {from} → {to}`,
		'lancaster.why.changeKnights': '{player} · knights outside the reserve: {from} → {to}',
		'lancaster.why.nothing': '{player} gets nothing',

		'lancaster.why.battle.title':
			'Battle {id} ({attempt, plural, one {first attempt} other {second attempt}})',
		'lancaster.why.battle.card': 'Card: France {france}; prizes {a}, {b} and {c}',
		'lancaster.why.battle.slot':
			'Slot {n}{ally, select, yes { (their ally)} other {}}: {knights} = strength {strength}',
		'lancaster.why.battle.noCard': 'The card was never entered: nobody fought this battle.',
		'lancaster.why.battle.noKnights':
			"This battle was stored without each slot's knights: only each player's strength is known.",
		'lancaster.why.battle.empty': 'Nobody fought: an empty battle counts as an English defeat.',
		'lancaster.why.battle.total':
			"England totals {total} against France's {france}: {england, select, yes {England wins (equal or more)} other {France wins (less)}}",
		'lancaster.why.battle.prizesEngland':
			'England wins: {a} to rank 1, {b} to rank 2, {c} to rank 3',
		'lancaster.why.battle.prizesFrance':
			'France wins: the top prize ({lost}) is lost; {b} to rank 1, {c} to rank 2',
		'lancaster.why.battle.rank': `Rank {rank}: ${ALLY}, strength {strength} → {points} {ally, select, yes {(lost: an ally)} other {}}`,
		'lancaster.why.battle.prisoner':
			"{player}'s strength-{strength} knight: {fate, select, freed {ransomed for {gold} gold} ally {an ally's, to the reserve with no ransom} other {not ransomed, to the reserve}}",
		'lancaster.why.battle.tie':
			'{above} and {below} both have strength {strength}: {above} ranks higher for entering later (the lower slot).',
		'lancaster.why.battle.rule':
			"All the knights' strength is added against France's; each player ranks by their own strength, and a tie goes to whoever entered later.",
		'lancaster.why.battle.ruleRansom':
			'If France also wins the second attempt, the knights are taken prisoner: each can be ransomed for 1 gold per point of strength; the rest go to the reserve.',
		'lancaster.why.battle.outcome':
			'{england, select, yes {England wins} other {France wins}}{count, plural, =0 {; nobody scores} other {: {gains}}}{next, select, lowerRow {; the battle moves to the lower row} prisoners {; the knights are taken prisoner} other {; the card is removed}}',

		'lancaster.why.vote.title': `Vote on law {position}: “${law}”`,
		'lancaster.why.vote.ballot':
			'{yes, select, yes {yes} other {no}} with the scroll{tokens, plural, =0 {} one { and # token} other { and # tokens}} = {votes, plural, one {# vote} other {# votes}}{nobles, plural, =0 {} one { (# noble at the table)} other { (# nobles at the table)}}',
		'lancaster.why.vote.count': '{yes} votes for, {no} against',
		'lancaster.why.vote.repealed': `With three laws in force, the oldest is repealed: “${lawSelect(base)}”`,
		'lancaster.why.vote.added': 'There was room among the laws in force: none is repealed',
		'lancaster.why.vote.discarded': 'The proposed law is removed',
		'lancaster.why.vote.tie': 'A tie at {n}: a tie is enough to pass the law.',
		'lancaster.why.vote.rule':
			'Every scroll and every vote token is one vote; more votes for, or a tie, passes the law. Tokens used go back to the supply.',
		'lancaster.why.vote.outcome': `{passed, select, yes {Passed} other {Rejected}}: “${law}”`,

		'lancaster.why.law.title': `Law {position} applied: “${law}”`,
		'lancaster.why.law.value': `${fieldSelect(base)}: {n}`,
		'lancaster.why.law.noInput': "This law was stored without each player's values.",
		'lancaster.why.law.most': 'Has the most: {player}',
		'lancaster.why.law.gain':
			'{player}:{power, plural, =0 {} one { +# power point} other { +# power points}}{voteTokens, plural, =0 {} one { +# vote token} other { +# vote tokens}}{newKnights, plural, =0 {} one { +# new knight} other { +# new knights}}{strengthen, plural, =0 {} one { +# strengthening} other { +# strengthenings}}{squires, plural, =0 {} one { +# squire} other { +# squires}}{gold, plural, =0 {} other { +# gold}}{extensions, plural, =0 {} one { +# extension} other { +# extensions}}{upgrade, plural, =0 {} other { swaps their 3 for the 4}}{payGold, plural, =0 {} other {, pays # gold}}{paySquires, plural, =0 {} one {, hands in # squire} other {, hands in # squires}}{any, plural, =0 { nothing} other {}}',
		'lancaster.why.law.tie':
			'A tie for the most between {players}: as the card says, each tied player gets the power points it shows instead of the prize.',
		'lancaster.why.law.rule': `“${law}” applies as its card summarises; the three laws in force are applied left to right.`,
		'lancaster.why.law.outcome':
			'{count, plural, =0 {Nobody gets anything} other {Gaining something: {players}}}',

		'lancaster.why.county.title':
			'{surrey, select, yes {Surrey (county I)} other {County {county}}}',
		'lancaster.why.county.empty':
			'Nobody has a knight here{surrey, select, yes {: the start token stays with whoever opened the round} other {}}.',
		'lancaster.why.county.nobody': 'County {county}: nobody gets anything',
		'lancaster.why.county.knight': `{ally, select, yes {Their ally: s} other {S}}trength-{knight} knight{squires, plural, =0 {} one { with # squire} other { with # squires}}`,
		'lancaster.why.county.typed': 'Holds the county (entered by the table)',
		'lancaster.why.county.choice':
			"Takes {choice, select, noble {the noble} points {the county's points} both {the noble and the points, paying 3 gold} other {{choice}}}",
		'lancaster.why.county.reward': `Printed reward:${REWARD}`,
		'lancaster.why.county.ally':
			'An ally: it has no gold or points of its own; what it cannot use is lost.',
		'lancaster.why.county.left': 'Nobles left on county {county}: {left} of {of}',
		'lancaster.why.county.leftUnknown':
			"This game was recorded before the phone counted each county's nobles: how many are left on {county} is unknown.",
		'lancaster.why.county.next': 'Surrey: {player} opens the next round',
		'lancaster.why.county.rule':
			"Counties are resolved A to I: whoever has the knight takes the noble, the printed points, or both for 3 gold; a county's nobles run out. Surrey also chooses who starts.",
		'lancaster.why.county.outcome':
			'County {county}: {player} takes {choice, select, noble {the noble} points {the points} both {the noble and the points} other {{choice}}}',

		'lancaster.why.castle.title': "{player}'s castle",
		'lancaster.why.castle.space': `{space, plural, =0 {Reward} other {Space #}}:${REWARD}`,
		'lancaster.why.castle.typed': 'Power points entered by hand: {n}',
		'lancaster.why.castle.table':
			'Round table: {nobles, plural, one {# figure} other {# figures}} (lord included) → {last, select, yes {no tokens: none are given in round 5} other {{tokens, plural, one {# vote token} other {# vote tokens}}}}',
		'lancaster.why.castle.rule':
			'Each castle knight and each extension gives its printed reward; then one vote token per figure at the round table, except in round 5.',
		'lancaster.why.castle.outcome':
			'{player}: {power, plural, =0 {no power points} one {+# power point} other {+# power points}}, {tokens, plural, =0 {no vote tokens} one {+# vote token} other {+# vote tokens}}',

		'lancaster.why.final.title': 'Final scoring',
		'lancaster.why.final.player':
			'{power} power; knighthood {knights} = {strength}; {squires} squires; {extensions} extensions; {gold} gold; {nobles} nobles',
		'lancaster.why.final.playerShort':
			'{power} power; knighthood {strength}; {nobles} nobles (the rest was not stored)',
		'lancaster.why.final.majority': `${CATEGORY}: {player} ({value}) {place, plural, one {first} other {second}}{shared, plural, one {} other {, tied with # in all}} → {points}`,
		'lancaster.why.final.shared': `${CATEGORY}: {players} are still tied after the tie-break and share {pool}: {each} each (what does not divide is lost)`,
		'lancaster.why.final.tiebreak': `${CATEGORY}: {players} {category, select, knighthood {separated by squires} other {separated by gold}}`,
		'lancaster.why.final.total':
			'{player}: {power} + {knighthood} + {extensions} + {noblePoints} ({nobles} nobles) = {total}',
		'lancaster.why.final.rule':
			'Strongest knighthood (reserve excluded): 8 and 4, tie-break squires; most extensions: 8 and 4, tie-break gold; tied players share the points; plus the nobles table.',
		'lancaster.why.final.ruleTwo':
			'With two players the allies do not count and each majority gives only 8 to the first; plus the nobles table.',
		'lancaster.why.final.outcome':
			'{count, plural, one {{players} wins} other {{players} win}} with {total} power points'
	};
}
