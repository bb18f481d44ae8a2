/**
 * Golden whole game: a recorded 4-player log (Marquise, Lizard Cult, Riverfolk Company,
 * Vagabond; the Cult plays first) replayed with today's rules must end in exactly the pinned
 * state and summary. Any change of behaviour (a rule constant, a cost, a turn rule) fails here
 * and is reviewed as a diff of the fixture. To re-record after a deliberate change:
 * ROOT_GOLDEN_WRITE=1 npx vitest run tests/unit/root/golden.test.ts
 */
import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fold } from '$lib/games/core/log';
import type { SessionContext } from '$lib/games/core/types';
import { live, module, type LiveAction, type Options } from '$lib/games/root/index';
import { SCORER_LOG_KEYS } from '$lib/games/root/scorer';
import golden from './fixtures/golden-game.json';
import { walkPhases } from '../../phase-walk';

const base = {
	players: golden.players,
	options: golden.options as Options,
	seed: golden.seed
};
const ctx: SessionContext<Options> = { ...base, setup: golden.setup };

describe('golden game', () => {
	const { state, refused } = fold(live, ctx, golden.actions as LiveAction[]);
	const summary = live.summarize(state, ctx);
	const history = live.scoreHistory!(state, ctx);
	if (process.env.ROOT_GOLDEN_WRITE)
		writeFileSync(
			new URL('./fixtures/golden-game.json', import.meta.url),
			JSON.stringify({ ...golden, expected: { state, summary, history } }, null, '\t') + '\n'
		);

	it('the stored setup is the one drawSetup records for these options', () => {
		expect(module.drawSetup!(base)).toEqual(golden.setup);
	});
	it('every recorded action is accepted', () => {
		expect(refused).toEqual([]);
	});
	it('every move is one its phase allows and every change of phase a declared one', () => {
		const seen = walkPhases(live, ctx, golden.actions as LiveAction[]);
		expect(new Set(seen)).toEqual(
			new Set([
				'turn',
				'cultGarden',
				'cultDawn',
				'cultBirdsong',
				'cultDaylight',
				'companyDawn',
				'companyDaylight',
				'finished'
			])
		);
	});
	it('ends in the pinned final state, summary and chart', () => {
		expect(state).toEqual(golden.expected.state);
		expect(summary).toEqual(golden.expected.summary);
		expect(history).toEqual(golden.expected.history);
	});
	it('every log line of the game names a key of both catalogues', async () => {
		const es = await module.messages.es();
		const en = await module.messages.en();
		let s = live.init(ctx);
		for (const a of golden.actions as LiveAction[]) {
			const { key } = live.describe(a, s, ctx);
			expect(es[key] && en[key], key).toBeTruthy();
			const next = live.reduce(s, a, ctx);
			if (!('invalid' in next)) s = next;
		}
		for (const k of SCORER_LOG_KEYS) expect(es[k] && en[k], k).toBeTruthy();
	});
});
