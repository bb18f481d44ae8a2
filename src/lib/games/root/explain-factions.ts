/**
 * Why the Cult's conspiracies and the Company's income came out as they did: pure data read
 * from the state change the move applied (before → after), so they cannot disagree with it.
 */
import type { Explanation, MessageRef } from '../core/types';
import {
	CONSPIRACY_COST,
	HATED_DISCOUNT,
	type ConspiracyKind,
	type Service,
	type Suit
} from './data';
import { lawRule, vpOutcome, vpTail } from './explain';
import { nameOf, type Ctx, type LiveState } from './model';
import { colourNames, colourTotal, servicesAllowed, type Colours } from './riverfolk';

/** Warriors by colour as one readable list («Ana 2, Ben 1»), or «none» for an empty box. */
export function colourList(c: Colours, ctx: Ctx): string {
	return colourNames(c, ctx);
}

/** What left a box between two states, by colour. */
function leftBox(from: Colours, to: Colours): Colours {
	const out: Colours = {};
	for (const [id, n] of Object.entries(from)) {
		const d = n - (to[id] ?? 0);
		if (d > 0) out[id] = d;
	}
	return out;
}

/** A conspiracy (10.4.3): the acolytes it cost with the Outcast hated or not, and what it did. */
export function explainConspiracy(
	a: { kind: ConspiracyKind; tradePost?: boolean; scoredByHand?: boolean },
	before: LiveState,
	after: LiveState,
	ctx: Ctx
): Explanation | null {
	const lc = before.lizards;
	const now = after.lizards;
	if (!lc || !now) return null;
	const spent = lc.acolytes - now.acolytes;
	const player = nameOf(ctx, lc.player);
	const did: MessageRef[] = [];
	if (a.kind === 'sanctify') {
		did.push({
			key: 'root.why.conspiracy.garden',
			values: { suit: lc.outcast, n: now.gardens[lc.outcast] }
		});
		const rfBefore = before.riverfolk;
		const rfAfter = after.riverfolk;
		if (a.tradePost && rfBefore && rfAfter) {
			const lost = colourTotal(rfBefore.funds) - colourTotal(rfAfter.funds);
			did.push({
				key: 'root.why.conspiracy.post',
				values: { lost, who: colourList(leftBox(rfBefore.funds, rfAfter.funds), ctx) }
			});
		}
		did.push(
			a.scoredByHand
				? { key: 'root.why.missing.sanctifyByHand' }
				: { key: 'root.why.conspiracy.removedVp', values: { player } }
		);
		did.push(...vpTail(before, after, lc.player, ctx));
	} else did.push({ key: `root.why.conspiracy.did`, values: { kind: a.kind, suit: lc.outcast } });
	const gained = (after.vp[lc.player] ?? 0) - (before.vp[lc.player] ?? 0);
	return {
		title: { key: 'root.why.conspiracy.title', values: { kind: a.kind } },
		inputs: [
			{
				player: lc.player,
				text: { key: 'root.why.conspiracy.acolytes', values: { n: lc.acolytes } }
			},
			{
				player: lc.player,
				text: {
					key: 'root.why.conspiracy.outcast',
					values: { suit: lc.outcast, hated: lc.hated ? 'yes' : 'no' }
				}
			}
		],
		steps: [
			{
				key: 'root.why.conspiracy.cost',
				values: {
					kind: a.kind,
					base: CONSPIRACY_COST[a.kind],
					hated: lc.hated ? 'yes' : 'no',
					discount: HATED_DISCOUNT,
					cost: spent
				}
			},
			...did
		],
		rule: lawRule('conspiracy', 'root.why.rule.conspiracy'),
		outcome:
			after.finished && !before.finished
				? vpOutcome(before, after, lc.player, ctx)
				: {
						key: 'root.why.conspiracy.outcome',
						values: { player, kind: a.kind, spent, left: now.acolytes, vp: gained }
					}
	};
}

/** The Company's Dawn (11.4): Protectionism, Dividends on its funds, everything to funds. */
export function explainCompanyDawn(
	before: LiveState,
	after: LiveState,
	ctx: Ctx
): Explanation | null {
	const rf = before.riverfolk;
	const now = after.riverfolk;
	if (!rf || !now) return null;
	const funds = colourTotal(rf.funds);
	const payments = colourTotal(rf.payments);
	const committed = colourTotal(rf.committed);
	const posts = rf.postsOnMap.fox + rf.postsOnMap.rabbit + rf.postsOnMap.mouse;
	const total = colourTotal(now.funds);
	const added = total - funds - payments - committed;
	const gained = (after.vp[rf.player] ?? 0) - (before.vp[rf.player] ?? 0);
	const player = nameOf(ctx, rf.player);
	return {
		title: { key: 'root.why.dawn.title', values: { player } },
		inputs: [
			{
				player: rf.player,
				text: { key: 'root.why.dawn.funds', values: { n: funds, who: colourList(rf.funds, ctx) } }
			},
			{
				player: rf.player,
				text: {
					key: 'root.why.dawn.payments',
					values: { n: payments, who: colourList(rf.payments, ctx) }
				}
			},
			{ player: rf.player, text: { key: 'root.why.dawn.committed', values: { n: committed } } },
			{ player: rf.player, text: { key: 'root.why.dawn.posts', values: { n: posts } } }
		],
		steps: [
			{ key: 'root.why.dawn.protectionism', values: { n: added, payments } },
			{
				key: 'root.why.dawn.dividends',
				values: { funds, posts, vp: posts > 0 ? Math.floor(funds / 2) : 0 }
			},
			...vpTail(before, after, rf.player, ctx),
			{ key: 'root.why.dawn.toFunds', values: { n: total } }
		],
		rule: lawRule('companyBirdsong', 'root.why.rule.dawn'),
		outcome:
			after.finished && !before.finished
				? vpOutcome(before, after, rf.player, ctx)
				: { key: 'root.why.dawn.outcome', values: { player, vp: gained, funds: total } }
	};
}

/** A service bought (11.2.6): its price, how many the buyer may buy, who pays into payments. */
export function explainBuy(
	a: { buyer: string; service: Service; clearings: number },
	before: LiveState,
	after: LiveState,
	ctx: Ctx
): Explanation | null {
	const rf = before.riverfolk;
	const now = after.riverfolk;
	if (!rf || !now) return null;
	const from = colourTotal(rf.payments);
	const to = colourTotal(now.payments);
	const buyer = nameOf(ctx, a.buyer);
	const vagabond = (now.payments[a.buyer] ?? 0) === (rf.payments[a.buyer] ?? 0);
	return {
		title: { key: 'root.why.buy.title', values: { player: buyer, service: a.service } },
		inputs: [
			{
				text: {
					key: 'root.why.buy.price',
					values: { service: a.service, price: rf.prices[a.service] }
				}
			},
			{
				player: a.buyer,
				text: {
					key: 'root.why.buy.clearings',
					values: { n: a.clearings, allowed: servicesAllowed(a.clearings) }
				}
			},
			{
				player: a.buyer,
				text: { key: 'root.why.buy.nth', values: { n: (rf.servicesBought[a.buyer] ?? 0) + 1 } }
			}
		],
		steps: [
			{
				key: 'root.why.buy.pay',
				values: { player: buyer, n: to - from, vagabond: vagabond ? 'yes' : 'no' }
			}
		],
		rule: lawRule('services', 'root.why.rule.services'),
		outcome: {
			key: 'root.why.income.outcome',
			values: { player: nameOf(ctx, rf.player), from, to }
		}
	};
}

/** Export (11.5.3 I): the crafted card discarded for one warrior of the Company in payments. */
export function explainExport(before: LiveState, after: LiveState, ctx: Ctx): Explanation | null {
	const rf = before.riverfolk;
	const now = after.riverfolk;
	if (!rf || !now) return null;
	const crafts = rf.daylight.filter((d) => d.kind === 'craft').length;
	const exported = rf.daylight.filter((d) => d.kind === 'craft' && d.exported).length;
	return {
		title: { key: 'root.why.export.title' },
		inputs: [
			{
				player: rf.player,
				text: { key: 'root.why.export.crafts', values: { n: crafts, done: exported } }
			}
		],
		steps: [{ key: 'root.why.export.step' }],
		rule: lawRule('export', 'root.why.rule.export'),
		outcome: {
			key: 'root.why.income.outcome',
			values: {
				player: nameOf(ctx, rf.player),
				from: colourTotal(rf.payments),
				to: colourTotal(now.payments)
			}
		}
	};
}

/** A garrisoned trade post (11.5.6): the ruler's two funds spent, the VP its track uncovers. */
export function explainTradePost(
	a: { suit: Suit; ruler?: string; vp?: number },
	before: LiveState,
	after: LiveState,
	ctx: Ctx
): Explanation | null {
	const rf = before.riverfolk;
	const now = after.riverfolk;
	if (!rf || !now) return null;
	const placed = rf.postsPlaced[a.suit];
	const gained = (after.vp[rf.player] ?? 0) - (before.vp[rf.player] ?? 0);
	const spent = leftBox(rf.funds, now.funds);
	return {
		title: { key: 'root.why.post.title', values: { suit: a.suit } },
		inputs: [
			{
				player: rf.player,
				text: { key: 'root.why.post.placed', values: { suit: a.suit, n: placed } }
			},
			{
				text: a.ruler
					? { key: 'root.why.post.ruler', values: { player: nameOf(ctx, a.ruler) } }
					: { key: 'root.why.missing.ruler' }
			}
		],
		steps: [
			{
				key: 'root.why.post.spent',
				values: { n: colourTotal(spent), who: colourList(spent, ctx) }
			},
			a.vp !== undefined
				? { key: 'root.why.missing.postTrack', values: { vp: a.vp } }
				: { key: 'root.why.post.track', values: { suit: a.suit, k: placed + 1, vp: gained } },
			...vpTail(before, after, rf.player, ctx)
		],
		rule: lawRule('tradePost', 'root.why.rule.tradePost'),
		outcome: vpOutcome(before, after, rf.player, ctx)
	};
}

/** A trade post removed (11.2.5 I): half the funds, rounded up, leave. */
export function explainPostRemoved(
	a: { suit: Suit; removed?: Record<string, number> },
	before: LiveState,
	after: LiveState,
	ctx: Ctx
): Explanation | null {
	const rf = before.riverfolk;
	const now = after.riverfolk;
	if (!rf || !now) return null;
	const from = colourTotal(rf.funds);
	const to = colourTotal(now.funds);
	return {
		title: { key: 'root.why.removed.title', values: { suit: a.suit } },
		inputs: [
			{
				player: rf.player,
				text: { key: 'root.why.dawn.funds', values: { n: from, who: colourList(rf.funds, ctx) } }
			}
		],
		steps: [
			{ key: 'root.why.removed.half', values: { n: from, lost: from - to } },
			a.removed
				? {
						key: 'root.why.removed.who',
						values: { who: colourList(leftBox(rf.funds, now.funds), ctx) }
					}
				: {
						key: 'root.why.missing.removedColours',
						values: { who: colourList(leftBox(rf.funds, now.funds), ctx) }
					}
		],
		rule: lawRule('tradePosts', 'root.why.rule.disruption'),
		outcome: {
			key: 'root.why.removed.outcome',
			values: { player: nameOf(ctx, rf.player), from, to }
		}
	};
}
