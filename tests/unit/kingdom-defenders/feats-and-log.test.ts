// Kingdom Defenders' feats (gestas), what the log says of a move or a correction, and whose turn
// the top bar names: the live flow played by its actions.
import { describe, it, expect } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import type { Invalid, MessageRef } from '$lib/games/core/types';
import { live, type LiveAction } from '$lib/games/kingdom-defenders';
import { finalPrefill } from '$lib/games/kingdom-defenders/live-final';
import { apply, ctx, expectInvalid, finalInput, messages, playTo } from './live-play';

describe('live: gestas (Reglamento «Activando Gestas»)', () => {
	const c = ctx(2, { variant: 'family' });
	const zoneB = () => playTo(c, 2, 'zoneB').s;
	it('a random reward brings a reward tile and 1 coin', () => {
		const s = zoneB();
		const p = s.players.p0!;
		const done = apply(s, { type: 'completeGesta', player: 'p0', bonus: 'random' }, c);
		expect(done.players.p0).toMatchObject({
			gestas: p.gestas + 1,
			rewards: p.rewards + 1,
			coins: p.coins + 1,
			orbsSpent: 0
		});
	});
	it('a face-up reward applies the face the bonus die rolled, and needs it', () => {
		const s = zoneB();
		const p = s.players.p1!;
		const gesta = { type: 'completeGesta', player: 'p1', bonus: 'redDie' } as const;
		expectInvalid(s, gesta, c, 'gestaFace');
		const two = apply(s, { ...gesta, face: 'weapon2' }, c);
		expect(two.players.p1).toMatchObject({ weapons: p.weapons + 2, rewards: p.rewards + 1 });
		const level = apply(s, { ...gesta, bonus: 'yellowDie', face: 'strengthLevel' }, c);
		expect(level.players.p1!.strength).toBe(p.strength + 1);
		expect(level.players.p1!.coins).toBe(p.coins);
		expectInvalid(
			s,
			{ type: 'completeGesta', player: 'p1', bonus: 'random', face: 'coin' },
			c,
			'gestaNoDie'
		);
	});
	it('only in zone B', () => {
		const s = playTo(c, 2, 'zoneA').s;
		expectInvalid(
			s,
			{ type: 'completeGesta', player: 'p0', bonus: 'random' },
			c,
			'adventureOutsideZoneB'
		);
	});
	// Two feats first: their reward tiles are what may hide the orbs shown.
	const gesta = { type: 'completeGesta', player: 'p0', bonus: 'random' } as const;
	const twoTiles = () => apply(apply(zoneB(), gesta, c), gesta, c);
	it('the orbs shown stay counted: the final prefills them and refuses fewer', () => {
		const s = apply(twoTiles(), { ...gesta, orbs: 2 }, c);
		expect(s.players.p0!.orbsSpent).toBe(2);
		const end = playTo(c, 5, 'ended', s).s;
		expect(end.players.p0!.orbsSpent).toBe(2);
		expect(finalPrefill(end, c).p0!.orbs).toBe(2);
		// Those orbs were hidden in 2 of the 3 reward tiles: the prefill opens them as orbs.
		expect(finalPrefill(end, c).p0!.fromRewards).toEqual(['orbs', 'orbs']);
		expectInvalid(
			end,
			{ type: 'finalScore', players: { p0: finalInput({ orbs: 1 }), p1: finalInput() } },
			c,
			'orbsSpent'
		);
		const ok = apply(
			end,
			{ type: 'finalScore', players: { p0: finalInput({ orbs: 2 }), p1: finalInput() } },
			c
		);
		expect(ok.final).not.toBeNull();
	});
	it('an orb shown is one the player holds: none without an adventure orb or a reward tile', () => {
		const s = zoneB();
		expect(s.players.p0).toMatchObject({ rewards: 0, orbsSpent: 0, relics: { orbs: 0 } });
		expectInvalid(s, { ...gesta, orbs: 1 }, c, 'orbsNotHeld');
		const r = live.reduce(s, { ...gesta, orbs: 1 }, c) as Invalid;
		const say = (lang: 'en' | 'es') =>
			new IntlMessageFormat(messages[lang][r.reason.key]!, lang).format(r.reason.values);
		expect(say('es')).toBe(
			'Ana no tiene ningún Orbe que mostrar: un Orbe mostrado es uno que dio una Aventura o una loseta de Recompensa.'
		);
		expect(say('en')).toContain('Ana can show no orb');
		// One tile won: one orb may be shown, and once shown it is not shown again.
		const one = apply(apply(s, gesta, c), { ...gesta, orbs: 1 }, c);
		expect(one.players.p0).toMatchObject({ rewards: 2, orbsSpent: 1 });
		expectInvalid(one, { ...gesta, orbs: 2 }, c, 'orbsNotHeld');
		// Showing scored no orb the player did not have: the final starts from none.
		const end = playTo(c, 5, 'ended', apply(s, gesta, c)).s;
		expect(finalPrefill(end, c).p0).toMatchObject({ orbs: 0, fromRewards: [] });
	});
	it('one relic per reward tile: more relics opened than tiles won are refused, never scored', () => {
		const end = playTo(c, 5, 'ended', apply(zoneB(), gesta, c)).s;
		expect(end.players.p0!.rewards).toBe(1);
		const over = {
			type: 'finalScore',
			players: {
				p0: finalInput({ tomes: 2, orbs: 1, fromRewards: ['tomes', 'orbs'] }),
				p1: finalInput()
			}
		} as const;
		expectInvalid(end, over, c, 'rewardsOver');
		const r = live.reduce(end, over, c) as Invalid;
		expect(new IntlMessageFormat(messages.es[r.reason.key]!, 'es').format(r.reason.values)).toBe(
			'Ana ganó 1 loseta de Recompensa: una reliquia por loseta.'
		);
		const ok = apply(
			end,
			{ ...over, players: { ...over.players, p0: finalInput({ fromRewards: ['tomes'] }) } },
			c
		);
		expect(ok.finalInputs?.p0?.fromRewards).toEqual(['tomes']);
		// A correction after the end keeps the tiles opened (the form does not offer them again).
		expect(finalPrefill(ok, c).p0!.fromRewards).toEqual(['tomes']);
	});
});

describe('the log says what was recorded and what a correction changed', () => {
	const c = ctx(2, { variant: 'family' });
	const say = (lang: 'en' | 'es', r: MessageRef) =>
		new IntlMessageFormat(messages[lang][r.key]!, lang).format(r.values);
	it('an adventure: its fame, wounds, level, loot and relics, all of them', () => {
		const s = playTo(c, 1, 'zoneB').s;
		const a: LiveAction = {
			type: 'completeAdventure',
			player: 'p1',
			fame: 5,
			wounds: 2,
			strength: 1,
			relics: { weapons: 1 }
		};
		expect(say('es', live.describe(a, s, c))).toBe(
			'Beto completa una Aventura: +5 Puntos de Fama, 2 Heridas, 1 Nivel de Fuerza, 1 Arma Legendaria.'
		);
		expect(say('en', live.describe({ ...a, loot: 1, weapons: 2, spells: 1 }, s, c))).toBe(
			'Beto completes an adventure: +5 fame points, 2 wounds, 1 strength level, 1 loot, 1 Legendary Weapon; cost: 2 weapons 1 spell.'
		);
	});
	it('a correction after the end names each change: Ana’s trophies 1 → 3, Beto’s destiny 3 → 5', () => {
		const end = playTo(c, 5, 'ended').s;
		const first: LiveAction = {
			type: 'finalScore',
			players: {
				p0: finalInput(),
				p1: finalInput({ destiny: { kind: 'points', points: 3 } })
			}
		};
		expect(say('es', live.describe(first, end, c))).toBe('Puntuación final.');
		const scored = apply(end, first, c);
		const fix: LiveAction = {
			type: 'finalScore',
			players: {
				p0: finalInput({ trophies: 3, claims: ['popular'] }),
				p1: finalInput({ destiny: { kind: 'points', points: 5 } })
			}
		};
		expect(say('es', live.describe(fix, scored, c))).toBe(
			'Puntuación final corregida: Ana: Trofeos 1 → 3; Ana: Logro Popular no → sí; Beto: Destino 3 → 5.'
		);
		expect(say('en', live.describe(fix, scored, c))).toBe(
			'Final scoring corrected: Ana: Trophies 1 → 3; Ana: Achievement Popular no → yes; Beto: Destiny 3 → 5.'
		);
		expect(say('en', live.describe(first, scored, c))).toBe('Final scoring corrected: no change.');
	});
});

describe('the top bar names whose turn it is after the setup', () => {
	const c = ctx(3, { variant: 'family' });
	it('the King’s favour: the next pick in its order, resources tracked or not', () => {
		for (const trackResources of [false, true]) {
			const t = { ...c, options: { ...c.options, trackResources } };
			const s = playTo(t, 2, 'favour').s;
			expect(s.favour).not.toBeNull();
			expect(live.glance?.(s, t).turn).toBe(s.favour!.order[0]);
		}
	});
	it('zone B: the first in turn order, then the player recording now', () => {
		const s = playTo(c, 1, 'zoneB').s;
		const [first, second] = s.turnOrder;
		expect(live.glance?.(s, c).turn).toBe(first);
		const after = apply(s, { type: 'completeGesta', player: second!, bonus: 'random' }, c);
		expect(live.glance?.(after, c).turn).toBe(second);
		// Other steps with no one player's turn name nobody.
		expect(live.glance?.(playTo(c, 1, 'maintenance', after).s, c).turn ?? null).toBeNull();
		// The next round's zone B starts again from the first in turn order.
		const r2 = playTo(c, 2, 'zoneB', after).s;
		expect(live.glance?.(r2, c).turn).toBe(r2.turnOrder[0]);
	});
});
