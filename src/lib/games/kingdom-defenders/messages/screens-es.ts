/**
 * The texts of the screens and forms a live round does not open at first paint: setup, options,
 * the Board, the final form and results, the horde card and movement, feats, income,
 * corrections (loaded with the late catalogue: ui/late.ts).
 */
import type { Catalogue } from '../../core/types';

export const screensEs: Catalogue = {
	'kingdom-defenders.difficulty.standard': 'Partida estándar (★)',
	'kingdom-defenders.difficulty.advanced': 'Partida avanzada (★★)',
	'kingdom-defenders.difficulty.expert': 'Partida experta (★★★)',
	'kingdom-defenders.variant.none': 'Reglas normales',
	'kingdom-defenders.variant.family': 'Variante familiar',
	'kingdom-defenders.variant.extreme': 'Variante extrema',
	'kingdom-defenders.option.targetStars': 'Total de dificultad (8 a 20)',
	'kingdom-defenders.option.stars': 'Dificultad impresa en tus losetas',
	'kingdom-defenders.option.starsUnknown': 'Sin anotar',
	'kingdom-defenders.option.trackResources': 'Llevar los recursos de cada jugador',
	'kingdom-defenders.tile.attack': 'Loseta de ataque',
	'kingdom-defenders.tile.zoneC': 'Afecta a la Zona C',
	'kingdom-defenders.tile.passive': 'Acción pasiva',
	'kingdom-defenders.destiny.relic':
		'Destino: 1 punto por {relic, select, weapon {Arma Legendaria} tome {Tomo Arcano} rune {Runa} trophy {Trofeo} other {{relic}}}',
	'kingdom-defenders.destiny.distinctRunes': 'Destino: Runas distintas (1/2/4/6/8)',
	'kingdom-defenders.destiny.points': 'Destino: puntos calculados por la mesa',
	'kingdom-defenders.setup.fameFor':
		'Fama inicial según el orden de turno ({n} jugadores): {fame}.',
	'kingdom-defenders.setup.p11': '«P11» va en el espacio con su icono.',
	'kingdom-defenders.setup.faceDown':
		'Edificios boca abajo; desvela solo el primero (el de la izquierda).',
	'kingdom-defenders.setup.unknownStars': 'Dificultad sin anotar: {tiles}',
	'kingdom-defenders.ui.starsCount': '{n, plural, one {# estrella} other {# estrellas}}',
	'kingdom-defenders.ui.setupTitle': 'Preparación sorteada',
	'kingdom-defenders.ui.characters': 'Personajes ({n})',
	'kingdom-defenders.ui.buildings': 'Edificios (en este orden)',
	'kingdom-defenders.ui.faceUp': 'boca arriba',
	'kingdom-defenders.ui.faceDown': 'boca abajo',
	'kingdom-defenders.ui.totalStars': 'Dificultad total: {n} ★',
	'kingdom-defenders.ui.totalUnknown': 'Dificultad total desconocida.',
	'kingdom-defenders.ui.seat': 'Jugador {n}',
	'kingdom-defenders.ui.startFame': 'Fama inicial {n}',
	'kingdom-defenders.ui.checklist': 'Pasos de la preparación',
	'kingdom-defenders.ui.difficulty': 'Dificultad',
	'kingdom-defenders.ui.useTarget': 'Elegir un total exacto de estrellas',
	'kingdom-defenders.ui.targetHelp':
		'Solo se usan losetas con estrellas anotadas; la suma de los {characters} Personajes y {buildings} Edificios será ese total.',
	'kingdom-defenders.ui.variant': 'Variante',
	'kingdom-defenders.ui.variantHelp.none': '6 rondas; la Horda llega en la ronda 2.',
	'kingdom-defenders.ui.variantHelp.family': 'Sin Horda, 5 rondas, sin P4, E14 ni E16.',
	'kingdom-defenders.ui.variantHelp.extreme': 'La Horda desde la ronda 1.',
	'kingdom-defenders.ui.recorded': '{n} de {total} anotadas',
	'kingdom-defenders.ui.starsHelp':
		'Anota una vez las estrellas impresas en tus losetas; este móvil las recuerda. Las losetas sin anotar pueden salir en cualquier dificultad.',
	'kingdom-defenders.ui.charactersTitle': 'Personajes',
	'kingdom-defenders.ui.buildingsTitle': 'Edificios',
	'kingdom-defenders.ui.attackShort': 'ataque',
	'kingdom-defenders.ui.starsOf': 'Estrellas de {tile}',
	'kingdom-defenders.ui.hordeTitle': 'La Horda',
	'kingdom-defenders.ui.requires': 'Pide',
	'kingdom-defenders.ui.weaponsSpells':
		'{weapons, plural, one {# arma} other {# armas}}, {spells, plural, one {# hechizo} other {# hechizos}}',
	'kingdom-defenders.ui.specialShort': 'especial «{round}»',
	'kingdom-defenders.ui.stillNeeded': 'Aún falta',
	'kingdom-defenders.ui.nothingMissing': 'nada: ¡Victoria!',
	'kingdom-defenders.ui.campsCaption':
		'Recursos en los Campamentos de cada jugador (máximo {limit})',
	'kingdom-defenders.ui.camps': 'Jugador',
	'kingdom-defenders.ui.hordeWaiting': 'Falta introducir la carta de Horda.',
	'kingdom-defenders.ui.enterFinal': 'Datos finales de cada jugador',
	'kingdom-defenders.ui.correctFinal': 'Corregir los datos finales',
	'kingdom-defenders.ui.finalHelp':
		'La Fama, las Heridas, los Botines y las Reliquias de las Aventuras vienen de la partida. Añade lo que esconden las losetas de Recompensa, cada carta de Destino y el multiplicador que los Indicadores de Nivel no den.',
	'kingdom-defenders.ui.fromGame':
		'{player}: Fama {fame}, Heridas {wounds}, cartas de Aventura {cards}.',
	'kingdom-defenders.ui.computeFinal': 'Calcular la Fama final',
	'kingdom-defenders.ui.charactersLine': 'Personajes: {tiles}',
	'kingdom-defenders.ui.buildingsLine': 'Edificios boca arriba: {up} ({down} boca abajo)',
	'kingdom-defenders.ui.runesHelp':
		'Una cifra por cada forma de Runa; los sets de formas distintas se forman solos para puntuar lo máximo.',
	'kingdom-defenders.ui.orbsHelp':
		'Cada Orbe cuenta como la Reliquia que más Fama da: la app lo elige y lo muestra.',
	'kingdom-defenders.ui.multiplierHelp':
		'El multiplicador impreso en la casilla alcanzada de cada indicador de Nivel.',
	'kingdom-defenders.ui.destinyOf': 'Carta de Destino de {player}',
	'kingdom-defenders.ui.noDestiny': 'Sin carta de Destino',
	'kingdom-defenders.ui.destinyPoints': 'Puntos del Destino ({player})',
	'kingdom-defenders.ui.scorerHelp':
		'Anota el estado final de cada jugador y pulsa «Calcular»: verás el desglose y el ganador.',
	'kingdom-defenders.ui.finish': 'Calcular el resultado',
	'kingdom-defenders.ui.reopen': 'Corregir los datos',
	'kingdom-defenders.ui.finalTitle': 'Fama final',
	'kingdom-defenders.ui.winner': 'Vencedor',
	'kingdom-defenders.ui.fameTotal': '{n} de Fama',
	'kingdom-defenders.ui.tieOn': '{names} empatan a {n}:',
	'kingdom-defenders.ui.tieValues':
		'{player} {cards, plural, one {# carta de Aventura} other {# cartas de Aventura}} y {loot, plural, one {# botín} other {# botines}}',
	'kingdom-defenders.ui.tieShared': 'Siguen empatados: comparten la posición.',
	'kingdom-defenders.ui.tieBroken':
		'Desempata quien tiene más cartas de Aventura y después más botines.',
	'kingdom-defenders.ui.breakdownCaption': 'Desglose de la Fama final',
	'kingdom-defenders.ui.howComputed': 'Cómo se calcula la Fama de {player}',
	'kingdom-defenders.ui.why.fame': 'Fama en el indicador: {n}',
	'kingdom-defenders.ui.why.loot': '{n, plural, one {# botín} other {# botines}} × 1 = {n}',
	'kingdom-defenders.ui.why.runes':
		'Runas: sets de {sets} formas distintas = {fame}{same, select, yes {} other { = {n}}}',
	'kingdom-defenders.ui.why.noRunes': 'Sin Runas: 0',
	'kingdom-defenders.ui.why.trophies':
		'{n, plural, one {# Trofeo} other {# Trofeos}} = {fame} (0/1/3/6/10/15, +1 más allá de 6)',
	'kingdom-defenders.ui.why.weapons':
		'{n, plural, one {# Arma Legendaria} other {# Armas Legendarias}} × {m} = {fame}',
	'kingdom-defenders.ui.why.tomes':
		'{n, plural, one {# Tomo Arcano} other {# Tomos Arcanos}} × {m} = {fame}',
	'kingdom-defenders.ui.why.wounds':
		'{n, plural, =0 {Sin Heridas: 0} other {{n} Heridas × −1 = −{n}}}',
	'kingdom-defenders.ui.why.noDestiny': 'Sin carta de Destino: 0',
	'kingdom-defenders.ui.why.orbs':
		'{n, plural, one {# Orbe, elegido para sumar lo máximo:} other {# Orbes, elegidos para sumar lo máximo:}}',
	'kingdom-defenders.ui.why.tiebreak':
		'Para desempatar: {cards, plural, one {# carta de Aventura} other {# cartas de Aventura}}, {loot, plural, one {# botín} other {# botines}}.',
	'kingdom-defenders.ui.achievements': 'Logros',
	'kingdom-defenders.ui.noAchievements': 'Ningún logro.',
	'kingdom-defenders.ui.atSiege': 'se pide en el asedio',
	'kingdom-defenders.ui.slotMarks': 'Huecos que tu tablero marca para 3–4 o 4 jugadores',
	'kingdom-defenders.ui.slotMarksHelp':
		'El reglamento no los enumera: márcalos una vez mirando tu tablero; este teléfono los recuerda.',
	'kingdom-defenders.ui.slotMark':
		'{slot, select, C1 {Zona C, hueco 1} C2 {Zona C, hueco 2} C3 {Zona C, hueco 3} C4 {Zona C, hueco 4} D1 {Puerta 1} D2 {Puerta 2} other {{slot}}}',
	'kingdom-defenders.ui.markFor':
		'{n, select, 0 {Todas las partidas} 3 {3–4 jugadores} 4 {4 jugadores} other {{n}}}',
	'kingdom-defenders.ui.tracks.title': 'Indicadores de Nivel del tablero',
	'kingdom-defenders.ui.tracks.recorded': '{n} de {total} anotados',
	'kingdom-defenders.ui.tracks.help':
		'Lo que da cada casilla después de la salida, según vuestro tablero: la app da los beneficios, los multiplicadores finales y Maestro.',
	'kingdom-defenders.ui.tracks.spaces':
		'{track, select, strength {Casillas del indicador de Fuerza} other {Casillas del indicador de Magia}}',
	'kingdom-defenders.ui.tracks.space': 'Casilla {n}',
	'kingdom-defenders.ui.tracks.benefit':
		'{benefit, select, none {Nada} resource {{track, select, strength {Recurso de Arma} other {Recurso de Hechizo}}} tile {Loseta de Nivel +1} potion {Poción} flip {Voltear la loseta a +2} other {{benefit}}}',
	'kingdom-defenders.ui.tracks.multiplier':
		'{track, select, strength {Multiplicador de Fuerza} other {Multiplicador de Magia}}: ×{mult} (nivel {level} del tablero)',
	'kingdom-defenders.ui.final.allNumbers': '{player}: números y logros',
	'kingdom-defenders.ui.final.short':
		'✎ abre los números de cada jugador (para corregirlos) y sus logros.',
	'kingdom-defenders.ui.final.howTo': 'Qué cuenta el formulario',
	'kingdom-defenders.ui.final.addRelic':
		'+ reliquia de Recompensa ({left, plural, one {queda #} other {quedan #}} de {rewards})',
	'kingdom-defenders.ui.final.opened': 'Losetas de Recompensa abiertas: {relics}.',
	'kingdom-defenders.ui.final.unopen': 'Quitar la última reliquia de Recompensa de {player}',
	'kingdom-defenders.ui.final.addRelicOf': 'Una reliquia de las losetas de Recompensa de {player}',
	'kingdom-defenders.ui.final.multShort':
		'{field, select, strengthMultiplier {Fuerza ×} other {Magia ×}}',
	'kingdom-defenders.ui.final.tracked': 'Contado durante la partida: {relics}.',
	'kingdom-defenders.ui.final.rewards':
		'{rewards, plural, =0 {Sin losetas de Recompensa.} one {Más lo que esconde # loseta de Recompensa.} other {Más lo que esconden # losetas de Recompensa.}}',

	'kingdom-defenders.ui.startingTitle': 'Recursos iniciales de Destino',
	'kingdom-defenders.ui.startingHelp':
		'Cada jugador coge en secreto los recursos de su carta de Destino: anótalos aquí.',
	'kingdom-defenders.ui.startingOf': 'Recursos iniciales de {player}',
	'kingdom-defenders.ui.boardPlayers': 'Jugadores: Fama, Heridas y campamento',
	'kingdom-defenders.ui.colShort':
		'{col, select, wounds {Her.} camp {Camp.} strength {Fue.} magic {Mag.} other {{col}}}',
	'kingdom-defenders.ui.boardTrackNote': 'Fama del indicador; la lista de arriba da la Fama final.',
	'kingdom-defenders.ui.newHordeCard': 'Nueva carta de Horda',
	'kingdom-defenders.ui.specialHordeCard': 'Horda especial «{round}»',
	'kingdom-defenders.ui.hordeCardHelp':
		'Revela la carta y copia lo que pide y su velocidad; la Fama de su asedio se pide si llega a la Muralla.',
	'kingdom-defenders.ui.requiredWeapons': 'Armas que pide',
	'kingdom-defenders.ui.requiredSpells': 'Hechizos que pide',
	'kingdom-defenders.ui.hordeMoved': 'La Horda ya se movió esta ronda.',
	'kingdom-defenders.ui.advanceWhy':
		'Aún {weapons, plural, one {falta # arma} other {faltan # armas}} y {spells, plural, one {# hechizo} other {# hechizos}}: el contador baja una casilla y queda a {n} de la Muralla.',
	'kingdom-defenders.ui.victoryWhy':
		'Los Campamentos suman lo que pide la Horda. Cada jugador gana 1 de Fama por recurso propio; con 2 o más, moneda o botín; con 3 o más, un Nivel.',
	'kingdom-defenders.ui.siegeWhy':
		'Faltan {weapons, plural, one {# arma} other {# armas}} y {spells, plural, one {# hechizo} other {# hechizos}} y la Horda llega a la Muralla: asedio. Cada uno pierde la Fama de la carta menos sus recursos; con 3 o más recursos gana un Nivel.',
	'kingdom-defenders.ui.cityFallsWhy':
		'La Horda llega a la Muralla y ya muestra el lado B: la ciudad es arrasada y la partida termina ahora.',
	'kingdom-defenders.ui.victoryFame':
		'{n, plural, one {# recurso propio} other {# recursos propios}}: +{n}.',
	'kingdom-defenders.ui.siegeFameWhy': '−({card} − {n}) = −{loss}.',
	'kingdom-defenders.ui.fewestWhy':
		' Menor aportación: −{n} más y una Herida o un botín a la reserva.',
	'kingdom-defenders.ui.rewardTile': 'Único con más recursos: coge una loseta de Recompensa.',
	'kingdom-defenders.ui.rewardTie': 'Empate en la mayor aportación: nadie coge la Recompensa.',
	'kingdom-defenders.ui.chooseCoinLoot': '{player}: ¿moneda o botín?',
	'kingdom-defenders.ui.levelShort': '{level, select, strength {Fuerza} other {Magia}}',
	'kingdom-defenders.ui.chooseLevel': '{player}: ¿qué Nivel?',
	'kingdom-defenders.ui.choosePenalty': '{player}: ¿Herida o botín?',
	'kingdom-defenders.ui.penalty.wound': '1 Herida',
	'kingdom-defenders.ui.penalty.loot': '1 botín a la reserva',
	'kingdom-defenders.ui.wallFlips': 'La Muralla pasa del lado A al B.',
	'kingdom-defenders.ui.cityFalls': 'La ciudad es arrasada: fin de la partida.',
	'kingdom-defenders.ui.applyHorde': 'Aplicar el movimiento de la Horda',
	'kingdom-defenders.ui.adventureHelpPaid':
		'Lo que paga (armas, hechizos), lo que gana y las Heridas que sufre según la carta.',
	'kingdom-defenders.ui.recordAdventure': 'Anotar la aventura de {player}',
	'kingdom-defenders.ui.closeLate': 'Cerrar las anotaciones tardías',
	'kingdom-defenders.ui.specialRowsFold':
		'Filas impresas en esta cara: victoria desde {coinOrLootMin} y {victoryLevelMin}, asedio desde {siegeLevelMin}, quien menos aporta −{fewestFame} (ábrelo para cambiarlas)',
	'kingdom-defenders.ui.specialRows': 'Filas impresas en esta cara',
	'kingdom-defenders.ui.row':
		'{row, select, coinOrLootMin {Victoria: moneda o botín desde (recursos)} victoryLevelMin {Victoria: un nivel desde (recursos)} siegeLevelMin {Asedio: un nivel desde (recursos)} fewestFame {Asedio: Fama que pierde quien menos aporta} other {{row}}}',
	'kingdom-defenders.ui.speedPut': 'Su velocidad: un toque la pone en juego',
	'kingdom-defenders.ui.putAtSpeed': 'Velocidad {n}: poner esta Horda en juego',
	'kingdom-defenders.ui.advanced':
		'{n, plural, =0 {La Horda está en la Muralla.} one {La Horda avanza: queda # ronda para derrotarla.} other {La Horda avanza: quedan # rondas para derrotarla.}}',
	'kingdom-defenders.ui.campHeld':
		'{n, plural, one {# recurso en campamentos} other {# recursos en campamentos}}',
	'kingdom-defenders.ui.gestaHelp':
		'Muestra los bienes que pide la Gesta (no se entregan). Los Orbes mostrados quedan fuera de la pantalla y puntúan al final.',
	'kingdom-defenders.ui.gestaOrbs': 'Orbes mostrados como comodín ({player})',
	'kingdom-defenders.ui.gestaBonus':
		'{bonus, select, random {Recompensa al azar + 1 moneda} redDie {Recompensa boca arriba + dado rojo} other {Recompensa boca arriba + dado amarillo}}',
	'kingdom-defenders.ui.gestaRoll':
		'{bonus, select, redDie {El dado rojo ha sacado:} other {El dado amarillo ha sacado:}}',
	'kingdom-defenders.ui.gestaFaceOf': 'Gesta de {player}: {die}, {face}',
	'kingdom-defenders.ui.adv.relicsTitle': 'Reliquias ilustradas en la carta',
	'kingdom-defenders.ui.incomeHelp':
		'Copia una vez lo que da cada Edificio: se recuerda para las próximas partidas.',
	'kingdom-defenders.ui.siegeFameType':
		'Fama de asedio impresa en la carta (escríbela, aunque sea 0)',
	'kingdom-defenders.ui.incomeSaved': 'Guardado: {building} ofrece su ingreso en un toque.',
	'kingdom-defenders.ui.incomeNotSaved': 'No se pudo guardar en este teléfono.'
};
