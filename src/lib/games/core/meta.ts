/**
 * What the platform knows about a game before loading its code: each game declares it in its
 * own `meta.ts` and the registry, home, statistics, BG Stats and the share image read it — no
 * other file names a game's id to know these facts.
 */
export interface GameMeta {
	readonly id: string;
	readonly minPlayers: number;
	readonly maxPlayers: number;
	/** Accent colour of the game's card on the home screen. */
	readonly accent: string;
	/**
	 * BoardGameGeek: the name it lists (English, what BG Stats shows) and its id — null only
	 * where no source gives one (BG Stats then matches the game by name). Required, so a new
	 * game decides it.
	 */
	readonly bgg: { readonly name: string; readonly id: number | null } | null;
	/**
	 * How a play ranks: by points (highest first; a score pad may set lowest-wins per play),
	 * or by places with no points to show (Xidit's eliminations): BG Stats gets `noPoints`, the
	 * result line shows no scores.
	 */
	readonly ranks: 'points' | 'places';
	/**
	 * True where the setup drawn from the code decides who starts (its `firstPlayer` seat): the
	 * new-game screen then offers no draw of its own. Absent: seat 1 starts.
	 */
	readonly firstPlayerFromSetup?: boolean;
	/**
	 * True where the options are what a table sets first (the score pad's game name): the
	 * new-game screen asks them first, above the players, rather than folded.
	 */
	readonly optionsFirst?: boolean;
	/**
	 * A per-player role a play records (Root's factions): the summary figure that holds it
	 * ({playerId: role id}) and each role's English name as BG Stats lists it.
	 */
	readonly roles?: {
		readonly figure: string;
		/** The setup's field listing each seat's role, read when the summary holds none. */
		readonly setupList?: string;
		readonly names: Readonly<Record<string, string>>;
	};
	/**
	 * The game's statistics figures whose items its own catalogue names: figure → the message
	 * key with `{item}` where the item's id goes (`root.faction.{item}`).
	 */
	readonly figureItems?: Readonly<Record<string, string>>;
}
