/**
 * Lancaster, Spanish: the «¿Por qué?» of each resolution, in our own words (the page is shown
 * beside them). Built on the base catalogue's law and field names.
 */
import type { Catalogue } from '../../core/types';
import { fieldSelect, lawSelect } from './selects';

const ALLY = '{ally, select, yes {el aliado de {player}} other {{player}}}';
const REWARD =
	'{power, plural, =0 {} one { +# punto de poder} other { +# puntos de poder}}{gold, plural, =0 {} one { +# moneda de oro} other { +# monedas de oro}}{squires, plural, =0 {} one { +# escudero} other { +# escuderos}}{newKnights, plural, =0 {} one { +# caballero nuevo} other { +# caballeros nuevos}}{strengthen, plural, =0 {} one { +# fortalecimiento} other { +# fortalecimientos}}{paySquires, plural, =0 {} one {, pagando # escudero} other {, pagando # escuderos}}{any, plural, =0 { nada} other {}}';
const CATEGORY = '{category, select, knighthood {Caballería más fuerte} other {Más ampliaciones}}';

export function whyEs(base: Catalogue): Catalogue {
	const law = lawSelect(base);
	return {
		'lancaster.why.change': `{player} · {field, select, power {puntos de poder} voteTokens {fichas de voto} nobles {nobles en la mesa redonda} gold {monedas de oro} squires {escuderos} extensions {ampliaciones} other {{field}}}: {from} → {to}`,
		'lancaster.why.changeKnights': '{player} · caballeros fuera de la reserva: {from} → {to}',
		'lancaster.why.nothing': '{player} no recibe nada',

		'lancaster.why.battle.title':
			'Batalla {id} ({attempt, plural, one {primer intento} other {segundo intento}})',
		'lancaster.why.battle.card': 'Carta: Francia {france}; premios {a}, {b} y {c}',
		'lancaster.why.battle.slot':
			'Casilla {n}{ally, select, yes { (su aliado)} other {}}: {knights} = fuerza {strength}',
		'lancaster.why.battle.noCard': 'La carta no se llegó a anotar: nadie luchó en esta batalla.',
		'lancaster.why.battle.noKnights':
			'Esta batalla se guardó sin los caballeros de cada casilla: solo se conoce la fuerza de cada jugador.',
		'lancaster.why.battle.empty': 'Nadie luchó: una batalla vacía cuenta como derrota inglesa.',
		'lancaster.why.battle.total':
			'Inglaterra suma {total} contra {france} de Francia: {england, select, yes {gana Inglaterra (igual o más)} other {gana Francia (menos)}}',
		'lancaster.why.battle.prizesEngland':
			'Gana Inglaterra: {a} al rango 1, {b} al rango 2, {c} al rango 3',
		'lancaster.why.battle.prizesFrance':
			'Gana Francia: el premio mayor ({lost}) se pierde; {b} al rango 1, {c} al rango 2',
		'lancaster.why.battle.rank': `Rango {rank}: ${ALLY}, fuerza {strength} → {points} {ally, select, yes {(perdidos: es un aliado)} other {}}`,
		'lancaster.why.battle.prisoner':
			'Caballero de fuerza {strength} de {player}: {fate, select, freed {rescatado por {gold} de oro} ally {del aliado, a la reserva sin rescate} other {no rescatado, a la reserva}}',
		'lancaster.why.battle.tie':
			'{above} y {below} tienen fuerza {strength}: {above} queda por encima porque entró después (casilla más baja).',
		'lancaster.why.battle.rule':
			'Se suma la fuerza de todos los caballeros contra la de Francia; cada jugador se clasifica por su propia fuerza y el empate lo gana quien entró más tarde.',
		'lancaster.why.battle.ruleRansom':
			'Si Francia gana también el segundo intento, los caballeros quedan prisioneros: cada uno se rescata con 1 de oro por punto de fuerza; los demás van a la reserva.',
		'lancaster.why.battle.outcome':
			'{england, select, yes {Gana Inglaterra} other {Gana Francia}}{count, plural, =0 {; nadie suma puntos} other {: {gains}}}{next, select, lowerRow {; la batalla baja a la fila inferior} prisoners {; los caballeros quedan prisioneros} other {; la carta se retira}}',

		'lancaster.why.vote.title': `Votación de la ley {position}: «${law}»`,
		'lancaster.why.vote.ballot':
			'{yes, select, yes {sí} other {no}} con el pergamino{tokens, plural, =0 {} one { y # ficha} other { y # fichas}} = {votes, plural, one {# voto} other {# votos}}{nobles, plural, =0 {} one { (# noble en la mesa)} other { (# nobles en la mesa)}}',
		'lancaster.why.vote.count': '{yes} votos a favor, {no} en contra',
		'lancaster.why.vote.repealed': `Con tres leyes vigentes, se deroga la más antigua: «${lawSelect(base)}»`,
		'lancaster.why.vote.added': 'Había hueco entre las leyes vigentes: no se deroga ninguna',
		'lancaster.why.vote.discarded': 'La ley propuesta se retira',
		'lancaster.why.vote.tie': 'Empate a {n}: el empate basta para aprobar la ley.',
		'lancaster.why.vote.rule':
			'Cada pergamino y cada ficha de voto es un voto; con más votos a favor, o con empate, la ley se aprueba. Las fichas usadas se devuelven.',
		'lancaster.why.vote.outcome': `{passed, select, yes {Aprobada} other {Rechazada}}: «${law}»`,

		'lancaster.why.law.title': `Ley {position} aplicada: «${law}»`,
		'lancaster.why.law.value': `${fieldSelect(base)}: {n}`,
		'lancaster.why.law.noInput': 'Esta ley se guardó sin los valores de cada jugador.',
		'lancaster.why.law.most': 'Quien más tiene: {player}',
		'lancaster.why.law.gain':
			'{player}:{power, plural, =0 {} one { +# punto de poder} other { +# puntos de poder}}{voteTokens, plural, =0 {} one { +# ficha de voto} other { +# fichas de voto}}{newKnights, plural, =0 {} one { +# caballero nuevo} other { +# caballeros nuevos}}{strengthen, plural, =0 {} one { +# fortalecimiento} other { +# fortalecimientos}}{squires, plural, =0 {} one { +# escudero} other { +# escuderos}}{gold, plural, =0 {} one { +# moneda de oro} other { +# monedas de oro}}{extensions, plural, =0 {} one { +# ampliación} other { +# ampliaciones}}{upgrade, plural, =0 {} other { cambia su 3 por el 4}}{payGold, plural, =0 {} other {, paga # de oro}}{paySquires, plural, =0 {} one {, entrega # escudero} other {, entrega # escuderos}}{any, plural, =0 { nada} other {}}',
		'lancaster.why.law.tie':
			'Empate por la mayoría entre {players}: según la carta, cada empatado recibe los puntos de poder que indica en lugar del premio.',
		'lancaster.why.law.rule': `«${law}» se aplica como resume su carta; las tres leyes vigentes se aplican de izquierda a derecha.`,
		'lancaster.why.law.outcome':
			'{count, plural, =0 {Nadie recibe nada} other {Reciben algo: {players}}}',

		'lancaster.why.county.title':
			'{surrey, select, yes {Surrey (condado I)} other {Condado {county}}}',
		'lancaster.why.county.empty':
			'Nadie tiene un caballero aquí{surrey, select, yes {: la ficha de inicio se queda con quien abrió la ronda} other {}}.',
		'lancaster.why.county.nobody': 'Condado {county}: nadie recibe nada',
		'lancaster.why.county.knight': `{ally, select, yes {Su aliado: c} other {C}}aballero de fuerza {knight}{squires, plural, =0 {} one { con # escudero} other { con # escuderos}}`,
		'lancaster.why.county.typed': 'Tiene el condado (anotado por la mesa)',
		'lancaster.why.county.choice':
			'Elige {choice, select, noble {el noble} points {los puntos del condado} both {el noble y los puntos pagando 3 de oro} other {{choice}}}',
		'lancaster.why.county.reward': `Recompensa impresa:${REWARD}`,
		'lancaster.why.county.ally':
			'Es un aliado: no tiene oro ni puntos propios; lo que no puede usar se pierde.',
		'lancaster.why.county.left': 'Nobles que quedan en el condado {county}: {left} de {of}',
		'lancaster.why.county.leftUnknown':
			'Esta partida se anotó antes de que el móvil contara los nobles de cada condado: no se sabe cuántos quedan en el {county}.',
		'lancaster.why.county.next': 'Surrey: {player} abrirá la siguiente ronda',
		'lancaster.why.county.rule':
			'Los condados se reparten de la A a la I: quien tiene el caballero toma el noble, los puntos impresos, o ambos pagando 3 de oro; los nobles del condado se acaban. Surrey elige además quién empieza.',
		'lancaster.why.county.outcome':
			'Condado {county}: {player} se queda {choice, select, noble {con el noble} points {con los puntos} both {con el noble y los puntos} other {{choice}}}',

		'lancaster.why.castle.title': 'Castillo de {player}',
		'lancaster.why.castle.space': `{space, plural, =0 {Recompensa} other {Casilla #}}:${REWARD}`,
		'lancaster.why.castle.typed': 'Puntos de poder anotados a mano: {n}',
		'lancaster.why.castle.table':
			'Mesa redonda: {nobles, plural, one {# figura} other {# figuras}} (con el señor) → {last, select, yes {ninguna ficha: en la quinta ronda no se reparten} other {{tokens, plural, one {# ficha de voto} other {# fichas de voto}}}}',
		'lancaster.why.castle.rule':
			'Cada caballero del castillo y cada ampliación dan su recompensa impresa; después, una ficha de voto por cada figura de la mesa redonda, salvo en la quinta ronda.',
		'lancaster.why.castle.outcome':
			'{player}: {power, plural, =0 {sin puntos de poder} one {+# punto de poder} other {+# puntos de poder}}, {tokens, plural, =0 {sin fichas de voto} one {+# ficha de voto} other {+# fichas de voto}}',

		'lancaster.why.final.title': 'Recuento final',
		'lancaster.why.final.player':
			'{power} de poder; caballería {knights} = {strength}; {squires} escuderos; {extensions} ampliaciones; {gold} de oro; {nobles} nobles',
		'lancaster.why.final.playerShort':
			'{power} de poder; caballería {strength}; {nobles} nobles (el resto no se guardó)',
		'lancaster.why.final.majority': `${CATEGORY}: {player} ({value}) {place, plural, one {primero} other {segundo}}{shared, plural, one {} other { empatado con # en total}} → {points}`,
		'lancaster.why.final.shared': `${CATEGORY}: {players} siguen empatados tras el desempate y se reparten {pool}: {each} cada uno (lo que no se divide se pierde)`,
		'lancaster.why.final.tiebreak': `${CATEGORY}: {players} {category, select, knighthood {se separa por los escuderos} other {se separa por el oro}}`,
		'lancaster.why.final.total':
			'{player}: {power} + {knighthood} + {extensions} + {noblePoints} ({nobles} nobles) = {total}',
		'lancaster.why.final.rule':
			'Caballería más fuerte (sin la reserva): 8 y 4, desempate por escuderos; más ampliaciones: 8 y 4, desempate por oro; los empatados se reparten los puntos; más los puntos de la tabla de nobles.',
		'lancaster.why.final.ruleTwo':
			'Con dos jugadores no cuentan los aliados y cada mayoría da solo 8 al primero; se suman los puntos de la tabla de nobles.',
		'lancaster.why.final.outcome':
			'{count, plural, one {Gana {players}} other {Ganan {players}}} con {total} puntos de poder'
	};
}
