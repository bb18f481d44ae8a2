/** The month report's and the final table's messages, Spanish: loaded with the reasons (ui/reasons.ts). */
import type { Catalogue } from '../../core/types';

const results: Catalogue = {
	'year-of-the-dragon.ui.report.title': 'Resumen del mes {month}: {event}',
	'year-of-the-dragon.ui.report.released': 'Liberadas: {list}.',
	'year-of-the-dragon.ui.report.fromPalace': '{person} (palacio {palace})',
	'year-of-the-dragon.ui.report.decay':
		'Decadencia: {floors, plural, =0 {ningún piso perdido} one {# piso perdido} other {# pisos perdidos}}{vanished, plural, =0 {} one {, # palacio desaparecido} other {, # palacios desaparecidos}}.',
	'year-of-the-dragon.ui.report.decayNamed': 'Decadencia: {list}.',
	'year-of-the-dragon.ui.report.decayPalace':
		'el palacio {palace} de {player} pierde un piso{left, plural, =0 { y desaparece} one { (queda # piso)} other { (quedan # pisos)}}',
	'year-of-the-dragon.ui.report.round':
		'Puntuación del mes: {palaces} (palacios) + {fans} (abanicos) + {dragons} (dragones) = {total}',
	'year-of-the-dragon.ui.report.eventVp': '· evento: +{n}',
	'year-of-the-dragon.ui.final.title': 'Puntuación final',
	'year-of-the-dragon.ui.final.cardLabel': '{player}: {total} puntos, puesto {rank}',
	'year-of-the-dragon.ui.final.rank': '{rank}º',
	'year-of-the-dragon.ui.final.points': '{n} puntos',
	'year-of-the-dragon.ui.final.persons': '{n, plural, one {# persona} other {# personas}} × {each}',
	'year-of-the-dragon.ui.final.monk':
		'Monje {age} (palacio {palace}): {buddhas, plural, one {# buda} other {# budas}} × {floors} pisos = {points}',
	'year-of-the-dragon.ui.final.noMonks': 'sin monjes',
	'year-of-the-dragon.ui.final.moneyDetail':
		'{yuan, plural, one {# yuan} other {# yuanes}} + {riceYuan} ({rice} arroz × 2) + {fireworksYuan} ({fireworks, plural, one {# fuego} other {# fuegos}} × 2) = {total, plural, one {# yuan} other {# yuanes}}; {total} ÷ {per} = {points, plural, one {# punto} other {# puntos}}',
	'year-of-the-dragon.ui.final.total': 'Total',
	'year-of-the-dragon.ui.final.decided.personTrack':
		'Empate a puntos con el de arriba: desempata el registro de personas ({player} en la casilla {track}, por detrás).',
	'year-of-the-dragon.ui.final.decided.personTrackStack':
		'Empate a puntos y en la misma casilla del registro ({track}): el marcador de {player} estaba debajo.',
	'year-of-the-dragon.ui.final.shared': 'Empate total: comparten el puesto.',
	'year-of-the-dragon.ui.final.tieRule':
		'Empate: gana quien está más adelante en el registro de personas (en la misma casilla, el marcador de encima).'
};
export default results;
