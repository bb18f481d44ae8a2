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
import { mirrorPlays, playsOf, publishPlay, readPlay, type Me } from '$lib/sync/group/plays';
import { joinsOf, playSigner, signJoin, signPlay } from '$lib/sync/group/signed';
import { mergePlay } from '$lib/sync/group/merge';
import { phoneKey } from '$lib/sync/keys';
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
/** A phone's identity in the group: its id, name and key (made in its own database). */
const withKey = async (who: { id: string; name: string }, repo: Repository): Promise<Me> => ({
	...who,
	key: await phoneKey(repo)
});

/** A play finished on phone X and written into a group document. */
async function publishedPlay(): Promise<{ doc: Y.Doc; id: string; x: Repository; x1: Me }> {
	const x = repoOf('x');
	const row = await x.createSession(padSession());
	const engine = new SessionEngine<PadState, PadAction>(row.id, live, ctx, [], x);
	expect((await engine.dispatch({ type: 'add', seat: 0, delta: 4 })).ok).toBe(true);
	expect((await engine.dispatch({ type: 'finish' })).ok).toBe(true);
	const doc = new Y.Doc();
	const x1 = await withKey(other, x);
	// X joined the group with its key: its signed play is a member's.
	joinsOf(doc).push([await signJoin(x1.key, { id: other.id, name: other.name, at: 1 })]);
	expect(await publishPlay(x, doc, row.id, x1)).toBe(true);
	return { doc, id: row.id, x, x1 };
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
		const result = await mirrorPlays(y, doc, group, load, await withKey(me, y));
		expect(result.added).toBe(1);
		const x1 = (await originOf(y, id))?.pub;
		expect(x1).toEqual(expect.any(String));
		expect(seen).toEqual([{ stored: false, origin: { group: 'room-1', by: 'Xavi', pub: x1 } }]);
		expect((await y.getSession(id))?.status).toBe('finished');
		expect(await playsFrom(y, 'room-1')).toEqual([id]);
	});

	it('leaves no origin mark for a play the import refuses (a game this build lacks)', async () => {
		const { doc, id, x1 } = await publishedPlay();
		const play = readPlay(doc, id)!;
		const other = await signPlay(x1.key, {
			...play,
			session: { ...play.session, gameId: 'no-such-game' }
		});
		playsOf(doc).set(id, JSON.stringify(other));
		const y = repoOf('y');
		const result = await mirrorPlays(y, doc, group, async () => null, await withKey(me, y));
		expect(result.added).toBe(0);
		expect(await y.getSession(id)).toBeUndefined();
		expect(await originOf(y, id)).toBeUndefined();
		expect(await playsFrom(y, 'room-1')).toEqual([]);
	});
});

describe('plays by signature', () => {
	it('a play posted under another member’s id, signed with another key, is not taken in', async () => {
		const { doc, id } = await publishedPlay();
		const play = readPlay(doc, id)!;
		// A rogue with the link joins with its own key and posts the play as Xavi's.
		const rogue = await withKey({ id: 'rogue', name: 'Rogue' }, repoOf('rogue'));
		joinsOf(doc).push([await signJoin(rogue.key, { id: 'rogue', name: 'Rogue', at: 2 })]);
		playsOf(doc).set(id, JSON.stringify(await signPlay(rogue.key, { ...play, at: 3 })));
		// …and a second play, unsigned, under Xavi's id.
		const { pub: _p, sig: _s, ...bare } = play;
		void _p;
		void _s;
		playsOf(doc).set(
			'forged-2',
			JSON.stringify({ ...bare, session: { ...bare.session, id: 'forged-2' } })
		);
		const y = repoOf('y');
		const result = await mirrorPlays(y, doc, group, loadRules, await withKey(me, y));
		expect(result.added).toBe(0);
		expect(result.skipped).toBe(2);
		expect(await y.getSession(id)).toBeUndefined();
	});

	it('the origin mark names the member whose key signed the play, whatever its name field says', async () => {
		const { doc, id, x1 } = await publishedPlay();
		const play = readPlay(doc, id)!;
		playsOf(doc).set(id, JSON.stringify(await signPlay(x1.key, { ...play, byName: 'Yara' })));
		const y = repoOf('y');
		await mirrorPlays(y, doc, group, loadRules, await withKey(me, y));
		expect((await originOf(y, id))?.by).toBe('Xavi');
	});

	it('a correction signed by a member other than the recorder is not taken in; the recorder puts its own back', async () => {
		const { doc, id, x, x1 } = await publishedPlay();
		const y = repoOf('y');
		const y1 = await withKey(me, y);
		joinsOf(doc).push([await signJoin(y1.key, { id: me.id, name: me.name, at: 2 })]);
		await mirrorPlays(y, doc, group, loadRules, y1);
		expect((await y.loadLog(id)).length).toBe(2);
		// Another member «corrects» Xavi's play: one more entry, signed with its own key.
		const play = readPlay(doc, id)!;
		const log = (play.session as { log: unknown[] }).log;
		const forged = await signPlay(y1.key, {
			...play,
			by: me.id,
			session: { ...play.session, log: [...log, log.at(-1)] }
		});
		playsOf(doc).set(id, JSON.stringify(forged));
		// Neither the recorder nor a third member takes it; the recorder writes its own play back.
		expect(await mergePlay(x, doc, id, loadRules, x1)).toBe('published');
		expect((await playSigner(doc, readPlay(doc, id)!))?.pub).toBe(x1.key.pub);
		expect((await x.loadLog(id)).length).toBe(2);
		playsOf(doc).set(id, JSON.stringify(forged));
		expect(await mergePlay(y, doc, id, loadRules, y1)).toBe('skipped');
		expect((await y.loadLog(id)).length).toBe(2);
	});
});
