/** «¿Por qué?» and each step's rules at hand, Spanish (our own summary of the rulebook). */
import type { Catalogue } from '../../core/types';

const EVENT =
	'{event, select, peace {Paz} tribute {Tributo Imperial} drought {Sequía} festival {Festival del Dragón} mongols {Invasión mongol} other {Contagio}}';
const TYPE =
	'{type, select, craftsman {Artesano} courtLady {Dama de la corte} taxCollector {Recaudador de impuestos} farmer {Granjero} pyrotechnist {Pirotécnico} warrior {Guerrero} scholar {Erudito} healer {Curandero} monk {Monje} other {{type}}}';
const AGE = '{age, select, young {joven} old {mayor} other {{age}}}';
const W = 'year-of-the-dragon.why';

const why: Catalogue = {
	[`${W}.month.title`]: `Mes {month}: ${EVENT}`,
	[`${W}.input.peace`]: 'No se le pide nada.',
	[`${W}.input.tribute`]:
		'{missing, plural, =0 {{owed} yuanes o más} other {{paid, plural, one {# yuan} other {# yuanes}}}}.',
	[`${W}.input.drought`]:
		'{inhabited, plural, one {# palacio habitado} other {# palacios habitados}}, {rice} de arroz.',
	[`${W}.input.festival`]:
		'{fireworks, plural, one {# ficha de fuegos} other {# fichas de fuegos}}.',
	[`${W}.input.mongols`]: '{helmets, plural, one {# casco} other {# cascos}} en sus guerreros.',
	[`${W}.input.contagion`]:
		'{mortars, plural, one {# mortero} other {# morteros}} en sus curanderos.',
	[`${W}.effect.tribute`]:
		'{player} paga {paid} de {owed} yuanes{missing, plural, =0 {} other {; le faltan #: libera {release, plural, one {# persona} other {# personas}}{capped, select, 1 { (no tiene más)} other {}}}}.',
	[`${W}.effect.drought`]:
		'{player} devuelve {returned} de arroz{unsupplied, plural, =0 {} one {; # palacio sin abastecer: libera 1 persona de él} other {; # palacios sin abastecer: libera 1 persona de cada uno}}.',
	[`${W}.effect.festival`]:
		'{player}: {vp, plural, =0 {{fireworks, plural, =0 {sin fuegos, no puntúa} other {no queda entre los dos primeros, no puntúa}}} other {{place}º en fuegos, +# puntos, devuelve {returned}}}.',
	[`${W}.effect.mongols`]:
		'{player}: +{vp} puntos por sus cascos{release, plural, =0 {} other {; está entre los que menos cascos tienen: libera # persona}}.',
	[`${W}.effect.contagion`]:
		'{player}: 3 menos {mortars} morteros → libera {release, plural, one {# persona} other {# personas}}{capped, select, 1 { (no tiene más)} other {}}.',
	[`${W}.month.order`]: 'Se resuelve en el orden del registro de personas: {order}.',
	[`${W}.month.released`]: `{player} libera a ${TYPE} (${AGE}) del palacio {palace}.`,
	[`${W}.month.decay`]:
		'Decadencia: el palacio {palace} de {player} está vacío y pierde un piso{left, plural, =0 { (desaparece)} one { (queda #)} other { (quedan #)}}.',
	[`${W}.month.noDecay`]: 'Decadencia: ningún palacio vacío, nadie pierde pisos.',
	[`${W}.month.round`]:
		'Puntuación de {player}: {palaces} (palacios) + {fans} (abanicos) + {dragons} (dragones) = {total}.',
	[`${W}.month.outcome`]:
		'{released, plural, =0 {Nadie libera personas} one {# persona liberada} other {# personas liberadas}}, {floors, plural, =0 {ningún piso perdido} one {# piso perdido} other {# pisos perdidos}}; puntos del mes: {points}.',
	[`${W}.missing.input`]: 'Este registro antiguo no guarda lo que el evento contó de {player}.',
	[`${W}.missing.decay`]:
		'Este registro antiguo no dice qué palacio de {player} decayó: {floors, plural, one {# piso perdido} other {# pisos perdidos}}.',
	[`${W}.missing.round`]: 'Este registro antiguo no guarda la puntuación del mes de {player}.',
	[`${W}.order.title`]:
		'Orden {phase, select, action {de la fase de acción} person {de la fase de persona} event {del evento} other {del turno}} (mes {month})',
	[`${W}.order.input`]:
		'{player}: casilla {track} del registro de personas{stack, plural, =0 {} other { (encima de otro marcador)}}.',
	[`${W}.order.furthest`]:
		'Juega antes quien tiene el marcador más adelante en el registro de personas.',
	[`${W}.order.stack`]:
		'{upper} y {lower} comparten la casilla {track}: {upper} llegó después, está encima y juega antes.',
	[`${W}.order.outcome`]: 'Orden: {order}.',
	[`${W}.final.title`]: 'Puntuación final',
	[`${W}.final.input`]:
		'{score} puntos antes del final, {persons, plural, one {# persona} other {# personas}}, {yuan} yuanes + {riceYuan} por arroz + {fireworksYuan} por fuegos; registro: casilla {track}.',
	[`${W}.final.step`]:
		'{player}: {score} + {persons} (personas) + {monks} (monjes) + {money} ({totalYuan} yuanes ÷ 3) = {total}.',
	[`${W}.final.tieTrack`]:
		'Igualados a puntos: va delante quien está más adelante en el registro de personas (casilla entre paréntesis): {order}.',
	[`${W}.final.tieShared`]: 'Igualados a puntos y en el registro: comparten el puesto ({order}).',
	[`${W}.final.outcome`]:
		'{count, plural, one {Gana {winners}} other {Ganan {winners}}} con {total} puntos.',
	[`${W}.rule.peace`]: 'Paz: el mes pasa sin evento; solo decaen los palacios vacíos y se puntúa.',
	[`${W}.rule.tribute`]:
		'Tributo Imperial: cada uno paga 4 yuanes; por cada yuan que le falte libera a una persona (las monedas de los recaudadores no pagan).',
	[`${W}.rule.drought`]:
		'Sequía: un arroz por cada palacio con alguien dentro; cada palacio que no abastece pierde una persona (el jugador elige cuáles).',
	[`${W}.rule.festival`]:
		'Festival del Dragón: quien más fichas de fuegos tiene gana 6, el segundo 3 (también tras un empate en cabeza); sin fuegos no se puntúa; los que puntúan devuelven la mitad, redondeando hacia arriba.',
	[`${W}.rule.mongols`]:
		'Invasión mongol: un punto por cada casco de tus guerreros; quien menos cascos tiene (todos, si empatan) libera a una persona.',
	[`${W}.rule.contagion`]:
		'Contagio: cada uno libera a 3 personas, una menos por cada mortero de sus curanderos.',
	[`${W}.rule.order`]:
		'El orden lo marca el registro de personas: primero el más adelantado; en la misma casilla, el marcador de encima.',
	[`${W}.rule.final`]:
		'Al final: 2 puntos por persona, cada monje vale sus budas por los pisos de su palacio, el arroz y los fuegos se venden a 2 yuanes y cada 3 yuanes dan 1 punto; en empate gana quien va más adelante en el registro de personas.'
};
export default why;
