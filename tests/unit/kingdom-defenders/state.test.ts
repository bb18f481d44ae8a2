import { describe, it, expect } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { en as coreEn } from '$lib/i18n/en';
import { es as coreEs } from '$lib/i18n/es';
import type { MessageRef } from '$lib/games/core/types';
import { fold } from '$lib/games/core/log';
import { type Invalid, type SessionContext } from '$lib/games/core/types';
import {
	module,
	defaultOptions,
	followingPhase,
	live,
	scorer,
	type KdOptions,
	type LiveAction,
	type LiveState,
	type KdScorerAction as ScorerAction,
	type KdScorerState as ScorerState
} from '$lib/games/kingdom-defenders';
import { next } from './helpers';
import { apply, ctx, expectInvalid, fewestWound, finalInput, messages, playTo } from './live-play';

/** The texts that load with the screens that show them (screens, «Why?», rules at hand). */
const late = { es: (await import('$lib/games/kingdom-defenders/messages/late.es')).default };

/** A refusal as the table reads it (core's catalogue: the refusals core words itself). */
function words(lang: 'es' | 'en', ref: MessageRef): string {
	const cat = (lang === 'es' ? coreEs : coreEn) as Record<string, string>;
	return String(new IntlMessageFormat(cat[ref.key]!, lang).format(ref.values ?? {}));
}

describe('live: init and setup', () => {
	it('draws the setup from the seed, seats the turn order and gives 20/20/21 fame', () => {
		const c = ctx(3);
		const s = live.init(c);
		expect(s.phase).toBe('setup');
		expect(s.setup?.characters).toHaveLength(3);
		const fame = s.turnOrder.map((id) => s.players[id].fame);
		expect(fame).toEqual([20, 20, 21]);
		expect(live.init(c)).toEqual(s);
	});
	it('redrawSetup uses the rng kept in the state: reproducible', () => {
		const c = ctx(4, { difficulty: 'expert' });
		const a = apply(live.init(c), { type: 'redrawSetup' }, c);
		const b = apply(live.init(c), { type: 'redrawSetup' }, c);
		expect(a).toEqual(b);
		expect(a.rng).not.toEqual(live.init(c).rng);
		expect(a.redraws).toBe(1);
	});
	it('options the tiles cannot satisfy leave no setup and block the start', () => {
		const stars = { P2: 3, P3: 3, P4: 3, P5: 3, P6: 3, P7: 3, P8: 3, P9: 3 } as const;
		const c = ctx(3, { stars });
		const s = live.init(c);
		expect(s.setup).toBeNull();
		expectInvalid(s, next, c, 'noSetup');
	});
	it('player actions wait for the start; the extreme variant needs the horde first', () => {
		const c = ctx(3, { variant: 'extreme' });
		const s = live.init(c);
		expectInvalid(s, { type: 'failAdventure', player: 'p0' }, c, 'notStarted');
		expectInvalid(s, next, c, 'hordeNeeded');
		const h = apply(s, { type: 'revealHorde', weapons: 5, spells: 5, speed: 2, siegeFame: 12 }, c);
		expect(h.counter).toBe(2);
		expect(apply(h, next, c).phase).toBe('placement');
	});
});

describe('live: round tracker (Reglamento «Fases de juego»)', () => {
	it('round 1 starts at placement and skips zone C and the horde; round 2 the horde activates', () => {
		const c = ctx(3);
		let s = apply(live.init(c), next, c);
		expect(s.phase).toBe('placement');
		s = apply(apply(s, next, c), next, c); // zoneA, zoneB
		s = apply(s, next, c);
		expect(s.phase).toBe('zoneD');
		s = apply(apply(s, next, c), next, c); // maintenance, round 2
		expect(s.round).toBe(2);
		expect(s.revealedBuildings).toBe(2);
		expect(s.phase).toBe('newRound');
		expect(s.hordePending).toBe(true);
		expect(live.scoreHistory?.(s, c)).toHaveLength(1);
		// The card may wait for the favour step, but the discs are not placed before it.
		s = apply(s, next, c);
		expect(s.phase).toBe('favour');
		expectInvalid(s, next, c, 'hordeNeeded');
	});
	it('the King’s favour with resources tracked: lowest fame first, one die each, in order', () => {
		const c = ctx(3, { trackResources: true });
		const { s: rolling } = playTo(c, 2, 'favour');
		const order = rolling.favour?.order ?? [];
		// Fame 20/20/21: the 20s first, the worse turn order of them first.
		expect(order[0]).toBe(rolling.turnOrder[1]);
		expect(order[1]).toBe(rolling.turnOrder[0]);
		// «Si hay menos de 4 jugadores dicho jugador decide qué dados excluye de la tirada».
		expect(rolling.favour?.rolled).toBeNull();
		const s = apply(rolling, { type: 'favourExclude', dice: ['healing'] }, c);
		expectInvalid(
			s,
			{ type: 'favourPick', player: order[1], die: 'magic', face: 'spell1' },
			c,
			'error.notYourTurn'
		);
		// What the table reads: whose pick it is, by name, in both languages.
		const why = (
			live.reduce(
				s,
				{ type: 'favourPick', player: order[1]!, die: 'magic', face: 'spell1' },
				c
			) as Invalid
		).reason;
		const name = c.players.find((p) => p.id === order[0])!.name;
		expect(words('es', why)).toBe(`Es el turno de ${name}. No se ha cambiado nada.`);
		expect(words('en', why)).toBe(`It is ${name}’s turn. Nothing was changed.`);
		expectInvalid(
			s,
			{ type: 'favourPick', player: order[0], die: 'magic', face: 'coin' },
			c,
			'wrongFace'
		);
		const s1 = apply(s, { type: 'favourPick', player: order[0], die: 'magic', face: 'spell2' }, c);
		expect(s1.players[order[0]].spells).toBe(2);
		expectInvalid(
			s1,
			{ type: 'favourPick', player: order[1], die: 'magic', face: 'spell1' },
			c,
			'dieTaken'
		);
		expectInvalid(s1, next, c, 'favourIncomplete');
	});
	it('six rounds end after the horde movement of round 6; buildings revealed through round 4', () => {
		const c = ctx(4);
		const { s } = playTo(c, 6, 'hordeMove');
		expect(s.revealedBuildings).toBe(5);
		// Nobody supplied the camps: the second siege happens in round 6 here, so play it
		// with a fresh wall to see the normal end after the horde movement.
		const r = apply({ ...s, wall: 'A' }, { type: 'resolveHorde', choices: fewestWound(s) }, c);
		expect(r.hordePending).toBe(false);
		const end = apply(r, next, c);
		expect(end.ended).toBe('rounds');
		expect(end.history.map((h) => h.round)).toEqual([1, 2, 3, 4, 5, 6]);
	});
	it('family variant: 5 rounds, no horde', () => {
		const c = ctx(2, { variant: 'family' });
		const { s } = playTo(c, 5, 'maintenance');
		expect(s.horde).toBeNull();
		const end = apply(s, next, c);
		expect(end.ended).toBe('rounds');
		expect(end.history).toHaveLength(5);
		expectInvalid(end, next, c, 'gameEnded');
	});
});

describe('live: zone C and the horde (Reglamento «Zona C», «Movimiento de la Horda»)', () => {
	function atZoneC(): { s: LiveState; c: SessionContext<KdOptions> } {
		const c = ctx(4);
		return { s: playTo(c, 2, 'zoneC').s, c };
	}
	it('supplyCamp: +1 fame per resource, -2 for nothing, slot order and limits', () => {
		const { s, c } = atZoneC();
		const f0 = s.players.p0.fame;
		const s1 = apply(s, { type: 'supplyCamp', player: 'p0', slot: 1, weapons: 1, spells: 0 }, c);
		expect(s1.players.p0.fame).toBe(f0 + 1);
		expectInvalid(
			s1,
			{ type: 'supplyCamp', player: 'p1', slot: 1, weapons: 1, spells: 0 },
			c,
			'slotOrder'
		);
		expectInvalid(
			s1,
			{ type: 'supplyCamp', player: 'p1', slot: 3, weapons: 3, spells: 0 },
			c,
			'slotLimit'
		);
		expectInvalid(
			s1,
			{ type: 'supplyCamp', player: 'p1', slot: 4, weapons: 0, spells: 5 },
			c,
			'slotLimit'
		);
		expectInvalid(
			s1,
			{ type: 'supplyCamp', player: 'p1', slot: 9, weapons: 0, spells: 1 },
			c,
			'badSlot'
		);
		expectInvalid(
			s1,
			{ type: 'supplyCamp', player: 'zz', slot: 2, weapons: 0, spells: 1 },
			c,
			'unknownPlayer'
		);
		const s2 = apply(s1, { type: 'supplyCamp', player: 'p1', slot: 2, weapons: 0, spells: 0 }, c);
		expect(s2.players.p1.fame).toBe(s.players.p1.fame - 2);
	});
	it('victory: fame per resource, coin/loot at 2+, level at 3+, reward to the top contributor', () => {
		const { s, c } = atZoneC();
		// Horde 6 weapons + 4 spells; p0 gets 3 over two rounds is not needed: fill it directly.
		let t: LiveState = {
			...s,
			camps: {
				p0: { weapons: 3, spells: 1 },
				p1: { weapons: 2, spells: 1 },
				p2: { weapons: 1, spells: 2 }
			}
		};
		t = apply(t, next, c);
		expect(t.phase).toBe('hordeMove');
		expectInvalid(t, { type: 'resolveHorde', choices: {} }, c, 'chooseReward');
		const r = apply(
			t,
			{
				type: 'resolveHorde',
				choices: {
					p0: { reward: 'loot', level: 'magic' },
					p1: { reward: 'coin', level: 'strength' },
					p2: { reward: 'coin', level: 'strength' }
				}
			},
			c
		);
		expect(r.players.p0.fame - t.players.p0.fame).toBe(4);
		expect(r.players.p0.loot).toBe(t.players.p0.loot + 1);
		expect(r.players.p0.magic).toBe(t.players.p0.magic + 1);
		expect(r.players.p0.rewards).toBe(1);
		expect(r.players.p1.rewards).toBe(0);
		expect(r.camps).toEqual({});
		expect(r.hordePending).toBe(true);
		expect(r.hordeVictoryRounds).toEqual([2]);
	});
	it('siege: card fame minus own resources, fewest -2 and a wound; wall A to B, then the city falls', () => {
		const { s, c } = atZoneC();
		let t: LiveState = {
			...s,
			counter: 1,
			camps: { p0: { weapons: 2, spells: 1 }, p1: { weapons: 1, spells: 0 } }
		};
		t = apply(t, next, c);
		expectInvalid(
			t,
			{ type: 'resolveHorde', choices: { p0: { level: 'magic' } } },
			c,
			'choosePenalty'
		);
		const choices = {
			p0: { level: 'magic' as const },
			p2: { penalty: 'wound' as const },
			p3: { penalty: 'loot' as const }
		};
		const r = apply(t, { type: 'resolveHorde', choices }, c);
		expect(t.players.p0.fame - r.players.p0.fame).toBe(12);
		expect(t.players.p1.fame - r.players.p1.fame).toBe(14);
		expect(t.players.p2.fame - r.players.p2.fame).toBe(17);
		expect(r.players.p2.wounds).toBe(1);
		expect(r.wall).toBe('B');
		const again = apply({ ...t, wall: 'B' }, { type: 'resolveHorde', choices }, c);
		expect(again.ended).toBe('cityFell');
		expect(again.phase).toBe('ended');
	});
	it('advance: the counter moves one space', () => {
		const { s, c } = atZoneC();
		const t = apply(s, next, c);
		const r = apply(t, { type: 'resolveHorde', choices: {} }, c);
		expect(r.counter).toBe(2);
		expectInvalid(r, { type: 'resolveHorde', choices: {} }, c, 'hordeAlreadyResolved');
	});
	it('special horde: a new horde revealed in round 4 is the special one', () => {
		const c = ctx(3);
		const { s } = playTo(c, 4, 'hordeMove');
		const t: LiveState = { ...s, counter: 1, wall: 'A', camps: {} };
		const choices = {
			p0: { penalty: 'wound' as const },
			p1: { penalty: 'wound' as const },
			p2: { penalty: 'wound' as const }
		};
		const r = apply(t, { type: 'resolveHorde', choices }, c);
		expect(r.pendingSpecial).toBe(4);
		const h = apply(r, { type: 'revealHorde', weapons: 8, spells: 8, speed: 2, siegeFame: 20 }, c);
		expect(h.horde?.special).toBe(4);
	});
});

describe('live: per-player actions', () => {
	const c = ctx(3);
	const s = playTo(c, 1, 'zoneB').s;
	it('failed adventure: -2 fame in one tap', () => {
		expect(apply(s, { type: 'failAdventure', player: 'p1' }, c).players.p1.fame).toBe(
			s.players.p1.fame - 2
		);
	});
	it('complete adventure: wounds capped at 4 (Reglamento «Ejemplo de activación fallida»)', () => {
		const hurt = apply(s, { type: 'adjust', player: 'p0', field: 'wounds', delta: 3 }, c);
		expectInvalid(
			hurt,
			{ type: 'completeAdventure', player: 'p0', wounds: 2, fame: 5 },
			c,
			'adventureWounds'
		);
		// «Ejemplo de activación exitosa»: 2 wounds, +5 fame, 1 coin, 1 strength level.
		const ok = apply(
			s,
			{ type: 'completeAdventure', player: 'p0', wounds: 2, fame: 5, coins: 1, strength: 1 },
			c
		);
		expect(ok.players.p0).toMatchObject({
			wounds: 2,
			fame: s.players.p0.fame + 5,
			coins: 1,
			strength: 1,
			adventures: 1
		});
	});
	it('adjust validates the range', () => {
		expectInvalid(s, { type: 'adjust', player: 'p0', field: 'wounds', delta: 5 }, c, 'woundsRange');
		expectInvalid(s, { type: 'adjust', player: 'p0', field: 'loot', delta: -1 }, c, 'negative');
		expectInvalid(s, { type: 'adjust', player: 'p0', field: 'fame', delta: 0 }, c, 'badDelta');
		expect(
			apply(s, { type: 'adjust', player: 'p0', field: 'fame', delta: 45 }, c).players.p0.maxFame
		).toBe(s.players.p0.fame + 45);
	});
	it('zone D: gate 1 and gate 2', () => {
		const { s: d } = playTo(c, 1, 'zoneD');
		const [a, b, x] = d.turnOrder;
		const r = apply(d, { type: 'zoneD', gate1: x, gate2: null }, c);
		expect(r.turnOrder).toEqual([x, a, b]);
		expectInvalid(r, { type: 'zoneD', gate1: a, gate2: null }, c, 'turnOrderDone');
		expectInvalid(d, { type: 'zoneD', gate1: a, gate2: a }, c, 'sameGate');
		expectInvalid(d, { type: 'zoneD', gate1: null, gate2: null }, c, 'noGate');
	});
	it('resources are checked when the table tracks them', () => {
		const ct = ctx(3, { trackResources: true });
		const { s: z } = playTo(ct, 2, 'zoneC');
		const poor = Object.keys(z.players).find((id) => z.players[id].weapons === 0) as string;
		expectInvalid(
			z,
			{ type: 'supplyCamp', player: poor, slot: 1, weapons: 1, spells: 0 },
			ct,
			'notEnoughResources'
		);
	});
});

describe('live: final scoring and summary', () => {
	it('scores from the live fame and wounds, keeps achievements, reports winners', () => {
		const c = ctx(2, { variant: 'family' });
		const { s } = playTo(c, 5, 'maintenance');
		const end = apply(s, next, c);
		expectInvalid(s, { type: 'finalScore', players: {} }, c, 'error.wrongPhase');
		expectInvalid(end, { type: 'finalScore', players: { p0: finalInput() } }, c, 'finalMissing');
		const done = apply(
			end,
			{
				type: 'finalScore',
				players: { p0: finalInput({ claims: ['maestro'] }), p1: finalInput({ loot: 0 }) }
			},
			c
		);
		const sum = live.summarize(done, c);
		expect(sum.finished).toBe(true);
		expect(sum.winners.length).toBeGreaterThan(0);
		expect(done.final?.achievements.p0).toContain('maestro');
		expect(done.final?.achievements.p0).toContain('inmaculado');
		expect(sum.scores.p0).toBe(done.final?.results.find((r) => r.id === 'p0')?.total);
	});
	it('summary before the end reports the round and current fame', () => {
		const c = ctx(3);
		const { s } = playTo(c, 3, 'zoneA');
		const sum = live.summarize(s, c);
		expect(sum).toMatchObject({ round: 3, finished: false, winners: [] });
		expect(sum.scores.p0).toBe(s.players.p0.fame);
		expect(live.scoreHistory?.(s, c).map((p) => p.round)).toEqual([1, 2]);
	});
});

describe('replay', () => {
	it('folding the same actions twice gives equal states, JSON-safe', () => {
		const c = ctx(4, { variant: 'extreme', difficulty: 'expert' });
		const { s, log } = playTo(c, 6, 'hordeMove');
		const a = fold(live, c, log);
		const b = fold(live, c, JSON.parse(JSON.stringify(log)) as LiveAction[]);
		expect(a.skipped).toEqual([]);
		expect(a.state).toEqual(b.state);
		expect(a.state).toEqual(s);
		expect(JSON.parse(JSON.stringify(s))).toEqual(s);
	});
});

describe('scorer flow', () => {
	it('set, destiny, claim, finish, reopen; the end-of-game example', () => {
		const c = ctx(2);
		const acts: ScorerAction[] = [
			{ type: 'set', player: 'p0', field: 'fame', value: 50 },
			{ type: 'set', player: 'p0', field: 'loot', value: 4 },
			{ type: 'set', player: 'p0', field: 'rune1', value: 2 },
			{ type: 'set', player: 'p0', field: 'rune2', value: 1 },
			{ type: 'set', player: 'p0', field: 'trophies', value: 1 },
			{ type: 'set', player: 'p0', field: 'tomes', value: 8 },
			{ type: 'set', player: 'p0', field: 'magicMultiplier', value: 2 },
			{ type: 'set', player: 'p0', field: 'wounds', value: 2 },
			{ type: 'setDestiny', player: 'p0', destiny: { kind: 'points', points: 4 } },
			{ type: 'set', player: 'p1', field: 'fame', value: 70 },
			{ type: 'claim', player: 'p1', achievement: 'popular', value: true },
			{ type: 'finish' }
		];
		const { state, skipped } = fold(scorer, c, acts);
		expect(skipped).toEqual([]);
		const sum = scorer.summarize(state, c);
		expect(sum.finished).toBe(true);
		expect(sum.scores).toEqual({ p0: 77, p1: 70 });
		expect(sum.winners).toEqual(['p0']);
		expect(state.result?.achievements.p1).toContain('popular');
		const r = scorer.reduce(state, { type: 'set', player: 'p0', field: 'fame', value: 1 }, c);
		// Contract v2: the generated quick scorer (core/scorer) owns this refusal and its message.
		expect((r as Invalid).reason.key).toBe('scorer.finished');
		const reopened = scorer.reduce(state, { type: 'reopen' }, c) as ScorerState;
		expect(reopened.result).toBeNull();
	});
	it('rejects bad numbers with the reason and leaves the state unchanged', () => {
		const c = ctx(2);
		const s = scorer.init(c);
		const before = JSON.stringify(s);
		// Contract v2: limits, player ids and reopen are checked once by the generated quick scorer
		// (core/scorer), with the platform's shared messages; the destiny card is the game's own.
		const bad: [ScorerAction, string][] = [
			[{ type: 'set', player: 'p0', field: 'loot', value: -1 }, 'scorer.outOfRange'],
			[{ type: 'set', player: 'p0', field: 'wounds', value: 5 }, 'scorer.outOfRange'],
			[{ type: 'set', player: 'px', field: 'loot', value: 1 }, 'error.unknownPlayer'],
			[
				{ type: 'setDestiny', player: 'p0', destiny: { kind: 'points', points: -1 } },
				'kingdom-defenders.error.badDestiny'
			],
			[{ type: 'reopen' }, 'scorer.notFinished']
		];
		for (const [a, key] of bad) {
			const r = scorer.reduce(s, a, c);
			expect((r as Invalid).reason.key).toBe(key);
		}
		expect(JSON.stringify(s)).toBe(before);
	});
});

describe('module and messages', () => {
	it('module shape and options validation', () => {
		expect(module.id).toBe('kingdom-defenders');
		expect([module.minPlayers, module.maxPlayers]).toEqual([2, 4]);
		expect(module.validateOptions(module.defaultOptions(3), 3)).toBeNull();
		expect(module.validateOptions({ ...defaultOptions(), targetStars: 30 }, 3)?.values?.field).toBe(
			'targetStars'
		);
		expect(
			module.validateOptions({ ...defaultOptions(), stars: { P1: 2 } }, 3)?.values?.field
		).toBe('stars.P1');
		expect(module.validateOptions(defaultOptions(), 5)?.key).toBe(
			'kingdom-defenders.error.players'
		);
	});
	it('es and en have exactly the same keys, all prefixed', () => {
		expect(Object.keys(messages.es).sort()).toEqual(Object.keys(messages.en).sort());
		for (const k of Object.keys(messages.es)) expect(k.startsWith('kingdom-defenders.')).toBe(true);
	});
	it('every log key and reminder/checklist key exists in both catalogues', () => {
		const c = ctx(4, { variant: 'extreme' });
		const { s, log } = playTo(c, 6, 'hordeMove');
		const keys = new Set<string>();
		let st = live.init(c);
		for (const a of log) {
			keys.add(live.describe(a, st, c).key);
			st = apply(st, a, c);
		}
		const extra: LiveAction[] = [
			{ type: 'redrawSetup' },
			{ type: 'supplyCamp', player: 'p0', slot: 1, weapons: 1, spells: 0 },
			{ type: 'zoneD', gate1: 'p0', gate2: null },
			{ type: 'adjust', player: 'p0', field: 'fame', delta: -3 },
			{ type: 'failAdventure', player: 'p0' },
			{ type: 'completeAdventure', player: 'p0', fame: 3 },
			{ type: 'finalScore', players: {} }
		];
		for (const a of extra) keys.add(live.describe(a, s, c).key);
		for (const a of [
			{ type: 'set', player: 'p0', field: 'fame', value: 1 },
			{ type: 'setDestiny', player: 'p0', destiny: null },
			{ type: 'claim', player: 'p0', achievement: 'maestro', value: true },
			{ type: 'claim', player: 'p0', achievement: 'maestro', value: false },
			{ type: 'finish' },
			{ type: 'reopen' }
		] as ScorerAction[])
			keys.add(scorer.describe(a, scorer.init(c), c).key);
		for (const m of s.setup?.checklist ?? []) keys.add(m.key);
		for (const k of keys) {
			expect(messages.es[k], k).toBeTypeOf('string');
			expect(messages.en[k], k).toBeTypeOf('string');
		}
	});
	it('every error key in the code exists', async () => {
		const { readFileSync, readdirSync } = await import('node:fs');
		const dir = 'src/lib/games/kingdom-defenders';
		const src = readdirSync(dir)
			.filter((f) => f.endsWith('.ts') && f !== 'messages.ts')
			.map((f) => readFileSync(`${dir}/${f}`, 'utf8'))
			.join('\n');
		const found = new Set<string>();
		for (const m of src.matchAll(/E \+ '([A-Za-z]+)'/g))
			found.add(`kingdom-defenders.error.${m[1]}`);
		for (const m of src.matchAll(/L \+ '([A-Za-z]+)'/g)) found.add(`kingdom-defenders.log.${m[1]}`);
		for (const m of src.matchAll(/K \+ '([A-Za-z]+)'/g))
			found.add(`kingdom-defenders.setup.${m[1]}`);
		for (const m of src.matchAll(/k\('([A-Za-z]+)'/g))
			found.add(`kingdom-defenders.remind.${m[1]}`);
		for (const m of src.matchAll(/'(kingdom-defenders\.[a-z]+\.[A-Za-z]+)'/g)) found.add(m[1]);
		expect(found.size).toBeGreaterThan(60);
		for (const k of found) expect(messages.es[k] ?? late.es[k], k).toBeTypeOf('string');
	});
});

describe('what the screens read from the core', () => {
	it('followingPhase names the next step; the final outcome keeps the scored numbers', () => {
		const c = ctx(2, { variant: 'family' });
		let s = live.init(c);
		expect(followingPhase(s, c)).toBe('placement');
		s = apply(s, next, c);
		expect(followingPhase(s, c)).toBe('zoneA');
		const sc = scorer.reduce(scorer.init(c), { type: 'finish' }, c) as ScorerState;
		expect(sc.result?.players.map((p) => p.id)).toEqual(['p0', 'p1']);
		expect(sc.result?.players[0]).toMatchObject({
			fame: 0,
			strengthMultiplier: 1,
			runes: [0, 0, 0, 0, 0]
		});
	});
});
