/** Lancaster, Spanish: the rules at hand of each step, in our own words (page beside them). */
import type { Catalogue } from '../../core/types';

export const rulesEs: Catalogue = {
	'lancaster.rules.troops.asks':
		'Por turnos, desde el jugador inicial y en el sentido del reloj, cada uno coloca un caballero hasta vaciar su corte. El móvil anota cada uno.',
	'lancaster.rules.troops.turns':
		'Un caballero por turno; quien ya no tiene caballeros en la corte pasa.',
	'lancaster.rules.troops.county':
		'Condado: el caballero solo debe llegar a la fuerza mínima impresa; los escuderos suman fuerza pero no para ese mínimo. Se desplaza a un rival con más fuerza, nunca a uno propio.',
	'lancaster.rules.troops.castle': 'Castillo propio: un caballero por casilla libre.',
	'lancaster.rules.troops.battle':
		'Batalla: cada jugador ocupa su propia casilla; un segundo caballero suyo va encima del primero.',
	'lancaster.rules.troops.favour':
		'Los seis primeros caballeros enviados a batallas toman una tablilla de favor libre y su premio; queda boca abajo hasta la ronda siguiente.',
	'lancaster.rules.ballot.asks':
		'Se votan las tres leyes propuestas, de izquierda a derecha: cada jugador decide sí o no en secreto y añade las fichas que quiera.',
	'lancaster.rules.ballot.secret':
		'El pergamino boca abajo dice sí o no; las fichas de voto debajo lo refuerzan. Se descubre todo a la vez.',
	'lancaster.rules.ballot.count':
		'Pergamino y ficha valen un voto cada uno; con más votos a favor o con empate, la ley se aprueba.',
	'lancaster.rules.ballot.enact':
		'La ley aprobada entra por la derecha y la vigente más antigua sale; la rechazada se retira. Las fichas usadas se devuelven.',
	'lancaster.rules.ballot.leftover':
		'Al acabar las tres votaciones se devuelven las fichas que sobren.',
	'lancaster.rules.laws.asks':
		'Se aplican las tres leyes vigentes, una a una de izquierda a derecha; el móvil lee del tablero lo que puede y pregunta el resto.',
	'lancaster.rules.laws.order':
		'Primero la de la izquierda; cada una se cuenta antes de la siguiente.',
	'lancaster.rules.laws.cards': 'Lo que da cada ley está resumido en su carta (hoja de leyes).',
	'lancaster.rules.laws.tie':
		'En las leyes de «quien más tiene», un empate da a cada empatado los puntos que indica la carta en lugar del premio.',
	'lancaster.rules.counties.asks':
		'Los condados se resuelven de la A a la I: quien tiene el caballero elige qué se queda.',
	'lancaster.rules.counties.choices':
		'El noble, los puntos impresos del condado, o ambos pagando 3 monedas de oro.',
	'lancaster.rules.counties.nobles':
		'Cada condado tiene solo los nobles colocados al preparar (2 con 2–3 jugadores, 3 con 4, 4 con 5); sin nobles, solo quedan los puntos.',
	'lancaster.rules.counties.surrey':
		'Surrey (I) decide además quién abre la siguiente ronda; sin caballero allí, repite quien la abrió.',
	'lancaster.rules.counties.return':
		'Después, los caballeros vuelven a su corte y sus escuderos a la reserva común.',
	'lancaster.rules.castles.asks':
		'Cada jugador, desde el inicial y en el sentido del reloj, cobra su castillo: caballeros, ampliaciones y mesa redonda.',
	'lancaster.rules.castles.order': 'El jugador elige el orden de sus caballeros y ampliaciones.',
	'lancaster.rules.castles.rewards':
		'Cada caballero da la recompensa de su casilla y cada ampliación la suya (a veces pagando escuderos).',
	'lancaster.rules.castles.tokens':
		'La mesa redonda da una ficha de voto por figura, señor incluido; en la quinta ronda, ninguna.',
	'lancaster.rules.battles.asks':
		'Se resuelven las batallas: primero las de la fila inferior, luego las dos nuevas.',
	'lancaster.rules.battles.lowerFirst': 'La fila inferior va antes que la superior.',
	'lancaster.rules.battles.winner':
		'Si la fuerza de todos los caballeros iguala o supera la de Francia, gana Inglaterra; si no, Francia.',
	'lancaster.rules.battles.ranks':
		'Cada jugador se clasifica por la fuerza de sus caballeros; en empate, gana quien entró más tarde (casilla más baja).',
	'lancaster.rules.battles.prizes':
		'Si gana Inglaterra, los tres premios van a los rangos 1, 2 y 3; los que falten se pierden.',
	'lancaster.rules.battles.france':
		'Si gana Francia, el premio mayor se pierde y los otros van a los rangos 1 y 2; la batalla baja a la fila inferior con sus caballeros. Una batalla vacía cuenta como derrota.',
	'lancaster.rules.battles.prisoners':
		'Si Francia gana otra vez, los caballeros quedan prisioneros: 1 de oro por punto de fuerza para rescatar cada uno; los demás van a la reserva.',
	'lancaster.rules.final.asks':
		'Tras la quinta ronda se cuentan las mayorías y los nobles. El móvil ya conoce el tablero: se confirma o se corrige.',
	'lancaster.rules.final.knighthood':
		'Caballería más fuerte (sin la reserva): 8 al primero y 4 al segundo; desempata quien tenga más escuderos.',
	'lancaster.rules.final.extensions':
		'Más ampliaciones del castillo: 8 y 4; desempata quien tenga más oro.',
	'lancaster.rules.final.shares':
		'Empate en el primer puesto: se reparten 12; varios segundos: se reparten 4; lo que no se divide se pierde. Con dos jugadores solo hay 8 para el primero.',
	'lancaster.rules.final.nobles': 'Los nobles de la mesa redonda dan puntos según su tabla.',
	'lancaster.rules.finished.asks':
		'La partida ha terminado. Aún se puede corregir un dato; el recuento se rehace.',
	'lancaster.rules.finished.winner':
		'Gana quien tenga más puntos de poder; con empate, hay varios ganadores.'
};
