/** Lancaster, English: the rules at hand of each step, in our own words (page beside them). */
import type { Catalogue } from '../../core/types';

export const rulesEn: Catalogue = {
	'lancaster.rules.troops.asks':
		'In turn, from the start player clockwise, each player places one knight until their court is empty. The phone records each one.',
	'lancaster.rules.troops.turns':
		'One knight a turn; a player with no knights left at court passes.',
	'lancaster.rules.troops.county':
		'County: the knight alone must reach the printed minimum; squires add strength, but not toward that minimum. A stronger force displaces a rival, never your own knight.',
	'lancaster.rules.troops.castle': 'Your own castle: one knight per free space.',
	'lancaster.rules.troops.battle':
		'Battle: each player takes their own slot; their next knight there goes on top of the first.',
	'lancaster.rules.troops.favour':
		"The first six knights sent to battles take a free king's favour tile and its reward; it stays face down until next round.",
	'lancaster.rules.ballot.asks':
		'The three proposed laws are voted left to right: each player secretly chooses yes or no and adds any vote tokens.',
	'lancaster.rules.ballot.secret':
		'The face-down scroll says yes or no; tokens under it add weight. Everything is revealed at once.',
	'lancaster.rules.ballot.count':
		'Each scroll and each token is one vote; more votes for, or a tie, passes the law.',
	'lancaster.rules.ballot.enact':
		'A passed law enters on the right and the oldest law in force leaves; a rejected one is removed. Tokens used go back.',
	'lancaster.rules.ballot.leftover': 'After the three votes, any tokens left go back too.',
	'lancaster.rules.laws.asks':
		'The three laws in force are applied one by one, left to right; the phone reads what it can from the board and asks for the rest.',
	'lancaster.rules.laws.order': 'Leftmost first; each one is counted before the next.',
	'lancaster.rules.laws.cards': 'What each law gives is summarised on its card (law sheet).',
	'lancaster.rules.laws.tie':
		'For the «whoever has the most» laws, a tie gives each tied player the points the card shows instead of the prize.',
	'lancaster.rules.counties.asks':
		'Counties are resolved from A to I: whoever has the knight chooses what to take.',
	'lancaster.rules.counties.choices': "The noble, the county's printed points, or both for 3 gold.",
	'lancaster.rules.counties.nobles':
		'Each county has only the nobles placed at setup (2 with 2–3 players, 3 with 4, 4 with 5); with none left, only the points remain.',
	'lancaster.rules.counties.surrey':
		'Surrey (I) also decides who opens the next round; with no knight there, the same player opens it.',
	'lancaster.rules.counties.return':
		'Then the knights go back to court and their squires to the supply.',
	'lancaster.rules.castles.asks':
		'From the start player clockwise, each player values their castle: knights, extensions and round table.',
	'lancaster.rules.castles.order': 'The player chooses the order of their knights and extensions.',
	'lancaster.rules.castles.rewards':
		"Each knight gives its space's reward and each extension its own (some cost squires).",
	'lancaster.rules.castles.tokens':
		'The round table gives one vote token per figure, the lord included; none in round 5.',
	'lancaster.rules.battles.asks':
		'The battles are resolved: the lower row first, then the two new ones.',
	'lancaster.rules.battles.lowerFirst': 'The lower row goes before the upper row.',
	'lancaster.rules.battles.winner':
		"If all the knights' strength equals or beats France's, England wins; otherwise France does.",
	'lancaster.rules.battles.ranks':
		"Each player ranks by their knights' strength; on a tie, whoever entered later (the lower slot) ranks higher.",
	'lancaster.rules.battles.prizes':
		'If England wins, the three prizes go to ranks 1, 2 and 3; missing ranks lose theirs.',
	'lancaster.rules.battles.france':
		'If France wins, the top prize is lost and the others go to ranks 1 and 2; the battle moves to the lower row with its knights. An empty battle counts as a defeat.',
	'lancaster.rules.battles.prisoners':
		'If France wins again, the knights are taken prisoner: 1 gold per point of strength ransoms each one; the rest go to the reserve.',
	'lancaster.rules.final.asks':
		'After round 5 the majorities and nobles are scored. The phone already knows the board: confirm or correct it.',
	'lancaster.rules.final.knighthood':
		'Strongest knighthood (reserve excluded): 8 to the first, 4 to the second; most squires breaks a tie.',
	'lancaster.rules.final.extensions': 'Most castle extensions: 8 and 4; most gold breaks a tie.',
	'lancaster.rules.final.shares':
		'A tie for first shares 12; several seconds share 4; what does not divide is lost. With two players only the 8 for first.',
	'lancaster.rules.final.nobles': 'The nobles at the round table score by their table.',
	'lancaster.rules.finished.asks':
		'The game is over. A number can still be corrected; the scoring is redone.',
	'lancaster.rules.finished.winner': 'The most power points wins; a tie means several winners.'
};
