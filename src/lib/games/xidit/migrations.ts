/** How older logs replay the same way under today's rules (see core/replay). */
import type { GameAction, Migration } from '../core/types';

export const migrations: readonly Migration[] = [
	{
		// Version 1 left the ghost's counters where the seed put them when the table recorded its
		// tiles; version 2 re-seats them (Reglamento p.17). Old logs keep the counters they scored with.
		from: 1,
		migrate: (actions: readonly GameAction[]) =>
			actions.map((a) => (a.type === 'setOrder' ? { ...a, keepGhost: true } : a))
	}
];
