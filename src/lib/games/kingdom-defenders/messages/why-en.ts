/** «Why?» of the favour order, the horde movements, the final fame and the achievements. */
import type { Catalogue } from '../../core/types';

const W = 'kingdom-defenders.why';
const arms = '{weapons, plural, one {# weapon} other {# weapons}}';
const spells = '{spells, plural, one {# spell} other {# spells}}';

export const whyEn: Catalogue = {
	[`${W}.missing`]:
		'This cannot be explained: {what, select, favourBasis {this game did not keep the fame and turn order the favour was sorted by} hordeCard {this game did not keep the card and camps the horde was resolved with} finalInputs {a player’s final numbers are missing} other {something is missing}}.',
	[`${W}.missingRule`]: 'The rule is in the rulebook, on the page given.',
	[`${W}.favour.title`]: 'King’s favour order, round {round}',
	[`${W}.favour.input`]:
		'{fame} fame, {pos, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} in turn order',
	[`${W}.favour.byFame`]: 'From least to most fame: {order}.',
	[`${W}.favour.tiedAt`]: '{players} are tied on {n} fame.',
	[`${W}.favour.rule`]:
		'The player with the least fame picks a die first; among tied players, the one further back in turn order.',
	[`${W}.favour.tie`]: 'The one further back in turn order picks first ({first}).',
	[`${W}.favour.outcome`]: '{first} picks first; order: {order}.',
	[`${W}.horde.title`]:
		'Round {round} horde: {outcome, select, victory {victory} advance {it advances} other {siege}}',
	[`${W}.horde.card`]:
		'The {special, select, 0 {} other {special ({special}) }}card asks for ' +
		arms +
		' and ' +
		spells +
		'; speed {speed}.',
	[`${W}.horde.camp`]: arms + ' and ' + spells + ' in their camp',
	[`${W}.horde.supplied`]:
		'All together: {weapons} of {needWeapons} weapons and {spells} of {needSpells} spells.',
	[`${W}.horde.covered`]: 'The camps cover the card: the horde falls.',
	[`${W}.horde.decisive`]: '{player}’s supply in slot {slot} covered it.',
	[`${W}.horde.victoryEffect`]:
		'{player}: {n, plural, one {# resource} other {# resources}} → +{fame} fame{reward, select, coin {, 1 coin} loot {, 1 loot} unknown {, coin or loot} other {}}{level, select, strength {, +1 strength} magic {, +1 magic} unknown {, +1 level} other {}}{tile, select, yes {, a reward tile} other {}}.',
	[`${W}.horde.short`]:
		'{weapons, plural, one {# weapon} other {# weapons}} and {spells, plural, one {# spell} other {# spells}} short: the horde stands.',
	[`${W}.horde.reachesWall`]:
		'The counter reaches the wall: a siege of {fame} fame, less what each player holds in their camp.',
	[`${W}.horde.siegeEffect`]:
		'{player}: {n, plural, one {# resource} other {# resources}} → {fame} fame{floor, select, yes { (the track stops at 0)} other {}}{level, select, strength {, +1 strength} magic {, +1 magic} unknown {, +1 level} other {}}{penalty, select, wound {, 1 wound} loot {, 1 loot to the supply} other {}}.',
	[`${W}.horde.fewest`]:
		'Fewest resources ({n}): {players}; they lose {fame} more fame and take a wound or hand back a loot.',
	[`${W}.horde.rule.victory`]:
		'Victory: each player gains 1 fame per resource in their camp; with 2 or more, a coin or a loot; with 3 or more, a level; the single top supplier takes a reward tile.',
	[`${W}.horde.rule.advance`]:
		'If the camps do not cover the card, the horde counter moves down one space; reaching the wall means a siege.',
	[`${W}.horde.rule.siege`]:
		'Siege: each player loses the card’s fame less their resources; with 3 or more, a level; the fewest lose 2 more and take a wound or hand back a loot (every tied player). The wall flips; if it already showed B, the city falls.',
	[`${W}.horde.rewardTie`]:
		'{players} tie for the most resources ({n}): nobody takes the reward tile.',
	[`${W}.horde.fewestTie`]: '{players} share the fewest: each takes the penalty.',
	[`${W}.horde.outcome.victory`]:
		'The horde is beaten; {player, select, none {nobody takes the reward tile} other {the reward tile goes to {player}}}.',
	[`${W}.horde.outcome.advance`]:
		'The horde advances: {n, plural, one {# space} other {# spaces}} left to the wall.',
	[`${W}.horde.outcome.siege`]:
		'{wall, select, B {The wall already showed B: the city falls and the game ends.} other {The wall flips to side B.}}',
	[`${W}.final.title`]: 'Final fame',
	[`${W}.final.input`]:
		'{fame} fame, {loot} loot, {runes} runes ({shapes} shapes), {trophies} trophies, {weapons} weapons ×{strength}, {tomes} tomes ×{magic}, {orbs} orbs, {wounds} wounds, destiny: {destiny, select, relic {relic} distinctRunes {distinct runes} points {points} other {none}}',
	[`${W}.final.orbs`]:
		'{player}: the orbs count where they score most: {weapon} as weapon, {tome} as tome, {trophy} as trophy, {rune} as rune.',
	[`${W}.final.sum`]:
		'{player}: {fame} + {loot} loot + {runes} runes + {trophies} trophies + {weaponsN}×{strength} weapons + {tomesN}×{magic} tomes − {wounds} wounds + {destiny} destiny = {total}',
	[`${W}.final.rule`]:
		'At the end, fame gains 1 per loot, the rune sets, the trophies, weapons and tomes times their multiplier and the destiny card; each wound takes 1. Each orb counts as the relic that scores most.',
	[`${W}.final.tie`]:
		'{players} tie on {n}: {by, select, cards {{winner} wins with more adventure cards ({cards})} loot {{winner} wins with more loot ({loot})} other {still tied on adventure cards and loot, they share the win}}.',
	[`${W}.final.outcome`]:
		'{count, plural, one {{winners} wins} other {{winners} share the win}} with {n} fame.',
	[`${W}.ach.title`]: 'Achievements',
	[`${W}.ach.input`]:
		'{total} final fame, {wounds} wounds, {loot} loot, {trophies} trophies, {shapes} rune shapes',
	[`${W}.ach.got`]:
		'{player}: {achievement, select, coleccionista {Collector (one relic of each kind)} inmaculado {Spotless (no wounds)} fanatico {Fanatic (all 5 rune shapes)} maestro {Master (top strength or magic level)} defensor {Defender (hordes beaten in 2 rounds in a row)} cazador {Hunter (8 trophies)} aventurero {Adventurer (3 adventures in one round)} popular {Popular (5 fame in one round from the Bard)} afortunado {Lucky (8 loot)} supremo {Supreme (won by 20 or more)} legendario {Legendary (120 fame)} fracasado {Failure (the city fell)} other {{achievement}}}.',
	[`${W}.ach.none`]: 'Nobody meets any achievement.',
	[`${W}.ach.rule`]:
		'Each achievement is met by what the table on the last page asks; it gives no fame, it is a merit to note.',
	[`${W}.ach.outcome`]:
		'{n, plural, =0 {No achievements} one {# achievement} other {# achievements}} this game.'
};
