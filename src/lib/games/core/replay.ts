/**
 * Sessions are replay-safe: each stores the game's `version` it was created with and the
 * setup it used. Loading an older session replays its actions through the game's kept
 * migrations; where no migration covers the gap (the rules changed its history), the session
 * is shown as it replays today, read-only, with its recorded result kept and a notice.
 */
import type { GameAction, GameModule, MessageRef, SessionContext } from './types';

export interface Replayable {
	/** The actions, rewritten by the kept migrations up to today's version. */
	readonly actions: readonly GameAction[];
	/** Null when today's rules replay it exactly; else why the session is kept as recorded. */
	readonly notice: MessageRef | null;
}

export function migrateActions(
	module: Pick<GameModule, 'version' | 'migrations'>,
	storedVersion: number,
	actions: readonly GameAction[]
): Replayable {
	if (storedVersion > module.version) return { actions, notice: { key: 'session.newerVersion' } };
	let out = actions;
	for (let v = storedVersion; v < module.version; v++) {
		const m = module.migrations?.find((x) => x.from === v);
		if (!m) return { actions, notice: { key: 'session.olderVersion' } };
		out = m.migrate(out);
	}
	return { actions: out, notice: null };
}

/** The context a session's flows run with: its stored setup, else the one drawn from the seed. */
export function sessionContext(
	module: Pick<GameModule, 'drawSetup'>,
	row: { players: SessionContext['players']; options: unknown; seed: string; setup: unknown }
): SessionContext {
	const base = { players: row.players, options: row.options, seed: row.seed };
	const setup = row.setup ?? module.drawSetup?.(base) ?? null;
	return { ...base, setup };
}
