/**
 * The one place chance enters the app: a new session's or setup's code. Every draw after it
 * derives from the code, so the games stay replayable.
 */
import { newSeedCode, SEED_LENGTH } from '$lib/games/core/rng';

export function freshSeedCode(): string {
	const values = crypto.getRandomValues(new Uint32Array(SEED_LENGTH));
	let i = 0;
	return newSeedCode(() => values[i++]! / 2 ** 32);
}
