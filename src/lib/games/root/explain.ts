/**
 * Why a VP, dominance or victory came out as it did: pure data read from the state change the
 * move applied (before → after), so an explanation can never disagree with what was recorded.
 * The Cult's and the Company's own resolutions: explain-factions.ts.
 */
import type { Explanation, MessageRef } from '../core/types';
import { VP_GOAL, type CardSuit, type Suit } from './data';
import { LAW, type LawRule } from './law';
import { scoreRitualVp } from './lizard-cult';
import {
	hasDominance,
	nameOf,
	type Ctx,
	type DominanceEntry,
	type LiveState,
	type VpCause
} from './model';

type Inputs = Explanation['inputs'];

/** The rule an explanation cites: its words, which name the Law of Root section. */
export function lawRule(rule: LawRule, key: string): Explanation['rule'] {
	return { text: { key, values: { section: LAW[rule].section } } };
}

const names = (ctx: Ctx, ids: readonly string[]): string =>
	ids.map((id) => nameOf(ctx, id)).join(', ');

/** A player's VP before and after the move, as the two states hold them. */
export function vpChange(
	before: LiveState,
	after: LiveState,
	player: string
): { from: number; to: number; gained: number } {
	const from = before.vp[player] ?? 0;
	const to = after.vp[player] ?? 0;
	return { from, to, gained: to - from };
}

/** True when this move ended the game. */
export const endedNow = (before: LiveState, after: LiveState): boolean =>
	after.finished && !before.finished;

/**
 * The steps every VP-scoring move ends with: why a dominance card scored nothing, and the
 * game's end when the total reached the goal (with a coalition's Vagabond).
 */
export function vpTail(
	before: LiveState,
	after: LiveState,
	player: string,
	ctx: Ctx
): MessageRef[] {
	const out: MessageRef[] = [];
	if (hasDominance(before, player))
		out.push({ key: 'root.why.vp.dominanceNoVp', values: { player: nameOf(ctx, player) } });
	if (endedNow(before, after))
		out.push({
			key: 'root.why.vp.goal',
			values: {
				player: nameOf(ctx, player),
				goal: VP_GOAL,
				winners: names(ctx, after.winners),
				count: after.winners.length
			}
		});
	return out;
}

/** The result of a VP-scoring move: the player's new total, or the game won. */
export function vpOutcome(
	before: LiveState,
	after: LiveState,
	player: string,
	ctx: Ctx
): MessageRef {
	const c = vpChange(before, after, player);
	if (endedNow(before, after))
		return {
			key: 'root.why.win.outcome',
			values: { winners: names(ctx, after.winners), count: after.winners.length }
		};
	return { key: 'root.why.vp.outcome', values: { player: nameOf(ctx, player), ...c } };
}

const CAUSE_RULE: Record<VpCause | 'none', [LawRule, string]> = {
	removed: ['removed', 'root.why.rule.removed'],
	item: ['item', 'root.why.rule.item'],
	none: ['victory', 'root.why.rule.vp']
};

/** A VP change the table entered (by cause, from the quick buttons, or a total typed). */
export function explainVp(
	a: { player: string; delta: number; cause?: VpCause },
	before: LiveState,
	after: LiveState,
	ctx: Ctx
): Explanation {
	const c = vpChange(before, after, a.player);
	const cause = a.cause ?? 'none';
	const [rule, key] = CAUSE_RULE[cause];
	const player = nameOf(ctx, a.player);
	return {
		title: { key: 'root.why.vp.title', values: { player } },
		inputs: [
			{ player: a.player, text: { key: 'root.why.vp.had', values: { player, n: c.from } } },
			{
				player: a.player,
				text: {
					key: 'root.why.vp.entered',
					values: { cause, dir: a.delta < 0 ? 'loss' : 'gain', amount: Math.abs(a.delta) }
				}
			}
		],
		steps: [
			{
				key: 'root.why.vp.sum',
				values: {
					from: c.from,
					to: c.to,
					op: c.gained < 0 ? 'minus' : 'plus',
					amount: Math.abs(c.gained)
				}
			},
			...vpTail(before, after, a.player, ctx)
		],
		rule: lawRule(rule, key),
		outcome: vpOutcome(before, after, a.player, ctx)
	};
}

/** The Cult's Score ritual (10.5.3): its gardens of that suit uncover the track's VP. */
export function explainScore(
	a: { suit: Suit },
	before: LiveState,
	after: LiveState,
	ctx: Ctx
): Explanation | null {
	const lc = before.lizards;
	if (!lc) return null;
	const gardens = lc.gardens[a.suit];
	const player = nameOf(ctx, lc.player);
	return {
		title: { key: 'root.why.score.title', values: { suit: a.suit } },
		inputs: [
			{
				player: lc.player,
				text: { key: 'root.why.score.gardens', values: { suit: a.suit, n: gardens } }
			},
			{
				player: lc.player,
				text: { key: 'root.why.vp.had', values: { player, n: before.vp[lc.player] ?? 0 } }
			}
		],
		steps: [
			{ key: 'root.why.score.track', values: { n: gardens, vp: scoreRitualVp(gardens) } },
			{ key: 'root.why.score.once', values: { suit: a.suit } },
			...vpTail(before, after, lc.player, ctx)
		],
		rule: lawRule('score', 'root.why.rule.score'),
		outcome: vpOutcome(before, after, lc.player, ctx)
	};
}

/** A dominance card activated (Law 3.3): the VP it was activated with, what it now asks. */
export function explainDominance(
	a: { player: string; suit: CardSuit },
	before: LiveState,
	_after: LiveState,
	ctx: Ctx
): Explanation {
	const player = nameOf(ctx, a.player);
	return {
		title: { key: 'root.why.dom.title', values: { player, suit: a.suit } },
		inputs: [
			{
				player: a.player,
				text: { key: 'root.why.vp.had', values: { player, n: before.vp[a.player] ?? 0 } }
			}
		],
		steps: [
			{ key: 'root.why.dom.enough', values: { min: 10 } },
			{ key: 'root.why.dom.goal', values: { suit: a.suit } }
		],
		rule: lawRule('dominance', 'root.why.rule.dominance'),
		outcome: { key: 'root.why.dom.outcome', values: { player, suit: a.suit } }
	};
}

/** A Vagabond's coalition (Law 9.2.8): the other players' VP, the fewest, who it joins. */
export function explainCoalition(
	a: { player: string; suit: CardSuit; partner: string },
	before: LiveState,
	_after: LiveState,
	ctx: Ctx
): Explanation {
	const others = ctx.players.filter((p) => p.id !== a.player && !hasDominance(before, p.id));
	const fewest = Math.min(...others.map((p) => before.vp[p.id] ?? 0));
	const player = nameOf(ctx, a.player);
	const partner = nameOf(ctx, a.partner);
	return {
		title: { key: 'root.why.coal.title', values: { player, partner } },
		inputs: others.map((p) => ({
			player: p.id,
			text: { key: 'root.why.vp.had', values: { player: p.name, n: before.vp[p.id] ?? 0 } }
		})),
		steps: [
			{ key: 'root.why.coal.fewest', values: { n: fewest, partner } },
			{ key: 'root.why.coal.card', values: { suit: a.suit } }
		],
		rule: lawRule('coalition', 'root.why.rule.coalition'),
		tie:
			others.filter((p) => (before.vp[p.id] ?? 0) === fewest).length > 1
				? { key: 'root.why.coal.tie', values: { partner } }
				: undefined,
		outcome: { key: 'root.why.coal.outcome', values: { player, partner } }
	};
}

/** The dominance card's win (Law 3.3.1), as a finished state holds it. */
function dominanceWin(state: LiveState, d: DominanceEntry, ctx: Ctx): Explanation {
	const player = nameOf(ctx, d.player);
	const partners = state.dominance.filter((x) => x.partner === d.player);
	return {
		title: { key: 'root.why.win.title', values: { how: 'dominance' } },
		inputs: [
			{ player: d.player, text: { key: 'root.why.win.card', values: { player, suit: d.suit } } },
			...partners.map((x) => ({
				player: x.player,
				text: {
					key: 'root.why.win.partner',
					values: { player: nameOf(ctx, x.player), partner: player }
				}
			}))
		],
		steps: [
			{ key: 'root.why.win.checked', values: { player, suit: d.suit } },
			...(partners.length > 0
				? [{ key: 'root.why.win.together', values: { count: partners.length } }]
				: [])
		],
		rule: lawRule('dominance', 'root.why.rule.dominanceWin'),
		outcome: {
			key: 'root.why.win.outcome',
			values: { winners: names(ctx, state.winners), count: state.winners.length }
		}
	};
}

/** The race to 30 won (Law 3.1): everyone's VP, the first to reach the goal. */
function vpWin(state: LiveState, ctx: Ctx): Explanation {
	const winner = state.winners[0]!;
	const partners = state.winners.slice(1);
	return {
		title: { key: 'root.why.win.title', values: { how: 'vp' } },
		inputs: ctx.players.map((p): Inputs[number] => {
			const d = state.dominance.find((x) => x.player === p.id);
			return {
				player: p.id,
				// A coalition's Vagabond has no VP of its own: it plays with its partner.
				text: d?.partner
					? {
							key: 'root.why.win.partner',
							values: { player: p.name, partner: nameOf(ctx, d.partner) }
						}
					: d
						? { key: 'root.why.win.playsDominance', values: { player: p.name } }
						: { key: 'root.why.vp.had', values: { player: p.name, n: state.vp[p.id] ?? 0 } }
			};
		}),
		steps: [
			{
				key: 'root.why.vp.goal',
				values: {
					player: nameOf(ctx, winner),
					goal: VP_GOAL,
					winners: names(ctx, state.winners),
					count: state.winners.length
				}
			},
			...(partners.length > 0
				? [{ key: 'root.why.win.together', values: { count: partners.length } }]
				: [])
		],
		rule: lawRule('victory', 'root.why.rule.victory'),
		outcome: {
			key: 'root.why.win.outcome',
			values: { winners: names(ctx, state.winners), count: state.winners.length }
		}
	};
}

/**
 * Why a finished game was won, read from its final state: a dominance card met at the start of
 * its player's turn, or the first to 30 VP (a coalition's Vagabond wins with its partner).
 * Null while the game goes on; a finished state without winners says so in a sentence.
 */
export function explainResult(state: LiveState, ctx: Ctx): Explanation | null {
	if (!state.finished) return null;
	const winner = state.winners[0];
	if (winner === undefined)
		return {
			title: { key: 'root.why.win.title', values: { how: 'unknown' } },
			inputs: [],
			steps: [],
			rule: lawRule('victory', 'root.why.rule.victory'),
			outcome: { key: 'root.why.missing.winner' }
		};
	const d = state.dominance.find((x) => x.player === winner && x.partner === undefined);
	return d ? dominanceWin(state, d, ctx) : vpWin(state, ctx);
}

/** The dominance win move: the card met, checked at the start of its player's own turn. */
export function explainDominanceWin(
	a: { player: string },
	before: LiveState,
	after: LiveState,
	ctx: Ctx
): Explanation {
	const d = before.dominance.find((x) => x.player === a.player && x.partner === undefined);
	if (!d || !after.finished)
		return {
			title: { key: 'root.why.win.title', values: { how: 'dominance' } },
			inputs: [],
			steps: [],
			rule: lawRule('dominance', 'root.why.rule.dominanceWin'),
			outcome: { key: 'root.why.missing.dominance', values: { player: nameOf(ctx, a.player) } }
		};
	return dominanceWin(after, d, ctx);
}

/**
 * Why a player now plays for dominance or in a coalition, read from the card the state holds
 * (the live step shows it beside the card): what the card asks, the rule, who wins with whom.
 */
export function explainStanding(state: LiveState, player: string, ctx: Ctx): Explanation | null {
	const d = state.dominance.find((x) => x.player === player);
	if (!d) return null;
	const name = nameOf(ctx, player);
	if (d.partner !== undefined) {
		const partner = nameOf(ctx, d.partner);
		return {
			title: { key: 'root.why.coal.title', values: { player: name, partner } },
			inputs: [
				{
					player,
					text: { key: 'root.why.win.partner', values: { player: name, partner } }
				}
			],
			steps: [{ key: 'root.why.coal.card', values: { suit: d.suit } }],
			rule: lawRule('coalition', 'root.why.rule.coalition'),
			outcome: { key: 'root.why.coal.outcome', values: { player: name, partner } }
		};
	}
	return {
		title: { key: 'root.why.dom.title', values: { player: name, suit: d.suit } },
		inputs: [
			{ player, text: { key: 'root.why.win.card', values: { player: name, suit: d.suit } } }
		],
		steps: [{ key: 'root.why.dom.goal', values: { suit: d.suit } }],
		rule: lawRule('dominance', 'root.why.rule.dominance'),
		outcome: { key: 'root.why.dom.outcome', values: { player: name, suit: d.suit } }
	};
}
