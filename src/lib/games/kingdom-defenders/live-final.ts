/**
 * The end of the game: the final numbers the table enters, scored from the one place each
 * value lives (a later correction re-scores), with the achievements the game knows.
 */
import { hasOwn } from '../core/checks';
import { winnersOf } from '../core/ranking';
import { invalid } from '../core/types';
import type { Invalid } from '../core/types';
import { CLAIMED_ACHIEVEMENTS, type Achievement } from './data';
import { achievements, finalScore, type KdFinalPlayer } from './scoring';
import { atTop, maestroTracked, multiplierAt } from './tracks';
import type {
	Ctx,
	FinalInput,
	FinalOutcome,
	LivePlayer,
	LiveState,
	Of,
	RelicField
} from './live-types';
import { withPlayer } from './live-state';

/** Two hordes defeated in two rounds in a row (Logro «Defensor»). */
export function defendedTwice(rounds: readonly number[]): boolean {
	return rounds.some((r) => rounds.includes(r + 1));
}

/**
 * The multipliers the final scores: read off the level tracks when the table entered them and
 * the disc has passed a multiplier space, else the ones the table typed.
 */
export function trackedMultipliers(
	ctx: Ctx,
	p: Pick<LivePlayer, 'strength' | 'magic'>,
	typed: Pick<FinalInput, 'strengthMultiplier' | 'magicMultiplier'>
): Pick<FinalInput, 'strengthMultiplier' | 'magicMultiplier'> {
	const tracks = ctx.options.levelTracks;
	return {
		strengthMultiplier: multiplierAt(tracks, 'strength', p.strength) ?? typed.strengthMultiplier,
		magicMultiplier: multiplierAt(tracks, 'magic', p.magic) ?? typed.magicMultiplier
	};
}

/** The final form's relic counts as the player's relics. */
export function relicsOf(i: FinalInput): Record<RelicField, number> {
	const [rune1 = 0, rune2 = 0, rune3 = 0, rune4 = 0, rune5 = 0] = i.runes;
	const { weapons, tomes, trophies, orbs } = i;
	return { weapons, tomes, trophies, orbs, rune1, rune2, rune3, rune4, rune5 };
}

export function finalPlayers(
	s: LiveState,
	ctx: Ctx,
	inputs: Record<string, FinalInput>
): KdFinalPlayer[] {
	return ctx.players.map((pl) => {
		const i = inputs[pl.id]!;
		const p = s.players[pl.id]!;
		// One place: loot and relics are the player's own (the final form wrote them there), so a
		// correction after the end is the number scored and the number the tie-break reads.
		const r = p.relics;
		const out: KdFinalPlayer = {
			id: pl.id,
			fame: p.fame,
			loot: p.loot,
			runes: [r.rune1, r.rune2, r.rune3, r.rune4, r.rune5],
			trophies: r.trophies,
			weapons: r.weapons,
			tomes: r.tomes,
			orbs: r.orbs,
			...trackedMultipliers(ctx, p, i),
			wounds: p.wounds,
			adventureCards: p.adventures
		};
		if (i.destiny) out.destiny = i.destiny;
		return out;
	});
}

/** Scores the game from the live state and the entered final numbers. */
export function scoreFinal(
	s: LiveState,
	ctx: Ctx,
	inputs: Record<string, FinalInput>
): FinalOutcome {
	const players = finalPlayers(s, ctx, inputs);
	const results = finalScore(players);
	const claims: Record<string, Achievement[]> = {};
	const maxFame: Record<string, number> = {};
	const bestAdventureRound: Record<string, number> = {};
	const tops: Record<string, boolean> = {};
	const tracks = ctx.options.levelTracks;
	for (const pl of ctx.players) {
		const p = s.players[pl.id]!;
		tops[pl.id] = !!(atTop(tracks, 'strength', p.strength) || atTop(tracks, 'magic', p.magic));
		claims[pl.id] = inputs[pl.id]!.claims ?? [];
		maxFame[pl.id] = s.players[pl.id]!.maxFame;
		bestAdventureRound[pl.id] = s.players[pl.id]!.bestAdventureRound;
	}
	const got = achievements(players, results, {
		claims,
		maxFame,
		bestAdventureRound,
		defendedTwice: defendedTwice(s.hordeVictoryRounds),
		cityFell: s.ended === 'cityFell',
		atTop: tops
	});
	return { results, players, achievements: got, winners: winnersOf(results) };
}

export function finalScoreAction(s: LiveState, a: Of<'finalScore'>, ctx: Ctx): LiveState | Invalid {
	const inputs: Record<string, FinalInput> = {};
	for (const pl of ctx.players) {
		const i = hasOwn(a.players, pl.id) ? a.players[pl.id] : undefined;
		if (!i) return invalid('kingdom-defenders.error.finalMissing', { player: pl.name });
		if ((i.claims ?? []).some((c) => !CLAIMED_ACHIEVEMENTS.includes(c)))
			return invalid('kingdom-defenders.error.badClaim', { player: pl.name });
		// With both tracks entered the app reads Maestro off them: it is not claimed.
		if (maestroTracked(ctx.options.levelTracks) && i.claims?.includes('maestro'))
			return invalid('kingdom-defenders.error.maestroTracked', { player: pl.name });
		// «4 losetas de Recompensa (donde se observan 2 Orbes y 2 Tomos Arcanos)»: one relic a tile.
		const won = s.players[pl.id]!.rewards;
		if ((i.fromRewards?.length ?? 0) > won)
			return invalid('kingdom-defenders.error.rewardsOver', { player: pl.name, n: won });
		// «No importa si el Orbe se utilizó para conseguir losetas de Gesta»: those orbs still count.
		const spent = s.players[pl.id]!.orbsSpent;
		if (i.orbs < spent)
			return invalid('kingdom-defenders.error.orbsSpent', { player: pl.name, n: spent });
		inputs[pl.id] = i;
	}
	// The typed loot and relics become the players' own: the one place the final reads.
	let next: LiveState = { ...s, finalInputs: inputs };
	for (const [id, i] of Object.entries(inputs))
		next = withPlayer(next, id, { loot: i.loot, relics: relicsOf(i) });
	return { ...next, final: scoreFinal(next, ctx, inputs) };
}

/** What the final form starts from: everything the app tracked, read when the final opens. */
export function finalPrefill(s: LiveState, ctx: Ctx): Record<string, FinalInput> {
	const out: Record<string, FinalInput> = {};
	for (const p of ctx.players) {
		const kept = s.finalInputs?.[p.id];
		const t = s.players[p.id]!;
		const r = t.relics;
		// Loot and relics are the player's own, corrections included (the one place the final
		// reads); what only the final form holds (multipliers, destiny, claims) is kept.
		out[p.id] = {
			...kept,
			loot: t.loot,
			// The relics of the adventure cards, counted as they were won.
			runes: [r.rune1, r.rune2, r.rune3, r.rune4, r.rune5],
			trophies: r.trophies,
			weapons: r.weapons,
			tomes: r.tomes,
			// The orbs shown for gestas are out of the screen: at least those are scored. Those
			// beyond the adventures' orbs were hidden in reward tiles: those tiles are opened.
			orbs: Math.max(r.orbs, t.orbsSpent),
			fromRewards: kept
				? (kept.fromRewards ?? [])
				: Array.from({ length: Math.max(0, t.orbsSpent - r.orbs) }, () => 'orbs' as const),
			...trackedMultipliers(ctx, t, kept ?? { strengthMultiplier: 1, magicMultiplier: 1 })
		};
	}
	return out;
}
