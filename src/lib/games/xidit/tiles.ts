/**
 * Phase Three, «Gestión de losetas» (Reglamento p.10–12), as pure logic: the city tiles on the
 * board (Recruitment face, Threat face), the two «next tile» spaces, the two piles and the two
 * discard piles; Titans awakening and the reinforcements. Every step happens at once, before
 * the next player's order (p.10 «Antes de resolver la Orden del siguiente jugador»).
 */
import { invalid, type Invalid } from '../core/types';
import type { XiditSetup } from './setup';

export type TileKind = 'recruit' | 'threat';
export const TILE_KINDS: readonly TileKind[] = ['recruit', 'threat'];

export interface Tiles {
	/** Cities showing a tile of that face on the board (ascending). */
	board: Record<TileKind, number[]>;
	/** The «siguiente loseta» spaces; null: empty. */
	next: Record<TileKind, number | null>;
	/** The piles, top first. */
	pile: Record<TileKind, number[]>;
	/**
	 * True when the pile was shuffled at the table (the reinforcements' Threat pile, p.12
	 * «Baraja»): its order is not known, so the table names each tile that comes out of it.
	 */
	shuffled: Record<TileKind, boolean>;
	/** The discard piles, in the order the tiles were discarded. */
	discard: Record<TileKind, number[]>;
}

/** What a step did, for the log and the screen. */
export interface TileEvents {
	/** The tile that left the next space for the board, by kind. */
	placed: Partial<Record<TileKind, number>>;
	/** Piles rebuilt from the other kind's discards (p.10). */
	refilled: TileKind[];
	/** A Threat tile put in the empty «next Recruitment» space (p.10, last paragraph). */
	borrowed: number | null;
	/** Titans awoke and reinforcements arrived (p.11–12). */
	titans: boolean;
}

const other = (k: TileKind): TileKind => (k === 'recruit' ? 'threat' : 'recruit');
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);

function copy(t: Tiles): Tiles {
	return {
		board: { recruit: [...t.board.recruit], threat: [...t.board.threat] },
		next: { ...t.next },
		pile: { recruit: [...t.pile.recruit], threat: [...t.pile.threat] },
		shuffled: { ...t.shuffled },
		discard: { recruit: [...t.discard.recruit], threat: [...t.discard.threat] }
	};
}

const noEvents = (): TileEvents => ({ placed: {}, refilled: [], borrowed: null, titans: false });

/** The tiles as the setup lays them out (p.5): the top of each pile in its «next» space. */
export function initialTiles(setup: XiditSetup): Tiles {
	return {
		board: { recruit: sorted(setup.recruitCities), threat: sorted(setup.threatCities) },
		next: { recruit: setup.recruitPile[0] ?? null, threat: setup.threatPile[0] ?? null },
		pile: { recruit: setup.recruitPile.slice(1), threat: setup.threatPile.slice(1) },
		shuffled: { recruit: false, threat: false },
		discard: { recruit: [], threat: [] }
	};
}

/**
 * Reglamento p.10 «Si la pila de Reclutamiento o la de Amenazas se agota, debe ser repuesta
 * inmediatamente»; the empty «next» spaces are filled; p.11 «Si no hay más fichas en la Reserva
 * de Amenazas y la pila de Amenazas no puede reponerse, activa el Despertar de los Titanes».
 * Titans awake at most once per step (a table with nothing left to reinforce waits).
 */
function settle(t: Tiles, ev: TileEvents): void {
	for (let pass = 0; pass < 4; pass++) {
		for (const k of TILE_KINDS) {
			// «recoge las losetas de la pila de descartes de Amenazas y gíralas»: turned over,
			// the first tile discarded is on top.
			if (t.pile[k].length === 0 && t.discard[other(k)].length > 0) {
				t.pile[k] = t.discard[other(k)];
				t.discard[other(k)] = [];
				t.shuffled[k] = false;
				ev.refilled.push(k);
			}
		}
		// A shuffled pile's top is not known: the table names it (nameNext).
		for (const k of TILE_KINDS)
			if (t.next[k] === null && t.pile[k].length > 0 && !t.shuffled[k])
				t.next[k] = t.pile[k].shift()!;
		// p.10 «coge la loseta superior de la pila de Amenazas y colócala, con la cara de
		// Reclutamiento visible, en el espacio para la siguiente loseta de Reclutamiento».
		if (t.next.recruit === null && t.pile.recruit.length === 0 && t.pile.threat.length > 0) {
			if (t.shuffled.threat) break;
			t.next.recruit = t.pile.threat.shift()!;
			ev.borrowed = t.next.recruit;
			continue;
		}
		if (t.next.threat === null && t.pile.threat.length === 0 && !ev.titans) {
			reinforce(t);
			ev.titans = true;
			continue;
		}
		break;
	}
}

/**
 * Reglamento p.12 «Llegada de Refuerzos»: the Threat discards turned over, the rest of the
 * Recruitment pile on top; the first two tiles are the new Recruitment pile, the others
 * shuffled, Threat face up, the new Threat pile (its order is the table's: `shuffled`).
 */
function reinforce(t: Tiles): void {
	const all = [...t.pile.recruit, ...t.discard.threat];
	t.discard.threat = [];
	t.pile.recruit = all.slice(0, 2);
	t.shuffled.recruit = false;
	t.pile.threat = sorted(all.slice(2));
	t.shuffled.threat = t.pile.threat.length > 1;
}

/**
 * Reglamento p.10 «Cuando se elimine una loseta … coloca inmediatamente otra loseta del mismo
 * tipo en el tablero … coge la situada en el espacio para la siguiente loseta … [y] mueve
 * inmediatamente la loseta superior de la pila … al espacio para la siguiente loseta».
 */
function placeNext(t: Tiles, kind: TileKind, ev: TileEvents): void {
	const n = t.next[kind];
	if (n === null) return;
	t.board[kind] = sorted([...t.board[kind], n]);
	t.next[kind] = null;
	ev.placed[kind] = n;
}

/**
 * A tile leaves the board: the last unit of a Recruitment tile was recruited, or its Threat was
 * eliminated (p.10 «retira la loseta … y la coloca en la pila de descartes»). It is discarded,
 * the next tile of its kind enters the board, the next space is filled, piles refilled.
 */
export function removeTile(
	t: Tiles,
	kind: TileKind,
	city: number
): { tiles: Tiles; events: TileEvents } | Invalid {
	if (!t.board[kind].includes(city)) return invalid('xidit.error.tileNotOnBoard', { kind, city });
	const next = copy(t);
	const ev = noEvents();
	next.board[kind] = next.board[kind].filter((c) => c !== city);
	next.discard[kind].push(city);
	placeNext(next, kind, ev);
	settle(next, ev);
	return { tiles: next, events: ev };
}

/**
 * An older log's step, recorded before the replaced tile was named: the next tile entered the board, the tile it
 * replaced not named (nothing discarded).
 */
export function advanceTile(
	t: Tiles,
	kind: TileKind
): { tiles: Tiles; events: TileEvents } | Invalid {
	if (t.next[kind] === null) return invalid('xidit.error.pileEmpty', { kind });
	const next = copy(t);
	const ev = noEvents();
	placeNext(next, kind, ev);
	settle(next, ev);
	return { tiles: next, events: ev };
}

/**
 * The table names the tile in a «next» space: the top of a shuffled pile, or a tile that came
 * out other than the one the app expected (the table is the source of truth). The tile shown
 * before goes back on top of the pile.
 */
export function nameNext(t: Tiles, kind: TileKind, city: number): Tiles | Invalid {
	if (t.next[kind] === city) return t;
	if (!t.pile[kind].includes(city)) return invalid('xidit.error.tileNotInPile', { kind, city });
	const next = copy(t);
	const rest = next.pile[kind].filter((c) => c !== city);
	const back = next.next[kind];
	next.pile[kind] =
		back === null ? rest : next.shuffled[kind] ? sorted([...rest, back]) : [back, ...rest];
	next.next[kind] = city;
	// Naming a tile wakes no Titan: only a tile that cannot be replaced does (p.11).
	settle(next, { ...noEvents(), titans: true });
	return next;
}

/**
 * The tiles of a session, kept on the state; an older state counted
 * only the tiles drawn from each pile (`drawn`), replayed here as tiles entering the board.
 */
export function tilesFrom(
	setup: XiditSetup,
	kept: Tiles | undefined,
	drawn?: { recruit: number; threat: number }
): Tiles {
	if (kept) return kept;
	let t = initialTiles(setup);
	for (const k of TILE_KINDS)
		for (let i = 0; i < (drawn?.[k] ?? 0); i++) {
			const r = advanceTile(t, k);
			if ('tiles' in r) t = r.tiles;
		}
	return t;
}
