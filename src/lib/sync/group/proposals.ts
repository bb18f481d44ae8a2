/**
 * A correction of another member's play, proposed to its recorder («a
 * correction only from the play's recorder or with the table's explicit confirmation on the
 * recorder's phone»). A member who corrects a play it did not record keeps its correction on
 * its own phone (merge.ts) and proposes it here: a `proposal` entry of the group's signed log
 * (group-log.ts) holds the proposer's whole log of the play. The recorder's phone lists the
 * proposals that add entries to its plays; Accept merges them into its own log, and its usual
 * publishing signs the result as the recorder's correction, so every member takes it. Decline is
 * an `answer` entry signed by the recorder: nothing changes, and the proposer is told.
 * `proposalLines` is the one reader of both, for the group screen.
 */
import type * as Y from 'yjs';
import type { Repository } from '$lib/db/repo';
import type { SessionRow } from '$lib/db/schema';
import type { LogEntry } from '$lib/games/core/log';
import type { GameAction } from '$lib/games/core/types';
import { hasInheritedNames } from '$lib/session/players';
import { originOf } from './groups';
import { readPlay, type Me } from './plays';
import { playSigner } from './signed';
import {
	appendEntry,
	groupLogOf,
	readGroupLog,
	type AnswerBody,
	type ProposalBody,
	type ProposedEntry,
	type Signed
} from './group-log';

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

const bare = (log: readonly LogEntry[]): ProposedEntry[] =>
	log.map(({ seq: _s, ...e }) => {
		void _s;
		return { ...e };
	});

/** The latest proposal of each member for each play, and the answers, as the log holds them. */
async function proposalsIn(doc: Y.Doc) {
	const latest = new Map<string, Signed<ProposalBody>>();
	const answers = new Map<string, Signed<AnswerBody>[]>();
	for (const s of await readGroupLog(doc)) {
		if (s.entry.t === 'proposal') {
			const p = s as Signed<ProposalBody>;
			latest.set(`${p.entry.play}\n${p.entry.by}`, p);
		} else if (s.entry.t === 'answer') {
			const a = s as Signed<AnswerBody>;
			answers.set(a.entry.proposal, [...(answers.get(a.entry.proposal) ?? []), a]);
		}
	}
	return { latest: [...latest.values()], answers };
}

/**
 * This phone (not the play's recorder) proposes its log of the play to the recorder. Writes only
 * when its latest proposal for the play lacks this very log. Returns true when it wrote.
 */
export async function propose(
	doc: Y.Doc,
	play: string,
	log: readonly LogEntry[],
	me: Me,
	now = Date.now()
): Promise<boolean> {
	const ids = log.map((e) => e.id).join('\n');
	const held = groupLogOf(doc)
		.toArray()
		.filter((e) => e?.t === 'proposal' && e.play === play && e.by === me.id && e.pub === me.key.pub)
		.at(-1) as (ProposalBody & { log: unknown }) | undefined;
	if (
		held &&
		Array.isArray(held.log) &&
		held.log.map((e: { id?: unknown }) => e?.id).join('\n') === ids
	)
		return false;
	await appendEntry(doc, me, { t: 'proposal', play, log: bare(log) }, now);
	return true;
}

/** Where a correction this phone proposed stands: waiting for the recorder, or answered. */
export type ProposalState = 'waiting' | 'accepted' | 'declined';

/** A line of the group screen's proposals, typed by whose it is. */
export type ProposalLine =
	| {
			/** A correction another member proposes to one of this phone's plays. */
			kind: 'theirs';
			/** The proposal entry's id (what Accept and Decline name). */
			id: string;
			/** The proposer's name as its signed join gives it. */
			who: string;
			at: number;
			row: SessionRow;
	  }
	| {
			/** A correction this phone proposed; `who` is the play's recorder. */
			kind: 'mine';
			id: string;
			state: ProposalState;
			who: string;
			at: number;
			row: SessionRow;
	  };

/**
 * The group screen's proposal lines, newest first: the proposals waiting on this phone (signed by
 * another member, for a play this phone recorded and the group holds signed by it, adding
 * entries this phone's log lacks, not declined by it), then the ones this phone proposed, each
 * accepted once the play, signed by its recorder, holds every proposed entry, declined when the
 * recorder's signed answer names it, else waiting.
 */
export async function proposalLines(repo: Repository, doc: Y.Doc, me: Me): Promise<ProposalLine[]> {
	const { latest, answers } = await proposalsIn(doc);
	const theirs: ProposalLine[] = [];
	const mine: ProposalLine[] = [];
	for (const p of latest) {
		const e = p.entry;
		if (e.by === me.id) {
			if (e.pub !== me.key.pub || !Array.isArray(e.log)) continue;
			const held = readPlay(doc, e.play);
			const recorder = held && (await playSigner(doc, held));
			const row = await repo.getSession(e.play);
			if (!held || !recorder || !row) continue;
			const log = held.session.log;
			const have = new Set(Array.isArray(log) ? log.map((x) => (x as { id?: unknown })?.id) : []);
			let state: ProposalState = 'waiting';
			if (e.log.every((x) => have.has(x?.id))) state = 'accepted';
			else if ((answers.get(e.id) ?? []).some((a) => a.member.pub === recorder.pub))
				state = 'declined';
			mine.push({ kind: 'mine', id: e.id, state, who: recorder.name, at: e.at, row });
		} else {
			if ((answers.get(e.id) ?? []).some((a) => a.member.pub === me.key.pub)) continue;
			const c = await standing(repo, doc, p, me);
			if (c) theirs.push({ kind: 'theirs', id: e.id, who: p.member.name, at: e.at, row: c.row });
		}
	}
	const newest = (a: ProposalLine, b: ProposalLine) => b.at - a.at;
	return [...theirs.sort(newest), ...mine.sort(newest)];
}

/** A proposal that still stands on this phone (the play's recorder), with its log; else null. */
async function standing(repo: Repository, doc: Y.Doc, p: Signed<ProposalBody>, me: Me) {
	const e = p.entry;
	const log = proposalLog(e.log);
	if (!log) return null;
	// The recorder's play: stored here (not in the bin) without an origin mark, and the group's
	// copy is signed here.
	const row = await repo.getSession(e.play);
	if (!row || row.importedCopyOf || row.trashedAt || (await originOf(repo, e.play))) return null;
	const held = readPlay(doc, e.play);
	if (!held || (await playSigner(doc, held))?.pub !== me.key.pub) return null;
	const local = await repo.loadLog(e.play);
	const have = new Set(local.map((x) => x.id));
	if (log.every((x) => have.has(x.id))) return null;
	return { play: e.play, log, local, row };
}

/** The proposal `id` as the recorder's phone (`me`) takes it: the latest of its member, standing. */
export async function checkProposal(repo: Repository, doc: Y.Doc, id: string, me: Me) {
	const { latest, answers } = await proposalsIn(doc);
	const p = latest.find((x) => x.entry.id === id);
	if (!p || p.entry.by === me.id) return null;
	if ((answers.get(id) ?? []).some((a) => a.member.pub === me.key.pub)) return null;
	return standing(repo, doc, p, me);
}

/**
 * Declines a proposal on the recorder's phone: a signed answer in the group's log, so it is not
 * listed here again (a newer proposal from that member is) and the proposer is told.
 */
export async function declineProposal(doc: Y.Doc, id: string, me: Me): Promise<void> {
	const { latest } = await proposalsIn(doc);
	if (!latest.some((p) => p.entry.id === id)) return;
	await appendEntry(doc, me, { t: 'answer', proposal: id, answer: 'declined' });
}
