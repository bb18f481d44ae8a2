/**
 * Why a year's resolutions gave what they gave: a Threat eliminated (Reglamento p.8–9: the units
 * handed in, two of the three rewards, the guild of the Threat's city, the ghost's step, p.17)
 * and a census reward placed (p.13). Read from the change the move applied to the tally, so the
 * gains said are the gains recorded; never a total behind a screen (units, gold stay secret).
 */
import { playerName } from '../core/checks';
import type { Explanation, MessageRef, SessionContext } from '../core/types';
import { CRITERIA, UNIT_TYPES } from './data';
import type { CensusRewardAction, LiveState, ThreatAction } from './live-state';
import { regionName } from './live-helpers';
import type { Options } from './options';
import { censusOutcome } from './rewards';
import { type PlayerCounts, totalBards } from './tally';

type Ctx = SessionContext<Options>;

const levelsOf = (c: PlayerCounts | undefined) => (c ? c.guildLevels + (c.heldLevels ?? 0) : 0);

/** Bards the move added, region by region, as the tally recorded them. */
function bardsAdded(
	s: LiveState,
	was: PlayerCounts,
	now: PlayerCounts
): { region: string; n: number }[] {
	return Object.keys(now.bards)
		.map((r) => ({ region: r, n: (now.bards[r] ?? 0) - (was.bards[r] ?? 0) }))
		.filter((x) => x.n > 0)
		.map((x) => ({ region: regionName(s, x.region), n: x.n }));
}

export function explainThreat(
	a: ThreatAction,
	before: LiveState,
	after: LiveState,
	ctx: Ctx
): Explanation | null {
	const was = before.tally[a.player];
	const now = after.tally[a.player];
	if (!was || !now) return null;
	const player = playerName(ctx, a.player);
	const gold = now.sovereigns - was.sovereigns;
	const levels = levelsOf(now) - levelsOf(was);
	const bards = totalBards(now) - totalBards(was);
	const typed = UNIT_TYPES.filter((u) => (a.spent?.[u] ?? 0) > 0);
	const inputs: Explanation['inputs'] = [
		{
			player: a.player,
			text: {
				key: 'xidit.why.threat.handedIn',
				values: { player, n: a.unitsSpent }
			}
		},
		...typed.map((unit) => ({
			player: a.player,
			text: { key: 'xidit.why.threat.unit', values: { unit, n: a.spent![unit]! } }
		})),
		{
			player: a.player,
			text: {
				key: 'xidit.why.threat.chose',
				values: { sovereigns: a.sovereigns, levels: a.guildLevels, bards }
			}
		}
	];
	const taken = [gold, levels, bards].filter((n) => n > 0).length;
	// Reglamento p.9 «Los jugadores pueden elegir dos de las tres recompensas disponibles».
	const steps: MessageRef[] = [{ key: 'xidit.why.threat.two', values: { count: taken } }];
	if (levels > 0 && a.city !== undefined)
		steps.push({
			key: 'xidit.why.threat.guild',
			values: { city: a.city, height: now.guilds?.[String(a.city)] ?? levels }
		});
	for (const b of bardsAdded(after, was, now))
		steps.push({ key: 'xidit.why.threat.bard', values: { region: b.region, n: b.n } });
	if (before.ghost && after.ghost)
		for (const c of CRITERIA)
			if (after.ghost[c] !== before.ghost[c])
				// Reglamento p.17 «tendrá que mover una de las fichas de Jugador Fantasma un espacio hacia arriba».
				steps.push({
					key: 'xidit.why.threat.ghost',
					values: { criterion: c, from: before.ghost[c], to: after.ghost[c] }
				});
	if (a.tileCity !== undefined)
		steps.push({ key: 'xidit.why.threat.tile', values: { city: a.tileCity } });
	return {
		title: {
			key: 'xidit.why.threat.title',
			values: { city: String(a.tileCity ?? a.city ?? 'none') }
		},
		inputs,
		steps,
		rule: { text: { key: 'xidit.why.threat.rule' }, page: 9 },
		outcome: {
			key: 'xidit.why.threat.out',
			values: { player, sovereigns: gold, levels, bards }
		}
	};
}

export function explainReward(
	a: CensusRewardAction,
	before: LiveState,
	after: LiveState,
	ctx: Ctx
): Explanation | null {
	const was = before.tally[a.player];
	const now = after.tally[a.player];
	if (!was || !now) return null;
	const player = playerName(ctx, a.player);
	const o = censusOutcome(before, a.year, a.unit);
	const title: MessageRef = { key: 'xidit.why.reward.title', values: { unit: a.unit, player } };
	const steps: MessageRef[] = bardsAdded(after, was, now).map((b) => ({
		key: 'xidit.why.threat.bard',
		values: { region: b.region, n: b.n }
	}));
	const levels = levelsOf(now) - levelsOf(was);
	// The guild that grew, or none: the level waits behind the screen (no guild yet).
	const grown = Object.keys(now.guilds ?? {}).find(
		(c) => (now.guilds?.[c] ?? 0) > (was.guilds?.[c] ?? 0)
	);
	if (levels > 0)
		steps.push(
			grown !== undefined
				? { key: 'xidit.why.reward.level', values: { city: grown } }
				: (now.heldLevels ?? 0) > (was.heldLevels ?? 0)
					? { key: 'xidit.why.reward.behind' }
					: { key: 'xidit.why.reward.levelAny' }
		);
	return {
		title,
		inputs: o
			? [
					{
						player: a.player,
						text: {
							key: 'xidit.why.reward.won',
							values: { player, unit: a.unit, year: a.year, count: o.winners.length }
						}
					}
				]
			: [],
		steps,
		// Reglamento p.13 «1 Bardo en una Región adyacente»: the reward goes by the Idrakys.
		rule: { text: { key: 'xidit.why.reward.rule' }, page: 13 },
		outcome: {
			key: 'xidit.why.reward.out',
			values: { player, bards: totalBards(now) - totalBards(was), levels }
		}
	};
}
