/**
 * Census by fists: the table opens its fists as the box says (Reglamento p.13) and
 * the app records only who showed the most of each unit — no count is typed or shown.
 */
import { playerName } from '../core/checks';
import { invalid, type Invalid, type MessageRef, type SessionContext } from '../core/types';
import { CENSUS_REWARDS, type UnitType } from './data';
import { guildsWithRoom, mageLevel } from './guilds';
import type { LiveState } from './live-state';
import type { Options } from './options';
import { resolveCensus, type CensusOutcome } from './rules';
import { rewardKey } from './rewards';
import { copyAll, type PlayerCounts } from './tally';

type Ctx = SessionContext<Options>;

/** The outcome of a unit read from the fists: the winners, placed from the first player on. */
export function fistsOutcome(
	s: LiveState,
	unit: UnitType,
	winners: readonly string[],
	ctx: Ctx
): CensusOutcome | Invalid {
	const ids = ctx.players.map((p) => p.id);
	for (const id of winners)
		if (!ids.includes(id)) return invalid('xidit.error.unknownPlayer', { player: id });
	if (new Set(winners).size !== winners.length) return invalid('xidit.error.repeatedWinner');
	// Reglamento p.13 «Si dos o más jugadores empatan … cada uno recibe la recompensa»; the
	// placement order (closest to the first player first) is the same as with counts.
	const o = resolveCensus(
		unit,
		Object.fromEntries(winners.map((id) => [id, 1])),
		ids,
		s.firstPlayer
	);
	return { ...o, counts: {}, max: 0, fists: true };
}

/**
 * Battle Mages won by fists: the level goes on at once when there is nothing to choose (no
 * guild with room: behind the screen; exactly one: on it). With several, the table names it.
 */
export function autoMageLevels(
	s: LiveState,
	tally: Readonly<Record<string, PlayerCounts>>,
	year: number,
	o: CensusOutcome
): { tally: Record<string, PlayerCounts>; rewarded: string[] } {
	const out = copyAll(tally);
	const rewarded = [...(s.rewarded ?? [])];
	for (const id of o.winners) {
		const c = out[id];
		if (!c || guildsWithRoom(c).length > 1) continue;
		const next = mageLevel(c, undefined);
		if ('reason' in next) continue;
		out[id] = next;
		rewarded.push(rewardKey(year, o.unit, id));
	}
	return { tally: out, rewarded };
}

export function fistsLog(unit: UnitType, winners: readonly string[], ctx: Ctx): MessageRef {
	if (winners.length === 0) return { key: 'xidit.log.censusNoWinner', values: { unit } };
	return {
		key: 'xidit.log.censusFists',
		values: {
			unit,
			winners: winners.map((id) => playerName(ctx, id)).join(', '),
			count: winners.length,
			reward: CENSUS_REWARDS[unit].kind,
			amount: CENSUS_REWARDS[unit].amount
		}
	};
}
