import type { CardSuit } from '../data';

/** Root's suit colours for the pictures (fox red, rabbit yellow, mouse orange, bird blue). */
export const SUIT_COLOR: Readonly<Record<CardSuit, string>> = {
	fox: '#d0432f',
	rabbit: '#c49a1c',
	mouse: '#b86b2e',
	bird: '#3f7fb8'
};
