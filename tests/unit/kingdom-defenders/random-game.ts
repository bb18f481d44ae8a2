/**
 * A whole live game played by random but legal choices (fast-check gives the seed): every
 * applied move with the state before and after it, for the property tests.
 */
import { isInvalid, type SessionContext } from '$lib/games/core/types';
import {
	FAVOUR_FACES,
	live,
	type FinalInput,
	type KdOptions,
	type LiveAction,
	type LiveState
} from '$lib/games/kingdom-defenders';

/** A small deterministic random source from fast-check's seed. */
function rng(seed: number) {
	let a = seed >>> 0;
	return (n: number): number => {
		a = (a + 0x6d2b79f5) >>> 0;
		let t = a;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((((t ^ (t >>> 14)) >>> 0) % n) + n) % n;
	};
}

export interface Step {
	action: LiveAction;
	before: LiveState;
	after: LiveState;
}

/** A whole game played by random but legal choices; every applied move with its states. */
export function playGame(c: SessionContext<KdOptions>, seed: number): Step[] {
	const r = rng(seed);
	const steps: Step[] = [];
	let s = live.init(c);
	const tryApply = (a: LiveAction): boolean => {
		const n = live.reduce(s, a, c);
		if (isInvalid(n)) return false;
		steps.push({ action: a, before: s, after: n });
		s = n;
		return true;
	};
	const must = (a: LiveAction) => {
		if (!tryApply(a)) throw new Error(`refused: ${JSON.stringify(a)}`);
	};
	for (let guard = 0; guard < 400 && !s.final; guard++) {
		if (s.hordePending) {
			const weapons = 1 + r(7);
			must({
				type: 'revealHorde',
				weapons,
				spells: r(5),
				speed: 1 + r(3),
				...(r(2) ? { siegeFame: 8 + r(10) } : {})
			});
		} else if (
			s.phase === 'favour' &&
			s.favour &&
			s.favour.rolled === null &&
			c.players.length < 4
		) {
			const dice = ['healing', 'wealth'] as const;
			must({ type: 'favourExclude', dice: dice.slice(0, 4 - c.players.length) });
		} else if (s.phase === 'favour' && s.favour && s.favour.picks.length < s.favour.order.length) {
			const free = s.favour.rolled!.filter((d) => !s.favour!.picks.some((p) => p.die === d));
			const die = free[r(free.length)]!;
			const faces = FAVOUR_FACES[die];
			const player = s.favour.order[s.favour.picks.length]!;
			if (!tryApply({ type: 'favourPick', player, die, face: faces[r(faces.length)]! }))
				must({ type: 'favourPick', player, die, face: faces[0]! });
		} else if (s.phase === 'zoneB' && r(3) === 0) {
			const player = c.players[r(c.players.length)]!.id;
			tryApply({ type: 'completeAdventure', player, fame: r(6), loot: r(2), wounds: r(2) });
			tryApply({ type: 'nextPhase' });
		} else if (s.phase === 'zoneC') {
			for (let slot = 1; slot <= 4; slot++) {
				const free = c.players.filter((p) => !s.zoneCBy.includes(p.id));
				if (free.length === 0 || r(5) === 0) continue;
				const player = free[r(free.length)]!.id;
				const max = [1, 1, 2, 3][slot - 1]!;
				const w = r(max + 1);
				if (!tryApply({ type: 'supplyCamp', player, slot, weapons: w, spells: r(max - w + 1) }))
					tryApply({ type: 'supplyCamp', player, slot, weapons: 0, spells: 0 });
			}
			must({ type: 'nextPhase' });
		} else if (s.phase === 'hordeMove' && !s.hordeResolved) {
			const choices = Object.fromEntries(
				c.players.map((p) => [
					p.id,
					{
						reward: r(2) ? ('coin' as const) : ('loot' as const),
						level: r(2) ? ('strength' as const) : ('magic' as const),
						penalty: r(2) ? ('wound' as const) : ('loot' as const)
					}
				])
			);
			if (!tryApply({ type: 'resolveHorde', choices, siegeFame: 10 + r(8) })) {
				for (const ch of Object.values(choices)) ch.penalty = 'loot';
				must({ type: 'resolveHorde', choices, siegeFame: 12 });
			}
		} else if (s.phase === 'zoneD' && r(2)) {
			const ids = c.players.map((p) => p.id);
			must({ type: 'nextPhase', gate1: ids[r(ids.length)]!, gate2: null });
		} else if (s.phase === 'ended') {
			const players: Record<string, FinalInput> = {};
			for (const p of c.players)
				players[p.id] = {
					loot: s.players[p.id]!.loot,
					runes: [r(3), r(2), r(2), r(2), r(2)],
					trophies: r(7),
					weapons: r(4),
					tomes: r(4),
					orbs: s.players[p.id]!.orbsSpent + r(3),
					strengthMultiplier: 1 + r(3),
					magicMultiplier: 1 + r(3),
					...(r(2) ? { destiny: { kind: 'relic' as const, relic: 'tome' as const } } : {})
				};
			must({ type: 'finalScore', players });
		} else must({ type: 'nextPhase' });
	}
	return steps;
}
