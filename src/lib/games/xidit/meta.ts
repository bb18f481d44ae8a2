import type { GameMeta } from '../core/meta';

/** BoardGameGeek id — source: https://bgg-research.huynhrobert.com/inspect/156566 (BGG raw: ID 156566, Lords of Xidit, 2014) */
const BGG_ID: number | null = 156566;

export const meta: GameMeta = {
	id: 'xidit',
	minPlayers: 3,
	maxPlayers: 5,
	accent: '#6b4e16',
	bgg: { name: 'Lords of Xidit', id: BGG_ID },
	// The winner is who survives the three eliminations: places, no points.
	ranks: 'places',
	figureItems: { eliminatedBy: 'xidit.criterion.{item}' }
};
