/**
 * Issue 46 point 4: a correction of another member's play counts only once the play's recorder
 * accepts it on its own phone. In Node without a server (one group document the three phones
 * share): X records a play, Y corrects it on Y's phone and proposes it, Z is a third member.
 * Accepted on X, the correction reaches Z signed by X; declined, nothing changes anywhere.
 */
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { Repository } from '$lib/db/repo';
import { TablemateDb } from '$lib/db/schema';
import { SessionEngine } from '$lib/session/engine';
import { live, type PadAction, type PadState } from '$lib/games/score-pad/state';
import type { GroupInfo } from '$lib/sync/group/groups';
import { mirrorPlays, playsOf, publishPlay, readPlay, type Me } from '$lib/sync/group/plays';
import { joinsOf, playSigner, signJoin, signPlay } from '$lib/sync/group/signed';
import { acceptProposal, mergePlay } from '$lib/sync/group/merge';
import { declineProposal, proposalLines, propose } from '$lib/sync/group/proposals';
import { groupLogOf } from '$lib/sync/group/group-log';
import { phoneKey } from '$lib/sync/keys';
import { ctx, padSession } from '../../fixtures/score-pad';
import { loadRules as load } from '../../fixtures/rules-loader';

let n = 0;
const group: GroupInfo = {
	url: 'ws://127.0.0.1:1',
	room: 'g-room',
	token: 't',
	name: 'F',
	joinedAt: 0
};

async function member(doc: Y.Doc, id: string, name: string) {
	const repo = new Repository(new TablemateDb(`group-proposals-${name}-${++n}-${Date.now()}`));
	const me: Me = { id, name, key: await phoneKey(repo) };
	joinsOf(doc).push([await signJoin(me.key, { id, name, at: n })]);
	return { repo, me };
}

/** X's finished play (Ana 10, Beto 5) in the group, taken in by Y and Z; Y corrects it (Ana +20). */
async function proposed() {
	const doc = new Y.Doc();
	const x = await member(doc, 'x', 'Xavi');
	const y = await member(doc, 'y', 'Beto');
	const z = await member(doc, 'z', 'Zoe');
	const row = await x.repo.createSession(padSession());
	const engX = new SessionEngine<PadState, PadAction>(row.id, live, ctx, [], x.repo);
	for (const a of [
		{ type: 'add', seat: 0, delta: 10 },
		{ type: 'add', seat: 1, delta: 5 },
		{ type: 'finish' }
	] as PadAction[])
		expect((await engX.dispatch(a)).ok).toBe(true);
	expect(await publishPlay(x.repo, doc, row.id, x.me)).toBe(true);
	for (const m of [y, z]) expect((await mirrorPlays(m.repo, doc, group, load, m.me)).added).toBe(1);
	const engY = new SessionEngine<PadState, PadAction>(
		row.id,
		live,
		ctx,
		await y.repo.loadLog(row.id),
		y.repo
	);
	for (const a of [
		{ type: 'reopen' },
		{ type: 'add', seat: 0, delta: 20 },
		{ type: 'finish' }
	] as PadAction[])
		expect((await engY.dispatch(a)).ok).toBe(true);
	// Y's phone merges its correction with the group: it stays on Y, and is proposed to X.
	await mergePlay(y.repo, doc, row.id, load, y.me);
	return { doc, x, y, z, id: row.id };
}

/** The proposals waiting on `m`'s phone, and the ones it proposed, as the group screen reads them. */
const theirs = async (m: { repo: Repository; me: Me }, doc: Y.Doc) =>
	(await proposalLines(m.repo, doc, m.me)).filter((l) => l.kind === 'theirs');
const mine = async (m: { repo: Repository; me: Me }, doc: Y.Doc) =>
	(await proposalLines(m.repo, doc, m.me)).flatMap((l) => (l.kind === 'mine' ? [l] : []));

const scoreA = async (repo: Repository, id: string) =>
	(await repo.getSession(id))!.summary.scores.a;

describe('a correction proposed to the play’s recorder', () => {
	it('is listed on the recorder’s phone only, naming the proposer', async () => {
		const { doc, x, y, z, id } = await proposed();
		expect(
			groupLogOf(doc)
				.toArray()
				.map((e) => e.t)
		).toEqual(['proposal']);
		const pending = await theirs(x, doc);
		expect(pending.map((p) => [p.who, p.row.id])).toEqual([['Beto', id]]);
		expect(await theirs(y, doc)).toEqual([]);
		expect(await proposalLines(z.repo, doc, z.me)).toEqual([]);
		// Nothing taken yet: X and Z keep Ana 10; Y keeps its own correction.
		expect(await scoreA(x.repo, id)).toBe(10);
		expect(await scoreA(z.repo, id)).toBe(10);
		expect(await scoreA(y.repo, id)).toBe(30);
	});

	it('the proposer is told it waits for the recorder; accepted on the recorder’s phone, it is signed by the recorder, reaches another member, and the proposer sees it accepted', async () => {
		const { doc, x, y, z, id } = await proposed();
		const state = async () => (await mine(y, doc)).map((m) => [m.who, m.state]);
		expect(await state()).toEqual([['Xavi', 'waiting']]);
		expect(await mine(x, doc)).toEqual([]);
		const [p] = await theirs(x, doc);
		expect(await acceptProposal(x.repo, doc, p!.id, load, x.me)).toBe(true);
		expect(await scoreA(x.repo, id)).toBe(30);
		expect((await playSigner(doc, readPlay(doc, id)!))?.name).toBe('Xavi');
		expect(await mergePlay(z.repo, doc, id, load, z.me)).toBe('taken');
		expect(await scoreA(z.repo, id)).toBe(30);
		expect(await theirs(x, doc)).toEqual([]);
		expect(await state()).toEqual([['Xavi', 'accepted']]);
	});

	it('declined on the recorder’s phone, nothing changes, it reaches no one, and the proposer sees it declined (a decline signed by another key does not count)', async () => {
		const { doc, x, y, z, id } = await proposed();
		const [p] = await theirs(x, doc);
		const before = readPlay(doc, id);
		const state = async () => (await mine(y, doc)).map((m) => m.state);
		await declineProposal(doc, p!.id, z.me);
		expect(await state()).toEqual(['waiting']);
		await declineProposal(doc, p!.id, x.me);
		expect(await state()).toEqual(['declined']);
		expect(await theirs(x, doc)).toEqual([]);
		await mergePlay(x.repo, doc, id, load, x.me);
		expect(readPlay(doc, id)).toEqual(before);
		expect(await mergePlay(z.repo, doc, id, load, z.me)).toBe('same');
		expect(await scoreA(x.repo, id)).toBe(10);
		expect(await scoreA(z.repo, id)).toBe(10);
	});

	it('a proposal not signed by the member it names, or for a play the recorder did not sign, is not listed', async () => {
		const { doc, x, y, z, id } = await proposed();
		const real = groupLogOf(doc).get(0);
		groupLogOf(doc).delete(0);
		// Z copies Y's proposal under Y's id with Z's key.
		groupLogOf(doc).push([{ ...real, pub: z.me.key.pub }]);
		expect(await theirs(x, doc)).toEqual([]);
		groupLogOf(doc).delete(0);
		// The group's copy of the play signed by another member as its recorder: no longer X's to
		// correct through a proposal.
		await propose(doc, id, await y.repo.loadLog(id), y.me, Date.now() + 1);
		expect(await theirs(x, doc)).toHaveLength(1);
		const play = readPlay(doc, id)!;
		playsOf(doc).set(id, JSON.stringify(await signPlay(z.me.key, { ...play, by: 'z' })));
		expect(await theirs(x, doc)).toEqual([]);
	});
});
