/** «¿Por qué?» of the favour order, the horde movements, the final fame and the achievements. */
import type { Catalogue } from '../../core/types';

const W = 'kingdom-defenders.why';
const arms = '{weapons, plural, one {# arma} other {# armas}}';
const spells = '{spells, plural, one {# hechizo} other {# hechizos}}';

export const whyEs: Catalogue = {
	[`${W}.missing`]:
		'No se puede explicar: {what, select, favourBasis {esta partida no guardó la Fama ni el orden de turno con que se ordenó el favor} hordeCard {esta partida no guardó la carta ni los campamentos con que se resolvió la Horda} finalInputs {faltan los datos finales de algún jugador} other {falta un dato}}.',
	[`${W}.missingRule`]: 'La regla está en el reglamento, en la página indicada.',
	[`${W}.favour.title`]: 'Orden del favor del Rey, ronda {round}',
	[`${W}.favour.input`]: '{fame} de Fama, {pos}.º en el orden de turno',
	[`${W}.favour.byFame`]: 'De menos a más Fama: {order}.',
	[`${W}.favour.tiedAt`]: '{players} empatan a {n} de Fama.',
	[`${W}.favour.rule`]:
		'Elige dado primero quien tiene menos Fama; entre empatados, quien va más atrás en el orden de turno.',
	[`${W}.favour.tie`]: 'Elige antes quien va más atrás en el orden de turno ({first}).',
	[`${W}.favour.outcome`]: 'Empieza {first}; orden: {order}.',
	[`${W}.horde.title`]:
		'Horda de la ronda {round}: {outcome, select, victory {victoria} advance {avanza} other {asedio}}',
	[`${W}.horde.card`]:
		'La carta{special, select, 0 {} other { especial ({special})}} pide ' +
		arms +
		' y ' +
		spells +
		'; velocidad {speed}.',
	[`${W}.horde.camp`]: arms + ' y ' + spells + ' en su campamento',
	[`${W}.horde.supplied`]:
		'Entre todos: {weapons} de {needWeapons} armas y {spells} de {needSpells} hechizos.',
	[`${W}.horde.covered`]: 'Los campamentos cubren la carta: la Horda cae.',
	[`${W}.horde.decisive`]: 'La cubrió el aporte de {player} en el hueco {slot}.',
	[`${W}.horde.victoryEffect`]:
		'{player}: {n, plural, one {# recurso} other {# recursos}} → +{fame} Fama{reward, select, coin {, 1 moneda} loot {, 1 botín} unknown {, moneda o botín} other {}}{level, select, strength {, +1 Fuerza} magic {, +1 Magia} unknown {, +1 nivel} other {}}{tile, select, yes {, loseta de Recompensa} other {}}.',
	[`${W}.horde.short`]:
		'Faltan {weapons, plural, one {# arma} other {# armas}} y {spells, plural, one {# hechizo} other {# hechizos}}: la Horda no cae.',
	[`${W}.horde.reachesWall`]:
		'El contador llega a la Muralla: asedio de {fame} de Fama, menos lo que tenga cada uno en su campamento.',
	[`${W}.horde.siegeEffect`]:
		'{player}: {n, plural, one {# recurso} other {# recursos}} → {fame} Fama{floor, select, yes { (el indicador no baja de 0)} other {}}{level, select, strength {, +1 Fuerza} magic {, +1 Magia} unknown {, +1 nivel} other {}}{penalty, select, wound {, 1 Herida} loot {, 1 botín a la reserva} other {}}.',
	[`${W}.horde.fewest`]:
		'Menor aportación ({n}): {players}; pierden {fame} de Fama más y eligen Herida o botín.',
	[`${W}.horde.rule.victory`]:
		'Victoria: cada jugador gana 1 de Fama por recurso en su campamento; con 2 o más, moneda o botín; con 3 o más, un nivel; el único que más aporta se lleva una Recompensa.',
	[`${W}.horde.rule.advance`]:
		'Si los campamentos no cubren la carta, el contador de la Horda baja una casilla; si llega a la Muralla, hay asedio.',
	[`${W}.horde.rule.siege`]:
		'Asedio: cada jugador pierde la Fama de la carta menos sus recursos; con 3 o más, un nivel; quien menos aporta pierde 2 más y sufre Herida o entrega botín (todos los empatados). La Muralla se voltea; si ya estaba en B, cae la ciudad.',
	[`${W}.horde.rewardTie`]:
		'{players} empatan con la mayor aportación ({n}): nadie se lleva la Recompensa.',
	[`${W}.horde.fewestTie`]:
		'{players} comparten la menor aportación: todos reciben la penalización.',
	[`${W}.horde.outcome.victory`]:
		'Horda derrotada; {player, select, none {nadie se lleva la Recompensa} other {la Recompensa es para {player}}}.',
	[`${W}.horde.outcome.advance`]:
		'La Horda avanza: {n, plural, one {queda # casilla} other {quedan # casillas}} hasta la Muralla.',
	[`${W}.horde.outcome.siege`]:
		'{wall, select, B {La Muralla ya estaba en B: la ciudad cae y la partida termina.} other {La Muralla pasa al lado B.}}',
	[`${W}.final.title`]: 'Fama final',
	[`${W}.final.input`]:
		'{fame} de Fama, {loot} botines, {runes} runas ({shapes} formas), {trophies} trofeos, {weapons} armas ×{strength}, {tomes} tomos ×{magic}, {orbs} orbes, {wounds} heridas, Destino: {destiny, select, relic {reliquia} distinctRunes {runas distintas} points {puntos} other {ninguno}}',
	[`${W}.final.orbs`]:
		'{player}: los orbes cuentan donde más dan: {weapon} como arma, {tome} como tomo, {trophy} como trofeo, {rune} como runa.',
	[`${W}.final.sum`]:
		'{player}: {fame} + {loot} botines + {runes} runas + {trophies} trofeos + {weaponsN}×{strength} armas + {tomesN}×{magic} tomos − {wounds} heridas + {destiny} Destino = {total}',
	[`${W}.final.rule`]:
		'Al final se suman a la Fama: 1 por botín, los sets de runas, los trofeos, armas y tomos por su multiplicador y la carta de Destino; se resta 1 por Herida. Cada orbe cuenta como la reliquia que más dé.',
	[`${W}.final.tie`]:
		'{players} empatan a {n}: {by, select, cards {gana {winner} por tener más cartas de Aventura ({cards})} loot {gana {winner} por tener más botines ({loot})} other {siguen empatados en cartas de Aventura y botines y comparten la victoria}}.',
	[`${W}.final.outcome`]:
		'{count, plural, one {Gana {winners}} other {Comparten la victoria {winners}}} con {n} de Fama.',
	[`${W}.ach.title`]: 'Logros',
	[`${W}.ach.input`]:
		'{total} de Fama final, {wounds} heridas, {loot} botines, {trophies} trofeos, {shapes} formas de runa',
	[`${W}.ach.got`]:
		'{player}: {achievement, select, coleccionista {Coleccionista (una reliquia de cada tipo)} inmaculado {Inmaculado (sin Heridas)} fanatico {Fanático (las 5 formas de runa)} maestro {Maestro (nivel máximo de Fuerza o Magia)} defensor {Defensor (Hordas derrotadas en 2 rondas seguidas)} cazador {Cazador (8 trofeos)} aventurero {Aventurero (3 Aventuras en una ronda)} popular {Popular (5 de Fama en una ronda con el Bardo)} afortunado {Afortunado (8 botines)} supremo {Supremo (gana por 20 o más)} legendario {Legendario (120 de Fama)} fracasado {Fracasado (la ciudad cayó)} other {{achievement}}}.',
	[`${W}.ach.none`]: 'Nadie cumple ningún logro.',
	[`${W}.ach.rule`]:
		'Cada logro se cumple con lo que pide la tabla de la última página; no da Fama, se anota como mérito.',
	[`${W}.ach.outcome`]:
		'{n, plural, =0 {Ningún logro} one {# logro} other {# logros}} en la partida.'
};
