/**
 * The reactive face of a SessionEngine: runes holding the engine's snapshot, replaced whole
 * each time a committed entry changes it.
 */
import { SessionEngine, type EngineSnapshot } from '$lib/session/engine';
import type { LoadedGame } from '$lib/games/registry';
import type { SessionRow } from '$lib/db/schema';
import type { Repository } from '$lib/db/repo';
import type { LogEntry } from '$lib/games/core/log';
import type { FlowId, SessionContext } from '$lib/games/core/types';

export class SessionView {
	snapshot = $state.raw<EngineSnapshot<unknown>>() as EngineSnapshot<unknown>;
	readonly engine: SessionEngine<unknown>;
	readonly ctx: SessionContext;
	readonly flowId: FlowId;

	constructor(
		readonly row: SessionRow,
		readonly game: LoadedGame,
		log: readonly LogEntry[],
		repo: Repository
	) {
		this.ctx = { players: row.players, options: row.options, seed: row.seed };
		this.flowId = row.flow;
		this.engine = new SessionEngine(
			row.id,
			game.module.flows[row.flow],
			this.ctx,
			log,
			repo,
			(s) => (this.snapshot = s)
		);
		this.snapshot = this.engine.snapshot;
	}

	get flow() {
		return this.game.module.flows[this.flowId];
	}
}
