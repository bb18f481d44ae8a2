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
