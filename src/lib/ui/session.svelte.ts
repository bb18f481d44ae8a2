/**
 * The reactive face of a SessionEngine: runes holding the engine's snapshot, replaced whole
 * each time a committed entry changes it.
 */
import { SessionEngine, type EngineSnapshot } from '$lib/session/engine';
import type { LoadedGame } from '$lib/games/registry';
import type { SessionRow } from '$lib/db/schema';
import type { Repository } from '$lib/db/repo';
import type { LogEntry } from '$lib/games/core/log';
import type { FlowId, GameAction, MessageRef, SessionContext } from '$lib/games/core/types';
import { migrateActions, sessionContext } from '$lib/games/core/replay';

export class SessionView {
	snapshot = $state.raw<EngineSnapshot<unknown>>() as EngineSnapshot<unknown>;
	readonly engine: SessionEngine<unknown>;
	readonly ctx: SessionContext;
	readonly flowId: FlowId;
	/** Why this session is shown as recorded (made with other rules), or null. */
	readonly notice: MessageRef | null;

	constructor(
		readonly row: SessionRow,
		readonly game: LoadedGame,
		log: readonly LogEntry[],
		repo: Repository
	) {
		this.ctx = sessionContext(game.module, row);
		this.flowId = row.flow;
		const version = row.version ?? 1;
		const probe = migrateActions(game.module, version, []);
		this.notice = probe.notice;
		this.engine = new SessionEngine(
			row.id,
			game.module.flows[row.flow],
			this.ctx,
			log,
			repo,
			(s) => (this.snapshot = s),
			{
				prepare: (actions: readonly GameAction[]) =>
					migrateActions(game.module, version, actions).actions
			}
		);
		this.snapshot = this.engine.snapshot;
	}

	get flow() {
		return this.game.module.flows[this.flowId];
	}
}
