/** Flat ICU catalogues for Lords of Xidit. Spanish terms from the Spanish rulebook. */

const UNIT_ES =
	'{unit, select, militia {Milicia Campesina} archers {Arqueros} infantry {Infantería} clerics {Clérigos} mages {Magos de Batalla} other {{unit}}}';
const UNIT_EN =
	'{unit, select, militia {Peasant Militia} archers {Archers} infantry {Infantry} clerics {Clerics} mages {Battle Mages} other {{unit}}}';
const FIELD_ES =
	'{field, select, sovereigns {Soberanos de Oro} guildLevels {Niveles de Gremio} units {Unidades} bards {Bardos} first {valor mayor} second {valor menor} count {Unidades} counts {Unidades} other {{field}}}';
const FIELD_EN =
	'{field, select, sovereigns {Gold Sovereigns} guildLevels {guild levels} units {units} bards {bards} first {higher value} second {lower value} count {units} counts {units} other {{field}}}';
const crit = (v: string, es: boolean) =>
	es
		? `{${v}, select, wealth {Riqueza} influence {Influencia} reputation {Reputación} other {{${v}}}}`
		: `{${v}, select, wealth {Wealth} influence {Influence} reputation {Reputation} other {{${v}}}}`;
const PHASE_ES =
	'{phase, select, play {la partida} census {el Censo Militar} evaluation {la evaluación final} finished {la partida terminada} other {{phase}}}';
const PHASE_EN =
	'{phase, select, play {play} census {the military census} evaluation {the final evaluation} finished {a finished game} other {{phase}}}';
const WINNER_ES = '{winner, select, ghost {el Jugador Fantasma} other {{winner}}}';
const WINNER_EN = '{winner, select, ghost {the ghost player} other {{winner}}}';

const es: Record<string, string> = {
	'xidit.name': 'Lords of Xidit',
	// units, criteria, regions
	'xidit.unit.militia': 'Milicia Campesina',
	'xidit.unit.archers': 'Arqueros',
	'xidit.unit.infantry': 'Infantería',
	'xidit.unit.clerics': 'Clérigos',
	'xidit.unit.mages': 'Magos de Batalla',
	'xidit.criterion.wealth': 'Riqueza',
	'xidit.criterion.influence': 'Influencia',
	'xidit.criterion.reputation': 'Reputación',
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
	'xidit.setup.firstPlayer': 'Jugador Inicial (el reglamento: el jugador más viejo)',
	'xidit.setup.emptyRegions': 'Regiones con ficha Vacía: {marks}',
	'xidit.setup.ghost': 'Jugador Fantasma: {criterion} en la casilla {value}',
	'xidit.setup.unitsPerTile':
		'{n, plural, one {# Unidad por loseta de Reclutamiento} other {# Unidades por loseta de Reclutamiento}}',
	// live
	'xidit.phase.play': 'Año de Juego {year} de {years}',
	'xidit.phase.census': 'Censo Militar del año {year}',
	'xidit.phase.evaluation': 'Evaluación final',
	'xidit.phase.finished': 'Partida terminada',
	'xidit.titans':
		'{count, plural, =0 {Sin Despertares de los Titanes} one {# Despertar de los Titanes} other {# Despertares de los Titanes}}',
	'xidit.ghost': 'Jugador Fantasma',
	'xidit.saviour': '{winner} es Salvador del Reino',
	'xidit.census.secret': 'Pasa el teléfono: {player}, ¿cuántas {unit} muestras?',
	'xidit.census.tieOrder':
		'Colocan en este orden (más cerca del Jugador Inicial primero): {players}',
	// evaluation
	'xidit.hallOfFame': 'Salón de la Fama',
	'xidit.evaluation.number':
		'{n, selectordinal, one {Primera} two {Segunda} other {Tercera}} Evaluación',
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
	'xidit.log.ghostRise': `{player} sube la ${crit('criterion', true)} del Jugador Fantasma`,
	'xidit.log.threat':
		'{player} elimina una Amenaza: {units, plural, one {# Unidad entregada} other {# Unidades entregadas}}, +{sovereigns} SO, +{guildLevels} Niveles de Gremio, +{bards, plural, one {# Bardo} other {# Bardos}}{ghost, select, none {} wealth {; Fantasma: Riqueza +1} influence {; Fantasma: Influencia +1} reputation {; Fantasma: Reputación +1} other {}}',
	'xidit.log.recruit': '{player} recluta una Unidad',
	'xidit.log.adjust': `{player}: ${FIELD_ES} {delta, number, ::+!}`,
	'xidit.log.adjustBards': '{player}: Bardos en {region} {delta, number, ::+!}',
	'xidit.log.censusEnter': '{player} ha elegido en secreto cuántas Unidades muestra',
	'xidit.log.census': `Censo de ${UNIT_ES}: {count, plural, one {gana {winners}} other {empatan y ganan {winners}}} con {max}; {reward, select, sovereigns {{amount, plural, one {# Soberano} other {# Soberanos}}} bards {{amount, plural, one {# Bardo} other {# Bardos}}} other {1 Nivel de Gremio}}`,
	'xidit.log.censusNoWinner': `Censo de ${UNIT_ES}: nadie muestra ninguna`,
	'xidit.log.setRegion': '{region}: valores de Reputación {first} / {second}',
	'xidit.log.startEvaluation': 'Comienza la evaluación final',
	'xidit.log.setFinal': `{player}: ${FIELD_ES} = {value}`,
	'xidit.log.setFinalBards':
		'{player}: {value, plural, one {# Bardo} other {# Bardos}} en {region}',
	'xidit.log.setOrder': `Orden de Evaluación: ${crit('first', true)}, ${crit('second', true)}, ${crit('third', true)}`,
	'xidit.log.setGhost': `Jugador Fantasma: ${crit('criterion', true)} = {value}`,
	'xidit.log.evaluate': `Evaluación final: ${WINNER_ES} es Salvador del Reino`,
	'xidit.log.unknown': 'Acción desconocida',
	// errors
	'xidit.error.unknownAction': 'Acción desconocida ({type})',
	'xidit.error.unknownPlayer': 'Jugador desconocido ({player})',
	'xidit.error.wrongPhase': `No se puede hacer durante ${PHASE_ES}`,
	'xidit.error.notNonNegative': `${FIELD_ES} debe ser un número entero no negativo`,
	'xidit.error.tooMany': `${FIELD_ES}: como máximo {max}`,
	'xidit.error.unknownRegion': 'Región desconocida ({region})',
	'xidit.error.regionUnavailable': 'Esa Región está fuera de juego (ficha Vacía)',
	'xidit.error.badLabel': 'El nombre de la Región puede tener como máximo {max} caracteres',
	'xidit.error.secondAboveFirst': 'El valor menor no puede superar al mayor',
	'xidit.error.badMark': 'La marca de ficha Vacía debe ser 1, 2 o ninguna',
	'xidit.error.markTaken': 'Otra Región ya lleva la marca {mark}',
	'xidit.error.emptyRegionUnmarked': 'Indica qué Región lleva la marca {mark} (ficha Vacía)',
	'xidit.error.regionValuesMissing': 'Faltan los valores de Reputación de {region}',
	'xidit.error.evaluationFailed': 'No se pudo evaluar: {detail}',
	'xidit.error.finished': 'La partida ya ha terminado',
	'xidit.error.noGhost': 'Solo hay Jugador Fantasma en partidas a tres jugadores',
	'xidit.error.unknownCriterion': 'Elige Riqueza, Influencia o Reputación',
	'xidit.error.ghostChoiceRequired': 'Elige qué ficha del Jugador Fantasma sube',
	'xidit.error.notEnoughUnits':
		'Solo tiene {units, plural, one {# Unidad} other {# Unidades}} tras la Pantalla',
	'xidit.error.unknownField': 'Dato desconocido ({field})',
	'xidit.error.badDelta': 'El cambio debe ser un número entero distinto de cero',
	'xidit.error.tooManyUnits': `Solo hay {max} ${UNIT_ES} en la partida`,
	'xidit.error.censusExceedsSupply': `Entre todos no puede haber más de {max} ${UNIT_ES}`,
	'xidit.error.censusIncomplete': 'Falta que elijan: {missing}',
	'xidit.error.badOrder': 'El orden debe tener Riqueza, Influencia y Reputación una vez cada una',
	'xidit.error.options': 'Opción no válida: {field}'
};

const en: Record<string, string> = {
	'xidit.name': 'Lords of Xidit',
	'xidit.unit.militia': 'Peasant Militia',
	'xidit.unit.archers': 'Archers',
	'xidit.unit.infantry': 'Infantry',
	'xidit.unit.clerics': 'Clerics',
	'xidit.unit.mages': 'Battle Mages',
	'xidit.criterion.wealth': 'Wealth',
	'xidit.criterion.influence': 'Influence',
	'xidit.criterion.reputation': 'Reputation',
	'xidit.region.region1': 'Region 1',
	'xidit.region.region2': 'Region 2',
	'xidit.region.region3': 'Region 3',
	'xidit.region.region4': 'Region 4',
	'xidit.region.region5': 'Region 5',
	'xidit.region.region6': 'Region 6',
	'xidit.region.region7': 'Region 7',
	'xidit.region.region8': 'Region 8',
	'xidit.region.bastion': 'Central Region (Bastion)',
	'xidit.region.first': 'Higher value (most bards)',
	'xidit.region.second': 'Lower value (second)',
	'xidit.region.mark': 'Empty token mark',
	'xidit.region.outOfPlay': 'Out of play (Empty token)',
	'xidit.reward.militia': '1 Gold Sovereign',
	'xidit.reward.archers': '2 Gold Sovereigns',
	'xidit.reward.infantry': '1 bard in a region next to their Idrakys',
	'xidit.reward.clerics': '2 bards in one or two regions next to their Idrakys',
	'xidit.reward.mages': '1 level on an existing Sorcerers’ Guild (behind the screen if none)',
	'xidit.field.sovereigns': 'Gold Sovereigns',
	'xidit.field.guildLevels': 'Guild levels on the board',
	'xidit.field.units': 'Units behind the screen',
	'xidit.field.bards': 'Bards',
	'xidit.setup.recruitCities': 'Cities with a Recruitment tile',
	'xidit.setup.threatCities': 'Cities with a Threat tile',
	'xidit.setup.recruitPile': 'Recruitment pile (the first goes in the “next” space)',
	'xidit.setup.threatPile': 'Threat pile (the first goes in the “next” space)',
	'xidit.setup.removedTiles': 'Tiles removed (short game)',
	'xidit.setup.evaluationOrder': 'Order of the evaluation tiles',
	'xidit.setup.eliminations': '{n, plural, one {eliminates # player} other {eliminates # players}}',
	'xidit.setup.firstPlayer': 'First player (rulebook: the oldest player)',
	'xidit.setup.emptyRegions': 'Regions with an Empty token: {marks}',
	'xidit.setup.ghost': 'Ghost player: {criterion} on space {value}',
	'xidit.setup.unitsPerTile':
		'{n, plural, one {# unit per Recruitment tile} other {# units per Recruitment tile}}',
	'xidit.phase.play': 'Year {year} of {years}',
	'xidit.phase.census': 'Military census of year {year}',
	'xidit.phase.evaluation': 'Final evaluation',
	'xidit.phase.finished': 'Game over',
	'xidit.titans':
		'{count, plural, =0 {No Titan awakenings} one {# Titan awakening} other {# Titan awakenings}}',
	'xidit.ghost': 'Ghost player',
	'xidit.saviour': '{winner} is the Saviour of the Kingdom',
	'xidit.census.secret': 'Pass the phone: {player}, how many {unit} do you show?',
	'xidit.census.tieOrder':
		'They place in this order (closest to the first player first): {players}',
	'xidit.hallOfFame': 'Hall of Fame',
	'xidit.evaluation.number':
		'{n, selectordinal, one {First} two {Second} other {Third}} evaluation',
	'xidit.reason.lowest': '{player} has the lowest {criterion} ({score})',
	'xidit.reason.ghostTie': 'Tied with {against}: the ghost loses every tie',
	'xidit.reason.fewerUnits':
		'Tied with {against}: {player} has fewer units behind the screen ({units} against {againstUnits})',
	'xidit.reason.fartherFromFirst':
		'Tied with {against}, units too: {against} is closer to the first player going left',
	'xidit.log.setFirstPlayer': '{player} holds the first-player token',
	'xidit.log.endYear': 'End of year {year}; {player} is now first player',
	'xidit.log.censusStarts': 'End of year {year}: military census',
	'xidit.log.titanAwakening': 'Titans awaken (#{count})',
	'xidit.log.ghostRise': `{player} raises the ghost’s ${crit('criterion', false)}`,
	'xidit.log.threat':
		'{player} eliminates a Threat: {units, plural, one {# unit handed in} other {# units handed in}}, +{sovereigns} GS, +{guildLevels} guild levels, +{bards, plural, one {# bard} other {# bards}}{ghost, select, none {} wealth {; ghost: Wealth +1} influence {; ghost: Influence +1} reputation {; ghost: Reputation +1} other {}}',
	'xidit.log.recruit': '{player} recruits a unit',
	'xidit.log.adjust': `{player}: ${FIELD_EN} {delta, number, ::+!}`,
	'xidit.log.adjustBards': '{player}: bards in {region} {delta, number, ::+!}',
	'xidit.log.censusEnter': '{player} has secretly chosen how many units to show',
	'xidit.log.census': `Census of ${UNIT_EN}: {count, plural, one {{winners} wins} other {{winners} tie and win}} with {max}; {reward, select, sovereigns {{amount, plural, one {# Sovereign} other {# Sovereigns}}} bards {{amount, plural, one {# bard} other {# bards}}} other {1 guild level}}`,
	'xidit.log.censusNoWinner': `Census of ${UNIT_EN}: nobody shows any`,
	'xidit.log.setRegion': '{region}: reputation values {first} / {second}',
	'xidit.log.startEvaluation': 'The final evaluation begins',
	'xidit.log.setFinal': `{player}: ${FIELD_EN} = {value}`,
	'xidit.log.setFinalBards': '{player}: {value, plural, one {# bard} other {# bards}} in {region}',
	'xidit.log.setOrder': `Evaluation order: ${crit('first', false)}, ${crit('second', false)}, ${crit('third', false)}`,
	'xidit.log.setGhost': `Ghost player: ${crit('criterion', false)} = {value}`,
	'xidit.log.evaluate': `Final evaluation: ${WINNER_EN} is the Saviour of the Kingdom`,
	'xidit.log.unknown': 'Unknown action',
	'xidit.error.unknownAction': 'Unknown action ({type})',
	'xidit.error.unknownPlayer': 'Unknown player ({player})',
	'xidit.error.wrongPhase': `Not possible during ${PHASE_EN}`,
	'xidit.error.notNonNegative': `${FIELD_EN} must be a whole number, zero or more`,
	'xidit.error.tooMany': `${FIELD_EN}: at most {max}`,
	'xidit.error.unknownRegion': 'Unknown region ({region})',
	'xidit.error.regionUnavailable': 'That region is out of play (Empty token)',
	'xidit.error.badLabel': 'A region name can have at most {max} characters',
	'xidit.error.secondAboveFirst': 'The lower value cannot exceed the higher one',
	'xidit.error.badMark': 'The Empty token mark must be 1, 2 or none',
	'xidit.error.markTaken': 'Another region already carries mark {mark}',
	'xidit.error.emptyRegionUnmarked': 'Say which region carries mark {mark} (Empty token)',
	'xidit.error.regionValuesMissing': 'The reputation values of {region} are missing',
	'xidit.error.evaluationFailed': 'Could not evaluate: {detail}',
	'xidit.error.finished': 'The game is over',
	'xidit.error.noGhost': 'Only three-player games have a ghost player',
	'xidit.error.unknownCriterion': 'Choose Wealth, Influence or Reputation',
	'xidit.error.ghostChoiceRequired': 'Choose which ghost track rises',
	'xidit.error.notEnoughUnits':
		'Only {units, plural, one {# unit} other {# units}} behind the screen',
	'xidit.error.unknownField': 'Unknown field ({field})',
	'xidit.error.badDelta': 'The change must be a whole number other than zero',
	'xidit.error.tooManyUnits': `There are only {max} ${UNIT_EN} in the game`,
	'xidit.error.censusExceedsSupply': `All together there cannot be more than {max} ${UNIT_EN}`,
	'xidit.error.censusIncomplete': 'Still to choose: {missing}',
	'xidit.error.badOrder': 'The order must list Wealth, Influence and Reputation once each',
	'xidit.error.options': 'Invalid option: {field}'
};

export const messages = { es, en };
