import type { GameMeta } from '../core/meta';

/** BoardGameGeek id — source: https://bgg-research.huynhrobert.com/inspect/237182 (BGG raw: ID 237182, Root, 2018) and https://boardgamegeek.com/boardgame/237182/root */
const BGG_ID: number | null = 237182;

export const meta: GameMeta = {
	id: 'root',
	minPlayers: 2,
	maxPlayers: 6,
	accent: '#8a5a00',
	bgg: { name: 'Root', id: BGG_ID },
	ranks: 'points',
	// Factions as BG Stats roles: the English faction boards' names, whatever the phone shows.
	roles: {
		figure: 'factionOf',
		// The quick scorer keeps the factions the table named in its setup, in seat order.
		setupList: 'factions',
		names: {
			marquise: 'Marquise de Cat',
			eyrie: 'Eyrie Dynasties',
			alliance: 'Woodland Alliance',
			vagabond: 'Vagabond',
			vagabond2: 'Second Vagabond',
			lizards: 'Lizard Cult',
			riverfolk: 'Riverfolk Company',
			duchy: 'Underground Duchy',
			corvids: 'Corvid Conspiracy',
			hundreds: 'Lord of the Hundreds',
			keepers: 'Keepers in Iron'
		}
	},
	figureItems: { factionOf: 'root.faction.{item}' }
};
