/** What each game's ui/ folder gives the platform: its screens, as Svelte components. */
import type { Component } from 'svelte';
import type { GameAction, MessageRef, Player, SessionContext } from '$lib/games/core/types';

/** Props of a flow screen (live companion or quick scorer). */
export interface FlowProps<S = unknown, A extends GameAction = GameAction, O = unknown> {
	/** The state folded from the log: read-only, replaced whole after each committed action. */
	state: S;
	ctx: SessionContext<O>;
	/**
	 * Applies an action: resolves null once it is stored in IndexedDB, or the reason it was
	 * refused (the platform already shows that reason to the person, translated).
	 */
	dispatch: (action: A) => Promise<MessageRef | null>;
	/** False while the session is finished or read-only (history). */
	readonly?: boolean;
}

/** Props of the setup randomizer screen: everything comes from the seed and the options. */
export interface SetupProps<O = unknown> {
	seed: string;
	players: number;
	options: O;
}

/** Props of a game's options form on the new-session screen. */
export interface OptionsProps<O = unknown> {
	options: O;
	players: number;
	/** The setup code on screen: a draw the form makes from it is the one the session keeps. */
	seed?: string;
	onchange: (options: O) => void;
}

/** Props of a game's one-line figures for a player on the board view (beside name and score). */
export interface PlayerLineProps<S = unknown, O = unknown> {
	player: Player;
	state: S;
	ctx: SessionContext<O>;
}

/**
 * What a game plugs into the live screen's shell (src/lib/ui/SessionScreen.svelte): the shell
 * draws the top bar (game, round, phase, whose turn, undo / redo), the tabs Now · Board · Log,
 * the drafts of every field, the notices and toasts; the game gives
 * - `Live`: the current step — what to do now and its controls, first on the screen;
 * - `Board` (optional): the picture of the board and the few counts the game lives on, read-only;
 * - `PlayerLine` (optional): a player's own figures on their one line of the board view;
 * - its flow's `glance(state, ctx)`: the phase and whose turn, for the top bar.
 */
export interface GameUi {
	// eslint-disable-next-line @typescript-eslint/no-explicit-any
	Live: Component<FlowProps<any, any, any>>;
	// eslint-disable-next-line @typescript-eslint/no-explicit-any
	Board?: Component<FlowProps<any, any, any>>;
	// eslint-disable-next-line @typescript-eslint/no-explicit-any
	PlayerLine?: Component<PlayerLineProps<any, any>>;
	// eslint-disable-next-line @typescript-eslint/no-explicit-any
	Scorer: Component<FlowProps<any, any, any>>;
	// eslint-disable-next-line @typescript-eslint/no-explicit-any
	Setup: Component<SetupProps<any>>;
	// eslint-disable-next-line @typescript-eslint/no-explicit-any
	Options?: Component<OptionsProps<any>>;
}
