/** The setup randomizer: pure and seeded (same seed, same setup on every device). */
import { draw, nextInt, seedRng, shuffle, type RngState } from '../core/rng';
import {
	LAW_GROUPS,
	LAW_IDS,
	LAWS_IN_FORCE,
	LAWS_PROPOSED,
	MAX_PLAYERS,
	MIN_PLAYERS,
	NOBLES_PER_COUNTY,
	type LawId
} from './data';
import { allyId, groupsKnown, type Options } from './options';
import type { SessionContext } from '../core/types';

export { allyId, allyOwner, defaultOptions, type Options } from './options';

export interface LawDeal {
	inForce: LawId[];
	proposed: LawId[];
	/** The rest of the deck, face down (drawn 3 a round by the live flow). */
	deck: LawId[];
	/** True when the deck is stacked by printed groups: the live flow takes it from the top. */
	stacked?: boolean;
}

export interface Setup {
	/**
	 * Reglamento p.1: «Se sortea quién recibirá la ficha de inicio». The seat (0-based) drawn
	 * from the code: the setup screen, the live flow and the statistics all read this one.
	 * Sessions stored before it was a seat hold the player's id (read by `firstPlayerId`).
	 */
	firstPlayer: number | string;
	noblesPerCounty: number;
	allies: string[];
	laws: LawDeal | null;
	/** Generator state after the setup draws (kept by the live flow for later deals). */
	rng: RngState;
}

/**
 * Deals the whole setup from a seed. ../shared/data/lancaster.md «Law deck»: «grouped 0–4 on
 * the back, shuffled per group and stacked 0 on top». Which law is in which group is printed
 * only on the cards: once the table has recorded them (options.lawGroups) the deck is built so;
 * until then the 18 laws (Reglamento p.8) are shuffled as one deck and the screen says so.
 */
export function randomSetup(seed: string, playerIds: readonly string[], options: Options): Setup {
	if (typeof seed !== 'string') throw new Error('seed must be a string');
	if (!Array.isArray(playerIds) || playerIds.length < MIN_PLAYERS || playerIds.length > MAX_PLAYERS)
		throw new Error(`playerIds must have ${MIN_PLAYERS} to ${MAX_PLAYERS} entries`);
	if (new Set(playerIds).size !== playerIds.length) throw new Error('playerIds must be unique');
	let rng = seedRng(seed);
	const [first, afterFirst] = nextInt(rng, playerIds.length);
	rng = afterFirst;
	let laws: LawDeal | null = null;
	if (options.lawDeck === 'app' && groupsKnown(options.lawGroups)) {
		const groups = options.lawGroups;
		const stack: LawId[] = [];
		for (const g of LAW_GROUPS) {
			const [shuffled, next] = shuffle(
				rng,
				LAW_IDS.filter((l) => groups[l] === g)
			);
			rng = next;
			stack.push(...shuffled);
		}
		const n = LAWS_IN_FORCE + LAWS_PROPOSED;
		laws = {
			inForce: stack.slice(0, LAWS_IN_FORCE),
			proposed: stack.slice(LAWS_IN_FORCE, n),
			deck: stack.slice(n),
			stacked: true
		};
	} else if (options.lawDeck === 'app') {
		const [drawn, rest, next] = draw(rng, LAW_IDS, LAWS_IN_FORCE + LAWS_PROPOSED);
		rng = next;
		laws = {
			inForce: drawn.slice(0, LAWS_IN_FORCE),
			proposed: drawn.slice(LAWS_IN_FORCE),
			deck: rest
		};
	}
	return {
		firstPlayer: first,
		noblesPerCounty: NOBLES_PER_COUNTY[playerIds.length],
		allies: options.twoPlayerAllies ? playerIds.map(allyId) : [],
		laws,
		rng
	};
}

/** Reads the stored setup (ctx.setup); draws it from the seed only when none was stored. */
export function setupOf(ctx: SessionContext<Options>): Setup {
	const s = ctx.setup as Partial<Setup> | null | undefined;
	if (
		typeof s === 'object' &&
		s !== null &&
		(typeof s.firstPlayer === 'string'
			? ctx.players.some((p) => p.id === s.firstPlayer)
			: Number.isInteger(s.firstPlayer) &&
				(s.firstPlayer as number) >= 0 &&
				(s.firstPlayer as number) < ctx.players.length) &&
		typeof s.noblesPerCounty === 'number' &&
		Array.isArray(s.allies) &&
		typeof s.rng === 'object' &&
		s.rng !== null &&
		(s.laws === null ||
			(typeof s.laws === 'object' &&
				Array.isArray(s.laws.inForce) &&
				Array.isArray(s.laws.proposed) &&
				Array.isArray(s.laws.deck)))
	)
		return s as Setup;
	return randomSetup(
		ctx.seed,
		ctx.players.map((p) => p.id),
		ctx.options
	);
}

/** The id of the player who starts: the stored seat (or, in older sessions, the stored id). */
export function firstPlayerId(ctx: SessionContext<Options>): string {
	const first = setupOf(ctx).firstPlayer;
	return typeof first === 'string' ? first : ctx.players[first]!.id;
}
