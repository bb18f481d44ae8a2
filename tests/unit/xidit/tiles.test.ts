/**
 * Phase Three «Gestión de losetas» (Reglamento p.10–12) as pure logic, and as steps of the live
 * flow: a tile leaves the board, the next one enters, the piles refill from the other discards,
 * the Titans awake when no Threat tile can come, the reinforcements rebuild both piles.
 */
import { describe, expect, it } from 'vitest';
import { isInvalid, type SessionContext } from '$lib/games/core/types';
import { live, type LiveAction, type LiveState } from '$lib/games/xidit/live';
import { defaultOptions, type Options } from '$lib/games/xidit/options';
import { tilesOf } from '$lib/games/xidit/queries';
import { advanceTile, nameNext, removeTile, type Tiles } from '$lib/games/xidit/tiles';

function tiles(over: Partial<Tiles> = {}): Tiles {
	return {
		board: { recruit: [1, 2, 3, 4, 5], threat: [6, 7, 8, 9, 10] },
		next: { recruit: 11, threat: 16 },
		pile: { recruit: [12, 13, 14, 15], threat: [17, 18, 19, 20, 21] },
		shuffled: { recruit: false, threat: false },
		discard: { recruit: [], threat: [] },
		...over
	};
}

function ok(r: ReturnType<typeof removeTile>) {
	if (isInvalid(r)) throw new Error(r.reason.key);
	return r;
}

describe('Phase Three tiles (pure)', () => {
	it('the rulebook’s example p.10: the emptied Recruitment tile of city 8 is discarded, the next one goes to its city, the pile’s top moves to the next space', () => {
		const t = tiles({ board: { recruit: [2, 5, 8, 13, 19], threat: [6, 7, 9, 10, 11] } });
		const { tiles: after, events } = ok(removeTile(t, 'recruit', 8));
		expect(after.discard.recruit).toEqual([8]);
		expect(after.board.recruit).toEqual([2, 5, 11, 13, 19]);
		expect(events.placed).toEqual({ recruit: 11 });
		expect(after.next.recruit).toBe(12);
		expect(after.pile.recruit).toEqual([13, 14, 15]);
		// The Threat side is untouched.
		expect(after.board.threat).toEqual(t.board.threat);
		expect(after.next.threat).toBe(16);
	});

	it('a Threat eliminated: its tile to the Threat discards, the next Threat enters, the next space filled from the pile', () => {
		const { tiles: after } = ok(removeTile(tiles(), 'threat', 7));
		expect(after.discard.threat).toEqual([7]);
		expect(after.board.threat).toEqual([6, 8, 9, 10, 16]);
		expect(after.next.threat).toBe(17);
	});

	it('a tile not on the board is refused and nothing changes', () => {
		const t = tiles();
		const r = removeTile(t, 'recruit', 9);
		expect(isInvalid(r) && r.reason.key).toBe('xidit.error.tileNotOnBoard');
		expect(t.discard.recruit).toEqual([]);
	});

	it('p.10 «Si la pila de Reclutamiento se agota, recoge las losetas de la pila de descartes de Amenazas y gíralas»: refilled at once, first discarded on top', () => {
		const t = tiles({
			next: { recruit: 15, threat: 16 },
			pile: { recruit: [], threat: [17, 18] },
			discard: { recruit: [], threat: [6, 9] }
		});
		const { tiles: after, events } = ok(removeTile(t, 'recruit', 1));
		expect(events.placed.recruit).toBe(15);
		expect(events.refilled).toEqual(['recruit']);
		expect(after.next.recruit).toBe(6);
		expect(after.pile.recruit).toEqual([9]);
		expect(after.discard.threat).toEqual([]);
	});

	it('p.10: no discards to refill the Recruitment pile and its space empty → the top Threat tile goes there, Recruitment face up', () => {
		const t = tiles({
			next: { recruit: 15, threat: 16 },
			pile: { recruit: [], threat: [17, 18] },
			discard: { recruit: [], threat: [] }
		});
		const { tiles: after, events } = ok(removeTile(t, 'recruit', 1));
		expect(events.borrowed).toBe(17);
		expect(after.next.recruit).toBe(17);
		expect(after.pile.threat).toEqual([18]);
	});

	it('p.11–12: no Threat tile can come → the Titans awake; reinforcements: the rest of the Recruitment pile on the turned-over Threat discards, two make the Recruitment pile, the others the shuffled Threat pile the table names', () => {
		const t = tiles({
			next: { recruit: 12, threat: 21 },
			pile: { recruit: [13, 14, 15], threat: [] },
			discard: { recruit: [], threat: [6, 9] }
		});
		const { tiles: after, events } = ok(removeTile(t, 'threat', 7));
		expect(events.placed.threat).toBe(21);
		expect(events.titans).toBe(true);
		expect(after.pile.recruit).toEqual([13, 14]);
		// 15 and the discards 6, 9, 7, shuffled: the order is the table's.
		expect([...after.pile.threat].sort((a, b) => a - b)).toEqual([6, 7, 9, 15]);
		expect(after.shuffled.threat).toBe(true);
		expect(after.next.threat).toBeNull();
		const named = nameNext(after, 'threat', 9);
		if (isInvalid(named)) throw new Error(named.reason.key);
		expect(named.next.threat).toBe(9);
		expect(named.pile.threat).toEqual([6, 7, 15]);
		expect(isInvalid(nameNext(after, 'threat', 1))).toBe(true);
	});

	it('the table names another tile in a next space: the one shown goes back on top of the pile', () => {
		const r = nameNext(tiles(), 'recruit', 14);
		if (isInvalid(r)) throw new Error(r.reason.key);
		expect(r.next.recruit).toBe(14);
		expect(r.pile.recruit).toEqual([11, 12, 13, 15]);
	});

	it('an older log’s «next tile placed» (nothing named) puts the next tile on the board and discards nothing', () => {
		const r = advanceTile(tiles(), 'threat');
		if (isInvalid(r)) throw new Error(r.reason.key);
		expect(r.tiles.board.threat).toContain(16);
		expect(r.tiles.discard.threat).toEqual([]);
		expect(r.tiles.next.threat).toBe(17);
	});
});

const ctx: SessionContext<Options> = {
	players: [
		{ id: 'a', name: 'Ana', color: 'red' },
		{ id: 'b', name: 'Ben', color: 'blue' },
		{ id: 'c', name: 'Cai', color: 'green' },
		{ id: 'd', name: 'Dia', color: 'gold' }
	],
	options: defaultOptions(),
	seed: 'TILES1'
};

function run(s: LiveState, ...actions: LiveAction[]): LiveState {
	for (const a of actions) {
		const r = live.reduce(s, a, ctx);
		if (isInvalid(r)) throw new Error(`${a.type}: ${r.reason.key}`);
		s = r;
	}
	return s;
}

const threat = (
	player: string,
	extra: Partial<LiveAction & { type: 'threat' }> = {}
): LiveAction => ({
	type: 'threat',
	player,
	unitsSpent: 0,
	sovereigns: 2,
	guildLevels: 0,
	bards: {},
	ghost: null,
	tile: true,
	...extra
});

describe('Phase Three in the live flow', () => {
	it('a Threat naming its city discards that tile and brings out the next; a city with no Threat tile is refused', () => {
		const s0 = live.init(ctx);
		const t0 = tilesOf(s0);
		const city = t0.board.threat[0]!;
		const s1 = run(s0, threat('a', { tileCity: city }));
		const t1 = tilesOf(s1);
		expect(t1.discard.threat).toEqual([city]);
		expect(t1.board.threat).toContain(t0.next.threat);
		expect(t1.board.threat).not.toContain(city);
		const r = live.reduce(s1, threat('b', { tileCity: city }), ctx);
		expect(isInvalid(r) && r.reason.key).toBe('xidit.error.tileNotOnBoard');
	});

	it('an emptied Recruitment tile, tapped: discarded, the next enters; the log says what entered', () => {
		const s0 = live.init(ctx);
		const t0 = tilesOf(s0);
		const city = t0.board.recruit[2]!;
		const a: LiveAction = { type: 'tileRemoved', kind: 'recruit', city };
		expect(live.describe(a, s0, ctx)).toMatchObject({
			key: 'xidit.log.tileRemoved',
			values: { kind: 'recruit', city, placed: t0.next.recruit, titans: 'no' }
		});
		const t1 = tilesOf(run(s0, a));
		expect(t1.discard.recruit).toEqual([city]);
		expect(t1.board.recruit).toContain(t0.next.recruit);
	});

	it('Threats until no Threat tile can come: the Titans awaken on the state by themselves (p.11), reinforcements rebuild the piles', () => {
		let s = live.init(ctx);
		let awoke = -1;
		for (let i = 0; i < 40 && awoke < 0; i++) {
			const t = tilesOf(s);
			if (t.next.threat === null && t.shuffled.threat)
				s = run(s, { type: 'tileNamed', kind: 'threat', city: t.pile.threat[0]! });
			s = run(s, threat(ctx.players[i % 4]!.id, { tileCity: tilesOf(s).board.threat[0]! }));
			if (s.titanAwakenings > 0) awoke = i;
		}
		expect(awoke).toBeGreaterThan(0);
		expect(s.titanAwakenings).toBe(1);
		const t = tilesOf(s);
		expect(t.pile.recruit.length).toBeLessThanOrEqual(2);
		// Every city tile is somewhere, once.
		const all = [
			...t.board.recruit,
			...t.board.threat,
			...t.pile.recruit,
			...t.pile.threat,
			...t.discard.recruit,
			...t.discard.threat,
			...(t.next.recruit === null ? [] : [t.next.recruit]),
			...(t.next.threat === null ? [] : [t.next.threat])
		];
		expect(new Set(all).size).toBe(all.length);
		expect(all.length).toBe(
			s.setup.recruitCities.length +
				s.setup.threatCities.length +
				s.setup.recruitPile.length +
				s.setup.threatPile.length
		);
	});

	it('after the reinforcements the Threat names the tile in the next space (p.12 «Coloca la loseta de la parte superior de la pila de Amenazas en el espacio para la siguiente Amenaza»): it enters the board, none is lost', () => {
		let s = live.init(ctx);
		for (let i = 0; i < 40 && s.titanAwakenings === 0; i++)
			s = run(s, threat(ctx.players[i % 4]!.id, { tileCity: tilesOf(s).board.threat[0]! }));
		const t0 = tilesOf(s);
		expect(t0.next.threat === null && t0.shuffled.threat).toBe(true);
		const onBoard = t0.board.threat.length;
		const seen = t0.pile.threat[t0.pile.threat.length - 1]!;
		const gone = t0.board.threat[0]!;
		const t1 = tilesOf(run(s, threat('a', { tileCity: gone, nextTile: seen })));
		expect(t1.board.threat).toContain(seen);
		expect(t1.board.threat).not.toContain(gone);
		expect(t1.board.threat.length).toBe(onBoard);
		// A tile that is not in the shuffled pile is refused: nothing recorded.
		const r = live.reduce(s, threat('a', { tileCity: gone, nextTile: gone }), ctx);
		expect(isInvalid(r) && r.reason.key).toBe('xidit.error.tileNotInPile');
	});

	it('an older log replays: tileDrawn and a Threat naming no tile bring the next tile out, nothing discarded', () => {
		const s0 = live.init(ctx);
		const { tiles: _t, ...old } = s0;
		const t0 = tilesOf(old as LiveState);
		const s1 = run(old as LiveState, { type: 'tileDrawn', kind: 'recruit' }, threat('a'));
		const t1 = tilesOf(s1);
		expect(t1.board.recruit).toContain(t0.next.recruit);
		expect(t1.board.threat).toContain(t0.next.threat);
		expect(t1.discard).toEqual({ recruit: [], threat: [] });
		// A state that counted tiles only (`drawn`) rebuilds the same picture.
		expect(tilesOf({ ...(old as LiveState), drawn: { recruit: 1, threat: 1 } })).toEqual(t1);
	});
});
