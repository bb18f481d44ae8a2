// Types of seat-fold.js (plain JavaScript so that the table server, plain Node, runs the same
// fold as the phones).
import type { Reveal } from './commit';
import type { Signature } from './keys';

export interface Base {
	readonly id: string;
	/** The name of the writing phone (a label: the key is what binds). */
	readonly phone: string;
	readonly at: number;
	readonly pub?: string;
	readonly sig?: string;
}

export type SeatRecord = Base &
	(
		| { readonly t: 'claim'; readonly player: string }
		| { readonly t: 'release'; readonly player: string }
		| {
				readonly t: 'commit';
				readonly key: string;
				readonly commitment: string;
				readonly fallback?: true;
		  }
		| { readonly t: 'reveal'; readonly key: string; readonly reveal: Reveal }
		| { readonly t: 'withdraw'; readonly key: string }
		| { readonly t: 'restart'; readonly open: string }
	);

/** What is signed: the record without its key and signature, keys sorted (commit.ts canonical). */
export type Unsigned<R> = R extends unknown ? Omit<R, 'pub' | 'sig'> : never;

export type RefusedWhy =
	| 'badSignature'
	| 'unsigned'
	| 'malformed'
	| 'notSeat'
	| 'afterReveal'
	| 'notCommitter'
	| 'pendingRestart';

export interface SeatHolder {
	readonly phone: string;
	readonly pub: string;
}

export interface HeldSecret {
	readonly by: string;
	readonly pub: string;
	readonly commitment: string;
	readonly fallback?: true;
	/** Reveals from the committing key, in order: the first that matches counts (secrets.ts). */
	readonly reveals: readonly Reveal[];
	/** One of them matches the commitment (its digest, checked before the fold). */
	readonly opened: boolean;
}

/** A line the table sees: who plays from which phone, and each refused record. */
export type SeatLine =
	| {
			readonly id: string;
			readonly kind: 'claim';
			/** When the record was written (the writing phone's clock). */
			readonly at: number;
			readonly player: string;
			readonly phone: string;
			readonly from?: string;
	  }
	| {
			readonly id: string;
			readonly kind: 'release';
			readonly at: number;
			readonly player: string;
			readonly phone: string;
	  }
	| {
			readonly id: string;
			readonly kind: 'refused';
			readonly phone: string;
			readonly why: RefusedWhy;
	  };

export interface SeatFold {
	readonly seats: ReadonlyMap<string, SeatHolder>;
	readonly secrets: ReadonlyMap<string, HeldSecret>;
	readonly lines: readonly SeatLine[];
	readonly refused: ReadonlyMap<string, RefusedWhy>;
}

/** A secret's key, "<open>|<player>" or "<open>|<player>|table" (commit.ts), taken apart. */
export function parseKey(key: string): { open: string; player: string; standIn: boolean } | null;

/**
 * Folds the records in the room's order. `verdicts`: each record's signature by id (a record
 * absent from it counts as unsigned). `digests`: each reveal record's digest, by id.
 */
export function foldSeats(
	records: readonly SeatRecord[],
	verdicts: ReadonlyMap<string, Signature>,
	digests?: ReadonlyMap<string, string>
): SeatFold;
