/**
 * Names for the games' figures. The figure's title is a platform message; an item (a Root
 * faction, a Xidit evaluation, a Lancaster law, a Year of the Dragon event) is named by the
 * game's own catalogue, loaded with the game. Where a name is missing (a figure a game adds
 * later, a catalogue not loaded yet) the raw id shows instead of a key.
 */
import { games } from '$lib/games/registry';

type T = (key: string, options?: { values?: Record<string, string | number> }) => string;

/** svelte-i18n returns the key itself for a missing message. */
export function translated(t: T, key: string, fallback: string): string {
	const text = t(key);
	return text && text !== key ? text : fallback;
}

export function figureTitle(t: T, name: string): string {
	return translated(t, `stats.figure.${name}`, name);
}

/** The message key naming a figure's item, from the game that declares the figure. */
function itemKey(figure: string): string | undefined {
	return games.find((g) => g.figureItems?.[figure])?.figureItems?.[figure];
}

export function itemName(t: T, figure: string, item: string): string {
	const key = itemKey(figure);
	return key ? translated(t, key.replace('{item}', item), item) : item;
}

/** Which game's catalogue names a figure's items (loaded before showing them). */
export const FIGURE_GAMES: Readonly<Record<string, string>> = Object.fromEntries(
	games.flatMap((g) => Object.keys(g.figureItems ?? {}).map((f) => [f, g.id]))
);
