import type { GameMeta } from '../core/meta';

/** BoardGameGeek id — source: https://bgg-research.huynhrobert.com/inspect/96913 (BGG raw: ID 96913, Lancaster, 2011, Queen Games) */
const BGG_ID: number | null = 96913;

export const meta: GameMeta = {
	id: 'lancaster',
	minPlayers: 2,
	maxPlayers: 5,
	accent: '#1d4e89',
	bgg: { name: 'Lancaster', id: BGG_ID },
	ranks: 'points',
	firstPlayerFromSetup: true,
	figureItems: { lawsPassed: 'lancaster.law.{item}.name' }
};
