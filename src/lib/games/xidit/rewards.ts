/** Census rewards and the units a Threat hands in: pure helpers of the live flow. */
import { invalid, isInvalid, type Invalid } from '../core/types';
import { UNIT_TYPES, type UnitType } from './data';
import { isNat } from '../core/require';
import { mageLevel } from './guilds';
import type { CensusOutcome } from './rules';
import type { LiveState } from './live-state';
import { withBards, withUnits, type PlayerCounts } from './tally';

/** Hands in units per type (Reglamento p.8 «debe ser capaz de proporcionar todas las Unidades»). */
export function spendTyped(
	c: PlayerCounts,
	spent: Partial<Record<UnitType, number>>,
	total: number
): PlayerCounts | Invalid {
	let next: PlayerCounts | Invalid = c;
	let sum = 0;
	for (const u of UNIT_TYPES) {
		const n = spent[u] ?? 0;
		if (!isNat(n)) return invalid('xidit.error.notNonNegative', { field: 'units' });
		if (n === 0) continue;
		sum += n;
		next = withUnits(next, u, -n);
		if (isInvalid(next)) return next;
	}
	return sum === total ? next : invalid('xidit.error.spentMismatch', { units: total });
}

export const rewardKey = (year: number, unit: string, player: string) =>
	`${year}:${unit}:${player}`;

/** The revealed outcome of a unit in a census of this game (finished or in progress). */
export function censusOutcome(s: LiveState, year: number, unit: string): CensusOutcome | null {
	const results =
		s.censuses.find((c) => c.year === year)?.results ??
		(s.census?.year === year ? s.census.results : []);
	return results.find((o) => o.unit === unit) ?? null;
}

/** Applies one census bard or guild-level reward to a player's counts. */
export function giveReward(
	s: LiveState,
	c: PlayerCounts,
	o: CensusOutcome,
	regions: Record<string, unknown>,
	city: number | undefined
): PlayerCounts | Invalid {
	// Reglamento p.13: a level on an existing guild «sujeto al límite de altura normal»; with no
	// guild that has room, it waits behind the screen (guilds by city).
	if (o.reward.kind === 'guildLevel') return mageLevel(c, city);
	let sum = 0;
	let next: PlayerCounts | Invalid = c;
	for (const [region, n] of Object.entries(regions)) {
		if (!isNat(n)) return invalid('xidit.error.notNonNegative', { field: 'bards' });
		sum += n;
		const had = Object.hasOwn(next.bards, region) ? next.bards[region]! : 0;
		next = withBards(next, s.regions, s.setup.emptyRegions, region, had + n);
		if (isInvalid(next)) return next;
	}
	// Reglamento p.13 «1 Bardo en una Región» / «2 Bardos, en una o dos regiones».
	if (sum !== o.reward.amount) return invalid('xidit.error.rewardBards', { n: o.reward.amount });
	return next;
}
