/** Lords of Xidit, Spanish (terms of the Spanish rulebook): one lazy chunk per language. */
import type { Catalogue } from '../../core/types';

const UNIT =
	'{unit, select, militia {Milicia Campesina} archers {Arqueros} infantry {Infantería} clerics {Clérigos} mages {Magos de Batalla} other {{unit}}}';
const FIELD =
	'{field, select, sovereigns {Soberanos de Oro} guildLevels {Niveles de Gremio} units {Unidades} bards {Bardos} first {valor mayor} second {valor menor} count {Unidades} counts {Unidades} other {{field}}}';
/** «1 Arquero», «3 Arqueros»: una cantidad de un tipo de Unidad, en la variable `n`. */
const UNITS_N = (n: string) =>
	`{unit, select, militia {{${n}, plural, one {# Milicia Campesina} other {# Milicias Campesinas}}} archers {{${n}, plural, one {# Arquero} other {# Arqueros}}} infantry {{${n}, plural, one {# Unidad de Infantería} other {# Unidades de Infantería}}} clerics {{${n}, plural, one {# Clérigo} other {# Clérigos}}} mages {{${n}, plural, one {# Mago de Batalla} other {# Magos de Batalla}}} other {{${n}} {unit}}}`;
const crit = (v: string) =>
	`{${v}, select, wealth {Riqueza} influence {Influencia} reputation {Reputación} other {{${v}}}}`;
const PHASE =
	'{phase, select, play {la partida} census {el Censo Militar} evaluation {la evaluación final} finished {la partida terminada} other {{phase}}}';
const WINNER = '{winner, select, ghost {el Jugador Fantasma} other {{winner}}}';
/** A region's name from a value holding its id (or the table's own name for it). */
const REGION_OF = (v: string) =>
	`{${v}, select, ${[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `region${n} {Región ${n}}`).join(' ')} bastion {Región Central (Bastión)} other {{${v}}}}`;
const REGION = `{region, select, ${[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `region${n} {Región ${n}}`).join(' ')} bastion {Región Central (Bastión)} other {{region}}}`;

const catalogue: Catalogue = {
	// units, criteria, regions
	'xidit.unit.militia': 'Milicia Campesina',
	'xidit.unit.archers': 'Arqueros',
	'xidit.unit.infantry': 'Infantería',
	'xidit.unit.clerics': 'Clérigos',
	'xidit.unit.mages': 'Magos de Batalla',
	'xidit.criterion.wealth': 'Riqueza',
	'xidit.criterion.influence': 'Influencia',
	'xidit.criterion.reputation': 'Reputación',
	'xidit.decided.ghost': `El Jugador Fantasma salva el Reino: {player} fue el último jugador en salir, en la Evaluación {round} (${crit('criterion')})`,
	'xidit.decided.tie': `{winner} gana el empate a {score} de ${crit('criterion')} con {other, select, ghost {el Jugador Fantasma} other {{other}}}: {how, select, ghostTie {el Jugador Fantasma pierde todos los empates} fewerUnits {más Unidades tras la Pantalla ({units} frente a {otherUnits})} other {más cerca del Jugador Inicial}}`,
	'xidit.decided.richest': `{player}, con más Soberanos ({sovereigns}), salió en la Evaluación {round} (${crit('criterion')})`,
	'xidit.region.region1': 'Región 1',
	'xidit.region.region2': 'Región 2',
	'xidit.region.region3': 'Región 3',
	'xidit.region.region4': 'Región 4',
	'xidit.region.region5': 'Región 5',
	'xidit.region.region6': 'Región 6',
	'xidit.region.region7': 'Región 7',
	'xidit.region.region8': 'Región 8',
	'xidit.region.bastion': 'Región Central (Bastión)',
	'xidit.region.first': 'Valor mayor (más Bardos)',
	'xidit.region.second': 'Valor menor (segundo)',
	'xidit.region.mark': 'Marca de ficha Vacía',
	'xidit.region.outOfPlay': 'Fuera de juego (ficha Vacía)',
	// census rewards
	'xidit.reward.militia': '1 Soberano de Oro',
	'xidit.reward.archers': '2 Soberanos de Oro',
	'xidit.reward.infantry': '1 Bardo en una Región adyacente a su Idrakys',
	'xidit.reward.clerics': '2 Bardos en una o dos Regiones adyacentes a su Idrakys',
	'xidit.reward.mages':
		'1 Nivel a un Gremio de Hechiceros existente (tras la Pantalla si no tiene Gremio)',
	// fields
	'xidit.field.sovereigns': 'Soberanos de Oro',
	'xidit.field.guildLevels': 'Niveles de Gremio en el tablero',
	'xidit.field.units': 'Unidades tras la Pantalla',
	'xidit.field.bards': 'Bardos',
	// setup
	'xidit.setup.recruitCities': 'Ciudades con loseta de Reclutamiento',
	'xidit.setup.threatCities': 'Ciudades con loseta de Amenaza',
	'xidit.setup.recruitPile': 'Pila de Reclutamiento (la primera, en el espacio «siguiente»)',
	'xidit.setup.threatPile': 'Pila de Amenazas (la primera, en el espacio «siguiente»)',
	'xidit.setup.removedTiles': 'Losetas retiradas (versión corta)',
	'xidit.setup.evaluationOrder': 'Orden de las losetas de Evaluación',
	'xidit.setup.eliminations': '{n, plural, one {elimina # jugador} other {elimina # jugadores}}',
	'xidit.setup.firstPlayer': 'Jugador Inicial',
	'xidit.setup.emptyRegions': 'Regiones con ficha Vacía: {marks}',
	'xidit.setup.ghost': 'Jugador Fantasma: {criterion} en la casilla {value}',
	'xidit.setup.unitsPerTile':
		'{n, plural, one {# Unidad por loseta de Reclutamiento} other {# Unidades por loseta de Reclutamiento}}',
	// live
	'xidit.phase.play': 'Año de Juego {year} de {years}',
	'xidit.phase.census': 'Censo Militar del Año {year}',
	'xidit.phase.evaluation': 'Evaluación final',
	'xidit.titans':
		'{count, plural, =0 {Sin Despertares de los Titanes} one {# Despertar de los Titanes} other {# Despertares de los Titanes}}',
	'xidit.ghost': 'Jugador Fantasma',
	'xidit.saviour': '{winner} salva el Reino',
	'xidit.census.tieOrder':
		'Colocan en este orden (más cerca del Jugador Inicial primero): {players}',
	// evaluation
	'xidit.hallOfFame': 'Salón de la Fama',
	'xidit.evaluation.number': '{n, plural, =1 {Primera} =2 {Segunda} other {Tercera}} Evaluación',
	'xidit.reason.lowest': '{player} tiene la menor {criterion} ({score})',
	'xidit.reason.ghostTie': 'Empate con {against}: el Jugador Fantasma pierde todos los empates',
	'xidit.reason.fewerUnits':
		'Empate con {against}: {player} tiene menos Unidades tras la Pantalla ({units} frente a {againstUnits})',
	'xidit.reason.fartherFromFirst':
		'Empate con {against}, también en Unidades: {against} está más cerca del Jugador Inicial por la izquierda',
	// log
	'xidit.log.setFirstPlayer': '{player} tiene la ficha de Jugador Inicial',
	'xidit.log.endYear': 'Fin del Año de Juego {year}; {player} es ahora Jugador Inicial',
	'xidit.log.censusStarts': 'Fin del Año de Juego {year}: Censo Militar',
	'xidit.log.titanAwakening': 'Despertar de los Titanes (n.º {count})',
	'xidit.log.ghostRise': `{player} sube la ${crit('criterion')} del Jugador Fantasma`,
	'xidit.log.threat':
		'{player} elimina una Amenaza{city, select, none {} other { en la Ciudad {city}}}: {units, plural, one {# Unidad entregada} other {# Unidades entregadas}}, +{sovereigns} SO, +{guildLevels, plural, one {# Nivel de Gremio} other {# Niveles de Gremio}}, +{bards, plural, one {# Bardo} other {# Bardos}}{ghost, select, none {} wealth {; Fantasma: Riqueza +1} influence {; Fantasma: Influencia +1} reputation {; Fantasma: Reputación +1} other {}}',
	'xidit.log.recruit':
		'{player} recluta {unit, select, militia {una Milicia Campesina} archers {un Arquero} infantry {una Unidad de Infantería} clerics {un Clérigo} mages {un Mago de Batalla} other {una Unidad}}',
	'xidit.log.adjust': `{player}: ${FIELD} {delta, number, ::+!}`,
	'xidit.log.adjustBards': `{player}: Bardos en ${REGION} {delta, number, ::+!}`,
	'xidit.log.censusEnter': '{player} ha elegido en secreto cuántas Unidades muestra',
	'xidit.log.census': `Censo de ${UNIT}: {count, plural, one {gana {winners}} other {empatan y ganan {winners}}} con {max}; {reward, select, sovereigns {{amount, plural, one {# Soberano} other {# Soberanos}}} bards {{amount, plural, one {# Bardo} other {# Bardos}}} other {1 Nivel de Gremio}}`,
	'xidit.log.censusNoWinner': `Censo de ${UNIT}: nadie muestra ninguna`,
	'xidit.log.setRegion': `${REGION}: valores de Reputación {first} / {second}`,
	'xidit.log.startEvaluation': 'Comienza la evaluación final',
	'xidit.log.setFinal': `{player}: ${FIELD} = {value}`,
	'xidit.log.setFinalBards': `{player}: {value, plural, one {# Bardo} other {# Bardos}} en ${REGION}`,
	'xidit.log.setOrder': `Orden de Evaluación: ${crit('first')}, ${crit('second')}, ${crit('third')}`,
	'xidit.log.ghostIsRight':
		'Jugador Fantasma: las fichas del tablero son Riqueza {wealth}, Influencia {influence}, Reputación {reputation}',
	'xidit.log.setGhost': `Jugador Fantasma: ${crit('criterion')} = {value}`,
	'xidit.log.evaluate': `Evaluación final: ${WINNER} salva el Reino`,
	// errors
	'xidit.error.unknownAction': 'Acción desconocida ({type})',
	'xidit.error.unknownPlayer': 'Jugador desconocido ({player})',
	'xidit.error.unknownMove': 'Acción desconocida',
	'xidit.error.notDuring.play': 'No se puede hacer durante la partida',
	'xidit.error.notDuring.census': 'No se puede hacer durante el Censo Militar',
	'xidit.error.notDuring.evaluation': 'No se puede hacer durante la evaluación final',
	'xidit.error.wrongPhase': `No se puede hacer durante ${PHASE}`,
	'xidit.error.notNonNegative': `${FIELD} debe ser un número entero no negativo`,
	'xidit.error.tooMany': `${FIELD}: como máximo {max}`,
	'xidit.error.unknownRegion': 'Región desconocida ({region})',
	'xidit.error.regionUnavailable': 'Esa Región está fuera de juego (ficha Vacía)',
	'xidit.error.badLabel': 'El nombre de la Región puede tener como máximo {max} caracteres',
	'xidit.error.secondAboveFirst': 'El valor menor no puede superar al mayor',
	'xidit.error.badMark': 'La marca de ficha Vacía debe ser 1, 2 o ninguna',
	'xidit.error.markTaken': 'Otra Región ya lleva la marca {mark}',
	'xidit.error.emptyRegionUnmarked': 'Indica qué Región lleva la marca {mark} (ficha Vacía)',
	'xidit.error.regionValuesMissing': `Faltan los valores de Reputación de ${REGION}`,
	'xidit.error.evaluationFailed': 'No se pudo evaluar con estos números: revisa las entradas.',
	'xidit.error.notFinished': 'La partida aún no está evaluada',
	'xidit.log.reopen': 'Evaluación reabierta para corregirla',
	'xidit.error.finished': 'La partida ya ha terminado',
	'xidit.error.noGhost': 'Solo hay Jugador Fantasma en partidas a tres jugadores',
	'xidit.error.unknownCriterion': 'Elige Riqueza, Influencia o Reputación',
	'xidit.error.ghostChoiceRequired': 'Elige qué ficha del Jugador Fantasma sube',
	'xidit.error.notEnoughUnits':
		'El recuento no le da tantas Unidades: comprobadlo a solas en «Lo secreto de cada jugador»',
	'xidit.error.unknownField': 'Dato desconocido ({field})',
	'xidit.error.badDelta': 'El cambio debe ser un número entero distinto de cero',
	'xidit.error.tooManyUnits': `Solo hay ${UNITS_N('max')} en la partida`,
	'xidit.error.censusExceedsSupply': `Entre todos no puede haber más de ${UNITS_N('max')}`,
	'xidit.error.censusRecorded': 'El censo de esta unidad ya se ha registrado (desde otro móvil).',
	'xidit.error.censusIncomplete': 'Falta que elijan: {missing}',
	'xidit.error.badOrder': 'El orden debe tener Riqueza, Influencia y Reputación una vez cada una',
	'xidit.error.options': 'Opción no válida: {field}',
	// pantallas
	'xidit.ui.wholeNumber': 'Escribe un número entero, cero o más (o déjalo vacío)',
	'xidit.ui.tilesError': 'Escribe 18 números de Ciudad distintos del 1 al 21, separados por comas',
	'xidit.ui.fieldOf': '{player}: {field}',
	'xidit.ui.bardsOf': '{player}: Bardos en {region}',
	'xidit.ui.bardsSummary': 'Bardos por Región ({n} de {max})',
	'xidit.ui.bastionNote': 'Revelad ahora los Bardos ocultos en el Bastión y contadlos también.',
	'xidit.ui.more': 'Más: Jugador Inicial, losetas de Evaluación, Regiones, fin anticipado',
	'xidit.ui.option.short': 'Versión corta (9 Años de Juego, Censos tras los Años 3, 6 y 9)',
	'xidit.ui.option.ghostVariant':
		'Jugador Fantasma más difícil (empieza en 7, 6 y 5 en vez de 6, 5 y 4)',
	'xidit.ui.option.tiles': 'Números de las 18 losetas de Ciudad para tres jugadores',
	'xidit.ui.option.tilesHelp':
		'Comprueba las losetas con el símbolo de tres jugadores y corrige la lista si hace falta; este teléfono la recuerda.',
	'xidit.ui.option.noRegions':
		'Los valores de Reputación de las Regiones se introducen una vez desde vuestro tablero durante la partida; este teléfono los recuerda después.',
	'xidit.ui.option.regions':
		'Valores de las Regiones recordados de la última partida: {n} de 9 completas (se pueden editar en la partida).',
	'xidit.ui.setup.players': 'Los Señores de Xidit se juega con 3, 4 o 5 jugadores.',
	'xidit.ui.setup.board': 'En el tablero',
	'xidit.ui.setup.piles': 'Pilas de losetas junto al tablero',
	'xidit.ui.setup.pileHelp':
		'De arriba abajo de la pila: la primera loseta (marcada con ↑) va boca arriba en el espacio «siguiente».',
	'xidit.ui.setup.table': 'Mesa',
	'xidit.ui.setup.noEmpty': 'Las 9 Regiones están en juego (sin fichas Vacías).',
	'xidit.ui.setup.short': 'Versión corta: 9 Años de Juego, Censo Militar tras los Años 3, 6 y 9.',
	'xidit.ui.setup.long':
		'Partida completa: 12 Años de Juego, Censo Militar tras los Años 4, 8 y 12.',
	'xidit.ui.play.endYear': 'Fin del Año {year}',
	'xidit.ui.play.endYearCensus': 'Fin del Año {year}: empezar el Censo Militar',
	'xidit.ui.play.changeFirst': '¿Quién tiene la ficha de Jugador Inicial?',
	'xidit.ui.play.finalNow': 'Ir ya a la evaluación final',
	'xidit.ui.play.finalNowBody':
		'El calendario se detiene aquí y empieza la evaluación final con el recuento. Úsalo solo si la partida terminó antes o no llevasteis los Años en la aplicación.',
	'xidit.ui.play.finalNowConfirm': 'Empezar la evaluación final',
	'xidit.ui.ghost.help':
		'Cada vez que un jugador elimina una Amenaza, sube una ficha del Jugador Fantasma un espacio (se anota con la Amenaza).',
	'xidit.ui.ghost.who': '¿Quién eliminó la Amenaza?',
	'xidit.ui.ghost.rise': '{criterion} +1',
	'xidit.ui.threat.title': '{player} elimina una Amenaza',
	'xidit.ui.threat.sovereigns': 'Soberanos de Oro recibidos',
	'xidit.ui.threat.guildLevels': 'Niveles de Gremio construidos',
	'xidit.ui.threat.ghost': '¿Qué ficha del Fantasma sube?',
	'xidit.ui.threat.recordGhost': 'Anotar la Amenaza; sube la ficha de {criterion} del Fantasma',
	'xidit.ui.threat.record': 'Anotar la Amenaza',
	'xidit.ui.threat.recordEnd':
		'Anotar la Amenaza y terminar el Año {year}{census, select, yes {: Censo Militar} other {}}',
	'xidit.ui.threat.ghostEnd':
		'…o anotarla y terminar el Año {year}{census, select, yes { (Censo Militar)} other {}}:',
	'xidit.ui.threat.recordGhostEnd':
		'Anotar la Amenaza y terminar el Año {year}{census, select, yes { (Censo Militar)} other {}}; sube la ficha de {criterion} del Fantasma',
	'xidit.ui.tally.help':
		'Si lo mantenéis al día, la evaluación final no necesita recontar. Los Soberanos del Censo se suman solos.',
	'xidit.ui.tally.recruitOf': '{player} recluta una Unidad',
	'xidit.ui.tally.threat': 'Amenaza',
	'xidit.ui.tally.threatOf': '{player} elimina una Amenaza',
	'xidit.ui.census.order': 'Unidades censadas en este orden',
	'xidit.ui.census.secretHelp':
		'Pasad el teléfono: cada jugador toca a solas cuántas muestra; el número se oculta en ese toque y el teléfono pasa al siguiente. Nadie ve un número hasta que todos han elegido.',
	'xidit.ui.census.handTo': 'Pasa el teléfono a {player}',
	'xidit.ui.census.again': 'Cambiar lo que eligió {player}',
	'xidit.ui.census.chosen': 'ha elegido',
	'xidit.ui.census.waiting': 'falta elegir',
	'xidit.ui.census.yourTurn': '{player}: ¿cuántas Unidades de {unit} muestras? Que nadie más mire.',
	'xidit.ui.census.howMany': '{unit} que muestra {player}',
	'xidit.ui.census.hide': 'Ocultar mi elección',
	'xidit.ui.census.cancel': 'Cancelar',
	'xidit.ui.census.reveal': 'Revelar {unit} de todos',
	'xidit.ui.census.still':
		'{n, plural, one {Falta # jugador por elegir} other {Faltan # jugadores por elegir}}.',
	'xidit.ui.census.openTitle': 'Contar a la vista (sin secreto)',
	'xidit.ui.census.openHelp':
		'Todos abren la mano: introduce todas las cifras y resuelve de una vez.',
	'xidit.ui.census.howManyOpen': '{player}: {unit}',
	'xidit.ui.census.resolveOpen': 'Resolver {unit}',
	'xidit.ui.census.results': 'Resultados de este Censo',
	'xidit.ui.census.shows': 'muestra {n}',
	'xidit.ui.census.wins': 'gana',
	'xidit.ui.census.nobody': 'Nadie mostró ninguna: no hay recompensa.',
	'xidit.ui.census.winners':
		'{fists, select, yes {{count, plural, one {Gana {names}.} other {{names} empatan: ganan todos.}}} other {{count, plural, one {Gana {names} con {max}.} other {{names} empatan con {max}: ganan todos.}}}}',
	'xidit.ui.census.reward': 'Recompensa: {reward}.',
	'xidit.ui.census.autoSovereigns': 'La aplicación ya ha sumado los Soberanos al recuento.',
	'xidit.ui.regions.title': 'Valores de las Regiones',
	'xidit.ui.regions.help':
		'Copia de vuestro tablero los dos valores de Reputación impresos en cada Región (más Bardos / segundo) y qué Regiones llevan las marcas 1 y 2 de ficha Vacía. Este teléfono los recuerda para la próxima partida.',
	'xidit.ui.regions.name': 'Nombre (opcional)',
	'xidit.ui.regions.nameOf': 'Nombre de {region}',
	'xidit.ui.regions.first': 'Más Bardos',
	'xidit.ui.regions.firstOf': '{region}: valor para más Bardos',
	'xidit.ui.regions.second': 'Segundo',
	'xidit.ui.regions.secondOf': '{region}: valor para el segundo',
	'xidit.ui.regions.mark': 'Marca Vacía',
	'xidit.ui.regions.markOf': '{region}: marca de ficha Vacía',
	'xidit.ui.regions.noMark': 'ninguna',
	'xidit.ui.regions.missing':
		'{n, plural, one {A # Región en juego le faltan sus valores.} other {A # Regiones en juego les faltan sus valores.}}',
	'xidit.ui.regions.complete': 'Todas las Regiones en juego tienen sus valores.',
	'xidit.ui.regions.edit': 'Introducir o editar los valores de las Regiones',
	'xidit.ui.final.step1': 'Indica quién tiene la ficha de Jugador Inicial (resuelve empates).',
	'xidit.ui.final.step2': 'Comprueba los valores de las Regiones.',
	'xidit.ui.final.step3':
		'Contad los Bardos del tablero Región por Región; revelad el Bastión al final.',
	'xidit.ui.final.step4':
		'Confirma los Soberanos, Niveles de Gremio y Unidades de cada jugador (rellenados desde el recuento).',
	'xidit.ui.final.firstTitle': 'Jugador Inicial',
	'xidit.ui.final.firstHelp': '¿Quién tiene ahora la ficha de Jugador Inicial?',
	'xidit.ui.final.foldedTitle': 'El tablero: valores de las Regiones y Bardos',
	'xidit.ui.final.playersTitle': 'Los datos de cada jugador',
	'xidit.ui.final.playersHelp':
		'Solo cuentan los Niveles de Gremio del tablero; las Unidades tras la Pantalla resuelven empates.',
	'xidit.ui.final.runTitle': 'Las tres Evaluaciones',
	'xidit.ui.refused':
		'Un número de arriba no es válido (su casilla está marcada): corrígelo antes; no se ha anotado.',
	'xidit.ui.final.run': 'Realizar las tres Evaluaciones',
	'xidit.ui.scorer.reopen': 'Corregir los números',
	'xidit.ui.scorer.title': 'Puntuación final rápida',
	'xidit.ui.scorer.step1': 'Pon las losetas de Evaluación en el orden del Salón de la Fama.',
	'xidit.ui.scorer.step2':
		'Comprueba los valores de las Regiones (recordados de la última partida).',
	'xidit.ui.scorer.step3': 'Contad los Bardos del tablero Región por Región (el Bastión al final).',
	'xidit.ui.scorer.step4':
		'Introduce los Soberanos, Niveles de Gremio y Unidades de cada jugador y realiza las tres Evaluaciones.',
	'xidit.ui.scorer.up': 'Adelantar {criterion}',
	'xidit.ui.scorer.down': 'Retrasar {criterion}',
	'xidit.ui.scorer.ghostTrack': 'Jugador Fantasma: {criterion}',
	'xidit.ui.result.howTitle': 'Cómo deciden las tres Evaluaciones',
	'xidit.ui.result.how':
		'Tres Evaluaciones en el orden del Salón de la Fama: cada una elimina al último jugador que sigue en juego, y quien queda al final es Salvador o Salvadora del Reino. Empates: sigue quien tiene más Unidades tras la Pantalla y después quien está más cerca del Jugador Inicial por la izquierda; el Fantasma pierde todos los empates.',
	'xidit.ui.result.measure.wealth': 'Riqueza: Soberanos de Oro.',
	'xidit.ui.result.measure.influence': 'Influencia: Niveles de Gremio en el tablero.',
	'xidit.ui.result.measure.reputation':
		'Reputación: en cada Región, quien tiene más Bardos recibe el valor mayor (si empatan, todos lo reciben y nadie el segundo); el segundo recibe el valor menor.',
	'xidit.ui.result.place': 'Puesto',
	'xidit.ui.result.who': 'Jugador',
	'xidit.ui.result.status': 'Resultado',
	'xidit.ui.result.stays': 'sigue',
	'xidit.ui.result.eliminated': 'sale',
	'xidit.ui.result.alreadyOut': 'ya fuera',
	'xidit.ui.result.outList': '{n, plural, one {sale} other {salen}} {names}',
	'xidit.ui.result.outNow': 'Sale {player}:',
	'xidit.ui.result.regionDetail': 'Reputación Región por Región',
	'xidit.ui.result.region': 'Región (valores)',
	'xidit.ui.result.regionCell':
		'{bards, plural, one {# Bardo} other {# Bardos}}, {points, plural, one {# punto} other {# puntos}}',
	'xidit.ui.result.noBards': 'sin Bardos',
	'xidit.ui.result.regionHelp': 'Cada casilla: Bardos → puntos de Reputación.',
	'xidit.ui.result.totals': 'Todas las puntuaciones',
	'xidit.ui.result.units': 'Unidades',
	'xidit.error.twoRewards':
		'Una Amenaza da dos de las tres recompensas, no las tres (Soberanos, Niveles de Gremio, Bardos).',
	'xidit.error.guildTooHigh': 'Un Gremio tiene como mucho {max} Niveles y solo hay uno por Ciudad.',
	'xidit.error.notCensusWinner': 'Ese jugador no ganó esa recompensa del Censo.',
	'xidit.error.rewardAutomatic': 'Los Soberanos del Censo ya se sumaron al revelar.',
	'xidit.error.rewardApplied': 'Esa recompensa ya está anotada.',
	'xidit.error.rewardBards':
		'{n, plural, one {Coloca # Bardo.} other {Coloca # Bardos, en una o dos Regiones.}}',
	'xidit.log.censusReward': `{player} recibe la recompensa del Censo de ${UNIT}{count, plural, =0 {} one { (${REGION_OF('r1')})} other { (${REGION_OF('r1')}, ${REGION_OF('r2')})}}`,
	'xidit.log.adjustSecret': '{player} corrige un dato secreto',
	'xidit.ui.tally.show': 'Ver lo secreto de {player}',
	'xidit.ui.tally.hide': 'Ocultar lo secreto de {player}',
	'xidit.ui.tally.secret':
		'{sovereigns, plural, one {# Soberano} other {# Soberanos}} · {units, plural, one {# Unidad} other {# Unidades}} · {bastion, plural, one {# Bardo} other {# Bardos}} en el Bastión{held, plural, =0 {} one { · # Nivel tras la Pantalla} other { · # Niveles tras la Pantalla}}',
	'xidit.error.yearAlreadyEnded': 'El Año de Juego {year} ya ha terminado: no se salta otro Año.',
	'xidit.ui.play.orderHelp':
		'Si en la mesa salió otro orden de losetas de Evaluación (o el Jugador Fantasma empieza en otras casillas), corrígelo aquí: se usa en la evaluación final.',
	'xidit.ui.census.quickFor':
		'{player}, toca cuántas Unidades de {unit} muestras (que nadie más mire; más de 6: «Pasa el teléfono»).',
	'xidit.ui.census.pick': '{player} muestra {n}',
	'xidit.ui.result.ghostTies':
		'Lectura usada: el Jugador Fantasma pierde todos los empates (Reglamento p.18), antes de mirar Unidades o asiento.',
	'xidit.ui.setup.seat':
		'jugador {n} de la lista (la pantalla de nueva partida sienta primero al Jugador Inicial; el reglamento da la ficha al jugador más viejo, p.6)',
	'xidit.ui.setup.titans':
		'Losetas de Titán Furioso en la Guarida de los Titanes; las dos fichas marcadas con 3 símbolos al azar en sus lugares, y lo mismo con las marcadas con 4 y 5 (p.5).',
	'xidit.ui.setup.idrakys':
		'Empezando por el Jugador Inicial y en el sentido de las agujas del reloj, cada uno coloca su Idrakys en la Ciudad que elija, sin repetir Ciudad en esta colocación (p.6).',
	'xidit.error.chooseOrder':
		'Indica el orden de las losetas de Evaluación de vuestra mesa (o confirma el mostrado).',
	'xidit.error.chooseFirstPlayer':
		'Indica quién tiene la ficha de Jugador Inicial: decide los últimos empates.',
	'xidit.ui.scorer.chooseFirst': '— elige —',
	'xidit.ui.scorer.ghostIsRight': 'Estas son las fichas del Fantasma en la mesa',
	'xidit.ui.scorer.orderIsRight': 'Este es el orden de la mesa',
	'xidit.error.unknownUnit': 'Tipo de Unidad desconocido ({unit})',
	'xidit.error.notEnoughOfUnit':
		'El recuento no le da {unit, select, militia {tantas Milicias Campesinas} archers {tantos Arqueros} infantry {tantas Unidades de Infantería} clerics {tantos Clérigos} mages {tantos Magos de Batalla} other {tantas Unidades de tipo {unit}}} tras la Pantalla',
	'xidit.error.unitsBelowTypes':
		'{units, plural, one {# Unidad tiene} other {# Unidades tienen}} tipo conocido: corrige las Unidades tipo a tipo',
	'xidit.error.spentMismatch': 'Las Unidades entregadas por tipo deben sumar {units}',
	'xidit.ui.threat.unitsOf': `${UNIT}: entregadas`,
	'xidit.ui.tally.unitsOfType': UNITS_N('n'),
	'xidit.ui.tally.untyped': '{n, plural, one {# Unidad} other {# Unidades}} de tipo desconocido',
	'xidit.ui.tally.recruitUnitOf':
		'+1 {unit, select, militia {Milicia} archers {Arquero} infantry {Infante} clerics {Clérigo} mages {Mago} other {{unit}}}: {player} recluta',
	'xidit.unitShort.militia': 'Milicia',
	'xidit.unitShort.archers': 'Arquero',
	'xidit.unitShort.infantry': 'Infante',
	'xidit.unitShort.clerics': 'Clérigo',
	'xidit.unitShort.mages': 'Mago',
	'xidit.log.scorerSet': `{player}: ${FIELD} = {value}`,
	'xidit.log.scorerFinish': 'Se realizan las tres Evaluaciones',
	'xidit.log.scorerReopen': 'Puntuación rápida reabierta para corregirla',
	'xidit.ui.final.step5': 'Realiza las tres Evaluaciones.',
	'xidit.ui.bards.title': 'Bardos, Región por Región',
	'xidit.ui.bards.help':
		'Toca una Región en el mapa (o sigue con «Siguiente Región») e introduce los Bardos de cada color en ella.',
	'xidit.ui.bards.helpLive':
		'Rellenado desde el recuento: comprueba cada Región con el tablero (tócala en el mapa), el Bastión al final.',
	'xidit.ui.bards.region': '{region} ({n} de {of})',
	'xidit.ui.bards.total': '{n} de {max} colocados',
	'xidit.ui.bards.previous': 'Región anterior',
	'xidit.ui.bards.next': 'Siguiente Región',
	'xidit.ui.map.title': 'Mapa de las Regiones (esquema)',
	'xidit.ui.map.values': 'valores {first} / {second}',
	'xidit.ui.map.bardsOf': '{player} {n, plural, one {# Bardo} other {# Bardos}}',
	'xidit.ui.map.noBards': 'sin Bardos',
	'xidit.ui.map.secret': 'Bardos ocultos hasta el final',
	'xidit.ui.map.empty': 'Ficha Vacía',
	'xidit.ui.calendar.title': 'Calendario',
	'xidit.ui.calendar.year':
		'Año {year}{census, select, yes {, Censo Militar} other {}}{state, select, done {, terminado} now {, en curso} other {}}',
	'xidit.ui.calendar.census': 'Censo Militar',
	'xidit.log.setGuild':
		'{player}: Gremio de la Ciudad {city} con {height, plural, =0 {ningún Nivel} one {# Nivel} other {# Niveles}}',
	'xidit.error.badCity': 'Elige una Ciudad del 1 al {max}',
	'xidit.error.cityHasGuild':
		'La Ciudad {city} ya tiene un Gremio de otro color: solo hay un Gremio por Ciudad',
	'xidit.error.guildFull': 'El Gremio de la Ciudad {city} ya tiene {max} Niveles',
	'xidit.error.chooseGuild': 'Di en qué Gremio se pone el Nivel: hay varios con sitio',
	'xidit.error.notYourGuild': 'En la Ciudad {city} no hay un Gremio de este jugador con sitio',
	'xidit.error.guildsByCity': 'Los Gremios se corrigen Ciudad por Ciudad',
	'xidit.error.chooseGhost':
		'Di dónde están las fichas del Jugador Fantasma (o confirma las que se ven)',
	'xidit.log.censusFists':
		'Censo de {unit, select, militia {Milicia Campesina} archers {Arqueros} infantry {Infantería} clerics {Clérigos} mages {Magos de Batalla} other {{unit}}} (puños): {count, plural, one {gana {winners}} other {empatan {winners}}}',
	'xidit.error.repeatedWinner': 'Cada jugador se marca una sola vez',
	'xidit.glance.play': 'Órdenes y acciones',
	'xidit.glance.census':
		'Censo: {unit, select, militia {Milicia Campesina} archers {Arqueros} infantry {Infantería} clerics {Clérigos} mages {Magos de Batalla} other {{unit}}}',
	'xidit.glance.final': 'Evaluación final',
	'xidit.log.tileDrawn':
		'{kind, select, recruit {Reclutamiento} other {Amenaza}}: la loseta de la Ciudad {city} entra en el tablero',
	'xidit.error.pileEmpty':
		'La pila de {kind, select, recruit {Reclutamiento} other {Amenazas}} está vacía: se repone con los descartes (p.11)',
	'xidit.ui.line': 'Niveles {levels} · Bardos {bards}',
	'xidit.ui.lineFull':
		'{levels, plural, one {# Nivel} other {# Niveles}} de Gremio en {guilds, plural, one {# Gremio} other {# Gremios}}; {bards, plural, one {# Bardo} other {# Bardos}} en el tablero',
	'xidit.ui.board.cities': 'Ciudades y Gremios',
	'xidit.ui.board.city': 'Ciudad {city}: sin Gremio',
	'xidit.ui.board.cityGuild':
		'Ciudad {city}: Gremio de {player}, {height, plural, one {# Nivel} other {# Niveles}}',
	'xidit.ui.board.mark': '{kind, select, recruit {R} other {A}}',
	'xidit.ui.board.marks': '{recruit} Reclutamiento · {threat} Amenaza',
	'xidit.ui.board.cityTile':
		'Ciudad {city}: sin Gremio; loseta de {kind, select, recruit {Reclutamiento} other {Amenaza}}',
	'xidit.ui.map.bastionShort': 'Bastión',
	'xidit.ui.board.order': 'Evaluaciones:',
	'xidit.ui.board.ghost': 'Fantasma {n}',
	'xidit.log.tileRemoved':
		'Loseta de {kind, select, recruit {Reclutamiento} other {Amenaza}} de la Ciudad {city} al descarte; {placed, plural, =0 {no entra ninguna} other {entra la Ciudad #}}{refilled, select, yes {; una pila repuesta con los descartes} other {}}{titans, select, yes {; despiertan los Titanes y llegan Refuerzos ({count})} other {}}',
	'xidit.log.tileNamed':
		'Siguiente loseta de {kind, select, recruit {Reclutamiento} other {Amenaza}}, como en la mesa: Ciudad {city}',
	'xidit.error.tileNotOnBoard':
		'La Ciudad {city} no tiene loseta de {kind, select, recruit {Reclutamiento} other {Amenaza}} en el tablero',
	'xidit.error.tileNotInPile':
		'La loseta de la Ciudad {city} no está en la pila de {kind, select, recruit {Reclutamiento} other {Amenazas}}',
	'xidit.ui.tiles.emptied': 'Fase Tres: ¿loseta de Reclutamiento vacía? Toca su Ciudad',
	'xidit.ui.tiles.emptiedCity': 'Ciudad {city}: se reclutó su última Unidad',
	'xidit.ui.tiles.next': 'Siguientes: Reclutamiento {recruit} · Amenaza {threat}',
	'xidit.ui.tiles.state':
		'{kind, select, recruit {Reclutamiento} other {Amenaza}}: siguiente {next}, {pile} en la pila, {discard} en el descarte',
	'xidit.ui.tiles.titansCount':
		'Los Titanes han despertado {n, plural, =0 {ninguna vez} one {una vez} other {# veces}}',
	'xidit.ui.tiles.nameNext':
		'Siguiente loseta de {kind, select, recruit {Reclutamiento} other {Amenaza}} en la mesa',
	'xidit.ui.final.guide': 'Cómo va la evaluación final: pasos y orden de las losetas',
	'xidit.ui.threat.nextTile': 'Loseta del espacio de la siguiente Amenaza',
	'xidit.ui.threat.needTile':
		'¿De qué Ciudad es la Amenaza? Su loseta va al descarte y sale la siguiente.',
	'xidit.ui.play.censusFlag': 'Censo al final',
	'xidit.ui.play.firstBadge': 'Inicial',
	'xidit.ui.threat.handedIn': 'Unidades entregadas (a la vista)',
	'xidit.ui.threat.remembered':
		'Unidades que pidió la loseta {city} la última vez: compruébalas con la loseta.',
	'xidit.ui.threat.goldShort': 'Soberanos',
	'xidit.ui.threat.levelsShort': 'Niveles',
	'xidit.ui.threat.city': 'Ciudad',
	'xidit.ui.threat.cityGuild': '{city} · {player} {height}',
	'xidit.ui.threat.needCity': '¿En qué Ciudad? Los Niveles van al Gremio de esa Ciudad.',
	'xidit.ui.threat.bardsTap': 'Bardos: toca una Región por Bardo ({n})',
	'xidit.ui.threat.bardsClear': 'Quitar',
	'xidit.ui.threat.needNext': 'Elige la loseta de la siguiente Amenaza.',
	'xidit.ui.threat.bardIn': 'Un Bardo en {region} (ya {n})',
	'xidit.ui.rewards.title': 'Recompensas del Censo del Año {year}',
	'xidit.ui.rewards.bards':
		'coloca {n, plural, one {# Bardo} other {# Bardos}}: toca la Región ({left} por colocar)',
	'xidit.ui.rewards.level': 'añade un Nivel de Gremio',
	'xidit.ui.rewards.bardIn': 'Bardo de {player} en {region}',
	'xidit.ui.rewards.city': 'Gremio de la Ciudad {city}',
	'xidit.ui.rewards.onGuild': 'Añadir al Gremio de la Ciudad {city}',
	'xidit.ui.rewards.behind': 'Detrás de la Pantalla (ningún Gremio con sitio)',
	'xidit.ui.rewards.skip': 'No la toma',
	'xidit.ui.tools.secrets': 'Lo secreto de cada jugador y correcciones',
	'xidit.ui.tools.guilds': 'Corregir un Gremio',
	'xidit.ui.guilds.who': 'Jugador',
	'xidit.ui.guilds.height': 'Niveles',
	'xidit.ui.guilds.set': 'Anotar el Gremio como está en el tablero',
	'xidit.ui.census.missing':
		'{player}: el recuento dice que tienes {n, plural, one {# Unidad} other {# Unidades}} de este tipo. ¿Anotar {k, plural, one {la que faltaba} other {las # que faltaban}}?',
	'xidit.ui.census.missingYes': 'Sí, anotar {k, plural, one {# Unidad} other {# Unidades}}',
	'xidit.ui.census.missingNo': 'No, seguir',
	'xidit.ui.census.fistsAsk': 'Abrid los puños: ¿quién mostró más {unit}?',
	'xidit.ui.census.fistsWin': '{player} mostró más {unit}',
	'xidit.ui.census.fistsTie': '{player} empata',
	'xidit.ui.census.fistsNobody': 'Nadie',
	'xidit.ui.census.tieToggle': 'Empate…',
	'xidit.ui.census.tieRecord': 'Anotar el empate ({n})',
	'xidit.ui.census.secretTitle': 'Recuento secreto pasando el teléfono',
	'xidit.ui.final.correctTitle': 'Corregir la evaluación final: cada cambio se vuelve a puntuar',
	'xidit.ui.threat.titan': 'Era un Titán Furioso (sin loseta)',
	'xidit.ui.threat.cityOf': 'Ciudad de la Amenaza'
};
export default catalogue;
