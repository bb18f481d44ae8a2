import type { Catalogue } from '../../core/types';

/** Lancaster, Spanish (terms of the Spanish rulebook): flat ICU messages. */
const catalogue: Catalogue = {
	'lancaster.option.lawGroups': 'Grupos de las leyes impresos en el reverso (0–4)',
	'lancaster.option.lawGroups.known':
		'Se conoce el grupo de cada ley: la app apila el mazo como dice el reglamento, cada grupo barajado y el 0 arriba. Se recuerda para las próximas partidas.',
	'lancaster.option.lawGroups.unknown':
		'Los grupos solo están impresos en las cartas. Mientras falte el grupo de alguna ley, la app baraja las 18 leyes como un solo mazo. Anota una vez el grupo de cada carta: el móvil lo recuerda.',
	'lancaster.option.lawGroups.notSaved': 'No se han podido guardar los grupos en este dispositivo',
	'lancaster.option.lawGroups.pick': '{law}: grupo {group}',
	'lancaster.ui.record.other': '¿En la mesa han salido otras leyes? Anótalas',
	'lancaster.ui.record.unstacked':
		'La app baraja las 18 leyes como un solo mazo: aún no conoce los grupos del reverso (opciones de la partida).',
	'lancaster.error.lawsAlreadyVoted':
		'Ya se ha empezado a votar esta ronda: las leyes no se pueden cambiar',
	'lancaster.ui.adjust.knights': 'Caballeros de {player} (fuera de la reserva)',
	'lancaster.ui.adjust.gold': 'Oro de {player}',
	'lancaster.ui.adjust.squires': 'Escuderos de {player}',
	'lancaster.ui.adjust.extensions': 'Ampliaciones del castillo de {player}',
	'lancaster.ui.battle.correct': 'Corregir los caballeros de esta batalla',
	'lancaster.ui.battle.idle':
		'{name}: sin caballeros — pasa a la fila inferior al terminar la ronda.',
	'lancaster.ui.battle.ransomTitle':
		'Prisioneros: quién compra su libertad (1 moneda de oro por punto de fuerza, en el orden de la ronda)',
	'lancaster.ui.battle.slotLine': 'Casilla {n}: {player} — {knights}',
	'lancaster.ui.battle.newCard': 'Batalla nueva {n}',
	'lancaster.ui.battle.numbered': 'Batalla {n}',
	'lancaster.ui.county.held': 'Caballero aquí: {player}',
	'lancaster.ui.county.squires': 'con {n, plural, one {# escudero} other {# escuderos}}',
	'lancaster.ui.reward.power': 'Poder',
	'lancaster.ui.reward.gold': 'Oro',
	'lancaster.ui.reward.squires': 'Escuderos',
	'lancaster.ui.reward.newKnights': 'Caballero nuevo',
	'lancaster.ui.reward.strengthen': 'Fortalecer',
	'lancaster.ui.reward.paySquires': 'Paga escuderos',
	'lancaster.ui.reward.lift': 'Caballero que se fortalece',
	'lancaster.ui.county.reward': 'Recompensa impresa del condado {letter} (puntos o ambos)',
	'lancaster.ui.castle.none':
		'{last, select, yes {Ningún caballero en el castillo.} other {Ningún caballero en el castillo: solo las fichas de voto.}}',
	'lancaster.ui.castle.space': 'Casilla del castillo',
	'lancaster.ui.castle.spaceReward': 'Recompensa impresa de la casilla {n}',
	'lancaster.ui.place.minimum': 'Fuerza mínima impresa en el condado {county} (se recuerda)',
	'lancaster.ui.place.favourPick': 'Tablilla de favor del rey que elige (boca arriba)',
	'lancaster.ui.favour.amounts': '{gold} oro y {squires} escud.',
	'lancaster.ui.favour.tile': 'Tablilla {n}: {what}',
	'lancaster.ui.ballot.missing': 'Falta el voto de {player}: toca sí o no.',
	'lancaster.ui.battle.known': 'Cartas de batalla ya anotadas',
	'lancaster.ui.line.label':
		'{tokens, plural, one {# ficha de voto} other {# fichas de voto}}, {nobles, plural, one {# noble} other {# nobles}}, {gold} oro, {squires, plural, one {# escudero} other {# escuderos}}, {extensions, plural, one {# ampliación} other {# ampliaciones}}, caballeros {knights}',
	'lancaster.ui.board.idle': 'Sin caballeros ni carta: {list}',
	'lancaster.ui.board.counties': 'Condados',
	'lancaster.ui.board.battles': 'Batallas',
	'lancaster.ui.board.standing': 'Mayorías finales, ahora',
	'lancaster.ui.board.knighthood': 'Caballería más fuerte',
	'lancaster.ui.board.extensions': 'Más ampliaciones',
	'lancaster.ui.board.nobles': 'Puntos de nobles',
	'lancaster.ui.board.inForce': 'Leyes vigentes',
	'lancaster.ui.board.proposed': 'Propuestas en la ronda {round}',
	'lancaster.ui.board.tilesUp': 'tablillas de favor boca arriba',
	'lancaster.ui.board.noneUp': 'ninguna',
	'lancaster.ui.board.tilesTaken': 'Tablillas de favor tomadas',
	'lancaster.ui.board.more': 'Mayorías finales y leyenda',
	'lancaster.ui.board.moreTiles': 'Tablillas, mayorías finales, leyenda',
	'lancaster.ui.figure.strength': 'fuerza total de los caballeros',
	'lancaster.ui.figure.tokens': 'fichas de voto',
	'lancaster.ui.figure.nobles': 'nobles',
	'lancaster.ui.figure.gold': 'oro',
	'lancaster.ui.figure.squires': 'escuderos',
	'lancaster.ui.figure.extensions': 'ampliaciones',
	'lancaster.ui.ballot.ifPassed': 'Si se aprueba, ahora:',
	'lancaster.ui.place.allDone': 'Todos los caballeros están en el tablero.',
	'lancaster.ui.place.back': 'Volver',
	'lancaster.ui.place.battleFull': 'completa',
	'lancaster.ui.place.castle': 'Castillo',
	'lancaster.ui.place.counties': 'Condados, en el orden del tablero',
	'lancaster.ui.place.court': 'Caballeros en la corte',
	'lancaster.ui.place.favour': 'Tablilla de favor del rey {tile}: ¿qué elige el jugador?',
	'lancaster.ui.place.favourGold': 'Oro de la tablilla (oro y escuderos)',
	'lancaster.ui.place.favourSquires': 'Escuderos de la tablilla (oro y escuderos)',
	'lancaster.ui.place.knight': 'Caballero de fuerza {strength}',
	'lancaster.ui.place.noFavour': 'Sin tablilla',
	'lancaster.ui.place.own': 'Caballero propio',
	'lancaster.ui.place.placed': 'Colocados esta ronda ({n})',
	'lancaster.ui.place.squires': 'Escuderos con este caballero (condado)',
	'lancaster.ui.place.toCounty':
		'Condado {letter}{holder, select, other { (ahora {holder}, fuerza {strength})} __none {}}',
	'lancaster.ui.place.turn': '{player} coloca un caballero',
	'lancaster.ui.place.undo': '¿Un caballero mal colocado? Deshazlo.',
	'lancaster.ui.place.whose': 'De quién es el caballero',
	'lancaster.error.badKnight': 'Los caballeros de un jugador tienen fuerza 1, 1, 1, 2, 2, 3 y 4',
	'lancaster.error.notInCourt': 'No queda ningún caballero de fuerza {strength} en esa corte',
	'lancaster.error.badPlace': 'Elige un condado, el castillo o una batalla',
	'lancaster.error.notEnoughSquires': 'No tiene tantos escuderos',
	'lancaster.error.county.belowMinimum':
		'El caballero solo no alcanza la fuerza mínima del condado (los escuderos no cuentan)',
	'lancaster.error.county.notStronger':
		'Solo un caballero más fuerte (con sus escuderos) gana un condado ocupado',
	'lancaster.error.county.ownKnight':
		'No se puede reemplazar a los propios caballeros (ni a los del aliado)',
	'lancaster.error.county.allySquires': 'Los caballeros del aliado no llevan escuderos',
	'lancaster.error.battleFull': 'Las tres casillas de la batalla están ocupadas',
	'lancaster.error.cardKnown': 'Esa carta de batalla ya está anotada',
	'lancaster.error.favourLate':
		'Solo los seis primeros caballeros enviados a batallas eligen tablilla de favor',
	'lancaster.error.knightsLeft': 'A {player} aún le quedan caballeros en la corte',
	'lancaster.error.notEnoughGold': '{player} necesita {n} monedas de oro',
	'lancaster.error.countyHolder': 'En este condado está el caballero de {player}',
	'lancaster.error.battleUnfought': 'La batalla nueva {n} tiene caballeros: resuélvela antes',
	'lancaster.error.badRansom': 'Elige qué prisioneros se rescatan',
	'lancaster.log.place':
		'{player}: caballero de fuerza {knight} {to, select, county {al condado {county}{squires, plural, =0 {} one { con # escudero} other { con # escuderos}}{out, select, none {} other {; desplaza al caballero de fuerza {outKnight} de {out}, que vuelve a su corte}}} castle {al castillo} other {a la batalla {battle}{favour, select, none {} goldSquires {, favor: {gold, plural, one {# moneda de oro} other {# monedas de oro}} y {favourSquires, plural, one {# escudero} other {# escuderos}}} strengthen {, favor: un fortalecimiento} other {, favor: un noble}}}}',
	'lancaster.ui.ballot.tableVote': 'La mesa ha votado con sus pergaminos: anotar el resultado',
	'lancaster.ui.ballot.tableYes': '{player}: sí',
	'lancaster.ui.ballot.tableNo': '{player}: no',
	'lancaster.ui.ballot.tableTokens': 'Fichas de voto de {player} bajo el pergamino',
	'lancaster.ui.ballot.restYesRecord': 'Anotar: {names} sí',
	'lancaster.ui.ballot.tableRecord': 'Anotar la votación descubierta',
	'lancaster.ui.troops.done': 'Tropas colocadas: abrir el parlamento',
	'lancaster.log.favour':
		'{player} elige la tablilla de favor del rey {tile}: {reward, select, goldSquires {monedas de oro y escuderos} strengthen {un fortalecimiento} noble {un noble} other {{reward}}}',
	'lancaster.error.favourTile': 'Elige una de las seis tablillas de favor del rey (1 a 6).',
	'lancaster.error.favourReward':
		'Indica qué da la tablilla: monedas de oro y escuderos, fortalecimiento o noble.',
	'lancaster.error.badReward': 'Escribe cada recompensa como un número entero entre 0 y 99.',
	'lancaster.error.favourTileDiffers':
		'La tablilla {tile} muestra {reward, select, goldSquires {oro y escuderos} strengthen {un fortalecimiento} noble {un noble} other {otra recompensa}}.',
	'lancaster.error.favourTaken':
		'Esa tablilla de favor del rey está boca abajo hasta el final de la ronda.',
	'lancaster.error.lowerBattleKeeps':
		'Los caballeros que ya están en esta batalla se quedan, en el mismo orden: solo se añaden nuevos.',
	'lancaster.ui.favour.reward.goldSquires': 'Monedas de oro y escuderos',
	'lancaster.ui.favour.reward.strengthen': 'Fortalecimiento',
	'lancaster.ui.favour.reward.noble': 'Noble',
	'lancaster.ally': 'Aliado de {player}',
	'lancaster.ballot.no': 'No apruebo la nueva ley',
	'lancaster.ballot.reveal': 'Mostrar los votos',
	'lancaster.ballot.turn': 'Turno de {player}: pasa el móvil sin mirar',
	'lancaster.ballot.yes': 'Sí, estoy de acuerdo con la nueva ley',
	'lancaster.battle.englandWins': 'Gana Inglaterra',
	'lancaster.battle.franceWins': 'Gana Francia',
	'lancaster.battle.lost': 'Puntos perdidos (aliado)',
	'lancaster.battle.ransom':
		'Rescate: {n, plural, one {# moneda de oro} other {# monedas de oro}} o a las tropas de reserva',
	'lancaster.check.parliament.apply': 'Se aplican las 3 leyes vigentes de izquierda a derecha',
	'lancaster.check.parliament.enact':
		'Empate o más síes: se aprueba, se deroga la ley de la izquierda y la nueva entra a la derecha',
	'lancaster.check.parliament.return':
		'Las fichas de voto usadas y las que sobren vuelven al consejo',
	'lancaster.check.parliament.vote':
		'Votación secreta de las 3 leyes propuestas, de izquierda a derecha: pergamino y fichas de voto',
	'lancaster.check.scoring.battles': 'Batallas: primero la fila inferior, después la superior',
	'lancaster.check.scoring.castles':
		'Castillos desde el jugador inicial: caballeros y ampliaciones',
	'lancaster.check.scoring.counties':
		'Condados de la A a la I: noble, puntos, o 3 monedas de oro por ambos; Surrey elige el jugador inicial',
	'lancaster.check.scoring.next':
		'Nueva ronda: dos cartas de batalla, tablillas de favor boca arriba y tres leyes propuestas',
	'lancaster.check.scoring.roundTable':
		'Mesa redonda: una ficha de voto por noble, incluido el señor de la fortaleza (no en la ronda 5)',
	'lancaster.check.troops.battle':
		'Batalla: casillas de arriba abajo, una por jugador; sin escuderos',
	'lancaster.check.troops.county':
		'Condado: el caballero solo debe alcanzar la fuerza mínima; los escuderos suman para desplazar',
	'lancaster.check.troops.favour':
		'Los seis primeros caballeros enviados a batallas eligen una tablilla de favor del rey',
	'lancaster.check.troops.place':
		'Desde el jugador inicial, cada uno coloca un caballero de su corte por turno',
	'lancaster.choice.both': 'Ambos (3 monedas de oro)',
	'lancaster.choice.noble': 'Noble',
	'lancaster.choice.points': 'Puntos',
	'lancaster.error.adjustOutOfRange': 'La corrección deja un valor imposible',
	'lancaster.error.alliesNeedTwo': 'Los aliados solo se usan en partidas de 2 jugadores',
	'lancaster.error.allyCounty':
		'El aliado no tiene oro ni recibe puntos de poder: solo noble o puntos de aliado',
	'lancaster.error.badAmount': 'La cantidad debe ser un número entero no negativo',
	'lancaster.error.badBallot': 'Elige sí o no',
	'lancaster.error.badOptions': 'Opciones no válidas',
	'lancaster.error.ballotComplete': 'Todos han votado: muestra los votos',
	'lancaster.error.ballotRecorded': 'Esta votación ya se ha registrado (desde otro móvil).',
	'lancaster.error.ballotInProgress': 'No se pueden cambiar las fichas de quien ya ha votado',
	'lancaster.error.ballotIncomplete': 'Falta el voto de {player}',
	'lancaster.error.battleCard':
		'Indica la fuerza de Francia y los tres puntos de poder de la carta',
	'lancaster.error.battleKnights': 'Indica la fuerza de cada caballero (números positivos)',
	'lancaster.error.battleSameSlot': 'Cada jugador solo puede ocupar una casilla de cada batalla',
	'lancaster.error.battleSlots': 'Una batalla tiene como máximo 3 casillas',
	'lancaster.error.countyChoice': 'Elige noble, puntos o ambos',
	'lancaster.error.countyEmpty': 'Un condado sin caballero no da nada',
	'lancaster.error.countyPowerWithNoble': 'Quien elige el noble no recibe los puntos',
	'lancaster.error.finalInput':
		'Falta un dato o no es válido: {player} — {field, select, gold {monedas de oro} squires {escuderos} counties {condados ocupados} battles {batallas en las que participa} placed1 {caballeros de fuerza 1 colocados} placed2 {caballeros de fuerza 2 colocados} placed3 {caballeros de fuerza 3 colocados} placed4 {caballeros de fuerza 4 colocados} reserve4 {caballero de fuerza 4 en la reserva (0 o 1)} extensions {tablillas de ampliación} nobles {nobles} exchange {cantidad que cambia} player {datos del jugador} tiePoints {puntos de la carta en caso de empate} law {ley} knights {fuerza de los caballeros} players {jugadores} other {{field}}}',
	'lancaster.error.finished': 'La partida ya ha terminado',
	'lancaster.error.lawCount': 'Hay que indicar {n} leyes',
	'lancaster.error.lawInput':
		'Falta un dato o no es válido: {player} — {field, select, gold {monedas de oro} squires {escuderos} counties {condados ocupados} battles {batallas en las que participa} placed1 {caballeros de fuerza 1 colocados} placed2 {caballeros de fuerza 2 colocados} placed3 {caballeros de fuerza 3 colocados} placed4 {caballeros de fuerza 4 colocados} reserve4 {caballero de fuerza 4 en la reserva (0 o 1)} extensions {tablillas de ampliación} nobles {nobles} exchange {cantidad que cambia} player {datos del jugador} tiePoints {puntos de la carta en caso de empate} law {ley} knights {fuerza de los caballeros} players {jugadores} other {{field}}}',
	'lancaster.error.lawUsed':
		'Esa ley ya ha salido: {law, select, goldStrengthen {Más oro: fortalecimiento} squiresKnight {Más escuderos: caballero nuevo} countiesPer2 {Condados: 3 por cada 2} goldForVotes {Oro por fichas de voto} squireGoldPower {Escudero y oro: 3 puntos} battlePairExtension {Dos batallas: ampliación} strength2Squire {Fuerza 2: escuderos} battlePairBundle {Dos batallas: escudero, voto y oro} noStrength2Strengthen {Sin fuerza 2: fortalecimiento} swap3For4 {Cambio de fuerza 3 por 4} extensionsPower {Ampliaciones: 5 por cada 3} battlesPower {Batallas: 3 por batalla} countiesPer3 {Condados: 8 por cada 3} three1sPower {Tres de fuerza 1: 5 puntos} noblesKnight {Nobles: caballero nuevo} goldPower {Oro por puntos} squirePower {Escuderos por puntos} setOf4Power {Fuerzas 1-2-3-4: 6 puntos} other {{law}}}',
	'lancaster.error.lawsAlreadyRecorded': 'Las leyes propuestas de esta ronda ya están anotadas',
	'lancaster.error.lawsInForceSet': 'Las leyes vigentes ya están anotadas',
	'lancaster.error.lawsNotRecorded': 'Primero hay que anotar las leyes propuestas',
	'lancaster.error.lowerRowFirst': 'Primero se valoran las batallas de la fila inferior',
	'lancaster.error.notEnoughTokens':
		'Solo tiene {n, plural, one {# ficha de voto} other {# fichas de voto}}',
	'lancaster.error.notSurrey': 'Solo Surrey elige el jugador inicial',
	'lancaster.error.nothingToAdjust': 'No hay nada que corregir',
	'lancaster.error.countyNoNobles':
		'El condado {county} ya no tiene nobles: solo puede dar sus puntos',
	'lancaster.error.badSpace': 'Casilla del castillo no válida',
	'lancaster.error.castleSpaceTaken':
		'Sólo puede haber un caballero por casilla: la casilla {n} está repetida',
	'lancaster.error.roundTableFull': 'La mesa redonda tiene como máximo 9 nobles',
	'lancaster.error.surreyNextStart': 'Surrey: elige quién abrirá la siguiente ronda',
	'lancaster.error.twoNeedAllies': 'Las partidas de 2 jugadores se juegan con aliados',
	'lancaster.error.unknownAction': 'Acción desconocida',
	'lancaster.error.unknownBattle': 'Esa batalla no está en la fila inferior',
	'lancaster.error.unknownField': 'Campo desconocido',
	'lancaster.error.unknownLaw': 'Ley desconocida',
	'lancaster.error.unknownPlayer': 'Jugador desconocido',
	'lancaster.error.wrongStep': 'Eso no se hace en este momento de la ronda',
	'lancaster.field.battles': 'batallas en las que participa',
	'lancaster.field.counties': 'condados ocupados',
	'lancaster.field.exchange': 'cantidad que cambia',
	'lancaster.field.extensions': 'tablillas de ampliación',
	'lancaster.field.gold': 'monedas de oro',
	'lancaster.field.knights': 'fuerza de los caballeros',
	'lancaster.field.law': 'ley',
	'lancaster.field.nobles': 'nobles',
	'lancaster.field.placed1': 'caballeros de fuerza 1 colocados',
	'lancaster.field.placed2': 'caballeros de fuerza 2 colocados',
	'lancaster.field.placed3': 'caballeros de fuerza 3 colocados',
	'lancaster.field.placed4': 'caballeros de fuerza 4 colocados',
	'lancaster.field.player': 'datos del jugador',
	'lancaster.field.players': 'jugadores',
	'lancaster.field.reserve4': 'caballero de fuerza 4 en la reserva (0 o 1)',
	'lancaster.field.squires': 'escuderos',
	'lancaster.field.tiePoints': 'puntos de la carta en caso de empate',
	'lancaster.final.extensions': 'Más tablillas de ampliación',
	'lancaster.final.knighthood': 'Caballería más fuerte',
	'lancaster.final.nobles': 'Nobles en la mesa redonda',
	'lancaster.final.total': 'Total',
	'lancaster.decided.shared': '{winners} comparten la victoria con {points} puntos de poder',
	'lancaster.decided.tiebreak':
		'{winner} gana con {points} puntos de poder: {by, select, squires {más escuderos desempataron la caballería} gold {más oro desempató las ampliaciones del castillo} other {más escuderos y más oro desempataron las mayorías}}',
	'lancaster.gain.extensions':
		'{n, plural, one {# tablilla de ampliación} other {# tablillas de ampliación}}',
	'lancaster.gain.gold': '{n, plural, one {# moneda de oro} other {# monedas de oro}}',
	'lancaster.gain.newKnights':
		'{n, plural, one {# caballero nuevo de fuerza 1} other {# caballeros nuevos de fuerza 1}}',
	'lancaster.gain.payGold': 'paga {n, plural, one {# moneda de oro} other {# monedas de oro}}',
	'lancaster.gain.paySquires': 'entrega {n, plural, one {# escudero} other {# escuderos}}',
	'lancaster.gain.power': '{n, plural, one {# punto de poder} other {# puntos de poder}}',
	'lancaster.gain.squires': '{n, plural, one {# escudero} other {# escuderos}}',
	'lancaster.gain.strengthen': '{n, plural, one {# fortalecimiento} other {# fortalecimientos}}',
	'lancaster.gain.tie': 'Empate: cada jugador empatado recibe la recompensa de la carta',
	'lancaster.gain.upgrade3to4': 'puede cambiar su caballero de fuerza 3 por el de fuerza 4',
	'lancaster.gain.voteTokens': '{n, plural, one {# ficha de voto} other {# fichas de voto}}',
	'lancaster.law.battlePairBundle.name': 'Dos batallas: escudero, voto y oro',
	'lancaster.law.battlePairBundle.text':
		'Por cada par de batallas distintas en las que tengas al menos un caballero: 1 escudero, 1 ficha de voto y 1 moneda de oro.',
	'lancaster.law.battlePairExtension.name': 'Dos batallas: ampliación',
	'lancaster.law.battlePairExtension.text':
		'Por cada par de batallas distintas en las que tengas al menos un caballero: una tablilla de ampliación para tu castillo.',
	'lancaster.law.battlesPower.name': 'Batallas: 3 por batalla',
	'lancaster.law.battlesPower.text':
		'3 puntos de poder por cada batalla en la que tengas al menos un caballero.',
	'lancaster.law.countiesPer2.name': 'Condados: 3 por cada 2',
	'lancaster.law.countiesPer2.text':
		'3 puntos de poder por cada 2 condados ocupados por tus caballeros.',
	'lancaster.law.countiesPer3.name': 'Condados: 8 por cada 3',
	'lancaster.law.countiesPer3.text':
		'8 puntos de poder por cada 3 condados ocupados por tus caballeros.',
	'lancaster.law.extensionsPower.name': 'Ampliaciones: 5 por cada 3',
	'lancaster.law.extensionsPower.text':
		'5 puntos de poder por cada 3 tablillas de ampliación de tu castillo.',
	'lancaster.law.goldForVotes.name': 'Oro por fichas de voto',
	'lancaster.law.goldForVotes.text':
		'Cada moneda de oro que entregues compra una ficha de voto. Se cambia por turnos, desde el jugador inicial.',
	'lancaster.law.goldPower.name': 'Oro por puntos',
	'lancaster.law.goldPower.text':
		'Cada moneda de oro que entregues vale 1 punto de poder. Se cambia por turnos, desde el jugador inicial.',
	'lancaster.law.goldStrengthen.name': 'Más oro: fortalecimiento',
	'lancaster.law.goldStrengthen.text':
		'Quien tenga más oro fortalece uno de sus caballeros. Si hay empate, cada empatado recibe los puntos que marca la carta.',
	'lancaster.law.noStrength2Strengthen.name': 'Sin fuerza 2: fortalecimiento',
	'lancaster.law.noStrength2Strengthen.text':
		'Si no has colocado ningún caballero de fuerza 2, fortaleces uno de tus caballeros.',
	'lancaster.law.noblesKnight.name': 'Nobles: caballero nuevo',
	'lancaster.law.noblesKnight.text':
		'Un caballero nuevo de fuerza 1 (de tu reserva) por cada 3 nobles de tu mesa redonda.',
	'lancaster.law.setOf4Power.name': 'Fuerzas 1-2-3-4: 6 puntos',
	'lancaster.law.setOf4Power.text':
		'6 puntos de poder por cada juego de cuatro caballeros colocados de fuerzas 1, 2, 3 y 4.',
	'lancaster.law.squireGoldPower.name': 'Escudero y oro: 3 puntos',
	'lancaster.law.squireGoldPower.text':
		'Cada escudero más una moneda de oro que entregues valen 3 puntos de poder. Se cambia por turnos, desde el jugador inicial.',
	'lancaster.law.squirePower.name': 'Escuderos por puntos',
	'lancaster.law.squirePower.text':
		'Cada escudero que entregues vale 1 punto de poder. Se cambia por turnos, desde el jugador inicial.',
	'lancaster.law.squiresKnight.name': 'Más escuderos: caballero nuevo',
	'lancaster.law.squiresKnight.text':
		'Quien tenga más escuderos recibe un caballero nuevo de fuerza 1 de su reserva. Si hay empate, cada empatado recibe los puntos que marca la carta.',
	'lancaster.law.strength2Squire.name': 'Fuerza 2: escuderos',
	'lancaster.law.strength2Squire.text':
		'1 escudero por cada caballero de fuerza 2 que hayas colocado.',
	'lancaster.law.swap3For4.name': 'Cambio de fuerza 3 por 4',
	'lancaster.law.swap3For4.text':
		'Si has colocado tu caballero de fuerza 3, puedes cambiarlo por el de fuerza 4 mientras este siga en tu reserva.',
	'lancaster.law.three1sPower.name': 'Tres de fuerza 1: 5 puntos',
	'lancaster.law.three1sPower.text':
		'5 puntos de poder si has colocado tus tres caballeros de fuerza 1.',
	'lancaster.log.correction':
		'Corrección de {player}: {power, select, none {} first {poder {powerFrom} → {powerTo}} other {, poder {powerFrom} → {powerTo}}}{voteTokens, select, none {} first {fichas de voto {voteTokensFrom} → {voteTokensTo}} other {, fichas de voto {voteTokensFrom} → {voteTokensTo}}}{nobles, select, none {} first {nobles {noblesFrom} → {noblesTo}} other {, nobles {noblesFrom} → {noblesTo}}}{gold, select, none {} first {oro {goldFrom} → {goldTo}} other {, oro {goldFrom} → {goldTo}}}{squires, select, none {} first {escuderos {squiresFrom} → {squiresTo}} other {, escuderos {squiresFrom} → {squiresTo}}}{extensions, select, none {} first {ampliaciones {extensionsFrom} → {extensionsTo}} other {, ampliaciones {extensionsFrom} → {extensionsTo}}}{knights, select, none {} first {caballeros {knightsFrom} → {knightsTo}} other {, caballeros {knightsFrom} → {knightsTo}}}',
	'lancaster.log.applyLaw':
		'Se aplica la ley {position}: «{law, select, goldStrengthen {Más oro: fortalecimiento} squiresKnight {Más escuderos: caballero nuevo} countiesPer2 {Condados: 3 por cada 2} goldForVotes {Oro por fichas de voto} squireGoldPower {Escudero y oro: 3 puntos} battlePairExtension {Dos batallas: ampliación} strength2Squire {Fuerza 2: escuderos} battlePairBundle {Dos batallas: escudero, voto y oro} noStrength2Strengthen {Sin fuerza 2: fortalecimiento} swap3For4 {Cambio de fuerza 3 por 4} extensionsPower {Ampliaciones: 5 por cada 3} battlesPower {Batallas: 3 por batalla} countiesPer3 {Condados: 8 por cada 3} three1sPower {Tres de fuerza 1: 5 puntos} noblesKnight {Nobles: caballero nuevo} goldPower {Oro por puntos} squirePower {Escuderos por puntos} setOf4Power {Fuerzas 1-2-3-4: 6 puntos} other {{law}}}»',
	'lancaster.log.battle':
		'Batalla {n} ({attempt, plural, one {primer intento} other {segundo intento}}): {nobody, select, yes {nadie participó, gana Francia{next, select, lowerRow {; pasa a la fila inferior} other {; la carta se retira}}} other {{total} contra {france}, {england, select, yes {gana Inglaterra} other {gana Francia}}{next, select, lowerRow {; pasa a la fila inferior} prisoners {; los caballeros son prisioneros} other {}}}}',
	'lancaster.log.cast': '{player} ha votado en secreto',
	'lancaster.log.castle':
		'Castillo de {player}: {power, plural, one {# punto de poder} other {# puntos de poder}}{gold, plural, =0 {} one {, # moneda de oro} other {, # monedas de oro}}{squires, plural, =0 {} one {, # escudero} other {, # escuderos}}{knights, plural, =0 {} one {, # caballero nuevo} other {, # caballeros nuevos}}{lifts, plural, =0 {} one {, # fortalecimiento} other {, # fortalecimientos}}{paid, plural, =0 {} one {, paga # escudero} other {, paga # escuderos}} y {tokens, plural, one {# ficha de voto} other {# fichas de voto}}',
	'lancaster.log.county':
		'Condado {county}: {ally, select, yes {el aliado de {player}} other {{player}}} elige {choice, select, noble {el noble} points {los puntos} both {el noble y los puntos por 3 monedas de oro} other {{choice}}}{power, plural, =0 {} one { (# punto de poder)} other { (# puntos de poder)}}{gold, plural, =0 {} one {, # moneda de oro} other {, # monedas de oro}}{squires, plural, =0 {} one {, # escudero} other {, # escuderos}}{knights, plural, =0 {} one {, # caballero nuevo} other {, # caballeros nuevos}}{lifts, plural, =0 {} one {, # fortalecimiento} other {, # fortalecimientos}}{paid, plural, =0 {} one {, paga # escudero} other {, paga # escuderos}}',
	'lancaster.log.countyEmpty': 'Condado {county}: sin caballero',
	'lancaster.log.endRound': 'Fin de la ronda {round}',
	'lancaster.log.endTroops': 'Ronda {round}: se abre la sesión del parlamento',
	'lancaster.log.finalScore':
		'Recuento final (oro / escuderos / ampliaciones / caballeros): {players}',
	'lancaster.log.recordLaws': 'Ronda {round}: leyes anotadas',
	'lancaster.log.reveal':
		'Ley {position} («{law, select, goldStrengthen {Más oro: fortalecimiento} squiresKnight {Más escuderos: caballero nuevo} countiesPer2 {Condados: 3 por cada 2} goldForVotes {Oro por fichas de voto} squireGoldPower {Escudero y oro: 3 puntos} battlePairExtension {Dos batallas: ampliación} strength2Squire {Fuerza 2: escuderos} battlePairBundle {Dos batallas: escudero, voto y oro} noStrength2Strengthen {Sin fuerza 2: fortalecimiento} swap3For4 {Cambio de fuerza 3 por 4} extensionsPower {Ampliaciones: 5 por cada 3} battlesPower {Batallas: 3 por batalla} countiesPer3 {Condados: 8 por cada 3} three1sPower {Tres de fuerza 1: 5 puntos} noblesKnight {Nobles: caballero nuevo} goldPower {Oro por puntos} squirePower {Escuderos por puntos} setOf4Power {Fuerzas 1-2-3-4: 6 puntos} other {{law}}}»): {yes} a favor, {no} en contra: {passed, select, yes {aprobada} other {rechazada}}',
	'lancaster.log.scorerFinish': 'Recuento final (marcador rápido)',
	'lancaster.log.scorerReopen': 'Recuento reabierto para corregir',
	'lancaster.log.scorerKnights': '{player}: caballería de fuerza {strength}',
	'lancaster.log.scorerSet':
		'{player}: {field, select, power {puntos de poder} squires {escuderos} extensions {tablillas de ampliación} gold {monedas de oro} nobles {nobles en la mesa redonda} other {{field}}} = {value}',
	'lancaster.log.surrey':
		'Surrey: {ally, select, yes {el aliado de {player}} other {{player}}} elige {choice, select, noble {el noble} points {los puntos} both {el noble y los puntos por 3 monedas de oro} other {{choice}}}{power, plural, =0 {} one { (# punto de poder)} other { (# puntos de poder)}}{gold, plural, =0 {} one {, # moneda de oro} other {, # monedas de oro}}{squires, plural, =0 {} one {, # escudero} other {, # escuderos}}{knights, plural, =0 {} one {, # caballero nuevo} other {, # caballeros nuevos}}{lifts, plural, =0 {} one {, # fortalecimiento} other {, # fortalecimientos}}{paid, plural, =0 {} one {, paga # escudero} other {, paga # escuderos}}; {next} abrirá la siguiente ronda',
	'lancaster.log.unknown': 'Acción',
	'lancaster.option.lawDeck': 'Mazo de leyes',
	'lancaster.option.lawDeck.app': 'La app reparte las leyes',
	'lancaster.option.lawDeck.table': 'La mesa anota las cartas que salen',
	'lancaster.option.twoPlayerAllies': 'Partida de 2 jugadores con aliados',
	'lancaster.step.ballot': 'Votación secreta',
	'lancaster.step.battles': 'Batallas',
	'lancaster.step.castles': 'Castillos',
	'lancaster.step.counties': 'Condados',
	'lancaster.step.final': 'Recuento final',
	'lancaster.step.finished': 'Fin',
	'lancaster.step.laws': 'Aplicación de las leyes',
	'lancaster.step.troops': 'Colocación de caballeros',
	'lancaster.ui.adjust.hint':
		'Solo si algo no coincide con el tablero: cambia el valor y queda anotado en el registro.',
	'lancaster.ui.adjust.nobles': 'Nobles de {player}',
	'lancaster.ui.adjust.power': 'Poder de {player}',
	'lancaster.ui.adjust.title': 'Correcciones',
	'lancaster.ui.adjust.tokens': 'Fichas de voto de {player}',
	'lancaster.ui.ballot.allVoted': 'Todos han votado. Mostrad los votos a la vez.',
	'lancaster.ui.ballot.cast': 'Votar en secreto',
	'lancaster.ui.ballot.handTo': 'Pasa el móvil a {player}',
	'lancaster.ui.ballot.hide': 'Ocultar',
	'lancaster.ui.ballot.open': 'Soy {player}: ver mi pergamino de votación',
	'lancaster.ui.ballot.title': 'Votación de la ley propuesta {position} de 3',
	'lancaster.ui.ballot.tokens': 'Fichas de voto que añades (tienes {n})',
	'lancaster.ui.ballot.weight':
		'Tu voto vale {n, plural, one {# voto} other {# votos}}: el pergamino y cada ficha',
	'lancaster.ui.ballot.yourVote': 'Voto secreto de {player}',
	'lancaster.ui.battle.addSlot': 'Añadir casilla',
	'lancaster.ui.battle.attempt': '{attempt, plural, one {primer intento} other {segundo intento}}',
	'lancaster.ui.battle.card': 'Francia {france}; puntos de poder {a}, {b} y {c}',
	'lancaster.ui.battle.cardHint':
		'Copia la fuerza de Francia y los tres valores de puntos de poder de la carta.',
	'lancaster.ui.battle.compare': 'Inglaterra {total} contra Francia {france}',
	'lancaster.ui.battle.empty': 'Nadie participó: se considera que pierde Inglaterra.',
	'lancaster.ui.battle.endHint':
		'Cuando todas las batallas estén resueltas (primero la fila inferior), termina la ronda.',
	'lancaster.ui.battle.france': 'Fuerza de Francia',
	'lancaster.ui.battle.holder': 'Jugador',
	'lancaster.ui.battle.knightsOf': 'Caballeros de la casilla {n} ({player})',
	'lancaster.ui.battle.lowerBefore':
		'{placed, select, yes {Caballeros que ya estaban: {list}. Los de esta ronda ya están en la lista, en orden de casilla.} other {Caballeros que ya estaban: {list}. Añade también los nuevos, en orden de casilla.}}',
	'lancaster.ui.battle.lowerTitle': 'Fila inferior: batalla {id} (segundo intento)',
	'lancaster.ui.battle.newTitle': 'Nueva batalla',
	'lancaster.ui.battle.next.lowerRow':
		'La batalla pasa a la fila inferior con sus caballeros: se vuelve a luchar en la próxima ronda.',
	'lancaster.ui.battle.next.prisoners':
		'Francia vuelve a ganar: los caballeros quedan prisioneros.',
	'lancaster.ui.battle.next.removed': 'La carta de batalla se retira.',
	'lancaster.ui.battle.nextEmpty.lowerRow':
		'La carta pasa a la fila inferior, sin caballeros: se vuelve a luchar en la próxima ronda.',
	'lancaster.ui.battle.nextEmpty.prisoners':
		'La carta de batalla se retira; no hay caballeros prisioneros.',
	'lancaster.ui.battle.nextEmpty.removed': 'La carta de batalla se retira.',
	'lancaster.ui.battle.noRansom': 'no se puede rescatar: a las tropas de reserva',
	'lancaster.ui.battle.power1': 'Puntos de poder: valor 1',
	'lancaster.ui.battle.power2': 'Puntos de poder: valor 2',
	'lancaster.ui.battle.power3': 'Puntos de poder: valor 3',
	'lancaster.ui.battle.prisoner': 'Caballero de fuerza {strength} de {player}',
	'lancaster.ui.battle.prizesEngland':
		'Gana Inglaterra (igual o más fuerza): los valores {a}, {b} y {c}, de mayor a menor, para los puestos 1 a 3.',
	'lancaster.ui.battle.prizesFrance':
		'Gana Francia: el valor más alto se pierde; el puesto 1 recibe el segundo y el puesto 2 el tercero.',
	'lancaster.ui.battle.rankLine':
		'{rank}.º {player} (fuerza {strength}): {points, plural, one {# punto de poder} other {# puntos de poder}}',
	'lancaster.ui.battle.ransoms': 'Rescates',
	'lancaster.ui.battle.ransomPaid':
		'{player} paga {n, plural, one {# moneda de oro} other {# monedas de oro}} y recupera su caballero de fuerza {strength}',
	'lancaster.ui.battle.ransomNotPaid':
		'Caballero de fuerza {strength} de {player}: sin rescate, a las tropas de reserva',
	'lancaster.ui.battle.ransomOrder':
		'Los rescates se pagan en el orden de la ronda; quien no paga lo envía a las tropas de reserva.',
	'lancaster.ui.battle.record': 'Batalla {id}',
	'lancaster.ui.battle.removeSlot': 'Quitar la casilla {n}',
	'lancaster.ui.battle.resolve': 'Resolver la batalla',
	'lancaster.ui.battle.resolveLower': 'Resolver la batalla de la fila inferior',
	'lancaster.ui.battle.slot': 'Casilla {n}',
	'lancaster.ui.battle.slotsHint':
		'Casillas de arriba abajo (orden de entrada). En empate gana quien entró después.',
	'lancaster.ui.battle.tieRule':
		'En empate de fuerza gana quien entró en la batalla en último lugar.',
	'lancaster.ui.castle.record': 'Anotar el castillo de {player}',
	'lancaster.ui.castle.title': 'Castillo de {player}',
	'lancaster.ui.castle.tokens':
		'{last, select, yes {Ronda 5: la mesa redonda ya no da fichas de voto.} other {Mesa redonda: recibe {n, plural, one {# ficha de voto} other {# fichas de voto}} ({nobles, plural, one {# noble} other {# nobles}}, señor incluido).}}',
	'lancaster.ui.county.allyNote': 'El aliado no tiene oro y sus puntos de poder se pierden.',
	'lancaster.ui.county.choice': 'Qué elige',
	'lancaster.ui.county.holder': 'Caballero en el condado',
	'lancaster.ui.county.nextStart': 'Surrey: quién abrirá la siguiente ronda',
	'lancaster.ui.county.nobody': 'Nadie',
	'lancaster.ui.county.power': 'Puntos de poder del condado',
	'lancaster.ui.county.progress': '{done} de 9 condados resueltos (de la A a la I)',
	'lancaster.ui.county.record': 'Anotar el condado {letter}',
	'lancaster.ui.county.surreyEmpty':
		'Nadie en Surrey: {player} conserva la ficha de jugador inicial.',
	'lancaster.ui.county.title': 'Condado {letter}',
	'lancaster.ui.endLastRound': 'Terminar la ronda 5 e ir al recuento final',
	'lancaster.ui.endRound': 'Terminar la ronda {round}',
	'lancaster.ui.final.first': '1.º: {points}',
	'lancaster.ui.final.firstShared':
		'1.º empatado entre {n}: {pool} ÷ {n} = {points} (los decimales se pierden)',
	'lancaster.ui.final.intro':
		'Para cada jugador: fuerza de cada caballero que no está en las tropas de reserva, escuderos, tablillas de ampliación y oro.',
	'lancaster.ui.final.known': 'Poder: {power}; nobles en la mesa redonda: {nobles}',
	'lancaster.ui.final.noblesLine': '{n, plural, one {# noble} other {# nobles}}',
	'lancaster.ui.final.noblesTable':
		'Nobles 1 a 9: 0, 1, 3, 6, 10, 15, 21, 28, 36 puntos. Gana quien tenga más puntos de poder; un empate es una victoria compartida.',
	'lancaster.ui.final.none': 'sin premio',
	'lancaster.ui.final.playerTotal': '{player}: {total} puntos, puesto {rank}',
	'lancaster.ui.final.power': 'Poder antes del recuento',
	'lancaster.ui.final.rank': '{rank}.º',
	'lancaster.ui.final.rules':
		'Caballería y ampliaciones: 8 puntos al primero y 4 al segundo; si siguen empatados en el primer puesto se reparten 12.',
	'lancaster.ui.final.rulesTwo':
		'Partida de 2 jugadores: solo 8 puntos al primero; los aliados no cuentan.',
	'lancaster.ui.final.score': 'Hacer el recuento final',
	'lancaster.ui.final.second': '2.º: {points}',
	'lancaster.ui.final.secondShared':
		'2.º empatado entre {n}: {pool} ÷ {n} = {points} (los decimales se pierden)',
	'lancaster.ui.final.strength': 'fuerza {n}',
	'lancaster.ui.final.tiebreak.gold': 'desempate: más oro',
	'lancaster.ui.final.tiebreak.squires': 'desempate: más escuderos',
	'lancaster.ui.final.title': 'Recuento final',
	'lancaster.ui.knights.add': 'Añadir fuerza:',
	'lancaster.ui.knights.addOne': 'Añadir un caballero de fuerza {strength} a {label}',
	'lancaster.ui.knights.remove': 'Quitar el caballero {n} (fuerza {strength}) de {label}',
	'lancaster.ui.knights.total':
		'{n, plural, =0 {ningún caballero} one {# caballero} other {# caballeros}}, fuerza {strength}',
	'lancaster.ui.laws.apply': 'Aplicar la ley {position}',
	'lancaster.ui.laws.applying': 'Aplicar la ley vigente {position} de 3',
	'lancaster.ui.laws.ask': 'Anota solo lo que esta ley necesita, para cada jugador:',
	'lancaster.ui.laws.field': '{player}: {field}',
	'lancaster.ui.laws.inForce': 'Leyes vigentes (de izquierda a derecha)',
	'lancaster.ui.laws.nothing': 'nada',
	'lancaster.ui.laws.outcome': 'Qué recibe cada jugador',
	'lancaster.ui.laws.proposed': 'Leyes propuestas en la ronda {round}',
	'lancaster.ui.laws.tied': 'Empate entre {players}: cada uno recibe la recompensa de la carta',
	'lancaster.ui.laws.winner': '{player} es quien más tiene',
	'lancaster.ui.option.alliesNote':
		'Con 2 jugadores se juega siempre con aliados (reglamento, pág. 7).',
	'lancaster.ui.record.save': 'Guardar las leyes',
	'lancaster.ui.record.slot': 'Carta {n}',
	'lancaster.ui.record.title': 'Anota las cartas de ley que han salido',
	'lancaster.ui.scorer.extensions': '{player}: tablillas de ampliación',
	'lancaster.ui.scorer.finish': 'Hacer el recuento final',
	'lancaster.ui.scorer.gold': '{player}: monedas de oro',
	'lancaster.ui.scorer.intro':
		'Anota el estado final de cada jugador; al terminar verás el recuento completo.',
	'lancaster.ui.scorer.knights': 'Caballeros de {player} fuera de la reserva',
	'lancaster.ui.scorer.nobles': '{player}: nobles en la mesa redonda (señor incluido)',
	'lancaster.ui.scorer.power': '{player}: puntos de poder',
	'lancaster.ui.scorer.reopen': 'Corregir los números',
	'lancaster.ui.scorer.squires': '{player}: escuderos',
	'lancaster.ui.setup.allies': 'Cada jugador lleva también un aliado (reglas de 2 jugadores).',
	'lancaster.ui.setup.catalogue': 'Las 18 leyes',
	'lancaster.ui.setup.first': 'Empieza el jugador {seat} de la lista',
	'lancaster.ui.setup.inForceHint': 'Colocadlas boca arriba de izquierda a derecha.',
	'lancaster.ui.setup.nobles': '{n} nobles en cada condado.',
	'lancaster.ui.setup.seats':
		'Los jugadores se cuentan en el orden de la lista de la partida (sentido de las agujas del reloj).',
	'lancaster.ui.setup.tableLaws':
		'La mesa baraja las leyes: las cartas que salgan se anotan en la app al empezar.',
	'lancaster.ui.setup.title': 'Preparación',
	'lancaster.ui.setup.tokens': 'Cada jugador empieza con 1 ficha de voto.',
	'lancaster.ui.vote.no': 'No',
	'lancaster.ui.vote.passed': 'Aprobada',
	'lancaster.ui.vote.rejected': 'Rechazada',
	'lancaster.ui.vote.repealed': 'Se deroga «{law}».',
	'lancaster.ui.resolved.title': 'Recién anotado',
	'lancaster.ui.vote.results': 'Resultado de las votaciones',
	'lancaster.ui.vote.tally':
		'{yes} a favor, {no} en contra{tie, select, yes { (el empate aprueba la ley)} other {}}.',
	'lancaster.ui.vote.yes': 'Sí',
	'lancaster.ui.favour.liftAt': '{place}: fortalecer el {from} a {to}',
	'lancaster.ui.favour.court': 'Corte',
	'lancaster.ui.favour.lift': 'Fortalecer un {from} a {to}',
	'lancaster.ui.laws.lift': '{player} elige el caballero que fortalece:',
	'lancaster.error.cannotStrengthen':
		'Ese caballero no puede fortalecerse: está en la reserva o la fuerza siguiente ({n} + 1) no está en la reserva.'
};
export default catalogue;
