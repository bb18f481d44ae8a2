/**
 * Names for the games' figures. The figure's title is a platform message; an item (a Root
 * faction, a Xidit evaluation, a Lancaster law, a Year of the Dragon event) is named by the
 * game's own catalogue, loaded with the game. Where a name is missing (a figure a game adds
 * later, a catalogue not loaded yet) the raw id shows instead of a key.
 */
type T = (key: string, options?: { values?: Record<string, string | number> }) => string;

/** svelte-i18n returns the key itself for a missing message. */
export function translated(t: T, key: string, fallback: string): string {
	const text = t(key);
	return text && text !== key ? text : fallback;
}

export function figureTitle(t: T, name: string): string {
	return translated(t, `stats.figure.${name}`, name);
}

export function itemName(t: T, figure: string, item: string): string {
	switch (figure) {
		case 'factionOf':
			return translated(t, `root.faction.${item}`, item);
		case 'eliminatedBy':
			return translated(t, `xidit.criterion.${item}`, item);
		case 'lawsPassed':
			return translated(t, `lancaster.law.${item}.name`, item);
		case 'personsLostByEvent':
			return translated(t, `year-of-the-dragon.event.${item}`, item);
		default:
			return item;
	}
}

/** Which games' catalogues name a figure's items (loaded before showing them). */
export const FIGURE_GAMES: Readonly<Record<string, string>> = {
	factionOf: 'root',
	eliminatedBy: 'xidit',
	lawsPassed: 'lancaster',
	personsLostByEvent: 'year-of-the-dragon'
};
