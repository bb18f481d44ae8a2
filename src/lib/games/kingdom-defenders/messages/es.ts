import type { Catalogue } from '../../core/types';
import { finalLogLine } from './final-log';

const catalogue: Catalogue = {
	'kingdom-defenders.decided.tie':
		'{winner} gana el empate a {fame} de Fama: {by, select, cards {más cartas de Aventura ({n})} other {más Botines ({n})}}',
	'kingdom-defenders.phase.name':
		'{phase, select, newRound {Nueva ronda} favour {El favor del Rey} placement {Colocación de los discos} zoneA {Zona A: Personajes} zoneB {Zona B: Gestas, Edificios y Aventuras} zoneC {Zona C: Campamentos} hordeMove {Movimiento de la Horda} zoneD {Zona D: Orden de turno} maintenance {Mantenimiento} other {{phase}}}',
	'kingdom-defenders.phase.setup': 'Preparación de la partida',
	'kingdom-defenders.phase.ended': 'Final de partida',
	'kingdom-defenders.die.name':
		'{die, select, strength {Dado de Fuerza} magic {Dado de Magia} wealth {Dado de Riqueza} healing {Dado de Sanación} other {{die}}}',
	'kingdom-defenders.face.short':
		'{face, select, strengthLevel {▲ Fuerza} magicLevel {▲ Magia} loot {◆ Botín} heal1 {✚ Cura 1} heal2 {✚✚ Cura 2} other {{face}}}',
	'kingdom-defenders.face.name':
		'{face, select, weapon1 {1 arma} weapon2 {2 armas} strengthLevel {un Nivel de Fuerza} spell1 {1 hechizo} spell2 {2 hechizos} magicLevel {un Nivel de Magia} loot {1 botín} coin {1 moneda} heal1 {sana 1 herida} heal2 {sana 2 heridas} nothing {nada} other {{face}}}',
	'kingdom-defenders.field.name':
		'{field, select, fame {Fama} wounds {Heridas} strength {Nivel de Fuerza} magic {Nivel de Magia} relicWeapons {Armas Legendarias} weapons {Armas} spells {Hechizos} coins {Monedas} loot {Botines} adventures {Cartas de Aventura} rewards {Recompensas} gestas {Gestas} orbsSpent {Orbes mostrados en Gestas} rune1 {Runas forma 1} rune2 {Runas forma 2} rune3 {Runas forma 3} rune4 {Runas forma 4} rune5 {Runas forma 5} trophies {Trofeos} tomes {Tomos Arcanos} orbs {Orbes} strengthMultiplier {Multiplicador de Fuerza} magicMultiplier {Multiplicador de Magia} adventureCards {Cartas de Aventura} other {{field}}}',
	'kingdom-defenders.achievement.name':
		'{achievement, select, coleccionista {Coleccionista} inmaculado {Inmaculado} fanatico {Fanático} maestro {Maestro} defensor {Defensor} cazador {Cazador} aventurero {Aventurero} popular {Popular} afortunado {Afortunado} supremo {Supremo} legendario {Legendario} fracasado {Fracasado} other {{achievement}}}',
	'kingdom-defenders.achievement.coleccionista': 'Finaliza la partida con 1 Reliquia de cada tipo.',
	'kingdom-defenders.achievement.inmaculado': 'Finaliza la partida sin Heridas.',
	'kingdom-defenders.achievement.fanatico': 'Consigue 5 Runas de Poder diferentes.',
	'kingdom-defenders.achievement.maestro': 'Alcanza el nivel máximo de Fuerza o de Magia.',
	'kingdom-defenders.achievement.defensor': 'Derrotad 2 Hordas en 2 Rondas seguidas.',
	'kingdom-defenders.achievement.cazador': 'Finaliza la partida con 8 Trofeos.',
	'kingdom-defenders.achievement.aventurero': 'Completa con éxito 3 Aventuras en una misma Ronda.',
	'kingdom-defenders.achievement.popular':
		'Obtén 5 Puntos de Fama en una Ronda gracias al «Bardo».',
	'kingdom-defenders.achievement.afortunado': 'Finaliza la partida con 8 Botines.',
	'kingdom-defenders.achievement.supremo': 'Gana la partida con una ventaja de 20 Puntos de Fama.',
	'kingdom-defenders.achievement.legendario': 'Alcanza los 120 Puntos de Fama.',
	'kingdom-defenders.achievement.fracasado': 'La partida termina por victoria de la Horda.',
	'kingdom-defenders.score.fame': 'Fama en el indicador',
	'kingdom-defenders.score.loot': 'Botines',
	'kingdom-defenders.score.runes': 'Runas (sets de formas diferentes)',
	'kingdom-defenders.score.trophies': 'Trofeos',
	'kingdom-defenders.score.weapons': 'Armas Legendarias × multiplicador de Fuerza',
	'kingdom-defenders.score.tomes': 'Tomos Arcanos × multiplicador de Magia',
	'kingdom-defenders.score.wounds': 'Heridas',
	'kingdom-defenders.score.destiny': 'Carta de Destino',
	'kingdom-defenders.score.total': 'Total',
	'kingdom-defenders.score.orbsAs':
		'{target, select, weapon {Orbe como Arma Legendaria} tome {Orbe como Tomo Arcano} trophy {Orbe como Trofeo} rune1 {Orbe como Runa (forma 1)} rune2 {Orbe como Runa (forma 2)} rune3 {Orbe como Runa (forma 3)} rune4 {Orbe como Runa (forma 4)} rune5 {Orbe como Runa (forma 5)} other {{target}}}',
	'kingdom-defenders.wall.A': 'Muralla: lado A',
	'kingdom-defenders.wall.B': 'Muralla: lado B',
	'kingdom-defenders.wall.fallen': 'La ciudad ha sido arrasada',
	'kingdom-defenders.outcome.victory': '¡Victoria! La Horda es derrotada',
	'kingdom-defenders.outcome.advance': '¿Derrota? La Horda avanza',
	'kingdom-defenders.outcome.siege': '¡Asedio!',
	'kingdom-defenders.setup.roundCounter': 'Coloca el Contador de Ronda en el espacio «1».',
	'kingdom-defenders.setup.feats':
		'Gestas: baraja las pilas «I» y «II» por separado, pon la «I» sobre la «II» y rellena los 3 espacios.',
	'kingdom-defenders.setup.adventures':
		'Aventuras: baraja el mazo boca arriba y rellena los espacios: 5 cartas disponibles.',
	'kingdom-defenders.setup.adventuresTwo':
		'Aventuras: solo las cartas con 2 puntos; el mazo va en el tercer espacio: 3 cartas disponibles.',
	'kingdom-defenders.setup.rewards':
		'Recompensas: mezcla la reserva y desvela 2 en los espacios inferiores.',
	'kingdom-defenders.setup.hordeDeck':
		'Horda: conserva las cartas marcadas {marks}; baraja el mazo sin desvelar ninguna.',
	'kingdom-defenders.setup.specialHorde':
		'Aparta la Horda especial (reloj de arena, borde rojo) de {players} jugadores.',
	'kingdom-defenders.setup.wall':
		'Contador de avance sobre el mazo de Horda y loseta de Muralla por el lado A.',
	'kingdom-defenders.setup.extremeHorde':
		'Variante extrema: revela ya la primera Horda y coloca el contador según su velocidad.',
	'kingdom-defenders.setup.dice': 'Favor del Rey: los 4 dados en las torres.',
	'kingdom-defenders.setup.levelTiles':
		'Reserva: monedas, armas, hechizos, botines, losetas de Nivel y cubos grises (E13).',
	'kingdom-defenders.setup.discs':
		'Cada jugador pone 2 discos en la reserva (solo cuentan con «E8»).',
	'kingdom-defenders.setup.discsTwo': 'Cada jugador pone 1 disco en la reserva (en lugar de 2).',
	'kingdom-defenders.setup.twoPlayersP1':
		'Tapa el Personaje «P1» del tablero con una loseta boca abajo.',
	'kingdom-defenders.setup.twoPlayersSlots': 'Los huecos para 3 y 4 jugadores no se ocupan.',
	'kingdom-defenders.setup.fame': 'Fama inicial según el orden de turno: 20, 20, 21, 22.',
	'kingdom-defenders.setup.levels': 'Un disco en el primer hueco de Fuerza y otro en el de Magia.',
	'kingdom-defenders.setup.destiny':
		'Destino: 2 cartas a cada jugador, se queda 1 y coge sus recursos iniciales.',
	'kingdom-defenders.remind.hordeActivates':
		'Ronda 2: la Horda se activa. Revela la primera carta de Horda.',
	'kingdom-defenders.remind.specialHorde':
		'Ronda {round}: si hay que revelar una nueva Horda, entra la Horda especial «{round}».',
	'kingdom-defenders.remind.favour':
		'El jugador con menos Fama lanza {dice} dados y elige; empate: el peor en el orden de turno primero.',
	'kingdom-defenders.remind.oneSlotPerZone':
		'Un solo hueco por Zona (en la Zona B, uno por Edificio y por Aventura).',
	'kingdom-defenders.remind.wallRule':
		'Norma de la Muralla: tras ocupar un hueco del Reino no puedes volver a la Ciudad (la Zona D es neutral).',
	'kingdom-defenders.remind.slotRequirements':
		'Cumple el requisito de cada hueco; no se coloca sobre discos de otro jugador.',
	'kingdom-defenders.remind.zoneCClosed': 'La Zona C está cerrada esta ronda.',
	'kingdom-defenders.remind.twoPlayerSlots':
		'Partida de 2: los huecos para 3 y 4 jugadores no se usan.',
	'kingdom-defenders.remind.zoneA': 'Personajes 1, 2 y 3 en su orden; los pasivos no se activan.',
	'kingdom-defenders.remind.zoneB':
		'Por orden de turno; no activar una Aventura cuesta 2 Puntos de Fama.',
	'kingdom-defenders.remind.zoneC':
		'Huecos de arriba abajo (1, 1, 1-2, 1-3 recursos); máximo {limit} por campamento; +1 Fama por recurso, -2 si no aportas.',
	'kingdom-defenders.remind.zoneCSkipped': 'Sin Horda: la Zona C no se activa.',
	'kingdom-defenders.remind.hordeMove': 'Comprueba si los campamentos suman lo que pide la Horda.',
	'kingdom-defenders.remind.hordeSkipped': 'Sin Horda: no hay movimiento.',
	'kingdom-defenders.remind.zoneD':
		'Puerta 1 pasa a primera posición, puerta 2 a segunda; los demás se desplazan.',
	'kingdom-defenders.remind.revealBuilding': 'Desvela la siguiente loseta de Edificio.',
	'kingdom-defenders.remind.maintenance':
		'Recupera los discos de Personajes pasivos, repón Recompensas y desplaza las Aventuras.',
	'kingdom-defenders.error.options': 'Opción no válida: {field}',
	'kingdom-defenders.error.players': 'Kingdom Defenders es para 2 a 4 jugadores.',
	'kingdom-defenders.error.noSetup':
		'No hay losetas suficientes con esa dificultad: revisa las estrellas anotadas.',
	'kingdom-defenders.error.hordeNeeded': 'Introduce antes la nueva carta de Horda.',
	'kingdom-defenders.error.favourIncomplete': 'Falta elegir dado: {player}.',
	'kingdom-defenders.error.hordeNotResolved': 'Resuelve antes el movimiento de la Horda.',
	'kingdom-defenders.error.noHordeNeeded': 'Ahora no hay que revelar ninguna Horda.',
	'kingdom-defenders.error.hordeSpeed': 'La velocidad de la Horda es 1, 2 o 3.',
	'kingdom-defenders.error.hordeResources':
		'La Horda debe pedir armas o hechizos (números enteros).',
	'kingdom-defenders.error.favourDone': 'Todos han elegido ya su dado.',
	'kingdom-defenders.error.dieTaken': 'Ese dado ya se ha elegido.',
	'kingdom-defenders.error.wrongFace': 'Ese resultado no está en ese dado.',
	'kingdom-defenders.error.noHorde': 'No hay ninguna Horda en juego.',
	'kingdom-defenders.error.badSlot': 'La Zona C tiene los huecos 1 a 4.',
	'kingdom-defenders.error.slotOrder':
		'El hueco {slot} ya se activó o va antes que uno ya activado.',
	'kingdom-defenders.error.slotLimit':
		'El hueco {slot} permite aportar {max, plural, one {# recurso} other {hasta # recursos}}.',
	'kingdom-defenders.error.campFull':
		'Máximo {limit} recursos en tus campamentos (ya tienes {has}).',
	'kingdom-defenders.error.tooManyWeapons':
		'La Horda solo necesita {need, plural, =0 {ninguna arma más} one {# arma más} other {# armas más}}.',
	'kingdom-defenders.error.tooManySpells':
		'La Horda solo necesita {need, plural, =0 {ningún hechizo más} one {# hechizo más} other {# hechizos más}}.',
	'kingdom-defenders.error.notEnoughResources':
		'{player} no tiene esos recursos: tiene {weapons, plural, one {# arma} other {# armas}} y {spells, plural, one {# hechizo} other {# hechizos}}.',
	'kingdom-defenders.error.hordeAlreadyResolved': 'La Horda ya se movió esta ronda.',
	'kingdom-defenders.error.chooseReward': '{player} debe elegir moneda o botín.',
	'kingdom-defenders.error.chooseLevel': '{player} debe elegir Nivel de Fuerza o de Magia.',
	'kingdom-defenders.error.woundsFull': '{player} ya tiene 4 Heridas.',
	'kingdom-defenders.error.noLoot': '{player} no tiene botín que entregar.',
	'kingdom-defenders.error.choosePenalty': '{player} debe elegir 1 Herida o entregar 1 botín.',
	'kingdom-defenders.error.turnOrderDone': 'El orden de turno ya se actualizó esta ronda.',
	'kingdom-defenders.error.unknownPlayer': 'Jugador desconocido.',
	'kingdom-defenders.error.noGate': 'Indica quién ocupa la puerta 1 o la 2.',
	'kingdom-defenders.error.sameGate': 'Un jugador no puede ocupar las dos puertas.',
	'kingdom-defenders.error.badDelta': 'El cambio debe ser un número entero distinto de 0.',
	'kingdom-defenders.error.woundsRange': 'Las Heridas van de 0 a {max}.',
	'kingdom-defenders.error.negative':
		'El valor de «{field, select, fame {Fama} wounds {Heridas} strength {Nivel de Fuerza} magic {Nivel de Magia} relicWeapons {Armas Legendarias} weapons {Armas} spells {Hechizos} coins {Monedas} loot {Botines} adventures {Cartas de Aventura} rewards {Recompensas} gestas {Gestas} orbsSpent {Orbes mostrados en Gestas} rune1 {Runas forma 1} rune2 {Runas forma 2} rune3 {Runas forma 3} rune4 {Runas forma 4} rune5 {Runas forma 5} trophies {Trofeos} tomes {Tomos Arcanos} orbs {Orbes} strengthMultiplier {Multiplicador de Fuerza} magicMultiplier {Multiplicador de Magia} adventureCards {Cartas de Aventura} relics {Reliquias} other {{field}}}» no puede ser negativo.',
	'kingdom-defenders.error.adventureWounds':
		'No puede sufrir tantas Heridas: {max, plural, =0 {ninguna más} one {como mucho # más} other {como mucho # más}}. La Aventura falla (−2 Fama).',
	'kingdom-defenders.error.finalMissing': 'Faltan los datos finales de {player}.',
	'kingdom-defenders.error.badClaim': 'Logro no válido para {player}.',
	'kingdom-defenders.error.gameEnded': 'La partida ha terminado.',
	'kingdom-defenders.error.notStarted': 'La partida aún no ha empezado.',
	'kingdom-defenders.error.badDestiny': 'Carta de Destino no válida.',
	'kingdom-defenders.log.redrawSetup': 'Nuevo sorteo de la preparación.',
	'kingdom-defenders.log.gameEnds': 'Fin de la ronda {round}: termina la partida.',
	'kingdom-defenders.log.newRound': 'Comienza la ronda {round}.',
	'kingdom-defenders.log.phase':
		'Ronda {round}: {phase, select, newRound {Nueva ronda} favour {El favor del Rey} placement {Colocación de los discos} zoneA {Zona A: Personajes} zoneB {Zona B: Gestas, Edificios y Aventuras} zoneC {Zona C: Campamentos} hordeMove {Movimiento de la Horda} zoneD {Zona D: Orden de turno} maintenance {Mantenimiento} other {{phase}}}.',
	'kingdom-defenders.log.revealHorde':
		'Ronda {round}: Nueva Horda: {weapons, plural, one {# arma} other {# armas}} y {spells, plural, one {# hechizo} other {# hechizos}}, velocidad {speed}, asedio −{fame}.',
	'kingdom-defenders.log.favourPick':
		'{player} elige {die, select, strength {Dado de Fuerza} magic {Dado de Magia} wealth {Dado de Riqueza} healing {Dado de Sanación} other {{die}}}: {face, select, weapon1 {1 arma} weapon2 {2 armas} strengthLevel {un Nivel de Fuerza} spell1 {1 hechizo} spell2 {2 hechizos} magicLevel {un Nivel de Magia} loot {1 botín} coin {1 moneda} heal1 {sana 1 herida} heal2 {sana 2 heridas} nothing {nada} other {{face}}}.',
	'kingdom-defenders.log.startWithPick':
		'{gates, select, yes {Puerta 1: {gate1}, puerta 2: {gate2}. } other {}}Empieza la ronda {round}. {player} elige {die, select, strength {Dado de Fuerza} magic {Dado de Magia} wealth {Dado de Riqueza} healing {Dado de Sanación} other {{die}}}: {face, select, weapon1 {1 arma} weapon2 {2 armas} strengthLevel {un Nivel de Fuerza} spell1 {1 hechizo} spell2 {2 hechizos} magicLevel {un Nivel de Magia} loot {1 botín} coin {1 moneda} heal1 {sana 1 herida} heal2 {sana 2 heridas} nothing {nada} other {{face}}}.',
	'kingdom-defenders.log.favourRest':
		'El favor del Rey: {players} cogieron armas, hechizos, una moneda o nada (no se anotan).',
	'kingdom-defenders.error.alreadyPicked': 'La elección de ese jugador ya está anotada.',
	'kingdom-defenders.error.resourcesTracked':
		'Se anotan los recursos: se anota el dado de cada jugador.',
	'kingdom-defenders.ui.favourKept': '¿Quién cogió un Nivel, botín o una cura? Toca solo esos',
	'kingdom-defenders.ui.favourAsk': '¿Quién cogió un Nivel, botín o una cura?',
	'kingdom-defenders.ui.favourPrompt': 'Favor: ¿Nivel, botín o cura?',
	'kingdom-defenders.ui.favourRestDone': 'armas, hechizos, una moneda o nada',
	'kingdom-defenders.ui.favourNext': 'La ronda {round} empieza con una elección:',
	'kingdom-defenders.log.supplyCamp':
		'{player} (hueco {slot}) aporta {weapons, plural, one {# arma} other {# armas}} y {spells, plural, one {# hechizo} other {# hechizos}}: {fame} de Fama.',
	'kingdom-defenders.log.victory': 'Ronda {round}: ¡Victoria! La Horda es derrotada.',
	'kingdom-defenders.log.advance':
		'Ronda {round}: La Horda avanza: {counter, plural, one {queda # ronda} other {quedan # rondas}}.',
	'kingdom-defenders.log.siege': 'Ronda {round}: ¡Asedio! La Muralla pasa al lado B.',
	'kingdom-defenders.log.cityFalls': '¡La ciudad es arrasada! La partida termina.',
	'kingdom-defenders.log.zoneD': 'Orden de turno: puerta 1 {gate1}, puerta 2 {gate2}.',
	'kingdom-defenders.log.adjust':
		'{player}: {field, select, fame {Fama} wounds {Heridas} strength {Nivel de Fuerza} magic {Nivel de Magia} weapons {Armas} spells {Hechizos} coins {Monedas} loot {Botines} adventures {Cartas de Aventura} rewards {Recompensas} gestas {Gestas} orbsSpent {Orbes mostrados en Gestas} rune1 {Runas forma 1} rune2 {Runas forma 2} rune3 {Runas forma 3} rune4 {Runas forma 4} rune5 {Runas forma 5} trophies {Trofeos} tomes {Tomos Arcanos} orbs {Orbes} strengthMultiplier {Multiplicador de Fuerza} magicMultiplier {Multiplicador de Magia} adventureCards {Cartas de Aventura} other {{field}}} {delta}.',
	'kingdom-defenders.log.failAdventure':
		'{late, select, yes {Ronda {round}, anotado tarde: } other {}}{player} fracasa en una Aventura: −{fame, plural, one {# Punto de Fama} other {# Puntos de Fama}}.',
	'kingdom-defenders.log.completeAdventure':
		'{late, select, yes {Ronda {round}, anotado tarde: } other {}}{player} completa una Aventura: +{fame, plural, one {# Punto de Fama} other {# Puntos de Fama}}{wounds, plural, =0 {} one {, # Herida} other {, # Heridas}}{strength, plural, =0 {} one {, # Nivel de Fuerza} other {, # Niveles de Fuerza}}{magic, plural, =0 {} one {, # Nivel de Magia} other {, # Niveles de Magia}}{coins, plural, =0 {} one {, # moneda} other {, # monedas}}{loot, plural, =0 {} one {, # botín} other {, # botines}}{relicWeapons, plural, =0 {} one {, # Arma Legendaria} other {, # Armas Legendarias}}{tomes, plural, =0 {} one {, # Tomo Arcano} other {, # Tomos Arcanos}}{trophies, plural, =0 {} one {, # Trofeo} other {, # Trofeos}}{orbs, plural, =0 {} one {, # Orbe} other {, # Orbes}}{rune1, plural, =0 {} one {, # Runa forma 1} other {, # Runas forma 1}}{rune2, plural, =0 {} one {, # Runa forma 2} other {, # Runas forma 2}}{rune3, plural, =0 {} one {, # Runa forma 3} other {, # Runas forma 3}}{rune4, plural, =0 {} one {, # Runa forma 4} other {, # Runas forma 4}}{rune5, plural, =0 {} one {, # Runa forma 5} other {, # Runas forma 5}}{cost, select, yes {; coste:} other {}}{weapons, plural, =0 {} one { # arma} other { # armas}}{spells, plural, =0 {} one { # hechizo} other { # hechizos}}.',
	'kingdom-defenders.log.finalScore': 'Puntuación final.',
	'kingdom-defenders.log.finalCorrected': finalLogLine({
		head: 'Puntuación final corregida: ',
		fields:
			'destiny {Destino} loot {Botines} weapons {Armas Legendarias} tomes {Tomos Arcanos} trophies {Trofeos} orbs {Orbes} rune1 {Runas forma 1} rune2 {Runas forma 2} rune3 {Runas forma 3} rune4 {Runas forma 4} rune5 {Runas forma 5} strengthMultiplier {Multiplicador de Fuerza} magicMultiplier {Multiplicador de Magia} fromRewards {Losetas de Recompensa abiertas} claim_coleccionista {Logro Coleccionista} claim_inmaculado {Logro Inmaculado} claim_fanatico {Logro Fanático} claim_maestro {Logro Maestro} claim_defensor {Logro Defensor} claim_cazador {Logro Cazador} claim_aventurero {Logro Aventurero} claim_popular {Logro Popular} claim_afortunado {Logro Afortunado} claim_supremo {Logro Supremo} claim_legendario {Logro Legendario} claim_fracasado {Logro Fracasado}',
		values:
			'none {ninguno} weapon {1 por Arma} tome {1 por Tomo} rune {1 por Runa} trophy {1 por Trofeo} distinctRunes {runas distintas} on {sí} off {no}',
		more: ' y # más',
		same: 'sin cambios'
	}),
	'kingdom-defenders.log.setDestiny': '{player}: carta de Destino.',
	'kingdom-defenders.log.claim':
		'{player} consigue el logro {achievement, select, coleccionista {Coleccionista} inmaculado {Inmaculado} fanatico {Fanático} maestro {Maestro} defensor {Defensor} cazador {Cazador} aventurero {Aventurero} popular {Popular} afortunado {Afortunado} supremo {Supremo} legendario {Legendario} fracasado {Fracasado} other {{achievement}}}.',
	'kingdom-defenders.log.unclaim':
		'{player} pierde el logro {achievement, select, coleccionista {Coleccionista} inmaculado {Inmaculado} fanatico {Fanático} maestro {Maestro} defensor {Defensor} cazador {Cazador} aventurero {Aventurero} popular {Popular} afortunado {Afortunado} supremo {Supremo} legendario {Legendario} fracasado {Fracasado} other {{achievement}}}.',
	'kingdom-defenders.ui.turnOrder': 'Orden de turno',
	'kingdom-defenders.ui.newTurnOrder': 'Nuevo orden de turno',
	'kingdom-defenders.ui.position': '{n}.º',
	'kingdom-defenders.ui.setupErrorHelp':
		'Cambia la dificultad, el total de estrellas o las estrellas anotadas en Opciones.',
	'kingdom-defenders.ui.siegeFame': 'Fama perdida en el asedio',
	'kingdom-defenders.ui.counter': 'Contador de avance',
	'kingdom-defenders.ui.counterValue':
		'{n, plural, =0 {en la Muralla} one {a # casilla de la Muralla} other {a # casillas de la Muralla}}',
	'kingdom-defenders.ui.noHorde': 'No hay ninguna Horda en juego.',
	'kingdom-defenders.ui.favourWhy':
		'Elige primero quien tiene menos Fama; si empatan, el peor situado en el orden de turno.',
	'kingdom-defenders.ui.fameAndTurn': 'Fama {fame} · turno {pos}',
	'kingdom-defenders.ui.picksNow': 'elige ahora',
	'kingdom-defenders.ui.leavesOut':
		'{player} excluye {n, plural, one {un dado} other {# dados}} y lanza los demás; luego cada jugador toma uno de los dados lanzados.',
	'kingdom-defenders.ui.quietRound':
		'Nada más en esta ronda (ningún campamento abastecido, nadie en las puertas) → ronda {round}',
	'kingdom-defenders.ui.whoPicks': 'Elige {player}: toca el dado y su resultado',
	'kingdom-defenders.ui.takeFace': '{player} coge el {die}: {face}',
	'kingdom-defenders.ui.favourDone': 'Todos han elegido.',
	'kingdom-defenders.ui.allSlotsUsed': 'Los 4 huecos están activados.',
	'kingdom-defenders.ui.slotN': '{n} (máx. {max})',
	'kingdom-defenders.ui.reward.coin': 'Moneda',
	'kingdom-defenders.ui.reward.loot': 'Botín',
	'kingdom-defenders.ui.gate': 'Puerta {n}',
	'kingdom-defenders.ui.turnOrderUpdated': 'Orden de turno actualizado.',
	'kingdom-defenders.ui.sameGates': 'Como la ronda pasada: puerta 1 {gate1}, puerta 2 {gate2}',
	'kingdom-defenders.ui.noGateHelp':
		'Si nadie ocupa las puertas, el orden no cambia: pasa a la siguiente fase.',
	'kingdom-defenders.ui.turnPosition': 'Posición en el orden de turno',
	'kingdom-defenders.ui.fameOf': 'Fama de {player}: {n}',
	'kingdom-defenders.ui.failAdventure': 'Fallida −{n}',
	'kingdom-defenders.ui.failAdventureOf': '{player}: aventura fallida, −{n} de Fama',
	'kingdom-defenders.ui.completeAdventure': 'Aventura…',
	'kingdom-defenders.ui.adv.fame': 'Fama ganada',
	'kingdom-defenders.ui.adv.wounds': 'Heridas sufridas',
	'kingdom-defenders.ui.adv.weapons': 'Armas pagadas',
	'kingdom-defenders.ui.adv.spells': 'Hechizos pagados',
	'kingdom-defenders.ui.adv.coins': 'Monedas ganadas',
	'kingdom-defenders.ui.adv.loot': 'Botines ganados',
	'kingdom-defenders.ui.adv.strength': 'Niveles de Fuerza',
	'kingdom-defenders.ui.adv.magic': 'Niveles de Magia',
	'kingdom-defenders.ui.corrections': 'Correcciones',
	'kingdom-defenders.ui.todo': 'Qué hace ahora la mesa',
	'kingdom-defenders.ui.startGame': 'Empezar la partida',
	'kingdom-defenders.ui.endGame': 'Terminar la partida',
	'kingdom-defenders.ui.startRound': 'Empezar la ronda {round}',
	'kingdom-defenders.ui.nextStep':
		'Siguiente: {phase, select, newRound {Nueva ronda} favour {El favor del Rey} placement {Colocación de los discos} zoneA {Zona A: Personajes} zoneB {Zona B: Gestas, Edificios y Aventuras} zoneC {Zona C: Campamentos} hordeMove {Movimiento de la Horda} zoneD {Zona D: Orden de turno} maintenance {Mantenimiento} other {{phase}}}',
	'kingdom-defenders.ui.redraw': 'Sortear de nuevo',
	'kingdom-defenders.ui.revealNext': 'Desvela el Edificio {n}: {tile}',
	'kingdom-defenders.ui.endedCity': 'La ciudad ha sido arrasada: la partida termina ya.',
	'kingdom-defenders.ui.endedRounds': 'Terminó la ronda {round}: recuento final.',
	'kingdom-defenders.error.targetImpossible':
		'Ninguna combinación de {characters} Personajes y {buildings} Edificios con estrellas anotadas suma {target}: anota las estrellas de tus losetas o elige otro total.',
	'kingdom-defenders.error.tooFewCharacters':
		'Solo {allowed} Personajes caben en esta partida ({needed} necesarios): revisa la dificultad o las estrellas anotadas.',
	'kingdom-defenders.error.tooFewBuildings':
		'Solo {allowed} Edificios caben en esta partida ({needed} necesarios): revisa la dificultad o las estrellas anotadas.',
	'kingdom-defenders.error.noAttackReplacement':
		'No quedan losetas sin icono de ataque para sustituir una tercera loseta de ataque.',
	'kingdom-defenders.error.tooMany':
		'{field, select, fame {La Fama} relics {Una reliquia} other {Ese valor}} no puede pasar de {max}.',
	'kingdom-defenders.error.pastTop':
		'El disco de {track, select, strength {Fuerza} other {Magia}} no pasa de la última casilla ({top}).',
	'kingdom-defenders.error.noExclude': 'Ahora no hay dados que excluir.',
	'kingdom-defenders.error.excludeCount':
		'Hay que excluir {n, plural, one {# dado} other {# dados}} distintos.',
	'kingdom-defenders.error.dieNotRolled': 'Ese dado se excluyó de la tirada.',
	'kingdom-defenders.error.oneSlotPerZone':
		'{player} ya ocupa un hueco de la Zona C: cada jugador solo puede ocupar un hueco en cada zona.',
	'kingdom-defenders.error.adventureOutsideZoneB':
		'Las Aventuras y las Gestas se resuelven en la Zona B.',
	'kingdom-defenders.log.favourExclude': 'Ronda {round}: se excluyen de la tirada {dice}.',
	'kingdom-defenders.log.scorerSet':
		'{player}: {field, select, fame {Fama} wounds {Heridas} strength {Nivel de Fuerza} magic {Nivel de Magia} weapons {Armas} spells {Hechizos} coins {Monedas} loot {Botines} adventures {Cartas de Aventura} rewards {Recompensas} gestas {Gestas} orbsSpent {Orbes mostrados en Gestas} rune1 {Runas forma 1} rune2 {Runas forma 2} rune3 {Runas forma 3} rune4 {Runas forma 4} rune5 {Runas forma 5} trophies {Trofeos} tomes {Tomos Arcanos} orbs {Orbes} strengthMultiplier {Multiplicador de Fuerza} magicMultiplier {Multiplicador de Magia} adventureCards {Cartas de Aventura} other {{field}}} = {value}.',
	'kingdom-defenders.log.scorerFinish': 'Recuento final.',
	'kingdom-defenders.log.scorerReopen': 'Recuento reabierto.',
	'kingdom-defenders.remind.lastRound':
		'Última ronda: la partida termina al acabar el Movimiento de la Horda.',
	'kingdom-defenders.remind.lastRoundFamily':
		'Última ronda de la variante familiar: la partida termina al acabar el Mantenimiento.',
	'kingdom-defenders.remind.endsAfterHorde': 'Tras este Movimiento de la Horda la partida termina.',
	'kingdom-defenders.remind.zoneCTilesIdle':
		'En esta ronda {count, plural, one {{tiles} no activa su acción: afecta} other {{tiles} no activan sus acciones: afectan}} a la Zona C, cerrada.',
	'kingdom-defenders.remind.maintenanceAdventures':
		'Retira las Aventuras de los espacios «X», desplaza las demás siguiendo las flechas, revela nuevas y avanza el contador de ronda.',
	'kingdom-defenders.error.slotRestricted':
		'El hueco {slot} de la Zona C está marcado para {n} o más jugadores: no se puede ocupar en esta partida.',
	'kingdom-defenders.error.gateRestricted':
		'La puerta {gate} está marcada para {n} o más jugadores: no se puede ocupar en esta partida.',
	'kingdom-defenders.error.siegeFameNeeded': 'Anota la Fama que quita el asedio de la carta.',
	'kingdom-defenders.error.badStep': 'No se puede llegar a ese paso desde aquí.',
	'kingdom-defenders.log.goTo':
		'{gates, select, yes {Puerta 1: {gate1}, puerta 2: {gate2}. } other {}}{step, select, end {La partida termina.} round {Empieza la ronda {round}.} other {Ronda {round}: {phase, select, newRound {Nueva ronda} favour {El favor del Rey} placement {Colocación de los discos} zoneA {Zona A: Personajes} zoneB {Zona B: Gestas, Edificios y Aventuras} zoneC {Zona C: Campamentos} hordeMove {Movimiento de la Horda} zoneD {Zona D: Orden de turno} maintenance {Mantenimiento} other {{phase}}}.}}',
	'kingdom-defenders.log.revealHordeNoSiege':
		'Ronda {round}: Nueva Horda: {weapons, plural, one {# arma} other {# armas}} y {spells, plural, one {# hechizo} other {# hechizos}}, velocidad {speed}.',
	'kingdom-defenders.ui.trackLabel':
		'{at, select, none {Ninguna Horda en el camino} wall {La Horda está en la Muralla} other {Contador de Horda en el espacio {n}}}, Muralla por la cara {wall}',
	'kingdom-defenders.ui.supplyChoice':
		'{player}, hueco {slot}: {weapons, plural, one {# arma} other {# armas}} y {spells, plural, one {# hechizo} other {# hechizos}} ({fame} de Fama)',
	'kingdom-defenders.ui.slotsTitle': 'Huecos de la Zona C, de arriba abajo',
	'kingdom-defenders.ui.slotClosed': 'no se usa',
	'kingdom-defenders.ui.slotPassed': 'pasado',
	'kingdom-defenders.ui.whoSupplies': 'Hueco {slot}: de quién es el disco y qué aporta',
	'kingdom-defenders.ui.supplyHelp':
		'Gris: armas; morado: hechizos; ∅ no aporta nada. Tras cada toque se elige el hueco siguiente.',
	'kingdom-defenders.ui.onGate': '{player} en la puerta {n}',
	'kingdom-defenders.ui.moveHorde':
		'Mover la Horda → {phase, select, zoneD {Zona D} other {{phase, select, newRound {Nueva ronda} favour {El favor del Rey} placement {Colocación de los discos} zoneA {Zona A: Personajes} zoneB {Zona B: Gestas, Edificios y Aventuras} zoneC {Zona C: Campamentos} hordeMove {Movimiento de la Horda} zoneD {Zona D: Orden de turno} maintenance {Mantenimiento} other {{phase}}}}}',
	'kingdom-defenders.remind.slotsMarked':
		'No se usan en esta partida: {c, select, none {} other {huecos {c} de la Zona C}}{d, select, none {} other { puertas {d}}}.',
	'kingdom-defenders.error.gestaFace': 'Toca la cara que ha salido en el dado.',
	'kingdom-defenders.error.gestaNoDie': 'La Recompensa al azar da 1 moneda, no un dado.',
	'kingdom-defenders.error.orbsSpent': '{player} mostró {n} Orbes en Gestas: al menos {n}.',
	'kingdom-defenders.error.orbsNotHeld':
		'{player} {n, plural, =0 {no tiene ningún Orbe que mostrar} one {solo puede mostrar # Orbe} other {solo puede mostrar # Orbes}}: un Orbe mostrado es uno que dio una Aventura o una loseta de Recompensa{spent, plural, =0 {} other {, menos los # ya mostrados}}.',
	'kingdom-defenders.error.rewardsOver':
		'{player} ganó {n, plural, =0 {ninguna loseta} one {# loseta} other {# losetas}} de Recompensa: una reliquia por loseta.',
	'kingdom-defenders.log.completeGesta':
		'{late, select, yes {Ronda {round}, anotado tarde: } other {}}{player} completa una Gesta{orbs, plural, =0 {} one { con # Orbe} other { con # Orbes}}: {bonus, select, random {Recompensa al azar y 1 moneda} other {Recompensa boca arriba y dado {bonus, select, redDie {rojo} other {amarillo}}, {face, select, weapon1 {1 arma} weapon2 {2 armas} strengthLevel {un Nivel de Fuerza} spell1 {1 hechizo} spell2 {2 hechizos} magicLevel {un Nivel de Magia} loot {1 botín} coin {1 moneda} heal1 {sana 1 herida} heal2 {sana 2 heridas} nothing {nada} other {{face}}}}}.',
	'kingdom-defenders.ui.sheetAdventure':
		'Aventura completada{late, select, yes { (anotada tarde)} other {}}',
	'kingdom-defenders.ui.sheetGesta':
		'Gesta completada{late, select, yes { (anotada tarde)} other {}}',
	'kingdom-defenders.ui.closeForm': 'Cerrar el formulario de {player} (lo anotado se guarda)',
	'kingdom-defenders.ui.completeGesta': 'Gesta…',
	'kingdom-defenders.ui.noRelics': 'ninguna reliquia',
	'kingdom-defenders.error.maestroTracked':
		'Maestro se lee en los Indicadores de Nivel anotados: {player} no lo reclama a mano.',
	'kingdom-defenders.ui.fameStep': '{player}: {delta} de Fama',
	'kingdom-defenders.error.lateBeforeZoneB':
		'Una entrada tardía se anota después de la Zona B de su ronda; ahora es antes.',
	'kingdom-defenders.error.resourcesNotTracked':
		'Esta partida no lleva los recursos de cada jugador (actívalo en las opciones).',
	'kingdom-defenders.error.unknownBuilding': '{building} no es un Edificio.',
	'kingdom-defenders.error.buildingFaceDown':
		'{building} sigue boca abajo: aún no se puede activar.',
	'kingdom-defenders.error.incomeEmpty':
		'Anota lo que da el Edificio (al menos un recurso o Fama).',
	'kingdom-defenders.log.startingResources':
		'{player} coge los recursos de su carta de Destino: {weapons, plural, one {# arma} other {# armas}}, {spells, plural, one {# hechizo} other {# hechizos}}, {coins, plural, one {# moneda} other {# monedas}}, {loot, plural, one {# botín} other {# botines}}.',
	'kingdom-defenders.log.income':
		'{late, select, yes {Ronda {round}, anotado tarde: } other {}}{player} activa {building}:{weapons, plural, =0 {} one { +# arma} other { +# armas}}{spells, plural, =0 {} one { +# hechizo} other { +# hechizos}}{coins, plural, =0 {} one { +# moneda} other { +# monedas}}{loot, plural, =0 {} one { +# botín} other { +# botines}}{fame, plural, =0 {} other { +# Fama}}.',
	'kingdom-defenders.ui.lateNote':
		'La Zona B ya pasó: lo que se anote aquí queda en el registro como anotado tarde en la ronda {round}.',
	'kingdom-defenders.ui.lateShort': 'Tarde / corregir…',
	'kingdom-defenders.ui.lateEntries': 'Anotar tarde o corregir (Aventuras, Gestas, Reliquias)',
	'kingdom-defenders.ui.failAdventureLate': 'Fallida −{n} (tarde)',
	'kingdom-defenders.ui.completeAdventureLate': 'Aventura (tarde)…',
	'kingdom-defenders.ui.completeGestaLate': 'Gesta (tarde)…',
	'kingdom-defenders.ui.remindersFold': 'Recordatorios de este paso ({n})',
	'kingdom-defenders.ui.income': 'Ingresos de Edificios',
	'kingdom-defenders.ui.incomeTap': '{player}: {building} +{what}',
	'kingdom-defenders.ui.incomeWhat':
		'{weapons, plural, =0 {} one {# arma } other {# armas }}{spells, plural, =0 {} one {# hechizo } other {# hechizos }}{coins, plural, =0 {} one {# moneda } other {# monedas }}{loot, plural, =0 {} one {# botín } other {# botines }}{fame, plural, =0 {} other {# Fama}}',
	'kingdom-defenders.ui.building': 'Edificio',
	'kingdom-defenders.ui.lastRound': 'Como la ronda anterior',
	'kingdom-defenders.ui.lineBoard':
		'{wounds, plural, =0 {sin Heridas} one {# Herida} other {# Heridas}} · campamento {weapons}⚔ {spells}✦ · Fuerza {strength}, Magia {magic}',
	'kingdom-defenders.ui.levelsShort': 'F{s} M{m}',
	'kingdom-defenders.ui.fameStrip': 'Fama de cada jugador',
	'kingdom-defenders.ui.woundsShort': '{n, plural, one {# Herida} other {# Heridas}}',
	'kingdom-defenders.ui.campShort': 'campamento {weapons}⚔ {spells}✦',
	'kingdom-defenders.ui.has':
		'tiene {weapons}⚔ {spells}✦ {coins, plural, one {# moneda} other {# monedas}} {loot, plural, one {# botín} other {# botines}}',
	'kingdom-defenders.ui.incomeSetTitle': 'Ingresos impresos de los Edificios…',
	'kingdom-defenders.ui.quietPasses': 'Lo que pasa la ronda tranquila',
	'kingdom-defenders.ui.hordeLine':
		'Horda: faltan {weapons}⚔ {spells}✦ · {where}{wall, select, B { · Muralla B} other {}}',
	'kingdom-defenders.ui.quietShort': 'Nada más → ronda {round}',
	'kingdom-defenders.ui.forecast.falls':
		'Previsión: los campamentos cubren la carta: la Horda cae.',
	'kingdom-defenders.ui.forecast.canFall':
		'Previsión: faltan {weapons}⚔ {spells}✦; los huecos libres aportan hasta {most}: puede caer.',
	'kingdom-defenders.ui.forecast.cannotFall':
		'Previsión: faltan {total}; los huecos libres aportan {most} como mucho: {otherwise, select, siege {llega a la Muralla.} other {avanza.}}',
	'kingdom-defenders.ui.forecast.decides':
		'Lo decide el hueco {slot}{player, select, none {} other { ({player} la ronda pasada)}}.',
	'kingdom-defenders.ui.unlocked': '🏅 {player}: ¡logro {achievement}!',
	'kingdom-defenders.ui.tracks.standing':
		'{track, select, strength {Fuerza} other {Magia}} {level}{top, select, none {} other {/{top}}}{mult, select, none {} other { · ×{mult}}}{tile, select, 0 {} other { · loseta +{tile}}}',
	'kingdom-defenders.ui.relicsTitle': 'Reliquias (tras la pantalla)'
};
export default catalogue;
