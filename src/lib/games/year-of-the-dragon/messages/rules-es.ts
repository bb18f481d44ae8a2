/** The rules at hand for each step, Spanish (our own summary of the rulebook). */
import type { Catalogue } from '../../core/types';

const R = 'year-of-the-dragon.rules';
const EVENT =
	'{event, select, peace {Paz} tribute {Tributo Imperial} drought {Sequía} festival {Festival del Dragón} mongols {Invasión mongol} other {Contagio}}';

const rules: Catalogue = {
	[`${R}.start.title`]: 'Antes de empezar: las dos primeras personas',
	[`${R}.start.asksOldest`]: 'Decid quién es el de mayor edad: él elige primero su pareja.',
	[`${R}.start.asksPair`]:
		'Por turno, cada uno toma dos personas jóvenes distintas y las aloja en sus palacios.',
	[`${R}.start.pair`]:
		'Dos personas jóvenes de tipos distintos; nadie puede repetir la pareja exacta que ya eligió otro.',
	[`${R}.start.house`]:
		'Cada persona va bajo un palacio: tantas personas como pisos, y nunca más de 3 pisos.',
	[`${R}.start.track`]:
		'Cada persona alojada adelanta tu marcador de personas su valor; si cae sobre otro, se pone encima.',
	[`${R}.action.title`]: 'Mes {month}: acción',
	[`${R}.action.asks`]:
		'Por orden, cada uno pone su dragón en un grupo y hace una de sus cartas, o no hace nada y sube a 3 yuanes.',
	[`${R}.action.asksDeal`]:
		'Barajad las 7 cartas de acción en {n} grupos y anotad cómo han quedado.',
	[`${R}.action.deal`]:
		'Las 7 cartas se reparten en tantos grupos como jugadores, lo más igualados posible.',
	[`${R}.action.order`]:
		'Elige primero quien va más adelante en el registro de personas (en la misma casilla, el de encima).',
	[`${R}.action.join`]:
		'Un grupo que ya tiene algún dragón cuesta 3 yuanes; sin ellos no puedes elegirlo.',
	[`${R}.action.none`]: 'Quien no elige grupo completa su dinero hasta tener 3 yuanes.',
	[`${R}.action.cards`]:
		'Cada carta da lo que muestra más los símbolos de tus personas de ese oficio (martillos, monedas, arroz, cohetes, cascos, libros).',
	[`${R}.action.privilege`]:
		'Privilegio: el pequeño cuesta 2 yuanes y el grande {large}; cada dragón suyo puntúa cada mes.',
	[`${R}.person.title`]: 'Mes {month}: persona',
	[`${R}.person.asks`]:
		'Por orden del registro, cada uno juega una carta de persona y aloja la ficha que le da.',
	[`${R}.person.card`]:
		'La carta da una ficha de su tipo (joven o mayor); la carta «?» da la que quieras.',
	[`${R}.person.full`]:
		'Con sitio, hay que alojarla; con todo lleno, reemplaza a una persona o libera a la nueva (y no avanzas).',
	[`${R}.person.track`]: 'El marcador avanza el valor de la nueva ficha y nunca retrocede.',
	[`${R}.person.gone`]: 'Si no quedan fichas de ese tipo, la carta no da nada.',
	[`${R}.event.title`]: `Mes {month}: ${EVENT}`,
	[`${R}.event.asks`]:
		'Resolved el evento del mes: marcad a quién libera cada uno y el teléfono descuenta el resto.',
	[`${R}.event.asksPeace`]:
		'Mes de paz: confirmad para que decaigan los palacios vacíos y puntúe el mes.',
	[`${R}.event.order`]:
		'Si varios liberan personas, lo hacen en el orden del registro de personas.',
	[`${R}.event.decay`]:
		'Después, cada palacio vacío pierde un piso; uno de un solo piso desaparece.',
	[`${R}.event.score`]:
		'Luego cada uno suma 1 punto por palacio, por abanico de sus damas y por dragón de sus privilegios.',
	[`${R}.event.final`]:
		'Es el último mes: después llega la puntuación final (personas, monjes, dinero; empate por el registro).'
};
export default rules;
