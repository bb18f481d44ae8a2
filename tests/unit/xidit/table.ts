/** The four-player table the Xidit unit tests play at, with the seed each test file chose. */
import type { SessionContext } from '$lib/games/core/types';
import { defaultOptions, type Options } from '$lib/games/xidit/state';

export const PLAYERS = [
	{ id: 'a', name: 'Ana', color: 'red' },
	{ id: 'b', name: 'Bea', color: 'blue' },
	{ id: 'c', name: 'Carl', color: 'green' },
	{ id: 'd', name: 'Dani', color: 'black' }
];

export function fourPlayers(seed: string): SessionContext<Options> {
	return { players: PLAYERS, options: defaultOptions(), seed };
}
