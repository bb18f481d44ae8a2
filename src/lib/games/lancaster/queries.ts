/** What the screens ask the game: turn order, the phase, the secret ballot as shown, sides. */
import type { SessionContext } from '../core/types';
import { COUNTY_LETTERS, ROUNDS, type LawId, type Phase } from './data';
import type { LiveState, Step } from './live';
import { allyId, allyOwner, type Options } from './options';

type Ctx = SessionContext<Options>;

export function phaseOf(step: Step): Phase | 'final' | 'finished' {
	if (step === 'troops') return 'troops';
	if (step === 'ballot' || step === 'laws') return 'parliament';
	if (step === 'final' || step === 'finished') return step;
	return 'scoring';
}

export const playerIds = (ctx: Ctx): string[] => ctx.players.map((p) => p.id);

/** Seat order starting with `first`, clockwise. */
export function turnOrder(ctx: Ctx, first: string): string[] {
	const all = playerIds(ctx);
	const i = Math.max(0, all.indexOf(first));
	return [...all.slice(i), ...all.slice(0, i)];
}

/** A player's name, or the owner's for an ally (empty for nobody). */
export function sideName(ctx: Ctx, id: string | null | undefined): string {
	if (id === null || id === undefined) return '';
	const owner = allyOwner(id) ?? id;
	return ctx.players.find((p) => p.id === owner)?.name ?? owner;
}

/** «Por cada noble, incluido el señor de la fortaleza, una ficha de voto»; none in round 5. */
export function roundTableTokens(nobles: number, round: number): number {
	return round >= ROUNDS ? 0 : nobles;
}

/** The secret ballot as the table may see it: whose turn, never anybody's choice. */
export interface BallotView {
	law: LawId;
	position: number;
	voter: string | null;
	cast: string[];
	waiting: string[];
	readyToReveal: boolean;
}

export function ballotView(s: LiveState): BallotView | null {
	if (!s.ballot) return null;
	const cast = s.ballot.ballots.map((b) => b.id);
	const waiting = s.ballot.order.slice(cast.length);
	return {
		law: s.ballot.law,
		position: s.ballot.position,
		voter: waiting[0] ?? null,
		cast,
		waiting,
		readyToReveal: waiting.length === 0
	};
}

/** The next county the table has to deal with, during the counties step. */
export function nextCounty(s: LiveState): (typeof COUNTY_LETTERS)[number] | null {
	return s.step === 'counties' ? (COUNTY_LETTERS[s.county] ?? null) : null;
}

/** The slot ids a battle may use: players, plus allies in the 2-player variant. */
export function sides(ctx: Ctx): string[] {
	return ctx.options.twoPlayerAllies
		? [...playerIds(ctx), ...playerIds(ctx).map(allyId)]
		: playerIds(ctx);
}

/** A player or, in the 2-player variant, an ally. */
export function isSide(ctx: Ctx, id: unknown): id is string {
	return typeof id === 'string' && sides(ctx).includes(id);
}
