/** Root, español: los «¿Por qué?» de cada resultado (explain*.ts), con nuestras palabras. */
const SUIT = '{suit, select, fox {zorro} rabbit {conejo} mouse {ratón} other {ave}}';
const SERVICE =
	'{service, select, hand {Carta de la Mano} riverboats {Barcas} other {Mercenarios}}';
const KIND = '{kind, select, crusade {Cruzada} convert {Convertir} other {Santificar}}';
const LAW = 'Ley de Root §{section}: ';

export default {
	'root.why.rule.vp':
		LAW + 'cada facción suma los PV que le dan sus propias reglas; gana quien llega a 30.',
	'root.why.rule.removed': LAW + 'retirar un edificio o una ficha enemigos da 1 PV.',
	'root.why.rule.item': LAW + 'fabricar un objeto da los PV impresos en su carta.',
	'root.why.rule.victory': LAW + 'quien llega a 30 PV gana en ese momento.',
	'root.why.rule.dominance':
		LAW +
		'con al menos 10 PV, en tu Día, puedes jugar una carta de dominancia: tus PV dejan de contar y ganas si cumples su objetivo al empezar tu turno.',
	'root.why.rule.dominanceWin':
		LAW +
		'la dominancia se comprueba al empezar el turno de quien la jugó; si cumple su objetivo, gana.',
	'root.why.rule.coalition':
		LAW +
		'el Vagabundo no juega la dominancia para sí: se une al jugador con menos PV (no otro Vagabundo) y gana si ese jugador gana.',
	'root.why.rule.score':
		LAW +
		'Puntuar gasta una carta del palo y da los PV de la casilla libre más a la derecha de ese contador de jardines; una vez por palo y turno.',
	'root.why.rule.conspiracy':
		LAW +
		'en su Alba el Culto gasta acólitos para conspirar en claros del Paria: Cruzada y Convertir cuestan 2, Santificar 3; uno menos si el Paria es odiado.',
	'root.why.rule.dawn':
		LAW +
		'en su Alba la Compañía pone 2 guerreros en pagos si estaban vacíos, gana 1 PV por cada 2 fondos si tiene algún puesto en el mapa, y luego todo pasa a fondos.',
	'root.why.rule.services':
		LAW +
		'al empezar su Alba, otro jugador compra servicios poniendo tantos guerreros suyos en pagos como su precio; 1 servicio más 1 por cada claro con puesto y pieza suya. El Vagabundo agota objetos y la Compañía pone los guerreros.',
	'root.why.rule.export':
		LAW +
		'en vez del beneficio de una carta fabricada, la Compañía la descarta y pone un guerrero suyo en pagos.',
	'root.why.rule.tradePost':
		LAW +
		'un puesto con guarnición gasta 2 fondos de quien gobierna el claro y da los PV de la casilla que deja al descubierto.',
	'root.why.rule.disruption':
		LAW +
		'cuando se retira un puesto comercial, la Compañía pierde la mitad de sus fondos, redondeando hacia arriba.',

	'root.why.vp.title': 'PV de {player}',
	'root.why.vp.had': 'tenía {n} PV',
	'root.why.vp.entered':
		'se anotó {dir, select, loss {−} other {+}}{amount} PV{cause, select, removed { (pieza enemiga retirada)} item { (objeto fabricado)} other {}}',
	'root.why.vp.sum': '{from} {op, select, minus {−} other {+}} {amount} = {to} PV',
	'root.why.vp.dominanceNoVp': '{player} juega una carta de dominancia: sus PV ya no cambian.',
	'root.why.vp.goal':
		'{player} llega a {goal} PV: la partida termina; gana{count, plural, one {} other {n}} {winners}.',
	'root.why.vp.outcome': '{player}: {from} → {to} PV.',
	'root.why.win.title':
		'{how, select, dominance {Victoria por dominancia} vp {Victoria por PV} other {Final de la partida}}',
	'root.why.win.card': 'jugó la carta de dominancia de ' + SUIT,
	'root.why.win.partner': 'en coalición con {partner}',
	'root.why.win.checked':
		'Al empezar el Alba de {player}, la mesa confirmó que cumple el objetivo de ' + SUIT + '.',
	'root.why.win.together':
		'{count, plural, one {El Vagabundo en coalición gana} other {Los Vagabundos en coalición ganan}} con su compañero.',
	'root.why.win.playsDominance': 'juega una dominancia (sus PV no cuentan)',
	'root.why.win.outcome': 'Gana{count, plural, one {} other {n}} {winners}.',
	'root.why.missing.winner': 'El registro no dice quién ganó esta partida.',
	'root.why.missing.dominance':
		'El registro no tiene la carta de dominancia de {player}: no se puede decir qué objetivo cumplió.',
	'root.why.missing.sanctifyByHand':
		'Registro antiguo: el PV del edificio retirado lo sumó la mesa a mano, no esta anotación.',
	'root.why.missing.ruler':
		'El registro no dice quién gobierna el claro: se usaron los fondos de la Compañía primero.',
	'root.why.missing.postTrack':
		'Registro antiguo: la mesa escribió {vp} PV; no consta la casilla del contador.',
	'root.why.missing.removedColours':
		'El registro no dice de quién eran los guerreros retirados: salieron primero los de otros jugadores ({who}).',

	'root.why.score.title': 'Puntuar ' + SUIT,
	'root.why.score.gardens': 'Jardines de ' + SUIT + ' en el mapa: {n}',
	'root.why.score.track': 'Con {n} jardines, la casilla libre más a la derecha vale {vp} PV.',
	'root.why.score.once': 'Primera vez este turno que puntúa ' + SUIT + '.',
	'root.why.dom.title': '{player}: dominancia de ' + SUIT,
	'root.why.dom.enough': 'Tiene al menos {min} PV y está en su Día.',
	'root.why.dom.goal':
		'{suit, select, bird {Objetivo: gobernar dos claros de esquina opuestos} other {Objetivo: gobernar 3 claros de ' +
		SUIT +
		'}} al empezar su Alba.',
	'root.why.dom.outcome':
		'{player} juega por la dominancia de ' + SUIT + ': sus PV dejan de contar.',
	'root.why.coal.title': 'Coalición: {player} con {partner}',
	'root.why.coal.fewest': 'El menor número de PV es {n}: lo tiene {partner}.',
	'root.why.coal.card': 'Carta de dominancia usada: ' + SUIT + '.',
	'root.why.coal.tie': 'Varios empatan con menos PV: la mesa eligió a {partner}.',
	'root.why.coal.outcome': '{player} gana si {partner} gana.',

	'root.why.conspiracy.title': 'Conspiración: ' + KIND,
	'root.why.conspiracy.acolytes': 'Acólitos antes: {n}',
	'root.why.conspiracy.outcast': 'Paria: ' + SUIT + '{hated, select, yes { (odiado)} other {}}',
	'root.why.conspiracy.cost':
		KIND +
		' cuesta {base}{hated, select, yes { − {discount} por el Paria odiado} other {}} = {cost} acólitos.',
	'root.why.conspiracy.did':
		'{kind, select, crusade {La mesa mueve o batalla desde un claro de ' +
		SUIT +
		'.} other {La mesa cambia un guerrero enemigo de un claro de ' +
		SUIT +
		' por uno del Culto.}}',
	'root.why.conspiracy.garden': 'Un jardín de ' + SUIT + ' sustituye al edificio: {n} en el mapa.',
	'root.why.conspiracy.post': 'Era un puesto comercial: la Compañía pierde {lost} fondos ({who}).',
	'root.why.conspiracy.removedVp': '{player} gana 1 PV por el edificio enemigo retirado.',
	'root.why.conspiracy.outcome':
		KIND + ': {spent} acólitos gastados, quedan {left}{vp, plural, =0 {} other {; +# PV}}.',

	'root.why.dawn.title': 'Alba de la Compañía ({player})',
	'root.why.dawn.funds': 'Fondos: {n} ({who})',
	'root.why.dawn.payments': 'Pagos: {n} ({who})',
	'root.why.dawn.committed': 'Consignados: {n}',
	'root.why.dawn.posts': 'Puestos comerciales en el mapa: {n}',
	'root.why.dawn.protectionism':
		'{n, plural, =0 {Proteccionismo: los pagos tenían {payments}, no se añade nada.} other {Proteccionismo: pagos vacíos, +# guerreros.}}',
	'root.why.dawn.dividends':
		'{posts, plural, =0 {Dividendos: ningún puesto en el mapa, 0 PV.} other {Dividendos: {funds} fondos ÷ 2 = {vp} PV.}}',
	'root.why.dawn.toFunds': 'Todo pasa a fondos: {n}.',
	'root.why.dawn.outcome': '{player}: +{vp} PV, {funds} fondos para su Día.',
	'root.why.buy.title': '{player} compra ' + SERVICE,
	'root.why.buy.price': 'Precio de ' + SERVICE + ': {price}',
	'root.why.buy.clearings': 'Claros con puesto y pieza suya: {n} → hasta {allowed} servicios',
	'root.why.buy.nth': 'Servicio número {n} de este turno',
	'root.why.buy.pay':
		'{vagabond, select, yes {El Vagabundo agota {n} objetos; la Compañía pone {n} guerreros suyos en pagos.} other {{player} pone {n} guerreros suyos en pagos.}}',
	'root.why.income.outcome': 'Pagos de la Compañía ({player}): {from} → {to}.',
	'root.why.export.title': 'Exportar',
	'root.why.export.crafts': 'Cartas fabricadas este turno: {n}; ya exportadas: {done}',
	'root.why.export.step':
		'La carta se descarta sin su beneficio; un guerrero de la Compañía va a pagos.',
	'root.why.post.title': 'Puesto comercial de ' + SUIT,
	'root.why.post.placed': 'Puestos de ' + SUIT + ' ya fuera del contador: {n}',
	'root.why.post.ruler': 'Gobierna el claro: {player}',
	'root.why.post.spent': 'Se gastan {n} fondos ({who}).',
	'root.why.post.track':
		'Queda al descubierto la casilla {k} del contador de ' + SUIT + ': {vp} PV.',
	'root.why.removed.title': 'Puesto de ' + SUIT + ' retirado',
	'root.why.removed.half': 'La mitad de {n}, redondeando hacia arriba: {lost}.',
	'root.why.removed.who': 'Salen: {who}.',
	'root.why.removed.outcome': 'Fondos de la Compañía ({player}): {from} → {to}.'
} as Record<string, string>;
