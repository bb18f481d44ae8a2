/**
 * What Root's screens ask the game: whose turn it is, what a move would get now (a dry run of
 * the live flow), so no screen repeats a rule.
 */
import { refusal } from '../core/define';
import { isInvalid, type MessageRef } from '../core/types';
import {
	CONSPIRACIES,
	SERVICES,
	SUITS,
	TRADE_POSTS_PER_SUIT,
	type ConspiracyKind,
	type FactionId,
	type Service,
	type Suit
} from './data';
import {
	live,
	type Ctx,
	type LiveAction,
	type LiveState,
	type LizardState,
	type RiverfolkState,
	seatFactions
} from './live';
import { postsOnMapTotal } from './moves-riverfolk';
import {
	colourTotal,
	daylightCost,
	takeColours,
	tradeDisruption,
	tradePostVp,
	type Colours
} from './riverfolk';
import { conspiracyCost, explainAdjustOutcast } from './lizard-cult';
import { printsOf } from './options';
import { actingPlayer, dawnPending } from './turn';

export { needsSetup, phaseOf, type RootPhase } from './glance';

export { actingFaction, actingPlayer, dawnPending } from './turn';

/** The faction at a seat: the session's stored setup, as the table corrected it (`state`). */
export function factionAt(ctx: Ctx, seat: number, state?: LiveState): FactionId | undefined {
	return seatFactions(state, ctx)[seat];
}

/** Why a move would be refused now, or null when it is legal. */
export function whyNot(state: LiveState, action: LiveAction, ctx: Ctx): MessageRef | null {
	return refusal(live, state, action, ctx);
}

/**
 * Steps of the Cult's turn that come after its Dawn: its conspiracies and rituals, a card spent
 * or discarded, a battle's Revenge or a garden removed, VP scored, a dominance, the end of the
 * turn. Not a purchase (11.2.6 «Al inicio de sus respectivas Albas»: before it) and not the
 * table's corrections.
 */
const AFTER_CULT_DAWN: ReadonlySet<LiveAction['type']> = new Set([
	'lcConspiracy',
	'lcBuild',
	'lcScore',
	'lcSacrifice',
	'lcLostSoul',
	'lcRevenge',
	'lcGardenRemoved',
	'vp',
	'dominance',
	'endTurn'
]);

/**
 * Whether this step of the Cult's turn carries its Dawn: 10.4.1 «Ajustar el Paria» and 10.4.2
 * «Descartar Almas Perdidas» leave the table nothing to choose, and only a purchase of services
 * comes before them (11.2.6), so the screen resolves the Dawn in the same tap as the turn's first
 * step after it; Undo takes it back on its own.
 */
export function cultDawnCarried(state: LiveState, action: LiveAction, ctx: Ctx): boolean {
	return (
		AFTER_CULT_DAWN.has(action.type) &&
		dawnPending(state, ctx) === 'lizards' &&
		whyNot(state, { type: 'lcDawn' }, ctx) === null
	);
}

/**
 * The state the Cult's step shows its choices on: after its Dawn while that Dawn waits for the
 * turn's first step (the conspiracies' costs follow the new Outcast), else the state itself.
 */
export function afterCultDawn(state: LiveState, ctx: Ctx): LiveState {
	if (!cultDawnCarried(state, { type: 'endTurn' }, ctx)) return state;
	const next = live.reduce(state, { type: 'lcDawn' }, ctx);
	return isInvalid(next) ? state : next;
}

/** Why the turn cannot end yet (a Dawn unresolved that the end does not carry), or null. */
export function endTurnBlocked(state: LiveState, ctx: Ctx): MessageRef | null {
	// 10.3.3 «Paso 3: Elegir al Paria» is setup, before the first turn ends (the screen asks;
	// the log accepts an older game's end of turn before it, so it still replays).
	const lc = state.lizards;
	if (lc && !lc.outcastChosen && lc.dawns === 0) return { key: 'root.error.outcastFirst' };
	return whyNot(afterCultDawn(state, ctx), { type: 'endTurn' }, ctx);
}

/**
 * Whether ending the turn now hands it to the Company with its Birdsong still to resolve. That
 * Birdsong takes no choice (11.4: Protectionism, Dividends, Funds, in that order), so the screen
 * resolves it in the same tap as the end of the turn before; Undo takes it back on its own.
 */
export function companyDawnFollows(state: LiveState, ctx: Ctx): boolean {
	const next = live.reduce(state, { type: 'endTurn' }, ctx);
	return (
		!isInvalid(next) &&
		factionAt(ctx, next.turn, next) === 'riverfolk' &&
		whyNot(next, { type: 'rfDawn' }, ctx) === null
	);
}

/** One service the acting player could buy now (11.2.6), with its price and why not. */
export interface ServiceOffer {
	service: Service;
	price: number;
	refusal: MessageRef | null;
}

/**
 * The services the player whose turn it is may buy from the Company now, each with the game's
 * refusal (price unset, the Vagabond and mercenaries, the per-turn allowance...). Empty when
 * the Company is not in play or it is the Company's own turn.
 * `clearings`: clearings with a trade post where the buyer has a piece (11.2.6 II).
 */
export function serviceOffers(state: LiveState, ctx: Ctx, clearings = 0): ServiceOffer[] {
	const rf = state.riverfolk;
	const buyer = actingPlayer(state, ctx);
	if (!rf || buyer === null || buyer === rf.player) return [];
	return SERVICES.map((service) => ({
		service,
		price: rf.prices[service],
		refusal: whyNot(state, { type: 'rfBuy', buyer, service, clearings }, ctx)
	}));
}

/** Trade posts of every suit on the map. */
export function postsOnMap(rf: RiverfolkState): number {
	return postsOnMapTotal(rf);
}

/** The Company's funds, whatever their colour. */
export function fundsTotal(rf: RiverfolkState): number {
	return colourTotal(rf.funds);
}

/** A box's warriors by colour, in seat order (who they belong to and how many). */
export function coloursOf(box: Colours, ctx: Ctx): { player: string; n: number }[] {
	return ctx.players
		.filter((p) => (box[p.id] ?? 0) > 0)
		.map((p) => ({ player: p.id, n: box[p.id]! }));
}

/** One trade post the Company could place now, with the VP its track space shows. */
export interface PostOffer {
	suit: Suit;
	vp: number;
	left: number;
	refusal: MessageRef | null;
}

/**
 * The players whose funds could pay a trade post in a clearing they rule: 11.5.6 II «Gasta dos
 * fondos del jugador que gobierna el claro elegido».
 */
export function postRulers(rf: RiverfolkState, ctx: Ctx): { player: string; n: number }[] {
	const need = daylightCost('tradePost', 0).funds;
	return coloursOf(rf.funds, ctx).filter((c) => c.n >= need);
}

/** Each suit's next trade post paid with `ruler`'s funds (11.5.6), or why not. */
export function postOffers(state: LiveState, ctx: Ctx, ruler: string): PostOffer[] {
	const rf = state.riverfolk;
	if (!rf) return [];
	return SUITS.map((suit) => {
		const placed = rf.postsPlaced[suit];
		return {
			suit,
			left: TRADE_POSTS_PER_SUIT - placed,
			vp: placed < TRADE_POSTS_PER_SUIT ? tradePostVp(placed, printsOf(ctx.options).postVp) : 0,
			refusal: whyNot(state, { type: 'rfTradePost', suit, ruler }, ctx)
		};
	});
}

/** Whether a move would end the game (a VP entry reaching the goal): the screen confirms it. */
export function endsGame(state: LiveState, action: LiveAction, ctx: Ctx): boolean {
	if (state.finished) return false;
	const next = live.reduce(state, action, ctx);
	return !isInvalid(next) && next.finished;
}

/** Before the Cult's Dawn: the Outcast its Dawn will give, and each conspiracy's cost then. */
export function conspiracyForecast(lc: LizardState): {
	outcast: Suit;
	hated: boolean;
	costs: Record<ConspiracyKind, number>;
} {
	const r = explainAdjustOutcast({ lostSouls: lc.lostSouls, outcast: lc.outcast, hated: lc.hated });
	const costs = Object.fromEntries(
		CONSPIRACIES.map((k) => [k, conspiracyCost(k, r.hated)])
	) as Record<ConspiracyKind, number>;
	return { outcast: r.outcast, hated: r.hated, costs };
}

/** The coming Dawn's forecast as one line: the Outcast, and what each conspiracy will cost. */
export function forecastLine(lc: LizardState): MessageRef {
	const f = conspiracyForecast(lc);
	return {
		key: 'root.ui3.lc.forecast',
		values: {
			suit: f.outcast,
			hated: f.hated ? 'yes' : 'no',
			crusade: f.costs.crusade,
			convert: f.costs.convert,
			sanctify: f.costs.sanctify,
			n: lc.acolytes
		}
	};
}

/** Crafted cards this turn not exported yet (11.5.3 I: one Export per crafted card). */
export function exportsLeft(rf: RiverfolkState): number {
	return rf.daylight.filter((d) => d.kind === 'craft' && !d.exported).length;
}

/** Trade Disruption's default: half the funds (rounded up), the other players' warriors first. */
export function disruptionDefault(rf: RiverfolkState, ctx: Ctx): Colours {
	const lost = tradeDisruption(colourTotal(rf.funds)).lost;
	const order = [...ctx.players.map((p) => p.id).filter((id) => id !== rf.player), rf.player];
	return takeColours(rf.funds, lost, order)?.taken ?? {};
}

/** How many warriors Trade Disruption removes now (11.2.5 I). */
export function disruptionCount(rf: RiverfolkState): number {
	return tradeDisruption(colourTotal(rf.funds)).lost;
}

/**
 * The Company's warriors by owner: what each player has in Funds, Payments and Committed —
 * the warriors they get back when they leave the Company's board.
 */
export function ledger(
	rf: RiverfolkState,
	ctx: Ctx
): { player: string; funds: number; payments: number; committed: number }[] {
	return ctx.players
		.map((p) => ({
			player: p.id,
			funds: rf.funds[p.id] ?? 0,
			payments: rf.payments[p.id] ?? 0,
			committed: rf.committed[p.id] ?? 0
		}))
		.filter((r) => r.funds + r.payments + r.committed > 0);
}
