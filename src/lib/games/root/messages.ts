/**
 * Flat ICU catalogues. Spanish terms follow the Spanish rulebook (§10 Culto, §11 Compañía);
 * suits, services and the like travel as ids and are chosen here with ICU `select`.
 */

const SUIT_ES = '{suit, select, fox {zorro} rabbit {conejo} mouse {ratón} other {ave}}';
const SUIT_EN = '{suit, select, fox {fox} rabbit {rabbit} mouse {mouse} other {bird}}';
const SERVICE_ES =
	'{service, select, hand {Carta de la Mano} riverboats {Barcas} other {Mercenarios}}';
const SERVICE_EN =
	'{service, select, hand {Hand card} riverboats {Riverboats} other {Mercenaries}}';

const es: Record<string, string> = {
	'root.name': 'Root',
	// factions (§10 «el Culto», §11 «la Compañía»; the others are not in the supplied rulebook)
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
	'root.lc.affords':
		'{kind, select, crusade {Cruzada} convert {Convertir} other {Santificar}}: {n}',
	'root.lc.eveningDraw':
		'Noche: roba {n, plural, one {# carta} other {# cartas}}; límite de mano {limit}',
	'root.lc.scoreVp': 'Puntuar ' + SUIT_ES + ': {vp} PV',
	'root.dominance.goal.suit': 'Gana si gobierna 3 claros de ' + SUIT_ES + ' al inicio de su Alba',
	'root.dominance.goal.bird':
		'Gana si gobierna dos claros de esquina diagonalmente opuestos al inicio de su Alba',
	'root.win.dominance': 'Victoria por dominancia',
	'root.win.goal': 'Primero en llegar a 30 PV',
	'root.win.mostVp': 'Más puntos de victoria',
	'root.scorer.field.vp': 'Puntos de victoria',
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
	'root.log.vp': '{player}: {dir, select, gain {+} other {−}}{amount} PV (total {total})',
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
		'Jardín de ' + SUIT_ES + ' retirado: {player} descarta una carta al azar (Miedo a los Fieles)',
	'root.log.lcScore':
		'{player} puntúa ' +
		SUIT_ES +
		' con {gardens, plural, one {# jardín} other {# jardines}}: {vp} PV',
	'root.log.lcSetDrawBonuses':
		'{player}: {n, plural, one {# bonificación de robo descubierta} other {# bonificaciones de robo descubiertas}}',
	'root.log.lcAdjustAcolytes': '{player}: acólitos {dir, select, gain {+} other {−}}{amount}',
	'root.log.rfSetPrice': '{player}: precio de ' + SERVICE_ES + ' = {price}',
	'root.log.rfBuy':
		'{player} compra ' +
		SERVICE_ES +
		' por {cost}{vagabond, select, yes { (agota objetos)} other { (guerreros a pagos)}}',
	'root.log.rfDawn':
		'{player}, Alba: Proteccionismo +{protectionism}, Dividendos {vp} PV, fondos {funds}',
	'root.log.rfAction':
		'{player}: {kind, select, move {Mover} battle {Batallar} draw {Robar} other {Reclutar}}',
	'root.log.rfCraft': '{player}: Fabricar ({n, plural, one {# fondo} other {# fondos}})',
	'root.log.rfExport': '{player}: Exportar (+1 guerrero en pagos)',
	'root.log.rfTradePost': '{player}: puesto comercial de ' + SUIT_ES + ', {vp} PV',
	'root.log.rfTradePostRemoved':
		'Puesto comercial de ' +
		SUIT_ES +
		' retirado: {player} pierde {lost} fondos (Interrupción del Comercio)',
	'root.log.rfAdjust':
		'{player}: {field, select, funds {fondos} payments {pagos} other {consignados}} {dir, select, gain {+} other {−}}{amount}',
	'root.log.scorerSet':
		'{player}: {field, select, vp {puntos de victoria} other {dominancia}} = {value}',
	'root.log.scorerFinish': 'Partida puntuada',
	'root.log.scorerReopen': 'Puntuación reabierta',
	'root.log.unknown': 'Acción desconocida',
	// errors
	'root.error.badAction': 'Acción no válida',
	'root.error.badConspiracy': 'Conspiración desconocida',
	'root.error.badCount': 'La cantidad debe ser un número entero válido',
	'root.error.badDelta': 'El cambio debe ser un número entero distinto de cero',
	'root.error.badField': 'Campo desconocido',
	'root.error.badFlag': 'Indica sí o no',
	'root.error.badPrice': 'El precio debe estar entre {min} y {max}',
	'root.error.badService': 'Servicio desconocido',
	'root.error.badSuit': 'Palo desconocido',
	'root.error.badValue': 'Valor no válido',
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
	'root.error.notFinished': 'La partida aún no está puntuada',
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
	'root.error.unknownAction': 'Acción desconocida',
	'root.error.unknownPlayer': 'Jugador desconocido',
	'root.error.vagabondNoMercenaries': 'El Vagabundo no puede comprar mercenarios',
	'root.error.vpNegative': 'Los puntos de victoria no pueden bajar de 0',
	'root.error.options.players': 'Root se juega de {min} a {max} jugadores',
	'root.error.options.factions': 'Elige las facciones',
	'root.error.options.count': 'Hacen falta {n} facciones (hay {got})',
	'root.error.options.unknownFaction': 'Facción desconocida en el asiento {seat}',
	'root.error.options.duplicate': 'Facción repetida: {faction}',
	'root.error.options.secondVagabond': 'El Segundo Vagabundo necesita al Vagabundo',
	'root.error.options.firstPlayer': 'Jugador inicial no válido'
};

const en: Record<string, string> = {
	'root.name': 'Root',
	'root.faction.marquise': 'Marquise de Cat',
	'root.faction.eyrie': 'Eyrie Dynasties',
	'root.faction.alliance': 'Woodland Alliance',
	'root.faction.vagabond': 'Vagabond',
	'root.faction.vagabond2': 'Second Vagabond',
	'root.faction.lizards': 'Lizard Cult',
	'root.faction.riverfolk': 'Riverfolk Company',
	'root.faction.duchy': 'Underground Duchy',
	'root.faction.corvids': 'Corvid Conspiracy',
	'root.faction.hundreds': 'Lord of the Hundreds',
	'root.faction.keepers': 'Keepers in Iron',
	'root.suit.fox': 'Fox',
	'root.suit.rabbit': 'Rabbit',
	'root.suit.mouse': 'Mouse',
	'root.suit.bird': 'Bird',
	'root.service.hand': 'Hand card',
	'root.service.riverboats': 'Riverboats',
	'root.service.mercenaries': 'Mercenaries',
	'root.conspiracy.crusade': 'Crusade',
	'root.conspiracy.convert': 'Convert',
	'root.conspiracy.sanctify': 'Sanctify',
	'root.daylight.move': 'Move (commit 1 fund)',
	'root.daylight.battle': 'Battle (commit 1 fund)',
	'root.daylight.draw': 'Draw (commit 1 fund)',
	'root.daylight.recruit': 'Recruit (spend 1 fund)',
	'root.daylight.tradePost': "Garrisoned trade post (spend 2 of the clearing ruler's funds)",
	'root.daylight.craft': 'Craft (commit funds onto the trade post tracks)',
	'root.rf.funds': 'Funds',
	'root.rf.payments': 'Payments',
	'root.rf.committed': 'Committed',
	'root.rf.servicesAllowed':
		'{player} may buy {n, plural, one {# service} other {# services}} this turn',
	'root.rf.cost': 'Cost: {n, plural, one {# warrior} other {# warriors}} into Payments',
	'root.rf.vagabondCost':
		'Cost: exhaust {n, plural, one {# item} other {# items}} (the Company puts its own warriors in Payments)',
	'root.rf.daylightTotals': 'Committed {committed} · Spent {spent}',
	'root.lc.lostSouls': 'Lost Souls',
	'root.lc.acolytes': 'Acolytes',
	'root.lc.outcast': 'Outcast: ' + SUIT_EN + '{hated, select, yes { (hated)} other {}}',
	'root.lc.affords': '{kind, select, crusade {Crusade} convert {Convert} other {Sanctify}}: {n}',
	'root.lc.eveningDraw':
		'Evening: draw {n, plural, one {# card} other {# cards}}; hand limit {limit}',
	'root.lc.scoreVp': 'Score ' + SUIT_EN + ': {vp} VP',
	'root.dominance.goal.suit': 'Wins by ruling 3 ' + SUIT_EN + ' clearings at the start of Birdsong',
	'root.dominance.goal.bird':
		'Wins by ruling two diagonally opposite corner clearings at the start of Birdsong',
	'root.win.dominance': 'Dominance victory',
	'root.win.goal': 'First to 30 VP',
	'root.win.mostVp': 'Most victory points',
	'root.scorer.field.vp': 'Victory points',
	'root.scorer.field.dominance': 'Won by dominance',
	'root.setup.lizards.warriors': 'Lizard Cult: form a supply of {n} warriors',
	'root.setup.lizards.corner':
		"Lizard Cult: in a corner clearing that is not another player's starting clearing (diagonally opposite one if possible) place {warriors} warriors and {gardens} garden matching the clearing; then {adjacent} warrior in each adjacent clearing",
	'root.setup.lizards.outcast':
		'Lizard Cult: choose the Outcast (marker on any space of the Outcast box)',
	'root.setup.lizards.gardens':
		'Lizard Cult: place your {n} remaining gardens on the garden tracks, right to left',
	'root.setup.riverfolk.warriors': 'Riverfolk: form a supply of {n} warriors',
	'root.setup.riverfolk.river': 'Riverfolk: place {n} warriors in any clearing(s) on the river',
	'root.setup.riverfolk.posts': 'Riverfolk: place {n} trade posts on the trade post tracks',
	'root.setup.riverfolk.payments': 'Riverfolk: place {n} warriors in Payments',
	'root.setup.riverfolk.prices':
		'Riverfolk: place a service marker on each service track (initial price)',
	'root.log.vp': '{player}: {dir, select, gain {+} other {−}}{amount} VP (total {total})',
	'root.log.dominance': '{player} activates the ' + SUIT_EN + ' dominance',
	'root.log.dominanceWin': '{player} wins by dominance',
	'root.log.endTurn': "End of {player}'s turn; {next} plays",
	'root.log.lcChooseOutcast': '{player} chooses the Outcast: ' + SUIT_EN,
	'root.log.lcLostSoul':
		SUIT_EN + ' card{dominance, select, yes { (dominance)} other {}} to the Lost Souls',
	'root.log.lcDawn':
		'{player}, Birdsong: {branch, select, newSuit {new Outcast} sameSuit {same Outcast again} other {no suit has the most}}; Outcast ' +
		SUIT_EN +
		'{hated, select, yes { (hated)} other {}}; Lost Souls discarded{dominance, plural, =0 {} one {, # dominance card available} other {, # dominance cards available}}',
	'root.log.lcRevenge': '{player}: Revenge, {n, plural, one {+# acolyte} other {+# acolytes}}',
	'root.log.lcSacrifice': '{player}: Sacrifice (reveals a bird), +1 acolyte',
	'root.log.lcConspiracy':
		'{player}: {kind, select, crusade {Crusade} convert {Convert} other {Sanctify}} ({cost, plural, one {# acolyte} other {# acolytes}})',
	'root.log.lcBuild': '{player} builds a ' + SUIT_EN + ' garden',
	'root.log.lcGardenRemoved':
		SUIT_EN + ' garden removed: {player} discards a random card (Fearful of the Faithful)',
	'root.log.lcScore':
		'{player} scores ' +
		SUIT_EN +
		' with {gardens, plural, one {# garden} other {# gardens}}: {vp} VP',
	'root.log.lcSetDrawBonuses':
		'{player}: {n, plural, one {# draw bonus uncovered} other {# draw bonuses uncovered}}',
	'root.log.lcAdjustAcolytes': '{player}: acolytes {dir, select, gain {+} other {−}}{amount}',
	'root.log.rfSetPrice': '{player}: ' + SERVICE_EN + ' price = {price}',
	'root.log.rfBuy':
		'{player} buys ' +
		SERVICE_EN +
		' for {cost}{vagabond, select, yes { (exhausts items)} other { (warriors to Payments)}}',
	'root.log.rfDawn':
		'{player}, Birdsong: Protectionism +{protectionism}, Dividends {vp} VP, funds {funds}',
	'root.log.rfAction':
		'{player}: {kind, select, move {Move} battle {Battle} draw {Draw} other {Recruit}}',
	'root.log.rfCraft': '{player}: Craft ({n, plural, one {# fund} other {# funds}})',
	'root.log.rfExport': '{player}: Export (+1 warrior in Payments)',
	'root.log.rfTradePost': '{player}: ' + SUIT_EN + ' trade post, {vp} VP',
	'root.log.rfTradePostRemoved':
		SUIT_EN + ' trade post removed: {player} loses {lost} funds (Trade Disruption)',
	'root.log.rfAdjust':
		'{player}: {field, select, funds {funds} payments {payments} other {committed}} {dir, select, gain {+} other {−}}{amount}',
	'root.log.scorerSet':
		'{player}: {field, select, vp {victory points} other {dominance}} = {value}',
	'root.log.scorerFinish': 'Game scored',
	'root.log.scorerReopen': 'Scoring reopened',
	'root.log.unknown': 'Unknown action',
	'root.error.badAction': 'Invalid action',
	'root.error.badConspiracy': 'Unknown conspiracy',
	'root.error.badCount': 'The amount must be a valid whole number',
	'root.error.badDelta': 'The change must be a non-zero whole number',
	'root.error.badField': 'Unknown field',
	'root.error.badFlag': 'Say yes or no',
	'root.error.badPrice': 'The price must be between {min} and {max}',
	'root.error.badService': 'Unknown service',
	'root.error.badSuit': 'Unknown suit',
	'root.error.badValue': 'Invalid value',
	'root.error.badVp': 'VP must be a non-negative whole number',
	'root.error.birdNotWild': 'Bird cards are not wild for the Cult rituals',
	'root.error.buyerIsCompany': 'The Company does not buy its own services',
	'root.error.dominanceActive': '{player} already has an activated dominance card',
	'root.error.dominanceTaken': 'The ' + SUIT_EN + ' dominance is already held by {player}',
	'root.error.factionNotInPlay':
		'{faction, select, lizards {The Lizard Cult} other {The Riverfolk Company}} is not in this game',
	'root.error.finished': 'The game is over',
	'root.error.gardensFull': 'No ' + SUIT_EN + ' gardens left on the tracks',
	'root.error.negativeCount': 'The count cannot go below 0',
	'root.error.noDominance': '{player} has no activated dominance card',
	'root.error.noGardens': 'No ' + SUIT_EN + ' gardens on the map',
	'root.error.noTradePostLeft': 'No ' + SUIT_EN + ' trade posts left',
	'root.error.noTradePostOnMap': 'No ' + SUIT_EN + ' trade posts on the map',
	'root.error.notEnoughAcolytes': 'Needs {need} acolytes, there are {have}',
	'root.error.notEnoughFunds': 'Needs {need} funds, there are {have}',
	'root.error.notFinished': 'The game is not scored yet',
	'root.error.oneDominanceWinner': 'Only one player can win by dominance ({player} already did)',
	'root.error.dawnDone': 'Birdsong was already resolved this turn',
	'root.error.outcastLocked':
		"The starting Outcast is chosen only before the Cult's first Birdsong",
	'root.error.priceNotSet': 'No price set yet for ' + SERVICE_EN,
	'root.error.scoredThisTurn': SUIT_EN + ' was already scored this turn',
	'root.error.servicesLimit':
		'This turn they may buy only {n, plural, one {# service} other {# services}}',
	'root.error.tooManyClearings':
		'There {posts, plural, one {is only # trade post} other {are only # trade posts}} on the map',
	'root.error.unknownAction': 'Unknown action',
	'root.error.unknownPlayer': 'Unknown player',
	'root.error.vagabondNoMercenaries': 'The Vagabond cannot buy mercenaries',
	'root.error.vpNegative': 'Victory points cannot go below 0',
	'root.error.options.players': 'Root is played by {min} to {max} players',
	'root.error.options.factions': 'Choose the factions',
	'root.error.options.count': '{n} factions are needed (there are {got})',
	'root.error.options.unknownFaction': 'Unknown faction at seat {seat}',
	'root.error.options.duplicate': 'Repeated faction: {faction}',
	'root.error.options.secondVagabond': 'The Second Vagabond needs the Vagabond',
	'root.error.options.firstPlayer': 'Invalid first player'
};

export const messages = { es, en };
