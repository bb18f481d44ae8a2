/**
 * Pictures for the laws (what players recognise before they read): each law's condition → its
 * reward, drawn with the board's pieces (⛁ gold, ♙ squire,
 * ♞ knight, ⬆ strengthening, ✉ vote token, ♛ noble, ⚑ county, ⚔ battle, ⌂ extension, ★ power),
 * in symbols common fonts carry. Presentation only; the rules are in rules.ts.
 */
import type { LawId } from '../data';

export const LAW_ICON: Readonly<Record<LawId, string>> = {
	goldStrengthen: '⛁ → ⬆',
	squiresKnight: '♙ → ♞',
	countiesPer2: '⚑⚑ → ★',
	goldForVotes: '⛁ → ✉',
	squireGoldPower: '♙⛁ → ★',
	battlePairExtension: '⚔⚔ → ⌂',
	strength2Squire: '② → ♙',
	battlePairBundle: '⚔⚔ → ♙✉⛁',
	noStrength2Strengthen: '⊘② → ⬆',
	swap3For4: '③ → ④',
	extensionsPower: '⌂⌂⌂ → ★',
	battlesPower: '⚔ → ★',
	countiesPer3: '⚑⚑⚑ → ★',
	three1sPower: '①①① → ★',
	noblesKnight: '♛♛♛ → ♞',
	goldPower: '⛁ → ★',
	squirePower: '♙ → ★',
	setOf4Power: '①②③④ → ★'
};

/** A player's figures on the Board's line, in the line's order, and the symbol each is shown by. */
export const FIGURES = ['strength', 'tokens', 'nobles', 'gold', 'squires', 'extensions'] as const;
export type Figure = (typeof FIGURES)[number];
export const FIGURE_ICON: Readonly<Record<Figure, string>> = {
	strength: '⚔',
	tokens: '◆',
	nobles: '♛',
	gold: '●',
	squires: '♙',
	extensions: '▣'
};
