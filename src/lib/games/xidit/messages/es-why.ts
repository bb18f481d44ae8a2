/**
 * Spanish «¿Por qué?» of the final and of a year's resolutions, and the rules at hand for each
 * step (explain-*.ts, glance.ts). Our own words; the page is given beside each rule.
 */
import type { Catalogue } from '../../core/types';

const UNIT =
	'{unit, select, militia {Milicia Campesina} archers {Arqueros} infantry {Infantería} clerics {Clérigos} mages {Magos de Batalla} other {{unit}}}';
/** «1 Arquero», «3 Arqueros»: una cantidad de un tipo de Unidad, en la variable `n`. */
const UNITS_N = (n: string) =>
	`{unit, select, militia {{${n}, plural, one {# Milicia Campesina} other {# Milicias Campesinas}}} archers {{${n}, plural, one {# Arquero} other {# Arqueros}}} infantry {{${n}, plural, one {# Unidad de Infantería} other {# Unidades de Infantería}}} clerics {{${n}, plural, one {# Clérigo} other {# Clérigos}}} mages {{${n}, plural, one {# Mago de Batalla} other {# Magos de Batalla}}} other {{${n}} {unit}}}`;
const crit = (v: string) =>
	`{${v}, select, wealth {Riqueza} influence {Influencia} reputation {Reputación} other {{${v}}}}`;
const WHO = (v: string) => `{${v}, select, ghost {el Jugador Fantasma} other {{${v}}}}`;
const WHO_CAP = (v: string) => `{${v}, select, ghost {El Jugador Fantasma} other {{${v}}}}`;
/** The ghost has no chip beside its line: its name starts the text; a player's chip names them. */
const GHOST_ONLY = (v: string) => `{${v}, select, ghost {Jugador Fantasma: } other {}}`;
const REGION_OF = (v: string) =>
	`{${v}, select, ${[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `region${n} {Región ${n}}`).join(' ')} bastion {Región Central (Bastión)} other {{${v}}}}`;

export const whyEs: Catalogue = {
	// «Why?»: a census unit's reasons (explain.ts)
	'xidit.why.census.title': `Censo Militar: ${UNIT}`,
	'xidit.why.census.count': UNITS_N('n'),
	'xidit.why.census.fist':
		'{most, select, yes {mostró el puño más grande} other {no mostró el más grande}}',
	'xidit.why.census.most': `Lo más alto: {max}, de {winners}`,
	'xidit.why.census.mostFists': 'Los puños más grandes: {winners}',
	'xidit.why.census.nobody': 'Nadie mostró ninguna unidad de este tipo',
	'xidit.why.census.tie':
		'Empate: todos los empatados reciben la recompensa; coloca primero el más cercano al Jugador Inicial: {order}',
	'xidit.why.census.rule':
		'Quien tiene más Unidades del tipo contado recibe su recompensa; si hay empate, la reciben todos; sin Unidades no se gana.',
	'xidit.why.census.noReward': 'Nadie recibe recompensa',
	'xidit.why.census.reward':
		'{winners} {count, plural, one {recibe} other {reciben}} {reward, select, sovereigns {{amount, plural, one {# Soberano} other {# Soberanos}}} bards {{amount, plural, one {# Bardo} other {# Bardos}}} other {1 Nivel de Gremio}}{count, plural, one {} other { cada uno}}',
	'xidit.why.missing':
		'Esta partida antigua no guardó {what, select, evaluation {esa evaluación} result {el resultado final} other {ese dato}}: no se puede explicar.',
	// the three evaluations
	'xidit.why.eval.title': `{n, plural, =1 {Primera} =2 {Segunda} other {Tercera}} Evaluación: ${crit('criterion')}`,
	'xidit.why.eval.score': `${GHOST_ONLY('player')}${crit('criterion')} {score}, puesto {place}{active, select, no { (ya eliminado)} other {}}`,
	'xidit.why.eval.region': `${REGION_OF('region')}: más Bardos {first} (+{high}){second, select, none {} other {; segundo {second} (+{low})}}`,
	'xidit.why.eval.still':
		'Siguen en juego {n}: {k, plural, one {sale el último} other {salen los # últimos}}',
	'xidit.why.eval.ghost':
		'El Jugador Fantasma está en el puesto {place} con {score}{active, select, no { (ya eliminado)} other {}}',
	'xidit.why.eval.lowest': `${WHO_CAP('player')} tiene la ${crit('criterion')} más baja de los que siguen ({score})`,
	'xidit.why.eval.rule':
		'En cada Evaluación se comparan las fichas del Salón de la Fama y queda eliminado quien está último entre los que siguen (con 5 jugadores, dos en la primera).',
	'xidit.why.eval.tie.ghostTie': `Empate con ${WHO('against')}: el Jugador Fantasma pierde cualquier empate (p.18)`,
	'xidit.why.eval.tie.fewerUnits': `Empate con ${WHO('against')}: desempatan las Unidades tras la Pantalla, y ${WHO('player')} tiene menos ({units} frente a {againstUnits})`,
	'xidit.why.eval.tie.fartherFromFirst': `Empate con ${WHO('against')}, también en Unidades: gana quien está más cerca del Jugador Inicial por la izquierda, ${WHO('against')}`,
	'xidit.why.eval.out': `{count, plural, one {Queda eliminado ${WHO('players')}} other {Quedan eliminados {players}}}`,
	// the ranking
	'xidit.why.rank.title': 'Salvador del Reino',
	'xidit.why.rank.totals': `${GHOST_ONLY('player')}Riqueza {wealth}, Influencia {influence}, Reputación {reputation}{units, select, none {} other {; {units} Unidades}}`,
	'xidit.why.rank.round': `{n}.ª Evaluación (${crit('criterion')}): {count, plural, one {sale ${WHO('players')}} other {salen {players}}}`,
	'xidit.why.rank.rule':
		'Tras las tres Evaluaciones, quien conserva su ficha activa salva el Reino y gana; el orden de salida da los demás puestos.',
	'xidit.why.rank.out': `${WHO_CAP('winner')} salva el Reino`,
	// a Threat
	'xidit.why.threat.title': '{city, select, other {Amenaza de la Ciudad {city}} none {Amenaza}}',
	'xidit.why.threat.handedIn':
		'Entrega {n, plural, one {# Unidad} other {# Unidades}} a los Barracones',
	'xidit.why.threat.unit': `${UNIT}: {n}`,
	'xidit.why.threat.chose':
		'Anotado: +{sovereigns} Soberanos, +{levels} Niveles de Gremio, +{bards} Bardos',
	'xidit.why.threat.two':
		'{count, plural, =0 {No toma recompensa} one {Toma 1 de las 3 recompensas} other {Toma # de las 3 recompensas}} (dos como máximo)',
	'xidit.why.threat.guild':
		'Los Niveles van al Gremio de la Ciudad {city}, que queda con {height, plural, one {# Nivel} other {# Niveles}}',
	'xidit.why.threat.bard': `${REGION_OF('region')}: +{n, plural, one {# Bardo} other {# Bardos}}`,
	'xidit.why.threat.ghost': `El Jugador Fantasma sube su ${crit('criterion')} de {from} a {to}`,
	'xidit.why.threat.tile':
		'La loseta de la Ciudad {city} va al descarte y entra la siguiente Amenaza',
	'xidit.why.threat.rule':
		'Quien elimina una Amenaza entrega las Unidades que pide la loseta y elige dos de sus tres recompensas; los Niveles se construyen en esa Ciudad, sin pasar de cuatro.',
	'xidit.why.threat.out':
		'{player} gana {sovereigns} Soberanos, {levels, plural, one {# Nivel} other {# Niveles}} de Gremio y {bards, plural, one {# Bardo} other {# Bardos}}',
	// a census reward
	'xidit.why.reward.title': `Recompensa del Censo (${UNIT}): {player}`,
	'xidit.why.reward.won': `Ganó el Censo de ${UNIT} del Año {year}{count, plural, one {} other { (empatado)}}`,
	'xidit.why.reward.level': 'Un Nivel más en su Gremio de la Ciudad {city}',
	'xidit.why.reward.levelAny': 'Un Nivel más en uno de sus Gremios',
	'xidit.why.reward.behind': 'Sin Gremio con sitio: el Nivel espera tras la Pantalla',
	'xidit.why.reward.rule':
		'Infantería y Clérigos ponen Bardos en Regiones junto a su Idrakys; los Magos de Batalla suben un Gremio propio (si no hay, el Nivel se guarda tras la Pantalla).',
	'xidit.why.reward.out':
		'{player}: +{bards, plural, one {# Bardo} other {# Bardos}}, +{levels, plural, one {# Nivel} other {# Niveles}}'
};

/** The rules at hand for each step (glance.ts): short, our own words; the page is shown beside. */
export const rulesEs: Catalogue = {
	'xidit.rules.play.title': 'Año de Juego {year}',
	'xidit.rules.play.asks':
		'Cada jugador programa sus seis Órdenes en secreto y después se resuelven por turnos. Anotad aquí cada recluta y cada Amenaza eliminada{census, select, yes {; al acabar el año hay Censo Militar} other {}}.',
	'xidit.rules.play.orders':
		'Las seis Órdenes se eligen a la vez y en secreto; luego se ejecutan una a una, empezando por el Jugador Inicial.',
	'xidit.rules.play.recruit':
		'Reclutar: coges la Unidad más débil que quede en la Ciudad y la escondes tras tu Pantalla; solo una por Ciudad y año.',
	'xidit.rules.play.threat':
		'Eliminar una Amenaza: muestras y devuelves todas las Unidades que pide y eliges dos de sus tres recompensas; un Gremio no pasa de cuatro Niveles.',
	'xidit.rules.play.tiles':
		'Una loseta que se vacía o se elimina va al descarte y en su lugar entra la del espacio «siguiente»; la pila repone ese espacio.',
	'xidit.rules.play.titans':
		'Si no puede entrar ninguna Amenaza, despiertan los Titanes y llegan Refuerzos: la pila de Amenazas se rehace y se baraja.',
	'xidit.rules.play.ghost':
		'Con el Jugador Fantasma, quien elimina una Amenaza sube además una ficha del Fantasma un espacio.',
	'xidit.rules.play.endYear':
		'Al acabar el año, la ficha de Jugador Inicial pasa al jugador de la izquierda; tras los años 4, 8 y 12 hay Censo.',
	'xidit.rules.census.title': `Censo Militar: ${UNIT}`,
	'xidit.rules.census.asks': `Cada jugador guarda en el puño las ${UNIT} que quiere enseñar y todos abren a la vez. Anotad cuántas enseña cada uno, o quién enseñó más.`,
	'xidit.rules.census.secret':
		'Nadie está obligado a enseñar todas sus Unidades; las enseñadas vuelven tras la Pantalla.',
	'xidit.rules.census.most':
		'Gana quien enseña más; si hay empate, todos los empatados reciben la recompensa; con cero no se gana.',
	'xidit.rules.census.reward': `Recompensa de ${UNIT}: {unit, select, militia {1 Soberano} archers {2 Soberanos} infantry {1 Bardo en una Región junto a tu Idrakys} clerics {2 Bardos en una o dos Regiones junto a tu Idrakys} other {1 Nivel en un Gremio tuyo (sin Gremio, se guarda tras la Pantalla)}}.`,
	'xidit.rules.census.order':
		'Si varios colocan Bardos, empieza el más cercano al Jugador Inicial.',
	'xidit.rules.final.title': 'Evaluación final',
	'xidit.rules.final.asks':
		'Abrid las Pantallas y anotad para cada jugador sus Soberanos, sus Niveles en el tablero, sus Unidades y sus Bardos por Región; después, evaluad.',
	'xidit.rules.final.values':
		'Riqueza son los Soberanos; Influencia, los Niveles de Gremio en el tablero (los que esperan tras la Pantalla no cuentan).',
	'xidit.rules.final.reputation':
		'Reputación, Región por Región: quien tiene más Bardos suma el valor mayor y el segundo el menor; si empatan los primeros, todos suman el mayor y nadie el menor.',
	'xidit.rules.final.elimination':
		'Las tres Evaluaciones se hacen en el orden de sus losetas; en cada una sale el último de los que siguen (con 5 jugadores, dos en la primera).',
	'xidit.rules.final.ties':
		'Empate: sigue quien tiene más Unidades tras la Pantalla; si aún empatan, el más cercano al Jugador Inicial por la izquierda.',
	'xidit.rules.final.ghost':
		'El Jugador Fantasma compite con sus tres fichas y pierde cualquier empate.',
	'xidit.rules.finished.title': 'Salvador del Reino',
	'xidit.rules.finished.asks':
		'La partida ha terminado. Cada «¿Por qué?» explica una Evaluación; si un dato estaba mal, corregidlo y se vuelve a puntuar.',
	'xidit.rules.end.saviour':
		'Quien conserva su ficha activa tras las tres Evaluaciones salva el Reino y gana.'
};
