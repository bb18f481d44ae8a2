/**
 * A correction of another member's play, proposed to its recorder (issue 46 point 4: «a
 * correction only from the play's recorder or with the table's explicit confirmation on the
 * recorder's phone»). A member who corrects a play it did not record keeps its correction on
 * its own phone (merge.ts) and proposes it here: the group's map `proposals` (one per play and
 * proposer, `<session id>\n<device id>` → JSON) holds the proposer's whole log of the play,
 * signed with its key. The recorder's phone lists the proposals that add entries to its plays;
 * Accept merges them into its own log, and its usual publishing signs the result as the
 * recorder's correction, so every member takes it. Decline is remembered on that phone only
 * (that proposal, at that time); nothing changes anywhere.
 */
import type * as Y from 'yjs';
import type { Repository } from '$lib/db/repo';
import type { SessionRow } from '$lib/db/schema';
import type { LogEntry } from '$lib/games/core/log';
import type { GameAction } from '$lib/games/core/types';
import { hasInheritedNames } from '$lib/session/players';
import { canonical } from '../commit';
import { signText, verifyText } from '../keys';
import { originOf } from './groups';
import { readPlay, type Me } from './plays';
import { membersByKey, playSigner } from './signed';

/** One entry as a proposal carries it (a log entry without its position). */
type Entry = Omit<LogEntry, 'seq'>;

export interface Proposal {
	/** The play's session id. */
	play: string;
	/** The proposer's device id and name. */
	by: string;
	byName: string;
	at: number;
	/** The proposer's whole log of the play, its correction included. */
	log: Entry[];
	pub: string;
	sig: string;
}

export const proposalsOf = (doc: Y.Doc) => doc.getMap<string>('proposals');
const proposalKey = (play: string, by: string) => `${play}\n${by}`;
/** The proposals declined on this phone (`<key>@<at>`): keys name the play, so any group's. */
const DECLINED = 'sync:group-declined';

const proposalText = (p: Omit<Proposal, 'pub' | 'sig'>) =>
	canonical({ t: 'proposal', play: p.play, by: p.by, byName: p.byName, at: p.at, log: p.log });

/** A proposal's log checked entry by entry; null if anything in it is not a log entry. */
export function proposalLog(raw: unknown): LogEntry[] | null {
	if (!Array.isArray(raw)) return null;
	const out: LogEntry[] = [];
	for (const x of raw) {
		if (!x || typeof x !== 'object') return null;
		const e = x as Record<string, unknown>;
		if (typeof e.id !== 'string' || typeof e.at !== 'number') return null;
		const base = {
			seq: out.length,
			at: e.at,
			id: e.id,
			parent: typeof e.parent === 'string' ? e.parent : null
		};
		if (e.kind === 'do') {
			if (!e.action || typeof e.action !== 'object' || hasInheritedNames(e.action)) return null;
			out.push({ ...base, kind: 'do', action: e.action as GameAction });
		} else if (e.kind === 'undo' || e.kind === 'redo')
			out.push(
				typeof e.target === 'string'
					? { ...base, kind: e.kind, target: e.target }
					: { ...base, kind: e.kind }
			);
		else return null;
	}
	return out;
}

const bare = (log: readonly LogEntry[]): Entry[] =>
	log.map(({ seq: _s, ...e }) => {
		void _s;
		return { ...e };
	});

function readProposal(doc: Y.Doc, key: string): Proposal | null {
	const raw = proposalsOf(doc).get(key);
	if (typeof raw !== 'string') return null;
	try {
		const p = JSON.parse(raw) as Proposal;
		return p && typeof p === 'object' && typeof p.play === 'string' && typeof p.by === 'string'
			? p
			: null;
	} catch {
		return null;
	}
}

/**
 * This phone (not the play's recorder) proposes its log of the play to the recorder. Writes only
 * when the group lacks this very proposal. Returns true when it wrote.
 */
export async function propose(
	doc: Y.Doc,
	play: string,
	log: readonly LogEntry[],
	me: Me,
	now = Date.now()
): Promise<boolean> {
	const key = proposalKey(play, me.id);
	const held = readProposal(doc, key);
	const ids = log.map((e) => e.id).join('\n');
	if (
		held?.pub === me.key.pub &&
		Array.isArray(held.log) &&
		held.log.map((e) => e?.id).join('\n') === ids
	)
		return false;
	const rest = { play, by: me.id, byName: me.name, at: now, log: bare(log) };
	const p: Proposal = { ...rest, pub: me.key.pub, sig: await signText(me.key, proposalText(rest)) };
	proposalsOf(doc).set(key, JSON.stringify(p));
	return true;
}

/** A proposal waiting for this phone's answer. */
export interface Pending {
	key: string;
	/** The proposer's name as its signed join gives it. */
	by: string;
	at: number;
	row: SessionRow;
}

async function declined(repo: Repository): Promise<string[]> {
	return (await repo.getMeta<string[]>(DECLINED)) ?? [];
}

/**
 * The proposals waiting on this phone: signed by a member (not this phone) under its own id,
 * for a play this phone recorded and the group holds signed by it, adding entries this phone's
 * log lacks, and not declined here.
 */
export async function pendingProposals(repo: Repository, doc: Y.Doc, me: Me): Promise<Pending[]> {
	const no = new Set(await declined(repo));
	const members = await membersByKey(doc);
	const out: Pending[] = [];
	for (const key of [...proposalsOf(doc).keys()]) {
		const checked = await checkProposal(repo, doc, key, me, members);
		if (!checked || no.has(`${key}@${checked.p.at}`)) continue;
		out.push({ key, by: checked.by, at: checked.p.at, row: checked.row });
	}
	return out.sort((a, b) => b.at - a.at);
}

/** A proposal that still stands on this phone (the recorder's), read and verified; else null. */
export async function checkProposal(
	repo: Repository,
	doc: Y.Doc,
	key: string,
	me: Me,
	members?: Awaited<ReturnType<typeof membersByKey>>
) {
	const p = readProposal(doc, key);
	if (!p || p.by === me.id || key !== proposalKey(p.play, p.by)) return null;
	const m = (members ?? (await membersByKey(doc))).get(p.pub);
	if (!m || m.id !== p.by || typeof p.sig !== 'string') return null;
	const log = proposalLog(p.log);
	if (!log) return null;
	// The recorder's play: stored here (not in the bin) without an origin mark, and the group's
	// copy is signed here.
	const row = await repo.getSession(p.play);
	if (!row || row.importedCopyOf || row.trashedAt || (await originOf(repo, p.play))) return null;
	const held = readPlay(doc, p.play);
	if (!held || (await playSigner(doc, held))?.pub !== me.key.pub) return null;
	const local = await repo.loadLog(p.play);
	const have = new Set(local.map((e) => e.id));
	if (log.every((e) => have.has(e.id))) return null;
	const { pub: _p, sig, ...rest } = p;
	void _p;
	if (!(await verifyText(p.pub, sig, proposalText(rest)))) return null;
	return { p, log, local, row, by: m.name };
}

/**
 * The recorder's answers to proposals (map `answers`, key as in `proposals`): a decline, signed
 * by the recorder, so the proposer sees it. An acceptance needs none: the play itself, signed by
 * the recorder, then holds the proposed entries.
 */
export const answersOf = (doc: Y.Doc) => doc.getMap<string>('answers');

interface Answer {
	/** The `at` of the proposal it answers (a newer proposal from that member waits again). */
	at: number;
	answer: 'declined';
	pub: string;
	sig: string;
}

const answerText = (key: string, a: Pick<Answer, 'at' | 'answer'>) =>
	canonical({ t: 'answer', key, at: a.at, answer: a.answer });

/**
 * Declines a proposal on this phone: it is not listed again (a newer one from that member is),
 * and the group hears it, signed by this phone (the recorder), so the proposer is told.
 */
export async function declineProposal(
	repo: Repository,
	doc: Y.Doc,
	key: string,
	me?: Me
): Promise<void> {
	const p = readProposal(doc, key);
	if (!p) return;
	const list = await declined(repo);
	const mark = `${key}@${p.at}`;
	if (!list.includes(mark)) await repo.setMeta(DECLINED, [...list, mark]);
	if (!me) return;
	const a = { at: p.at, answer: 'declined' as const };
	const signed: Answer = { ...a, pub: me.key.pub, sig: await signText(me.key, answerText(key, a)) };
	answersOf(doc).set(key, JSON.stringify(signed));
}

/** Where a correction this phone proposed stands: waiting for the recorder, or answered. */
export interface MyProposal {
	key: string;
	play: string;
	/** The play's recorder, by the name its signed join gives. */
	recorder: string;
	state: 'waiting' | 'accepted' | 'declined';
	at: number;
	row: SessionRow;
}

/**
 * The corrections this phone proposed to other members' plays, each with where it stands:
 * accepted once the play, signed by its recorder, holds every proposed entry; declined when the
 * recorder's signed answer names this proposal; else waiting.
 */
export async function myProposals(repo: Repository, doc: Y.Doc, me: Me): Promise<MyProposal[]> {
	const out: MyProposal[] = [];
	for (const key of [...proposalsOf(doc).keys()]) {
		const p = readProposal(doc, key);
		if (!p || p.by !== me.id || p.pub !== me.key.pub || !Array.isArray(p.log)) continue;
		const held = readPlay(doc, p.play);
		const recorder = held && (await playSigner(doc, held));
		const row = await repo.getSession(p.play);
		if (!held || !recorder || !row) continue;
		const log = held.session.log;
		const have = new Set(Array.isArray(log) ? log.map((e) => (e as { id?: unknown })?.id) : []);
		let state: MyProposal['state'] = 'waiting';
		if (p.log.every((e) => have.has(e?.id))) state = 'accepted';
		else if (await declinedBy(doc, key, p.at, recorder.pub)) state = 'declined';
		out.push({ key, play: p.play, recorder: recorder.name, state, at: p.at, row });
	}
	return out.sort((a, b) => b.at - a.at);
}

/** Whether the recorder (`pub`) signed a decline of the proposal made at `at`. */
async function declinedBy(doc: Y.Doc, key: string, at: number, pub: string): Promise<boolean> {
	const raw = answersOf(doc).get(key);
	if (typeof raw !== 'string') return false;
	try {
		const a = JSON.parse(raw) as Answer;
		return (
			a?.at === at &&
			a.answer === 'declined' &&
			a.pub === pub &&
			(await verifyText(a.pub, a.sig, answerText(key, a)))
		);
	} catch {
		return false;
	}
}
