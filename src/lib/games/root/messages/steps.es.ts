/** Root, español: las reglas a mano de cada paso (el «?» de la barra), con nuestras palabras. */
const L = 'Ley de Root §{section}: ';

export default {
	'root.rules.asks.setup':
		'La mesa prepara lo que el teléfono sigue: el Paria y el jardín inicial del Culto, y los tres precios de la Compañía.',
	'root.rules.asks.cultBirdsong':
		'El Culto anota las cartas que van a almas perdidas, resuelve su Alba y, si quiere, conspira con sus acólitos.',
	'root.rules.asks.cultDaylight':
		'El Culto revela cartas para sus rituales (construir, reclutar, puntuar, sacrificar) y termina con su Noche.',
	'root.rules.asks.companyBirdsong':
		'La Compañía resuelve su Alba de una vez: proteccionismo, dividendos y todo a fondos.',
	'root.rules.asks.companyDaylight':
		'La Compañía paga cada acción con fondos (de cualquier color): mover, batallar, robar, reclutar, fabricar, puestos.',
	'root.rules.asks.companyEvening':
		'La Compañía descarta hasta 5 cartas y puede cambiar sus precios; su Día ya terminó.',
	'root.rules.asks.turn':
		'Este jugador juega su turno con su propio tablero; aquí se anotan sus PV por causa y su dominancia.',

	'root.rules.cultGarden':
		L + 'el Culto empieza en un claro de esquina con 4 guerreros y un jardín de su palo.',
	'root.rules.outcast': L + 'la mesa elige la casilla del Paria; ese palo es el Paria.',
	'root.rules.payments': L + 'la Compañía empieza con 3 guerreros suyos en pagos.',
	'root.rules.prices':
		L + 'cada uno de los tres servicios empieza con el precio que elija (1 a 4).',
	'root.rules.lostSouls':
		L +
		'toda carta gastada o descartada, también de dominancia, va a almas perdidas, a la vista de todos.',
	'root.rules.adjustOutcast':
		L +
		'el palo con más cartas en almas perdidas (sin aves) pasa a ser el Paria; si ya lo era, o si nadie tiene más, queda odiado.',
	'root.rules.discardSouls':
		L +
		'después se descartan las almas perdidas; sus cartas de dominancia vuelven a estar disponibles.',
	'root.rules.conspiracies':
		L +
		'Cruzada y Convertir cuestan 2 acólitos, Santificar 3, en claros del Paria; uno menos con el Paria odiado.',
	'root.rules.rituals':
		L +
		'cada carta revelada permite un ritual de su palo: construir jardín, reclutar o puntuar; un ave permite sacrificar.',
	'root.rules.birdsNotWild': L + 'las aves no sustituyen a otros palos en los rituales.',
	'root.rules.scoreOnce':
		L +
		'puntuar da los PV de la casilla libre más a la derecha del contador de ese palo, una vez por palo y turno.',
	'root.rules.cultEvening':
		L +
		'de Noche el Culto recupera sus cartas reveladas, fabrica con jardines del Paria, roba 1 más sus bonos y se queda con 5.',
	'root.rules.protectionism': L + 'si los pagos están vacíos, se ponen 2 guerreros en ellos.',
	'root.rules.dividends':
		L + 'con algún puesto en el mapa, 1 PV por cada 2 fondos; pagos y consignados no cuentan.',
	'root.rules.toFunds': L + 'luego todos los guerreros del tablero pasan a fondos.',
	'root.rules.commit':
		L +
		'mover, batallar y robar consignan 1 fondo; reclutar gasta 1; los consignados vuelven en el Alba.',
	'root.rules.craft':
		L +
		'fabricar consigna fondos en los contadores de puestos de los palos del coste; exportar cambia el beneficio por 1 guerrero en pagos.',
	'root.rules.tradePost':
		L +
		'un puesto con guarnición gasta 2 fondos de quien gobierna el claro y da los PV de la casilla descubierta.',
	'root.rules.daylightEnds': L + 'al fijar un precio empieza la Noche: no hay más acciones de Día.',
	'root.rules.handLimit': L + 'con más de 5 cartas, descarta hasta quedarte con 5.',
	'root.rules.setPrices': L + 'puede mover cada marcador de servicio a cualquier precio de 1 a 4.',
	'root.rules.buyServices':
		L +
		'al empezar su Alba, compra servicios de la Compañía pagando su precio en guerreros a pagos: 1 más 1 por claro con puesto y pieza suya.',
	'root.rules.scoreRemoved': L + 'cada edificio o ficha enemigos retirados dan 1 PV.',
	'root.rules.scoreItem': L + 'un objeto fabricado da los PV de su carta.',
	'root.rules.dominance':
		L +
		'con 10 PV o más, en su Día, puede jugar una carta de dominancia; gana si cumple su objetivo al empezar su turno.',
	'root.rules.coalition':
		L + 'el Vagabundo juega la dominancia como coalición con el jugador de menos PV y gana con él.',
	'root.rules.victory': L + 'quien llega a 30 PV gana en el acto.'
} as Record<string, string>;
