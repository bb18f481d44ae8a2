/** The Riverfolk Company's moves (Reglamento §11). */
import { isPlayer } from '../core/checks';
import { invalid, isInvalid } from '../core/types';
import {
	PRICE_MAX,
	PRICE_MIN,
	SERVICES,
	TRADE_POSTS_PER_SUIT,
	type DaylightKind,
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
	type Ctx,
	type LiveState,
	type RiverfolkBasicAction,
	type RiverfolkState
} from './model';
import { signed } from './moves-table';
import {
	daylightCost,
	purchase,
	riverfolkDawn,
	servicesAllowed,
	tradeDisruption,
	type DaylightEntry
} from './riverfolk';
import { isNonNegInt, isSuit, isVagabond } from './rules';

const RF_BASIC: readonly RiverfolkBasicAction[] = ['move', 'battle', 'draw', 'recruit'];
const RF_FIELDS: readonly ('funds' | 'payments' | 'committed')[] = [
	'funds',
	'payments',
	'committed'
];

export function postsOnMapTotal(rf: RiverfolkState): number {
	return rf.postsOnMap.fox + rf.postsOnMap.rabbit + rf.postsOnMap.mouse;
}

const daylight = (rf: RiverfolkState, kind: DaylightKind, cost: number): DaylightEntry[] => [
	...rf.daylight,
	{ kind, ...daylightCost(kind, cost) }
];

const companyName = (before: LiveState, ctx: Ctx): string =>
	before.riverfolk ? nameOf(ctx, before.riverfolk.player) : '';

function dawnOf(rf: RiverfolkState) {
	return riverfolkDawn({
		funds: rf.funds,
		payments: rf.payments,
		committed: rf.committed,
		tradePostsOnMap: postsOnMapTotal(rf)
	});
}

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
			return withCompany(state, rf, { prices: { ...rf.prices, [a.service]: a.price } });
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
			if (!isNonNegInt(a.clearings)) return invalid('root.error.badCount');
			if (a.clearings > postsOnMapTotal(rf))
				return invalid('root.error.tooManyClearings', { posts: postsOnMapTotal(rf) });
			const price = rf.prices[a.service];
			if (price === 0) return invalid('root.error.priceNotSet', { service: a.service });
			const buyerFaction = factionOf(ctx, a.buyer);
			const vagabond = buyerFaction !== null && isVagabond(buyerFaction);
			const p = purchase({ service: a.service, price, buyerIsVagabond: vagabond });
			// Reglamento 11.2.7 III b «El Vagabundo no puede comprar mercenarios de la Compañía».
			if (!p.allowed) return invalid('root.error.vagabondNoMercenaries');
			// 11.2.6 II «un servicio más uno adicional por cada claro con un puesto comercial...».
			const bought = rf.servicesBought[a.buyer] ?? 0;
			const allowed = servicesAllowed(a.clearings);
			if (bought >= allowed) return invalid('root.error.servicesLimit', { n: allowed });
			// 11.2.6 I «colocar tantos de sus guerreros en la zona de pagos... como el coste».
			return withCompany(state, rf, {
				payments: rf.payments + p.toPayments,
				servicesBought: { ...rf.servicesBought, [a.buyer]: bought + 1 }
			});
		},
		describe(a, before, ctx) {
			const price = before.riverfolk?.prices[a.service] ?? 0;
			const f = factionOf(ctx, a.buyer);
			return {
				key: 'root.log.rfBuy',
				values: {
					player: nameOf(ctx, a.buyer),
					service: a.service,
					cost: price,
					vagabond: f !== null && isVagabond(f) ? 'yes' : 'no'
				}
			};
		}
	}),
	rfDawn: liveMove<{ type: 'rfDawn' }>({
		schema: schema('rfDawn', {}),
		apply(state) {
			const rf = companyOf(state);
			if (isInvalid(rf)) return rf;
			// Dawn happens once per turn: a second tap would pay the Dividends twice.
			if (rf.dawnDone) return invalid('root.error.dawnDone');
			const r = dawnOf(rf);
			const next = withCompany(state, rf, {
				funds: r.funds,
				payments: r.payments,
				committed: r.committed,
				daylight: [],
				dawnDone: true
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
		}
	}),
	rfAction: liveMove<{ type: 'rfAction'; kind: RiverfolkBasicAction }>({
		schema: schema('rfAction', { kind: S.str }),
		apply(state, a) {
			const rf = companyOf(state);
			if (isInvalid(rf)) return rf;
			if (!RF_BASIC.includes(a.kind)) return invalid('root.error.badAction');
			const cost = daylightCost(a.kind, 0);
			if (rf.funds < cost.funds)
				return invalid('root.error.notEnoughFunds', { need: cost.funds, have: rf.funds });
			// 11.5: move/battle/draw «Consigna un fondo»; recruit «Gasta un fondo».
			return withCompany(state, rf, {
				funds: rf.funds - cost.funds,
				committed: cost.mode === 'commit' ? rf.committed + cost.funds : rf.committed,
				daylight: daylight(rf, a.kind, 0)
			});
		},
		describe: (a, b, ctx) => ({
			key: 'root.log.rfAction',
			values: { player: companyName(b, ctx), kind: a.kind }
		})
	}),
	rfCraft: liveMove<{ type: 'rfCraft'; cost: number }>({
		schema: schema('rfCraft', { cost: S.num }),
		apply(state, a) {
			const rf = companyOf(state);
			if (isInvalid(rf)) return rf;
			if (!isPositiveInt(a.cost)) return invalid('root.error.badCount');
			if (rf.funds < a.cost)
				return invalid('root.error.notEnoughFunds', { need: a.cost, have: rf.funds });
			// 11.5.3 «Consigna fondos para fabricar... colocarlos en espacios vacíos de los contadores».
			return withCompany(state, rf, {
				funds: rf.funds - a.cost,
				committed: rf.committed + a.cost,
				daylight: daylight(rf, 'craft', a.cost)
			});
		},
		describe: (a, b, ctx) => ({
			key: 'root.log.rfCraft',
			values: { player: companyName(b, ctx), n: a.cost }
		})
	}),
	rfExport: liveMove<{ type: 'rfExport' }>({
		schema: schema('rfExport', {}),
		apply(state) {
			const rf = companyOf(state);
			if (isInvalid(rf)) return rf;
			// 11.5.3 I «descartarla y colocar un guerrero de la Compañía en la zona de pagos»:
			// Export is a way to use a crafted card, so only after a craft this turn.
			if (!rf.daylight.some((d) => d.kind === 'craft'))
				return invalid('root.error.exportNeedsCraft');
			return withCompany(state, rf, { payments: rf.payments + 1 });
		},
		describe: (_a, b, ctx) => ({
			key: 'root.log.rfExport',
			values: { player: companyName(b, ctx) }
		})
	}),
	rfTradePost: liveMove<{ type: 'rfTradePost'; suit: Suit; vp: number }>({
		schema: schema('rfTradePost', { suit: S.str, vp: S.num }),
		apply(state, a) {
			const rf = companyOf(state);
			if (isInvalid(rf)) return rf;
			if (!isSuit(a.suit)) return invalid('root.error.badSuit');
			if (!isNonNegInt(a.vp)) return invalid('root.error.badVp');
			if (rf.postsPlaced[a.suit] >= TRADE_POSTS_PER_SUIT)
				return invalid('root.error.noTradePostLeft', { suit: a.suit });
			const cost = daylightCost('tradePost', 0);
			// 11.5.6 II «Gasta dos fondos del jugador que gobierna el claro elegido.»
			if (rf.funds < cost.funds)
				return invalid('root.error.notEnoughFunds', { need: cost.funds, have: rf.funds });
			const next = withCompany(state, rf, {
				funds: rf.funds - cost.funds,
				postsOnMap: { ...rf.postsOnMap, [a.suit]: rf.postsOnMap[a.suit] + 1 },
				postsPlaced: { ...rf.postsPlaced, [a.suit]: rf.postsPlaced[a.suit] + 1 },
				daylight: daylight(rf, 'tradePost', 0)
			});
			// 11.5.6 III «Obtén los puntos de victoria indicados en el espacio descubierto».
			return gainVp(next, rf.player, a.vp);
		},
		describe: (a, b, ctx) => ({
			key: 'root.log.rfTradePost',
			values: { player: companyName(b, ctx), suit: a.suit, vp: a.vp }
		})
	}),
	rfTradePostRemoved: liveMove<{ type: 'rfTradePostRemoved'; suit: Suit }>({
		schema: schema('rfTradePostRemoved', { suit: S.str }),
		apply(state, a) {
			const rf = companyOf(state);
			if (isInvalid(rf)) return rf;
			if (!isSuit(a.suit)) return invalid('root.error.badSuit');
			if (rf.postsOnMap[a.suit] <= 0)
				return invalid('root.error.noTradePostOnMap', { suit: a.suit });
			// 11.2.5 I «retira la mitad de sus fondos, redondeando hacia arriba, y devuelve ese
			// puesto comercial a la caja».
			return withCompany(state, rf, {
				funds: tradeDisruption(rf.funds).remaining,
				postsOnMap: { ...rf.postsOnMap, [a.suit]: rf.postsOnMap[a.suit] - 1 }
			});
		},
		describe: (a, before, ctx) => ({
			key: 'root.log.rfTradePostRemoved',
			values: {
				player: companyName(before, ctx),
				suit: a.suit,
				lost: tradeDisruption(before.riverfolk?.funds ?? 0).lost
			}
		})
	}),
	rfAdjust: liveMove<{
		type: 'rfAdjust';
		field: 'funds' | 'payments' | 'committed';
		delta: number;
	}>({
		schema: schema('rfAdjust', { field: S.str, delta: S.num }),
		apply(state, a) {
			const rf = companyOf(state);
			if (isInvalid(rf)) return rf;
			if (!RF_FIELDS.includes(a.field)) return invalid('root.error.badField');
			if (!isNonZeroInt(a.delta)) return invalid('root.error.badDelta');
			const value = rf[a.field] + a.delta;
			if (value < 0) return invalid('root.error.negativeCount');
			return withCompany(state, rf, { [a.field]: value });
		},
		describe: (a, b, ctx) => ({
			key: 'root.log.rfAdjust',
			values: { player: companyName(b, ctx), field: a.field, ...signed(a.delta) }
		})
	})
};
