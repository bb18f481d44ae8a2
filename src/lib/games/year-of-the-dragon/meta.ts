import type { GameMeta } from '../core/meta';

/** BoardGameGeek id — source: https://bgg-research.huynhrobert.com/inspect/31594 (BGG raw: ID 31594, In the Year of the Dragon, 2007) and http://www.gateplay.com/in-the-year-of-the-dragon-board-game.aspx (BGGID: 31594) */
const BGG_ID: number | null = 31594;

export const meta: GameMeta = {
	id: 'year-of-the-dragon',
	minPlayers: 2,
	maxPlayers: 5,
	accent: '#b3261e',
	bgg: { name: 'In the Year of the Dragon', id: BGG_ID },
	ranks: 'points',
	firstPlayerFromSetup: true,
	figureItems: { personsLostByEvent: 'year-of-the-dragon.event.{item}' }
};
