/** Setup randomizer (pure, seeded): factions by reach, seats, first player, checklists. */
import { Rng } from '../core/rng';
import type { MessageRef } from '../core/types';
import {
	FACTIONS,
	GARDENS_ON_TRACKS_AT_SETUP,
	LIZARD_SETUP_ADJACENT_WARRIORS,
	LIZARD_SETUP_START_GARDENS,
	LIZARD_SETUP_START_WARRIORS,
	LIZARD_WARRIORS,
	MAX_PLAYERS,
	MIN_PLAYERS,
	REACH,
	RECOMMENDED_REACH,
	RIVERFOLK_SETUP_PAYMENTS,
	RIVERFOLK_SETUP_RIVER_WARRIORS,
	RIVERFOLK_WARRIORS,
	SUIT_MARKERS_PER_SUIT,
	SUITS,
	TRADE_POSTS_TOTAL,
	usesSuitMarkers,
	type DeckId,
	type FactionId,
	type MapId,
	type Suit
} from './data';
import { requireIntIn } from '../core/require';
import { isFactionId } from './rules';

export type { FactionId };

export function totalReach(factions: readonly FactionId[]): number {
	return factions.reduce((sum, f) => sum + REACH[f], 0);
}

export function recommendedReach(players: number): number {
	return RECOMMENDED_REACH[requireIntIn(players, 'players', MIN_PLAYERS, MAX_PLAYERS)];
}

/** What the setup screen shows for any faction set: total reach against the recommendation. */
export function reachReport(factions: readonly FactionId[]): {
	total: number;
	recommended: number;
	meets: boolean;
} {
	const total = totalReach(factions);
	const recommended = recommendedReach(factions.length);
	return { total, recommended, meets: total >= recommended };
}

function validSet(set: readonly FactionId[], need: number): boolean {
	// The second Vagabond only comes with the first (data: «Second Vagabond»).
	if (set.includes('vagabond2') && !set.includes('vagabond')) return false;
	return totalReach(set) >= need;
}

function combinations<T>(items: readonly T[], k: number): T[][] {
	const out: T[][] = [];
	const pick: T[] = [];
	const go = (start: number): void => {
		if (pick.length === k) {
			out.push(pick.slice());
			return;
		}
		for (let i = start; i <= items.length - (k - pick.length); i++) {
			pick.push(items[i]);
			go(i + 1);
			pick.pop();
		}
	};
	go(0);
	return out;
}

/** Valid sets per pool and player count, cached: the answer never changes for the same input. */
const validSetsCache = new Map<string, FactionId[][]>();
function validSets(pool: readonly FactionId[], players: number, need: number): FactionId[][] {
	const key = `${players}|${need}|${pool.join(',')}`;
	let sets = validSetsCache.get(key);
	if (!sets) {
		sets = combinations(pool, players).filter((s) => validSet(s, need));
		if (validSetsCache.size > 100) validSetsCache.clear();
		validSetsCache.set(key, sets);
	}
	return sets;
}

function checkDrawInput(options: { players: number; pool: FactionId[]; seed: string }): void {
	if (typeof options !== 'object' || options === null) throw new Error('options must be an object');
	requireIntIn(options.players, 'players', MIN_PLAYERS, MAX_PLAYERS);
	if (!Array.isArray(options.pool)) throw new Error('pool must be an array of faction ids');
	const seen = new Set<string>();
	options.pool.forEach((f: unknown, i) => {
		if (!isFactionId(f))
			throw new Error(`pool[${i}] must be one of ${FACTIONS.join(', ')} (got ${String(f)})`);
		if (seen.has(f)) throw new Error(`pool[${i}] repeats ${f}`);
		seen.add(f);
	});
	if (typeof options.seed !== 'string') throw new Error('seed must be a string');
}

/**
 * Contract: a random set of `players` factions from `pool` whose total reach meets the
 * recommendation for the player count (uniform over every valid set), in a random seat order.
 * Throws an Error saying why no set can.
 */
export function drawFactions(options: {
	players: number;
	pool: FactionId[];
	seed: string;
}): FactionId[] {
	checkDrawInput(options);
	const { players, pool, seed } = options;
	const need = RECOMMENDED_REACH[players];
	if (pool.length < players)
		throw new Error(
			`pool has ${pool.length} factions but ${players} players need ${players} different factions`
		);
	const sets = validSets(pool, players, need);
	if (sets.length === 0) {
		const best = [...pool].sort((a, b) => REACH[b] - REACH[a]).slice(0, players);
		throw new Error(
			`pool cannot reach the recommended total reach ${need} for ${players} players ` +
				`(best set ${best.join(', ')} reaches ${totalReach(best)}; the second Vagabond needs the first)`
		);
	}
	const rng = new Rng(`root/factions/${seed}`);
	return rng.shuffle(rng.pick(sets));
}

/**
 * The whole randomized setup: factions in seat order, reach shown, first player. The first
 * player is seat 1 (index 0): the new-game screen's «random first player» rotates the seats,
 * one mechanism only.
 */
export function drawSetup(options: { players: number; pool: FactionId[]; seed: string }): {
	factions: FactionId[];
	reach: number;
	recommended: number;
	firstPlayer: number;
} {
	const factions = drawFactions(options);
	return {
		factions,
		reach: totalReach(factions),
		recommended: RECOMMENDED_REACH[options.players],
		firstPlayer: 0
	};
}

/**
 * The suit of each clearing (by its printed number, 1 to 12) for a map that takes suit markers:
 * the 12 markers (4 of each suit) shuffled from the seed, on their own stream (the factions drawn
 * from the same seed do not change).
 */
export function drawClearings(seed: string): Suit[] {
	if (typeof seed !== 'string') throw new Error('seed must be a string');
	const markers = SUITS.flatMap((s) => Array.from({ length: SUIT_MARKERS_PER_SUIT }, () => s));
	return new Rng(`root/clearings/${seed}`).shuffle(markers);
}

/** Setup lines for the map and the deck (the Law of Root's setup: not in the supplied text). */
export function mapChecklist(map: MapId, deck: DeckId): MessageRef[] {
	const out: MessageRef[] = [];
	if (usesSuitMarkers(map)) out.push({ key: 'root.setup.map.markers', values: { map } });
	if (deck === 'exiles') out.push({ key: 'root.setup.deck.exiles' });
	return out;
}

/** Setup checklist lines for the factions in play (Reglamento 10.3 and 11.3). */
export function setupChecklist(factions: readonly FactionId[]): MessageRef[] {
	const out: MessageRef[] = [];
	if (factions.includes('lizards')) {
		// 10.3.1 «Forma la reserva de guerreros (25).»
		out.push({ key: 'root.setup.lizards.warriors', values: { n: LIZARD_WARRIORS } });
		// 10.3.2 «En un claro de una esquina que no sea el claro inicial de otro jugador...»
		out.push({
			key: 'root.setup.lizards.corner',
			values: {
				warriors: LIZARD_SETUP_START_WARRIORS,
				gardens: LIZARD_SETUP_START_GARDENS,
				adjacent: LIZARD_SETUP_ADJACENT_WARRIORS
			}
		});
		// 10.3.3 «Coloca el marcador de paria sobre cualquier casilla de la zona paria.»
		out.push({ key: 'root.setup.lizards.outcast' });
		// 10.3.4 «Coloca tus 14 jardines restantes... de derecha a izquierda.»
		out.push({ key: 'root.setup.lizards.gardens', values: { n: GARDENS_ON_TRACKS_AT_SETUP } });
	}
	if (factions.includes('riverfolk')) {
		// 11.3.1 «Forma la reserva de guerreros (15).»
		out.push({ key: 'root.setup.riverfolk.warriors', values: { n: RIVERFOLK_WARRIORS } });
		// 11.3.2 «Coloca 4 guerreros en cualquier claro o claros conectado(s) al río.»
		out.push({ key: 'root.setup.riverfolk.river', values: { n: RIVERFOLK_SETUP_RIVER_WARRIORS } });
		// 11.3.3 «Coloca 9 puestos comerciales en... tus contadores de puestos comerciales.»
		out.push({ key: 'root.setup.riverfolk.posts', values: { n: TRADE_POSTS_TOTAL } });
		// 11.3.4 «Coloca 3 guerreros en zona de pagos.»
		out.push({ key: 'root.setup.riverfolk.payments', values: { n: RIVERFOLK_SETUP_PAYMENTS } });
		// 11.3.5 «Coloca 1 marcador de servicio en cualquier espacio de cada uno de tus contadores.»
		out.push({ key: 'root.setup.riverfolk.prices' });
	}
	return out;
}

/**
 * Picking faction `f` for `seat`: when another seat holds it, the two seats swap (the table's
 * other choices stay). `swappedWith` names that seat, for the screen's message.
 */
export function assignFaction(
	factions: readonly FactionId[],
	seat: number,
	f: FactionId
): { factions: FactionId[]; swappedWith: number | null } {
	const next = [...factions];
	const other = next.indexOf(f);
	if (other === seat) return { factions: next, swappedWith: null };
	if (other >= 0) next[other] = next[seat]!;
	next[seat] = f;
	return { factions: next, swappedWith: other >= 0 ? other : null };
}

/**
 * A draft in turn order: after the `picked` factions, the reach the remaining seats still need
 * and, for each faction left in the pool, whether picking it keeps the recommended total
 * reachable (some choice of the later seats meets it; the second Vagabond needs the first).
 */
export function draftReport(
	picked: readonly FactionId[],
	players: number,
	pool: readonly FactionId[]
): { needed: number; seatsLeft: number; choices: { faction: FactionId; keeps: boolean }[] } {
	const need = recommendedReach(players);
	const seatsLeft = players - picked.length;
	const free = pool.filter((f) => !picked.includes(f));
	const reachable = (set: FactionId[], rest: FactionId[], k: number): boolean =>
		k === 0
			? validSet(set, need)
			: combinations(rest, k).some((more) => validSet([...set, ...more], need));
	return {
		needed: Math.max(0, need - totalReach(picked)),
		seatsLeft,
		choices:
			seatsLeft <= 0
				? []
				: free.map((faction) => ({
						faction,
						keeps: reachable(
							[...picked, faction],
							free.filter((f) => f !== faction),
							seatsLeft - 1
						)
					}))
	};
}
