/**
 * Root catalogue, Spanish: flat ICU strings by key. Spanish terms follow the Spanish rulebook
 * (§10 Culto, §11 Compañía); suits, services and the like travel as ids, chosen with ICU `select`.
 */
import ui3 from './ui3.es';

const SUIT_ES = '{suit, select, fox {zorro} rabbit {conejo} mouse {ratón} other {ave}}';
const SERVICE_ES =
	'{service, select, hand {Carta de la Mano} riverboats {Barcas} other {Mercenarios}}';

/** A faction's name chosen by id (messages carry ids, the catalogue names them). */
const FACTION_ES =
	'{faction, select, marquise {Marquesado de Gato} eyrie {Dinastías de las Aves} alliance {Alianza del Bosque} vagabond {Vagabundo} vagabond2 {Segundo Vagabundo} lizards {Culto de los Lagartos} riverfolk {Compañía del Río} duchy {Ducado Subterráneo} corvids {Conspiración de los Cuervos} hundreds {Señor de los Cien} other {Guardianes de Hierro}}';

/** Screen texts (ui/*.svelte). */
const uiEs: Record<string, string> = {
	'root.ui.fix.title': 'La facción de un asiento (la mesa se equivocó)',
	'root.ui.fix.help':
		'El asiento conserva sus PV; el cambio queda en el registro y se puede deshacer. El tablero del Culto o de la Compañía solo deja su asiento si no tiene nada anotado.',
	'root.ui.fix.player': 'Asiento',
	'root.ui.fix.faction': 'Juega en su lugar',
	'root.ui.fix.apply': 'Cambiar la facción',
	'root.ui.options.map': 'Mapa',
	'root.ui.options.deck': 'Mazo',
	'root.map.autumn': 'Otoño (palos impresos)',
	'root.map.winter': 'Invierno (marcadores de palo)',
	'root.map.lake': 'Lago (marcadores de palo)',
	'root.map.mountain': 'Montaña (marcadores de palo)',
	'root.deck.standard': 'Mazo estándar',
	'root.deck.exiles': 'Mazo de Exiliados y Partisanos',
	'root.ui.setup.map':
		'Mapa: {map, select, winter {Invierno} lake {Lago} mountain {Montaña} other {Otoño}} · {deck, select, exiles {mazo de Exiliados y Partisanos} other {mazo estándar}}',
	'root.ui.setup.markers': 'Marcador de palo de cada claro',
	'root.ui.setup.markersHelp':
		'Pon el marcador de palo sorteado en cada claro, según el número impreso en él (4 de cada palo).',
	'root.setup.map.markers':
		'Mapa de {map, select, winter {Invierno} lake {Lago} mountain {Montaña} other {Otoño}}: un marcador de palo en cada uno de sus 12 claros, según el sorteo de abajo.',
	'root.setup.deck.exiles': 'Baraja el mazo de Exiliados y Partisanos en lugar del estándar.',
	'root.error.options.map': 'Mapa desconocido',
	'root.error.options.deck': 'Mazo desconocido',
	'root.ui.rf.fixColour': 'De quién son los guerreros',
	'root.ui.strip.revenge': '+1 Venganza: un guerrero del Culto retirado al defender',
	'root.ui.lc.removeSoul':
		'Quitar una carta de ' + SUIT_ES + ' de las almas perdidas (error al tocar)',
	'root.ui.confirmEnd.title': '¿Terminar la partida?',
	'root.ui.confirmEnd.body': '{player} tendría {vp} PV: gana y la partida termina.',
	'root.ui.confirmEnd.yes': 'Gana {player}',
	'root.ui.options.swapped':
		'El asiento {b} la tenía: los asientos {a} y {b} se intercambian (el asiento {b} juega ahora {faction}).',
	'root.ui.options.draft': 'Elección en orden de turno',
	'root.ui.options.draftTurn': 'Elige el asiento {n}',
	'root.ui.options.draftNeed':
		'Alcance que aún falta: {n} entre {seats, plural, one {# asiento} other {# asientos}} (recomendado {recommended}). Las opciones en gris lo harían inalcanzable.',
	'root.ui.options.prints': 'Valores impresos en los tableros de facción',
	'root.ui.options.printsHint':
		'Si vuestro tablero muestra otra cosa, corregidlo aquí una vez: se recuerda para la próxima partida.',
	'root.ui.options.postVp': 'PV del espacio {n} de cada contador de puestos comerciales',
	'root.ui.options.drawSpace': 'Robo adicional bajo el jardín {n} de cada palo',
	'root.ui.options.pool': 'Facciones que tenéis ({n})',
	'root.ui.strip.funds': '{n, plural, one {# fondo} other {# fondos}}',
	'root.ui.strip.buyFor': '{player} compra servicios (al inicio de su Alba)',
	'root.ui.strip.buy': 'Comprar',
	'root.ui.rf.fundsOf': '{player}: {n}',
	'root.ui.rf.payWith': 'Consignar o gastar guerreros de',
	'root.ui.rf.auto': 'Propios primero',
	'root.ui.rf.colourOf': '{player} ({n})',
	'root.ui.turnHint': 'Juega su turno; anota los PV abajo cuando los consiga.',
	'root.ui.endTurn': 'Fin del turno de {player}',
	'root.ui.phase.daylight': 'Día',
	'root.ui.setupTitle': 'Antes del primer turno',
	'root.ui.chooseOutcast': 'Culto: elige el Paria',
	'root.ui.startGarden': 'Culto: palo del jardín del claro inicial',
	'root.ui.rf.priceOf': 'Compañía: precio de ' + SERVICE_ES,
	'root.ui.rf.setPrice': 'Precio de ' + SERVICE_ES + ': {price}',
	'root.ui.vpTitle': 'Puntos de victoria (gana el primero en llegar a {goal})',
	'root.ui.vpLabel': 'Puntos de victoria de {player}',
	'root.ui.vpTrack': 'El marcador de puntos: {list}',
	'root.ui.vpOf': '{player}: {vp} PV',
	'root.ui.vpShort': 'PV',
	'root.ui.toGoal': 'Le faltan {n} para {goal}',
	'root.ui.dominanceActive': 'Dominancia de ' + SUIT_ES + ' activada.',
	'root.ui.dominanceWin': 'Se cumple: {player} gana por dominancia',
	'root.ui.dominanceTitle': 'Activar una carta de dominancia',
	'root.ui.dominanceHint':
		'Una carta de dominancia activada sustituye el objetivo de {goal} PV de ese jugador: ya no suma puntos.',
	'root.ui.player': 'Jugador',
	'root.ui.corrections': 'Correcciones',
	'root.ui.lc.addSoul': 'carta: añadir a las almas perdidas (hay {n})',
	'root.ui.lc.isDominance': 'La siguiente es una carta de dominancia',
	'root.ui.lc.dawn': 'Resolver el Alba del Culto',
	'root.ui.lc.acolytesN': '{n, plural, one {# acólito} other {# acólitos}}',
	'root.ui.lc.conspiracies': 'Conspiraciones',
	'root.ui.lc.cost': '{n, plural, one {# acólito} other {# acólitos}}',
	'root.ui.lc.revenge': '+1 Venganza',
	'root.ui.lc.sacrifice': '+1 Sacrificio (ave)',
	'root.ui.lc.gardensOnMap': '{n} de {max} jardines en el mapa',
	'root.ui.lc.build': '+ Construir un jardín de ' + SUIT_ES,
	'root.ui.lc.buildShort': 'Construir',
	'root.ui.lc.scoreShort': 'Puntuar {vp} PV',
	'root.ui.rf.protectionism':
		'Proteccionismo: {payments, plural, =0 {pagos vacía, +{n} guerreros} other {hay {payments} en pagos, +0}}',
	'root.ui.rf.dividends':
		'Dividendos: {posts, plural, =0 {sin puesto comercial en el mapa, 0 PV} other {{funds} fondos ÷ 2 = {vp} PV}} (pagos y consignados no cuentan)',
	'root.ui.rf.toFunds': 'Fondos: {funds} + pagos {payments} + consignados {committed} = {total}',
	'root.ui.rf.dawn': 'Resolver el Alba de la Compañía',
	'root.ui.rf.craft': 'Fabricar ({n})',
	'root.ui.rf.export': 'Exportar (+1 en pagos)',
	'root.ui.rf.entry':
		'{kind, select, move {Mover} battle {Batallar} draw {Robar} recruit {Reclutar} tradePost {Puesto comercial} other {Fabricar}}: {mode, select, commit {consigna} other {gasta}} {n}',
	'root.ui.rf.fundsLeft': '{n, plural, one {Queda # fondo} other {Quedan # fondos}}',
	'root.ui.rf.eveningHint': 'Descarta hasta 5 cartas; luego cada servicio puede cambiar de 1 a 4.',
	'root.ui.rf.postsState': '{map} en el mapa · {placed} de {max} colocados',
	'root.ui.seat': 'Asiento {n}',
	'root.ui.reachOf': 'alcance {n}',
	'root.ui.reachTotal': 'Alcance total {total} (recomendado para {players}: {recommended})',
	'root.ui.reachMeets': 'cumple la recomendación',
	'root.ui.reachBelow': 'por debajo de la recomendación',
	'root.ui.options.hint':
		'Elige la facción de cada asiento a mano o sortea un conjunto que cumpla el alcance recomendado.',
	'root.ui.options.draw': 'Sortear facciones por alcance',
	'root.ui.setup.drawn': 'Facciones para este código',
	'root.ui.setup.firstMark': 'empieza',
	'root.ui.setup.first': 'Empieza el asiento {n}.',
	'root.ui.setup.seatsHint':
		'Los asientos siguen el orden de los jugadores en la partida (el 1 es el primer nombre).',
	'root.ui.setup.checklist': 'Preparación',
	'root.ui.setup.common': 'Cada jugador prepara su facción según su tablero',
	'root.ui.setup.inApp':
		'Al empezar, la aplicación pregunta el Paria, el palo del jardín inicial y los precios iniciales.',
	'root.ui.setup.impossible': 'No hay un conjunto de facciones que cumpla el alcance recomendado.',
	'root.ui.scorer.factionOf': 'Facción de {player}',
	'root.ui.scorer.coalitionOf': 'Coalición de {player} con',
	'root.ui.scorer.noCoalition': 'Sin coalición',
	'root.ui.scorer.hint':
		'Escribe los PV finales de cada jugador, o marca quién ganó por dominancia.',
	'root.ui.scorer.vpOf': 'Puntos de victoria de {player}',
	'root.ui.scorer.dominanceOf': '{player} ganó por dominancia',
	'root.ui.scorer.finish': 'Calcular el resultado',
	'root.ui.scorer.result': 'Resultado',
	'root.ui.scorer.winner': '{count, plural, one {Gana {names}} other {Empate: ganan {names}}}',
	'root.ui.scorer.why':
		'{reason, select, dominance {Una carta de dominancia cumplida gana por encima de los puntos.} goal {Llegó a {goal} PV.} other {Nadie llegó a {goal} PV: ganan los más puntos{count, plural, one {} other {; Root no tiene desempate, la victoria es compartida}}.}}',
	'root.ui.scorer.note': 'Motivo',
	'root.ui.scorer.reached': '{goal}+ PV',
	'root.ui.scorer.reopen': 'Corregir los valores'
};

const es: Record<string, string> = {
	// factions (§10 «el Culto», §11 «la Compañía»; the others are not in the supplied rulebook)
	'root.error.companyWarriors': 'La Compañía tiene solo {n} guerreros',
	'root.error.rulerFunds':
		'La Compañía tiene {have} guerreros de {player} en fondos; un puesto comercial necesita {need}',

	'root.log.lcLostSoulRemoved':
		'Carta de ' + SUIT_ES + ' retirada de las almas perdidas (error al tocar)',
	'root.error.noLostSoul': 'No hay cartas de ' + SUIT_ES + ' en las almas perdidas',
	'root.error.cultWarriors': 'El Culto tiene solo {n} guerreros (acólitos incluidos)',
	'root.faction.marquise': 'Marquesado de Gato',
	'root.faction.eyrie': 'Dinastías de las Aves',
	'root.faction.alliance': 'Alianza del Bosque',
	'root.faction.vagabond': 'Vagabundo',
	'root.faction.vagabond2': 'Segundo Vagabundo',
	'root.faction.lizards': 'Culto de los Lagartos',
	'root.faction.riverfolk': 'Compañía del Río',
	'root.faction.duchy': 'Ducado Subterráneo',
	'root.faction.corvids': 'Conspiración de los Cuervos',
	'root.faction.hundreds': 'Señor de los Cien',
	'root.faction.keepers': 'Guardianes de Hierro',
	'root.decided.dominance':
		'{winner} gana por su carta de dominio ({suit, select, fox {zorro} rabbit {conejo} mouse {ratón} other {ave}}), no por los PV',
	'root.decided.coalition': '{partners} gana en coalición con {winner}',
	'root.suit.fox': 'Zorro',
	'root.suit.rabbit': 'Conejo',
	'root.suit.mouse': 'Ratón',
	'root.suit.bird': 'Ave',
	'root.service.hand': 'Carta de la Mano',
	'root.service.riverboats': 'Barcas',
	'root.service.mercenaries': 'Mercenarios',
	'root.conspiracy.crusade': 'Cruzada',
	'root.conspiracy.convert': 'Convertir',
	'root.conspiracy.sanctify': 'Santificar',
	'root.daylight.move': 'Mover (consigna 1 fondo)',
	'root.daylight.battle': 'Batallar (consigna 1 fondo)',
	'root.daylight.draw': 'Robar (consigna 1 fondo)',
	'root.daylight.recruit': 'Reclutar (gasta 1 fondo)',
	'root.daylight.tradePost':
		'Puesto comercial con guarnición (gasta 2 fondos del jugador que gobierna el claro)',
	'root.daylight.craft': 'Fabricar (consigna fondos a los contadores de puestos comerciales)',
	'root.rf.funds': 'Fondos',
	'root.rf.payments': 'Pagos',
	'root.rf.committed': 'Consignados',
	'root.rf.servicesAllowed':
		'{player} puede comprar {n, plural, one {# servicio} other {# servicios}} este turno',
	'root.rf.cost': 'Coste: {n, plural, one {# guerrero} other {# guerreros}} a la zona de pagos',
	'root.rf.vagabondCost':
		'Coste: agotar {n, plural, one {# objeto} other {# objetos}} (la Compañía coloca sus guerreros en pagos)',
	'root.rf.daylightTotals': 'Consignados {committed} · Gastados {spent}',
	'root.lc.lostSouls': 'Almas perdidas',
	'root.lc.acolytes': 'Acólitos',
	'root.lc.outcast': 'Paria: ' + SUIT_ES + '{hated, select, yes { (odiado)} other {}}',
	'root.lc.eveningDraw':
		'Noche: roba {n, plural, one {# carta} other {# cartas}}; límite de mano {limit}',
	'root.lc.scoreVp': 'Puntuar {vp} PV con jardines de ' + SUIT_ES,
	'root.dominance.goal.suit': 'Gana si gobierna 3 claros de ' + SUIT_ES + ' al inicio de su Alba',
	'root.dominance.goal.bird':
		'Gana si gobierna dos claros de esquina diagonalmente opuestos al inicio de su Alba',
	'root.win.coalition': 'Gana en coalición',
	'root.log.scorerFaction': '{player} juega con ' + FACTION_ES,
	'root.log.scorerCoalition':
		'{ended, select, yes {{player} no está en ninguna coalición} other {{player} forma coalición con {partner}}}',
	'root.error.scorerCoalitionDominance':
		'{player} es un Vagabundo en coalición: su carta de dominancia fue a la coalición, no puede ganar también por dominancia',
	'root.win.dominance': 'Victoria por dominancia',
	'root.win.goal': 'Primero en llegar a 30 PV',
	'root.win.mostVp': 'Más puntos de victoria',
	'root.scorer.field.dominance': 'Ganó por dominancia',
	// setup (Reglamento 10.3 y 11.3)
	'root.setup.lizards.warriors': 'Culto: forma la reserva de {n} guerreros',
	'root.setup.lizards.corner':
		'Culto: en un claro de esquina que no sea el inicial de otro jugador (si es posible, diagonalmente opuesto a un claro inicial) coloca {warriors} guerreros y {gardens} jardín del palo del claro; luego {adjacent} guerrero en cada claro adyacente',
	'root.setup.lizards.outcast':
		'Culto: elige el Paria (marcador sobre cualquier casilla de la zona paria)',
	'root.setup.lizards.gardens':
		'Culto: coloca tus {n} jardines restantes en los contadores de jardines, de derecha a izquierda',
	'root.setup.riverfolk.warriors': 'Compañía: forma la reserva de {n} guerreros',
	'root.setup.riverfolk.river':
		'Compañía: coloca {n} guerreros en cualquier claro o claros conectados al río',
	'root.setup.riverfolk.posts':
		'Compañía: coloca {n} puestos comerciales en los contadores de puestos comerciales',
	'root.setup.riverfolk.payments': 'Compañía: coloca {n} guerreros en la zona de pagos',
	'root.setup.riverfolk.prices':
		'Compañía: coloca un marcador de servicio en cada contador de servicios (precio inicial)',
	// log
	'root.log.vp':
		'{player}: {dir, select, gain {+} other {−}}{amount} PV (total {total}){cause, select, removed { (pieza enemiga retirada)} item { (objeto fabricado)} other {}}',
	'root.log.dominance': '{player} activa la dominancia de ' + SUIT_ES,
	'root.log.dominanceWin': '{player} gana por dominancia',
	'root.log.endTurn': 'Fin del turno de {player}; ahora juega {next}',
	'root.log.lcChooseOutcast': '{player} elige el Paria: ' + SUIT_ES,
	'root.log.lcLostSoul':
		'Carta de ' + SUIT_ES + '{dominance, select, yes { (dominancia)} other {}} a almas perdidas',
	'root.log.lcDawn':
		'{player}, Alba: {branch, select, newSuit {nuevo Paria} sameSuit {el Paria se repite} other {ningún palo tiene más}}; Paria ' +
		SUIT_ES +
		'{hated, select, yes { (odiado)} other {}}; almas perdidas descartadas{dominance, plural, =0 {} one {, # carta de dominancia disponible} other {, # cartas de dominancia disponibles}}',
	'root.log.lcRevenge': '{player}: Venganza, {n, plural, one {+# acólito} other {+# acólitos}}',
	'root.log.lcSacrifice': '{player}: Sacrificio (revela un ave), +1 acólito',
	'root.log.lcConspiracy':
		'{player}: {kind, select, crusade {Cruzada} convert {Convertir} other {Santificar}} ({cost, plural, one {# acólito} other {# acólitos}})',
	'root.log.lcBuild': '{player} construye un jardín de ' + SUIT_ES,
	'root.log.lcGardenRemoved':
		'Jardín de ' +
		SUIT_ES +
		' retirado: {player} descarta una carta al azar{card, select, none {} other { (de {card, select, fox {zorro} rabbit {conejo} mouse {ratón} other {ave}})}} (Miedo a los Fieles)',
	'root.log.lcScore':
		'{player} puntúa ' +
		SUIT_ES +
		' con {gardens, plural, one {# jardín} other {# jardines}}: {vp} PV',
	'root.log.lcAdjustAcolytes': '{player}: acólitos {dir, select, gain {+} other {−}}{amount}',
	'root.log.rfSetPrice': '{player}: precio de ' + SERVICE_ES + ' = {price}',
	'root.log.rfBuy':
		'{player} compra ' +
		SERVICE_ES +
		' por {cost}{vagabond, select, yes { (agota objetos)} other { (guerreros a pagos)}}',
	'root.log.rfDawn':
		'{player}, Alba: Proteccionismo +{protectionism}, Dividendos {vp} PV, fondos {funds}',
	'root.log.rfAction':
		'{player}: {kind, select, move {Mover} battle {Batallar} draw {Robar} other {Reclutar}}{from, select, none {} other { (con guerreros de {from})}}',
	'root.log.rfCraft':
		'{player}: Fabricar{fox, plural, =0 {} other { zorro #}}{rabbit, plural, =0 {} other { conejo #}}{mouse, plural, =0 {} other { ratón #}} ({n, plural, one {# fondo} other {# fondos}}: {who})',
	'root.log.rfExport': '{player}: Exportar (+1 guerrero en pagos)',
	'root.log.rfTradePost':
		'{player}: puesto comercial de ' +
		SUIT_ES +
		', {vp} PV{ruler, select, none {} other {, 2 fondos de {ruler}}}',
	'root.log.rfTradePostRemoved':
		'Puesto comercial de ' +
		SUIT_ES +
		' retirado: {player} pierde {lost, plural, one {# fondo} other {# fondos}} ({who}; Interrupción del Comercio)',
	'root.log.rfAdjust':
		'{player}: {field, select, funds {fondos} payments {pagos} other {consignados}} {dir, select, gain {+} other {−}}{amount}{colour, select, none {} other { ({colour})}}',
	'root.log.scorerSet':
		'{player}: {field, select, vp {puntos de victoria} other {dominancia}} = {value}',
	'root.log.scorerFinish': 'Partida puntuada',
	'root.log.scorerReopen': 'Puntuación reabierta',
	// errors
	'root.error.badAction': 'Acción no válida',
	'root.error.badConspiracy': 'Conspiración desconocida',
	'root.error.badCount': 'La cantidad debe ser un número entero válido',
	'root.error.badDelta': 'El cambio debe ser un número entero distinto de cero',
	'root.error.badField': 'Campo desconocido',
	'root.error.badPrice': 'El precio debe estar entre {min} y {max}',
	'root.error.badService': 'Servicio desconocido',
	'root.error.badSuit': 'Palo desconocido',
	'root.error.badVp': 'Los PV deben ser un número entero no negativo',
	'root.error.birdNotWild': 'Las cartas de ave no son comodines para los rituales del Culto',
	'root.error.buyerIsCompany': 'La Compañía no compra sus propios servicios',
	'root.error.dominanceActive': '{player} ya tiene una carta de dominancia activada',
	'root.error.dominanceTaken': 'La dominancia de ' + SUIT_ES + ' ya la tiene {player}',
	'root.error.factionNotInPlay':
		'{faction, select, lizards {El Culto de los Lagartos} other {La Compañía del Río}} no está en la partida',
	'root.error.finished': 'La partida ha terminado',
	'root.error.gardensFull': 'No quedan jardines de ' + SUIT_ES + ' en los contadores',
	'root.error.negativeCount': 'La cantidad no puede quedar por debajo de 0',
	'root.error.noDominance': '{player} no tiene una carta de dominancia activada',
	'root.error.noGardens': 'No hay jardines de ' + SUIT_ES + ' en el mapa',
	'root.error.noTradePostLeft': 'No quedan puestos comerciales de ' + SUIT_ES,
	'root.error.noTradePostOnMap': 'No hay puestos comerciales de ' + SUIT_ES + ' en el mapa',
	'root.error.notEnoughAcolytes': 'Hacen falta {need} acólitos y hay {have}',
	'root.error.notEnoughFunds': 'Hacen falta {need} fondos y hay {have}',
	'root.error.oneDominanceWinner':
		'Solo un jugador puede ganar por dominancia ({player} ya lo hizo)',
	'root.error.dawnDone': 'El Alba ya se resolvió en este turno',
	'root.error.outcastLocked': 'El Paria inicial solo se elige antes de la primera Alba del Culto',
	'root.error.priceNotSet': 'Aún no hay precio para ' + SERVICE_ES,
	'root.error.scoredThisTurn': 'Ya se puntuó ' + SUIT_ES + ' este turno',
	'root.error.servicesLimit':
		'Este turno solo puede comprar {n, plural, one {# servicio} other {# servicios}}',
	'root.error.tooManyClearings':
		'Solo hay {posts, plural, one {# puesto comercial} other {# puestos comerciales}} en el mapa',
	'root.error.setFaction.unknown': 'Facción desconocida.',
	'root.error.setFaction.same': '{player} ya juega con ' + FACTION_ES + '.',
	'root.error.setFaction.dominance':
		'{player} tiene una carta de dominancia o una coalición en juego con esta facción: deshazla antes.',
	'root.error.setFaction.recorded':
		'El tablero de la facción ' +
		FACTION_ES +
		' tiene jugadas anotadas: deshazlas antes de que deje su asiento.',
	'root.log.setFaction':
		'Corrección: {player} juega con ' +
		FACTION_ES +
		' (no con ' +
		FACTION_ES.replace('{faction,', '{from,') +
		')',
	'root.error.unknownPlayer': 'Jugador desconocido',
	'root.error.vagabondNoMercenaries': 'El Vagabundo no puede comprar mercenarios',
	'root.error.vpNegative': 'Los puntos de victoria no pueden bajar de 0',
	'root.error.options.players': 'Root se juega de {min} a {max} jugadores',
	'root.error.options.factions': 'Elige las facciones',
	'root.error.options.count': 'Hacen falta {n} facciones (hay {got})',
	'root.error.options.unknownFaction': 'Facción desconocida en el asiento {seat}',
	'root.error.options.duplicate': 'Facción repetida: ' + FACTION_ES,
	'root.error.options.secondVagabond': 'El Segundo Vagabundo necesita al Vagabundo',
	'root.error.notCultTurn': 'Es el turno de {player}: el Culto solo hace esto en su propio turno',
	'root.error.notCompanyTurn':
		'Es el turno de {player}: la Compañía solo hace esto en su propio turno',
	'root.error.cultDawnFirst':
		'Primero el Alba del Culto: ajustar el Paria y descartar las almas perdidas',
	'root.error.companyDawnFirst':
		'Primero el Alba de la Compañía: Proteccionismo, Dividendos y fondos',
	'root.error.dawnPending':
		'{player} aún no ha resuelto el Alba {faction, select, lizards {del Culto} other {de la Compañía}}',
	'root.error.buyOnOwnTurn': '{player} compra servicios al inicio de su propia Alba, en su turno',
	'root.error.craftNoSpace':
		'El contador de puestos comerciales de ' +
		SUIT_ES +
		' tiene {n, plural, =0 {ningún espacio vacío} one {# espacio vacío} other {# espacios vacíos}} en este turno: coloca antes un puesto comercial de ese palo',
	'root.ui.rf.craftSuit':
		'{suit, select, fox {Zorro} rabbit {Conejo} mouse {Ratón} other {Ave}} en el coste ({n, plural, =0 {ningún espacio libre} one {# espacio libre} other {# espacios libres}})',
	'root.error.exportNeedsCraft': 'Exportar es parte de fabricar: fabrica primero',
	'root.error.dominanceOwnTurn':
		'{player} activa una carta de dominancia en el Día de su propio turno',
	'root.error.vagabondCoalition':
		'El Vagabundo no activa dominancia: forma una coalición con el jugador con menos PV',
	'root.error.dominanceNeedsVp': 'Hacen falta al menos {n} PV para activar una carta de dominancia',
	'root.error.options.prints': 'Los valores impresos de los tableros no son válidos',
	'root.error.options.pool': 'Las facciones disponibles deben ser una lista de facciones distintas',
	'root.error.options.firstPlayer': 'Jugador inicial no válido',
	'root.error.exportOncePerCraft':
		'Una exportación por carta fabricada: {n, plural, one {la carta fabricada este turno ya se exportó} other {las # cartas fabricadas este turno ya se exportaron}}',
	'root.error.companyEveningBegun':
		'La Noche de la Compañía ha empezado (ya fijó sus costes): mover, batallar, fabricar, exportar y los puestos comerciales van antes, en su Día',
	'root.error.birdsongOver':
		'El Alba del Culto ha terminado: las conspiraciones van antes del Día (construir, puntuar, sacrificio)',
	'root.error.dominanceInLostSouls':
		'La carta de dominancia de ' +
		SUIT_ES +
		' está en las almas perdidas: estará disponible cuando el Alba del Culto las descarte',
	'root.error.dominanceDaylight': '{player} activa la dominancia en su Día: resuelve antes su Alba',
	'root.error.buyAtDawnStart':
		'{player} compra servicios al inicio de su Alba, antes de resolverla',
	'root.error.outcastFirst':
		'Elige antes el Paria (preparación): coloca el marcador de paria en el tablero',
	'root.error.coalitionVagabondOnly':
		'Solo el Vagabundo forma una coalición; {player} activa la dominancia',
	'root.error.coalitionPartner': 'La coalición es con otro jugador que no sea un Vagabundo',
	'root.error.coalitionFewest':
		'La coalición es con el jugador con menos PV ({n}); {player} tiene más',
	'root.error.disruptionColour': '{player} solo tiene {n} guerreros en fondos',
	'root.error.disruptionCount':
		'La interrupción del comercio retira exactamente {n} (la mitad de los fondos, redondeando hacia arriba), no {got}',
	'root.log.coalition':
		'{player} forma una coalición con {partner} (carta de dominancia de ' + SUIT_ES + ')'
};

export default { ...es, ...uiEs, ...ui3 };
