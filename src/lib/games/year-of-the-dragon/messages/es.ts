/** Year of the Dragon, Spanish (terms of the Spanish rulebook): flat ICU messages. */
import type { Catalogue } from '../../core/types';

const catalogue: Catalogue = {
	'year-of-the-dragon.decided.track':
		'{winner} gana el empate a {points} puntos: {how, select, stack {su marcador está encima en la misma casilla del registro de personas} other {va más adelante en el registro de personas}}',
	'year-of-the-dragon.person.craftsman': 'Artesano',
	'year-of-the-dragon.person.courtLady': 'Dama de la corte',
	'year-of-the-dragon.person.taxCollector': 'Recaudador de impuestos',
	'year-of-the-dragon.person.farmer': 'Granjero',
	'year-of-the-dragon.person.pyrotechnist': 'Pirotécnico',
	'year-of-the-dragon.person.warrior': 'Guerrero',
	'year-of-the-dragon.person.scholar': 'Erudito',
	'year-of-the-dragon.person.healer': 'Curandero',
	'year-of-the-dragon.person.monk': 'Monje',
	'year-of-the-dragon.event.peace': 'Paz',
	'year-of-the-dragon.event.tribute': 'Tributo Imperial',
	'year-of-the-dragon.event.drought': 'Sequía',
	'year-of-the-dragon.event.festival': 'Festival del Dragón',
	'year-of-the-dragon.event.mongols': 'Invasión mongol',
	'year-of-the-dragon.event.contagion': 'Contagio',
	'year-of-the-dragon.card.taxes': 'Impuestos',
	'year-of-the-dragon.card.build': 'Construir',
	'year-of-the-dragon.card.harvest': 'Cosecha',
	'year-of-the-dragon.card.fireworks': 'Fuegos artificiales',
	'year-of-the-dragon.card.parade': 'Desfile militar',
	'year-of-the-dragon.card.research': 'Investigación',
	'year-of-the-dragon.card.privilege': 'Privilegio',
	'year-of-the-dragon.phase.start': 'Preparación',
	// Soft hyphens (\u00ad): a short name breaks, hyphenated, only where a narrow chip needs it.
	'year-of-the-dragon.personShort.craftsman': 'Arte\u00adsano',
	'year-of-the-dragon.personShort.courtLady': 'Dama',
	'year-of-the-dragon.personShort.taxCollector': 'Recaud.',
	'year-of-the-dragon.personShort.farmer': 'Gran\u00adjero',
	'year-of-the-dragon.personShort.pyrotechnist': 'Pirotéc.',
	'year-of-the-dragon.personShort.warrior': 'Gue\u00adrrero',
	'year-of-the-dragon.personShort.scholar': 'Eru\u00addito',
	'year-of-the-dragon.personShort.healer': 'Curand.',
	'year-of-the-dragon.personShort.monk': 'Monje',
	// A card's name in the table's deal rows (beside five group buttons at 360 px).
	'year-of-the-dragon.cardShort.taxes': 'Impues\u00adtos',
	'year-of-the-dragon.cardShort.build': 'Cons\u00adtruir',
	'year-of-the-dragon.cardShort.harvest': 'Cose\u00adcha',
	'year-of-the-dragon.cardShort.fireworks': 'Fuegos',
	'year-of-the-dragon.cardShort.parade': 'Desfile',
	'year-of-the-dragon.cardShort.research': 'Investig.',
	'year-of-the-dragon.cardShort.privilege': 'Privi\u00adlegio',
	'year-of-the-dragon.age.young': 'joven',
	'year-of-the-dragon.age.old': 'mayor',
	'year-of-the-dragon.fieldShort.score': 'Puntos',
	'year-of-the-dragon.fieldShort.yuan': 'Yuanes',
	'year-of-the-dragon.fieldShort.rice': 'Arroz',
	'year-of-the-dragon.fieldShort.fireworks': 'Fuegos',
	'year-of-the-dragon.fieldShort.track': 'Registro',
	'year-of-the-dragon.fieldShort.privileges': 'Privil.',
	'year-of-the-dragon.field.yuan': 'Yuanes',
	'year-of-the-dragon.field.rice': 'Arroz',
	'year-of-the-dragon.field.fireworks': 'Fuegos artificiales',
	'year-of-the-dragon.field.smallPrivileges': 'Privilegios pequeños',
	'year-of-the-dragon.field.largePrivileges': 'Privilegios grandes',
	'year-of-the-dragon.field.score': 'Puntuación',
	'year-of-the-dragon.field.track': 'Registro de personas',
	'year-of-the-dragon.field.personTrack': 'Registro de personas',
	'year-of-the-dragon.field.personTrackStack': 'Posición en la pila',
	'year-of-the-dragon.error.oldestFirst':
		'Primero indica quién es el jugador de mayor edad: elige primero.',
	'year-of-the-dragon.error.oldestClosed':
		'Quién es el jugador de mayor edad se dice una vez, antes de la primera elección.',
	'year-of-the-dragon.error.notNow.start': 'Ahora no se puede: estamos en la fase Preparación.',
	'year-of-the-dragon.error.notNow.action': 'Ahora no se puede: estamos en la fase Acción.',
	'year-of-the-dragon.error.notNow.person': 'Ahora no se puede: estamos en la fase Persona.',
	'year-of-the-dragon.error.notNow.event': 'Ahora no se puede: estamos en la fase Evento.',
	'year-of-the-dragon.error.notNow.finished':
		'Ahora no se puede: estamos en la fase Fin del juego.',
	'year-of-the-dragon.error.unknownPlayer': 'Jugador desconocido: {player}.',
	'year-of-the-dragon.error.startingPairShape': 'Elige exactamente 2 personas.',
	'year-of-the-dragon.error.unknownPersonType': 'Tipo de persona desconocido.',
	'year-of-the-dragon.error.startingSameType':
		'Las 2 personas iniciales deben ser de tipos diferentes.',
	'year-of-the-dragon.error.personUnavailable':
		'No quedan fichas de {type, select, craftsman {Artesano} courtLady {Dama de la corte} taxCollector {Recaudador de impuestos} farmer {Granjero} pyrotechnist {Pirotécnico} warrior {Guerrero} scholar {Erudito} healer {Curandero} monk {Monje} other {{type}}} ({age, select, young {joven} old {mayor} other {{age}}}) en el tablero.',
	'year-of-the-dragon.error.startingPairTaken':
		'Otro jugador ya tomó esa misma combinación de 2 personas.',
	'year-of-the-dragon.error.badPalace': 'Ese palacio no existe.',
	'year-of-the-dragon.error.palaceFull': 'El palacio {palace} está lleno.',
	'year-of-the-dragon.error.buildPlacement': 'Indica dónde se construyen los pisos nuevos.',
	'year-of-the-dragon.error.buildCount':
		'Hay que construir {floors, plural, one {# piso} other {# pisos}}, no {placed}.',
	'year-of-the-dragon.error.palaceTooHigh': 'El palacio {palace} tendría más de {max} pisos.',
	'year-of-the-dragon.error.newPalaceHeight': 'Un palacio nuevo tiene de 1 a {max} pisos.',
	'year-of-the-dragon.error.badGroup': 'Ese grupo de cartas no existe.',
	'year-of-the-dragon.error.cardNotInGroup': 'Esa carta no está en el grupo {group}.',
	'year-of-the-dragon.error.privilegeSize': 'Elige privilegio pequeño o grande.',
	'year-of-the-dragon.error.notEnoughYuan':
		'Hacen falta {need, plural, one {# yuan} other {# yuanes}} y solo hay {have}.',
	'year-of-the-dragon.error.cardNotInHand':
		'Ya no tiene la carta {card, select, craftsman {Artesano} courtLady {Dama de la corte} taxCollector {Recaudador de impuestos} farmer {Granjero} pyrotechnist {Pirotécnico} warrior {Guerrero} scholar {Erudito} healer {Curandero} monk {Monje} wild {?} other {{card}}}.',
	'year-of-the-dragon.error.nothingToTake':
		'No quedan fichas de ese tipo: la carta no da nada (no hay sustituto).',
	'year-of-the-dragon.error.mustRecruit': 'Hay fichas disponibles: hay que tomar una.',
	'year-of-the-dragon.error.personWrongType':
		'La carta solo permite tomar {card, select, craftsman {Artesano} courtLady {Dama de la corte} taxCollector {Recaudador de impuestos} farmer {Granjero} pyrotechnist {Pirotécnico} warrior {Guerrero} scholar {Erudito} healer {Curandero} monk {Monje} other {{card}}}.',
	'year-of-the-dragon.error.mustPlace':
		'Mientras haya sitio en sus palacios, debe alojar a la nueva persona.',
	'year-of-the-dragon.error.replaceWithRoom':
		'Ese palacio tiene sitio: no hace falta reemplazar a nadie.',
	'year-of-the-dragon.error.freeSpaceLeft':
		'Solo se reemplaza cuando todos los palacios están llenos: hay sitio en otro palacio.',
	'year-of-the-dragon.error.replaceRequired': 'El palacio está lleno: indica a quién reemplaza.',
	'year-of-the-dragon.error.personNotInPalace': 'Esa persona no está en ese palacio.',
	'year-of-the-dragon.error.badRelease': 'Liberación no válida.',
	'year-of-the-dragon.error.droughtSamePalace':
		'En la sequía se libera 1 persona de cada palacio sin abastecer (palacios distintos).',
	'year-of-the-dragon.error.releaseCount':
		'{player} debe liberar {need, plural, one {# persona} other {# personas}}, no {got}.',
	'year-of-the-dragon.error.badField': 'Campo desconocido.',
	'year-of-the-dragon.error.badValue':
		'{field, select, yuan {Yuanes} rice {Arroz} fireworks {Fuegos artificiales} smallPrivileges {Privilegios pequeños} largePrivileges {Privilegios grandes} score {Puntuación} track {Registro de personas} personTrack {Registro de personas} personTrackStack {Posición en la pila} other {{field}}}: debe ser un entero de 0 a {max}.',
	'year-of-the-dragon.error.supplyExceeded':
		'No hay tantas fichas de {type, select, craftsman {Artesano} courtLady {Dama de la corte} taxCollector {Recaudador de impuestos} farmer {Granjero} pyrotechnist {Pirotécnico} warrior {Guerrero} scholar {Erudito} healer {Curandero} monk {Monje} other {{type}}} ({age, select, young {joven} old {mayor} other {{age}}}).',
	'year-of-the-dragon.error.palaceFloors': 'El palacio {palace} debe tener de 1 a {max} pisos.',
	'year-of-the-dragon.error.palaceCrowded': 'El palacio {palace} tiene más personas que pisos.',
	'year-of-the-dragon.error.noOldOfType':
		'El palacio {palace} tiene una persona mayor de un tipo que solo es joven.',
	'year-of-the-dragon.error.alreadyFinished':
		'La puntuación ya está cerrada: reábrela para cambiarla.',
	'year-of-the-dragon.error.personsExceeded':
		'Con este número de jugadores el juego tiene solo {max} fichas de persona.',
	'year-of-the-dragon.error.notFinished': 'La puntuación no está cerrada.',
	'year-of-the-dragon.error.options': 'Opciones no válidas.',
	'year-of-the-dragon.error.optionLargePrivilegeCost': 'El privilegio grande cuesta 6 o 7 yuanes.',
	'year-of-the-dragon.error.optionFirstPlayer':
		'El jugador inicial debe ser uno de los {max} jugadores.',
	'year-of-the-dragon.error.optionPlayers':
		'El Año del Dragón se juega con {min} a {max} jugadores.',
	'year-of-the-dragon.option.largePrivilegeCost': 'Precio del privilegio grande',
	'year-of-the-dragon.option.largePrivilegeCost.6': '6 yuanes (este reglamento)',
	'year-of-the-dragon.option.largePrivilegeCost.7': '7 yuanes (edición posterior)',
	'year-of-the-dragon.log.oldestPlayer':
		'{player} es el jugador de mayor edad y elige primero sus personas iniciales.',
	'year-of-the-dragon.log.startingPair':
		'{player} toma {first, select, craftsman {Artesano} courtLady {Dama de la corte} taxCollector {Recaudador de impuestos} farmer {Granjero} pyrotechnist {Pirotécnico} warrior {Guerrero} scholar {Erudito} healer {Curandero} monk {Monje} other {{first}}} y {second, select, craftsman {Artesano} courtLady {Dama de la corte} taxCollector {Recaudador de impuestos} farmer {Granjero} pyrotechnist {Pirotécnico} warrior {Guerrero} scholar {Erudito} healer {Curandero} monk {Monje} other {{second}}}.',
	'year-of-the-dragon.log.action.taxes':
		'{player} cobra Impuestos (grupo {group}): +{amount, plural, one {# yuan} other {# yuanes}}{paid, plural, =0 {} other {, tras pagar # yuanes por el grupo}}.',
	'year-of-the-dragon.log.action.build':
		'{player} Construye (grupo {group}): +{amount, plural, one {# piso} other {# pisos}}{paid, plural, =0 {} other {, tras pagar # yuanes por el grupo}}.',
	'year-of-the-dragon.log.action.harvest':
		'{player} Cosecha (grupo {group}): +{amount} de arroz{paid, plural, =0 {} other {, tras pagar # yuanes por el grupo}}.',
	'year-of-the-dragon.log.action.fireworks':
		'{player} hace Fuegos artificiales (grupo {group}): +{amount, plural, one {# ficha de fuegos} other {# fichas de fuegos}}{paid, plural, =0 {} other {, tras pagar # yuanes por el grupo}}.',
	'year-of-the-dragon.log.action.parade':
		'{player} hace un Desfile militar (grupo {group}): avanza {amount, plural, one {# casilla} other {# casillas}} en el registro de personas{paid, plural, =0 {} other {, tras pagar # yuanes por el grupo}}.',
	'year-of-the-dragon.log.action.research':
		'{player} Investiga (grupo {group}): +{amount, plural, one {# punto} other {# puntos}}{paid, plural, =0 {} other {, tras pagar # yuanes por el grupo}}.',
	'year-of-the-dragon.log.action.privilege':
		'{player} compra un privilegio {size, select, small {pequeño} large {grande} other {{size}}} por {cost} yuanes (grupo {group}){paid, plural, =0 {} other {, tras pagar # yuanes por el grupo}}.',
	'year-of-the-dragon.log.noAction':
		'{player} no hace ninguna acción{amount, plural, =0 { (ya tiene {topUp} yuanes o más)} one { y completa hasta {topUp} yuanes (+# yuan)} other { y completa hasta {topUp} yuanes (+# yuanes)}}.',
	'year-of-the-dragon.log.recruitNothing':
		'{player} juega {card, select, craftsman {Artesano} courtLady {Dama de la corte} taxCollector {Recaudador de impuestos} farmer {Granjero} pyrotechnist {Pirotécnico} warrior {Guerrero} scholar {Erudito} healer {Curandero} monk {Monje} wild {?} other {{card}}}, pero no quedan fichas: no obtiene nada.',
	'year-of-the-dragon.log.recruitReleased':
		'{player} toma {person, select, craftsman {Artesano} courtLady {Dama de la corte} taxCollector {Recaudador de impuestos} farmer {Granjero} pyrotechnist {Pirotécnico} warrior {Guerrero} scholar {Erudito} healer {Curandero} monk {Monje} other {{person}}} ({age, select, young {joven} old {mayor} other {{age}}}) y {person, select, courtLady {la} other {lo}} libera enseguida (palacios llenos).',
	'year-of-the-dragon.log.recruitReplace':
		'{player} aloja a {person, select, craftsman {Artesano} courtLady {Dama de la corte} taxCollector {Recaudador de impuestos} farmer {Granjero} pyrotechnist {Pirotécnico} warrior {Guerrero} scholar {Erudito} healer {Curandero} monk {Monje} other {{person}}} ({age, select, young {joven} old {mayor} other {{age}}}) en el palacio {palace} y libera a {replaced, select, craftsman {Artesano} courtLady {Dama de la corte} taxCollector {Recaudador de impuestos} farmer {Granjero} pyrotechnist {Pirotécnico} warrior {Guerrero} scholar {Erudito} healer {Curandero} monk {Monje} other {{replaced}}} ({replacedAge, select, young {joven} old {mayor} other {{replacedAge}}}).',
	'year-of-the-dragon.log.recruit':
		'{player} aloja a {person, select, craftsman {Artesano} courtLady {Dama de la corte} taxCollector {Recaudador de impuestos} farmer {Granjero} pyrotechnist {Pirotécnico} warrior {Guerrero} scholar {Erudito} healer {Curandero} monk {Monje} other {{person}}} ({age, select, young {joven} old {mayor} other {{age}}}) en el palacio {palace}.',
	'year-of-the-dragon.log.resolveEvent':
		'{event, select, peace {Paz} tribute {Tributo Imperial} drought {Sequía} festival {Festival del Dragón} mongols {Invasión mongol} contagion {Contagio} other {{event}}}{released, plural, =0 {} one {, # persona liberada} other {, # personas liberadas}}; decadencia y puntuación.',
	'year-of-the-dragon.log.adjust':
		'Corrección: {field, select, yuan {Yuanes} rice {Arroz} fireworks {Fuegos artificiales} smallPrivileges {Privilegios pequeños} largePrivileges {Privilegios grandes} score {Puntuación} track {Registro de personas} personTrack {Registro de personas} personTrackStack {Posición en la pila} other {{field}}} de {player} = {value}.',
	'year-of-the-dragon.log.setPalaces':
		'Corrección: palacios de {player} ({palaces, plural, one {# palacio} other {# palacios}}).',
	'year-of-the-dragon.log.scorerSet':
		'{field, select, yuan {Yuanes} rice {Arroz} fireworks {Fuegos artificiales} smallPrivileges {Privilegios pequeños} largePrivileges {Privilegios grandes} score {Puntuación} track {Registro de personas} personTrack {Registro de personas} personTrackStack {Posición en la pila} other {{field}}} de {player} = {value}.',
	'year-of-the-dragon.log.scorerFinish': 'Puntuación final calculada.',
	'year-of-the-dragon.log.scorerReopen': 'Puntuación reabierta.',
	'year-of-the-dragon.log.unknown': 'Acción desconocida.',
	'year-of-the-dragon.explain.peace': 'No pasa nada.',
	'year-of-the-dragon.explain.tribute':
		'Paga {paid} de {owed} yuanes{missing, plural, =0 {} other {; faltan #: libera {release, plural, one {# persona} other {# personas}}}}.',
	'year-of-the-dragon.explain.drought':
		'{inhabited, plural, one {# palacio habitado} other {# palacios habitados}}, {rice} arroz: devuelve {returned}{unsupplied, plural, =0 {} other {; # sin abastecer: libera 1 persona de cada uno}}.',
	'year-of-the-dragon.explain.festival':
		'{fireworks} fuegos artificiales{vp, plural, =0 {: no puntúa} other {: {place}º puesto, +# puntos, devuelve {returned}}}.',
	'year-of-the-dragon.explain.mongols':
		'{helmets, plural, one {# casco} other {# cascos}}: +{vp} puntos{release, plural, =0 {} other {; de los que menos tienen: libera # persona}}.',
	'year-of-the-dragon.explain.contagion':
		'{mortars, plural, one {# mortero} other {# morteros}}: libera {release, plural, one {# persona} other {# personas}}.',
	'year-of-the-dragon.ui.setup.firstListed':
		'Empieza el primer jugador de la lista; luego por orden de asientos. El reglamento: empieza el de mayor edad — ponedlo el primero, o sortead el jugador inicial en la pantalla de partida nueva.',
	'year-of-the-dragon.ui.setup.firstOldest':
		'Empieza el jugador de mayor edad (lo indicáis al empezar); luego por orden de asientos.',
	'year-of-the-dragon.ui.start.oldestIs': '{player} es el de mayor edad',
	'year-of-the-dragon.ui.start.oldestHelp':
		'Reglamento: «Empieza el jugador de mayor edad»; luego en el sentido de las agujas del reloj (orden de asientos).',
	'year-of-the-dragon.ui.start.oldestTitle': '¿Quién es el jugador de mayor edad?',
	'year-of-the-dragon.ui.tile': '{person} ({age})',
	'year-of-the-dragon.ui.tileWithValue': '{person} ({age}, avanza {value})',
	'year-of-the-dragon.ui.wildCard': 'Comodín ?',
	'year-of-the-dragon.ui.yield.fromCard': '{n} (carta)',
	'year-of-the-dragon.ui.yield.fromPerson': '{n} ({person})',
	'year-of-the-dragon.ui.unit.taxes': '{n, plural, one {# yuan} other {# yuanes}}',
	'year-of-the-dragon.ui.unit.build': '{n, plural, one {# piso} other {# pisos}}',
	'year-of-the-dragon.ui.unit.harvest': '{n} de arroz',
	'year-of-the-dragon.ui.unit.fireworks':
		'{n, plural, one {# fuego artificial} other {# fuegos artificiales}}',
	'year-of-the-dragon.ui.unit.parade':
		'{n, plural, one {# casilla} other {# casillas}} en el registro',
	'year-of-the-dragon.ui.unit.research': '{n, plural, one {# punto} other {# puntos}}',
	'year-of-the-dragon.ui.unit.privilege': '{n, plural, one {# yuan} other {# yuanes}}',
	'year-of-the-dragon.eventShort.peace': 'Paz',
	'year-of-the-dragon.eventShort.tribute': 'Tributo',
	'year-of-the-dragon.eventShort.drought': 'Sequía',
	'year-of-the-dragon.eventShort.festival': 'Festival',
	'year-of-the-dragon.eventShort.mongols': 'Mongoles',
	'year-of-the-dragon.eventShort.contagion': 'Contagio',
	'year-of-the-dragon.ui.display.title': 'Personas en el tablero',
	'year-of-the-dragon.ui.display.youngOnly': '{young, plural, one {# joven} other {# jóvenes}}',
	'year-of-the-dragon.ui.display.both':
		'{young, plural, one {# joven} other {# jóvenes}} · {old, plural, one {# mayor} other {# mayores}}',
	'year-of-the-dragon.ui.setupCard': 'Preparación de la partida',
	'year-of-the-dragon.ui.oldMark': '★',
	'year-of-the-dragon.ui.eventRow': 'Fila de eventos',
	'year-of-the-dragon.ui.monthShort': 'Mes {month}',
	'year-of-the-dragon.ui.now': 'ahora',
	'year-of-the-dragon.ui.person': 'Persona',
	'year-of-the-dragon.ui.youngCount': 'Jóvenes',
	'year-of-the-dragon.ui.oldCount': 'Mayores',
	'year-of-the-dragon.ui.trackValue': '(avanza {value})',
	'year-of-the-dragon.ui.setup.events': 'Fila de eventos',
	'year-of-the-dragon.ui.setup.eventsHelp':
		'Coloca estas fichas de evento, mes a mes: 2 de Paz al principio y nunca 2 iguales una al lado de la otra.',
	'year-of-the-dragon.ui.setup.first': 'Jugador inicial',
	'year-of-the-dragon.ui.setup.firstSeat':
		'{chosen, select, 1 {Elegido} other {Al azar}}: empieza el jugador {seat} (contando en el orden en que estáis sentados).',
	'year-of-the-dragon.ui.setup.pickOrder':
		'Orden para elegir las personas iniciales (asientos): {seats}.',
	'year-of-the-dragon.ui.setup.pairsRule':
		'Cada jugador toma 2 personas jóvenes de tipos diferentes; nadie puede repetir la combinación exacta que tomó otro antes. El primero elige entre {pairs} combinaciones; la app muestra a cada uno las que le quedan.',
	'year-of-the-dragon.ui.setup.supply': 'Fichas de persona en el tablero',
	'year-of-the-dragon.ui.setup.supplyHelp':
		'Fichas por tipo con {players} jugadores; entre paréntesis, lo que avanza cada ficha en el registro de personas.',
	'year-of-the-dragon.ui.setup.boxed': 'A la caja',
	'year-of-the-dragon.ui.setup.each': 'Cada jugador recibe',
	'year-of-the-dragon.ui.setup.eachPalaces': '{n} palacios de {floors} pisos',
	'year-of-the-dragon.ui.setup.eachYuan': '{n} yuanes',
	'year-of-the-dragon.ui.setup.eachCards':
		'11 cartas de persona: una de cada tipo y {wild} comodines «?»',
	'year-of-the-dragon.ui.setup.eachMarkers':
		'Marcadores en 0 en el registro de personas y en la puntuación',
	'year-of-the-dragon.ui.setup.privilegePrice':
		'Privilegio pequeño: 2 yuanes; privilegio grande: {cost} yuanes',
	'year-of-the-dragon.ui.phase.startTitle': 'Antes de empezar: personas iniciales',
	'year-of-the-dragon.ui.phase.title': 'Mes {month} de {months} · {event}',
	'year-of-the-dragon.ui.phase.steps': 'Fases del mes',
	'year-of-the-dragon.ui.step.action': '1. Acción',
	'year-of-the-dragon.ui.step.person': '2. Persona',
	'year-of-the-dragon.ui.step.event': '3. Evento',
	'year-of-the-dragon.ui.lastMonth': 'Mes 12: no hay fase de persona.',
	'year-of-the-dragon.ui.start.title': 'Turno de {player}: elige',
	'year-of-the-dragon.ui.start.help':
		'Toma 2 personas jóvenes de tipos diferentes y ponlas en tus palacios; tu marcador avanza lo que valen las dos.',
	'year-of-the-dragon.ui.start.choose': 'Personas elegidas: {n} de 2',
	'year-of-the-dragon.ui.start.where': '¿En qué palacios?',
	'year-of-the-dragon.ui.start.where.01': 'Una en cada palacio',
	'year-of-the-dragon.ui.start.where.00': 'Las dos en el palacio 1',
	'year-of-the-dragon.ui.start.where.11': 'Las dos en el palacio 2',
	'year-of-the-dragon.ui.start.pickTwo': 'Elige 2 personas',
	'year-of-the-dragon.ui.start.confirm': '{player} toma {first} y {second} (avanza {moves})',
	'year-of-the-dragon.ui.start.allowed': 'Combinaciones aún permitidas ({n})',
	'year-of-the-dragon.ui.start.taken': 'Ya elegidas',
	'year-of-the-dragon.ui.start.takenBy': '{player}: {first} + {second}',
	'year-of-the-dragon.ui.turnOrder': 'Orden de turno',
	'year-of-the-dragon.ui.nowPlaying': 'le toca ahora',
	'year-of-the-dragon.ui.waiting': 'turno {n}',
	'year-of-the-dragon.ui.hasYuan': 'tiene {n, plural, one {# yuan} other {# yuanes}}',
	'year-of-the-dragon.ui.action.title': 'Acción de {player}',
	'year-of-the-dragon.ui.action.help':
		'Pon tu dragón en un grupo y toma una de sus cartas (un grupo con dragón cuesta {cost} yuanes).',
	'year-of-the-dragon.ui.group': 'Grupo {group}',
	'year-of-the-dragon.ui.dragonsOn': 'Dragón de {names}: unirse cuesta {cost} yuanes',
	'year-of-the-dragon.ui.privilegePrices': 'pequeño {small} / grande {large} yuanes',
	'year-of-the-dragon.ui.takeCard':
		'{card} del grupo {group}: {text}{cost, plural, =0 {} other {, pagando # yuanes por el grupo}}',
	'year-of-the-dragon.ui.build.title':
		'Construir {floors, plural, one {# piso} other {# pisos}}: ¿dónde?',
	'year-of-the-dragon.ui.build.floorOn':
		'Construir un piso en {isNew, select, yes {el palacio nuevo {palace}} other {el palacio {palace}}} (grupo {group}, ahora {floors, plural, one {# piso} other {# pisos}})',
	'year-of-the-dragon.ui.build.place':
		'{isNew, select, yes {{floors, plural, =0 {Un palacio nuevo} other {Palacio nuevo {palace}: {floors, plural, one {# piso} other {# pisos}}}}} other {Palacio {palace}: {floors, plural, one {# piso} other {# pisos}}}}{added, plural, =0 {} other { (+# ahora)}}',
	'year-of-the-dragon.ui.build.takeBack': 'Quitar un piso',
	'year-of-the-dragon.ui.build.placed':
		'{floors, plural, one {Piso colocado: {placed} de #} other {Pisos colocados: {placed} de #}}.',
	'year-of-the-dragon.ui.privilege.title': '¿Qué privilegio?',
	'year-of-the-dragon.ui.privilege.buy':
		'Privilegio {size, select, small {pequeño} other {grande}} ({dragons, plural, one {# dragón} other {# dragones}}): {price} yuanes{cost, plural, =0 {} other { + # por el grupo}}',
	'year-of-the-dragon.ui.cancel': 'Cancelar',
	'year-of-the-dragon.ui.noAction':
		'{amount, plural, =0 {Ninguna acción (ya tiene {topUp} yuanes o más)} one {Ninguna acción: completar hasta {topUp} yuanes (+# yuan)} other {Ninguna acción: completar hasta {topUp} yuanes (+# yuanes)}}',
	'year-of-the-dragon.ui.action.did':
		'grupo {group}: {card}, {amount}{paid, plural, =0 {} other { (pagó # por el grupo)}}',
	'year-of-the-dragon.ui.action.didNothing': 'ninguna acción (+{amount} yuanes)',
	'year-of-the-dragon.ui.action.didPrivilege':
		'grupo {group}: privilegio {size, select, small {pequeño} other {grande}} por {cost} yuanes{paid, plural, =0 {} other { (pagó # por el grupo)}}',
	'year-of-the-dragon.ui.person.replaceIn':
		'Palacio {palace}: reemplazar a {replaced} por {person} (avanza {moves})',
	'year-of-the-dragon.ui.person.title': 'Carta de persona de {player}',
	'year-of-the-dragon.ui.person.cardLegend': 'Carta jugada',
	'year-of-the-dragon.ui.person.nothingLeft': 'no quedan: no da nada',
	'year-of-the-dragon.ui.person.anyType': 'cualquier persona ({n} opciones)',
	'year-of-the-dragon.ui.person.fullLegend': 'Reemplazar o liberar',
	'year-of-the-dragon.ui.person.into':
		'Palacio {palace} ({free, plural, one {# sitio libre} other {# sitios libres}})',
	'year-of-the-dragon.ui.person.confirmNothing': 'Jugar {card} sin obtener nada',
	'year-of-the-dragon.ui.person.played':
		'{same, select, 1 {} other {{card}: }}{person} al palacio {palace}, avanza {moves}{hasReplaced, select, 1 { (sustituye a {replaced})} other {}}',
	'year-of-the-dragon.ui.person.playedNothing': '{card}: no quedaban, nada',
	'year-of-the-dragon.ui.person.playedReleased':
		'{same, select, 1 {} other {{card}: }}{person}, se libera enseguida',
	'year-of-the-dragon.ui.event.title': 'Mes {month}: {event}',
	'year-of-the-dragon.ui.event.keepLegend':
		'{player}: libera {n, plural, one {# persona} other {# personas}} — marca a quién se queda ({keep})',
	'year-of-the-dragon.ui.event.keepShort': 'Marca quién se queda ({keep})',
	'year-of-the-dragon.ui.event.keepWho': 'Se queda {person} en el palacio {palace} de {player}',
	'year-of-the-dragon.ui.event.releaseLegend':
		'{player}: elige {n, plural, one {# persona} other {# personas}} a liberar{distinct, select, 1 { (de palacios distintos)} other {}}',
	'year-of-the-dragon.ui.event.releaseWho': 'Liberar a {person} del palacio {palace} de {player}',
	'year-of-the-dragon.ui.event.chosen': 'Elegidas {n} de {of}',
	'year-of-the-dragon.ui.event.staying': 'Se quedan {n} de {of}',
	'year-of-the-dragon.ui.event.after':
		'Después: decadencia (cada palacio deshabitado pierde 1 piso; uno de 1 piso desaparece) y puntuación del mes (1 punto por palacio, por abanico de las damas y por dragón de privilegio).',
	'year-of-the-dragon.ui.event.waitingFor': 'Falta elegir a quién liberan: {names}.',
	'year-of-the-dragon.ui.event.resolve':
		'Resolver {event}, decadencia y puntuación del mes {month}',
	'year-of-the-dragon.ui.eventRule.peace': 'Paz: no pasa nada.',
	'year-of-the-dragon.ui.eventRule.tribute':
		'Tributo Imperial: cada jugador paga 4 yuanes; por cada yuan que le falte, libera 1 persona.',
	'year-of-the-dragon.ui.eventRule.drought':
		'Sequía: cada jugador devuelve 1 arroz por palacio habitado; de cada palacio que no pueda abastecer libera 1 persona.',
	'year-of-the-dragon.ui.eventRule.festival':
		'Festival del Dragón: los que más fuegos artificiales tienen ganan 6 puntos, los siguientes 3; sin fuegos no se puntúa; quien puntúa devuelve la mitad (redondeando hacia arriba).',
	'year-of-the-dragon.ui.eventRule.mongols':
		'Invasión mongol: cada jugador gana 1 punto por casco de sus guerreros; los que menos cascos tienen liberan 1 persona.',
	'year-of-the-dragon.ui.eventRule.contagion':
		'Contagio: cada jugador libera 3 personas, 1 menos por cada mortero de sus curanderos.',
	'year-of-the-dragon.ui.effect.yuan': '{n, plural, one {−# yuan} other {−# yuanes}}',
	'year-of-the-dragon.ui.effect.rice': '−{n} arroz',
	'year-of-the-dragon.ui.effect.fireworks': '{n, plural, one {−# fuego} other {−# fuegos}}',
	'year-of-the-dragon.ui.effect.vp': '{n, plural, one {+# punto} other {+# puntos}}',
	'year-of-the-dragon.ui.report.earlier': 'Meses anteriores',
	'year-of-the-dragon.ui.turnPlace': '{n}º en el turno',
	'year-of-the-dragon.ui.onTop': '(encima)',
	'year-of-the-dragon.ui.privileges': 'Privilegios',
	'year-of-the-dragon.ui.privilegeCount': '{small} peq. · {large} gr.',
	'year-of-the-dragon.ui.palacesOf': 'Palacios de {player}',
	'year-of-the-dragon.ui.palaceTitle': 'Palacio {palace} · {persons}/{floors}',
	'year-of-the-dragon.ui.palaces': 'Palacios',
	'year-of-the-dragon.ui.empty': 'deshabitado',
	'year-of-the-dragon.ui.noPalaces': 'Sin palacios.',
	'year-of-the-dragon.ui.handLeft': 'Cartas de persona en mano: {cards}',
	'year-of-the-dragon.ui.corrections': 'Corregir a {player}',
	'year-of-the-dragon.ui.correctionsHelp':
		'Solo para arreglar errores: cada cambio queda en el registro y se puede deshacer.',
	'year-of-the-dragon.ui.fieldOf': '{field} de {player}',
	'year-of-the-dragon.ui.floorsOf': 'Pisos del palacio {palace} de {player}',
	'year-of-the-dragon.ui.removePerson': 'Quitar a {person} del palacio {palace} de {player}',
	'year-of-the-dragon.ui.personToAdd': 'Persona a añadir al palacio {palace} de {player}',
	'year-of-the-dragon.ui.addPersonTo': 'Añadir persona al palacio {palace} de {player}',
	'year-of-the-dragon.ui.add': 'Añadir',
	'year-of-the-dragon.ui.removePalace': 'Quitar palacio',
	'year-of-the-dragon.ui.removePalaceOf': 'Quitar el palacio {palace} de {player}',
	'year-of-the-dragon.ui.newPalace': 'Palacio nuevo (pisos):',
	'year-of-the-dragon.ui.newPalaceOf':
		'Palacio nuevo de {floors, plural, one {# piso} other {# pisos}} para {player}',
	'year-of-the-dragon.final.persons': 'Personas',
	'year-of-the-dragon.ui.final.before': 'Puntos antes del final',
	'year-of-the-dragon.ui.final.monks': 'Monjes',
	'year-of-the-dragon.ui.final.money': 'Dinero',
	'year-of-the-dragon.ui.scorer.help':
		'Introduce el estado final de cada jugador y pulsa Calcular. Los palacios nuevos cuentan como llenos: toca un piso para marcar un monje o un hueco vacío.',
	'year-of-the-dragon.ui.scorer.whose': 'Estado final de quién',
	'year-of-the-dragon.ui.scorer.short.score': 'Puntos',
	'year-of-the-dragon.ui.scorer.short.floors': 'Pisos por palacio',
	'year-of-the-dragon.ui.scorer.short.yuan': 'Yuanes',
	'year-of-the-dragon.ui.scorer.short.rice': 'Arroz',
	'year-of-the-dragon.ui.scorer.short.fireworks': 'Fuegos artificiales',
	'year-of-the-dragon.ui.scorer.endState': 'Estado al final de la partida',
	'year-of-the-dragon.ui.scorer.field.score': 'Puntos de {player} en el marcador',
	'year-of-the-dragon.ui.scorer.field.yuan': 'Yuanes de {player}',
	'year-of-the-dragon.ui.scorer.field.rice': 'Arroz de {player}',
	'year-of-the-dragon.ui.scorer.field.fireworks': 'Fuegos artificiales de {player}',
	'year-of-the-dragon.ui.scorer.field.personTrack':
		'Casilla de {player} en el registro de personas',
	'year-of-the-dragon.ui.scorer.field.personTrackStack':
		'Marcadores debajo del de {player} en su casilla',
	'year-of-the-dragon.ui.scorer.stackHelp':
		'Solo importa si hay empate a puntos y en la misma casilla del registro: cuántos marcadores hay debajo del suyo (0 = abajo del todo).',
	'year-of-the-dragon.ui.scorer.floors': 'Pisos de cada palacio de {player}',
	'year-of-the-dragon.ui.scorer.floorsBad': 'Una cifra del 1 al 3 por palacio, p. ej. 3 3 2.',
	'year-of-the-dragon.ui.scorer.floorsHelp':
		'Una cifra por palacio (p. ej. 3 3 2). Toca un piso: persona → monje joven (1 buda) → monje mayor (2 budas) → vacío.',
	'year-of-the-dragon.ui.scorer.slotLabel':
		'{player}, palacio {palace}, piso {floor}: {slot, select, person {una persona} youngMonk {un monje joven} oldMonk {un monje mayor} other {vacío}}. Toca para cambiar.',
	'year-of-the-dragon.ui.scorer.slotShort':
		'{slot, select, person {Persona} youngMonk {Monje 1☸} oldMonk {Monje 2☸} other {—}}',
	'year-of-the-dragon.ui.scorer.trackHelp': 'Empate a puntos: decide el registro de personas.',
	'year-of-the-dragon.ui.scorer.finish': 'Calcular la puntuación final',
	'year-of-the-dragon.ui.scorer.reopen': 'Reabrir para corregir',
	'year-of-the-dragon.error.dealClosed':
		'El reparto de las cartas de acción solo se cambia antes de la primera acción del mes.',
	'year-of-the-dragon.error.dealFirst':
		'Primero colocad las cartas de acción en grupos e introducid el reparto de la mesa.',
	'year-of-the-dragon.error.groupsCards':
		'Las 7 cartas de acción, cada una una vez, en {groups} grupos.',
	'year-of-the-dragon.error.groupsUneven':
		'Las cartas deben dividirse lo más uniformemente posible: grupos de {sizes}.',
	'year-of-the-dragon.log.dealMode':
		'{byTable, select, true {La mesa reparte las cartas de acción} other {El móvil reparte las cartas de acción}}.',
	'year-of-the-dragon.log.setGroups': 'Reparto de la mesa: {groups} grupos.',
	'year-of-the-dragon.ui.person.confirmRelease': 'Liberar a {person} (no avanza)',
	'year-of-the-dragon.ui.showHand': 'Ver la mano de {player}',
	'year-of-the-dragon.ui.hideHand': 'Ocultar la mano de {player}',
	'year-of-the-dragon.ui.fix.addedLegend': 'Una persona que añades',
	'year-of-the-dragon.ui.fix.addedDisplay': 'sale del expositor',
	'year-of-the-dragon.ui.fix.addedBox': 'vuelve: se liberó por error',
	'year-of-the-dragon.ui.fix.removedLegend': 'Una persona que quitas',
	'year-of-the-dragon.ui.fix.removedDisplay': 'vuelve al expositor',
	'year-of-the-dragon.ui.fix.removedBox': 'sale del juego',
	'year-of-the-dragon.ui.deal.title': 'Cartas de acción: ¿quién reparte?',
	'year-of-the-dragon.ui.deal.phone': 'El móvil: colocad las cartas como se muestra',
	'year-of-the-dragon.ui.deal.table': 'La mesa: introducir su reparto',
	'year-of-the-dragon.ui.deal.help':
		'Barajad las 7 cartas, colocadlas en grupos lo más iguales posible y tocad el grupo de cada carta.',
	'year-of-the-dragon.ui.deal.cardInGroup': '{card} en el grupo {group}',
	'year-of-the-dragon.ui.deal.enter': 'Guardar el reparto de la mesa',
	'year-of-the-dragon.glance':
		'{phase, select, action {Acción} person {Persona} event {Evento} other {{phase}}} · {event, select, peace {Paz} tribute {Tributo} drought {Sequía} festival {Festival} mongols {Mongoles} contagion {Contagio} other {{event}}}',
	'year-of-the-dragon.error.eventRowClosed':
		'La fila de eventos solo se cambia antes del evento del mes 3.',
	'year-of-the-dragon.error.eventRowIllegal':
		'La fila: Paz en los meses 1 y 2, luego las 10 fichas (2 de cada evento) y nunca dos iguales seguidas.',
	'year-of-the-dragon.log.setEventRow': 'La mesa introduce su fila de eventos.',
	'year-of-the-dragon.ui.person.take': 'Tomar {person} al palacio {palace} (avanza {moves})',
	'year-of-the-dragon.ui.person.ageButton': '{age} · avanza {moves}',
	'year-of-the-dragon.ui.person.palaceLegend': 'La persona va al',
	'year-of-the-dragon.ui.person.oneTapHelp':
		'Un toque en la edad: la persona va al palacio marcado.',
	'year-of-the-dragon.ui.person.fullHelp':
		'Todos los palacios están llenos: elige la persona y después a quién reemplaza, o libérala.',
	'year-of-the-dragon.ui.person.wildPick': 'Elige la persona de la carta ?',
	'year-of-the-dragon.ui.forecast.title': 'Previsión: {event} con el tablero de hoy',
	'year-of-the-dragon.ui.forecast.release':
		'{player} liberaría {n, plural, one {# persona} other {# personas}}',
	'year-of-the-dragon.ui.forecast.vp': '{player} +{n, plural, one {# punto} other {# puntos}}',
	'year-of-the-dragon.ui.forecast.none': 'Con el tablero de hoy nadie perdería personas.',
	'year-of-the-dragon.ui.row.enter': 'Fila de eventos de la mesa',
	'year-of-the-dragon.ui.row.help':
		'La fila del móvil es una propuesta. Si la mesa sacó sus fichas al azar, pon cada mes como está en la mesa.',
	'year-of-the-dragon.ui.row.month': 'Mes {month}',
	'year-of-the-dragon.ui.row.save': 'Guardar la fila de la mesa',
	'year-of-the-dragon.ui.row.same': 'Es la fila que ya está en juego.',
	'year-of-the-dragon.ui.correctTitle': 'Corregir el tablero final',
	'year-of-the-dragon.ui.correctHelp': 'Cada corrección vuelve a calcular la puntuación final.',
	'year-of-the-dragon.ui.line.label':
		'{player}: {yuan} yuanes, {rice} arroz, {fireworks, plural, one {# fuego artificial} other {# fuegos artificiales}}; {palaces, plural, one {# palacio} other {# palacios}}, {persons, plural, one {# persona} other {# personas}} en {floors, plural, one {# piso} other {# pisos}}'
};
export default catalogue;
