/**
 * Seats and secrets on a shared table, as a fold over the room's `seatLog`: an append-only list
 * of signed records (keys.ts). A seat is claimed by a phone's key; a seat's secret (commitment
 * and reveal) counts only from the key that held that seat when it was committed; a commitment
 * cannot be made or replaced once another seat of the same hidden input has revealed. Every
 * record stays in the list; the ones these rules refuse are listed as refused, with why.
 * The fold is plain JavaScript (seat-fold.js, typed by seat-fold.d.ts), so the table server
 * runs the same one (server/guard.js).
 */
export { foldSeats, parseKey } from './seat-fold.js';
export type {
	SeatRecord,
	Unsigned,
	RefusedWhy,
	SeatHolder,
	HeldSecret,
	SeatLine,
	SeatFold
} from './seat-fold.js';
