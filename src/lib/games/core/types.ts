/**
 * The contract every game module implements. Framework-free: the platform (db, UI) drives
 * a module only through these functions, so a test, a worker or a CLI can call them too.
 */

import type { Phases } from './phases';

export type Locale = 'es' | 'en';

/** One language's messages: flat ICU strings by key. */
export type Catalogue = Readonly<Record<string, string>>;

/** A message to translate later: a key of the i18n catalogue and its ICU values. */
export interface MessageRef {
	readonly key: string;
	readonly values?: Readonly<Record<string, string | number>>;
}

/** What an illegal action returns instead of a new state (never thrown): says why. */
export interface Invalid {
	readonly invalid: true;
	readonly reason: MessageRef;
}

export function invalid(key: string, values?: Record<string, string | number>): Invalid {
	return { invalid: true, reason: values ? { key, values } : { key } };
}

export function isInvalid(x: unknown): x is Invalid {
	return typeof x === 'object' && x !== null && (x as Invalid).invalid === true;
}

/** A seat at the table. Seat order is the order of `players` in the session. */
export interface Player {
	readonly id: string;
	readonly name: string;
	/** A CSS colour; the UI always shows the name or initial with it, never colour alone. */
	readonly color: string;
}

export interface SessionContext<O = unknown> {
	readonly players: readonly Player[];
	readonly options: O;
	/** The session's seed code: every random draw derives from it. */
	readonly seed: string;
	/**
	 * The setup the session actually used, stored on the session row when it was created (or
	 * what the table recorded instead). Games read it from here and never recompute it from
	 * the seed on load, so a change to the randomizer cannot rewrite a stored game.
	 */
	readonly setup?: unknown;
}

/** Cached on the session row so home and history never load game code. */
export interface SessionSummary {
	/** Round (month, year...) in progress, or null where a game has no rounds. */
	readonly round: number | null;
	readonly finished: boolean;
	/** Score per player id (what the history shows). */
	readonly scores: Readonly<Record<string, number>>;
	/** Winner ids: several on a shared victory, empty while unknown. */
	readonly winners: readonly string[];
	/**
	 * A finished play's order by the game's own rules (dominance, coalitions, tie-breaks, a
	 * ghost), best first, each place the ids that share it; `places[0]` equals `winners`.
	 * Absent: winners first, then the others by score (`finishingPlaces` in core/ranking).
	 */
	readonly places?: readonly (readonly string[])[];
	/**
	 * The seat that started, where the game's state decides it after the setup (a redrawn
	 * setup): it overrides the stored setup's `firstPlayer`. Absent: the setup's.
	 */
	readonly startSeat?: number;
	/**
	 * What settled a close game, in one line, where the game's own rule decided it rather than
	 * the highest score alone (a tie-break, a dominance win, the ghost): the shared result
	 * (text and image) says it. Absent: the scores say it all.
	 */
	readonly decidedBy?: MessageRef;
	/**
	 * The game's own figures for statistics across plays (JSON), e.g. Root `factionOf`
	 * {playerId: faction}, Xidit `eliminatedBy` {playerId: criterion}, Kingdom Defenders
	 * `hordesBeaten` and `citiesLost`, Lancaster `lawsPassed` [law ids], Year of the Dragon
	 * `personsLostByEvent` {event: count}. Absent where a flow has none.
	 */
	readonly figures?: Readonly<Record<string, unknown>>;
	/**
	 * True while the state holds choices the table has not revealed yet (a secret ballot, a
	 * hand, gold behind a screen): a backup made now contains them, and the export says so.
	 */
	readonly hidden?: boolean;
}

/**
 * The reasons of one resolved outcome, as pure data from the game's rules (the screen only
 * renders it): what went in, how it was counted, which rule decided and on which page.
 */
export interface Explanation {
	/** What was resolved («Census: Militia», «Battle: Normandy»). */
	readonly title: MessageRef;
	/** The inputs as recorded: one line each, with the player it belongs to where there is one. */
	readonly inputs: readonly { readonly player?: string; readonly text: MessageRef }[];
	/** The calculation, in a few lines. */
	readonly steps: readonly MessageRef[];
	/** The rule that decided it, in the project's own words, and where the rulebook holds it. */
	readonly rule: RuleRef;
	/** The tie and what settled it, when there was one. */
	readonly tie?: MessageRef;
	/** The result, as applied. */
	readonly outcome: MessageRef;
}

/**
 * The final scoring by category, as the game's result screen explains it (the share image
 * draws it as columns): each category's label and points per player id.
 */
export interface Breakdown {
	readonly categories: readonly {
		readonly label: MessageRef;
		readonly points: Readonly<Record<string, number>>;
	}[];
}

/** Points for the score chart: one entry per completed round. */
export interface ScorePoint {
	readonly round: number;
	readonly scores: Readonly<Record<string, number>>;
}

/** Every action is a plain JSON object with a string `type`. */
export interface GameAction {
	readonly type: string;
}

/**
 * One way into a game (the live companion or the quick scorer): a pure reducer and the
 * explanations around it. State and actions must survive JSON round trips.
 */
export interface Flow<S, A extends GameAction = GameAction, O = unknown> {
	init(ctx: SessionContext<O>): S;
	/** Pure. Returns the next state, or `invalid(...)` saying why nothing changed. */
	reduce(state: S, action: A, ctx: SessionContext<O>): S | Invalid;
	/** A readable log line for an action, given the state it was applied to. */
	describe(action: A, before: S, ctx: SessionContext<O>): MessageRef;
	summarize(state: S, ctx: SessionContext<O>): SessionSummary;
	/** Score per player after each round, for the chart. */
	scoreHistory?(state: S, ctx: SessionContext<O>): ScorePoint[];
	/** The final scoring by category once the game is finished, else null. */
	breakdown?(state: S, ctx: SessionContext<O>): Breakdown | null;
	/**
	 * Why a move came out as it did (a battle, a census, a vote): the inputs used, the
	 * calculation, the rule and its page, the tie-break — data the log's «Why?» shows. Null
	 * where the move resolves nothing (a plain entry). Computed from the same state change the
	 * move applied, so it cannot disagree with it. Asynchronous: a game keeps its explaining
	 * code out of its first chunk and imports it when a «Why?» is first shown.
	 */
	explain?(action: A, before: S, after: S, ctx: SessionContext<O>): Promise<Explanation | null>;
	/** The declared moves' schemas by action type (set by core/define: tests fuzz them). */
	readonly schemas?: Readonly<Record<string, unknown>>;
	/**
	 * What the live screen's top bar shows at a glance: the phase in progress and whose turn
	 * it is. Absent: the bar shows the round only.
	 */
	glance?(state: S, ctx: SessionContext<O>): Glance;
	/**
	 * A secret choice the rules have every listed player make at once and reveal together (a
	 * ballot, a census). On a shared table each player commits it on their own phone.
	 * Absent: the flow has none; the single-phone screens are unchanged either way.
	 */
	readonly hidden?: HiddenInput<S, O>;
	/** The declared phases (core/phases), for tests and screens asking what a phase allows. */
	readonly phases?: Phases<S, O>;
	/** A quick scorer's declared fields and words, from which core generates its screen. */
	readonly quick?: QuickScorerSpec<O>;
}

/** The words of a generated quick-scorer screen: keys of the game's catalogue. */
export interface QuickScorerScreen {
	/** One line above the players: what to type. */
	readonly intro: string;
	/** The button that scores. */
	readonly finish: string;
	/** The button that opens a scored game again for a correction (absent: none). */
	readonly reopen?: string;
	/** A field's label, `{player}` the player's name. */
	field(field: string): string;
}

export interface QuickScorerSpec<O = unknown> {
	fields(
		ctx: SessionContext<O>
	): Readonly<Record<string, { readonly min: number; readonly max: number }>>;
	readonly screen: QuickScorerScreen;
}

/** The secret choice open now: a key unique to this occurrence, and who must choose. */
export interface HiddenOpen {
	readonly key: string;
	readonly players: readonly string[];
}

/** A flow's declared hidden input. Pure, like the flow. */
export interface HiddenInput<S, O = unknown> {
	/** The secret choice open in this state, or null when there is none. */
	open(state: S, ctx: SessionContext<O>): HiddenOpen | null;
	/** Why a player's choice would be refused (the action's own checks), or null when fine. */
	check(state: S, ctx: SessionContext<O>, player: string, choice: unknown): MessageRef | null;
	/**
	 * The game's normal action recording every player's revealed choice. It names `key`, so the
	 * fold refuses it once that choice is no longer open (a second phone dispatching it again).
	 */
	action(key: string, choices: Readonly<Record<string, unknown>>): GameAction;
}

/** The top bar's line: the phase in progress, whose turn (a player id), both optional. */
export interface Glance {
	readonly phase?: MessageRef | null;
	readonly turn?: string | null;
	/** The rules at hand for the step in progress: the «?» beside its title opens them. */
	readonly rules?: StepRules | null;
}

/**
 * What the step in progress asks of the table and the rules that apply to it, each in the
 * project's own words with its rulebook page (the rulebooks are the publishers' text: cite,
 * never copy). Message keys only, so both languages read the same catalogue.
 */
export interface StepRules {
	/** The step's name, as the dialog's title. */
	readonly title: MessageRef;
	/** What the table does now, in one or two sentences. */
	readonly asks: MessageRef;
	/** The rules that apply, each with where the game's rulebook holds it. */
	readonly rules: readonly RuleRef[];
}

/**
 * A rule in the project's own words and the rulebook's page that holds it. A rulebook with no
 * page numbers in our edition (the Law of Root) names its section in the words instead, and
 * gives no page: a page is never guessed.
 */
export interface RuleRef {
	readonly text: MessageRef;
	readonly page?: number;
}

export type FlowId = 'live' | 'scorer';

/** Rewrites an older session's log so today's rules replay it the same way (see core/replay). */
export interface Migration {
	/** The version this migration upgrades from (to `from + 1`). */
	readonly from: number;
	migrate(actions: readonly GameAction[]): readonly GameAction[];
}

export interface GameModule<O = unknown> {
	readonly id: string;
	/**
	 * Bumped whenever a rule, a random draw or a state shape changes what a stored log replays
	 * to. Sessions store the version they were created with (see core/replay.ts).
	 */
	readonly version: number;
	/** Kept migrations, oldest first: from 1 up to `version - 1`. */
	readonly migrations?: readonly Migration[];
	/**
	 * The game's setup drawn from the seed, stored on the session when it is created. Absent:
	 * the game has nothing to draw (the session stores null).
	 */
	drawSetup?(ctx: SessionContext<O>): unknown;
	readonly minPlayers: number;
	readonly maxPlayers: number;
	defaultOptions(players: number): O;
	/**
	 * For games whose setup randomizer decides options (Root draws the factions): the options
	 * a session started from that setup should use. Absent: the setup screen's options as they are.
	 */
	optionsFromSetup?(seed: string, players: number, options: O): O;
	/** Checks options a person (or a backup file) supplied: null when fine, else why not. */
	validateOptions(options: unknown, players: number): MessageRef | null;
	// eslint-disable-next-line @typescript-eslint/no-explicit-any
	readonly flows: Readonly<Record<FlowId, Flow<any, any, O>>>;
	/**
	 * Flat ICU message catalogues, keys prefixed with the game id, one lazy chunk per language:
	 * a phone downloads only the language it shows.
	 */
	readonly messages: Readonly<Record<Locale, () => Promise<Catalogue>>>;
	/**
	 * The texts only a «Why?» or a step's rules show, a chunk of their own per language: loaded
	 * the first time one is opened, so the game's chunk stays in its budget.
	 */
	readonly lateMessages?: Readonly<Record<Locale, () => Promise<Catalogue>>>;
}
