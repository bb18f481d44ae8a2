/**
 * ICU catalogues (svelte-i18n). Spanish terms follow the Spanish rulebook (Ediciones
 * Primigenio). Both languages must have exactly the same keys (a test checks it).
 */

const P = 'kingdom-defenders.';

type Pair = readonly [es: string, en: string];

const phaseSelectEs =
	'{phase, select, newRound {Nueva ronda} favour {El favor del Rey} placement {Colocación de los discos} zoneA {Zona A: Personajes} zoneB {Zona B: Gestas, Edificios y Aventuras} zoneC {Zona C: Campamentos} hordeMove {Movimiento de la Horda} zoneD {Zona D: Orden de turno} maintenance {Mantenimiento} other {{phase}}}';
const phaseSelectEn =
	'{phase, select, newRound {New round} favour {The King’s favour} placement {Disc placement} zoneA {Zone A: characters} zoneB {Zone B: feats, buildings and adventures} zoneC {Zone C: camps} hordeMove {Horde movement} zoneD {Zone D: turn order} maintenance {Maintenance} other {{phase}}}';

const fieldSelectEs =
	'{field, select, fame {Fama} wounds {Heridas} strength {Nivel de Fuerza} magic {Nivel de Magia} weapons {Armas} spells {Hechizos} coins {Monedas} loot {Botines} adventures {Cartas de Aventura} rewards {Recompensas} rune1 {Runas forma 1} rune2 {Runas forma 2} rune3 {Runas forma 3} rune4 {Runas forma 4} rune5 {Runas forma 5} trophies {Trofeos} tomes {Tomos Arcanos} orbs {Orbes} strengthMultiplier {Multiplicador de Fuerza} magicMultiplier {Multiplicador de Magia} adventureCards {Cartas de Aventura} other {{field}}}';
const fieldSelectEn =
	'{field, select, fame {Fame} wounds {Wounds} strength {Strength level} magic {Magic level} weapons {Weapons} spells {Spells} coins {Coins} loot {Loot} adventures {Adventure cards} rewards {Rewards} rune1 {Runes shape 1} rune2 {Runes shape 2} rune3 {Runes shape 3} rune4 {Runes shape 4} rune5 {Runes shape 5} trophies {Trophies} tomes {Arcane tomes} orbs {Orbs} strengthMultiplier {Strength multiplier} magicMultiplier {Magic multiplier} adventureCards {Adventure cards} other {{field}}}';

const dieSelectEs =
	'{die, select, strength {Dado de Fuerza} magic {Dado de Magia} wealth {Dado de Riqueza} healing {Dado de Sanación} other {{die}}}';
const dieSelectEn =
	'{die, select, strength {Strength die} magic {Magic die} wealth {Wealth die} healing {Healing die} other {{die}}}';
const faceSelectEs =
	'{face, select, weapon1 {1 arma} weapon2 {2 armas} strengthLevel {un Nivel de Fuerza} spell1 {1 hechizo} spell2 {2 hechizos} magicLevel {un Nivel de Magia} loot {1 botín} coin {1 moneda} heal1 {sana 1 herida} heal2 {sana 2 heridas} nothing {nada} other {{face}}}';
const faceSelectEn =
	'{face, select, weapon1 {1 weapon} weapon2 {2 weapons} strengthLevel {a strength level} spell1 {1 spell} spell2 {2 spells} magicLevel {a magic level} loot {1 loot} coin {1 coin} heal1 {heals 1 wound} heal2 {heals 2 wounds} nothing {nothing} other {{face}}}';
const achSelectEs =
	'{achievement, select, coleccionista {Coleccionista} inmaculado {Inmaculado} fanatico {Fanático} maestro {Maestro} defensor {Defensor} cazador {Cazador} aventurero {Aventurero} popular {Popular} afortunado {Afortunado} supremo {Supremo} legendario {Legendario} fracasado {Fracasado} other {{achievement}}}';
const achSelectEn =
	'{achievement, select, coleccionista {Collector} inmaculado {Spotless} fanatico {Fanatic} maestro {Master} defensor {Defender} cazador {Hunter} aventurero {Adventurer} popular {Popular} afortunado {Lucky} supremo {Supreme} legendario {Legendary} fracasado {Failure} other {{achievement}}}';

const fame = (v: string): Pair => [
	`{${v}, plural, one {# Punto de Fama} other {# Puntos de Fama}}`,
	`{${v}, plural, one {# fame point} other {# fame points}}`
];

const table: Record<string, Pair> = {
	name: ['Kingdom Defenders', 'Kingdom Defenders'],

	// options
	'difficulty.standard': ['Partida estándar (★)', 'Standard game (★)'],
	'difficulty.advanced': ['Partida avanzada (★★)', 'Advanced game (★★)'],
	'difficulty.expert': ['Partida experta (★★★)', 'Expert game (★★★)'],
	'variant.none': ['Reglas normales', 'Normal rules'],
	'variant.family': ['Variante familiar', 'Family variant'],
	'variant.extreme': ['Variante extrema', 'Extreme variant'],
	'option.targetStars': ['Total de dificultad (8 a 20)', 'Total difficulty (8 to 20)'],
	'option.stars': ['Dificultad impresa en tus losetas', 'Difficulty printed on your tiles'],
	'option.starsUnknown': ['Sin anotar', 'Not recorded'],
	'option.trackResources': ['Llevar los recursos de cada jugador', 'Keep each player’s resources'],
	'tile.attack': ['Loseta de ataque', 'Attack tile'],
	'tile.zoneC': ['Afecta a la Zona C', 'Affects zone C'],
	'tile.passive': ['Acción pasiva', 'Passive action'],

	// phases, dice, fields, achievements
	'phase.name': [phaseSelectEs, phaseSelectEn],
	'phase.setup': ['Preparación de la partida', 'Game setup'],
	'phase.ended': ['Final de partida', 'End of the game'],
	'die.name': [dieSelectEs, dieSelectEn],
	'face.name': [faceSelectEs, faceSelectEn],
	'field.name': [fieldSelectEs, fieldSelectEn],
	'achievement.name': [achSelectEs, achSelectEn],
	'achievement.coleccionista': [
		'Finaliza la partida con 1 Reliquia de cada tipo.',
		'End the game with 1 relic of each type.'
	],
	'achievement.inmaculado': ['Finaliza la partida sin Heridas.', 'End the game without wounds.'],
	'achievement.fanatico': [
		'Consigue 5 Runas de Poder diferentes.',
		'Get 5 different runes of power.'
	],
	'achievement.maestro': [
		'Alcanza el nivel máximo de Fuerza o de Magia.',
		'Reach the top strength or magic level.'
	],
	'achievement.defensor': [
		'Derrotad 2 Hordas en 2 Rondas seguidas.',
		'Defeat 2 hordes in 2 rounds in a row.'
	],
	'achievement.cazador': ['Finaliza la partida con 8 Trofeos.', 'End the game with 8 trophies.'],
	'achievement.aventurero': [
		'Completa con éxito 3 Aventuras en una misma Ronda.',
		'Complete 3 adventures in one round.'
	],
	'achievement.popular': [
		'Obtén 5 Puntos de Fama en una Ronda gracias al «Bardo».',
		'Gain 5 fame in one round thanks to the Bard.'
	],
	'achievement.afortunado': ['Finaliza la partida con 8 Botines.', 'End the game with 8 loot.'],
	'achievement.supremo': [
		'Gana la partida con una ventaja de 20 Puntos de Fama.',
		'Win by a lead of 20 fame.'
	],
	'achievement.legendario': ['Alcanza los 120 Puntos de Fama.', 'Reach 120 fame.'],
	'achievement.fracasado': [
		'La partida termina por victoria de la Horda.',
		'The game ends with the horde’s victory.'
	],

	// scoring breakdown
	'score.fame': ['Fama en el indicador', 'Fame on the track'],
	'score.loot': ['Botines', 'Loot'],
	'score.runes': ['Runas (sets de formas diferentes)', 'Runes (sets of different shapes)'],
	'score.trophies': ['Trofeos', 'Trophies'],
	'score.weapons': [
		'Armas Legendarias × multiplicador de Fuerza',
		'Legendary weapons × strength multiplier'
	],
	'score.tomes': ['Tomos Arcanos × multiplicador de Magia', 'Arcane tomes × magic multiplier'],
	'score.wounds': ['Heridas', 'Wounds'],
	'score.destiny': ['Carta de Destino', 'Destiny card'],
	'score.total': ['Total', 'Total'],
	'score.orbsAs': [
		'{target, select, weapon {Orbe como Arma Legendaria} tome {Orbe como Tomo Arcano} trophy {Orbe como Trofeo} rune1 {Orbe como Runa (forma 1)} rune2 {Orbe como Runa (forma 2)} rune3 {Orbe como Runa (forma 3)} rune4 {Orbe como Runa (forma 4)} rune5 {Orbe como Runa (forma 5)} other {{target}}}',
		'{target, select, weapon {Orb as a legendary weapon} tome {Orb as an arcane tome} trophy {Orb as a trophy} rune1 {Orb as a rune (shape 1)} rune2 {Orb as a rune (shape 2)} rune3 {Orb as a rune (shape 3)} rune4 {Orb as a rune (shape 4)} rune5 {Orb as a rune (shape 5)} other {{target}}}'
	],
	'destiny.relic': [
		'Destino: 1 punto por {relic, select, weapon {Arma Legendaria} tome {Tomo Arcano} rune {Runa} trophy {Trofeo} other {{relic}}}',
		'Destiny: 1 point per {relic, select, weapon {legendary weapon} tome {arcane tome} rune {rune} trophy {trophy} other {{relic}}}'
	],
	'destiny.distinctRunes': [
		'Destino: runas con formas distintas (1/2/4/6/8)',
		'Destiny: runes of different shapes (1/2/4/6/8)'
	],
	'destiny.points': [
		'Destino: puntos calculados por la mesa',
		'Destiny: points worked out by the table'
	],
	'wall.A': ['Muralla: lado A', 'Wall: side A'],
	'wall.B': ['Muralla: lado B', 'Wall: side B'],
	'wall.fallen': ['La ciudad ha sido arrasada', 'The city has fallen'],
	'outcome.victory': ['¡Victoria! La Horda es derrotada', 'Victory! The horde is defeated'],
	'outcome.advance': ['¿Derrota? La Horda avanza', 'Defeat? The horde advances'],
	'outcome.siege': ['¡Asedio!', 'Siege!'],

	// setup checklist
	'setup.roundCounter': [
		'Coloca el Contador de Ronda en el espacio «1».',
		'Put the round counter on space “1”.'
	],
	'setup.feats': [
		'Gestas: baraja las pilas «I» y «II» por separado, pon la «I» sobre la «II» y rellena los 3 espacios.',
		'Feats: shuffle piles “I” and “II” apart, put “I” on top of “II” and fill the 3 spaces.'
	],
	'setup.adventures': [
		'Aventuras: baraja el mazo boca arriba y rellena los espacios: 5 cartas disponibles.',
		'Adventures: shuffle the deck face up and fill the spaces: 5 cards available.'
	],
	'setup.adventuresTwo': [
		'Aventuras: solo las cartas con 2 puntos; el mazo va en el tercer espacio: 3 cartas disponibles.',
		'Adventures: only the cards with 2 dots; the deck goes on the third space: 3 cards available.'
	],
	'setup.rewards': [
		'Recompensas: mezcla la reserva y desvela 2 en los espacios inferiores.',
		'Rewards: mix the supply and reveal 2 on the lower spaces.'
	],
	'setup.hordeDeck': [
		'Horda: conserva las cartas marcadas {marks}; baraja el mazo sin desvelar ninguna.',
		'Horde: keep the cards marked {marks}; shuffle the deck without revealing any.'
	],
	'setup.specialHorde': [
		'Aparta la Horda especial (reloj de arena, borde rojo) de {players} jugadores.',
		'Set aside the special horde (hourglass, red border) for {players} players.'
	],
	'setup.wall': [
		'Contador de avance sobre el mazo de Horda y loseta de Muralla por el lado A.',
		'Horde advance counter on the horde deck and the wall tile on side A.'
	],
	'setup.extremeHorde': [
		'Variante extrema: revela ya la primera Horda y coloca el contador según su velocidad.',
		'Extreme variant: reveal the first horde now and place the counter by its speed.'
	],
	'setup.dice': [
		'Favor del Rey: los 4 dados en las torres.',
		'King’s favour: the 4 dice on the towers.'
	],
	'setup.levelTiles': [
		'Reserva: monedas, armas, hechizos, botines, losetas de Nivel y cubos grises (E13).',
		'Supply: coins, weapons, spells, loot, level tiles and grey cubes (E13).'
	],
	'setup.discs': [
		'Cada jugador pone 2 discos en la reserva (solo cuentan con «E8»).',
		'Each player puts 2 discs in the supply (they only matter with “E8”).'
	],
	'setup.discsTwo': [
		'Cada jugador pone 1 disco en la reserva (en lugar de 2).',
		'Each player puts 1 disc in the supply (instead of 2).'
	],
	'setup.twoPlayersP1': [
		'Tapa el Personaje «P1» del tablero con una loseta boca abajo.',
		'Cover character “P1” on the board with a face-down tile.'
	],
	'setup.twoPlayersSlots': [
		'Los huecos para 3 y 4 jugadores no se ocupan.',
		'The slots for 3 and 4 players are not used.'
	],
	'setup.fame': [
		'Fama inicial según el orden de turno: 20, 20, 21, 22.',
		'Starting fame by turn order: 20, 20, 21, 22.'
	],
	'setup.levels': [
		'Un disco en el primer hueco de Fuerza y otro en el de Magia.',
		'One disc on the first strength space and one on the first magic space.'
	],
	'setup.destiny': [
		'Destino: 2 cartas a cada jugador, se queda 1 y coge sus recursos iniciales.',
		'Destiny: 2 cards each, keep 1 and take its starting resources.'
	],
	'setup.p11': ['«P11» va en el espacio con su icono.', '“P11” goes on the space with its icon.'],
	'setup.faceDown': [
		'Edificios boca abajo; desvela solo el primero (el de la izquierda).',
		'Buildings face down; reveal only the first (leftmost).'
	],
	'setup.unknownStars': ['Dificultad sin anotar: {tiles}', 'Difficulty not recorded: {tiles}'],

	// reminders
	'remind.hordeActivates': [
		'Ronda 2: la Horda se activa. Revela la primera carta de Horda.',
		'Round 2: the horde activates. Reveal the first horde card.'
	],
	'remind.specialHorde': [
		'Ronda {round}: si hay que revelar una nueva Horda, entra la Horda especial «{round}».',
		'Round {round}: if a new horde is revealed, the special horde “{round}” comes in.'
	],
	'remind.favour': [
		'El jugador con menos Fama lanza {dice} dados y elige; empate: el peor en el orden de turno primero.',
		'The player with least fame rolls {dice} dice and picks; tie: the worse turn order first.'
	],
	'remind.oneSlotPerZone': [
		'Un solo hueco por Zona (en la Zona B, uno por Edificio y por Aventura).',
		'One slot per zone (in zone B, one per building and per adventure).'
	],
	'remind.wallRule': [
		'Norma de la Muralla: tras ocupar un hueco del Reino no puedes volver a la Ciudad (la Zona D es neutral).',
		'Wall rule: after a slot in the Kingdom you cannot go back to the City (zone D is neutral).'
	],
	'remind.slotRequirements': [
		'Cumple el requisito de cada hueco; no se coloca sobre discos de otro jugador.',
		'Meet each slot’s requirement; never on another player’s discs.'
	],
	'remind.zoneCClosed': ['La Zona C está cerrada esta ronda.', 'Zone C is closed this round.'],
	'remind.twoPlayerSlots': [
		'Partida de 2: los huecos para 3 y 4 jugadores no se usan.',
		'2 players: the 3- and 4-player slots are not used.'
	],
	'remind.zoneA': [
		'Personajes 1, 2 y 3 en su orden; los pasivos no se activan.',
		'Characters 1, 2 and 3 in order; passive ones do not activate.'
	],
	'remind.zoneB': [
		'Por orden de turno; no activar una Aventura cuesta 2 Puntos de Fama.',
		'In turn order; not activating an adventure costs 2 fame.'
	],
	'remind.zoneC': [
		'Huecos de arriba abajo (1, 1, 1-2, 1-3 recursos); máximo {limit} por campamento; +1 Fama por recurso, -2 si no aportas.',
		'Slots top to bottom (1, 1, 1-2, 1-3 resources); at most {limit} per camp; +1 fame per resource, -2 for none.'
	],
	'remind.zoneCSkipped': [
		'Sin Horda: la Zona C no se activa.',
		'No horde: zone C is not activated.'
	],
	'remind.hordeMove': [
		'Comprueba si los campamentos suman lo que pide la Horda.',
		'Check whether the camps hold what the horde requires.'
	],
	'remind.hordeSkipped': ['Sin Horda: no hay movimiento.', 'No horde: no movement.'],
	'remind.zoneD': [
		'Puerta 1 pasa a primera posición, puerta 2 a segunda; los demás se desplazan.',
		'Gate 1 goes first, gate 2 second; the others move right.'
	],
	'remind.revealBuilding': [
		'Desvela la siguiente loseta de Edificio.',
		'Reveal the next building tile.'
	],
	'remind.maintenance': [
		'Recupera los discos de Personajes pasivos, repón Recompensas y desplaza las Aventuras.',
		'Take back discs on passive characters, refill rewards and shift the adventures.'
	],

	// errors
	'error.options': ['Opción no válida: {field}', 'Invalid option: {field}'],
	'error.players': [
		'Kingdom Defenders es para 2 a 4 jugadores.',
		'Kingdom Defenders is for 2 to 4 players.'
	],
	'error.noSetup': [
		'No hay losetas suficientes con esa dificultad: revisa las estrellas anotadas.',
		'Not enough tiles for that difficulty: check the recorded stars.'
	],
	'error.hordeNeeded': [
		'Introduce antes la nueva carta de Horda.',
		'Enter the new horde card first.'
	],
	'error.favourIncomplete': ['Falta elegir dado: {player}.', 'Still to pick a die: {player}.'],
	'error.hordeNotResolved': [
		'Resuelve antes el movimiento de la Horda.',
		'Resolve the horde movement first.'
	],
	'error.noHordeNeeded': [
		'Ahora no hay que revelar ninguna Horda.',
		'No horde is to be revealed now.'
	],
	'error.hordeResources': [
		'La Horda debe pedir armas o hechizos (números enteros).',
		'The horde must require weapons or spells (whole numbers).'
	],
	'error.hordeSpeed': ['La velocidad de la Horda es 1, 2 o 3.', 'The horde speed is 1, 2 or 3.'],
	'error.hordeSiegeFame': [
		'La Fama del asedio debe ser un número entero no negativo.',
		'The siege fame must be a non-negative whole number.'
	],
	'error.wrongPhase': [
		'No se puede en esta fase ({phase}).',
		'Not possible in this phase ({phase}).'
	],
	'error.favourDone': ['Todos han elegido ya su dado.', 'Everyone has picked a die.'],
	'error.notYourPick': ['No es su turno de elegir dado.', 'It is not their turn to pick a die.'],
	'error.unknownDie': ['Dado desconocido.', 'Unknown die.'],
	'error.dieTaken': ['Ese dado ya se ha elegido.', 'That die has been taken.'],
	'error.wrongFace': ['Ese resultado no está en ese dado.', 'That result is not on that die.'],
	'error.noHorde': ['No hay ninguna Horda en juego.', 'There is no horde in play.'],
	'error.badSlot': ['La Zona C tiene los huecos 1 a 4.', 'Zone C has slots 1 to 4.'],
	'error.slotOrder': [
		'El hueco {slot} ya se activó o va antes que uno ya activado.',
		'Slot {slot} is used or comes before one already activated.'
	],
	'error.badAmount': [
		'Las cantidades deben ser números enteros no negativos.',
		'Amounts must be non-negative whole numbers.'
	],
	'error.slotLimit': [
		'El hueco {slot} permite aportar {max, plural, one {# recurso} other {hasta # recursos}}.',
		'Slot {slot} allows {max, plural, one {# resource} other {up to # resources}}.'
	],
	'error.campFull': [
		'Máximo {limit} recursos en tus campamentos (ya tienes {has}).',
		'At most {limit} resources in your camps (you have {has}).'
	],
	'error.tooManyWeapons': [
		'La Horda solo necesita {need, plural, =0 {ninguna arma más} one {# arma más} other {# armas más}}.',
		'The horde needs only {need, plural, =0 {no more weapons} one {# more weapon} other {# more weapons}}.'
	],
	'error.tooManySpells': [
		'La Horda solo necesita {need, plural, =0 {ningún hechizo más} one {# hechizo más} other {# hechizos más}}.',
		'The horde needs only {need, plural, =0 {no more spells} one {# more spell} other {# more spells}}.'
	],
	'error.notEnoughResources': ['No tiene esos recursos.', 'They do not have those resources.'],
	'error.hordeAlreadyResolved': [
		'La Horda ya se movió esta ronda.',
		'The horde has already moved this round.'
	],
	'error.chooseReward': [
		'{player} debe elegir moneda o botín.',
		'{player} must choose a coin or a loot.'
	],
	'error.chooseLevel': [
		'{player} debe elegir Nivel de Fuerza o de Magia.',
		'{player} must choose a strength or magic level.'
	],
	'error.woundsFull': ['{player} ya tiene 4 Heridas.', '{player} already has 4 wounds.'],
	'error.noLoot': ['{player} no tiene botín que entregar.', '{player} has no loot to give.'],
	'error.choosePenalty': [
		'{player} debe elegir 1 Herida o entregar 1 botín.',
		'{player} must choose 1 wound or giving 1 loot.'
	],
	'error.turnOrderDone': [
		'El orden de turno ya se actualizó esta ronda.',
		'The turn order was already updated this round.'
	],
	'error.unknownPlayer': ['Jugador desconocido.', 'Unknown player.'],
	'error.noGate': ['Indica quién ocupa la puerta 1 o la 2.', 'Say who is on gate 1 or gate 2.'],
	'error.sameGate': [
		'Un jugador no puede ocupar las dos puertas.',
		'One player cannot take both gates.'
	],
	'error.unknownField': ['Dato desconocido.', 'Unknown field.'],
	'error.badDelta': [
		'El cambio debe ser un número entero distinto de 0.',
		'The change must be a whole number other than 0.'
	],
	'error.woundsRange': ['Las Heridas van de 0 a {max}.', 'Wounds go from 0 to {max}.'],
	'error.negative': ['{field} no puede ser negativo.', '{field} cannot be negative.'],
	'error.adventureWounds': [
		'No puede sufrir tantas Heridas: {max, plural, =0 {ninguna más} one {como mucho # más} other {como mucho # más}}. La Aventura falla (-2 Fama).',
		'Cannot take that many wounds: {max, plural, =0 {none more} other {at most # more}}. The adventure fails (-2 fame).'
	],
	'error.notEnded': ['La partida aún no ha terminado.', 'The game has not ended yet.'],
	'error.finalMissing': [
		'Faltan los datos finales de {player}.',
		'Final numbers missing for {player}.'
	],
	'error.badClaim': ['Logro no válido para {player}.', 'Invalid achievement for {player}.'],
	'error.finalInput': ['Datos finales no válidos: {detail}', 'Invalid final numbers: {detail}'],
	'error.unknownAction': ['Acción desconocida.', 'Unknown action.'],
	'error.gameEnded': ['La partida ha terminado.', 'The game has ended.'],
	'error.notStarted': ['La partida aún no ha empezado.', 'The game has not started yet.'],
	'error.alreadyStarted': ['La partida ya ha empezado.', 'The game has already started.'],
	'error.scorerFinished': [
		'El recuento está cerrado: ábrelo para cambiarlo.',
		'The count is closed: reopen it to change it.'
	],
	'error.notNatural': [
		'{field} debe ser un número entero no negativo.',
		'{field} must be a non-negative whole number.'
	],
	'error.badDestiny': ['Carta de Destino no válida.', 'Invalid destiny card.'],
	'error.scorerNotFinished': ['El recuento no está cerrado.', 'The count is not closed.'],

	// log lines
	'log.redrawSetup': ['Nuevo sorteo de la preparación.', 'The setup was drawn again.'],
	'log.gameEnds': [
		'Fin de la ronda {round}: termina la partida.',
		'End of round {round}: the game ends.'
	],
	'log.newRound': ['Comienza la ronda {round}.', 'Round {round} begins.'],
	'log.phase': [`Ronda {round}: ${phaseSelectEs}.`, `Round {round}: ${phaseSelectEn}.`],
	'log.revealHorde': [
		'Nueva Horda: {weapons} armas y {spells} hechizos, velocidad {speed}, asedio -{fame}.',
		'New horde: {weapons} weapons and {spells} spells, speed {speed}, siege -{fame}.'
	],
	'log.favourPick': [
		`{player} elige ${dieSelectEs}: ${faceSelectEs}.`,
		`{player} picks the ${dieSelectEn}: ${faceSelectEn}.`
	],
	'log.supplyCamp': [
		'{player} (hueco {slot}) aporta {weapons} armas y {spells} hechizos: {fame} de Fama.',
		'{player} (slot {slot}) supplies {weapons} weapons and {spells} spells: {fame} fame.'
	],
	'log.victory': ['¡Victoria! La Horda es derrotada.', 'Victory! The horde is defeated.'],
	'log.advance': [
		'La Horda avanza: {counter, plural, one {queda # ronda} other {quedan # rondas}}.',
		'The horde advances: {counter, plural, one {# round left} other {# rounds left}}.'
	],
	'log.siege': ['¡Asedio! La Muralla pasa al lado B.', 'Siege! The wall flips to side B.'],
	'log.cityFalls': [
		'¡La ciudad es arrasada! La partida termina.',
		'The city falls! The game ends.'
	],
	'log.zoneD': [
		'Orden de turno: puerta 1 {gate1}, puerta 2 {gate2}.',
		'Turn order: gate 1 {gate1}, gate 2 {gate2}.'
	],
	'log.adjust': [`{player}: ${fieldSelectEs} {delta}.`, `{player}: ${fieldSelectEn} {delta}.`],
	'log.failAdventure': [
		`{player} fracasa en una Aventura: -${fame('fame')[0]}.`,
		`{player} fails an adventure: -${fame('fame')[1]}.`
	],
	'log.completeAdventure': [
		`{player} completa una Aventura: +${fame('fame')[0]}.`,
		`{player} completes an adventure: +${fame('fame')[1]}.`
	],
	'log.finalScore': ['Puntuación final.', 'Final scoring.'],
	'log.unknown': ['Acción desconocida.', 'Unknown action.'],
	'log.set': [`{player}: ${fieldSelectEs} = {value}.`, `{player}: ${fieldSelectEn} = {value}.`],
	'log.setDestiny': ['{player}: carta de Destino.', '{player}: destiny card.'],
	'log.claim': [
		`{player} consigue el logro ${achSelectEs}.`,
		`{player} earns the ${achSelectEn} achievement.`
	],
	'log.unclaim': [
		`{player} pierde el logro ${achSelectEs}.`,
		`{player} loses the ${achSelectEn} achievement.`
	],
	'log.finish': ['Recuento final.', 'Final count.'],
	'log.reopen': ['Recuento reabierto.', 'Count reopened.'],
	// screens
	'ui.starsCount': [
		'{n, plural, one {# estrella} other {# estrellas}}',
		'{n, plural, one {# star} other {# stars}}'
	],
	'ui.setupTitle': ['Preparación sorteada', 'Drawn setup'],
	'ui.characters': ['Personajes ({n})', 'Characters ({n})'],
	'ui.buildings': ['Edificios (en este orden)', 'Buildings (in this order)'],
	'ui.faceUp': ['boca arriba', 'face up'],
	'ui.faceDown': ['boca abajo', 'face down'],
	'ui.totalStars': ['Dificultad total: {n} ★', 'Total difficulty: {n} ★'],
	'ui.totalUnknown': ['Dificultad total desconocida.', 'Total difficulty unknown.'],
	'ui.turnOrder': ['Orden de turno', 'Turn order'],
	'ui.newTurnOrder': ['Nuevo orden de turno', 'New turn order'],
	'ui.position': ['{n}.º', '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}'],
	'ui.seat': ['Jugador {n}', 'Player {n}'],
	'ui.startFame': ['Fama inicial {n}', 'Starting fame {n}'],
	'ui.checklist': ['Pasos de la preparación', 'Setup steps'],
	'ui.setupErrorHelp': [
		'Cambia la dificultad, el total de estrellas o las estrellas anotadas en Opciones.',
		'Change the difficulty, the star total or the recorded stars in Options.'
	],
	'ui.difficulty': ['Dificultad', 'Difficulty'],
	'ui.useTarget': ['Elegir un total exacto de estrellas', 'Choose an exact star total'],
	'ui.targetHelp': [
		'Solo se usan losetas con estrellas anotadas; la suma de los 3 Personajes y 5 Edificios será ese total.',
		'Only tiles with recorded stars are used; the 3 characters and 5 buildings add up to that total.'
	],
	'ui.variant': ['Variante', 'Variant'],
	'ui.variantHelp.none': [
		'6 rondas; la Horda llega en la ronda 2.',
		'6 rounds; the horde arrives in round 2.'
	],
	'ui.variantHelp.family': [
		'Sin Horda, 5 rondas, sin P4, E14 ni E16.',
		'No horde, 5 rounds, no P4, E14 or E16.'
	],
	'ui.variantHelp.extreme': ['La Horda desde la ronda 1.', 'The horde from round 1.'],
	'ui.recorded': ['{n} de {total} anotadas', '{n} of {total} recorded'],
	'ui.starsHelp': [
		'Anota una vez las estrellas impresas en tus losetas; este móvil las recuerda. Las losetas sin anotar pueden salir en cualquier dificultad.',
		'Record once the stars printed on your tiles; this phone remembers them. Tiles not recorded may come up at any difficulty.'
	],
	'ui.charactersTitle': ['Personajes', 'Characters'],
	'ui.buildingsTitle': ['Edificios', 'Buildings'],
	'ui.attackShort': ['ataque', 'attack'],
	'ui.starsOf': ['Estrellas de {tile}', 'Stars of {tile}'],
	'ui.newHordeCard': ['Nueva carta de Horda', 'New horde card'],
	'ui.specialHordeCard': ['Horda especial «{round}»', 'Special horde “{round}”'],
	'ui.hordeCardHelp': [
		'Revela la carta y copia lo que pide, su velocidad y la Fama de su asedio.',
		'Reveal the card and copy what it requires, its speed and its siege fame.'
	],
	'ui.requiredWeapons': ['Armas que pide', 'Weapons required'],
	'ui.requiredSpells': ['Hechizos que pide', 'Spells required'],
	'ui.speed': ['Velocidad (casilla del contador)', 'Speed (counter space)'],
	'ui.siegeFame': ['Fama perdida en el asedio', 'Fame lost in a siege'],
	'ui.revealHorde': ['Poner esta Horda en juego', 'Put this horde in play'],
	'ui.hordeTitle': ['La Horda', 'The horde'],
	'ui.requires': ['Pide', 'Requires'],
	'ui.weaponsSpells': [
		'{weapons, plural, one {# arma} other {# armas}}, {spells, plural, one {# hechizo} other {# hechizos}}',
		'{weapons, plural, one {# weapon} other {# weapons}}, {spells, plural, one {# spell} other {# spells}}'
	],
	'ui.specialShort': ['especial «{round}»', 'special “{round}”'],
	'ui.stillNeeded': ['Aún falta', 'Still needed'],
	'ui.nothingMissing': ['nada: ¡Victoria!', 'nothing: victory!'],
	'ui.counter': ['Contador de avance', 'Advance counter'],
	'ui.counterValue': [
		'{n, plural, =0 {en la Muralla} one {a # casilla de la Muralla} other {a # casillas de la Muralla}}',
		'{n, plural, =0 {at the wall} one {# space from the wall} other {# spaces from the wall}}'
	],
	'ui.campsCaption': [
		'Recursos en los Campamentos de cada jugador (máximo {limit})',
		'Resources in each player’s camps (at most {limit})'
	],
	'ui.camps': ['Jugador', 'Player'],
	'ui.hordeWaiting': [
		'Falta introducir la carta de Horda.',
		'The horde card is still to be entered.'
	],
	'ui.noHorde': ['No hay ninguna Horda en juego.', 'No horde in play.'],
	'ui.favourWhy': [
		'Elige primero quien tiene menos Fama; si empatan, el peor situado en el orden de turno.',
		'Least fame picks first; on a tie, the one later in the turn order.'
	],
	'ui.fameAndTurn': ['Fama {fame} · turno {pos}', 'fame {fame} · turn {pos}'],
	'ui.picksNow': ['elige ahora', 'picks now'],
	'ui.whoPicks': [
		'Elige {player}: toca el dado y su resultado',
		'{player} picks: tap the die and its result'
	],
	'ui.takeFace': ['{player} coge el {die}: {face}', '{player} takes the {die}: {face}'],
	'ui.favourDone': ['Todos han elegido.', 'Everyone has picked.'],
	'ui.slotsUsed': ['Huecos ya activados: {slots}', 'Slots already activated: {slots}'],
	'ui.allSlotsUsed': ['Los 4 huecos están activados.', 'All 4 slots are activated.'],
	'ui.supplyTitle': ['Activar el siguiente hueco ocupado', 'Activate the next occupied slot'],
	'ui.slot': ['Hueco', 'Slot'],
	'ui.slotN': ['{n} (máx. {max})', '{n} (up to {max})'],
	'ui.whoseDisc': ['Disco de', 'Disc of'],
	'ui.weaponsGiven': ['Armas aportadas', 'Weapons supplied'],
	'ui.spellsGiven': ['Hechizos aportados', 'Spells supplied'],
	'ui.emptyDisc': ['No aporta nada: -{n} de Fama.', 'Supplies nothing: -{n} fame.'],
	'ui.campFame': ['+{n} de Fama (1 por recurso).', '+{n} fame (1 per resource).'],
	'ui.supply': ['Aportar a su Campamento', 'Supply the camp'],
	'ui.pickPlayer': ['Elige de quién es el disco.', 'Choose whose disc it is.'],
	'ui.hordeMoved': ['La Horda ya se movió esta ronda.', 'The horde has moved this round.'],
	'ui.advanceWhy': [
		'Aún faltan {weapons} armas y {spells} hechizos: el contador baja una casilla y queda a {n} de la Muralla.',
		'Still missing {weapons} weapons and {spells} spells: the counter moves down one space, {n} from the wall.'
	],
	'ui.victoryWhy': [
		'Los Campamentos suman lo que pide la Horda. Cada jugador gana 1 de Fama por recurso propio; con 2 o más, moneda o botín; con 3 o más, un Nivel.',
		'The camps hold what the horde requires. Each player gains 1 fame per own resource; 2 or more: a coin or a loot; 3 or more: a level.'
	],
	'ui.siegeWhy': [
		'Faltan {weapons} armas y {spells} hechizos y la Horda llega a la Muralla: asedio. Cada uno pierde la Fama de la carta menos sus recursos; con 3 o más recursos gana un Nivel.',
		'Missing {weapons} weapons and {spells} spells and the horde reaches the wall: siege. Each player loses the card’s fame minus their resources; 3 or more resources gain a level.'
	],
	'ui.cityFallsWhy': [
		'La Horda llega a la Muralla y ya muestra el lado B: la ciudad es arrasada y la partida termina ahora.',
		'The horde reaches the wall, already on side B: the city falls and the game ends now.'
	],
	'ui.victoryFame': [
		'{n, plural, one {# recurso propio} other {# recursos propios}}: +{n}.',
		'{n, plural, one {# own resource} other {# own resources}}: +{n}.'
	],
	'ui.siegeFameWhy': ['−({card} − {n}) = −{loss}.', '−({card} − {n}) = −{loss}.'],
	'ui.fewestWhy': [
		' Menor aportación: −{n} más y una Herida o un botín a la reserva.',
		' Fewest resources: −{n} more and a wound or a loot to the supply.'
	],
	'ui.rewardTile': [
		'Único con más recursos: coge una loseta de Recompensa.',
		'Only top contributor: takes a reward tile.'
	],
	'ui.rewardTie': [
		'Empate en la mayor aportación: nadie coge la Recompensa.',
		'Tie for most resources: nobody takes the reward tile.'
	],
	'ui.chooseCoinLoot': ['{player}: ¿moneda o botín?', '{player}: coin or loot?'],
	'ui.chooseLevel': ['{player}: ¿qué Nivel sube?', '{player}: which level goes up?'],
	'ui.choosePenalty': ['{player}: ¿Herida o botín?', '{player}: wound or loot?'],
	'ui.reward.coin': ['Moneda', 'Coin'],
	'ui.reward.loot': ['Botín', 'Loot'],
	'ui.penalty.wound': ['1 Herida', '1 wound'],
	'ui.penalty.loot': ['1 botín a la reserva', '1 loot to the supply'],
	'ui.wallFlips': ['La Muralla pasa del lado A al B.', 'The wall flips from side A to B.'],
	'ui.cityFalls': ['La ciudad es arrasada: fin de la partida.', 'The city falls: the game ends.'],
	'ui.applyHorde': ['Aplicar el movimiento de la Horda', 'Apply the horde movement'],
	'ui.gate': ['Puerta {n}', 'Gate {n}'],
	'ui.nobody': ['Nadie', 'Nobody'],
	'ui.turnOrderUpdated': ['Orden de turno actualizado.', 'Turn order updated.'],
	'ui.updateTurnOrder': ['Actualizar el orden de turno', 'Update the turn order'],
	'ui.noGateHelp': [
		'Si nadie ocupa las puertas, el orden no cambia: pasa a la siguiente fase.',
		'If nobody is on the gates, the order stays: go to the next phase.'
	],
	'ui.turnPosition': ['Posición en el orden de turno', 'Position in the turn order'],
	'ui.fameOf': ['Fama de {player}: {n}', 'Fame of {player}: {n}'],
	'ui.woundsOf': ['Heridas (máx. {max})', 'Wounds (max {max})'],
	'ui.failAdventure': ['Aventura fallida: −{n} Fama', 'Adventure failed: −{n} fame'],
	'ui.failAdventureOf': [
		'{player}: aventura fallida, −{n} de Fama',
		'{player}: adventure failed, −{n} fame'
	],
	'ui.completeAdventure': ['Aventura completada…', 'Adventure completed…'],
	'ui.adventureHelp': [
		'Lo que gana (y las Heridas que sufre) según la carta.',
		'What the card gives (and the wounds taken).'
	],
	'ui.adventureHelpPaid': [
		'Lo que paga (armas, hechizos), lo que gana y las Heridas que sufre según la carta.',
		'What is paid (weapons, spells), what the card gives and the wounds taken.'
	],
	'ui.adv.fame': ['Fama ganada', 'Fame gained'],
	'ui.adv.wounds': ['Heridas sufridas', 'Wounds taken'],
	'ui.adv.weapons': ['Armas pagadas', 'Weapons paid'],
	'ui.adv.spells': ['Hechizos pagados', 'Spells paid'],
	'ui.adv.coins': ['Monedas ganadas', 'Coins gained'],
	'ui.adv.loot': ['Botines ganados', 'Loot gained'],
	'ui.adv.strength': ['Niveles de Fuerza', 'Strength levels'],
	'ui.adv.magic': ['Niveles de Magia', 'Magic levels'],
	'ui.recordAdventure': ['Anotar la aventura de {player}', 'Record {player}’s adventure'],
	'ui.corrections': ['Correcciones', 'Corrections'],
	'ui.roundStep': [
		'Ronda {round} de {rounds} · paso {step} de {steps}',
		'Round {round} of {rounds} · step {step} of {steps}'
	],
	'ui.beforeRound1': ['Antes de la ronda 1 (de {rounds})', 'Before round 1 (of {rounds})'],
	'ui.todo': ['Qué hace ahora la mesa', 'What the table does now'],
	'ui.startGame': ['Empezar la partida', 'Start the game'],
	'ui.endGame': ['Terminar la partida', 'End the game'],
	'ui.startRound': ['Empezar la ronda {round}', 'Start round {round}'],
	'ui.nextStep': [`Siguiente: ${phaseSelectEs}`, `Next: ${phaseSelectEn}`],
	'ui.redraw': ['Sortear de nuevo', 'Draw again'],
	'ui.zoneBHelp': [
		'Anota las Aventuras en la tarjeta de cada jugador (abajo).',
		'Record adventures on each player’s card (below).'
	],
	'ui.revealNext': ['Desvela el Edificio {n}: {tile}', 'Reveal building {n}: {tile}'],
	'ui.endedCity': [
		'La ciudad ha sido arrasada: la partida termina ya.',
		'The city has fallen: the game ends now.'
	],
	'ui.endedRounds': [
		'Terminó la ronda {round}: recuento final.',
		'Round {round} is over: final scoring.'
	],
	'ui.enterFinal': ['Datos finales de cada jugador', 'Each player’s final numbers'],
	'ui.correctFinal': ['Corregir los datos finales', 'Correct the final numbers'],
	'ui.finalHelp': [
		'La Fama, las Heridas y las cartas de Aventura vienen de la partida. Anota las Reliquias, los multiplicadores alcanzados y el Destino.',
		'Fame, wounds and adventure cards come from the game. Enter the relics, the multipliers reached and the destiny card.'
	],
	'ui.fromGame': [
		'{player}: Fama {fame}, Heridas {wounds}, cartas de Aventura {cards}.',
		'{player}: fame {fame}, wounds {wounds}, adventure cards {cards}.'
	],
	'ui.computeFinal': ['Calcular la Fama final', 'Work out the final fame'],
	'ui.playersTitle': ['Jugadores (en orden de turno)', 'Players (in turn order)'],
	'ui.tilesInPlay': ['Losetas en juego', 'Tiles in play'],
	'ui.charactersLine': ['Personajes: {tiles}', 'Characters: {tiles}'],
	'ui.buildingsLine': [
		'Edificios boca arriba: {up} ({down} boca abajo)',
		'Buildings face up: {up} ({down} face down)'
	],
	'ui.runesHelp': [
		'Una cifra por cada forma de Runa; los sets de formas distintas se forman solos para puntuar lo máximo.',
		'One number per rune shape; the sets of different shapes are formed to score the most.'
	],
	'ui.orbsHelp': [
		'Cada Orbe cuenta como la Reliquia que más Fama da: la app lo elige y lo muestra.',
		'Each orb counts as the relic worth the most: the app picks it and shows it.'
	],
	'ui.multiplierHelp': [
		'El multiplicador impreso en la casilla alcanzada de cada indicador de Nivel.',
		'The multiplier printed on the space reached on each level track.'
	],
	'ui.destinyOf': ['Carta de Destino de {player}', 'Destiny card of {player}'],
	'ui.noDestiny': ['Sin carta de Destino', 'No destiny card'],
	'ui.destinyPoints': ['Puntos del Destino ({player})', 'Destiny points ({player})'],
	'ui.scorerHelp': [
		'Anota el estado final de cada jugador y pulsa «Calcular»: verás el desglose y el ganador.',
		'Enter each player’s end state and tap “Work out”: you will see the breakdown and the winner.'
	],
	'ui.finish': ['Calcular el resultado', 'Work out the result'],
	'ui.reopen': ['Corregir los datos', 'Correct the numbers'],
	'ui.finalTitle': ['Fama final', 'Final fame'],
	'ui.winner': ['Vencedor', 'Winner'],
	'ui.fameTotal': ['{n} de Fama', '{n} fame'],
	'ui.tieOn': ['{names} empatan a {n}:', '{names} tie on {n}:'],
	'ui.tieValues': [
		'{player} {cards} cartas de Aventura y {loot} botines',
		'{player} {cards} adventure cards and {loot} loot'
	],
	'ui.tieShared': ['Siguen empatados: comparten la posición.', 'Still tied: they share the place.'],
	'ui.tieBroken': [
		'Desempata quien tiene más cartas de Aventura y después más botines.',
		'Broken by more adventure cards, then more loot.'
	],
	'ui.breakdownCaption': ['Desglose de la Fama final', 'Final fame breakdown'],
	'ui.howComputed': ['Cómo se calcula la Fama de {player}', 'How {player}’s fame is worked out'],
	'ui.why.fame': ['Fama en el indicador: {n}', 'Fame on the track: {n}'],
	'ui.why.loot': ['{n} botines × 1 = {n}', '{n} loot × 1 = {n}'],
	'ui.why.runes': [
		'Runas: sets de {sets} formas distintas = {fame} = {n}',
		'Runes: sets of {sets} different shapes = {fame} = {n}'
	],
	'ui.why.noRunes': ['Sin Runas: 0', 'No runes: 0'],
	'ui.why.trophies': [
		'{n} Trofeos = {fame} (0/1/3/6/10/15, +1 más allá de 6)',
		'{n} trophies = {fame} (0/1/3/6/10/15, +1 beyond 6)'
	],
	'ui.why.weapons': [
		'{n} Armas Legendarias × {m} = {fame}',
		'{n} legendary weapons × {m} = {fame}'
	],
	'ui.why.tomes': ['{n} Tomos Arcanos × {m} = {fame}', '{n} arcane tomes × {m} = {fame}'],
	'ui.why.wounds': [
		'{n, plural, =0 {Sin Heridas: 0} other {{n} Heridas × −1 = −{n}}}',
		'{n, plural, =0 {No wounds: 0} other {{n} wounds × −1 = −{n}}}'
	],
	'ui.why.noDestiny': ['Sin carta de Destino: 0', 'No destiny card: 0'],
	'ui.why.orbs': [
		'{n, plural, one {# Orbe, elegido para sumar lo máximo:} other {# Orbes, elegidos para sumar lo máximo:}}',
		'{n, plural, one {# orb, chosen to score the most:} other {# orbs, chosen to score the most:}}'
	],
	'ui.why.tiebreak': [
		'Para desempatar: {cards} cartas de Aventura, {loot} botines.',
		'For ties: {cards} adventure cards, {loot} loot.'
	],
	'ui.achievements': ['Logros', 'Achievements'],
	'ui.noAchievements': ['Ningún logro.', 'No achievements.']
};

function build(i: 0 | 1): Record<string, string> {
	const out: Record<string, string> = {};
	for (const [k, v] of Object.entries(table)) out[P + k] = v[i];
	return out;
}

export const messages: { es: Record<string, string>; en: Record<string, string> } = {
	es: build(0),
	en: build(1)
};
