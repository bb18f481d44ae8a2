/**
 * Taking a group's plays in (sync/group/plays.ts, mirrorPlays), in Node without a server: a play
 * another phone recorded is marked as theirs before it is stored here, so no moment shows it in
 * this history as this phone's own; a play the import refuses leaves no mark behind.
 */
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { Repository } from '$lib/db/repo';
import { TablemateDb } from '$lib/db/schema';
import { SessionEngine } from '$lib/session/engine';
import { live, type PadAction, type PadState } from '$lib/games/score-pad/state';
import type { LoadedGame } from '$lib/games/registry';
import { originOf, playsFrom, type GroupInfo } from '$lib/sync/group/groups';
import { mirrorPlays, playsOf, publishPlay, readPlay } from '$lib/sync/group/plays';
import { ctx, padSession } from '../../fixtures/score-pad';
import { loadRules } from '../../fixtures/rules-loader';

let n = 0;
const repoOf = (name: string) =>
	new Repository(new TablemateDb(`group-mirror-${name}-${++n}-${Date.now()}`));
const group: GroupInfo = {
	url: 'ws://127.0.0.1:1',
	room: 'room-1',
	token: 't',
	name: 'Friday',
	joinedAt: 0
};
const other = { id: 'phone-x', name: 'Xavi' };
const me = { id: 'phone-y', name: 'Yara' };

/** A play finished on phone X and written into a group document. */
async function publishedPlay(): Promise<{ doc: Y.Doc; id: string }> {
	const x = repoOf('x');
	const row = await x.createSession(padSession());
	const engine = new SessionEngine<PadState, PadAction>(row.id, live, ctx, [], x);
	expect((await engine.dispatch({ type: 'add', seat: 0, delta: 4 })).ok).toBe(true);
	expect((await engine.dispatch({ type: 'finish' })).ok).toBe(true);
	const doc = new Y.Doc();
	expect(await publishPlay(x, doc, row.id, other)).toBe(true);
	return { doc, id: row.id };
}

describe('taking in a group’s plays', () => {
	it('marks another phone’s play with its origin before the import stores it, and the play lands finished', async () => {
		const { doc, id } = await publishedPlay();
		const y = repoOf('y');
		const seen: { stored: boolean; origin: unknown }[] = [];
		// The import loads the game before it replays and stores the play.
		const load = async (gameId: string): Promise<LoadedGame | null> => {
			seen.push({ stored: !!(await y.getSession(id)), origin: await originOf(y, id) });
			return loadRules(gameId);
		};
		const result = await mirrorPlays(y, doc, group, load, me);
		expect(result.added).toBe(1);
		expect(seen).toEqual([{ stored: false, origin: { group: 'room-1', by: 'Xavi' } }]);
		expect((await y.getSession(id))?.status).toBe('finished');
		expect(await playsFrom(y, 'room-1')).toEqual([id]);
	});

	it('leaves no origin mark for a play the import refuses (a game this build lacks)', async () => {
		const { doc, id } = await publishedPlay();
		const play = readPlay(doc, id)!;
		playsOf(doc).set(
			id,
			JSON.stringify({ ...play, session: { ...play.session, gameId: 'no-such-game' } })
		);
		const y = repoOf('y');
		const result = await mirrorPlays(y, doc, group, async () => null, me);
		expect(result.added).toBe(0);
		expect(await y.getSession(id)).toBeUndefined();
		expect(await originOf(y, id)).toBeUndefined();
		expect(await playsFrom(y, 'room-1')).toEqual([]);
	});
});
