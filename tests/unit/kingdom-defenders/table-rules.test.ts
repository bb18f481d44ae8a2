/**
 * Rules put right for the table: one zone C slot per player, the King's favour
 * exclusion, star totals that agree with the difficulty, options checked against allow-lists,
 * fame from 0 in both flows, the limits of every counter, special horde rows, reminders.
 */
import { describe, expect, it } from 'vitest';
import { isInvalid, type SessionContext } from '$lib/games/core/types';
import {
	advanceBlocked,
	defaultOptions,
	hordeShown,
	live,
	nextStop,
	openGates,
	quietFinish,
	zoneCState,
	reminders,
	scorer,
	targetRange,
	validateOptions,
	type KdOptions,
	type LiveAction,
	type LiveState
} from '$lib/games/kingdom-defenders';
import { horde, key, next, rulesCtx, run } from './helpers';
import { favourState, hordePreview, supplyChoices } from '$lib/games/kingdom-defenders/panels';

const ctx = rulesCtx;

describe('zone C: one slot per player per zone', () => {
	it('refuses a second camp supply by the same player in one round', () => {
		// «Cada jugador solo puede ocupar un hueco en cada ZONA del tablero».
		const c = ctx(3, { variant: 'extreme' });
		const s = run(c, [horde, next, next, next, next]);
		expect(s.phase).toBe('zoneC');
		const one = run(c, [{ type: 'supplyCamp', player: 'p0', slot: 1, weapons: 1, spells: 0 }], s);
		const again = live.reduce(
			one,
			{ type: 'supplyCamp', player: 'p0', slot: 4, weapons: 2, spells: 0 },
			c
		);
		expect(key(again)).toBe('kingdom-defenders.error.oneSlotPerZone');
		expect(
			isInvalid(
				live.reduce(one, { type: 'supplyCamp', player: 'p1', slot: 4, weapons: 2, spells: 0 }, c)
			)
		).toBe(false);
	});
});

describe("the King's favour with fewer than 4 players", () => {
	const c = ctx(3);
	const atFavour = (): LiveState => {
		let s = run(c, [next, next, next, next, next, next]);
		s = run(c, [horde, next], s);
		expect(s.phase).toBe('favour');
		return s;
	};
	it('the dice left out may be entered first (then only rolled dice can be taken) or follow from the picks', () => {
		const s = atFavour();
		expect(favourState(s, c).exclude).toBe(1);
		const [first, second, third] = s.favour!.order as [string, string, string];
		expect(key(advanceBlocked(s, c) && { reason: advanceBlocked(s, c) })).toBe(
			'kingdom-defenders.error.favourIncomplete'
		);
		expect(key(live.reduce(s, { type: 'favourExclude', dice: ['magic', 'wealth'] }, c))).toBe(
			'kingdom-defenders.error.excludeCount'
		);
		const ex = run(c, [{ type: 'favourExclude', dice: ['magic'] }], s);
		expect(favourState(ex, c).free).toEqual(['strength', 'wealth', 'healing']);
		expect(
			key(live.reduce(ex, { type: 'favourPick', player: first, die: 'magic', face: 'spell1' }, c))
		).toBe('kingdom-defenders.error.dieNotRolled');
		expect(key(live.reduce(ex, { type: 'favourExclude', dice: ['wealth'] }, c))).toBe(
			'kingdom-defenders.error.noExclude'
		);
		// Without the exclusion: three picks of three different dice say which were rolled.
		const picked = run(
			c,
			[
				{ type: 'favourPick', player: first, die: 'magic', face: 'spell1' },
				{ type: 'favourPick', player: second, die: 'wealth', face: 'coin' }
			],
			s
		);
		expect(picked.favour?.rolled).toBeNull();
		expect(
			key(
				live.reduce(picked, { type: 'favourPick', player: third, die: 'magic', face: 'spell2' }, c)
			)
		).toBe('kingdom-defenders.error.dieTaken');
		const done = run(
			c,
			[{ type: 'favourPick', player: third, die: 'strength', face: 'weapon1' }],
			picked
		);
		expect(done.favour?.rolled).toEqual(['strength', 'magic', 'wealth']);
	});
	it('with 4 players every die is rolled and there is nothing to exclude', () => {
		const c4 = ctx(4);
		let s = run(c4, [next, next, next, next, next, next]);
		s = run(c4, [horde, next], s);
		expect(s.favour?.rolled).toEqual(['strength', 'magic', 'wealth', 'healing']);
		expect(key(live.reduce(s, { type: 'favourExclude', dice: [] }, c4))).toBe(
			'kingdom-defenders.error.noExclude'
		);
	});
});

describe('a quiet round in one tap from zone B', () => {
	const c = ctx(3);
	const atZoneB = (): LiveState => {
		let s = run(c, [next, next, next, next, next, next]);
		s = run(c, [horde, next], s);
		const [a, b, d] = s.favour!.order as [string, string, string];
		s = run(
			c,
			[
				{ type: 'favourPick', player: a, die: 'strength', face: 'weapon1' },
				{ type: 'favourPick', player: b, die: 'magic', face: 'spell1' },
				{ type: 'favourPick', player: d, die: 'wealth', face: 'coin', then: 'zoneB' }
			],
			s
		);
		expect(s.phase).toBe('zoneB');
		return s;
	};
	it('goes to the next round’s favour, the horde advancing, and lists what it passes', () => {
		const s = atZoneB();
		const q = quietFinish(s, c);
		expect(q).toMatchObject({ to: 'favour', round: 3 });
		const keys = q!.passes.map((m) => m.key);
		expect(keys).toContain('kingdom-defenders.remind.zoneD');
		expect(keys).toContain('kingdom-defenders.remind.maintenanceAdventures');
		// The building to reveal is named, not only «reveal the next building».
		expect(keys).toContain('kingdom-defenders.ui.revealNext');
		expect(keys).not.toContain('kingdom-defenders.remind.revealBuilding');
		const after = run(c, [{ type: 'nextPhase', to: q!.to }], s);
		expect(after).toMatchObject({ round: 3, phase: 'favour', counter: s.counter - 1 });
		expect(after.turnOrder).toEqual(s.turnOrder);
	});
	it('is not offered when the horde would reach the wall (a siege to resolve) or elsewhere than zone B', () => {
		const s = atZoneB();
		expect(quietFinish({ ...s, counter: 1 }, c)).toBeNull();
		expect(quietFinish({ ...s, phase: 'zoneC' }, c)).toBeNull();
	});
});

describe('difficulty and exact star totals agree', () => {
	it('each difficulty offers the totals its tiles can make (7 tiles with 2 players)', () => {
		expect(targetRange(3, 'standard')).toEqual({ min: 8, max: 8 });
		expect(targetRange(3, 'advanced')).toEqual({ min: 8, max: 16 });
		expect(targetRange(4, 'expert')).toEqual({ min: 8, max: 20 });
		expect(targetRange(2, 'standard')).toEqual({ min: 7, max: 7 });
		expect(targetRange(2, 'expert')).toEqual({ min: 7, max: 20 });
	});
	it('a standard game cannot ask for 12; a total without recorded stars is refused with why', () => {
		expect(validateOptions({ ...defaultOptions(), targetStars: 12 }, 3)?.values?.field).toBe(
			'targetStars'
		);
		expect(validateOptions({ ...defaultOptions(), targetStars: 8 }, 3)?.key).toBe(
			'kingdom-defenders.error.targetImpossible'
		);
		const stars: Record<string, 1> = {};
		for (const id of ['P2', 'P3', 'P4', 'P5', 'P6', 'E1', 'E2', 'E3', 'E4', 'E5', 'E6', 'E7'])
			stars[id] = 1;
		expect(validateOptions({ ...defaultOptions(), targetStars: 7, stars }, 2)).toBeNull();
		expect(validateOptions({ ...defaultOptions(), targetStars: 8, stars }, 3)).toBeNull();
	});
});

describe('options are checked against allow-lists and own keys', () => {
	it.each([
		[{ difficulty: 'constructor' }, 'difficulty'],
		[{ difficulty: '__proto__' }, 'difficulty'],
		[{ variant: 'toString' }, 'variant'],
		[{ stars: { constructor: 1 } }, 'stars.constructor'],
		[{ stars: [] }, 'stars'],
		[{ trackResources: 'yes' }, 'trackResources']
	])('%j is refused before a game is created', (over, field) => {
		expect(validateOptions({ ...defaultOptions(), ...over }, 3)?.values?.field).toBe(field);
	});
});

describe('fame, limits and corrections', () => {
	const c = ctx(3);
	const zoneB = run(c, [next, next, next]);
	it('a failed adventure with no player is refused, not thrown', () => {
		expect(key(live.reduce(zoneB, { type: 'failAdventure' } as never, c))).toBe('error.badAction');
	});
	it('fame stops at 0 in live play, as in the quick scorer', () => {
		let s = zoneB;
		for (let i = 0; i < 12; i++) s = run(c, [{ type: 'failAdventure', player: 'p0' }], s);
		expect(s.players.p0!.fame).toBe(0);
		expect(key(live.reduce(s, { type: 'adjust', player: 'p0', field: 'fame', delta: -1 }, c))).toBe(
			'kingdom-defenders.error.negative'
		);
		const q = scorer.reduce(
			scorer.init(c),
			{ type: 'set', player: 'p0', field: 'fame', value: -1 },
			c
		);
		expect(key(q)).toBe('scorer.outOfRange');
	});
	it('counters hold the limits of the components', () => {
		const big = { type: 'adjust', player: 'p0', field: 'fame', delta: -100000 } as const;
		expect(key(live.reduce(zoneB, big, c))).toBe('error.badAction');
		expect(
			key(live.reduce(zoneB, { type: 'adjust', player: 'p0', field: 'loot', delta: 500 }, c))
		).toBe('kingdom-defenders.error.tooMany');
	});
	it('adventures only in zone B', () => {
		const placement = run(c, [next]);
		expect(key(live.reduce(placement, { type: 'failAdventure', player: 'p0' }, c))).toBe(
			'kingdom-defenders.error.adventureOutsideZoneB'
		);
	});
});

describe('special horde cards: the rows the card prints', () => {
	it('a victory row «1+ resources: coin or loot» asks the 1-resource player too', () => {
		const c = ctx(3, { variant: 'extreme' });
		const s = run(c, [
			{
				type: 'revealHorde',
				weapons: 2,
				spells: 0,
				speed: 2,
				siegeFame: 15,
				rows: { victory: { coinOrLootMin: 1, levelMin: 2 } }
			},
			next,
			next,
			next,
			next,
			{ type: 'supplyCamp', player: 'p0', slot: 1, weapons: 1, spells: 0 },
			{ type: 'supplyCamp', player: 'p1', slot: 2, weapons: 1, spells: 0 },
			next
		]);
		expect(key(live.reduce(s, { type: 'resolveHorde', choices: {} }, c))).toBe(
			'kingdom-defenders.error.chooseReward'
		);
		const r = run(
			c,
			[{ type: 'resolveHorde', choices: { p0: { reward: 'coin' }, p1: { reward: 'loot' } } }],
			s
		);
		expect([r.players.p0!.coins, r.players.p1!.loot]).toEqual([1, 1]);
	});
});

describe('round reminders from the drawn tiles', () => {
	it('round 6 warns the game ends after the horde; maintenance lists the adventure shift', () => {
		const c = ctx(3);
		const s = live.init(c);
		const keys = (st: LiveState) => reminders(st, c).map((m) => m.key);
		expect(keys({ ...s, phase: 'newRound', round: 6 })).toContain(
			'kingdom-defenders.remind.lastRound'
		);
		expect(keys({ ...s, phase: 'hordeMove', round: 6 })).toContain(
			'kingdom-defenders.remind.endsAfterHorde'
		);
		expect(keys({ ...s, phase: 'maintenance', round: 2 })).toContain(
			'kingdom-defenders.remind.maintenanceAdventures'
		);
		const withP4 = {
			...s,
			phase: 'placement' as const,
			setup: {
				...s.setup!,
				characters: ['P4', 'P5', 'P6'],
				buildings: ['E1', 'E2', 'E3', 'E4', 'E5']
			}
		};
		expect(reminders(withP4, c).find((m) => m.key.endsWith('zoneCTilesIdle'))?.values).toEqual({
			tiles: 'P4',
			count: 1
		});
	});
});

describe('one tap through the steps with nothing to record, and the board’s marked slots', () => {
	const next = { type: 'nextPhase' } as const;
	it('a typical round: stops at the favour, zone B, zone C and zone D; a plain advance moves on the way', () => {
		const c = kdCtx3();
		let s = live.init(c);
		const go = (a: LiveAction) => {
			const r = live.reduce(s, a, c);
			if (isInvalid(r)) throw new Error(r.reason.key);
			s = r;
		};
		expect(nextStop(s, c)?.to).toBe('zoneB');
		go({ type: 'nextPhase', to: 'zoneB' });
		expect(nextStop(s, c)?.to).toBe('zoneD');
		go({ type: 'nextPhase', to: 'zoneD' });
		expect(nextStop(s, c)).toMatchObject({ to: 'favour', round: 2 });
		go({ type: 'nextPhase', to: 'favour' });
		expect(s).toMatchObject({ round: 2, phase: 'favour', hordePending: true });
		go({ type: 'revealHorde', weapons: 4, spells: 3, speed: 3 });
		go({ type: 'favourExclude', dice: ['healing'] });
		const faces = { strength: 'weapon2', magic: 'spell2', wealth: 'coin' } as const;
		for (const die of ['strength', 'magic', 'wealth'] as const) {
			const then = favourState(s, c).then;
			go({
				type: 'favourPick',
				player: s.favour!.order[s.favour!.picks.length]!,
				die,
				face: faces[die],
				...(then ? { then } : {})
			});
		}
		expect(s.phase).toBe('zoneB');
		go({ type: 'nextPhase', to: 'zoneC' });
		const [a, b2, d] = s.turnOrder as [string, string, string];
		go({ type: 'supplyCamp', player: a, slot: 1, weapons: 1, spells: 0 });
		go({ type: 'supplyCamp', player: b2, slot: 2, weapons: 1, spells: 0 });
		const last = supplyChoices(s, c, d, 4).find((x) => x.weapons === 2 && x.spells === 0)!;
		// The last possible supply ends zone C; the horde only advances: on to zone D.
		expect(last.then).toBe('zoneD');
		go({ type: 'supplyCamp', player: d, slot: 4, weapons: 2, spells: 0, then: last.then });
		expect(s).toMatchObject({ phase: 'zoneD', counter: 2, hordeResolved: true });
		expect(s.hordeReport).toMatchObject({ round: 2, outcome: 'advance', counter: 2 });
		go({ type: 'nextPhase', to: 'favour', gate1: d, gate2: null });
		expect(s).toMatchObject({ round: 3, phase: 'favour', hordeReport: null });
		expect(s.turnOrder[0]).toBe(d);
		// The favour is a stop: nothing goes past it before the picks.
		expect(isInvalid(live.reduce(s, next, c))).toBe(true);
	});

	it('a victory with choices is never passed through: its step asks them', () => {
		const c = kdCtx3({ variant: 'extreme' });
		const s = playFrom(c, [
			{ type: 'revealHorde', weapons: 2, spells: 1, speed: 2 },
			{ type: 'nextPhase', to: 'zoneC' },
			{ type: 'supplyCamp', player: 'p1', slot: 4, weapons: 2, spells: 1 }
		] as LiveAction[]);
		expect(nextStop(s, c)?.to).toBe('hordeMove');
		const r = live.reduce(s, { type: 'nextPhase', to: 'zoneD' }, c);
		expect(isInvalid(r) && r.reason.key).toBe('kingdom-defenders.error.chooseReward');
	});

	it('a siege asks the card’s fame when it was left for the siege', () => {
		const c = kdCtx3({ variant: 'extreme' });
		const s = playFrom(c, [
			{ type: 'revealHorde', weapons: 9, spells: 0, speed: 1 },
			{ type: 'nextPhase', to: 'zoneC' },
			{ type: 'nextPhase', to: 'hordeMove' }
		] as LiveAction[]);
		expect(hordePreview(s, c)?.askSiegeFame).toBe(true);
		const choices = {
			p0: { penalty: 'wound' },
			p1: { penalty: 'wound' },
			p2: { penalty: 'wound' }
		} as const;
		const bad = live.reduce(s, { type: 'resolveHorde', choices }, c);
		expect(isInvalid(bad) && bad.reason.key).toBe('kingdom-defenders.error.siegeFameNeeded');
		const ok = live.reduce(s, { type: 'resolveHorde', choices, siegeFame: 15 }, c);
		expect(isInvalid(ok)).toBe(false);
		if (!isInvalid(ok)) expect(ok.players.p0!.fame).toBe(s.players.p0!.fame - 15 - 2);
	});

	it('2 players: slots the table marked for 3–4 players are refused; at 3 players they are open', () => {
		const marks = { C1: 3, D2: 3 } as const;
		const two = {
			...kdCtx3({ variant: 'extreme', slotPlayers: marks }),
			players: kdCtx3().players.slice(0, 2)
		};
		const s = playFrom(two, [
			{ type: 'revealHorde', weapons: 3, spells: 3, speed: 3 },
			{ type: 'nextPhase', to: 'zoneC' }
		] as LiveAction[]);
		expect(zoneCState(s, two)).toMatchObject({ slots: [2, 3, 4], closed: [1] });
		const r = live.reduce(
			s,
			{ type: 'supplyCamp', player: 'p0', slot: 1, weapons: 1, spells: 0 },
			two
		);
		expect(isInvalid(r) && r.reason.key).toBe('kingdom-defenders.error.slotRestricted');
		expect(openGates(two)).toEqual([1]);
		const three = kdCtx3({ slotPlayers: marks });
		expect(openGates(three)).toEqual([1, 2]);
		expect(validateOptions({ ...defaultOptions(), slotPlayers: { C9: 3 } }, 2)).not.toBeNull();
		expect(validateOptions({ ...defaultOptions(), slotPlayers: { C1: 2 } }, 2)).not.toBeNull();
		expect(validateOptions({ ...defaultOptions(), slotPlayers: marks }, 2)).toBeNull();
	});
});

/** Plays actions from the start (a refusal fails the test). */
function playFrom(c: SessionContext<KdOptions>, actions: LiveAction[]): LiveState {
	let s = live.init(c);
	for (const a of actions) {
		const r = live.reduce(s, a, c);
		if (isInvalid(r)) throw new Error(r.reason.key);
		s = r;
	}
	return s;
}

function kdCtx3(over: Partial<KdOptions> = {}): SessionContext<KdOptions> {
	return {
		players: ['Ana', 'Benno', 'Clara'].map((name, i) => ({ id: `p${i}`, name, color: '#888' })),
		options: { ...defaultOptions(), ...over },
		seed: 'TAPS'
	};
}

describe('the horde on screen', () => {
	it('shows once a horde is drawn or awaited, and never in the family variant', () => {
		// «Variante familiar»: «Ignorad todas las reglas referentes a la Horda Grugog».
		const standard = ctx(3);
		expect(hordeShown(live.init(standard), standard)).toBe(false);
		const extreme = ctx(3, { variant: 'extreme' });
		expect(hordeShown(live.init(extreme), extreme)).toBe(true);
		expect(hordeShown(run(extreme, [horde]), extreme)).toBe(true);
		const family = ctx(3, { variant: 'family' });
		const s = live.init(family);
		expect(hordeShown({ ...s, hordePending: true, wall: 'B' }, family)).toBe(false);
	});
});
