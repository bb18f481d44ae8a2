/** Root, español: la pantalla en vivo sobre el marco común. */
const SUIT = '{suit, select, fox {Zorro} rabbit {Conejo} mouse {Ratón} other {Ave}}';
const FACTION =
	'{faction, select, marquise {Marquesado} eyrie {Dinastías} alliance {Alianza} vagabond {Vagabundo} vagabond2 {Segundo Vagabundo} lizards {Culto} riverfolk {Compañía} duchy {Ducado} corvids {Cuervos} hundreds {Cien} other {Guardianes}}';

export default {
	/** A faction's short name, where a line has little room (the Board's player lines). */
	'root.ui3.factionShort': FACTION,
	/** The Company's trade post heading, short enough for one line at 360 px. */
	'root.ui3.rf.postHead': 'Puesto comercial (2 fondos)',
	'root.glance':
		FACTION +
		'{phase, select, setup { · preparación} birdsong { · Alba} daylight { · Día} evening { · Noche} other {}}',
	'root.ui3.tray': 'Almas perdidas, Paria y servicios de la Compañía',
	'root.ui3.revenge2': '+2 Venganza: dos guerreros del Culto retirados al defender',
	'root.ui3.clearings':
		'Claros con puesto comercial y una pieza del comprador: {n} (toca para cambiar)',
	'root.ui3.lc.forecast':
		'En su Alba el Paria pasa a ' +
		SUIT +
		'{hated, select, yes { (odiado)} other {}}: Cruzada {crusade}, Convertir {convert}, Santificar {sanctify} acólitos (tiene {n}).',
	'root.ui3.lc.dominanceFreed':
		'{n, plural, one {# carta de dominancia pasa} other {# cartas de dominancia pasan}} a estar disponible{n, plural, one {} other {s}}.',
	'root.ui3.lc.buyFirst':
		'Primero los servicios (arriba): el Alba se resuelve con el primer paso del Culto tras ellos.',
	'root.ui3.lc.sanctifyPost':
		'Santificar un puesto comercial de ' + SUIT + ' (interrupción del comercio)',
	'root.ui3.rf.move': 'Mover',
	'root.ui3.rf.battle': 'Batallar',
	'root.ui3.rf.draw': 'Robar',
	'root.ui3.rf.recruit': 'Reclutar',
	'root.ui3.rf.postRuler': '{player} gobierna el claro: un puesto comercial con sus dos fondos',
	'root.ui3.rf.placePost':
		SUIT + ' +{vp}: un puesto comercial en un claro que gobierna {player} (quedan {n})',
	'root.ui3.rf.noRuler': 'Ningún color tiene dos fondos para un puesto comercial.',
	'root.ui3.rf.craft': 'Fabricar: los palos de su coste',
	'root.ui3.rf.craftClear': 'Borrar el coste de la fabricación',
	'root.ui3.rf.exportWhich': 'Exportar:',
	'root.ui3.rf.exportCard':
		'Exportar la carta de ' + SUIT + ' fabricada (+1 en pagos, la carta a almas perdidas)',
	'root.ui3.rf.craftExportWhich': 'Fabricar y exportar:',
	'root.ui3.rf.craftExportCard':
		'Fabricar ({n}) y exportar la carta de ' + SUIT + ' (+1 en pagos, la carta a almas perdidas)',
	'root.ui3.rf.craftExport': 'Fabricar ({n}) y exportar (+1 en pagos)',
	'root.ui3.rf.evening': 'Noche: fijar los precios',
	'root.ui3.rf.eveningNow':
		'Su Noche ha empezado: su Día (mover, batallar, fabricar, puestos comerciales) ha terminado hasta su próximo turno.',
	'root.ui3.disruption': 'De quién son los guerreros que salen de fondos: {n} (elegidos {sum})',
	'root.ui3.cancel': 'Cancelar',
	'root.ui3.vpRemoved': '+1 retirado: {player} suma 1 PV, un edificio o ficha enemigo retirado',
	'root.ui3.vpRemovedShort': '+1 retirado',
	'root.ui3.vpItem': 'Objeto +{n}: {player} suma {n} PV, un objeto fabricado',
	'root.ui3.vpItemShort': 'Objeto +{n}',
	'root.ui3.more': 'Otros jugadores, dominancia, piezas retiradas, correcciones',
	'root.ui3.othersVp': 'PV de los demás',
	'root.ui3.coalition': 'Coalición (carta de dominancia)',
	'root.ui3.partner': 'Con el jugador con menos PV',
	'root.ui3.gardenRemoved': 'Se retiró un jardín del Culto',
	'root.ui3.fearCard': 'Miedo a los Fieles: el palo de la carta que descartó el Culto',
	'root.ui3.fearCardOf': 'El Culto descartó una carta de ' + SUIT + ' (a almas perdidas)',
	'root.ui3.postRemoved': 'Se retiró un puesto comercial',
	'root.ui3.postRemovedOf': 'Puesto comercial de ' + SUIT + ' retirado',
	'root.ui3.outcastUnchosen': 'Paria: sin elegir',
	// The Board's player line: the ♛ before it says coalition (the full words in its title).
	'root.ui3.coalitionShort': 'con {player}',
	'root.ui3.coalitionWith': 'coalición con {player}',
	'root.ui3.coalitionGoal': '{player} gana cuando gane {partner}.',
	'root.ui3.ledger': 'Los guerreros de la Compañía por dueño',
	'root.ui3.ledgerWho': 'De quién',
	'root.ui3.birdNotCounted': 'no cuenta',
	'root.ui3.birdWhy':
		'Una carta de ave no cambia al Paria (10.4.1: se ignoran las aves), así que no hace falta anotarla; una carta de dominancia de ave sí: ♛ y luego Ave.',
	'root.ui3.firstSeat':
		'El asiento 1 juega primero: para sortear el jugador inicial, usa el sorteo de jugador inicial de arriba (rota los asientos).'
} as Record<string, string>;
