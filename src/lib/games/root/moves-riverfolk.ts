/** The Riverfolk Company's moves (Reglamento §11). */
import * as v from 'valibot';
import { isPlayer } from '../core/checks';
import { invalid, isInvalid, type Invalid } from '../core/types';
import {
	PRICE_MAX,
	PRICE_MIN,
	RIVERFOLK_WARRIORS,
	SERVICES,
	TRADE_POSTS_PER_SUIT,
	type DaylightKind,
	type CardSuit,
	type Service,
	type Suit
} from './data';
import {
	S,
	companyOf,
	factionOf,
	gainVp,
	isNonZeroInt,
	isPositiveInt,
	liveMove,
	nameOf,
	schema,
	withCompany,
	withCult,
	type Ctx,
	type LiveState,
	type RiverfolkBasicAction,
	type RiverfolkState
} from './model';
import { signed } from './moves-table';
import {
	addColour,
	colourNames,
	colourTotal,
	craftSpaces,
	daylightCost,
	mergeColours,
	purchase,
	riverfolkDawn,
	servicesAllowed,
	takeColours,
	tradeDisruption,
	tradePostVp,
	type Colours,
	type DaylightEntry
} from './riverfolk';
import { isNat } from '../core/require';
import { isCardSuit, isSuit, isVagabond } from './rules';
import { addLostSoul } from './lizard-cult';
import { printsOf } from './options';

const RF_BASIC: readonly RiverfolkBasicAction[] = ['move', 'battle', 'draw', 'recruit'];
const RF_FIELDS: readonly ('funds' | 'payments' | 'committed')[] = [
	'funds',
	'payments',
	'committed'
];

export function postsOnMapTotal(rf: RiverfolkState): number {
	return rf.postsOnMap.fox + rf.postsOnMap.rabbit + rf.postsOnMap.mouse;
}

const daylight = (
	rf: RiverfolkState,
	kind: DaylightKind,
	cost: number,
	suits?: Partial<Record<Suit, number>>
): DaylightEntry[] => [
	...rf.daylight,
	{ kind, ...daylightCost(kind, cost), ...(suits && { suits }) }
];

const companyName = (before: LiveState, ctx: Ctx): string =>
	before.riverfolk ? nameOf(ctx, before.riverfolk.player) : '';

function dawnOf(rf: RiverfolkState) {
	return riverfolkDawn({
		funds: colourTotal(rf.funds),
		payments: colourTotal(rf.payments),
		committed: colourTotal(rf.committed),
		tradePostsOnMap: postsOnMapTotal(rf)
	});
}

/** Colours to take funds from: `from` alone when named, else the Company's own, then seat order. */
function takeOrder(rf: RiverfolkState, ctx: Ctx, from: string | undefined): string[] {
	if (from !== undefined) return [from];
	return [rf.player, ...ctx.players.map((p) => p.id).filter((id) => id !== rf.player)];
}

/** The Company's own warriors on its board (funds, payments, committed). */
function ownOnBoard(rf: RiverfolkState): number {
	return (
		(rf.funds[rf.player] ?? 0) + (rf.payments[rf.player] ?? 0) + (rf.committed[rf.player] ?? 0)
	);
}

/** Reglamento 11.3.1 «Forma la reserva de guerreros (15)»: its own warriors cannot exceed 15. */
function overLimit(rf: RiverfolkState): boolean {
	return ownOnBoard(rf) > RIVERFOLK_WARRIORS;
}

/** Half the funds leave (Trade Disruption), the Company's own last. */
export function disrupted(rf: RiverfolkState, ctx: Ctx): Colours {
	const lost = tradeDisruption(colourTotal(rf.funds)).lost;
	const others = ctx.players.map((p) => p.id).filter((id) => id !== rf.player);
	return takeColours(rf.funds, lost, [...others, rf.player])?.rest ?? {};
}

/**
 * The funds left after Trade Disruption (11.2.5 I «retira la mitad de sus fondos, redondeando
 * hacia arriba»), with the warriors the table says were removed (`removed`, by colour: exactly
 * half, rounded up, each colour at most what it has), or the default when it does not say.
 */
export function disruptedBy(
	rf: RiverfolkState,
	ctx: Ctx,
	removed: Record<string, number> | undefined
): Colours | Invalid {
	if (removed === undefined) return disrupted(rf, ctx);
	const lost = tradeDisruption(colourTotal(rf.funds)).lost;
	let sum = 0;
	const rest: Colours = { ...rf.funds };
	for (const [id, n] of Object.entries(removed)) {
		if (!isPlayer(ctx, id) || !isNat(n)) return invalid('root.error.badCount');
		if (n > (rf.funds[id] ?? 0))
			return invalid('root.error.disruptionColour', {
				player: nameOf(ctx, id),
				n: rf.funds[id] ?? 0
			});
		sum += n;
		rest[id] = (rest[id] ?? 0) - n;
		if (rest[id] === 0) delete rest[id];
	}
	if (sum !== lost) return invalid('root.error.disruptionCount', { n: lost, got: sum });
	return rest;
}

const fundsShort = (rf: RiverfolkState, need: number, from: string | undefined) =>
	invalid('root.error.notEnoughFunds', {
		need,
		have: from === undefined ? colourTotal(rf.funds) : (rf.funds[from] ?? 0)
	});

export const riverfolkMoves = {
	rfSetPrice: liveMove<{ type: 'rfSetPrice'; service: Service; price: number }>({
		schema: schema('rfSetPrice', { service: S.str, price: S.num }),
		apply(state, a) {
			const rf = companyOf(state);
			if (isInvalid(rf)) return rf;
			if (!(SERVICES as readonly string[]).includes(a.service))
				return invalid('root.error.badService');
			// Reglamento 11.6.2 «Puedes mover cada marcador de servicio a cualquier espacio».
			if (!Number.isInteger(a.price) || a.price < PRICE_MIN || a.price > PRICE_MAX)
				return invalid('root.error.badPrice', { min: PRICE_MIN, max: PRICE_MAX });
			// After its Dawn a price is set in its Evening (11.6.2), which closes its Daylight.
			return withCompany(state, rf, {
				prices: { ...rf.prices, [a.service]: a.price },
				eveningBegun: rf.eveningBegun || rf.dawnDone
			});
		},
		describe: (a, b, ctx) => ({
			key: 'root.log.rfSetPrice',
			values: { player: companyName(b, ctx), service: a.service, price: a.price }
		})
	}),
	rfBuy: liveMove<{ type: 'rfBuy'; buyer: string; service: Service; clearings: number }>({
		schema: schema('rfBuy', { buyer: S.str, service: S.str, clearings: S.num }),
		apply(state, a, ctx) {
			const rf = companyOf(state);
			if (isInvalid(rf)) return rf;
			if (!isPlayer(ctx, a.buyer)) return invalid('root.error.unknownPlayer');
			if (a.buyer === rf.player) return invalid('root.error.buyerIsCompany');
			// 11.2.6 «Al inicio de sus respectivas Albas, los otros jugadores pueden comprar».
			if (ctx.players[state.turn]?.id !== a.buyer)
				return invalid('root.error.buyOnOwnTurn', { player: nameOf(ctx, a.buyer) });
			if (!(SERVICES as readonly string[]).includes(a.service))
				return invalid('root.error.badService');
			// The app tracks the Cult's steps: once its Dawn is resolved, the start is past.
			if (state.lizards?.player === a.buyer && state.lizards.dawnDone)
				return invalid('root.error.buyAtDawnStart', { player: nameOf(ctx, a.buyer) });
			if (!isNat(a.clearings)) return invalid('root.error.badCount');
			if (a.clearings > postsOnMapTotal(rf))
				return invalid('root.error.tooManyClearings', { posts: postsOnMapTotal(rf) });
			const price = rf.prices[a.service];
			if (price === 0) return invalid('root.error.priceNotSet', { service: a.service });
			const buyerFaction = factionOf(ctx, a.buyer, state);
			const vagabond = buyerFaction !== null && isVagabond(buyerFaction);
			const p = purchase({ service: a.service, price, buyerIsVagabond: vagabond });
			// Reglamento 11.2.7 III b «El Vagabundo no puede comprar mercenarios de la Compañía».
			if (!p.allowed) return invalid('root.error.vagabondNoMercenaries');
			// 11.2.6 II «un servicio más uno adicional por cada claro con un puesto comercial...».
			const bought = rf.servicesBought[a.buyer] ?? 0;
			const allowed = servicesAllowed(a.clearings);
			if (bought >= allowed) return invalid('root.error.servicesLimit', { n: allowed });
			// 11.2.6 I «colocar tantos de sus guerreros en la zona de pagos... como el coste».
			// III «la Compañía coloca un guerrero de la Compañía en la zona de pagos» (Vagabond).
			const next = {
				...rf,
				payments: addColour(rf.payments, vagabond ? rf.player : a.buyer, p.toPayments),
				servicesBought: { ...rf.servicesBought, [a.buyer]: bought + 1 }
			};
			if (overLimit(next)) return invalid('root.error.companyWarriors', { n: RIVERFOLK_WARRIORS });
			return { ...state, riverfolk: next };
		},
		describe(a, before, ctx) {
			const price = before.riverfolk?.prices[a.service] ?? 0;
			const f = factionOf(ctx, a.buyer, before);
			return {
				key: 'root.log.rfBuy',
				values: {
					player: nameOf(ctx, a.buyer),
					service: a.service,
					cost: price,
					vagabond: f !== null && isVagabond(f) ? 'yes' : 'no'
				}
			};
		},
		explain: (a, before, after, ctx) =>
			import('./explain-factions').then((m) => m.explainBuy(a, before, after, ctx))
	}),
	rfDawn: liveMove<{ type: 'rfDawn' }>({
		schema: schema('rfDawn', {}),
		apply(state) {
			const rf = companyOf(state);
			if (isInvalid(rf)) return rf;
			// Dawn happens once per turn: a second tap would pay the Dividends twice.
			if (rf.dawnDone) return invalid('root.error.dawnDone');
			const r = dawnOf(rf);
			// 11.4.1 Protectionism adds the Company's own warriors; 11.4.3 all move to Funds.
			const added = r.protectionism ? { [rf.player]: r.protectionism } : {};
			const next = withCompany(state, rf, {
				funds: mergeColours(rf.funds, rf.payments, rf.committed, added),
				payments: {},
				committed: {},
				daylight: [],
				dawnDone: true,
				eveningBegun: false
			});
			return gainVp(next, rf.player, r.dividendsVp);
		},
		describe(_a, before, ctx) {
			const rf = before.riverfolk;
			if (!rf) return { key: 'root.log.rfDawn' };
			const r = dawnOf(rf);
			return {
				key: 'root.log.rfDawn',
				values: {
					player: companyName(before, ctx),
					protectionism: r.protectionism,
					vp: r.dividendsVp,
					funds: r.funds
				}
			};
		},
		explain: (_a, before, after, ctx) =>
			import('./explain-factions').then((m) => m.explainCompanyDawn(before, after, ctx))
	}),
	rfAction: liveMove<{ type: 'rfAction'; kind: RiverfolkBasicAction; from?: string }>({
		schema: schema('rfAction', { kind: S.str, from: v.optional(S.str) }),
		apply(state, a, ctx) {
			const rf = companyOf(state);
			if (isInvalid(rf)) return rf;
			if (!RF_BASIC.includes(a.kind)) return invalid('root.error.badAction');
			if (a.from !== undefined && !isPlayer(ctx, a.from))
				return invalid('root.error.unknownPlayer');
			const cost = daylightCost(a.kind, 0);
			const t = takeColours(rf.funds, cost.funds, takeOrder(rf, ctx, a.from));
			if (!t) return fundsShort(rf, cost.funds, a.from);
			// 11.5: move/battle/draw «Consigna un fondo»; recruit «Gasta un fondo» (back to its owner).
			return withCompany(state, rf, {
				funds: t.rest,
				committed: cost.mode === 'commit' ? mergeColours(rf.committed, t.taken) : rf.committed,
				daylight: daylight(rf, a.kind, 0)
			});
		},
		describe: (a, b, ctx) => ({
			key: 'root.log.rfAction',
			values: {
				player: companyName(b, ctx),
				kind: a.kind,
				from: a.from && isPlayer(ctx, a.from) ? nameOf(ctx, a.from) : 'none'
			}
		})
	}),
	rfCraft: liveMove<{
		type: 'rfCraft';
		cost: number;
		suits?: Partial<Record<Suit, number>>;
		from?: string;
	}>({
		schema: schema('rfCraft', {
			cost: S.num,
			suits: v.optional(v.record(v.string(), S.num)),
			from: v.optional(S.str)
		}),
		apply(state, a, ctx) {
			const rf = companyOf(state);
			if (isInvalid(rf)) return rf;
			if (!isPositiveInt(a.cost)) return invalid('root.error.badCount');
			if (a.from !== undefined && !isPlayer(ctx, a.from))
				return invalid('root.error.unknownPlayer');
			// 11.5.3 «espacios vacíos de los contadores de puestos comerciales correspondientes a
			// los palos indicados en el coste»: each suit of the cost needs that many empty spaces.
			// (Crafts logged before suits were asked carry none and replay as they were.)
			if (a.suits) {
				const free = craftSpaces(rf.postsPlaced, rf.daylight);
				let sum = 0;
				for (const [suit, n] of Object.entries(a.suits)) {
					if (!isSuit(suit) || !isNat(n)) return invalid('root.error.badCount');
					if (n > free[suit]) return invalid('root.error.craftNoSpace', { suit, n: free[suit] });
					sum += n;
				}
				if (sum !== a.cost) return invalid('root.error.badCount');
			}
			const t = takeColours(rf.funds, a.cost, takeOrder(rf, ctx, a.from));
			if (!t) return fundsShort(rf, a.cost, a.from);
			// 11.5.3 «Consigna fondos para fabricar... colocarlos en espacios vacíos de los contadores».
			return withCompany(state, rf, {
				funds: t.rest,
				committed: mergeColours(rf.committed, t.taken),
				daylight: daylight(rf, 'craft', a.cost, a.suits)
			});
		},
		// The suits crafted (when the log has them) and whose funds paid, as the move takes them.
		describe: (a, b, ctx) => {
			const rf = b.riverfolk;
			const paid = rf
				? takeColours(rf.funds, a.cost, takeOrder(rf, ctx, a.from))?.taken
				: undefined;
			return {
				key: 'root.log.rfCraft',
				values: {
					player: companyName(b, ctx),
					n: a.cost,
					who: paid ? colourNames(paid, ctx) : '—',
					fox: a.suits?.fox ?? 0,
					rabbit: a.suits?.rabbit ?? 0,
					mouse: a.suits?.mouse ?? 0
				}
			};
		}
	}),
	rfExport: liveMove<{ type: 'rfExport'; card?: CardSuit }>({
		schema: schema('rfExport', { card: v.optional(S.str) }),
		apply(state, a) {
			const rf = companyOf(state);
			if (isInvalid(rf)) return rf;
			if (a.card !== undefined && !isCardSuit(a.card)) return invalid('root.error.badSuit');
			// 11.5.3 I «Puedes ignorar el beneficio asociado a la fabricación de una carta,
			// descartarla y colocar un guerrero de la Compañía en la zona de pagos»: one Export
			// per crafted card, so only after a craft this turn that was not exported yet.
			const crafts = rf.daylight.filter((d) => d.kind === 'craft');
			if (crafts.length === 0) return invalid('root.error.exportNeedsCraft');
			const i = rf.daylight.findIndex((d) => d.kind === 'craft' && !d.exported);
			if (i < 0) return invalid('root.error.exportOncePerCraft', { n: crafts.length });
			const next = {
				...rf,
				payments: addColour(rf.payments, rf.player, 1),
				daylight: rf.daylight.map((d, k) => (k === i ? { ...d, exported: true } : d))
			};
			if (overLimit(next)) return invalid('root.error.companyWarriors', { n: RIVERFOLK_WARRIORS });
			const after = { ...state, riverfolk: next };
			// «descartarla»: with the Cult in play a discarded card goes to the Lost Souls (10.2.6).
			const lc = after.lizards;
			return a.card !== undefined && lc
				? withCult(after, lc, { lostSouls: addLostSoul(lc.lostSouls, a.card) })
				: after;
		},
		describe: (_a, b, ctx) => ({
			key: 'root.log.rfExport',
			values: { player: companyName(b, ctx) }
		}),
		explain: (_a, before, after, ctx) =>
			import('./explain-factions').then((m) => m.explainExport(before, after, ctx))
	}),
	rfTradePost: liveMove<{ type: 'rfTradePost'; suit: Suit; ruler?: string; vp?: number }>({
		schema: schema('rfTradePost', {
			suit: S.str,
			ruler: v.optional(S.str),
			vp: v.optional(S.num)
		}),
		apply(state, a, ctx) {
			const rf = companyOf(state);
			if (isInvalid(rf)) return rf;
			if (!isSuit(a.suit)) return invalid('root.error.badSuit');
			if (a.vp !== undefined && !isNat(a.vp)) return invalid('root.error.badVp');
			if (a.ruler !== undefined && !isPlayer(ctx, a.ruler))
				return invalid('root.error.unknownPlayer');
			if (rf.postsPlaced[a.suit] >= TRADE_POSTS_PER_SUIT)
				return invalid('root.error.noTradePostLeft', { suit: a.suit });
			const cost = daylightCost('tradePost', 0);
			// 11.5.6 II «Gasta dos fondos del jugador que gobierna el claro elegido.»
			const t = takeColours(rf.funds, cost.funds, takeOrder(rf, ctx, a.ruler));
			if (!t)
				return a.ruler === undefined
					? fundsShort(rf, cost.funds, undefined)
					: invalid('root.error.rulerFunds', {
							player: nameOf(ctx, a.ruler),
							need: cost.funds,
							have: rf.funds[a.ruler] ?? 0
						});
			const next = withCompany(state, rf, {
				funds: t.rest,
				postsOnMap: { ...rf.postsOnMap, [a.suit]: rf.postsOnMap[a.suit] + 1 },
				postsPlaced: { ...rf.postsPlaced, [a.suit]: rf.postsPlaced[a.suit] + 1 },
				daylight: daylight(rf, 'tradePost', 0)
			});
			// 11.5.6 III «Obtén los puntos de victoria indicados en el espacio descubierto».
			return gainVp(
				next,
				rf.player,
				a.vp ?? tradePostVp(rf.postsPlaced[a.suit], printsOf(ctx.options).postVp)
			);
		},
		describe(a, b, ctx) {
			const placed = b.riverfolk && isSuit(a.suit) ? b.riverfolk.postsPlaced[a.suit] : 0;
			const vp =
				a.vp ??
				(placed < TRADE_POSTS_PER_SUIT ? tradePostVp(placed, printsOf(ctx.options).postVp) : 0);
			return {
				key: 'root.log.rfTradePost',
				values: {
					player: companyName(b, ctx),
					suit: a.suit,
					vp,
					ruler: a.ruler && isPlayer(ctx, a.ruler) ? nameOf(ctx, a.ruler) : 'none'
				}
			};
		},
		explain: (a, before, after, ctx) =>
			import('./explain-factions').then((m) => m.explainTradePost(a, before, after, ctx))
	}),
	rfTradePostRemoved: liveMove<{
		type: 'rfTradePostRemoved';
		suit: Suit;
		removed?: Record<string, number>;
	}>({
		schema: schema('rfTradePostRemoved', {
			suit: S.str,
			removed: v.optional(v.record(v.string(), S.num))
		}),
		apply(state, a, ctx) {
			const rf = companyOf(state);
			if (isInvalid(rf)) return rf;
			if (!isSuit(a.suit)) return invalid('root.error.badSuit');
			if (rf.postsOnMap[a.suit] <= 0)
				return invalid('root.error.noTradePostOnMap', { suit: a.suit });
			// 11.2.5 I «retira la mitad de sus fondos, redondeando hacia arriba, y devuelve ese
			// puesto comercial a la caja».
			const funds = disruptedBy(rf, ctx, a.removed);
			if (isInvalid(funds)) return funds;
			return withCompany(state, rf, {
				funds,
				postsOnMap: { ...rf.postsOnMap, [a.suit]: rf.postsOnMap[a.suit] - 1 }
			});
		},
		// Whose warriors left Funds, as the move removes them.
		describe: (a, before, ctx) => {
			const rf = before.riverfolk;
			const rest = rf ? disruptedBy(rf, ctx, a.removed) : null;
			const left: Colours = {};
			if (rf && rest && !isInvalid(rest))
				for (const [id, n] of Object.entries(rf.funds))
					if (n - (rest[id] ?? 0) > 0) left[id] = n - (rest[id] ?? 0);
			return {
				key: 'root.log.rfTradePostRemoved',
				values: {
					player: companyName(before, ctx),
					suit: a.suit,
					lost: tradeDisruption(colourTotal(rf?.funds ?? {})).lost,
					who: colourNames(left, ctx)
				}
			};
		},
		explain: (a, before, after, ctx) =>
			import('./explain-factions').then((m) => m.explainPostRemoved(a, before, after, ctx))
	}),
	rfAdjust: liveMove<{
		type: 'rfAdjust';
		field: 'funds' | 'payments' | 'committed';
		delta: number;
		colour?: string;
	}>({
		schema: schema('rfAdjust', { field: S.str, delta: S.num, colour: v.optional(S.str) }),
		apply(state, a, ctx) {
			const rf = companyOf(state);
			if (isInvalid(rf)) return rf;
			if (!RF_FIELDS.includes(a.field)) return invalid('root.error.badField');
			if (!isNonZeroInt(a.delta)) return invalid('root.error.badDelta');
			if (a.colour !== undefined && !isPlayer(ctx, a.colour))
				return invalid('root.error.unknownPlayer');
			const colour = a.colour ?? rf.player;
			if ((rf[a.field][colour] ?? 0) + a.delta < 0) return invalid('root.error.negativeCount');
			const next = { ...rf, [a.field]: addColour(rf[a.field], colour, a.delta) };
			if (a.delta > 0 && overLimit(next))
				return invalid('root.error.companyWarriors', { n: RIVERFOLK_WARRIORS });
			return { ...state, riverfolk: next };
		},
		describe: (a, b, ctx) => ({
			key: 'root.log.rfAdjust',
			values: {
				player: companyName(b, ctx),
				colour: a.colour !== undefined && isPlayer(ctx, a.colour) ? nameOf(ctx, a.colour) : 'none',
				field: a.field,
				...signed(a.delta)
			}
		})
	})
};
