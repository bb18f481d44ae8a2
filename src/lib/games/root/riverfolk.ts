/** Riverfolk Company (Reglamento §11): pure helpers behind the assistant. */
import {
	BASE_SERVICES,
	DAYLIGHT_COST,
	FUNDS_PER_DIVIDEND_VP,
	PRICE_MAX,
	PRICE_MIN,
	PROTECTIONISM_WARRIORS,
	SERVICES,
	SUITS,
	TRADE_POST_TRACK_VP,
	type DaylightKind,
	type Service,
	type Suit
} from './data';
import { requireBoolean, requireIntIn, requireNat, requireOneOf } from '../core/require';

export type { Service, DaylightKind };

/** Contract: Reglamento 11.4.2 «Dividendos». */
export function dividends(funds: number, tradePostsOnMap: number): number {
	const f = requireNat(funds, 'funds');
	const posts = requireNat(tradePostsOnMap, 'tradePostsOnMap');
	// «Si hay al menos un puesto comercial en el mapa, obtén un punto de victoria por cada 2 fondos.»
	if (posts === 0) return 0;
	return Math.floor(f / FUNDS_PER_DIVIDEND_VP);
}

/** Contract: Reglamento 11.2.5 I «Interrupción del Comercio». */
export function tradeDisruption(funds: number): { lost: number; remaining: number } {
	const f = requireNat(funds, 'funds');
	// «la Compañía retira la mitad de sus fondos, redondeando hacia arriba»
	const lost = Math.ceil(f / 2);
	return { lost, remaining: f - lost };
}

/** Contract: Reglamento 11.2.6 II «un servicio más uno adicional por cada claro con un puesto...». */
export function servicesAllowed(clearingsWithPostAndBuyerPiece: number): number {
	return (
		BASE_SERVICES + requireNat(clearingsWithPostAndBuyerPiece, 'clearingsWithPostAndBuyerPiece')
	);
}

/** Contract: Reglamento 11.4.1 «Si la zona de pagos está vacía, coloca 2 guerreros en ella». */
export function protectionism(payments: number): number {
	return requireNat(payments, 'payments') === 0 ? PROTECTIONISM_WARRIORS : 0;
}

/** Reglamento 11.6.2 / shared/data: a service price is 1..4. */
export function checkPrice(price: number): number {
	return requireIntIn(price, 'price', PRICE_MIN, PRICE_MAX);
}

/**
 * What one service purchase costs (Reglamento 11.2.6 I and III): the buyer places `price` of
 * its warriors in Payments, or the Vagabond exhausts `price` items and the Company places that
 * many of its own warriors there. The Vagabond cannot buy mercenaries (11.2.7 III b).
 */
export function purchase(input: { service: Service; price: number; buyerIsVagabond: boolean }): {
	allowed: boolean;
	toPayments: number;
	buyerWarriors: number;
	itemsExhausted: number;
} {
	const service = requireOneOf(input.service, 'service', SERVICES);
	const price = checkPrice(input.price);
	const vagabond = requireBoolean(input.buyerIsVagabond, 'buyerIsVagabond');
	if (vagabond && service === 'mercenaries')
		return { allowed: false, toPayments: 0, buyerWarriors: 0, itemsExhausted: 0 };
	return {
		allowed: true,
		toPayments: price,
		buyerWarriors: vagabond ? 0 : price,
		itemsExhausted: vagabond ? price : 0
	};
}

/** Dawn in order (Reglamento 11.4): Protectionism, Dividends, then everything moves to Funds. */
export function riverfolkDawn(input: {
	funds: number;
	payments: number;
	committed: number;
	tradePostsOnMap: number;
}): {
	protectionism: number;
	dividendsVp: number;
	funds: number;
	payments: number;
	committed: number;
} {
	const funds = requireNat(input.funds, 'funds');
	const payments = requireNat(input.payments, 'payments');
	const committed = requireNat(input.committed, 'committed');
	const posts = requireNat(input.tradePostsOnMap, 'tradePostsOnMap');
	const added = protectionism(payments);
	// 11.4.2 «No obtienes puntos por los guerreros en la zona de pagos ni la zona de consignados.»
	const vp = dividends(funds, posts);
	// 11.4.3 «Mueve todos los guerreros en tu tablero a la zona de fondos.»
	return {
		protectionism: added,
		dividendsVp: vp,
		funds: funds + payments + added + committed,
		payments: 0,
		committed: 0
	};
}

/** Funds a Daylight action takes, and whether they are committed (back at Dawn) or spent. */
export function daylightCost(
	kind: DaylightKind,
	craftCost: number
): { funds: number; mode: 'commit' | 'spend' } {
	if (kind === 'craft') {
		// 11.5.3 «Consigna fondos para fabricar una carta de tu mano» (onto the trade post tracks).
		const cost = requireNat(craftCost, 'craftCost');
		if (cost === 0) throw new Error('craftCost must be a positive integer (got 0)');
		return { funds: cost, mode: 'commit' };
	}
	return DAYLIGHT_COST[kind];
}

export interface DaylightEntry {
	kind: DaylightKind;
	funds: number;
	mode: 'commit' | 'spend';
	/** A craft's cost by suit: the trade-post track spaces its funds fill (11.5.3). */
	suits?: Partial<Record<Suit, number>>;
	/** This crafted card was exported (11.5.3 I): once per card. */
	exported?: boolean;
}

/**
 * Empty spaces on each trade-post track this turn. 11.5.3 «debes colocarlos en espacios vacíos
 * de los contadores de puestos comerciales correspondientes a los palos indicados en el coste»:
 * a track's spaces are uncovered by the posts that left it, and filled by this turn's crafts
 * until the Dawn («Mueve todos los guerreros en tu tablero a la zona de fondos») empties them.
 */
export function craftSpaces(
	postsPlaced: Record<Suit, number>,
	entries: readonly DaylightEntry[]
): Record<Suit, number> {
	const free = { ...postsPlaced };
	for (const e of entries)
		for (const s of SUITS) free[s] -= e.kind === 'craft' ? (e.suits?.[s] ?? 0) : 0;
	return free;
}

/**
 * The funds every craft this turn puts on each track: with one track's spaces open, every cost
 * is of that suit (11.5.3 «debes colocarlos en espacios vacíos de los contadores de puestos
 * comerciales correspondientes a los palos indicados en el coste»), so at least one of it;
 * with none or several open, nothing is known.
 */
export function craftFloor(spaces: Record<Suit, number>): Record<Suit, number> {
	const open = SUITS.filter((s) => spaces[s] > 0);
	const floor = { fox: 0, rabbit: 0, mouse: 0 };
	if (open.length === 1) floor[open[0]!] = 1;
	return floor;
}

/** Running totals of this turn's Daylight checklist (funds committed and spent). */
export function daylightTotals(entries: readonly DaylightEntry[]): {
	committed: number;
	spent: number;
	actions: number;
} {
	let committed = 0;
	let spent = 0;
	for (const e of entries) {
		if (e.mode === 'commit') committed += e.funds;
		else spent += e.funds;
	}
	return { committed, spent, actions: entries.length };
}

/** Warriors by colour (player id → count), as the Company's boxes hold them (11.2.4). */
export type Colours = Record<string, number>;

/** A box's warriors by owner in seat order, «Ana 2, Cai 1» (none: «—»). */
export function colourNames(
	c: Colours,
	ctx: { players: readonly { id: string; name: string }[] }
): string {
	const parts = ctx.players.filter((p) => (c[p.id] ?? 0) > 0).map((p) => `${p.name} ${c[p.id]}`);
	return parts.length > 0 ? parts.join(', ') : '—';
}

export function colourTotal(c: Colours): number {
	return Object.values(c).reduce((t, n) => t + n, 0);
}

/** Adds `n` warriors of `who` (a new record; colours at 0 leave it). */
export function addColour(c: Colours, who: string, n: number): Colours {
	const next = { ...c, [who]: (c[who] ?? 0) + n };
	if (next[who] === 0) delete next[who];
	return next;
}

/** All the boxes' warriors together (11.4.3 «Mueve todos los guerreros... a la zona de fondos»). */
export function mergeColours(...boxes: Colours[]): Colours {
	let out: Colours = {};
	for (const b of boxes) for (const [who, n] of Object.entries(b)) out = addColour(out, who, n);
	return out;
}

/**
 * Takes `n` warriors from a box, colour by colour in `order` (the first colours first), or
 * null when those colours do not hold `n`. Returns what was taken and what is left.
 */
export function takeColours(
	c: Colours,
	n: number,
	order: readonly string[]
): { taken: Colours; rest: Colours } | null {
	let need = requireNat(n, 'n');
	let rest = { ...c };
	let taken: Colours = {};
	for (const who of order) {
		if (need === 0) break;
		const k = Math.min(need, rest[who] ?? 0);
		if (k === 0) continue;
		rest = addColour(rest, who, -k);
		taken = addColour(taken, who, k);
		need -= k;
	}
	return need === 0 ? { taken, rest } : null;
}

/**
 * Contract: VP printed on the trade post track space a post uncovers (11.5.6 III «Obtén los
 * puntos de victoria indicados en el espacio descubierto»), given the posts of that suit that
 * already left the track. `track`: the table's board (options' prints), the app's data by default.
 */
export function tradePostVp(
	placedBefore: number,
	track: readonly number[] = TRADE_POST_TRACK_VP
): number {
	return track[requireIntIn(placedBefore, 'placedBefore', 0, track.length - 1)]!;
}
