/**
 * Flat ICU catalogues (svelte-i18n). Spanish terms follow the Spanish rulebook. Both languages
 * have exactly the same keys (a test checks it).
 */
import type { ActionCard, Age, PersonType, PrivilegeSize, YotdEvent } from './data';
import type { Phase } from './state';
import type { AdjustField, ScorerField } from './state';

type Names<K extends string> = Record<K, string>;

interface Vocabulary {
	person: Names<PersonType>;
	event: Names<YotdEvent>;
	card: Names<ActionCard>;
	phase: Names<Phase>;
	age: Names<Age>;
	privilege: Names<PrivilegeSize>;
	field: Names<AdjustField | ScorerField>;
	wild: string;
}

const es: Vocabulary = {
	person: {
		craftsman: 'Artesano',
		courtLady: 'Dama de la corte',
		taxCollector: 'Recaudador de impuestos',
		farmer: 'Granjero',
		pyrotechnist: 'Pirotécnico',
		warrior: 'Guerrero',
		scholar: 'Erudito',
		healer: 'Curandero',
		monk: 'Monje'
	},
	event: {
		peace: 'Paz',
		tribute: 'Tributo Imperial',
		drought: 'Sequía',
		festival: 'Festival del Dragón',
		mongols: 'Invasión mongol',
		contagion: 'Contagio'
	},
	card: {
		taxes: 'Impuestos',
		build: 'Construir',
		harvest: 'Cosecha',
		fireworks: 'Fuegos artificiales',
		parade: 'Desfile militar',
		research: 'Investigación',
		privilege: 'Privilegio'
	},
	phase: {
		start: 'Preparación',
		action: 'Acción',
		person: 'Persona',
		event: 'Evento',
		finished: 'Fin del juego'
	},
	age: { young: 'joven', old: 'mayor' },
	privilege: { small: 'pequeño', large: 'grande' },
	field: {
		yuan: 'Yuanes',
		rice: 'Arroz',
		fireworks: 'Fuegos artificiales',
		smallPrivileges: 'Privilegios pequeños',
		largePrivileges: 'Privilegios grandes',
		score: 'Puntuación',
		track: 'Registro de personas',
		personTrack: 'Registro de personas',
		personTrackStack: 'Posición en la pila'
	},
	wild: '?'
};

const en: Vocabulary = {
	person: {
		craftsman: 'Craftsman',
		courtLady: 'Court lady',
		taxCollector: 'Tax collector',
		farmer: 'Farmer',
		pyrotechnist: 'Pyrotechnist',
		warrior: 'Warrior',
		scholar: 'Scholar',
		healer: 'Healer',
		monk: 'Monk'
	},
	event: {
		peace: 'Peace',
		tribute: 'Imperial Tribute',
		drought: 'Drought',
		festival: 'Dragon Festival',
		mongols: 'Mongol Invasion',
		contagion: 'Contagion'
	},
	card: {
		taxes: 'Taxes',
		build: 'Build',
		harvest: 'Harvest',
		fireworks: 'Fireworks',
		parade: 'Military parade',
		research: 'Research',
		privilege: 'Privilege'
	},
	phase: {
		start: 'Setup',
		action: 'Action',
		person: 'Person',
		event: 'Event',
		finished: 'Game over'
	},
	age: { young: 'young', old: 'old' },
	privilege: { small: 'small', large: 'large' },
	field: {
		yuan: 'Yuan',
		rice: 'Rice',
		fireworks: 'Fireworks',
		smallPrivileges: 'Small privileges',
		largePrivileges: 'Large privileges',
		score: 'Score',
		track: 'Person track',
		personTrack: 'Person track',
		personTrackStack: 'Place in the stack'
	},
	wild: '?'
};

/** Texts of the screens (ui/), flat keys under `ui.`. Same keys in both languages. */
const uiEs: Record<string, string> = {
	tile: '{person} ({age})',
	tileWithValue: '{person} ({age}, avanza {value})',
	wildCard: 'Comodín ?',
	'yield.fromCard': '{n} (carta)',
	'yield.fromPerson': '{n} ({person})',
	'unit.taxes': '{n, plural, one {# yuan} other {# yuanes}}',
	'unit.build': '{n, plural, one {# piso} other {# pisos}}',
	'unit.harvest': '{n} de arroz',
	'unit.fireworks': '{n, plural, one {# fuego artificial} other {# fuegos artificiales}}',
	'unit.parade': '{n, plural, one {# casilla} other {# casillas}} en el registro',
	'unit.research': '{n, plural, one {# punto} other {# puntos}}',
	'unit.privilege': '{n, plural, one {# yuan} other {# yuanes}}',
	eventRow: 'Fila de eventos',
	monthShort: 'Mes {month}',
	now: 'ahora',
	seat: 'Jugador {seat} (en orden de asiento)',
	person: 'Persona',
	youngCount: 'Jóvenes',
	oldCount: 'Mayores',
	trackValue: '(avanza {value})',
	'setup.events': 'Fila de eventos',
	'setup.eventsHelp':
		'Coloca estas fichas de evento, mes a mes: 2 de Paz al principio y nunca 2 iguales una al lado de la otra.',
	'setup.first': 'Jugador inicial',
	'setup.firstSeat':
		'{chosen, select, 1 {Elegido} other {Al azar}}: empieza el jugador {seat} (contando en el orden en que estáis sentados).',
	'setup.pickOrder': 'Orden para elegir las personas iniciales (asientos): {seats}.',
	'setup.pairsRule':
		'Cada jugador toma 2 personas jóvenes de tipos diferentes; nadie puede repetir la combinación exacta que tomó otro antes. El primero elige entre {pairs} combinaciones; la app muestra a cada uno las que le quedan.',
	'setup.supply': 'Fichas de persona en el tablero',
	'setup.supplyHelp':
		'Fichas por tipo con {players} jugadores; entre paréntesis, lo que avanza cada ficha en el registro de personas.',
	'setup.each': 'Cada jugador recibe',
	'setup.eachPalaces': '{n} palacios de {floors} pisos',
	'setup.eachYuan': '{n} yuanes',
	'setup.eachCards': '11 cartas de persona: una de cada tipo y {wild} comodines «?»',
	'setup.eachMarkers': 'Marcadores en 0 en el registro de personas y en la puntuación',
	'setup.privilegePrice': 'Privilegio pequeño: 2 yuanes; privilegio grande: {cost} yuanes',
	'phase.startTitle': 'Antes de empezar: personas iniciales',
	'phase.title': 'Mes {month} de {months} · {event}',
	'phase.steps': 'Fases del mes',
	'step.action': '1. Acción',
	'step.person': '2. Persona',
	'step.event': '3. Evento, decadencia y puntuación',
	lastMonth: 'Mes 12: no hay fase de persona.',
	'start.title': 'Elige {player}',
	'start.help':
		'Toma 2 personas jóvenes de tipos diferentes y ponlas en tus palacios; tu marcador avanza lo que valen las dos.',
	'start.choose': 'Personas elegidas: {n} de 2',
	'start.where': '¿En qué palacios?',
	'start.where.01': 'Una en cada palacio',
	'start.where.00': 'Las dos en el palacio 1',
	'start.where.11': 'Las dos en el palacio 2',
	'start.pickTwo': 'Elige 2 personas',
	'start.confirm': '{player} toma {first} y {second} (avanza {moves})',
	'start.allowed': 'Combinaciones aún permitidas ({n})',
	'start.taken': 'Ya elegidas',
	'start.takenBy': '{player}: {first} + {second}',
	turnOrder: 'Orden de turno',
	turnOrderHelp:
		'Del más adelantado en el registro de personas al último; en la misma casilla va antes el marcador de encima (el que llegó después).',
	nowPlaying: 'le toca ahora',
	waiting: 'turno {n}',
	hasYuan: 'tiene {n, plural, one {# yuan} other {# yuanes}}',
	'action.title': 'Acción de {player}',
	'action.help':
		'Pon tu dragón en un grupo y toma una de sus cartas. Un grupo que ya tiene un dragón cuesta {cost} yuanes. O no hagas ninguna acción y completa hasta 3 yuanes.',
	group: 'Grupo {group}',
	dragonsOn: 'Dragón de {names}: unirse cuesta {cost} yuanes',
	freeGroup: 'Sin dragones: gratis',
	privilegePrices: 'pequeño {small} / grande {large} yuanes',
	takeCard:
		'{card} del grupo {group}: {text}{cost, plural, =0 {} other {, pagando # yuanes por el grupo}}',
	payToJoin: 'paga {cost} por el grupo',
	'build.title': 'Construir {floors, plural, one {# piso} other {# pisos}}: ¿dónde?',
	'build.addTo': 'Pisos nuevos sobre el palacio {palace} (ahora {floors})',
	'build.newOf': 'Palacios nuevos de {floors, plural, one {# piso} other {# pisos}}',
	'build.placed': 'Colocados {placed} de {floors} pisos.',
	'build.confirm': 'Construir {floors, plural, one {# piso} other {# pisos}} (grupo {group})',
	'privilege.title': '¿Qué privilegio?',
	'privilege.buy':
		'Privilegio {size, select, small {pequeño} other {grande}} ({dragons, plural, one {# dragón} other {# dragones}}): {price} yuanes{cost, plural, =0 {} other { + # por el grupo}}',
	cancel: 'Cancelar',
	noAction: 'Ninguna acción: completar hasta {topUp} yuanes (+{amount})',
	'action.did':
		'grupo {group}: {card}, {amount}{paid, plural, =0 {} other { (pagó # por el grupo)}}',
	'action.didNothing': 'ninguna acción (+{amount} yuanes)',
	'action.didPrivilege':
		'grupo {group}: privilegio {size, select, small {pequeño} other {grande}} por {cost} yuanes{paid, plural, =0 {} other { (pagó # por el grupo)}}',
	'person.title': 'Carta de persona de {player}',
	'person.help':
		'Juega una carta de persona y aloja a la persona en un palacio con sitio; tu marcador avanza su valor. Si ya no quedan fichas de ese tipo, la carta no da nada.',
	'person.cardLegend': 'Carta jugada',
	'person.playCard': 'Jugar {card} (en mano: {n}): {left}',
	'person.nothingLeft': 'no quedan: no da nada',
	'person.anyType': 'cualquier persona ({n} opciones)',
	'person.tileLeft': '{age} (avanza {value}): quedan {n}',
	'person.tileLegend': 'Persona que toma',
	'person.whereLegend': '¿En qué palacio?',
	'person.fullLegend': 'Todos los palacios están llenos',
	'person.into': 'Palacio {palace} ({free, plural, one {# sitio libre} other {# sitios libres}})',
	'person.releaseNew': 'Liberar a la persona nueva enseguida (el marcador no avanza)',
	'person.replace': 'Palacio {palace}: sustituir a {person}',
	'person.givesNothing': 'No quedan fichas para {card}: la carta se juega sin obtener nada.',
	'person.confirmNothing': 'Jugar {card} sin obtener nada',
	'person.confirm': 'Tomar {person} (avanza {moves})',
	'person.pickTile': 'Elige la persona',
	'person.played':
		'{card}: {person} al palacio {palace}, avanza {moves}{hasReplaced, select, 1 { (sustituye a {replaced})} other {}}',
	'person.playedNothing': '{card}: no quedaban, nada',
	'person.playedReleased': '{card}: {person}, liberada enseguida',
	'event.title': 'Mes {month}: {event}',
	'event.releaseLegend':
		'{player}: elige {n, plural, one {# persona} other {# personas}} a liberar{distinct, select, 1 { (de palacios distintos)} other {}}',
	'event.releaseWho': 'Liberar a {person} del palacio {palace} de {player}',
	'event.chosen': 'Elegidas {n} de {of}',
	'event.after':
		'Después: decadencia (cada palacio deshabitado pierde 1 piso; uno de 1 piso desaparece) y puntuación del mes (1 punto por palacio, por abanico de las damas y por dragón de privilegio).',
	'event.waitingFor': 'Falta elegir a quién liberan: {names}.',
	'event.resolve': 'Resolver {event}, decadencia y puntuación del mes {month}',
	'eventRule.peace': 'Paz: no pasa nada.',
	'eventRule.tribute':
		'Tributo Imperial: cada jugador paga 4 yuanes; por cada yuan que le falte, libera 1 persona.',
	'eventRule.drought':
		'Sequía: cada jugador devuelve 1 arroz por palacio habitado; de cada palacio que no pueda abastecer libera 1 persona.',
	'eventRule.festival':
		'Festival del Dragón: los que más fuegos artificiales tienen ganan 6 puntos, los siguientes 3; sin fuegos no se puntúa; quien puntúa devuelve la mitad (redondeando hacia arriba).',
	'eventRule.mongols':
		'Invasión mongol: cada jugador gana 1 punto por casco de sus guerreros; los que menos cascos tienen liberan 1 persona.',
	'eventRule.contagion':
		'Contagio: cada jugador libera 3 personas, 1 menos por cada mortero de sus curanderos.',
	'effect.yuan': '−{n} yuanes',
	'effect.rice': '−{n} arroz',
	'effect.fireworks': '−{n} fuegos',
	'effect.vp': '+{n} puntos',
	'report.title': 'Resumen del mes {month}: {event}',
	'report.released': 'Liberadas: {list}.',
	'report.fromPalace': '{person} (palacio {palace})',
	'report.decay':
		'Decadencia: {floors, plural, =0 {ningún piso perdido} one {# piso perdido} other {# pisos perdidos}}{vanished, plural, =0 {} one {, # palacio desaparecido} other {, # palacios desaparecidos}}.',
	'report.round':
		'Puntuación del mes: {palaces} (palacios) + {fans} (abanicos) + {dragons} (dragones) = {total}',
	'report.eventVp': '· evento: +{n}',
	'report.earlier': 'Meses anteriores',
	players: 'Jugadores',
	playersHelp: 'En orden de turno (registro de personas).',
	turnPlace: '{n}º en el turno',
	onTop: '(encima)',
	privileges: 'Privilegios',
	privilegeCount: '{small} peq. · {large} gr.',
	palacesOf: 'Palacios de {player}',
	palaceTitle: 'Palacio {palace} · {persons}/{floors}',
	palaceN: 'Palacio {palace}',
	palaces: 'Palacios',
	empty: 'deshabitado',
	noPalaces: 'Sin palacios.',
	handLeft: 'Cartas de persona en mano: {cards}',
	corrections: 'Corregir a {player}',
	correctionsHelp:
		'Solo para arreglar errores: cada cambio queda en el registro y se puede deshacer.',
	fieldOf: '{field} de {player}',
	floorsOf: 'Pisos del palacio {palace} de {player}',
	removePerson: 'Quitar a {person} del palacio {palace} de {player}',
	personToAdd: 'Persona a añadir al palacio {palace} de {player}',
	addPersonTo: 'Añadir persona al palacio {palace} de {player}',
	add: 'Añadir',
	removePalace: 'Quitar palacio',
	removePalaceOf: 'Quitar el palacio {palace} de {player}',
	newPalace: 'Palacio nuevo (pisos):',
	newPalaceOf: 'Palacio nuevo de {floors, plural, one {# piso} other {# pisos}} para {player}',
	'final.title': 'Puntuación final',
	'final.cardLabel': '{player}: {total} puntos, puesto {rank}',
	'final.rank': '{rank}º',
	'final.points': '{n} puntos',
	'final.before': 'Puntos antes del final',
	'final.persons': '{n, plural, one {# persona} other {# personas}} × {each}',
	'final.monks': 'Monjes',
	'final.monk':
		'Monje {age} (palacio {palace}): {buddhas, plural, one {# buda} other {# budas}} × {floors} pisos = {points}',
	'final.noMonks': 'sin monjes',
	'final.money': 'Dinero',
	'final.moneyDetail':
		'{yuan} yuanes + {riceYuan} ({rice} arroz × 2) + {fireworksYuan} ({fireworks} fuegos × 2) = {total} yuanes; {total} ÷ {per} = {points} puntos',
	'final.total': 'Total',
	'final.decided.personTrack':
		'Empate a puntos con el de arriba: desempata el registro de personas ({player} en la casilla {track}, por detrás).',
	'final.decided.personTrackStack':
		'Empate a puntos y en la misma casilla del registro ({track}): el marcador de {player} estaba debajo.',
	'final.shared': 'Empate total: comparten el puesto.',
	'final.tieRule':
		'Empate: gana quien está más adelante en el registro de personas (en la misma casilla, el marcador de encima).',
	'scorer.help':
		'Introduce el estado final de cada jugador (puntos, dinero, arroz, fuegos, registro de personas y palacios) y pulsa Calcular.',
	'scorer.endState': 'Estado al final de la partida',
	'scorer.field.score': 'Puntos de {player} en el marcador',
	'scorer.field.yuan': 'Yuanes de {player}',
	'scorer.field.rice': 'Arroz de {player}',
	'scorer.field.fireworks': 'Fuegos artificiales de {player}',
	'scorer.field.personTrack': 'Casilla de {player} en el registro de personas',
	'scorer.field.personTrackStack': 'Marcadores debajo del de {player} en su casilla',
	'scorer.stackTitle': 'Empate en la misma casilla',
	'scorer.stackHelp':
		'Solo importa si hay empate a puntos y en la misma casilla del registro: cuántos marcadores hay debajo del suyo (0 = abajo del todo).',
	'scorer.finish': 'Calcular la puntuación final',
	'scorer.reopen': 'Reabrir para corregir'
};

const uiEn: Record<string, string> = {
	tile: '{person} ({age})',
	tileWithValue: '{person} ({age}, moves {value})',
	wildCard: 'Wild ?',
	'yield.fromCard': '{n} (card)',
	'yield.fromPerson': '{n} ({person})',
	'unit.taxes': '{n} yuan',
	'unit.build': '{n, plural, one {# floor} other {# floors}}',
	'unit.harvest': '{n} rice',
	'unit.fireworks': '{n, plural, one {# firework} other {# fireworks}}',
	'unit.parade': '{n, plural, one {# space} other {# spaces}} on the track',
	'unit.research': '{n, plural, one {# point} other {# points}}',
	'unit.privilege': '{n} yuan',
	eventRow: 'Event row',
	monthShort: 'Month {month}',
	now: 'now',
	seat: 'Player {seat} (in seat order)',
	person: 'Person',
	youngCount: 'Young',
	oldCount: 'Old',
	trackValue: '(moves {value})',
	'setup.events': 'Event row',
	'setup.eventsHelp':
		'Lay out these event tiles, month by month: 2 Peace first and never 2 identical tiles side by side.',
	'setup.first': 'First player',
	'setup.firstSeat':
		'{chosen, select, 1 {Chosen} other {Random}}: player {seat} starts (counting in seat order).',
	'setup.pickOrder': 'Order for choosing the starting persons (seats): {seats}.',
	'setup.pairsRule':
		'Each player takes 2 young persons of different types; nobody may repeat the exact pair an earlier player took. The first player chooses from {pairs} pairs; the app shows each player the pairs still allowed.',
	'setup.supply': 'Person tiles on the display',
	'setup.supplyHelp':
		'Tiles per type for {players} players; in brackets, how far each tile moves the person-track marker.',
	'setup.each': 'Each player gets',
	'setup.eachPalaces': '{n} palaces of {floors} floors',
	'setup.eachYuan': '{n} yuan',
	'setup.eachCards': '11 person cards: one of each type and {wild} wild "?" cards',
	'setup.eachMarkers': 'Markers on 0 on the person track and the score track',
	'setup.privilegePrice': 'Small privilege: 2 yuan; large privilege: {cost} yuan',
	'phase.startTitle': 'Before the game: starting persons',
	'phase.title': 'Month {month} of {months} · {event}',
	'phase.steps': 'Phases of the month',
	'step.action': '1. Action',
	'step.person': '2. Person',
	'step.event': '3. Event, decay and scoring',
	lastMonth: 'Month 12: there is no person phase.',
	'start.title': '{player} chooses',
	'start.help':
		'Take 2 young persons of different types and put them in your palaces; your marker moves forward by both their values.',
	'start.choose': 'Persons chosen: {n} of 2',
	'start.where': 'Which palaces?',
	'start.where.01': 'One in each palace',
	'start.where.00': 'Both in palace 1',
	'start.where.11': 'Both in palace 2',
	'start.pickTwo': 'Choose 2 persons',
	'start.confirm': '{player} takes {first} and {second} (moves {moves})',
	'start.allowed': 'Pairs still allowed ({n})',
	'start.taken': 'Already chosen',
	'start.takenBy': '{player}: {first} + {second}',
	turnOrder: 'Turn order',
	turnOrderHelp:
		'From furthest ahead on the person track to last; on the same space the marker on top (arrived later) goes first.',
	nowPlaying: 'plays now',
	waiting: 'turn {n}',
	hasYuan: 'has {n} yuan',
	'action.title': "{player}'s action",
	'action.help':
		'Put your dragon on a group and take one of its cards. A group that already has a dragon costs {cost} yuan. Or take no action and top up to 3 yuan.',
	group: 'Group {group}',
	dragonsOn: 'Dragon of {names}: joining costs {cost} yuan',
	freeGroup: 'No dragon yet: free',
	privilegePrices: 'small {small} / large {large} yuan',
	takeCard:
		'{card} from group {group}: {text}{cost, plural, =0 {} other {, paying # yuan for the group}}',
	payToJoin: 'pay {cost} for the group',
	'build.title': 'Build {floors, plural, one {# floor} other {# floors}}: where?',
	'build.addTo': 'New floors on palace {palace} (now {floors})',
	'build.newOf': 'New palaces of {floors, plural, one {# floor} other {# floors}}',
	'build.placed': 'Placed {placed} of {floors} floors.',
	'build.confirm': 'Build {floors, plural, one {# floor} other {# floors}} (group {group})',
	'privilege.title': 'Which privilege?',
	'privilege.buy':
		'{size, select, small {Small} other {Large}} privilege ({dragons, plural, one {# dragon} other {# dragons}}): {price} yuan{cost, plural, =0 {} other { + # for the group}}',
	cancel: 'Cancel',
	noAction: 'No action: top up to {topUp} yuan (+{amount})',
	'action.did':
		'group {group}: {card}, {amount}{paid, plural, =0 {} other { (paid # for the group)}}',
	'action.didNothing': 'no action (+{amount} yuan)',
	'action.didPrivilege':
		'group {group}: {size, select, small {small} other {large}} privilege for {cost} yuan{paid, plural, =0 {} other { (paid # for the group)}}',
	'person.title': "{player}'s person card",
	'person.help':
		'Play a person card and put the person in a palace with room; your marker moves by its value. If no tiles of that type are left, the card gives nothing.',
	'person.cardLegend': 'Card played',
	'person.playCard': 'Play {card} (in hand: {n}): {left}',
	'person.nothingLeft': 'none left: gives nothing',
	'person.anyType': 'any person ({n} choices)',
	'person.tileLeft': '{age} (moves {value}): {n} left',
	'person.tileLegend': 'Person taken',
	'person.whereLegend': 'Which palace?',
	'person.fullLegend': 'Every palace is full',
	'person.into': 'Palace {palace} ({free, plural, one {# free space} other {# free spaces}})',
	'person.releaseNew': 'Release the new person at once (the marker does not move)',
	'person.replace': 'Palace {palace}: replace {person}',
	'person.givesNothing': 'No tiles left for {card}: the card is played for nothing.',
	'person.confirmNothing': 'Play {card} for nothing',
	'person.confirm': 'Take {person} (moves {moves})',
	'person.pickTile': 'Choose the person',
	'person.played':
		'{card}: {person} into palace {palace}, moves {moves}{hasReplaced, select, 1 { (replaces {replaced})} other {}}',
	'person.playedNothing': '{card}: none left, nothing',
	'person.playedReleased': '{card}: {person}, released at once',
	'event.title': 'Month {month}: {event}',
	'event.releaseLegend':
		'{player}: choose {n, plural, one {# person} other {# persons}} to release{distinct, select, 1 { (from different palaces)} other {}}',
	'event.releaseWho': 'Release {person} from palace {palace} of {player}',
	'event.chosen': 'Chosen {n} of {of}',
	'event.after':
		'Then: decay (every uninhabited palace loses 1 floor; a 1-floor one disappears) and the month scoring (1 point per palace, per court-lady fan and per privilege dragon).',
	'event.waitingFor': 'Still to choose whom they release: {names}.',
	'event.resolve': 'Resolve {event}, decay and scoring of month {month}',
	'eventRule.peace': 'Peace: nothing happens.',
	'eventRule.tribute':
		'Imperial Tribute: every player pays 4 yuan; for each missing yuan, they release 1 person.',
	'eventRule.drought':
		'Drought: every player returns 1 rice per inhabited palace; from each palace they cannot supply, they release 1 person.',
	'eventRule.festival':
		'Dragon Festival: those with the most fireworks score 6 points, the next-highest count 3; nobody scores with 0; scorers return half (rounded up).',
	'eventRule.mongols':
		'Mongol Invasion: every player scores 1 point per warrior helmet; those with the fewest helmets release 1 person.',
	'eventRule.contagion': 'Contagion: every player releases 3 persons, 1 fewer per healer mortar.',
	'effect.yuan': '−{n} yuan',
	'effect.rice': '−{n} rice',
	'effect.fireworks': '−{n} fireworks',
	'effect.vp': '+{n} points',
	'report.title': 'Month {month} summary: {event}',
	'report.released': 'Released: {list}.',
	'report.fromPalace': '{person} (palace {palace})',
	'report.decay':
		'Decay: {floors, plural, =0 {no floor lost} one {# floor lost} other {# floors lost}}{vanished, plural, =0 {} one {, # palace gone} other {, # palaces gone}}.',
	'report.round':
		'Month scoring: {palaces} (palaces) + {fans} (fans) + {dragons} (dragons) = {total}',
	'report.eventVp': '· event: +{n}',
	'report.earlier': 'Earlier months',
	players: 'Players',
	playersHelp: 'In turn order (person track).',
	turnPlace: 'turn {n}',
	onTop: '(on top)',
	privileges: 'Privileges',
	privilegeCount: '{small} small · {large} large',
	palacesOf: "{player}'s palaces",
	palaceTitle: 'Palace {palace} · {persons}/{floors}',
	palaceN: 'Palace {palace}',
	palaces: 'Palaces',
	empty: 'uninhabited',
	noPalaces: 'No palaces.',
	handLeft: 'Person cards in hand: {cards}',
	corrections: 'Correct {player}',
	correctionsHelp: 'Only to fix mistakes: every change goes to the log and can be undone.',
	fieldOf: "{player}'s {field}",
	floorsOf: "Floors of {player}'s palace {palace}",
	removePerson: "Remove {person} from {player}'s palace {palace}",
	personToAdd: "Person to add to {player}'s palace {palace}",
	addPersonTo: "Add a person to {player}'s palace {palace}",
	add: 'Add',
	removePalace: 'Remove palace',
	removePalaceOf: "Remove {player}'s palace {palace}",
	newPalace: 'New palace (floors):',
	newPalaceOf: 'New {floors, plural, one {# floor} other {# floors}} palace for {player}',
	'final.title': 'Final scoring',
	'final.cardLabel': '{player}: {total} points, place {rank}',
	'final.rank': '{rank, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
	'final.points': '{n} points',
	'final.before': 'Points before final scoring',
	'final.persons': '{n, plural, one {# person} other {# persons}} × {each}',
	'final.monks': 'Monks',
	'final.monk':
		'{age} monk (palace {palace}): {buddhas, plural, one {# buddha} other {# buddhas}} × {floors} floors = {points}',
	'final.noMonks': 'no monks',
	'final.money': 'Money',
	'final.moneyDetail':
		'{yuan} yuan + {riceYuan} ({rice} rice × 2) + {fireworksYuan} ({fireworks} fireworks × 2) = {total} yuan; {total} ÷ {per} = {points} points',
	'final.total': 'Total',
	'final.decided.personTrack':
		'Tied on points with the player above: the person track decides ({player} on space {track}, behind).',
	'final.decided.personTrackStack':
		'Tied on points and on the same person-track space ({track}): {player}’s marker was underneath.',
	'final.shared': 'Complete tie: the place is shared.',
	'final.tieRule':
		'Tie: the player further ahead on the person track wins (on the same space, the marker on top).',
	'scorer.help':
		'Enter each player’s end state (points, money, rice, fireworks, person track and palaces), then tap Compute.',
	'scorer.endState': 'State at the end of the game',
	'scorer.field.score': '{player}: points on the score track',
	'scorer.field.yuan': '{player}: yuan',
	'scorer.field.rice': '{player}: rice',
	'scorer.field.fireworks': '{player}: fireworks',
	'scorer.field.personTrack': '{player}: person-track space',
	'scorer.field.personTrackStack': '{player}: markers underneath on that space',
	'scorer.stackTitle': 'Tie on the same space',
	'scorer.stackHelp':
		'Only matters for a tie on points and on the same person-track space: how many markers lie under this one (0 = bottom).',
	'scorer.finish': 'Compute final scores',
	'scorer.reopen': 'Reopen to correct'
};

/** An ICU select over a vocabulary: `{arg, select, a {A} b {B} other {{arg}}}`. */
function sel(arg: string, names: Record<string, string>): string {
	const cases = Object.entries(names)
		.map(([k, v]) => `${k} {${v}}`)
		.join(' ');
	return `{${arg}, select, ${cases} other {{${arg}}}}`;
}

function catalogue(v: Vocabulary, lang: 'es' | 'en'): Record<string, string> {
	const P = 'year-of-the-dragon.';
	const person = (arg: string) => sel(arg, v.person);
	const card = (arg: string) => sel(arg, { ...v.person, wild: v.wild });
	const age = (arg: string) => sel(arg, v.age);
	const out: Record<string, string> = {};
	const add = (group: string, names: Record<string, string>) => {
		for (const [k, text] of Object.entries(names)) out[`${P}${group}.${k}`] = text;
	};
	add('person', v.person);
	add('event', v.event);
	add('card', v.card);
	add('phase', v.phase);
	add('age', v.age);
	add('privilege', v.privilege);
	add('field', v.field);
	out[P + 'personCard.wild'] = v.wild;
	const t =
		lang === 'es'
			? {
					name: 'Year of the Dragon',
					yuan: '{n, plural, one {# yuan} other {# yuanes}}',
					// errors
					'error.wrongPhase': `Ahora no se puede: estamos en la fase ${sel('phase', v.phase)}.`,
					'error.unknownPlayer': 'Jugador desconocido: {player}.',
					'error.notYourTurn': 'No es el turno de {player}: le toca a {expected}.',
					'error.startingPairShape': 'Elige exactamente 2 personas.',
					'error.unknownPersonType': 'Tipo de persona desconocido.',
					'error.startingSameType': 'Las 2 personas iniciales deben ser de tipos diferentes.',
					'error.personUnavailable': `No quedan fichas de ${person('type')} (${age('age')}) en el tablero.`,
					'error.startingPairTaken': 'Otro jugador ya tomó esa misma combinación de 2 personas.',
					'error.badPalace': 'Ese palacio no existe.',
					'error.palaceFull': 'El palacio {palace} está lleno.',
					'error.buildPlacement': 'Indica dónde se construyen los pisos nuevos.',
					'error.buildCount':
						'Hay que construir {floors, plural, one {# piso} other {# pisos}}, no {placed}.',
					'error.palaceTooHigh': 'El palacio {palace} tendría más de {max} pisos.',
					'error.newPalaceHeight': 'Un palacio nuevo tiene de 1 a {max} pisos.',
					'error.badGroup': 'Ese grupo de cartas no existe.',
					'error.cardNotInGroup': 'Esa carta no está en el grupo {group}.',
					'error.privilegeSize': 'Elige privilegio pequeño o grande.',
					'error.notEnoughYuan':
						'Hacen falta {need, plural, one {# yuan} other {# yuanes}} y solo hay {have}.',
					'error.cardNotInHand': `Ya no tiene la carta ${card('card')}.`,
					'error.nothingToTake':
						'No quedan fichas de ese tipo: la carta no da nada (no hay sustituto).',
					'error.mustRecruit': 'Hay fichas disponibles: hay que tomar una.',
					'error.personWrongType': `La carta solo permite tomar ${person('card')}.`,
					'error.mustPlace': 'Mientras haya sitio en sus palacios, debe alojar a la nueva persona.',
					'error.replaceWithRoom': 'Ese palacio tiene sitio: no hace falta reemplazar a nadie.',
					'error.freeSpaceLeft':
						'Solo se reemplaza cuando todos los palacios están llenos: hay sitio en otro palacio.',
					'error.replaceRequired': 'El palacio está lleno: indica a quién reemplaza.',
					'error.personNotInPalace': 'Esa persona no está en ese palacio.',
					'error.badRelease': 'Liberación no válida.',
					'error.droughtSamePalace':
						'En la sequía se libera 1 persona de cada palacio sin abastecer (palacios distintos).',
					'error.releaseCount':
						'{player} debe liberar {need, plural, one {# persona} other {# personas}}, no {got}.',
					'error.gameOver': 'La partida ha terminado.',
					'error.badField': 'Campo desconocido.',
					'error.badValue': `${sel('field', v.field)}: debe ser un entero de 0 a {max}.`,
					'error.trackBackwards': 'Los marcadores de persona nunca retroceden (ahora en {track}).',
					'error.supplyExceeded': `No hay tantas fichas de ${person('type')} (${age('age')}).`,
					'error.palaceFloors': 'El palacio {palace} debe tener de 1 a {max} pisos.',
					'error.palaceCrowded': 'El palacio {palace} tiene más personas que pisos.',
					'error.noOldOfType':
						'El palacio {palace} tiene una persona mayor de un tipo que solo es joven.',
					'error.badAction': 'Acción desconocida.',
					'error.alreadyFinished': 'La puntuación ya está cerrada: reábrela para cambiarla.',
					'error.notFinished': 'La puntuación no está cerrada.',
					'error.scorerInput': 'Datos no válidos: {detail}',
					'error.options': 'Opciones no válidas.',
					'error.optionLargePrivilegeCost': 'El privilegio grande cuesta 6 o 7 yuanes.',
					'error.optionFirstPlayer': 'El jugador inicial debe ser uno de los {max} jugadores.',
					'error.optionPlayers': 'Year of the Dragon se juega con {min} a {max} jugadores.',
					'option.largePrivilegeCost': 'Precio del privilegio grande',
					'option.largePrivilegeCost.6': '6 yuanes (este reglamento)',
					'option.largePrivilegeCost.7': '7 yuanes (edición posterior)',
					'option.firstPlayer': 'Jugador inicial',
					'option.firstPlayer.random': 'Al azar',
					// log lines
					'log.startingPair': `{player} toma ${person('first')} y ${person('second')}.`,
					'log.action.taxes':
						'{player} cobra Impuestos (grupo {group}): +{amount, plural, one {# yuan} other {# yuanes}}{paid, plural, =0 {} other {, tras pagar # por el grupo}}.',
					'log.action.build':
						'{player} Construye (grupo {group}): +{amount, plural, one {# piso} other {# pisos}}{paid, plural, =0 {} other {, tras pagar # yuanes por el grupo}}.',
					'log.action.harvest':
						'{player} Cosecha (grupo {group}): +{amount} de arroz{paid, plural, =0 {} other {, tras pagar # yuanes por el grupo}}.',
					'log.action.fireworks':
						'{player} hace Fuegos artificiales (grupo {group}): +{amount}{paid, plural, =0 {} other {, tras pagar # yuanes por el grupo}}.',
					'log.action.parade':
						'{player} hace un Desfile militar (grupo {group}): avanza {amount} en el registro de personas{paid, plural, =0 {} other {, tras pagar # yuanes por el grupo}}.',
					'log.action.research':
						'{player} Investiga (grupo {group}): +{amount, plural, one {# punto} other {# puntos}}{paid, plural, =0 {} other {, tras pagar # yuanes por el grupo}}.',
					'log.action.privilege': `{player} compra un privilegio ${sel('size', v.privilege)} por {cost} yuanes (grupo {group}){paid, plural, =0 {} other {, tras pagar # yuanes por el grupo}}.`,
					'log.noAction':
						'{player} no hace ninguna acción y completa hasta {topUp} yuanes (+{amount}).',
					'log.recruitNothing': `{player} juega ${card('card')}, pero no quedan fichas: no obtiene nada.`,
					'log.recruitReleased': `{player} toma ${person('person')} (${age('age')}) y lo libera enseguida (palacios llenos).`,
					'log.recruitReplace': `{player} aloja a ${person('person')} (${age('age')}) en el palacio {palace} y libera a ${person('replaced')} (${age('replacedAge')}).`,
					'log.recruit': `{player} aloja a ${person('person')} (${age('age')}) en el palacio {palace}.`,
					'log.resolveEvent': `Mes {month}: ${sel('event', v.event)}{released, plural, =0 {} one {, # persona liberada} other {, # personas liberadas}}; decadencia y puntuación.`,
					'log.adjust': `Corrección: ${sel('field', v.field)} de {player} = {value}.`,
					'log.setPalaces':
						'Corrección: palacios de {player} ({palaces, plural, one {# palacio} other {# palacios}}).',
					'log.scorerSet': `${sel('field', v.field)} de {player} = {value}.`,
					'log.finish': 'Puntuación final calculada.',
					'log.reopen': 'Puntuación reabierta.',
					'log.unknown': 'Acción desconocida.',
					// explanations
					'explain.peace': 'No pasa nada.',
					'explain.tribute':
						'Paga {paid} de {owed} yuanes{missing, plural, =0 {} other {; faltan #: libera {release, plural, one {# persona} other {# personas}}}}.',
					'explain.drought':
						'{inhabited, plural, one {# palacio habitado} other {# palacios habitados}}, {rice} de arroz: devuelve {returned}{unsupplied, plural, =0 {} other {; # sin abastecer: libera 1 persona de cada uno}}.',
					'explain.festival':
						'{fireworks} fuegos artificiales{vp, plural, =0 {: no puntúa} other {: {place}º puesto, +# puntos, devuelve {returned}}}.',
					'explain.mongols':
						'{helmets, plural, one {# casco} other {# cascos}}: +{vp} puntos{release, plural, =0 {} other {; de los que menos tienen: libera # persona}}.',
					'explain.contagion':
						'{mortars, plural, one {# mortero} other {# morteros}}: libera {release, plural, one {# persona} other {# personas}}.'
				}
			: {
					name: 'Year of the Dragon',
					yuan: '{n, plural, one {# yuan} other {# yuan}}',
					'error.wrongPhase': `Not now: this is the ${sel('phase', v.phase)} phase.`,
					'error.unknownPlayer': 'Unknown player: {player}.',
					'error.notYourTurn': "It is not {player}'s turn: {expected} plays now.",
					'error.startingPairShape': 'Choose exactly 2 persons.',
					'error.unknownPersonType': 'Unknown person type.',
					'error.startingSameType': 'The 2 starting persons must be of different types.',
					'error.personUnavailable': `No ${person('type')} (${age('age')}) tiles left on the display.`,
					'error.startingPairTaken': 'Another player already took that exact pair of persons.',
					'error.badPalace': 'That palace does not exist.',
					'error.palaceFull': 'Palace {palace} is full.',
					'error.buildPlacement': 'Say where the new floors go.',
					'error.buildCount':
						'Build exactly {floors, plural, one {# floor} other {# floors}}, not {placed}.',
					'error.palaceTooHigh': 'Palace {palace} would have more than {max} floors.',
					'error.newPalaceHeight': 'A new palace has 1 to {max} floors.',
					'error.badGroup': 'That card group does not exist.',
					'error.cardNotInGroup': 'That card is not in group {group}.',
					'error.privilegeSize': 'Choose a small or a large privilege.',
					'error.notEnoughYuan': 'Needs {need} yuan and only {have} are there.',
					'error.cardNotInHand': `The ${card('card')} card is no longer in hand.`,
					'error.nothingToTake':
						'No tiles of that type are left: the card gives nothing (no substitute).',
					'error.mustRecruit': 'Tiles are available: one must be taken.',
					'error.personWrongType': `This card only takes a ${person('card')}.`,
					'error.mustPlace': 'While a palace has room, the new person must move in.',
					'error.replaceWithRoom': 'That palace has room: nobody needs replacing.',
					'error.freeSpaceLeft':
						'Replacing is only allowed when every palace is full: another palace has room.',
					'error.replaceRequired': 'The palace is full: say whom the new person replaces.',
					'error.personNotInPalace': 'That person is not in that palace.',
					'error.badRelease': 'Invalid release.',
					'error.droughtSamePalace':
						'In a drought, release 1 person from each unsupplied palace (different palaces).',
					'error.releaseCount':
						'{player} must release {need, plural, one {# person} other {# persons}}, not {got}.',
					'error.gameOver': 'The game is over.',
					'error.badField': 'Unknown field.',
					'error.badValue': `${sel('field', v.field)}: must be a whole number from 0 to {max}.`,
					'error.trackBackwards': 'Person markers never move back (now on {track}).',
					'error.supplyExceeded': `There are not that many ${person('type')} (${age('age')}) tiles.`,
					'error.palaceFloors': 'Palace {palace} must have 1 to {max} floors.',
					'error.palaceCrowded': 'Palace {palace} has more persons than floors.',
					'error.noOldOfType': 'Palace {palace} has an old person of a young-only type.',
					'error.badAction': 'Unknown action.',
					'error.alreadyFinished': 'Scoring is closed: reopen it to change it.',
					'error.notFinished': 'Scoring is not closed.',
					'error.scorerInput': 'Invalid data: {detail}',
					'error.options': 'Invalid options.',
					'error.optionLargePrivilegeCost': 'A large privilege costs 6 or 7 yuan.',
					'error.optionFirstPlayer': 'The first player must be one of the {max} players.',
					'error.optionPlayers': 'Year of the Dragon is played by {min} to {max} players.',
					'option.largePrivilegeCost': 'Large privilege price',
					'option.largePrivilegeCost.6': '6 yuan (this rulebook)',
					'option.largePrivilegeCost.7': '7 yuan (later edition)',
					'option.firstPlayer': 'First player',
					'option.firstPlayer.random': 'Random',
					'log.startingPair': `{player} takes a ${person('first')} and a ${person('second')}.`,
					'log.action.taxes':
						'{player} collects Taxes (group {group}): +{amount} yuan{paid, plural, =0 {} other {, after paying # for the group}}.',
					'log.action.build':
						'{player} Builds (group {group}): +{amount, plural, one {# floor} other {# floors}}{paid, plural, =0 {} other {, after paying # yuan for the group}}.',
					'log.action.harvest':
						'{player} Harvests (group {group}): +{amount} rice{paid, plural, =0 {} other {, after paying # yuan for the group}}.',
					'log.action.fireworks':
						'{player} takes Fireworks (group {group}): +{amount}{paid, plural, =0 {} other {, after paying # yuan for the group}}.',
					'log.action.parade':
						'{player} holds a Military parade (group {group}): {amount} spaces on the person track{paid, plural, =0 {} other {, after paying # yuan for the group}}.',
					'log.action.research':
						'{player} does Research (group {group}): +{amount, plural, one {# point} other {# points}}{paid, plural, =0 {} other {, after paying # yuan for the group}}.',
					'log.action.privilege': `{player} buys a ${sel('size', v.privilege)} privilege for {cost} yuan (group {group}){paid, plural, =0 {} other {, after paying # yuan for the group}}.`,
					'log.noAction': '{player} takes no action and tops up to {topUp} yuan (+{amount}).',
					'log.recruitNothing': `{player} plays ${card('card')}, but no tiles are left: nothing gained.`,
					'log.recruitReleased': `{player} takes a ${person('person')} (${age('age')}) and releases them at once (palaces full).`,
					'log.recruitReplace': `{player} puts a ${person('person')} (${age('age')}) in palace {palace}, releasing a ${person('replaced')} (${age('replacedAge')}).`,
					'log.recruit': `{player} puts a ${person('person')} (${age('age')}) in palace {palace}.`,
					'log.resolveEvent': `Month {month}: ${sel('event', v.event)}{released, plural, =0 {} one {, # person released} other {, # persons released}}; decay and scoring.`,
					'log.adjust': `Correction: {player}'s ${sel('field', v.field)} = {value}.`,
					'log.setPalaces':
						"Correction: {player}'s palaces ({palaces, plural, one {# palace} other {# palaces}}).",
					'log.scorerSet': `{player}: ${sel('field', v.field)} = {value}.`,
					'log.finish': 'Final scores computed.',
					'log.reopen': 'Scoring reopened.',
					'log.unknown': 'Unknown action.',
					'explain.peace': 'Nothing happens.',
					'explain.tribute':
						'Pays {paid} of {owed} yuan{missing, plural, =0 {} other {; # missing: releases {release, plural, one {# person} other {# persons}}}}.',
					'explain.drought':
						'{inhabited, plural, one {# inhabited palace} other {# inhabited palaces}}, {rice} rice: returns {returned}{unsupplied, plural, =0 {} other {; # unsupplied: releases 1 person from each}}.',
					'explain.festival':
						'{fireworks} fireworks{vp, plural, =0 {: no points} other {: place {place}, +# points, returns {returned}}}.',
					'explain.mongols':
						'{helmets, plural, one {# helmet} other {# helmets}}: +{vp} points{release, plural, =0 {} other {; among the fewest: releases # person}}.',
					'explain.contagion':
						'{mortars, plural, one {# mortar} other {# mortars}}: releases {release, plural, one {# person} other {# persons}}.'
				};
	for (const [k, text] of Object.entries(t)) out[P + k] = text;
	for (const [k, text] of Object.entries(lang === 'es' ? uiEs : uiEn)) out[P + 'ui.' + k] = text;
	return out;
}

export const messages = { es: catalogue(es, 'es'), en: catalogue(en, 'en') };
