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

/** Props of a part of the quick scorer that concerns one player. */
export interface ScorerPlayerProps<
	S = unknown,
	A extends GameAction = GameAction,
	O = unknown
> extends FlowProps<S, A, O> {
	player: Player;
	/** True once scored or read-only: the inputs show, disabled. */
	disabled: boolean;
}

/**
 * What a game adds to the generated quick scorer. Only `Result` is required; each other part
 * replaces or extends one piece of what core draws from the declared fields.
 */
export interface ScorerParts {
	/** The scored result (its table, ranking and «Why?»). */
	// eslint-disable-next-line @typescript-eslint/no-explicit-any
	Result: Component<FlowProps<any, any, any>>;
	/** Table-wide inputs, above the players (the evaluation order, the factions). */
	// eslint-disable-next-line @typescript-eslint/no-explicit-any
	Table?: Component<FlowProps<any, any, any>>;
	/**
	 * A player's whole entry instead of the generated card (a form the live final shares): it
	 * names the player and frames itself.
	 */
	// eslint-disable-next-line @typescript-eslint/no-explicit-any
	Fields?: Component<ScorerPlayerProps<any, any, any>>;
	/** A player's inputs beyond the declared numbers, under the counters (Lancaster's knights). */
	// eslint-disable-next-line @typescript-eslint/no-explicit-any
	Extra?: Component<ScorerPlayerProps<any, any, any>>;
	/**
	 * The whole entry instead of the per-player cards, where a game asks by region rather than by
	 * player (Xidit) or is a score pad. It scores itself; core shows its result and reopen.
	 */
	// eslint-disable-next-line @typescript-eslint/no-explicit-any
	Body?: Component<FlowProps<any, any, any>>;
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

/** Props of what a player's line unfolds on the board view (their tableau, its corrections). */
export interface PlayerFoldProps<
	S = unknown,
	A extends GameAction = GameAction,
	O = unknown
> extends FlowProps<S, A, O> {
	player: Player;
}

/**
 * What a game plugs into the live screen's shell (src/lib/ui/SessionScreen.svelte): the shell
 * draws the top bar (game, round, phase, whose turn, undo / redo), the tabs Now · Board · Log,
 * the drafts of every field, the notices and toasts; the game gives
 * - `Live`: the current step — what to do now and its controls, first on the screen;
 * - `Board` (optional): the picture of the board and the few counts the game lives on, read-only;
 * - `PlayerLine` (optional): a player's own figures on their one line of the board view;
 * - `PlayerFold` (optional): what one tap on that line unfolds right under it (the shell keeps
 *   which lines are open as the board's drafts, so a reload finds them open);
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
	PlayerFold?: Component<PlayerFoldProps<any, any, any>>;
	/**
	 * The quick scorer's own parts, loaded when a quick scoring opens: core's QuickScorer draws
	 * the screen from the flow's declared fields and words (`defineScorer`) and puts these in.
	 */
	scorer: () => Promise<ScorerParts>;
	// eslint-disable-next-line @typescript-eslint/no-explicit-any
	Setup: Component<SetupProps<any>>;
	// eslint-disable-next-line @typescript-eslint/no-explicit-any
	Options?: Component<OptionsProps<any>>;
}
