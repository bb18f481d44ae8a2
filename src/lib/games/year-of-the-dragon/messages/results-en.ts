/** The month report's and the final table's messages, English: loaded with the reasons (ui/reasons.ts). */
import type { Catalogue } from '../../core/types';

const results: Catalogue = {
	'year-of-the-dragon.ui.report.title': 'Month {month} summary: {event}',
	'year-of-the-dragon.ui.report.released': 'Released: {list}.',
	'year-of-the-dragon.ui.report.fromPalace': '{person} (palace {palace})',
	'year-of-the-dragon.ui.report.decay':
		'Decay: {floors, plural, =0 {no floor lost} one {# floor lost} other {# floors lost}}{vanished, plural, =0 {} one {, # palace gone} other {, # palaces gone}}.',
	'year-of-the-dragon.ui.report.decayNamed': 'Decay: {list}.',
	'year-of-the-dragon.ui.report.decayPalace':
		"{player}'s palace {palace} lost a floor{left, plural, =0 { and is gone} one { (# floor left)} other { (# floors left)}}",
	'year-of-the-dragon.ui.report.round':
		'Month scoring: {palaces} (palaces) + {fans} (fans) + {dragons} (dragons) = {total}',
	'year-of-the-dragon.ui.report.eventVp': '· event: +{n}',
	'year-of-the-dragon.ui.final.title': 'Final scoring',
	'year-of-the-dragon.ui.final.cardLabel': '{player}: {total} points, place {rank}',
	'year-of-the-dragon.ui.final.rank':
		'{rank, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
	'year-of-the-dragon.ui.final.points': '{n} points',
	'year-of-the-dragon.ui.final.persons': '{n, plural, one {# person} other {# persons}} × {each}',
	'year-of-the-dragon.ui.final.monk':
		'{age} monk (palace {palace}): {buddhas, plural, one {# buddha} other {# buddhas}} × {floors} floors = {points}',
	'year-of-the-dragon.ui.final.noMonks': 'no monks',
	'year-of-the-dragon.ui.final.moneyDetail':
		'{yuan} yuan + {riceYuan} ({rice} rice × 2) + {fireworksYuan} ({fireworks} fireworks × 2) = {total} yuan; {total} ÷ {per} = {points} points',
	'year-of-the-dragon.ui.final.total': 'Total',
	'year-of-the-dragon.ui.final.decided.personTrack':
		'Tied on points with the player above: the person track decides ({player} on space {track}, behind).',
	'year-of-the-dragon.ui.final.decided.personTrackStack':
		'Tied on points and on the same person-track space ({track}): {player}’s marker was underneath.',
	'year-of-the-dragon.ui.final.shared': 'Complete tie: the place is shared.',
	'year-of-the-dragon.ui.final.tieRule':
		'Tie: the player further ahead on the person track wins (on the same space, the marker on top).'
};
export default results;
