/** El año en resumen: español. Se carga con las estadísticas y la página del año. */
import type { en } from './en';

export const es: Record<keyof typeof en, string> = {
	'year.link': 'Resumen del año',
	'year.title': 'Resumen del año',
	'year.titleYear': 'Resumen de {year}',
	'year.pick': 'Año',
	'year.none': 'Aún no hay partidas terminadas: el resumen aparece tras la primera.',
	'year.totals':
		'{plays, plural, one {# partida jugada} other {# partidas jugadas}}, {hours} de juego, {games, plural, one {# juego distinto} other {# juegos distintos}}.',
	'year.totalsUntimed':
		'{plays, plural, one {# partida jugada} other {# partidas jugadas}}, {games, plural, one {# juego distinto} other {# juegos distintos}}.',
	'year.mostPlayed': 'El más jugado',
	'year.mostPlayedLine': '{game}: {plays, plural, one {# partida} other {# partidas}}',
	'year.closest': 'La partida más reñida',
	'year.closestLine':
		'{game}, {date}: {count, plural, one {{winners} ganó} other {{winners} ganaron}} por {margin, plural, =0 {desempate} one {# punto} other {# puntos}} a {runnerUp}',
	'year.closestNone': 'Este año no hay ninguna partida con puntos y un segundo puesto.',
	'year.players': 'El mejor juego de cada cual',
	'year.playerLine':
		'{plays, plural, one {# partida} other {# partidas}}, {wins, plural, one {# victoria} other {# victorias}}',
	'year.bestLine': 'Mejor: {game} ({wins} de {plays})',
	'year.bestNone': 'Ningún juego',
	'year.share': 'Compartir como imagen',
	'year.shareTitle': 'Tablemate · {year}',
	'year.shared': 'Imagen compartida.',
	'year.downloaded': 'Imagen guardada.',
	'year.shareFailed': 'No se pudo crear la imagen en este teléfono.',
	'year.wins': 'Victorias',
	'year.back': 'Volver a estadísticas'
};
