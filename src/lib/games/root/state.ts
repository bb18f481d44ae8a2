/**
 * Root flows: the live table tracker (VP of every faction, dominance, rounds for the chart, the
 * Lizard Cult and Riverfolk Company assistants) and the quick scorer.
 */
import {
	invalid,
	type Flow,
	type Invalid,
	type MessageRef,
	type SessionContext,
	type SessionSummary
} from '../core/types';
import {
	CONSPIRACIES,
	GARDENS_PER_SUIT,
	PRICE_MAX,
	PRICE_MIN,
	RIVERFOLK_SETUP_PAYMENTS,
	SERVICES,
	TRADE_POSTS_PER_SUIT,
	type CardSuit,
	type ConspiracyKind,
	type DaylightKind,
	type FactionId,
	type Service,
	type Suit
} from './data';
import {
	EMPTY_LOST_SOULS,
	addLostSoul,
	conspiracyCost,
	explainAdjustOutcast,
	scoreRitualVp,
	type LostSouls
} from './lizard-cult';
import {
	daylightCost,
	purchase,
	riverfolkDawn,
	servicesAllowed,
	tradeDisruption,
	type DaylightEntry
} from './riverfolk';
import { addVp, isCardSuit, isNonNegInt, isSuit, isVagabond, nextTurn, reachesGoal } from './rules';
import { scoreGame, type ScoreResult } from './scoring';

// ---------------------------------------------------------------- options

export interface Options {
	/** The faction of each seat, in seat order (same order as ctx.players). */
	factions: FactionId[];
	/** Seat index (0-based) of the first player: a round ends when play comes back to it. */
	firstPlayer: number;
}

// ---------------------------------------------------------------- live state

export interface LizardState {
	/** Player id playing the Lizard Cult. */
	player: string;
	lostSouls: LostSouls;
	/** Suits of the dominance cards now in the Lost Souls (available again after Dawn). */
	lostSoulsDominance: CardSuit[];
	outcast: Suit;
	hated: boolean;
	/** Setup step 3 done (the table chose the Outcast). */
	outcastChosen: boolean;
	acolytes: number;
	/** Gardens of each suit on the map. */
	gardens: Record<Suit, number>;
	/** Suits already scored by the Score ritual this turn (once per suit per turn). */
	scoredThisTurn: Suit[];
	/** Draw bonuses uncovered on the garden tracks (printed positions: the table counts them). */
	drawBonuses: number;
	/** Lizard Dawns resolved so far. */
	dawns: number;
	/** Dawn (Adjust the Outcast, discard the Lost Souls) already resolved this turn. */
	dawnDone: boolean;
}

export interface RiverfolkState {
	/** Player id playing the Riverfolk Company. */
	player: string;
	funds: number;
	payments: number;
	/** Committed funds, including those placed on the trade post tracks to craft. */
	committed: number;
	/** Service prices; 0 until the table sets them at setup (step 5). */
	prices: Record<Service, number>;
	postsOnMap: Record<Suit, number>;
	/** Trade posts that have left the tracks (on the map or removed to the box). */
	postsPlaced: Record<Suit, number>;
	/** This turn's Daylight checklist, with funds for the running totals. */
	daylight: DaylightEntry[];
	/** Services each buyer (player id) bought this turn. */
	servicesBought: Record<string, number>;
	/** Dawn (Protectionism, Dividends, Funds) already resolved this turn. */
	dawnDone: boolean;
}

export interface DominanceEntry {
	player: string;
	suit: CardSuit;
}

export interface HistoryPoint {
	round: number;
	scores: Record<string, number>;
}

export interface LiveState {
	/** Round in progress, from 1. */
	round: number;
	/** Seat index whose turn it is. */
	turn: number;
	finished: boolean;
	winners: string[];
	/** Victory points per player id. */
	vp: Record<string, number>;
	/** Activated dominance cards (they replace the VP goal of their player). */
	dominance: DominanceEntry[];
	/** VP per player after each completed round. */
	history: HistoryPoint[];
	lizards: LizardState | null;
	riverfolk: RiverfolkState | null;
}

export type RiverfolkBasicAction = 'move' | 'battle' | 'draw' | 'recruit';

export type LiveAction =
	| { type: 'vp'; player: string; delta: number }
	| { type: 'dominance'; player: string; suit: CardSuit }
	| { type: 'dominanceWin'; player: string }
	| { type: 'endTurn' }
	// Lizard Cult
	| { type: 'lcChooseOutcast'; suit: Suit }
	| { type: 'lcLostSoul'; suit: CardSuit; dominance: boolean }
	| { type: 'lcDawn' }
	| { type: 'lcRevenge'; count: number }
	| { type: 'lcSacrifice' }
	| { type: 'lcConspiracy'; kind: ConspiracyKind }
	| { type: 'lcBuild'; suit: Suit }
	| { type: 'lcGardenRemoved'; suit: Suit }
	| { type: 'lcScore'; suit: Suit }
	| { type: 'lcSetDrawBonuses'; count: number }
	| { type: 'lcAdjustAcolytes'; delta: number }
	// Riverfolk Company
	| { type: 'rfSetPrice'; service: Service; price: number }
	| { type: 'rfBuy'; buyer: string; service: Service; clearings: number }
	| { type: 'rfDawn' }
	| { type: 'rfAction'; kind: RiverfolkBasicAction }
	| { type: 'rfCraft'; cost: number }
	| { type: 'rfExport' }
	| { type: 'rfTradePost'; suit: Suit; vp: number }
	| { type: 'rfTradePostRemoved'; suit: Suit }
	| { type: 'rfAdjust'; field: 'funds' | 'payments' | 'committed'; delta: number };

export type LiveActionType = LiveAction['type'];

type Ctx = SessionContext<Options>;

const RF_BASIC: readonly RiverfolkBasicAction[] = ['move', 'battle', 'draw', 'recruit'];
const RF_FIELDS: readonly ('funds' | 'payments' | 'committed')[] = [
	'funds',
	'payments',
	'committed'
];

function suitRecord(n: number): Record<Suit, number> {
	return { fox: n, rabbit: n, mouse: n };
}

/** The first player's seat, 0 when the options do not give a valid one. */
function firstSeat(ctx: Ctx): number {
	const first = ctx.options.firstPlayer;
	return Number.isInteger(first) && first >= 0 && first < ctx.players.length ? first : 0;
}

function playerOf(ctx: Ctx, faction: FactionId): string | null {
	const seat = ctx.options.factions.indexOf(faction);
	return seat >= 0 && seat < ctx.players.length ? ctx.players[seat].id : null;
}

function factionOf(ctx: Ctx, playerId: string): FactionId | null {
	const seat = ctx.players.findIndex((p) => p.id === playerId);
	return seat >= 0 ? (ctx.options.factions[seat] ?? null) : null;
}

function nameOf(ctx: Ctx, playerId: string): string {
	return ctx.players.find((p) => p.id === playerId)?.name ?? String(playerId);
}

function isPlayer(ctx: Ctx, id: unknown): id is string {
	return typeof id === 'string' && ctx.players.some((p) => p.id === id);
}

function isNonZeroInt(x: unknown): x is number {
	return typeof x === 'number' && Number.isInteger(x) && x !== 0;
}

function isPositiveInt(x: unknown): x is number {
	return typeof x === 'number' && Number.isInteger(x) && x > 0;
}

function hasDominance(state: LiveState, player: string): boolean {
	return state.dominance.some((d) => d.player === player);
}

/**
 * Adds VP for a player. A player with an activated dominance card no longer scores points
 * (the card replaces the VP goal). Reaching 30 ends the game at once (issue 7).
 */
function gainVp(state: LiveState, player: string, amount: number): LiveState {
	if (amount === 0 || hasDominance(state, player)) return state;
	const vp = { ...state.vp, [player]: (state.vp[player] ?? 0) + amount };
	if (reachesGoal(vp[player])) return { ...state, vp, finished: true, winners: [player] };
	return { ...state, vp };
}

// ---------------------------------------------------------------- init

function initLive(ctx: Ctx): LiveState {
	const vp: Record<string, number> = {};
	for (const p of ctx.players) vp[p.id] = 0;
	const lizardPlayer = playerOf(ctx, 'lizards');
	const riverPlayer = playerOf(ctx, 'riverfolk');
	return {
		round: 1,
		turn: firstSeat(ctx),
		finished: false,
		winners: [],
		vp,
		dominance: [],
		history: [],
		lizards:
			lizardPlayer === null
				? null
				: {
						player: lizardPlayer,
						lostSouls: { ...EMPTY_LOST_SOULS },
						lostSoulsDominance: [],
						outcast: 'fox',
						hated: false,
						outcastChosen: false,
						acolytes: 0,
						// Reglamento 10.3.2: 1 jardín en el claro inicial; the table says its suit
						// with lcBuild during setup.
						gardens: suitRecord(0),
						scoredThisTurn: [],
						drawBonuses: 0,
						dawns: 0,
						dawnDone: false
					},
		riverfolk:
			riverPlayer === null
				? null
				: {
						player: riverPlayer,
						funds: 0,
						// Reglamento 11.3.4 «Coloca 3 guerreros en zona de pagos.»
						payments: RIVERFOLK_SETUP_PAYMENTS,
						committed: 0,
						prices: { hand: 0, riverboats: 0, mercenaries: 0 },
						postsOnMap: suitRecord(0),
						postsPlaced: suitRecord(0),
						daylight: [],
						servicesBought: {},
						dawnDone: false
					}
	};
}

// ---------------------------------------------------------------- table tracker

function reduceTable(state: LiveState, action: LiveAction, ctx: Ctx): LiveState | Invalid | null {
	switch (action.type) {
		case 'vp': {
			if (!isPlayer(ctx, action.player)) return invalid('root.error.unknownPlayer');
			if (!isNonZeroInt(action.delta)) return invalid('root.error.badDelta');
			if (hasDominance(state, action.player))
				return invalid('root.error.dominanceActive', { player: nameOf(ctx, action.player) });
			const next = addVp(state.vp[action.player] ?? 0, action.delta);
			if (next === null) return invalid('root.error.vpNegative');
			return gainVp(state, action.player, action.delta);
		}
		case 'dominance': {
			if (!isPlayer(ctx, action.player)) return invalid('root.error.unknownPlayer');
			if (!isCardSuit(action.suit)) return invalid('root.error.badSuit');
			if (hasDominance(state, action.player))
				return invalid('root.error.dominanceActive', { player: nameOf(ctx, action.player) });
			const holder = state.dominance.find((d) => d.suit === action.suit);
			if (holder)
				return invalid('root.error.dominanceTaken', {
					suit: action.suit,
					player: nameOf(ctx, holder.player)
				});
			return {
				...state,
				dominance: [...state.dominance, { player: action.player, suit: action.suit }]
			};
		}
		case 'dominanceWin': {
			if (!isPlayer(ctx, action.player)) return invalid('root.error.unknownPlayer');
			if (!hasDominance(state, action.player))
				return invalid('root.error.noDominance', { player: nameOf(ctx, action.player) });
			return { ...state, finished: true, winners: [action.player] };
		}
		case 'endTurn': {
			const { turn, roundCompleted } = nextTurn(state.turn, firstSeat(ctx), ctx.players.length);
			const lizards = state.lizards && {
				...state.lizards,
				scoredThisTurn: [],
				dawnDone: false
			};
			const riverfolk = state.riverfolk && {
				...state.riverfolk,
				daylight: [],
				servicesBought: {},
				dawnDone: false
			};
			return {
				...state,
				turn,
				lizards,
				riverfolk,
				round: roundCompleted ? state.round + 1 : state.round,
				history: roundCompleted
					? [...state.history, { round: state.round, scores: { ...state.vp } }]
					: state.history
			};
		}
		default:
			return null;
	}
}

// ---------------------------------------------------------------- Lizard Cult

function reduceLizards(
	state: LiveState,
	action: LiveAction,
	_ctx: Ctx
): LiveState | Invalid | null {
	if (!action.type.startsWith('lc')) return null;
	const lc = state.lizards;
	if (lc === null) return invalid('root.error.factionNotInPlay', { faction: 'lizards' });
	const set = (next: Partial<LizardState>): LiveState => ({
		...state,
		lizards: { ...lc, ...next }
	});
	switch (action.type) {
		case 'lcChooseOutcast':
			if (!isSuit(action.suit)) return invalid('root.error.badSuit');
			// Reglamento 10.3.3 «Coloca el marcador de paria sobre cualquier casilla de la zona paria.»
			if (lc.dawns > 0) return invalid('root.error.outcastLocked');
			return set({ outcast: action.suit, hated: false, outcastChosen: true });
		case 'lcLostSoul':
			if (!isCardSuit(action.suit)) return invalid('root.error.badSuit');
			if (typeof action.dominance !== 'boolean') return invalid('root.error.badFlag');
			// Reglamento 10.2.6 «Cuando una carta sea gastada o descartada (incluso una carta de
			// dominancia), colócala en el montón de almas perdidas».
			return set({
				lostSouls: addLostSoul(lc.lostSouls, action.suit),
				lostSoulsDominance: action.dominance
					? [...lc.lostSoulsDominance, action.suit]
					: lc.lostSoulsDominance
			});
		case 'lcDawn': {
			// Dawn happens once per turn: a second tap would adjust the Outcast again.
			if (lc.dawnDone) return invalid('root.error.dawnDone');
			// Reglamento 10.4.1 Ajustar el Paria, then 10.4.2 «Descarta todas las cartas del montón
			// de almas perdidas... (las cartas de dominancia pasan a estar disponibles)».
			const r = explainAdjustOutcast({
				lostSouls: lc.lostSouls,
				outcast: lc.outcast,
				hated: lc.hated
			});
			return set({
				outcast: r.outcast,
				hated: r.hated,
				outcastChosen: true,
				lostSouls: { ...EMPTY_LOST_SOULS },
				lostSoulsDominance: [],
				scoredThisTurn: [],
				dawns: lc.dawns + 1,
				dawnDone: true
			});
		}
		case 'lcRevenge':
			// Reglamento 10.2.3 «se coloca en la zona de acólitos en lugar de la reserva».
			if (!isPositiveInt(action.count)) return invalid('root.error.badCount');
			return set({ acolytes: lc.acolytes + action.count });
		case 'lcSacrifice':
			// Reglamento 10.5.4 «Coloca un guerrero en la zona de acólitos... revelar una carta de ave.»
			return set({ acolytes: lc.acolytes + 1 });
		case 'lcConspiracy': {
			if (!(CONSPIRACIES as readonly string[]).includes(action.kind))
				return invalid('root.error.badConspiracy');
			// Reglamento 10.4.3 «Si el paria es odiado, cada conspiración te cuesta un acólito menos.»
			const cost = conspiracyCost(action.kind, lc.hated);
			if (lc.acolytes < cost)
				return invalid('root.error.notEnoughAcolytes', { need: cost, have: lc.acolytes });
			if (action.kind === 'sanctify') {
				// «reemplazar un edificio enemigo de un claro de paria por un jardín correspondiente»
				if (lc.gardens[lc.outcast] >= GARDENS_PER_SUIT)
					return invalid('root.error.gardensFull', { suit: lc.outcast });
				return set({
					acolytes: lc.acolytes - cost,
					gardens: { ...lc.gardens, [lc.outcast]: lc.gardens[lc.outcast] + 1 }
				});
			}
			return set({ acolytes: lc.acolytes - cost });
		}
		case 'lcBuild':
			if (!isSuit(action.suit)) return invalid('root.error.badSuit');
			// Reglamento 10.5.1 «Coloca un jardín correspondiente a la carta revelada».
			if (lc.gardens[action.suit] >= GARDENS_PER_SUIT)
				return invalid('root.error.gardensFull', { suit: action.suit });
			return set({ gardens: { ...lc.gardens, [action.suit]: lc.gardens[action.suit] + 1 } });
		case 'lcGardenRemoved':
			if (!isSuit(action.suit)) return invalid('root.error.badSuit');
			// Reglamento 10.2.5 «Miedo a los Fieles»: the Cult then discards a random card.
			if (lc.gardens[action.suit] <= 0)
				return invalid('root.error.noGardens', { suit: action.suit });
			return set({ gardens: { ...lc.gardens, [action.suit]: lc.gardens[action.suit] - 1 } });
		case 'lcScore': {
			// Reglamento 10.2.2 «Las cartas de ave no son comodines para los rituales del Culto.»
			if ((action.suit as string) === 'bird') return invalid('root.error.birdNotWild');
			if (!isSuit(action.suit)) return invalid('root.error.badSuit');
			// 10.5.3 «Sólo puedes realizar esta acción una vez por turno por cada palo.»
			if (lc.scoredThisTurn.includes(action.suit))
				return invalid('root.error.scoredThisTurn', { suit: action.suit });
			if (lc.gardens[action.suit] === 0)
				return invalid('root.error.noGardens', { suit: action.suit });
			// «Gasta la carta que reveles (colócala en almas perdidas)».
			const next = set({
				scoredThisTurn: [...lc.scoredThisTurn, action.suit],
				lostSouls: addLostSoul(lc.lostSouls, action.suit)
			});
			return gainVp(next, lc.player, scoreRitualVp(lc.gardens[action.suit]));
		}
		case 'lcSetDrawBonuses':
			if (!isNonNegInt(action.count)) return invalid('root.error.badCount');
			return set({ drawBonuses: action.count });
		case 'lcAdjustAcolytes':
			if (!isNonZeroInt(action.delta)) return invalid('root.error.badDelta');
			if (lc.acolytes + action.delta < 0)
				return invalid('root.error.notEnoughAcolytes', { need: -action.delta, have: lc.acolytes });
			return set({ acolytes: lc.acolytes + action.delta });
		default:
			return invalid('root.error.unknownAction');
	}
}

// ---------------------------------------------------------------- Riverfolk Company

function postsOnMapTotal(rf: RiverfolkState): number {
	return rf.postsOnMap.fox + rf.postsOnMap.rabbit + rf.postsOnMap.mouse;
}

function reduceRiverfolk(
	state: LiveState,
	action: LiveAction,
	ctx: Ctx
): LiveState | Invalid | null {
	if (!action.type.startsWith('rf')) return null;
	const rf = state.riverfolk;
	if (rf === null) return invalid('root.error.factionNotInPlay', { faction: 'riverfolk' });
	const set = (next: Partial<RiverfolkState>): LiveState => ({
		...state,
		riverfolk: { ...rf, ...next }
	});
	const daylight = (kind: DaylightKind, cost: number): DaylightEntry[] => [
		...rf.daylight,
		{ kind, ...daylightCost(kind, cost) }
	];
	switch (action.type) {
		case 'rfSetPrice':
			if (!(SERVICES as readonly string[]).includes(action.service))
				return invalid('root.error.badService');
			// Reglamento 11.6.2 «Puedes mover cada marcador de servicio a cualquier espacio».
			if (
				typeof action.price !== 'number' ||
				!Number.isInteger(action.price) ||
				action.price < PRICE_MIN ||
				action.price > PRICE_MAX
			)
				return invalid('root.error.badPrice', { min: PRICE_MIN, max: PRICE_MAX });
			return set({ prices: { ...rf.prices, [action.service]: action.price } });
		case 'rfBuy': {
			if (!isPlayer(ctx, action.buyer)) return invalid('root.error.unknownPlayer');
			if (action.buyer === rf.player) return invalid('root.error.buyerIsCompany');
			if (!(SERVICES as readonly string[]).includes(action.service))
				return invalid('root.error.badService');
			if (!isNonNegInt(action.clearings)) return invalid('root.error.badCount');
			if (action.clearings > postsOnMapTotal(rf))
				return invalid('root.error.tooManyClearings', { posts: postsOnMapTotal(rf) });
			const price = rf.prices[action.service];
			if (price === 0) return invalid('root.error.priceNotSet', { service: action.service });
			const buyerFaction = factionOf(ctx, action.buyer);
			const vagabond = buyerFaction !== null && isVagabond(buyerFaction);
			const p = purchase({ service: action.service, price, buyerIsVagabond: vagabond });
			// Reglamento 11.2.7 III b «El Vagabundo no puede comprar mercenarios de la Compañía».
			if (!p.allowed) return invalid('root.error.vagabondNoMercenaries');
			// 11.2.6 II «un servicio más uno adicional por cada claro con un puesto comercial...».
			const bought = rf.servicesBought[action.buyer] ?? 0;
			const allowed = servicesAllowed(action.clearings);
			if (bought >= allowed) return invalid('root.error.servicesLimit', { n: allowed });
			// 11.2.6 I «colocar tantos de sus guerreros en la zona de pagos... como el coste».
			return set({
				payments: rf.payments + p.toPayments,
				servicesBought: { ...rf.servicesBought, [action.buyer]: bought + 1 }
			});
		}
		case 'rfDawn': {
			// Dawn happens once per turn: a second tap would pay the Dividends twice.
			if (rf.dawnDone) return invalid('root.error.dawnDone');
			const r = riverfolkDawn({
				funds: rf.funds,
				payments: rf.payments,
				committed: rf.committed,
				tradePostsOnMap: postsOnMapTotal(rf)
			});
			const next = set({
				funds: r.funds,
				payments: r.payments,
				committed: r.committed,
				daylight: [],
				dawnDone: true
			});
			return gainVp(next, rf.player, r.dividendsVp);
		}
		case 'rfAction': {
			if (!RF_BASIC.includes(action.kind)) return invalid('root.error.badAction');
			const cost = daylightCost(action.kind, 0);
			if (rf.funds < cost.funds)
				return invalid('root.error.notEnoughFunds', { need: cost.funds, have: rf.funds });
			// 11.5: move/battle/draw «Consigna un fondo»; recruit «Gasta un fondo».
			return set({
				funds: rf.funds - cost.funds,
				committed: cost.mode === 'commit' ? rf.committed + cost.funds : rf.committed,
				daylight: daylight(action.kind, 0)
			});
		}
		case 'rfCraft': {
			if (!isPositiveInt(action.cost)) return invalid('root.error.badCount');
			if (rf.funds < action.cost)
				return invalid('root.error.notEnoughFunds', { need: action.cost, have: rf.funds });
			// 11.5.3 «Consigna fondos para fabricar... colocarlos en espacios vacíos de los contadores».
			return set({
				funds: rf.funds - action.cost,
				committed: rf.committed + action.cost,
				daylight: daylight('craft', action.cost)
			});
		}
		case 'rfExport':
			// 11.5.3 I «descartarla y colocar un guerrero de la Compañía en la zona de pagos».
			return set({ payments: rf.payments + 1 });
		case 'rfTradePost': {
			if (!isSuit(action.suit)) return invalid('root.error.badSuit');
			if (!isNonNegInt(action.vp)) return invalid('root.error.badVp');
			if (rf.postsPlaced[action.suit] >= TRADE_POSTS_PER_SUIT)
				return invalid('root.error.noTradePostLeft', { suit: action.suit });
			const cost = daylightCost('tradePost', 0);
			// 11.5.6 II «Gasta dos fondos del jugador que gobierna el claro elegido.»
			if (rf.funds < cost.funds)
				return invalid('root.error.notEnoughFunds', { need: cost.funds, have: rf.funds });
			const next = set({
				funds: rf.funds - cost.funds,
				postsOnMap: { ...rf.postsOnMap, [action.suit]: rf.postsOnMap[action.suit] + 1 },
				postsPlaced: { ...rf.postsPlaced, [action.suit]: rf.postsPlaced[action.suit] + 1 },
				daylight: daylight('tradePost', 0)
			});
			// 11.5.6 III «Obtén los puntos de victoria indicados en el espacio descubierto».
			return gainVp(next, rf.player, action.vp);
		}
		case 'rfTradePostRemoved': {
			if (!isSuit(action.suit)) return invalid('root.error.badSuit');
			if (rf.postsOnMap[action.suit] <= 0)
				return invalid('root.error.noTradePostOnMap', { suit: action.suit });
			// 11.2.5 I «retira la mitad de sus fondos, redondeando hacia arriba, y devuelve ese
			// puesto comercial a la caja».
			return set({
				funds: tradeDisruption(rf.funds).remaining,
				postsOnMap: { ...rf.postsOnMap, [action.suit]: rf.postsOnMap[action.suit] - 1 }
			});
		}
		case 'rfAdjust': {
			if (!RF_FIELDS.includes(action.field)) return invalid('root.error.badField');
			if (!isNonZeroInt(action.delta)) return invalid('root.error.badDelta');
			const value = rf[action.field] + action.delta;
			if (value < 0) return invalid('root.error.negativeCount');
			const next: RiverfolkState = { ...rf };
			next[action.field] = value;
			return { ...state, riverfolk: next };
		}
		default:
			return invalid('root.error.unknownAction');
	}
}

function reduceLive(state: LiveState, action: LiveAction, ctx: Ctx): LiveState | Invalid {
	if (typeof action !== 'object' || action === null || typeof action.type !== 'string')
		return invalid('root.error.unknownAction');
	if (state.finished) return invalid('root.error.finished');
	return (
		reduceTable(state, action, ctx) ??
		reduceLizards(state, action, ctx) ??
		reduceRiverfolk(state, action, ctx) ??
		invalid('root.error.unknownAction')
	);
}

// ---------------------------------------------------------------- describe

/** A signed change as ICU-friendly values: direction and size. */
function signed(delta: number): { dir: 'gain' | 'loss'; amount: number } {
	return { dir: delta < 0 ? 'loss' : 'gain', amount: Math.abs(delta) };
}

function describeLive(action: LiveAction, before: LiveState, ctx: Ctx): MessageRef {
	const lcName = before.lizards ? nameOf(ctx, before.lizards.player) : '';
	const rfName = before.riverfolk ? nameOf(ctx, before.riverfolk.player) : '';
	switch (action.type) {
		case 'vp':
			return {
				key: 'root.log.vp',
				values: {
					player: nameOf(ctx, action.player),
					...signed(action.delta),
					total: (before.vp[action.player] ?? 0) + action.delta
				}
			};
		case 'dominance':
			return {
				key: 'root.log.dominance',
				values: { player: nameOf(ctx, action.player), suit: action.suit }
			};
		case 'dominanceWin':
			return { key: 'root.log.dominanceWin', values: { player: nameOf(ctx, action.player) } };
		case 'endTurn': {
			const { turn } = nextTurn(before.turn, firstSeat(ctx), ctx.players.length);
			return {
				key: 'root.log.endTurn',
				values: {
					player: ctx.players[before.turn]?.name ?? '',
					next: ctx.players[turn]?.name ?? ''
				}
			};
		}
		case 'lcChooseOutcast':
			return { key: 'root.log.lcChooseOutcast', values: { player: lcName, suit: action.suit } };
		case 'lcLostSoul':
			return {
				key: 'root.log.lcLostSoul',
				values: { suit: action.suit, dominance: action.dominance ? 'yes' : 'no' }
			};
		case 'lcDawn': {
			if (!before.lizards) return { key: 'root.log.lcDawn' };
			const r = explainAdjustOutcast({
				lostSouls: before.lizards.lostSouls,
				outcast: before.lizards.outcast,
				hated: before.lizards.hated
			});
			return {
				key: 'root.log.lcDawn',
				values: {
					player: lcName,
					branch: r.branch,
					suit: r.outcast,
					hated: r.hated ? 'yes' : 'no',
					dominance: before.lizards.lostSoulsDominance.length
				}
			};
		}
		case 'lcRevenge':
			return { key: 'root.log.lcRevenge', values: { player: lcName, n: action.count } };
		case 'lcSacrifice':
			return { key: 'root.log.lcSacrifice', values: { player: lcName } };
		case 'lcConspiracy':
			return {
				key: 'root.log.lcConspiracy',
				values: {
					player: lcName,
					kind: action.kind,
					cost:
						before.lizards && (CONSPIRACIES as readonly string[]).includes(action.kind)
							? conspiracyCost(action.kind, before.lizards.hated)
							: 0
				}
			};
		case 'lcBuild':
			return { key: 'root.log.lcBuild', values: { player: lcName, suit: action.suit } };
		case 'lcGardenRemoved':
			return { key: 'root.log.lcGardenRemoved', values: { player: lcName, suit: action.suit } };
		case 'lcScore': {
			const g = before.lizards && isSuit(action.suit) ? before.lizards.gardens[action.suit] : 0;
			return {
				key: 'root.log.lcScore',
				values: { player: lcName, suit: action.suit, vp: scoreRitualVp(g), gardens: g }
			};
		}
		case 'lcSetDrawBonuses':
			return { key: 'root.log.lcSetDrawBonuses', values: { player: lcName, n: action.count } };
		case 'lcAdjustAcolytes':
			return {
				key: 'root.log.lcAdjustAcolytes',
				values: { player: lcName, ...signed(action.delta) }
			};
		case 'rfSetPrice':
			return {
				key: 'root.log.rfSetPrice',
				values: { player: rfName, service: action.service, price: action.price }
			};
		case 'rfBuy': {
			const price = before.riverfolk?.prices[action.service] ?? 0;
			const f = factionOf(ctx, action.buyer);
			return {
				key: 'root.log.rfBuy',
				values: {
					player: nameOf(ctx, action.buyer),
					service: action.service,
					cost: price,
					vagabond: f !== null && isVagabond(f) ? 'yes' : 'no'
				}
			};
		}
		case 'rfDawn': {
			const rf = before.riverfolk;
			if (!rf) return { key: 'root.log.rfDawn' };
			const r = riverfolkDawn({
				funds: rf.funds,
				payments: rf.payments,
				committed: rf.committed,
				tradePostsOnMap: postsOnMapTotal(rf)
			});
			return {
				key: 'root.log.rfDawn',
				values: {
					player: rfName,
					protectionism: r.protectionism,
					vp: r.dividendsVp,
					funds: r.funds
				}
			};
		}
		case 'rfAction':
			return { key: 'root.log.rfAction', values: { player: rfName, kind: action.kind } };
		case 'rfCraft':
			return { key: 'root.log.rfCraft', values: { player: rfName, n: action.cost } };
		case 'rfExport':
			return { key: 'root.log.rfExport', values: { player: rfName } };
		case 'rfTradePost':
			return {
				key: 'root.log.rfTradePost',
				values: { player: rfName, suit: action.suit, vp: action.vp }
			};
		case 'rfTradePostRemoved': {
			const funds = before.riverfolk?.funds ?? 0;
			return {
				key: 'root.log.rfTradePostRemoved',
				values: { player: rfName, suit: action.suit, lost: tradeDisruption(funds).lost }
			};
		}
		case 'rfAdjust':
			return {
				key: 'root.log.rfAdjust',
				values: { player: rfName, field: action.field, ...signed(action.delta) }
			};
		default:
			return { key: 'root.log.unknown' };
	}
}

function summarizeLive(state: LiveState): SessionSummary {
	return {
		round: state.round,
		finished: state.finished,
		scores: { ...state.vp },
		winners: [...state.winners]
	};
}

export const live: Flow<LiveState, LiveAction, Options> = {
	init: initLive,
	reduce: reduceLive,
	describe: describeLive,
	summarize: (state) => summarizeLive(state),
	scoreHistory: (state) => {
		const points = state.history.map((h) => ({ round: h.round, scores: { ...h.scores } }));
		// A game that ends mid-round still shows its final scores.
		if (state.finished && !points.some((p) => p.round === state.round))
			points.push({ round: state.round, scores: { ...state.vp } });
		return points;
	}
};

// ---------------------------------------------------------------- quick scorer

export type ScorerField = 'vp' | 'dominance';

export interface ScorerState {
	/** Per player id: final VP and 1 when their dominance card won (else 0). */
	values: Record<string, { vp: number; dominance: number }>;
	finished: boolean;
	result: ScoreResult | null;
}

export type ScorerAction =
	| { type: 'set'; player: string; field: ScorerField; value: number }
	| { type: 'finish' }
	| { type: 'reopen' };

function reduceScorer(state: ScorerState, action: ScorerAction, ctx: Ctx): ScorerState | Invalid {
	if (typeof action !== 'object' || action === null) return invalid('root.error.unknownAction');
	switch (action.type) {
		case 'set': {
			if (state.finished) return invalid('root.error.finished');
			if (!isPlayer(ctx, action.player)) return invalid('root.error.unknownPlayer');
			if (action.field !== 'vp' && action.field !== 'dominance')
				return invalid('root.error.badField');
			if (!isNonNegInt(action.value)) return invalid('root.error.badValue');
			if (action.field === 'dominance') {
				if (action.value > 1) return invalid('root.error.badValue');
				const other = Object.entries(state.values).find(
					([id, v]) => id !== action.player && v.dominance === 1
				);
				if (action.value === 1 && other)
					return invalid('root.error.oneDominanceWinner', { player: nameOf(ctx, other[0]) });
			}
			const cur = state.values[action.player] ?? { vp: 0, dominance: 0 };
			return {
				...state,
				values: { ...state.values, [action.player]: { ...cur, [action.field]: action.value } }
			};
		}
		case 'finish': {
			if (state.finished) return invalid('root.error.finished');
			const result = scoreGame({
				players: ctx.players.map((p) => ({
					id: p.id,
					vp: state.values[p.id]?.vp ?? 0,
					dominance: (state.values[p.id]?.dominance ?? 0) === 1
				}))
			});
			return { ...state, finished: true, result };
		}
		case 'reopen':
			if (!state.finished) return invalid('root.error.notFinished');
			return { ...state, finished: false, result: null };
		default:
			return invalid('root.error.unknownAction');
	}
}

export const scorer: Flow<ScorerState, ScorerAction, Options> = {
	init: (ctx) => {
		const values: Record<string, { vp: number; dominance: number }> = {};
		for (const p of ctx.players) values[p.id] = { vp: 0, dominance: 0 };
		return { values, finished: false, result: null };
	},
	reduce: reduceScorer,
	describe: (action, _before, ctx) => {
		switch (action.type) {
			case 'set':
				return {
					key: 'root.log.scorerSet',
					values: { player: nameOf(ctx, action.player), field: action.field, value: action.value }
				};
			case 'finish':
				return { key: 'root.log.scorerFinish' };
			case 'reopen':
				return { key: 'root.log.scorerReopen' };
			default:
				return { key: 'root.log.unknown' };
		}
	},
	summarize: (state, ctx) => {
		const scores: Record<string, number> = {};
		for (const p of ctx.players) scores[p.id] = state.values[p.id]?.vp ?? 0;
		return {
			round: null,
			finished: state.finished,
			scores,
			winners: state.result ? [...state.result.winners] : []
		};
	}
};
