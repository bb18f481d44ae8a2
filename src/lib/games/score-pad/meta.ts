import type { GameMeta } from '../core/meta';

export const meta: GameMeta = {
	id: 'score-pad',
	minPlayers: 1,
	maxPlayers: 12,
	accent: '#52606d',
	// Any game: a play names its own game and BoardGameGeek id in its options.
	bgg: null,
	ranks: 'points',
	// The pad's first question is which game the table plays.
	optionsFirst: true
};
