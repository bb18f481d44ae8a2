/**
 * «Why?» for the battles and the parliament: each explanation is read from the record the move
 * stored (the battle's record, the vote's record, the law's record), so it says exactly what was
 * applied. A record from an older session that lacks an input says so in a line, never throws.
 */
import type { Explanation, MessageRef } from '../core/types';
import { LAW_SPECS } from './data';
import { allyOwner } from './options';
import { sideName } from './queries';
import type { LawInput } from './rules';
import type { BattleRecord, Ctx, LawRecord, PlayerTrack, VoteRecord } from './state';

const yn = (b: boolean): string => (b ? 'yes' : 'no');
/** The player a side belongs to (an ally's owner), for the chip beside an input line. */
const owner = (id: string): string => allyOwner(id) ?? id;
const ally = (id: string): string => yn(allyOwner(id) !== null);
const names = (ctx: Ctx, ids: readonly string[]): string =>
	ids.map((id) => sideName(ctx, id)).join(', ');

/**
 * A battle (p.5 «Batallas»): each slot's knights and strength, England's total against
 * France's, each rank's prize, the later entrant ranked higher on a tie, and, after a second
 * defeat, each prisoner bought back or sent to the reserve (p.6).
 */
export function explainBattle(rec: BattleRecord, ctx: Ctx): Explanation {
	const sorted = [...rec.power].sort((a, b) => b - a);
	// A card that moved down with nobody on it and was never entered reads as all zeros.
	const noCard =
		rec.results.length === 0 && rec.franceStrength === 0 && sorted.every((n) => n === 0);
	const inputs: Explanation['inputs'][number][] = [
		{
			text: noCard
				? { key: 'lancaster.why.battle.noCard' }
				: {
						key: 'lancaster.why.battle.card',
						values: { france: rec.franceStrength, a: sorted[0]!, b: sorted[1]!, c: sorted[2]! }
					}
		}
	];
	const steps: MessageRef[] = [];
	if (rec.slots)
		rec.slots.forEach((sl, i) =>
			inputs.push({
				player: owner(sl.id),
				text: {
					key: 'lancaster.why.battle.slot',
					values: {
						n: i + 1,
						player: sideName(ctx, sl.id),
						ally: ally(sl.id),
						knights: sl.knights.join(' + '),
						strength: sl.knights.reduce((x, y) => x + y, 0)
					}
				}
			})
		);
	else if (rec.results.length > 0) steps.push({ key: 'lancaster.why.battle.noKnights' });
	if (rec.results.length === 0) steps.push({ key: 'lancaster.why.battle.empty' });
	else {
		steps.push({
			key: 'lancaster.why.battle.total',
			values: { total: rec.total, france: rec.franceStrength, england: yn(rec.englandWins) }
		});
		steps.push(
			rec.englandWins
				? {
						key: 'lancaster.why.battle.prizesEngland',
						values: { a: sorted[0]!, b: sorted[1]!, c: sorted[2]! }
					}
				: {
						key: 'lancaster.why.battle.prizesFrance',
						values: { lost: sorted[0]!, b: sorted[1]!, c: sorted[2]! }
					}
		);
		for (const r of rec.results)
			steps.push({
				key: 'lancaster.why.battle.rank',
				values: {
					rank: r.rank,
					player: sideName(ctx, r.id),
					ally: ally(r.id),
					strength: r.strength,
					points: r.points
				}
			});
	}
	const freed = rec.freed ?? [];
	rec.prisoners.forEach((pr, i) =>
		steps.push({
			key: 'lancaster.why.battle.prisoner',
			values: {
				player: sideName(ctx, pr.slotId),
				strength: pr.strength,
				fate: pr.ransom === null ? 'ally' : freed.includes(i) ? 'freed' : 'reserve',
				gold: pr.ransom ?? 0
			}
		})
	);
	// «tendrá más peso quien haya entrado en la batalla en último lugar»: equal strengths.
	const tied = rec.results.find((r, i) => rec.results[i + 1]?.strength === r.strength);
	const below = tied ? rec.results[rec.results.indexOf(tied) + 1]! : null;
	const gained = rec.results.filter((r) => !r.lost && r.points > 0);
	return {
		title: {
			key: 'lancaster.why.battle.title',
			values: { id: rec.n ?? rec.id.slice(1), attempt: rec.attempt }
		},
		inputs,
		steps,
		rule:
			rec.prisoners.length > 0
				? { text: { key: 'lancaster.why.battle.ruleRansom' }, page: 6 }
				: { text: { key: 'lancaster.why.battle.rule' }, page: 5 },
		...(tied && below
			? {
					tie: {
						key: 'lancaster.why.battle.tie',
						values: {
							above: sideName(ctx, tied.id),
							below: sideName(ctx, below.id),
							strength: tied.strength
						}
					}
				}
			: {}),
		outcome: {
			key: 'lancaster.why.battle.outcome',
			values: {
				england: yn(rec.englandWins),
				next: rec.results.length === 0 && rec.next === 'prisoners' ? 'removed' : rec.next,
				count: gained.length,
				gains: gained.map((r) => `${sideName(ctx, r.id)} +${r.points}`).join(', ')
			}
		}
	};
}

/**
 * A law vote (p.3 «Resultados de las votaciones»): each scroll and token is a vote; more yes
 * votes or a tie passes the law, which repeals the oldest law in force when three are in force.
 * `nobles` (the voters' round tables when they voted) is shown where the move knows it.
 */
export function explainVote(
	vote: VoteRecord,
	ctx: Ctx,
	nobles?: Readonly<Record<string, PlayerTrack>>
): Explanation {
	const inputs = vote.ballots.map((b) => {
		const n = nobles?.[b.id]?.nobles;
		return {
			player: b.id,
			text: {
				key: 'lancaster.why.vote.ballot',
				values: {
					player: sideName(ctx, b.id),
					yes: yn(b.yes),
					tokens: b.tokens,
					votes: 1 + b.tokens,
					nobles: n ?? 0
				}
			}
		};
	});
	const steps: MessageRef[] = [
		{ key: 'lancaster.why.vote.count', values: { yes: vote.yes, no: vote.no } }
	];
	if (vote.passed)
		steps.push(
			vote.repealed
				? { key: 'lancaster.why.vote.repealed', values: { law: vote.repealed } }
				: { key: 'lancaster.why.vote.added' }
		);
	else steps.push({ key: 'lancaster.why.vote.discarded' });
	return {
		title: { key: 'lancaster.why.vote.title', values: { position: vote.position, law: vote.law } },
		inputs,
		steps,
		rule: { text: { key: 'lancaster.why.vote.rule' }, page: 3 },
		...(vote.yes === vote.no
			? { tie: { key: 'lancaster.why.vote.tie', values: { n: vote.yes } } }
			: {}),
		outcome: {
			key: 'lancaster.why.vote.outcome',
			values: { passed: yn(vote.passed), law: vote.law }
		}
	};
}

/**
 * A law in force applied (p.4, the law texts p.8): the numbers it read from each player, the
 * single holder of the most (or the tie and the card's own tie rule) and each player's gain.
 * `input` is the values the move used; without them the inputs say they are not kept.
 */
export function explainLaw(rec: LawRecord, ctx: Ctx, input?: LawInput): Explanation {
	const fields = LAW_SPECS[rec.law]?.fields ?? [];
	const inputs: Explanation['inputs'][number][] = [];
	if (input)
		for (const p of ctx.players)
			for (const f of fields) {
				const n = input.players?.[p.id]?.[f];
				if (typeof n === 'number')
					inputs.push({
						player: p.id,
						text: { key: 'lancaster.why.law.value', values: { player: p.name, field: f, n } }
					});
			}
	else inputs.push({ text: { key: 'lancaster.why.law.noInput' } });
	const steps: MessageRef[] = [];
	if (rec.winner)
		steps.push({ key: 'lancaster.why.law.most', values: { player: sideName(ctx, rec.winner) } });
	const gained: string[] = [];
	for (const p of ctx.players) {
		const g = rec.gains[p.id];
		const values = g ? gainValues(g) : {};
		const any = Object.values(values).some((n) => n !== 0);
		if (any) gained.push(p.name);
		steps.push({
			key: 'lancaster.why.law.gain',
			values: { player: p.name, ...values, any: any ? 1 : 0 }
		});
	}
	return {
		title: { key: 'lancaster.why.law.title', values: { position: rec.position, law: rec.law } },
		inputs,
		steps,
		rule: { text: { key: 'lancaster.why.law.rule', values: { law: rec.law } }, page: 8 },
		...(rec.tied.length > 0
			? { tie: { key: 'lancaster.why.law.tie', values: { players: names(ctx, rec.tied) } } }
			: {}),
		outcome: {
			key: 'lancaster.why.law.outcome',
			values: { count: gained.length, players: gained.join(', ') }
		}
	};
}

function gainValues(g: LawRecord['gains'][string]): Record<string, number> {
	return {
		power: g.power,
		voteTokens: g.voteTokens,
		newKnights: g.newKnights,
		strengthen: g.strengthen,
		squires: g.squires,
		gold: g.gold,
		extensions: g.extensions,
		upgrade: g.upgrade3to4,
		payGold: g.payGold,
		paySquires: g.paySquires
	};
}
