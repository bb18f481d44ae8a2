/** «Why?» and each step's rules at hand, English (our own summary of the rulebook). */
import type { Catalogue } from '../../core/types';

const EVENT =
	'{event, select, peace {Peace} tribute {Imperial Tribute} drought {Drought} festival {Dragon Festival} mongols {Mongol Invasion} other {Contagion}}';
const TYPE =
	'{type, select, craftsman {Craftsman} courtLady {Court lady} taxCollector {Tax collector} farmer {Farmer} pyrotechnist {Pyrotechnist} warrior {Warrior} scholar {Scholar} healer {Healer} monk {Monk} other {{type}}}';
const AGE = '{age, select, young {young} old {old} other {{age}}}';
const W = 'year-of-the-dragon.why';

const why: Catalogue = {
	[`${W}.month.title`]: `Month {month}: ${EVENT}`,
	[`${W}.input.peace`]: 'Nothing is asked.',
	[`${W}.input.tribute`]: '{missing, plural, =0 {{owed} yuan or more} other {{paid} yuan}}.',
	[`${W}.input.drought`]:
		'{inhabited, plural, one {# inhabited palace} other {# inhabited palaces}}, {rice} rice.',
	[`${W}.input.festival`]: '{fireworks, plural, one {# fireworks tile} other {# fireworks tiles}}.',
	[`${W}.input.mongols`]: '{helmets, plural, one {# helmet} other {# helmets}} on their warriors.',
	[`${W}.input.contagion`]: '{mortars, plural, one {# mortar} other {# mortars}} on their healers.',
	[`${W}.effect.tribute`]:
		'{player} pays {paid} of {owed} yuan{missing, plural, =0 {} other {; # short: releases {release, plural, one {# person} other {# persons}}{capped, select, 1 { (all they have)} other {}}}}.',
	[`${W}.effect.drought`]:
		'{player} returns {returned} rice{unsupplied, plural, =0 {} one {; # palace unsupplied: releases 1 person from it} other {; # palaces unsupplied: releases 1 person from each}}.',
	[`${W}.effect.festival`]:
		'{player}: {vp, plural, =0 {{fireworks, plural, =0 {no fireworks, no points} other {not among the top two, no points}}} other {place {place} in fireworks, +# points, returns {returned}}}.',
	[`${W}.effect.mongols`]:
		'{player}: +{vp} points for helmets{release, plural, =0 {} other {; among the fewest helmets: releases # person}}.',
	[`${W}.effect.contagion`]:
		'{player}: 3 minus {mortars} mortars → releases {release, plural, one {# person} other {# persons}}{capped, select, 1 { (all they have)} other {}}.',
	[`${W}.month.order`]: 'Resolved in person-track order: {order}.',
	[`${W}.month.released`]: `{player} releases ${TYPE} (${AGE}) from palace {palace}.`,
	[`${W}.month.decay`]:
		'Decay: {player}’s palace {palace} is empty and loses a floor{left, plural, =0 { (it vanishes)} one { (# left)} other { (# left)}}.',
	[`${W}.month.noDecay`]: 'Decay: no empty palace, nobody loses floors.',
	[`${W}.month.round`]:
		'{player} scores {palaces} (palaces) + {fans} (fans) + {dragons} (dragons) = {total}.',
	[`${W}.month.outcome`]:
		'{released, plural, =0 {Nobody releases anyone} one {# person released} other {# persons released}}, {floors, plural, =0 {no floor lost} one {# floor lost} other {# floors lost}}; points this month: {points}.',
	[`${W}.missing.input`]: 'This older log does not keep what the event counted for {player}.',
	[`${W}.missing.decay`]:
		'This older log does not say which of {player}’s palaces decayed: {floors, plural, one {# floor lost} other {# floors lost}}.',
	[`${W}.missing.round`]: 'This older log does not keep {player}’s points for the month.',
	[`${W}.order.title`]:
		'Order of {phase, select, action {the action phase} person {the person phase} event {the event} other {the turn}} (month {month})',
	[`${W}.order.input`]:
		'{player}: space {track} of the person track{stack, plural, =0 {} other { (on top of another marker)}}.',
	[`${W}.order.furthest`]: 'The marker furthest ahead on the person track plays first.',
	[`${W}.order.stack`]:
		'{upper} and {lower} share space {track}: {upper} arrived later, lies on top and plays first.',
	[`${W}.order.outcome`]: 'Order: {order}.',
	[`${W}.final.title`]: 'Final scoring',
	[`${W}.final.input`]:
		'{score} points before the end, {persons, plural, one {# person} other {# persons}}, {yuan} yuan + {riceYuan} for rice + {fireworksYuan} for fireworks; track: space {track}.',
	[`${W}.final.step`]:
		'{player}: {score} + {persons} (persons) + {monks} (monks) + {money} ({totalYuan} yuan ÷ 3) = {total}.',
	[`${W}.final.tieTrack`]:
		'Level on points: the marker further ahead on the person track goes first (space in brackets): {order}.',
	[`${W}.final.tieShared`]: 'Level on points and on the track: they share the place ({order}).',
	[`${W}.final.outcome`]:
		'{count, plural, one {{winners} wins} other {{winners} win}} with {total} points.',
	[`${W}.rule.peace`]:
		'Peace: no event this month; empty palaces still decay, then everyone scores.',
	[`${W}.rule.tribute`]:
		'Imperial Tribute: everyone pays 4 yuan; for each yuan short they release one person (tax collectors’ coins do not pay).',
	[`${W}.rule.drought`]:
		'Drought: one rice per palace with someone in it; each palace left unsupplied loses one person (the player picks which).',
	[`${W}.rule.festival`]:
		'Dragon Festival: most fireworks tiles scores 6, second most 3 (even after a tie for first); no fireworks, no points; those who score hand back half, rounded up.',
	[`${W}.rule.mongols`]:
		'Mongol Invasion: one point per helmet on your warriors; whoever has the fewest helmets (everyone, if all tie) releases one person.',
	[`${W}.rule.contagion`]:
		'Contagion: everyone releases 3 persons, one fewer for each mortar on their healers.',
	[`${W}.rule.order`]:
		'The person track sets the order: furthest ahead first; on a shared space, the marker on top.',
	[`${W}.rule.final`]:
		'At the end: 2 points per person, each monk scores its buddhas times its palace’s floors, rice and fireworks sell for 2 yuan and every 3 yuan is 1 point; a tie goes to the marker furthest ahead on the person track.'
};
export default why;
