/**
 * «Why?» for the counties, the castles and the final scoring: read from the change the move
 * applied to the players' tracks (before → after) or from the final scoring it stored, so the
 * explanation says what was applied. Missing inputs of an older record are said in a line.
 */
import type { Explanation, MessageRef } from '../core/types';
import { countyHolder, checkReward } from './board';
import { COUNTY_LETTERS, SURREY_INDEX } from './data';
import { allyOwner } from './options';
import { roundTableTokens, sideName } from './queries';
import { majorityPool, type LancasterFinalBreakdown } from './scoring';
import { setupOf } from './setup';
import type { Act, Ctx, FinalPlayerInput, LiveState, PlayerTrack } from './state';

const yn = (b: boolean): string => (b ? 'yes' : 'no');

const TRACKED = ['power', 'voteTokens', 'nobles', 'gold', 'squires', 'extensions'] as const;

/** One line per number of the player's tracks the move changed: «Gold: 5 → 2». */
export function changes(before: PlayerTrack, after: PlayerTrack, player: string): MessageRef[] {
	const out: MessageRef[] = [];
	for (const f of TRACKED)
		if (before[f] !== after[f])
			out.push({
				key: 'lancaster.why.change',
				values: { player, field: f, from: before[f], to: after[f] }
			});
	const k = (p: PlayerTrack) => [...p.knights].sort((a, b) => a - b).join(', ');
	if (k(before) !== k(after))
		out.push({
			key: 'lancaster.why.changeKnights',
			values: { player, from: k(before) || '—', to: k(after) || '—' }
		});
	return out;
}

/**
 * A county resolved (p.4 «Condados»): who held it and with what, the choice, what the player's
 * tracks gained (or paid), the nobles left on the county, and Surrey's start token.
 */
export function explainCounty(
	a: Act<'county'>,
	before: LiveState,
	after: LiveState,
	ctx: Ctx
): Explanation | null {
	if (before.step !== 'counties') return null;
	const letter = COUNTY_LETTERS[before.county] ?? '';
	const surrey = before.county === SURREY_INDEX;
	const placed = before.board ? countyHolder(before.placed ?? [], before.county) : null;
	const holder = placed?.side ?? a.holder ?? null;
	const title = {
		key: 'lancaster.why.county.title',
		values: { county: letter, surrey: yn(surrey) }
	};
	const rule = { text: { key: 'lancaster.why.county.rule' }, page: 4 };
	if (holder === null)
		return {
			title,
			inputs: [],
			steps: [{ key: 'lancaster.why.county.empty', values: { surrey: yn(surrey) } }],
			rule,
			outcome: { key: 'lancaster.why.county.nobody', values: { county: letter } }
		};
	const who = sideName(ctx, holder);
	const mine = allyOwner(holder) ?? holder;
	const choice = typeof a.choice === 'string' ? a.choice : '';
	const inputs: Explanation['inputs'][number][] = [];
	if (placed)
		inputs.push({
			player: mine,
			text: {
				key: 'lancaster.why.county.knight',
				values: {
					player: who,
					ally: yn(mine !== holder),
					knight: placed.knight,
					squires: placed.squires ?? 0
				}
			}
		});
	else
		inputs.push({
			player: mine,
			text: { key: 'lancaster.why.county.typed', values: { player: who } }
		});
	inputs.push({
		player: mine,
		text: { key: 'lancaster.why.county.choice', values: { player: who, choice } }
	});
	const reward = a.reward === undefined ? null : checkReward(a.reward);
	if (reward && Object.keys(reward).length > 0)
		inputs.push({ text: { key: 'lancaster.why.county.reward', values: rewardValues(reward) } });
	const steps: MessageRef[] = [];
	const was = before.players[holder];
	const now = after.players[holder];
	if (was && now) steps.push(...changes(was, now, who));
	else steps.push({ key: 'lancaster.why.county.ally' });
	if (choice === 'noble' || choice === 'both') {
		const of = setupOf(ctx).noblesPerCounty;
		const taken = after.countyNobles?.[letter];
		steps.push(
			a.legacy === true || taken === undefined
				? { key: 'lancaster.why.county.leftUnknown', values: { county: letter } }
				: {
						key: 'lancaster.why.county.left',
						values: { county: letter, left: Math.max(0, of - taken), of }
					}
		);
	}
	if (surrey && after.nextStartPlayer)
		steps.push({
			key: 'lancaster.why.county.next',
			values: { player: sideName(ctx, after.nextStartPlayer) }
		});
	return {
		title,
		inputs,
		steps,
		rule,
		outcome: {
			key: 'lancaster.why.county.outcome',
			values: { county: letter, player: who, choice }
		}
	};
}

function rewardValues(r: ReturnType<typeof checkReward> & object): Record<string, number> {
	return {
		power: r.power ?? 0,
		gold: r.gold ?? 0,
		squires: r.squires ?? 0,
		newKnights: r.newKnights ?? 0,
		strengthen: r.strengthen ?? 0,
		paySquires: r.paySquires ?? 0,
		// 0 when the printed reward gives nothing (the line then says so).
		any: Object.values(r).some((n) => n !== 0) ? 1 : 0
	};
}

/**
 * A castle valued (p.5 «Castillos»): each castle space's or extension's printed reward, the
 * round table's vote tokens (one per noble and the lord, none in round 5), and what changed.
 */
export function explainCastle(
	a: Act<'castle'>,
	before: LiveState,
	after: LiveState,
	ctx: Ctx
): Explanation | null {
	const was = before.players[a.player];
	const now = after.players[a.player];
	if (before.step !== 'castles' || !was || !now) return null;
	const who = sideName(ctx, a.player);
	const rewards: unknown[] = Array.isArray(a.rewards) ? a.rewards : [];
	const spaces: unknown[] = Array.isArray(a.spaces) ? a.spaces : [];
	const inputs: Explanation['inputs'][number][] = rewards.map((r, i) => ({
		player: a.player,
		text: {
			key: 'lancaster.why.castle.space',
			values: {
				space: typeof spaces[i] === 'number' ? (spaces[i] as number) : 0,
				...rewardValues(checkReward(r) ?? {})
			}
		}
	}));
	if (typeof a.power === 'number' && a.power > 0)
		inputs.push({
			player: a.player,
			text: { key: 'lancaster.why.castle.typed', values: { n: a.power } }
		});
	inputs.push({
		player: a.player,
		text: {
			key: 'lancaster.why.castle.table',
			values: {
				player: who,
				nobles: was.nobles,
				tokens: roundTableTokens(was.nobles, before.round),
				last: yn(roundTableTokens(was.nobles, before.round) === 0)
			}
		}
	});
	const steps = changes(was, now, who);
	if (steps.length === 0) steps.push({ key: 'lancaster.why.nothing', values: { player: who } });
	return {
		title: { key: 'lancaster.why.castle.title', values: { player: who } },
		inputs,
		steps,
		rule: { text: { key: 'lancaster.why.castle.rule' }, page: 5 },
		outcome: {
			key: 'lancaster.why.castle.outcome',
			values: {
				player: who,
				power: now.power - was.power,
				tokens: now.voteTokens - was.voteTokens
			}
		}
	};
}

/**
 * The final scoring (p.6 «Fin del juego y recuento»; two players p.7): each player's end state,
 * the two majorities with who had how many, their tie-breaks and shares, the nobles table, and
 * each total. `input` is the end state the scoring read (absent: the inputs say so).
 */
export function explainFinal(
	final: readonly LancasterFinalBreakdown[],
	ctx: Ctx,
	input?: Readonly<Record<string, FinalPlayerInput>>
): Explanation {
	const name = (id: string) => sideName(ctx, id);
	const inputs: Explanation['inputs'][number][] = final.map((r) => {
		const f = input?.[r.id];
		const text: MessageRef = f
			? {
					key: 'lancaster.why.final.player',
					values: {
						player: name(r.id),
						power: r.power,
						knights: f.knights.join('+') || '0',
						strength: r.strength,
						squires: f.squires,
						extensions: f.extensions,
						gold: f.gold,
						nobles: r.nobles
					}
				}
			: {
					key: 'lancaster.why.final.playerShort',
					values: { player: name(r.id), power: r.power, strength: r.strength, nobles: r.nobles }
				};
		return { player: r.id, text };
	});
	const steps: MessageRef[] = [];
	const ties: MessageRef[] = [];
	const two = ctx.options.twoPlayerAllies;
	for (const cat of ['knighthood', 'extensions'] as const) {
		const line = (r: LancasterFinalBreakdown) =>
			cat === 'knighthood' ? r.knighthood : r.extensionsAward;
		for (const r of final) {
			const m = line(r);
			if (m.place === null) continue;
			steps.push({
				key: 'lancaster.why.final.majority',
				values: {
					category: cat,
					player: name(r.id),
					value: cat === 'knighthood' ? r.strength : (input?.[r.id]?.extensions ?? '?'),
					place: m.place,
					shared: m.sharedWith,
					points: m.points
				}
			});
		}
		const shared = final.filter((r) => line(r).place !== null && line(r).sharedWith > 1);
		if (shared.length > 0)
			ties.push({
				key: 'lancaster.why.final.shared',
				values: {
					category: cat,
					players: shared.map((r) => name(r.id)).join(', '),
					pool: majorityPool(line(shared[0]!).place === 1 ? 1 : 2, true, two),
					each: line(shared[0]!).points
				}
			});
		const broken = final.filter((r) => line(r).decidedBy === 'tiebreak');
		if (broken.length > 0)
			ties.push({
				key: 'lancaster.why.final.tiebreak',
				values: { category: cat, players: broken.map((r) => name(r.id)).join(', ') }
			});
	}
	for (const r of final)
		steps.push({
			key: 'lancaster.why.final.total',
			values: {
				player: name(r.id),
				power: r.power,
				knighthood: r.knighthoodPoints,
				extensions: r.extensionPoints,
				nobles: r.nobles,
				noblePoints: r.noblePoints,
				total: r.total
			}
		});
	const winners = final.filter((r) => r.rank === 1);
	return {
		title: { key: 'lancaster.why.final.title' },
		inputs,
		steps: [...steps, ...ties.slice(1)],
		rule: {
			text: { key: two ? 'lancaster.why.final.ruleTwo' : 'lancaster.why.final.rule' },
			page: two ? 7 : 6
		},
		...(ties[0] ? { tie: ties[0] } : {}),
		outcome: {
			key: 'lancaster.why.final.outcome',
			values: {
				count: winners.length,
				players: winners.map((r) => name(r.id)).join(', '),
				total: winners[0]?.total ?? 0
			}
		}
	};
}
