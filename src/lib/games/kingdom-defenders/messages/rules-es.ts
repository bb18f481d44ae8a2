/** Las reglas de cada paso de la ronda (el «?» junto al nombre del paso), con nuestras palabras. */
import type { Catalogue } from '../../core/types';

const R = 'kingdom-defenders.rules';

export const rulesEs: Catalogue = {
	[`${R}.setup.asks`]:
		'Preparad el tablero como muestra el móvil y poned la Fama inicial de cada uno; después, a la primera ronda.',
	[`${R}.prep.fame`]:
		'La Fama inicial depende del puesto en el orden de turno: cuanto más atrás, más Fama.',
	[`${R}.prep.firstRound`]:
		'La primera ronda no tiene nueva ronda ni favor del Rey: empieza con la colocación de discos.',
	[`${R}.newRound.asks`]:
		'Avanzad el contador de ronda; si hay que revelar una carta de Horda, anotad lo que pide.',
	[`${R}.newRound.horde`]:
		'Desde la ronda 2 hay Horda: su carta dice armas, hechizos y velocidad; el contador empieza en esa velocidad.',
	[`${R}.newRound.special`]:
		'En las rondas 4 y 5, si hace falta una Horda nueva, entra la especial de esa ronda.',
	[`${R}.newRound.end`]: 'La partida acaba en la ronda {rounds}.',
	[`${R}.favour.asks`]:
		'De menos a más Fama, cada jugador elige el resultado de un dado que nadie haya cogido y lo cobra.',
	[`${R}.favour.dice`]:
		'Se lanzan {n} dados, uno por jugador; con menos de 4, quien elige primero decide cuáles quedan fuera.',
	[`${R}.favour.order`]: 'Empate en Fama: elige antes quien va más atrás en el orden de turno.',
	[`${R}.favour.faces`]:
		'Cada cara da armas, hechizos, un nivel, botín, moneda o cura heridas; algunas no dan nada.',
	[`${R}.placement.asks`]:
		'Por orden de turno, cada jugador pone un disco en un hueco libre, uno cada vez, hasta que todos han colocado.',
	[`${R}.placement.turns`]:
		'Se coloca de uno en uno siguiendo el orden de turno, en ciclo, hasta que todos han colocado o pasado; quien pasa ya no coloca más.',
	[`${R}.placement.oneSlot`]:
		'Un solo hueco por zona; en la Zona B, uno por cada Edificio y por cada Aventura. Hay que cumplir el requisito del hueco.',
	[`${R}.placement.wall`]:
		'Quien ya ocupa un hueco del Reino no puede colocar más en la Ciudad; los huecos de la Muralla (Zona D) se pueden ocupar siempre.',
	[`${R}.zoneA.asks`]: 'Se activan los Personajes ocupados, del primero al tercero.',
	[`${R}.zoneA.order`]:
		'Los Personajes se resuelven en orden; los de efecto pasivo no hacen nada ahora.',
	[`${R}.zoneB.asks`]:
		'Por orden de turno, cada jugador resuelve sus discos de la Zona B: Edificios, Aventuras y Gestas. Anotad Fama, heridas, botines y reliquias.',
	[`${R}.zoneB.order`]: 'La Zona B se resuelve jugador a jugador siguiendo el orden de turno.',
	[`${R}.zoneB.adventure`]:
		'Una Aventura superada da lo que muestra su carta; la carta se guarda (cuenta para desempatar al final).',
	[`${R}.zoneB.fail`]: 'Quien no activa o no logra su Aventura pierde 2 de Fama.',
	[`${R}.zoneB.gesta`]:
		'Una Gesta se completa entregando lo que pide; cada orbe mostrado sustituye a un elemento.',
	[`${R}.zoneC.asks`]:
		'Hueco a hueco, de arriba abajo, quien lo ocupa lleva armas y hechizos a su campamento.',
	[`${R}.zoneC.asksIdle`]: 'No hay Horda esta ronda: la Zona C no se activa. Seguid.',
	[`${R}.zoneC.slots`]:
		'Los huecos se activan de arriba abajo y admiten 1, 1, hasta 2 y hasta 3 recursos.',
	[`${R}.zoneC.exact`]: 'Solo se aportan los tipos y las cantidades que la carta aún necesita.',
	[`${R}.zoneC.fame`]:
		'Cada recurso aportado da 1 de Fama; un disco que no aporta nada pierde 2. Un campamento guarda como mucho {limit}.',
	[`${R}.hordeMove.asks`]:
		'Comprobad si los campamentos cubren la carta: si sí, victoria; si no, la Horda avanza o asedia. Anotad las elecciones.',
	[`${R}.hordeMove.asksIdle`]: 'No hay Horda esta ronda: no hay movimiento. Seguid.',
	[`${R}.hordeMove.victory`]:
		'Victoria: 1 de Fama por recurso en el campamento; con 2, moneda o botín; con 3, un nivel; el único que más aportó gana una Recompensa.',
	[`${R}.hordeMove.advance`]:
		'Si no se cubre la carta, el contador baja una casilla hacia la Muralla.',
	[`${R}.hordeMove.siege`]:
		'Asedio: cada uno pierde la Fama de la carta menos sus recursos; quien menos aportó pierde 2 más y elige herida o botín. La Muralla se voltea; en B, la ciudad cae.',
	[`${R}.zoneD.asks`]:
		'Quien esté en las puertas pasa delante en el orden de turno; recuperad los discos.',
	[`${R}.zoneD.gates`]:
		'La puerta 1 pasa a ser la primera posición y la puerta 2 la segunda; los demás conservan su orden detrás.',
	[`${R}.maintenance.asks`]:
		'Recuperad los discos, reponed Recompensas y Aventuras, desvelad un Edificio si toca y avanzad la ronda.',
	[`${R}.maintenance.discs`]:
		'Las Aventuras de los espacios «X» se retiran y las demás avanzan por las flechas.',
	[`${R}.maintenance.buildings`]:
		'Hasta la ronda 4 se desvela un Edificio nuevo en cada mantenimiento.',
	[`${R}.ended.asks`]:
		'Contad lo que cada uno tiene tras su pantalla y anotadlo: el móvil calcula la Fama final y el ganador.',
	[`${R}.ended.score`]:
		'Suman botines, sets de runas, trofeos, armas y tomos por su multiplicador y el Destino; restan las heridas. Los orbes cuentan como la reliquia que más dé.',
	[`${R}.ended.winner`]:
		'Gana quien más Fama tenga; empate: más cartas de Aventura, después más botines.'
};
