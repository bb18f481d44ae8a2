/**
 * A golden whole game: 12 years, 3 players and the ghost, the table's own evaluation order and
 * ghost tracks, recruits, a Threat a year, three secret censuses and the final evaluation.
 * The final state and summary are pinned: any change of behaviour (a rule constant, a census
 * reward, a tie-break) shows here as a deliberate, reviewed diff of the fixture.
 */
import { describe, expect, it } from 'vitest';
import { isInvalid, type GameAction, type SessionContext } from '$lib/games/core/types';
import { module } from '$lib/games/xidit';
import golden from './fixtures/golden-live-3p.json';
import { walkPhases } from '../../phase-walk';

describe('xidit golden game (live, 3 players + ghost)', () => {
	const ctx = {
		players: golden.players,
		options: golden.options,
		seed: golden.seed,
		setup: golden.setup
	} as unknown as SessionContext<never>;
	const flow = module.flows.live;

	function play() {
		let s = flow.init(ctx);
		const lines = [];
		for (const a of golden.actions as GameAction[]) {
			lines.push(flow.describe(a, s, ctx));
			const next = flow.reduce(s, a, ctx);
			if (isInvalid(next)) throw new Error(`${a.type}: ${next.reason.key}`);
			s = next;
		}
		return { s, lines };
	}

	it('replays every entry to the pinned final state and summary', () => {
		const { s } = play();
		expect(s).toEqual(golden.expected.state);
		expect(flow.summarize(s, ctx)).toEqual(golden.expected.summary);
	});

	it('every move of the golden game is one its phase allows, and each step leads to a declared next', () => {
		const seen = walkPhases(flow, ctx, golden.actions as GameAction[]);
		expect(seen).toEqual([
			'play',
			...['census', 'play', 'census', 'play'],
			'census',
			'evaluation',
			'finished'
		]);
	});

	it('uses the stored setup, not a fresh draw: the table’s order decides the evaluations', () => {
		const { s } = play();
		expect(s.setup.evaluationOrder).toEqual(['influence', 'wealth', 'reputation']);
		expect(golden.expected.summary.winners).toEqual(['lucia']);
	});

	it('every log line of the game is a message of the catalogue, and no census count is logged', async () => {
		const en = await module.messages.en();
		const { lines } = play();
		for (const l of lines) expect(Object.hasOwn(en, l.key), l.key).toBe(true);
		for (const l of lines.filter((x) => x.key === 'xidit.log.censusEnter'))
			expect(Object.keys(l.values ?? {})).toEqual(['player']);
	});
});
