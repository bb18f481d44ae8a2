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
	return out;
}

export const messages = { es: catalogue(es, 'es'), en: catalogue(en, 'en') };
