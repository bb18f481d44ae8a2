import type { GameMeta } from '../core/meta';

/** BoardGameGeek id — source: none found — no stored page gives the BGG id of Kingdom Defenders (Primigenio 2018; not Ludonova, see http://boardgame.de/reviews/kdefenders.htm), so BG Stats matches it by name */
const BGG_ID: number | null = null;

export const meta: GameMeta = {
	id: 'kingdom-defenders',
	minPlayers: 2,
	maxPlayers: 4,
	accent: '#3f6b2a',
	bgg: { name: 'Kingdom Defenders', id: BGG_ID },
	ranks: 'points',
	firstPlayerFromSetup: true
};
