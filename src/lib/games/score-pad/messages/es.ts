import type { Catalogue } from '../../core/types';

const catalogue: Catalogue = {
	'pad.error.seat': 'Ese jugador no está en la partida.',
	'pad.error.tooLarge': 'Como mucho {max} puntos.',
	'pad.error.round': 'Esa ronda no existe.',
	'pad.error.finished': 'La partida está terminada: reábrela para cambiarla.',
	'pad.error.notFinished': 'La partida no está terminada.',
	'pad.error.singleRound': 'El marcador rápido solo tiene una ronda.',
	'pad.log.add': '{player}: {delta} puntos',
	'pad.log.set': '{player}: ronda {round} = {value}',
	'pad.log.nextRound': 'Empieza la ronda {round}',
	'pad.log.finish': 'Partida terminada',
	'pad.log.reopen': 'Partida reabierta',
	'pad.option.game': '¿A qué juego jugáis? (opcional)',
	'pad.option.bggId': 'Su número en BoardGameGeek (opcional)',
	'pad.option.lowWins': 'Gana la puntuación más baja',
	'pad.round': 'Ronda {round}',
	'pad.total': 'Total',
	'pad.nextRound': 'Nueva ronda',
	'pad.finish': 'Terminar partida',
	'pad.reopen': 'Reabrir',
	'pad.points': 'Puntos de {player} en la ronda {round}',
	'pad.add': 'Sumar {n} a {player}',
	'pad.winner': '{count, plural, one {Gana {names}} other {Empate: {names}}}',
	'pad.leader': 'Va en cabeza: {names}',
	'pad.setupNone': 'El marcador no necesita preparación: elige jugadores y empieza.'
};
export default catalogue;
