/**
 * Why a census unit came out as it did (Reglamento p.13): each player's count as recorded (or,
 * by fists, who showed the most), the highest count, the tie and the placing order, and the
 * reward each winner took. Read from the outcome the move applied, so it says what happened.
 */
import type { Explanation, Player, SessionContext } from '../core/types';
import type { LiveState } from './live-state';
import type { Options } from './options';
import type { CensusOutcome } from './rules';

type Ctx = SessionContext<Options>;

/** The census unit this move resolved: the outcome it added, or null (nothing resolved). */
export function resolvedUnit(before: LiveState, after: LiveState): CensusOutcome | null {
	const results = (s: LiveState) =>
		s.census?.results ?? (s.censuses.length > 0 ? s.censuses[s.censuses.length - 1]!.results : []);
	const was = before.census?.results.length ?? 0;
	const now = results(after);
	// A census that closed with this move has its results among the finished ones.
	return now.length > was ? now[now.length - 1]! : null;
}

type Named = { players: readonly Pick<Player, 'id' | 'name'>[] };
const names = (ctx: Named, ids: readonly string[]) =>
	ids.map((id) => ctx.players.find((p) => p.id === id)?.name ?? '?').join(', ');

export function explainCensus(before: LiveState, after: LiveState, ctx: Ctx): Explanation | null {
	const o = resolvedUnit(before, after);
	return o ? explainOutcome(o, ctx) : null;
}

/** A revealed unit's «why», from its stored outcome (the census screen shows it too). */
export function explainOutcome(o: CensusOutcome, ctx: Named): Explanation {
	const unit = o.unit;
	const inputs: Explanation['inputs'] = o.fists
		? ctx.players.map((p) => ({
				player: p.id,
				text: {
					key: 'xidit.why.census.fist',
					values: { player: p.name, most: o.winners.includes(p.id) ? 'yes' : 'no' }
				}
			}))
		: ctx.players.map((p) => ({
				player: p.id,
				text: {
					key: 'xidit.why.census.count',
					values: { player: p.name, unit, n: o.counts[p.id] ?? 0 }
				}
			}));
	const steps: Explanation['steps'] =
		o.winners.length === 0
			? [{ key: 'xidit.why.census.nobody', values: { unit } }]
			: [
					o.fists
						? {
								key: 'xidit.why.census.mostFists',
								values: { unit, winners: names(ctx, o.winners) }
							}
						: {
								key: 'xidit.why.census.most',
								values: { unit, max: o.max, winners: names(ctx, o.winners) }
							}
				];
	return {
		title: { key: 'xidit.why.census.title', values: { unit } },
		inputs,
		steps,
		rule: { text: { key: 'xidit.why.census.rule' }, page: 13 },
		tie:
			o.winners.length > 1
				? { key: 'xidit.why.census.tie', values: { order: names(ctx, o.placementOrder) } }
				: undefined,
		outcome:
			o.winners.length === 0
				? { key: 'xidit.why.census.noReward' }
				: {
						key: 'xidit.why.census.reward',
						values: {
							winners: names(ctx, o.placementOrder),
							count: o.winners.length,
							reward: o.reward.kind,
							amount: o.reward.amount
						}
					}
	};
}
