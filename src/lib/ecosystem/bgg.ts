/**
 * BoardGameGeek ids and the games' English names as BoardGameGeek lists them: what BG Stats
 * matches an imported play by. Each id lives beside its source in the game's own data.ts.
 */
import { BGG_ID as yearOfTheDragon } from '$lib/games/year-of-the-dragon/data';
import { BGG_ID as lancaster } from '$lib/games/lancaster/data';
import { BGG_ID as xidit } from '$lib/games/xidit/data';
import { BGG_ID as kingdomDefenders } from '$lib/games/kingdom-defenders/data';
import { BGG_ID as root } from '$lib/games/root/data';

export interface BggGame {
	/** The name BoardGameGeek gives the game (English, what BG Stats shows). */
	readonly name: string;
	/** Null where no source gives the id: BG Stats then matches the game by its name. */
	readonly bggId: number | null;
}

export const BGG_GAMES: Readonly<Record<string, BggGame>> = {
	'year-of-the-dragon': { name: 'In the Year of the Dragon', bggId: yearOfTheDragon },
	lancaster: { name: 'Lancaster', bggId: lancaster },
	xidit: { name: 'Lords of Xidit', bggId: xidit },
	'kingdom-defenders': { name: 'Kingdom Defenders', bggId: kingdomDefenders },
	root: { name: 'Root', bggId: root }
};

/** Games that rank without points: BG Stats gets `noPoints` and places only. */
export const NO_POINTS: ReadonlySet<string> = new Set(['xidit']);

/**
 * Root factions as BG Stats roles: one English name each (the names printed on the English
 * faction boards), whatever language the phone shows, so BG Stats counts one role per faction.
 */
export const ROLE_NAMES: Readonly<Record<string, string>> = {
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
};
