/**
 * The log names each battle by its one number (the form's, the Board's and the results'),
 * says who a county's new knight displaced (Reglamento p.2 «El jugador amarillo desplaza al
 * caballero azul… El caballero del jugador azul volverá a su corte») and what a «gold and
 * squires» favour tile gave.
 */
import { describe, expect, it } from 'vitest';
import IntlMessageFormat from 'intl-messageformat';
import type { MessageRef } from '$lib/games/core/types';
import { live, type LiveAction, type LiveState } from '$lib/games/lancaster/live';
import { battleNo } from '$lib/games/lancaster/queries';
import es from '$lib/games/lancaster/messages/es';
import en from '$lib/games/lancaster/messages/en';
import { table } from './harness';

const { ctx, step } = table('WORDING');
const say = (lang: 'es' | 'en', ref: MessageRef) =>
	String(new IntlMessageFormat((lang === 'es' ? es : en)[ref.key]!, lang).format(ref.values));
const place = (player: string, knight: number, to: string, extra = {}) =>
	({ type: 'place', player, knight, to, ...extra }) as LiveAction;

/** Round 2, Ana to start; round 1's second card (now id b1) waits in the lower row. */
function round2(): LiveState {
	const s = live.init(ctx);
	return {
		...s,
		round: 2,
		startPlayer: 'ana',
		lowerRow: [{ id: 'b1', round: 1, franceStrength: 4, power: [3, 2, 1], slots: [] }],
		battleSeq: 2,
		battleNames: { b1: 2 }
	};
}

describe('Lancaster log wording', () => {
	it('one number per battle: round 2’s new cards are 3 and 4, the lower row’s keeps its own', () => {
		const s = round2();
		expect([battleNo(s, 'u1'), battleNo(s, 'u2'), battleNo(s, 'b1')]).toEqual([3, 4, 2]);
		const toNew = live.describe(place('ana', 2, 'battle', { battle: 'u1' }), s, ctx);
		expect(say('es', toNew)).toBe('Ana: caballero de fuerza 2 a la batalla 3');
		const toOld = live.describe(place('ana', 2, 'battle', { battle: 'b1' }), s, ctx);
		expect(say('es', toOld)).toBe('Ana: caballero de fuerza 2 a la batalla 2');
		expect(say('en', toOld)).toBe('Ana: strength-2 knight to battle 2');
	});

	it('a battle’s result line names it, and a fought new card keeps its number', () => {
		let s = round2();
		s = step(s, place('ana', 2, 'battle', { battle: 'u2' }));
		const fight: LiveAction = {
			type: 'battle',
			upper: 'u2',
			card: { franceStrength: 1, power: [5, 3, 1] }
		} as LiveAction;
		const fightState: LiveState = { ...s, step: 'battles', lowerRow: [], board: true };
		expect(say('es', live.describe(fight, fightState, ctx))).toBe(
			'Batalla 4 (primer intento): 2 contra 1, gana Inglaterra'
		);
		const after = step(fightState, fight);
		expect(after.battles.at(-1)!.n).toBe(4);
	});

	it('a county knight displaced by another player’s is named, back to court', () => {
		let s = round2();
		s = step(s, place('ana', 1, 'county', { county: 0, min: 1 }));
		const line = live.describe(place('ben', 2, 'county', { county: 0, min: 1 }), s, ctx);
		expect(say('es', line)).toBe(
			'Ben: caballero de fuerza 2 al condado A; desplaza al caballero de fuerza 1 de Ana, que vuelve a su corte'
		);
		expect(say('en', line)).toBe(
			'Ben: strength-2 knight to county A; Ana’s strength-1 knight is displaced back to court'
		);
	});

	it('a «gold and squires» favour tile says what it gave', () => {
		const s = round2();
		const a = place('ana', 2, 'battle', {
			battle: 'u1',
			favour: { tile: 1, reward: 'goldSquires', gold: 2, squires: 1 }
		});
		expect(say('es', live.describe(a, s, ctx))).toBe(
			'Ana: caballero de fuerza 2 a la batalla 3, favor: 2 monedas de oro y 1 escudero'
		);
		expect(say('en', live.describe(a, s, ctx))).toBe(
			'Ana: strength-2 knight to battle 3, favour: 2 gold and 1 squire'
		);
	});
});
