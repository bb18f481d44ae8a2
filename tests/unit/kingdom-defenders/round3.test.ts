/**
 * Round 3 of the table audit: a correction after the end reaches the score, a siege never
 * applied with a blank fame, late entries, relic corrections, the Destiny card's starting
 * resources, building income, refusals that say what the player has, placement memory.
 */
import { describe, expect, it } from 'vitest';
import { isInvalid, type Invalid, type SessionContext } from '$lib/games/core/types';
import {
	defaultOptions,
	live,
	module,
	type FinalInput,
	type KdOptions,
	type LiveAction,
	type LiveState
} from '$lib/games/kingdom-defenders';
import { finalPrefill } from '$lib/games/kingdom-defenders/live-final';

function ctx(n = 3, over: Partial<KdOptions> = {}): SessionContext<KdOptions> {
	const names = ['Ana', 'Beto', 'Carla', 'Dani'];
	return {
		players: names.slice(0, n).map((name, i) => ({ id: `p${i}`, name, color: '#000' })),
		options: { ...defaultOptions(), ...over },
		seed: 'ROUND3'
	};
}

function apply(s: LiveState, a: LiveAction, c: SessionContext<KdOptions>): LiveState {
	const r = live.reduce(s, a, c);
	if (isInvalid(r)) throw new Error(`${JSON.stringify(a)}: ${r.reason.key}`);
	return r;
}

function refused(s: LiveState, a: LiveAction, c: SessionContext<KdOptions>): Invalid {
	const before = JSON.stringify(s);
	const r = live.reduce(s, a, c);
	expect(isInvalid(r)).toBe(true);
	expect(JSON.stringify(s)).toBe(before);
	return r as Invalid;
}

/** Plays to a phase of a round: hordes of 6 weapons / 4 spells at speed 3, simple favour picks. */
function playTo(
	c: SessionContext<KdOptions>,
	round: number,
	phase: LiveState['phase'],
	from = live.init(c),
	/** null: the card's siege fame is not entered at reveal. */
	siegeFame: number | null = 15
): LiveState {
	let s = from;
	const dice = ['strength', 'magic', 'wealth', 'healing'] as const;
	const faces = ['weapon1', 'spell1', 'coin', 'nothing'] as const;
	for (let g = 0; g < 200 && !(s.round === round && s.phase === phase); g++) {
		if (s.hordePending)
			s = apply(
				s,
				{
					type: 'revealHorde',
					weapons: 6,
					spells: 4,
					speed: 3,
					...(siegeFame === null ? {} : { siegeFame })
				},
				c
			);
		else if (s.phase === 'favour' && s.favour && s.favour.rolled === null)
			s = apply(s, { type: 'favourExclude', dice: [...dice.slice(s.favour.order.length)] }, c);
		else if (s.phase === 'favour' && s.favour && s.favour.picks.length < s.favour.order.length) {
			const i = s.favour.picks.length;
			s = apply(
				s,
				{ type: 'favourPick', player: s.favour.order[i]!, die: dice[i]!, face: faces[i]! },
				c
			);
		} else if (s.phase === 'hordeMove' && !s.hordeResolved) {
			const wound = Object.fromEntries(
				Object.keys(s.players).map((id) => [id, { penalty: 'wound' as const }])
			);
			s = apply(s, { type: 'resolveHorde', choices: wound }, c);
		} else s = apply(s, { type: 'nextPhase' }, c);
	}
	return s;
}

const input = (over: Partial<FinalInput> = {}): FinalInput => ({
	loot: 2,
	runes: [1, 1, 0, 0, 0],
	trophies: 1,
	weapons: 1,
	tomes: 1,
	orbs: 0,
	strengthMultiplier: 2,
	magicMultiplier: 1,
	...over
});

const total = (s: LiveState, id: string) => s.final!.results.find((r) => r.id === id)!.total;

describe('a correction after the end reaches the score (one place for every value)', () => {
	const c = ctx(2, { variant: 'family' });
	const end = apply(playTo(c, 5, 'maintenance'), { type: 'nextPhase' }, c);
	const scored = apply(end, { type: 'finalScore', players: { p0: input(), p1: input() } }, c);

	it('«Cada Botín … aporta 1 Punto de Fama»: loot + 1 after the final is scored and shown once', () => {
		const fixed = apply(scored, { type: 'adjust', player: 'p0', field: 'loot', delta: 1 }, c);
		expect(fixed.players.p0!.loot).toBe(3);
		expect(fixed.final!.players.find((p) => p.id === 'p0')!.loot).toBe(3);
		expect(total(fixed, 'p0')).toBe(total(scored, 'p0') + 1);
		// «Corregir los datos finales» starts from the corrected number too.
		expect(finalPrefill(fixed, c).p0!.loot).toBe(3);
	});

	it('«Si el empate persiste gana quien tenga más Botines» reads the corrected loot', () => {
		// p0 one point behind p1, same adventure cards (none) and same loot: p1 wins.
		const gap = total(scored, 'p1') - total(scored, 'p0') - 1;
		const behind =
			gap === 0
				? scored
				: apply(scored, { type: 'adjust', player: 'p0', field: 'fame', delta: gap }, c);
		expect(behind.final!.winners).toEqual(['p1']);
		// A forgotten loot for p0: a tie on fame, broken by p0's 3 loot against 2.
		const fixed = apply(behind, { type: 'adjust', player: 'p0', field: 'loot', delta: 1 }, c);
		expect(total(fixed, 'p0')).toBe(total(fixed, 'p1'));
		expect(fixed.final!.winners).toEqual(['p0']);
	});

	it('a relic corrected after the final re-scores (the final reads relics from the player)', () => {
		const fixed = apply(
			scored,
			{ type: 'adjustRelic', player: 'p1', relic: 'weapons', delta: 1 },
			c
		);
		// 2 legendary weapons × strength multiplier 2.
		expect(total(fixed, 'p1')).toBe(total(scored, 'p1') + 2);
		expect(finalPrefill(fixed, c).p1!.weapons).toBe(2);
	});

	it('relics are correctable before the final form, and the form starts from them', () => {
		const s = playTo(c, 2, 'zoneD');
		const fixed = apply(s, { type: 'adjustRelic', player: 'p0', relic: 'rune3', delta: 2 }, c);
		expect(finalPrefill(fixed, c).p0!.runes).toEqual([0, 0, 2, 0, 0]);
		expect(
			refused(fixed, { type: 'adjustRelic', player: 'p0', relic: 'rune3', delta: -3 }, c)
		).toMatchObject({ reason: { key: 'kingdom-defenders.error.negative' } });
	});
});

describe('a siege is never applied with a blank fame', () => {
	it('«Cada jugador pierde tantos Puntos de Fama como se indican»: no value, no siege', () => {
		const c = ctx(3);
		// The card's siege fame was not entered at reveal; nobody supplies: it reaches the wall.
		const s = playTo(c, 4, 'hordeMove', live.init(c), null);
		expect(s.horde?.siegeFame).toBeUndefined();
		const choices = Object.fromEntries(
			Object.keys(s.players).map((id) => [id, { penalty: 'wound' as const }])
		);
		expect(refused(s, { type: 'resolveHorde', choices }, c).reason.key).toBe(
			'kingdom-defenders.error.siegeFameNeeded'
		);
		// A card printing 0 is typed as 0: the siege applies (only the fewest's −2 remains).
		const zero = apply(s, { type: 'resolveHorde', choices, siegeFame: 0 }, c);
		expect(zero.wall).toBe('B');
	});
});

describe('late entries: the rule is when the disc is activated, not when the phone is told', () => {
	const c = ctx(3);
	const zoneC = playTo(c, 2, 'zoneC');

	it('after zone B an adventure is refused unless marked late; marked late, it is logged with its round', () => {
		const a: LiveAction = { type: 'failAdventure', player: 'p1' };
		expect(refused(zoneC, a, c).reason.key).toBe('kingdom-defenders.error.adventureOutsideZoneB');
		const late: LiveAction = { type: 'failAdventure', player: 'p1', late: true };
		const after = apply(zoneC, late, c);
		expect(after.players.p1!.fame).toBe(zoneC.players.p1!.fame - 2);
		expect(live.describe(late, zoneC, c).values).toMatchObject({ late: 'yes', round: 2 });
	});

	it('a late adventure with relics and a late gesta are recorded in zone D, never an undo of the round', () => {
		const d = playTo(c, 2, 'zoneD');
		const adv = apply(
			d,
			{ type: 'completeAdventure', player: 'p0', late: true, fame: 3, relics: { trophies: 1 } },
			c
		);
		expect(adv.players.p0!.adventures).toBe(1);
		expect(adv.players.p0!.relics.trophies).toBe(1);
		const gesta = apply(
			adv,
			{ type: 'completeGesta', player: 'p2', bonus: 'random', late: true },
			c
		);
		expect(gesta.players.p2!.rewards).toBe(1);
	});

	it('a late entry before zone B of the round is refused (it would belong to the last round)', () => {
		const fav = playTo(c, 3, 'favour');
		expect(refused(fav, { type: 'failAdventure', player: 'p0', late: true }, c).reason.key).toBe(
			'kingdom-defenders.error.lateBeforeZoneB'
		);
	});
});

describe('tracked resources are worth turning on', () => {
	const c = ctx(3, { trackResources: true });

	it('«cogen en secreto los recursos indicados en … la carta»: asked at the start, refused after', () => {
		const s = live.init(c);
		const a: LiveAction = {
			type: 'startingResources',
			player: 'p0',
			weapons: 1,
			spells: 0,
			coins: 2,
			loot: 0
		};
		const set = apply(s, a, c);
		expect(set.players.p0).toMatchObject({ weapons: 1, spells: 0, coins: 2, loot: 0 });
		const started = apply(set, { type: 'nextPhase' }, c);
		// Core refuses it: the starting resources are the setup step's, not a round's.
		expect(refused(started, a, c).reason.key).toBe('error.wrongPhase');
		const untracked = ctx(3);
		expect(refused(live.init(untracked), a, untracked).reason.key).toBe(
			'kingdom-defenders.error.resourcesNotTracked'
		);
	});

	it('a building’s printed income is one action; a face-down building cannot be activated', () => {
		const b = playTo(c, 1, 'zoneB');
		const up = b.setup!.buildings[0]!;
		const down = b.setup!.buildings[4]!;
		const got = apply(b, { type: 'income', player: 'p1', building: up, weapons: 2 }, c);
		expect(got.players.p1!.weapons).toBe(b.players.p1!.weapons + 2);
		expect(
			refused(b, { type: 'income', player: 'p1', building: down, weapons: 2 }, c).reason.key
		).toBe('kingdom-defenders.error.buildingFaceDown');
		expect(refused(b, { type: 'income', player: 'p1', building: up }, c).reason.key).toBe(
			'kingdom-defenders.error.incomeEmpty'
		);
	});

	it('a refusal for lack of resources says what the player has', () => {
		const z = playTo(c, 2, 'zoneB');
		const p = z.players.p0!;
		const r = refused(z, { type: 'completeAdventure', player: 'p0', weapons: p.weapons + 1 }, c);
		expect(r.reason).toEqual({
			key: 'kingdom-defenders.error.notEnoughResources',
			values: { player: 'Ana', weapons: p.weapons, spells: p.spells }
		});
	});
});

describe('placement memory', () => {
	it('who held which zone C slot and who sat on the gates is kept for the next round', () => {
		const c = ctx(3);
		const z = playTo(c, 2, 'zoneC');
		const [a, b] = z.turnOrder;
		let s = apply(z, { type: 'supplyCamp', player: a!, slot: 1, weapons: 1, spells: 0 }, c);
		s = apply(s, { type: 'supplyCamp', player: b!, slot: 3, weapons: 1, spells: 1 }, c);
		s = playTo(c, 2, 'zoneD', s);
		s = apply(s, { type: 'nextPhase', to: 'favour', gate1: b!, gate2: null }, c);
		expect(s.round).toBe(3);
		expect(s.lastZoneC).toEqual({ [a!]: 1, [b!]: 3 });
		expect(s.lastGates).toEqual({ gate1: b, gate2: null });
	});
});

describe('messages of the new moves', () => {
	it('every new refusal and log line exists in Spanish and English', async () => {
		const es = (await module.messages.es()) as Record<string, string>;
		const en = (await module.messages.en()) as Record<string, string>;
		for (const k of [
			'error.lateBeforeZoneB',
			'error.resourcesNotTracked',
			'error.unknownBuilding',
			'error.buildingFaceDown',
			'error.incomeEmpty',
			'log.startingResources',
			'log.income'
		]) {
			expect(es[`kingdom-defenders.${k}`]).toBeTruthy();
			expect(en[`kingdom-defenders.${k}`]).toBeTruthy();
		}
	});
});
