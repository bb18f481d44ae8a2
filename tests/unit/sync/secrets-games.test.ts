/**
 * The games' declared hidden inputs: Lancaster's secret ballot and Xidit's census
 * count. What each declares open, what it refuses before a commitment, the action the revealed
 * choices become — and that the fold refuses a second copy of that action. Then the rule that
 * picks the one phone recording it.
 */
import { describe, expect, it } from 'vitest';
import { fold } from '$lib/games/core/log';
import { isInvalid, type Invalid, type SessionContext } from '$lib/games/core/types';
import { live as lancaster, type LiveState as LState } from '$lib/games/lancaster/live';
import {
	defaultOptions as lancasterOptions,
	type Options as LOptions
} from '$lib/games/lancaster/setup';
import { turnOrder } from '$lib/games/lancaster/queries';
import {
	live as xidit,
	defaultOptions as xiditOptions,
	type LiveAction as XAction,
	type Options as XOptions
} from '$lib/games/xidit/state';
import { planSecret, type SecretState } from '$lib/sync/commit';
import lancasterEn from '$lib/games/lancaster/messages/en';
import lancasterEs from '$lib/games/lancaster/messages/es';
import xiditEn from '$lib/games/xidit/messages/en';
import xiditEs from '$lib/games/xidit/messages/es';

const lctx: SessionContext<LOptions> = {
	players: [
		{ id: 'ana', name: 'Ana', color: '#c00' },
		{ id: 'ben', name: 'Ben', color: '#00c' },
		{ id: 'cai', name: 'Cai', color: '#0a0' }
	],
	options: lancasterOptions(3),
	seed: 'TABLE7'
};

const xctx: SessionContext<XOptions> = {
	players: [
		{ id: 'maria', name: 'María', color: 'red' },
		{ id: 'ainhoa', name: 'Ainhoa', color: 'blue' },
		{ id: 'andres', name: 'Andrés', color: 'green' },
		{ id: 'david', name: 'David', color: 'black' }
	],
	options: xiditOptions(),
	seed: 'TEST01'
};

function atBallot(): LState {
	const r = lancaster.reduce(lancaster.init(lctx), { type: 'endTroops', legacy: true }, lctx);
	if (isInvalid(r)) throw new Error(r.reason.key);
	return r;
}

describe('Lancaster declares its secret ballot', () => {
	it('the ballot of each proposed law is open to every voter in turn order, with a key of its own', () => {
		const s = atBallot();
		const open = lancaster.hidden!.open(s, lctx)!;
		expect(open.players).toEqual(turnOrder(lctx, s.startPlayer));
		expect(open.key).toBe(`lancaster:ballot:r${s.round}:v1`);
		// Once the phone is passed round (a ballot cast on one phone), the phones stay out of it.
		const cast = lancaster.reduce(
			s,
			{ type: 'cast', player: open.players[0]!, yes: true, tokens: 0 },
			lctx
		) as LState;
		expect(lancaster.hidden!.open(cast, lctx)).toBeNull();
		expect(lancaster.hidden!.open(lancaster.init(lctx), lctx)).toBeNull();
	});

	it('a choice the ballot would refuse is refused before it is committed, translated', () => {
		const s = atBallot();
		const h = lancaster.hidden!;
		expect(h.check(s, lctx, 'ana', { yes: true, tokens: 0 })).toBeNull();
		expect(h.check(s, lctx, 'ana', { yes: 'maybe', tokens: 0 })).toEqual({
			key: 'lancaster.error.badBallot'
		});
		const held = s.players.ana!.voteTokens;
		expect(h.check(s, lctx, 'ana', { yes: true, tokens: held })).toBeNull();
		expect(h.check(s, lctx, 'ana', { yes: true, tokens: held + 1 })).toEqual({
			key: 'lancaster.error.notEnoughTokens',
			values: { n: held }
		});
		expect(h.check(s, lctx, 'ana', { yes: true, tokens: -1 })?.key).toBe(
			'lancaster.error.badAmount'
		);
		expect(h.check(s, lctx, 'zed', { yes: true, tokens: 0 })?.key).toBe(
			'lancaster.error.wrongStep'
		);
	});

	it('the revealed ballots become one table vote; the same action again is refused by the fold', () => {
		const s0 = atBallot();
		const open = lancaster.hidden!.open(s0, lctx)!;
		const action = lancaster.hidden!.action(open.key, {
			ana: { yes: true, tokens: 0 },
			ben: { yes: false, tokens: 0 },
			cai: { yes: true, tokens: 0 }
		});
		expect(action).toMatchObject({ type: 'tableVote', secret: open.key });
		const before = lancaster.init(lctx);
		const start = { type: 'endTroops', legacy: true } as const;
		const once = fold(lancaster, lctx, [start, action as never]);
		expect(once.refused).toEqual([]);
		expect(once.state.votes[0]).toMatchObject({ law: s0.ballot!.law, yes: 2, no: 1, passed: true });
		// The next law's ballot is open now: a second phone's copy must not vote on it.
		expect(once.state.ballot!.position).toBe(2);
		const twice = fold(lancaster, lctx, [start, action as never, action as never]);
		expect(twice.refused).toEqual([
			{ index: 2, reason: { key: 'lancaster.error.ballotRecorded' } }
		]);
		expect(twice.state).toEqual(once.state);
		expect(before.votes).toEqual([]);
		expect(lancasterEn['lancaster.error.ballotRecorded']).toBeTruthy();
		expect(lancasterEs['lancaster.error.ballotRecorded']).toBeTruthy();
	});

	it('the single-phone table vote (no key) still records as before', () => {
		const s = atBallot();
		const order = s.ballot!.order;
		const r = lancaster.reduce(
			s,
			{ type: 'tableVote', ballots: order.map((id) => ({ id, yes: false, tokens: 0 })) },
			lctx
		) as LState;
		expect(r.votes[0]).toMatchObject({ passed: false, no: 3 });
	});
});

describe('Xidit declares its census count', () => {
	const years = (n: number): XAction[] => Array.from({ length: n }, () => ({ type: 'endYear' }));
	const atCensus = () =>
		fold(xidit, xctx, [{ type: 'setFirstPlayer', player: 'maria' }, ...years(4)]).state;

	it('each unit of the census is open to every player, keyed by year and unit', () => {
		const s = atCensus();
		expect(xidit.hidden!.open(s, xctx)).toEqual({
			key: 'xidit:census:y4:militia',
			players: ['maria', 'ainhoa', 'andres', 'david']
		});
		const entered = xidit.reduce(s, { type: 'censusEnter', player: 'maria', count: 1 }, xctx);
		expect(xidit.hidden!.open(entered as typeof s, xctx)).toBeNull();
		expect(xidit.hidden!.open(xidit.init(xctx), xctx)).toBeNull();
	});

	it('a count the census would refuse is refused before it is committed', () => {
		const s = atCensus();
		const h = xidit.hidden!;
		expect(h.check(s, xctx, 'maria', 2)).toBeNull();
		expect(h.check(s, xctx, 'maria', -1)?.key).toBe('xidit.error.notNonNegative');
		expect(h.check(s, xctx, 'maria', 99)?.key).toBe('xidit.error.tooManyUnits');
	});

	it('the revealed counts become the unit’s census; the same action again is refused by the fold', () => {
		const s = atCensus();
		const open = xidit.hidden!.open(s, xctx)!;
		const counts = { maria: 2, ainhoa: 0, andres: 2, david: 1 };
		const action = xidit.hidden!.action(open.key, counts) as XAction;
		const prefix: XAction[] = [{ type: 'setFirstPlayer', player: 'maria' }, ...years(4)];
		const once = fold(xidit, xctx, [...prefix, action]);
		expect(once.refused).toEqual([]);
		expect(once.state.census!.results[0]!.winners).toEqual(['maria', 'andres']);
		const twice = fold(xidit, xctx, [...prefix, action, action]);
		expect(twice.refused).toEqual([{ index: 6, reason: { key: 'xidit.error.censusRecorded' } }]);
		expect(twice.state).toEqual(once.state);
		expect(xiditEn['xidit.error.censusRecorded']).toBeTruthy();
		expect(xiditEs['xidit.error.censusRecorded']).toBeTruthy();
	});
});

describe('planSecret: the reveal moment and the one phone that records', () => {
	const pending = (by: string): SecretState => ({ state: 'pending', by });
	const shown = (by: string, choice: unknown): SecretState => ({ state: 'revealed', by, choice });

	it('nothing is revealed while a player has not committed (reveal pending)', () => {
		const plan = planSecret(['a', 'b'], { a: pending('A') }, 'A');
		expect(plan).toEqual({ waiting: ['b'], reveal: [], choices: null, dispatcher: null });
	});

	it('once all have committed each phone reveals only its own commitments', () => {
		const states = { a: pending('A'), b: pending('B'), c: pending('A') };
		expect(planSecret(['a', 'b', 'c'], states, 'A').reveal).toEqual(['a', 'c']);
		expect(planSecret(['a', 'b', 'c'], states, 'B').reveal).toEqual(['b']);
	});

	it('all revealed: every phone names the same recorder, whatever order it heard things in', () => {
		const states = { a: shown('Phone B', 1), b: shown('Phone A', 2), c: shown('Phone C', 3) };
		const plans = ['Phone A', 'Phone B', 'Phone C'].map((d) =>
			planSecret(['a', 'b', 'c'], states, d)
		);
		for (const p of plans) {
			expect(p.dispatcher).toBe('Phone A');
			expect(p.choices).toEqual({ a: 1, b: 2, c: 3 });
		}
	});

	it('a refused reveal records nothing', () => {
		const refused: SecretState = {
			state: 'refused',
			by: 'B',
			reason: { key: 'sync.commit.mismatch' }
		};
		const plan = planSecret(['a', 'b'], { a: shown('A', 1), b: refused }, 'A');
		expect(plan.choices).toBeNull();
		expect(plan.dispatcher).toBeNull();
	});

	it('a refusal from the fold is an Invalid value, never thrown', () => {
		const r = lancaster.reduce(
			lancaster.init(lctx),
			{ type: 'tableVote', ballots: [], secret: 'lancaster:ballot:r1:v1' },
			lctx
		);
		expect((r as Invalid).reason.key).toBe('lancaster.error.ballotRecorded');
	});
});
