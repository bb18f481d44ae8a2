/**
 * A correction after the end (Reglamento p.8 «Fin de la partida»): the result, the Board, the
 * log and the history's last point give one answer, the one a fresh final count with the
 * corrected numbers gives.
 */
import { describe, expect, it } from 'vitest';
import IntlMessageFormat from 'intl-messageformat';
import type { MessageRef } from '$lib/games/core/types';
import { live, type LiveState } from '$lib/games/lancaster/live';
import { boardEnd } from '$lib/games/lancaster/state';
import es from '$lib/games/lancaster/messages/es';
import en from '$lib/games/lancaster/messages/en';
import { table } from './harness';

const say = (lang: 'es' | 'en', ref: MessageRef) =>
	String(new IntlMessageFormat((lang === 'es' ? es : en)[ref.key]!, lang).format(ref.values));

// Extensions tied at 1, Ben's 5 gold against Ana's 0 gives him the 8: Ben 24, Ana 22.
// With 6 gold Ana takes the 8 instead: Ana 26, Ben 20.
const ends = {
	ana: { knights: [2, 4], squires: 0, extensions: 1, gold: 0 },
	ben: { knights: [2, 3], squires: 0, extensions: 1, gold: 5 },
	cai: { knights: [], squires: 0, extensions: 0, gold: 0 }
};

function atFinal() {
	const { ctx, step } = table('CORRECT');
	const base = live.init(ctx);
	const power = { ana: 10, ben: 12, cai: 0 } as Record<string, number>;
	const players = Object.fromEntries(
		Object.entries(base.players).map(([id, p]) => [id, { ...p, power: power[id]! }])
	);
	// The fifth round's point of the history, which the final count completes.
	const history = [{ round: 5, scores: power }];
	const s: LiveState = { ...base, round: 5, step: 'final', players, history };
	return { s, step, ctx };
}

const totals = (s: LiveState) => Object.fromEntries(s.final!.map((r) => [r.id, r.total]));

describe('Lancaster: a correction after the end', () => {
	it('re-scores from the corrected numbers: the same result as a fresh final count with them', () => {
		const { s: start, step, ctx } = atFinal();
		const done = step(start, { type: 'finalScore', players: ends });
		expect(totals(done)).toEqual({ ana: 22, ben: 24, cai: 0 });
		expect(live.summarize(done, ctx).winners).toEqual(['ben']);

		const corrected = step(done, { type: 'adjust', player: 'ana', gold: 6 });
		const fresh = step(start, {
			type: 'finalScore',
			players: { ...ends, ana: { ...ends.ana, gold: 6 } }
		});
		expect(corrected.final).toEqual(fresh.final);
		expect(corrected.finalInput).toEqual(fresh.finalInput);
		expect(totals(corrected)).toEqual({ ana: 26, ben: 20, cai: 0 });
		// The Board, the result and the history's last point agree.
		expect(corrected.players.ana.gold).toBe(6);
		expect(boardEnd(corrected, ctx)).toEqual(corrected.finalInput);
		expect(corrected.history.at(-1)!.scores).toEqual(totals(corrected));
		const summary = live.summarize(corrected, ctx);
		expect(summary.winners).toEqual(['ana']);
		expect(summary.scores).toEqual(totals(corrected));
	});

	it('the Board shows the numbers the final count typed, not the older board', () => {
		const { s: start, step, ctx } = atFinal();
		expect(start.players.ben.gold).not.toBe(5);
		const done = step(start, { type: 'finalScore', players: ends });
		expect(done.players.ben.gold).toBe(5);
		expect(done.players.ana.knights).toEqual([2, 4]);
		expect(boardEnd(done, ctx)).toEqual(done.finalInput);
		// A knights correction then keeps the typed gold: only the knights change.
		const k = step(done, { type: 'adjust', player: 'ben', knights: [4, 3, 2] });
		expect(k.finalInput!.ben).toEqual({ knights: [2, 3, 4], squires: 0, extensions: 1, gold: 5 });
	});

	it('the correction’s log line names only what changed, from the old value to the new', () => {
		const { s: start, step, ctx } = atFinal();
		const done = step(start, { type: 'finalScore', players: ends });
		const gold = live.describe({ type: 'adjust', player: 'ana', gold: 4 }, done, ctx);
		expect(say('es', gold)).toBe('Corrección de Ana: oro 0 → 4');
		expect(say('en', gold)).toBe('Correction for Ana: gold 0 → 4');
		const two = live.describe(
			{ type: 'adjust', player: 'ben', squires: 2, knights: [3, 2, 1] },
			done,
			ctx
		);
		expect(say('es', two)).toBe('Corrección de Ben: escuderos 0 → 2, caballeros 2 3 → 1 2 3');
		const power = live.describe({ type: 'adjust', player: 'cai', power: -2 }, done, ctx);
		expect(say('en', power)).toBe('Correction for Cai: power 0 → -2');
	});

	it('the final count’s log line shows the numbers it counted', () => {
		const { s: start, ctx } = atFinal();
		const line = live.describe({ type: 'finalScore', players: ends }, start, ctx);
		expect(say('es', line)).toBe(
			'Recuento final (oro / escuderos / ampliaciones / caballeros): Ana 0 / 0 / 1 / 2 4; Ben 5 / 0 / 1 / 2 3; Cai 0 / 0 / 0 / —'
		);
		expect(say('en', line)).toContain('Final scoring (gold / squires / extensions / knights): Ana');
	});
});
