/**
 * The King's favour with resources not tracked: only the faces that change what the app keeps
 * are asked (in any order), the rest are recorded together, and zone D's next-round pick starts
 * the round. Old logs with every pick, in order, replay as before (golden.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import {
	isInvalid,
	type Invalid,
	type MessageRef,
	type SessionContext
} from '$lib/games/core/types';
import {
	live,
	module,
	type KdOptions,
	type LiveAction,
	type LiveState
} from '$lib/games/kingdom-defenders';
import { explainFavour } from '$lib/games/kingdom-defenders/explain';
import { keptFaces, nextFavour } from '$lib/games/kingdom-defenders/panels';
import { favourClosedBy, favourRestStop, favourZoneB } from '$lib/games/kingdom-defenders/queries';
import { horde, key, next, rulesCtx, run } from './helpers';

const ctx = (n = 4, over: Partial<KdOptions> = {}) => rulesCtx(n, over);
const CATALOGUES = { es: await module.messages.es(), en: await module.messages.en() };
const say = (lang: 'es' | 'en', ref: MessageRef): string =>
	String(new IntlMessageFormat(CATALOGUES[lang][ref.key]!, lang).format(ref.values ?? {}));
const describe_ = (s: LiveState, a: LiveAction, c: SessionContext<KdOptions>) =>
	live.describe(a, s, c);

/** Round 2's favour, every die rolled (4 players). */
function atFavour(c: SessionContext<KdOptions>): LiveState {
	const s = run(c, [horde, next], run(c, [next, next, next, next, next, next]));
	expect(s.phase).toBe('favour');
	return s;
}
const faces = (s: LiveState, c: SessionContext<KdOptions>, id: string) =>
	keptFaces(s, c, id).map((f) => f.face);

describe('the King’s favour asks only what the app keeps (resources not tracked)', () => {
	it('offers levels, loot and heals for a wounded player; never weapons, spells, a coin or nothing', () => {
		const c = ctx();
		const s = atFavour(c);
		const [a] = s.favour!.order as [string];
		expect(faces(s, c, a)).toEqual(['strengthLevel', 'magicLevel', 'loot']);
		const hurt = { ...s, players: { ...s.players, [a]: { ...s.players[a]!, wounds: 1 } } };
		expect(faces(hurt, c, a)).toEqual(['strengthLevel', 'magicLevel', 'loot', 'heal1', 'heal2']);
		// Resources tracked: weapons, spells and the coin count too (not «nothing», nor a heal unhurt).
		const t = ctx(4, { trackResources: true });
		expect(faces(atFavour(t), t, a)).toEqual([
			...['weapon1', 'weapon2', 'strengthLevel', 'spell1', 'spell2', 'magicLevel'],
			...['loot', 'coin']
		]);
	});
	it('a later player’s pick is recorded first; one tap records the rest and goes on to zone B', () => {
		const c = ctx();
		const s = atFavour(c);
		const [a, b, d, e] = s.favour!.order as [string, string, string, string];
		const cleo = run(c, [{ type: 'favourPick', player: d, die: 'wealth', face: 'loot' }], s);
		expect(cleo.players[d]!.loot).toBe(s.players[d]!.loot + 1);
		// The dice taken are gone for the others; a player recorded has picked.
		expect(faces(cleo, c, a)).toEqual(['strengthLevel', 'magicLevel']);
		expect(keptFaces(cleo, c, d)).toEqual([]);
		expect(
			key(live.reduce(cleo, { type: 'favourPick', player: d, die: 'magic', face: 'magicLevel' }, c))
		).toBe('kingdom-defenders.error.alreadyPicked');
		// Going on before the rest is recorded names the first player not recorded.
		const stuck = live.reduce(cleo, next, c) as Invalid;
		expect(stuck.reason).toEqual({
			key: 'kingdom-defenders.error.favourIncomplete',
			values: { player: c.players.find((p) => p.id === a)!.name }
		});
		expect(favourRestStop(cleo, c)).toEqual({ then: 'zoneB' });
		expect(favourRestStop(cleo, ctx(4, { trackResources: true }))).toBeNull();
		const rest: LiveAction = { type: 'favourRest', then: 'zoneB' };
		expect(say('en', describe_(cleo, rest, c))).toBe(
			`The King’s favour: ${[a, b, e].map((id) => c.players.find((p) => p.id === id)!.name).join(', ')} took weapons, spells, a coin or nothing (not tracked).`
		);
		const done = run(c, [rest], cleo);
		expect(done.phase).toBe('zoneB');
		expect(done.favour!.untracked).toEqual([a, b, e]);
		expect(key(live.reduce(cleo, { type: 'favourRest' }, ctx(4, { trackResources: true })))).toBe(
			'kingdom-defenders.error.resourcesTracked'
		);
	});
	it('what the app keeps, the «Why?» and the score are the same as with every pick asked', () => {
		const c = ctx();
		const s = atFavour(c);
		const [a, b, d, e] = s.favour!.order as [string, string, string, string];
		const every = run(
			c,
			[
				{ type: 'favourPick', player: a, die: 'strength', face: 'weapon2' },
				{ type: 'favourPick', player: b, die: 'magic', face: 'magicLevel' },
				{ type: 'favourPick', player: d, die: 'wealth', face: 'coin' },
				{ type: 'favourPick', player: e, die: 'healing', face: 'nothing', then: 'zoneB' }
			],
			s
		);
		const asked = run(
			c,
			[
				{ type: 'favourPick', player: b, die: 'magic', face: 'magicLevel' },
				{ type: 'favourRest', then: 'zoneB' }
			],
			s
		);
		const kept = (x: LiveState) =>
			Object.fromEntries(
				Object.entries(x.players).map(([id, p]) => {
					const { weapons: _w, spells: _s, coins: _c, ...rest } = p;
					return [id, rest];
				})
			);
		expect(kept(asked)).toEqual(kept(every));
		expect(asked.phase).toBe(every.phase);
		expect(explainFavour(asked, c.players)).toEqual(explainFavour(every, c.players));
		expect(live.scoreHistory?.(asked, c)).toEqual(live.scoreHistory?.(every, c));
	});
});

describe('the favour step holds zone B: its first entry records the picks not tapped first', () => {
	it('a zone B entry on the favour step is preceded by the rest; the two moves end where the old taps did', () => {
		const c = ctx();
		const s = atFavour(c);
		const [a, , d] = s.favour!.order as [string, string, string];
		const cleo = run(c, [{ type: 'favourPick', player: d, die: 'wealth', face: 'loot' }], s);
		expect(favourZoneB(cleo, c)).toEqual(run(c, [{ type: 'favourRest', then: 'zoneB' }], cleo));
		const adventure: LiveAction = { type: 'completeAdventure', player: a, fame: 4, wounds: 1 };
		const first = favourClosedBy(cleo, c, adventure);
		expect(first).toEqual({ type: 'favourRest', then: 'zoneB' });
		// Rule order: the favour is closed before the wound, so no heal is offered against it.
		const after = run(c, [first!, adventure], cleo);
		expect(after).toEqual(run(c, [{ type: 'favourRest', then: 'zoneB' }, adventure], cleo));
		expect([after.phase, after.players[a]!.wounds]).toEqual(['zoneB', 1]);
		expect(keptFaces(after, c, a)).toEqual([]);
		for (const entry of [
			{ type: 'failAdventure', player: a },
			{ type: 'completeGesta', player: a, bonus: 'random' }
		] as LiveAction[])
			expect(favourClosedBy(cleo, c, entry)).toEqual(first);
	});
	it('nothing is recorded first for a late entry, a correction, one zone B refuses, another step, or resources tracked', () => {
		const c = ctx();
		const s = atFavour(c);
		const [a] = s.favour!.order as [string];
		const adventure: LiveAction = { type: 'completeAdventure', player: a, fame: 4 };
		expect(favourClosedBy(s, c, { ...adventure, late: true } as LiveAction)).toBeNull();
		expect(favourClosedBy(s, c, { type: 'adjust', player: a, field: 'loot', delta: 1 })).toBeNull();
		expect(favourClosedBy(s, c, { type: 'failAdventure', player: 'nobody' })).toBeNull();
		const zoneB = run(c, [{ type: 'favourRest', then: 'zoneB' }], s);
		expect(favourClosedBy(zoneB, c, adventure)).toBeNull();
		const t = ctx(4, { trackResources: true });
		expect(favourZoneB(atFavour(t), t)).toBeNull();
		expect(favourClosedBy(atFavour(t), t, adventure)).toBeNull();
		// Every pick tapped: the favour went on to zone B with its last pick.
		const all = s.favour!.order.map((player, i) => ({
			type: 'favourPick' as const,
			player,
			die: (['strength', 'magic', 'wealth', 'healing'] as const)[i]!,
			face: (['strengthLevel', 'magicLevel', 'loot', 'nothing'] as const)[i]!
		}));
		expect(favourZoneB(run(c, all.slice(0, 3), s), c)).not.toBeNull();
		expect(favourZoneB(run(c, all, s), c)).toBeNull();
	});
});

describe('zone D starts the next round with its first favour pick', () => {
	/** Round 2's zone D (round 3 starts with nothing to enter before its favour). */
	function atZoneD(c: SessionContext<KdOptions>): LiveState {
		const s = run(c, [{ type: 'favourRest', then: 'zoneB' }], atFavour(c));
		const d = run(c, [{ type: 'nextPhase', to: 'zoneD' }], s);
		expect([d.phase, d.round]).toEqual(['zoneD', 2]);
		return d;
	}
	it('one move: the gates, the round started and the pick, named whole by its log line', () => {
		const c = ctx();
		const s = atZoneD(c);
		const [, p1] = s.turnOrder as [string, string];
		const gates = { gate1: p1, gate2: null };
		const preview = nextFavour(s, c, gates)!;
		expect([preview.phase, preview.round]).toEqual(['favour', 3]);
		const who = preview.favour!.order[2]!;
		const pick = { player: who, die: 'strength', face: 'strengthLevel' } as const;
		const merged: LiveAction = { type: 'nextPhase', to: 'favour', gate1: p1, pick };
		const one = run(c, [merged], s);
		const two = run(
			c,
			[
				{ type: 'nextPhase', to: 'favour', gate1: p1 },
				{ type: 'favourPick', ...pick }
			],
			s
		);
		expect(one).toEqual(two);
		expect(one.players[who]!.strength).toBe(s.players[who]!.strength + 1);
		const name = (id: string) => c.players.find((p) => p.id === id)!.name;
		// Undo names what it takes back: the gates, the round and the pick.
		expect(say('en', describe_(s, merged, c))).toBe(
			`Gate 1: ${name(p1)}, gate 2: -. Round 3 begins. ${name(who)} picks the Strength die: a strength level.`
		);
		expect(say('es', describe_(s, merged, c))).toBe(
			`Puerta 1: ${name(p1)}, puerta 2: -. Empieza la ronda 3. ${name(who)} elige Dado de Fuerza: un Nivel de Fuerza.`
		);
	});
	it('not offered where the round asks something first (round 2’s horde card) or with resources tracked', () => {
		const c = ctx();
		const r1 = run(c, [{ type: 'nextPhase', to: 'zoneD' }], run(c, [next]));
		expect([r1.phase, r1.round]).toEqual(['zoneD', 1]);
		expect(nextFavour(r1, c, { gate1: null, gate2: null })).toBeNull();
		const t = ctx(4, { trackResources: true });
		const s = atZoneD(c);
		expect(nextFavour(s, t, { gate1: null, gate2: null })).toBeNull();
		// With resources tracked the move still keeps the order: only the first picker.
		const first = nextFavour(s, c, { gate1: null, gate2: null })!.favour!.order;
		const late: LiveAction = {
			type: 'nextPhase',
			to: 'favour',
			pick: { player: first[1]!, die: 'magic', face: 'spell1' }
		};
		expect(isInvalid(live.reduce(s, late, c))).toBe(false);
		expect(key(live.reduce(s, late, t))).toBe('error.notYourTurn');
	});
});
