/**
 * The golden game: a whole 3-player game (5 rounds, 15 votes with tokens, 15 laws, 45
 * counties, lower-row battles and prisoners, the final scoring and a correction after the
 * end) whose final state and summary are pinned. Any change of behaviour — a rule constant,
 * the order of a draw — fails here and is a deliberate, reviewed diff of
 * fixtures/golden-game.json (regenerate with LANCASTER_GOLDEN=write).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fold } from '$lib/games/core/log';
import { migrateActions } from '$lib/games/core/replay';
import type { GameAction, SessionContext } from '$lib/games/core/types';
import { module, type Options } from '$lib/games/lancaster';
import { walkPhases } from '../../phase-walk';

const FILE = 'tests/unit/lancaster/fixtures/golden-game.json';

interface Golden {
	players: SessionContext['players'];
	options: Options;
	seed: string;
	setup: unknown;
	actions: GameAction[];
	expected: { state: unknown; summary: unknown; history: unknown };
}

const golden = JSON.parse(readFileSync(FILE, 'utf8')) as Golden;

describe('Lancaster golden game', () => {
	const ctx: SessionContext<Options> = {
		players: golden.players,
		options: golden.options,
		seed: golden.seed,
		setup: golden.setup
	};
	const flow = module.flows.live;
	// Recorded by version 2: replayed through the kept migrations, as a stored session is.
	const { actions } = migrateActions(module, 2, golden.actions);
	const { state, refused } = fold(flow, ctx, actions);
	const summary = flow.summarize(state, ctx);
	const history = flow.scoreHistory!(state, ctx);

	if (process.env.LANCASTER_GOLDEN === 'write')
		writeFileSync(
			FILE,
			JSON.stringify({ ...golden, expected: { state, summary, history } }, null, '\t') + '\n'
		);

	it('every action of the log is accepted', () => {
		expect(refused).toEqual([]);
	});

	it('every accepted move is one its step allows, and each change of step a declared one', () => {
		const seen = walkPhases(flow, ctx, actions);
		expect(seen.filter((p) => p === 'troops')).toHaveLength(5);
		expect(seen.at(-1)).toBe('finished');
	});

	it('the final state is the pinned one', () => {
		expect(state).toEqual(golden.expected.state);
	});

	it('the summary (scores, winners, laws passed) and the history are the pinned ones', () => {
		expect(summary).toEqual(golden.expected.summary);
		expect(history).toEqual(golden.expected.history);
	});
});
