/**
 * English «Why?» of the final and of a year's resolutions, and the rules at hand for each step
 * (explain-*.ts, glance.ts). Our own words; the page is given beside each rule.
 */
import type { Catalogue } from '../../core/types';

const UNIT =
	'{unit, select, militia {Peasant Militia} archers {Archers} infantry {Infantry} clerics {Clerics} mages {Battle Mages} other {{unit}}}';
/** «1 Archer», «3 Archers»: a count of one unit type, in the variable `n`. */
const UNITS_N = (n: string) =>
	`{unit, select, militia {{${n}, plural, one {# Peasant Militia unit} other {# Peasant Militia units}}} archers {{${n}, plural, one {# Archer} other {# Archers}}} infantry {{${n}, plural, one {# Infantry unit} other {# Infantry units}}} clerics {{${n}, plural, one {# Cleric} other {# Clerics}}} mages {{${n}, plural, one {# Battle Mage} other {# Battle Mages}}} other {{${n}} {unit}}}`;
const crit = (v: string) =>
	`{${v}, select, wealth {Wealth} influence {Influence} reputation {Reputation} other {{${v}}}}`;
const WHO = (v: string) => `{${v}, select, ghost {the ghost player} other {{${v}}}}`;
const WHO_CAP = (v: string) => `{${v}, select, ghost {The ghost player} other {{${v}}}}`;
/** The ghost has no chip beside its line: its name starts the text; a player's chip names them. */
const GHOST_ONLY = (v: string) => `{${v}, select, ghost {Ghost player: } other {}}`;
const REGION_OF = (v: string) =>
	`{${v}, select, ${[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `region${n} {Region ${n}}`).join(' ')} bastion {Central Region (Bastion)} other {{${v}}}}`;

export const whyEn: Catalogue = {
	// «Why?»: a census unit's reasons (explain.ts)
	'xidit.why.census.title': `Military Census: ${UNIT}`,
	'xidit.why.census.count': UNITS_N('n'),
	'xidit.why.census.fist':
		'{most, select, yes {showed the largest fist} other {did not show the largest}}',
	'xidit.why.census.most': `Highest: {max}, by {winners}`,
	'xidit.why.census.mostFists': 'Largest fists: {winners}',
	'xidit.why.census.nobody': 'Nobody showed a unit of this type',
	'xidit.why.census.tie':
		'Tie: everyone tied takes the reward; the one closest to the First Player places first: {order}',
	'xidit.why.census.rule':
		'Whoever has the most Units of the counted type takes its reward; on a tie, everyone tied takes it; no Units never wins.',
	'xidit.why.census.noReward': 'Nobody takes a reward',
	'xidit.why.census.reward':
		'{winners} {count, plural, one {takes} other {take}} {reward, select, sovereigns {{amount, plural, one {# Sovereign} other {# Sovereigns}}} bards {{amount, plural, one {# Bard} other {# Bards}}} other {1 Guild Level}}{count, plural, one {} other { each}}',
	'xidit.why.missing':
		'This older game did not keep {what, select, evaluation {that evaluation} result {the final result} other {that figure}}: it cannot be explained.',
	// the three evaluations
	'xidit.why.eval.title': `{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} Evaluation: ${crit('criterion')}`,
	'xidit.why.eval.score': `${GHOST_ONLY('player')}${crit('criterion')} {score}, place {place}{active, select, no { (already out)} other {}}`,
	'xidit.why.eval.region': `${REGION_OF('region')}: most Bards {first} (+{high}){second, select, none {} other {; second {second} (+{low})}}`,
	'xidit.why.eval.still':
		'{n} still in: {k, plural, one {the last one leaves} other {the last # leave}}',
	'xidit.why.eval.ghost':
		'The ghost player is in place {place} with {score}{active, select, no { (already out)} other {}}',
	'xidit.why.eval.lowest': `${WHO_CAP('player')} has the lowest ${crit('criterion')} of those still in ({score})`,
	'xidit.why.eval.rule':
		'Each Evaluation compares the tokens in the Hall of Fame; whoever is last among those still in is eliminated (with 5 players, two in the first).',
	'xidit.why.eval.tie.ghostTie': `Tied with ${WHO('against')}: the ghost player loses every tie (p.18)`,
	'xidit.why.eval.tie.fewerUnits': `Tied with ${WHO('against')}: units behind the screen break it, and ${WHO('player')} has fewer ({units} against {againstUnits})`,
	'xidit.why.eval.tie.fartherFromFirst': `Tied with ${WHO('against')}, units too: the one closer to the First Player on the left stays, ${WHO('against')}`,
	'xidit.why.eval.out': `{count, plural, one {${WHO_CAP('players')} is eliminated} other {{players} are eliminated}}`,
	// the ranking
	'xidit.why.rank.title': 'Saviour of the Kingdom',
	'xidit.why.rank.totals': `${GHOST_ONLY('player')}Wealth {wealth}, Influence {influence}, Reputation {reputation}{units, select, none {} other {; {units} units}}`,
	'xidit.why.rank.round': `Evaluation {n} (${crit('criterion')}): {count, plural, one {${WHO('players')} leaves} other {{players} leave}}`,
	'xidit.why.rank.rule':
		'After the three Evaluations, the one whose token is still active saves the Kingdom and wins; the order of leaving gives the other places.',
	'xidit.why.rank.out': `${WHO_CAP('winner')} saves the Kingdom`,
	// a Threat
	'xidit.why.threat.title': '{city, select, none {Threat} other {Threat in City {city}}}',
	'xidit.why.threat.handedIn':
		'Hands {n, plural, one {# unit} other {# units}} back to the Barracks',
	'xidit.why.threat.unit': `${UNIT}: {n}`,
	'xidit.why.threat.chose':
		'Recorded: +{sovereigns} Sovereigns, +{levels} guild levels, +{bards} Bards',
	'xidit.why.threat.two':
		'{count, plural, =0 {No reward taken} one {Takes 1 of the 3 rewards} other {Takes # of the 3 rewards}} (two at most)',
	'xidit.why.threat.guild':
		'The levels go on the guild in City {city}, now {height, plural, one {# level} other {# levels}} high',
	'xidit.why.threat.bard': `${REGION_OF('region')}: +{n, plural, one {# Bard} other {# Bards}}`,
	'xidit.why.threat.ghost': `The ghost player's ${crit('criterion')} goes up from {from} to {to}`,
	'xidit.why.threat.tile': "City {city}'s tile is discarded and the next Threat comes in",
	'xidit.why.threat.rule':
		"Whoever eliminates a Threat hands in the units its tile asks for and picks two of its three rewards; levels are built in that city's guild, four at most.",
	'xidit.why.threat.out':
		'{player} gains {sovereigns} Sovereigns, {levels, plural, one {# guild level} other {# guild levels}} and {bards, plural, one {# Bard} other {# Bards}}',
	// a census reward
	'xidit.why.reward.title': `Census reward (${UNIT}): {player}`,
	'xidit.why.reward.won': `Won the ${UNIT} census of year {year}{count, plural, one {} other { (tied)}}`,
	'xidit.why.reward.level': 'One more level on their guild in City {city}',
	'xidit.why.reward.levelAny': 'One more level on one of their guilds',
	'xidit.why.reward.behind': 'No guild with room: the level waits behind the screen',
	'xidit.why.reward.rule':
		"Infantry and Clerics put Bards in regions next to the winner's Idrakys; Battle Mages raise one of their own guilds (with none, the level is kept behind the screen).",
	'xidit.why.reward.out':
		'{player}: +{bards, plural, one {# Bard} other {# Bards}}, +{levels, plural, one {# level} other {# levels}}'
};

/** The rules at hand for each step (glance.ts): short, our own words; the page is shown beside. */
export const rulesEn: Catalogue = {
	'xidit.rules.play.title': 'Game Year {year}',
	'xidit.rules.play.asks':
		'Everyone programs six Orders in secret, then they are carried out in turn. Record each recruit and each Threat eliminated here{census, select, yes {; the year ends with a Military Census} other {}}.',
	'xidit.rules.play.orders':
		'The six Orders are chosen at once and in secret, then carried out one by one, starting with the First Player.',
	'xidit.rules.play.recruit':
		'Recruit: take the weakest unit left in the city and hide it behind your screen; one per city per year.',
	'xidit.rules.play.threat':
		'Eliminate a Threat: show and hand back every unit it asks for, then pick two of its three rewards; a guild is four levels at most.',
	'xidit.rules.play.tiles':
		'A tile emptied or eliminated is discarded and the one in the «next» space comes in; the pile refills that space.',
	'xidit.rules.play.titans':
		'When no Threat can come in, the Titans awake and Reinforcements arrive: the Threat pile is rebuilt and shuffled.',
	'xidit.rules.play.ghost':
		'With the ghost player, whoever eliminates a Threat also moves one ghost token up one space.',
	'xidit.rules.play.endYear':
		'At the end of the year the First Player token passes to the left; after years 4, 8 and 12 comes a Census.',
	'xidit.rules.census.title': `Military Census: ${UNIT}`,
	'xidit.rules.census.asks': `Everyone hides in a fist the ${UNIT} they want to show and all open at once. Record how many each shows, or who showed most.`,
	'xidit.rules.census.secret':
		'Nobody has to show all their units; those shown go back behind the screen.',
	'xidit.rules.census.most':
		'Whoever shows most wins; on a tie everyone tied takes the reward; zero never wins.',
	'xidit.rules.census.reward': `${UNIT} reward: {unit, select, militia {1 Sovereign} archers {2 Sovereigns} infantry {1 Bard in a region next to your Idrakys} clerics {2 Bards in one or two regions next to your Idrakys} other {1 level on one of your guilds (with none, kept behind the screen)}}.`,
	'xidit.rules.census.order':
		'When several place Bards, the one closest to the First Player goes first.',
	'xidit.rules.final.title': 'Final evaluation',
	'xidit.rules.final.asks':
		"Open the screens and record each player's Sovereigns, levels on the board, units and Bards by region; then evaluate.",
	'xidit.rules.final.values':
		'Wealth is the Sovereigns; Influence the guild levels on the board (levels waiting behind the screen do not count).',
	'xidit.rules.final.reputation':
		'Reputation, region by region: most Bards scores the higher value and second most the lower; if the first are tied, all score the higher and nobody the lower.',
	'xidit.rules.final.elimination':
		'The three Evaluations follow their tiles; in each, the last of those still in leaves (with 5 players, two in the first).',
	'xidit.rules.final.ties':
		'Tie: the one with more units behind the screen stays; still tied, the one closer to the First Player on the left.',
	'xidit.rules.final.ghost': 'The ghost player competes with its three tokens and loses every tie.',
	'xidit.rules.finished.title': 'Saviour of the Kingdom',
	'xidit.rules.finished.asks':
		'The game is over. Each «Why?» explains one Evaluation; if a figure was wrong, correct it and it is scored again.',
	'xidit.rules.end.saviour':
		'Whoever still has an active token after the three Evaluations saves the Kingdom and wins.'
};
