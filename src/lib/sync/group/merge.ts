/**
 * A play group's corrections and deletions, merged rather than overwritten.
 *
 * Corrections are log entries: when two members correct the same finished play at once, the
 * group's document may keep only one of the two versions written (a map keeps the last), but
 * each phone then finds its own entries missing from the document and writes the union — the
 * document's entries in their order, then its own missing ones, as the live table merges its
 * log (log-merge.ts) — and every phone takes the union in. Both corrections stay; an entry the
 * rules refuse in the merged order is kept and shown as refused, never dropped.
 *
 * A play moved to the bin (or restored) on one member's phone goes to the bin (or comes back)
 * on every member's: the document keeps each play's bin state in `trash`, and each phone
 * remembers the state it last agreed with the group, so it can tell its own change from the
 * group's.
 */
import type * as Y from 'yjs';
import type { Repository } from '$lib/db/repo';
import type { SessionRow } from '$lib/db/schema';
import { compactSession, expandSession, type BackupSession } from '$lib/db/backup';
import { fold, timeline, type LogEntry } from '$lib/games/core/log';
import type { GameAction, SessionSummary } from '$lib/games/core/types';
import { migrateActions, sessionContext } from '$lib/games/core/replay';
import { hasInheritedNames } from '$lib/session/players';
import { mergedLog, toShared } from '../log-merge';
import { writeMergedLog } from '../mirror';
import { playsOf, publishPlay, readPlay, type GroupPlay, type Loader, type Me } from './plays';
import { originOf, setOrigin } from './groups';
import { playSigner, signPlay } from './signed';
import { checkProposal, propose } from './proposals';

/** A play's log as the group's document holds it, checked entry by entry; null if unusable. */
export function docLog(play: GroupPlay): LogEntry[] | null {
	const s = expandSession(play.session) as { log?: unknown };
	if (!Array.isArray(s.log)) return null;
	const out: LogEntry[] = [];
	for (const raw of s.log) {
		if (!raw || typeof raw !== 'object') return null;
		const e = raw as Record<string, unknown>;
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
		} else if (e.kind === 'undo' || e.kind === 'redo') out.push({ ...base, kind: e.kind });
		else return null;
	}
	return out;
}

/** The document's entries in their order, then this phone's missing ones in theirs. */
export function unionLog(shared: readonly LogEntry[], local: readonly LogEntry[]): LogEntry[] {
	return mergedLog([...shared, ...local].map((e) => toShared(e, '')));
}

const sameIds = (a: readonly LogEntry[], b: readonly LogEntry[]) =>
	a.length === b.length && a.every((e, i) => e.id === b[i]!.id);

/** The summary a log folds to with its game's rules (refused entries kept, not fatal). */
export async function summaryOf(
	load: Loader,
	row: SessionRow,
	log: readonly LogEntry[]
): Promise<SessionSummary | null> {
	const game = await load(row.gameId);
	if (!game) return null;
	const flow = game.module.flows[row.flow];
	const ctx = sessionContext(game.module, row);
	const replay = migrateActions(
		game.module,
		row.version,
		timeline(log).done.map((d) => d.action)
	);
	if (replay.notice) return null;
	return flow.summarize(fold(flow, ctx, replay.actions).state, ctx);
}

/**
 * One play this phone holds and the group's document holds too: writes the union to the
 * document when it lacks some of this phone's entries (a correction made here), or takes the
 * document's log in when it holds more or another order (a correction made elsewhere).
 * Returns what it did.
 */
export async function mergePlay(
	repo: Repository,
	doc: Y.Doc,
	id: string,
	load: Loader,
	me: Me,
	now = Date.now()
): Promise<'published' | 'taken' | 'same' | 'skipped'> {
	const play = readPlay(doc, id);
	const row = await repo.getSession(id);
	if (!play || !row || row.importedCopyOf) return 'skipped';
	// A correction counts only from the play's recorder: this phone (no origin mark) or the key
	// its origin names (an older mark without a key learns it from the first signed version).
	const origin = await originOf(repo, id);
	const recorder = origin ? origin.pub : me.key.pub;
	const signer = await playSigner(doc, play);
	if (!signer || (recorder !== undefined && signer.pub !== recorder)) {
		// Not the recorder's: the recorder puts its own version back; any other phone ignores it.
		return origin ? 'skipped' : republish(repo, doc, id, me, now);
	}
	if (origin && recorder === undefined) await setOrigin(repo, id, { ...origin, pub: signer.pub });
	const shared = docLog(play);
	if (!shared) return 'skipped';
	const local = await repo.loadLog(id);
	if (sameIds(shared, local)) return 'same';
	const merged = unionLog(shared, local);
	const summary = await summaryOf(load, row, merged);
	if (!summary) return 'skipped';
	if (merged.length > shared.length) {
		// This phone holds entries the group lacks: the recorder publishes the union; another
		// member keeps its own entries here and takes the recorder's in (its correction stays
		// on this phone: the group takes corrections from the recorder only).
		if (origin) {
			// …and proposes it to the recorder, whose phone may accept it (proposals.ts).
			if (row.status === 'finished') await propose(doc, id, merged, me, now);
			if (sameIds(merged, local)) return 'same';
			await writeMergedLog(repo, id, merged, summary, local);
			return 'taken';
		}
		// Only a finished play goes to the group (a correction after the end is made on a
		// finished play: each of its entries goes as it is stored, as before merging).
		if (row.status !== 'finished') return 'skipped';
		const session = expandSession(play.session) as BackupSession;
		const next = await signPlay(me.key, {
			by: me.id,
			byName: me.name,
			at: now,
			session: compactSession(<BackupSession>{
				...session,
				summary,
				updatedAt: Math.max(row.updatedAt, merged.at(-1)?.at ?? 0),
				log: merged.map((e) => ({ ...e }))
			})
		});
		playsOf(doc).set(id, JSON.stringify(next));
		return 'published';
	}
	// The document holds every entry of this phone's, and more or in another order.
	await writeMergedLog(repo, id, merged, summary, local);
	return 'taken';
}

/** The recorder's own version back in the group, in place of one it did not sign. */
async function republish(
	repo: Repository,
	doc: Y.Doc,
	id: string,
	me: Me,
	now: number
): Promise<'published' | 'skipped'> {
	return (await publishPlay(repo, doc, id, me, now)) ? 'published' : 'skipped';
}

/** Every play both hold: merged both ways. Returns how many changed on either side. */
export async function mergeHeldPlays(
	repo: Repository,
	doc: Y.Doc,
	load: Loader,
	me: Me
): Promise<{ published: number; taken: number }> {
	let published = 0;
	let taken = 0;
	for (const id of [...playsOf(doc).keys()]) {
		if (!(await repo.getSession(id))) continue;
		const r = await mergePlay(repo, doc, id, load, me);
		if (r === 'published') published++;
		else if (r === 'taken') taken++;
	}
	return { published, taken };
}

/** A play's bin state in the group: in the bin or not, since when, by which phone. */
export interface TrashMark {
	trashed: boolean;
	at: number;
	by: string;
}

export const trashOf = (doc: Y.Doc) => doc.getMap<TrashMark>('trash');
const seenKey = (room: string) => `sync:group-trash:${room}`;

/** Whether the group has this play in the bin (a phone that lacks it does not take it in). */
export function trashedInGroup(doc: Y.Doc, id: string): boolean {
	return trashOf(doc).get(id)?.trashed === true;
}

/**
 * Bin states both ways: this phone's own change since it last agreed with the group goes to
 * the group; otherwise the group's state is applied here. Returns how many plays changed here.
 */
export async function syncTrash(
	repo: Repository,
	doc: Y.Doc,
	room: string,
	me: Me,
	now = Date.now()
): Promise<number> {
	const seen = (await repo.getMeta<Record<string, boolean>>(seenKey(room))) ?? {};
	const marks = trashOf(doc);
	let applied = 0;
	let changed = false;
	for (const id of [...playsOf(doc).keys()]) {
		const row = await repo.getSession(id);
		if (!row || row.importedCopyOf) continue;
		const here = row.trashedAt !== null && row.trashedAt !== undefined;
		const mark = marks.get(id);
		const was = seen[id];
		let agreed: boolean;
		if ((was !== undefined && here !== was) || (was === undefined && here && !mark)) {
			// Changed on this phone since it last agreed with the group (or in the bin here before
			// the group said anything of it): the group follows.
			marks.set(id, { trashed: here, at: now, by: me.name });
			agreed = here;
		} else if (mark && mark.trashed !== here) {
			if (mark.trashed) await repo.trash(id, mark.at);
			else await repo.restore(id);
			applied++;
			agreed = mark.trashed;
		} else agreed = here;
		if (seen[id] !== agreed) {
			seen[id] = agreed;
			changed = true;
		}
	}
	if (changed) await repo.setMeta(seenKey(room), seen);
	return applied;
}

/**
 * Accepts a proposal on the recorder's phone: its entries join this phone's log (this phone's
 * order first, then the proposer's missing ones) and the play is published signed by this
 * phone, so every member takes it. False (nothing changed) when the proposal no longer stands
 * or its log does not fold with the game's rules.
 */
export async function acceptProposal(
	repo: Repository,
	doc: Y.Doc,
	id: string,
	load: Loader,
	me: Me
): Promise<boolean> {
	const c = await checkProposal(repo, doc, id, me);
	if (!c) return false;
	const merged = unionLog(c.local, c.log);
	const summary = await summaryOf(load, c.row, merged);
	if (!summary) return false;
	await writeMergedLog(repo, c.play, merged, summary, c.local);
	await mergePlay(repo, doc, c.play, load, me);
	return true;
}
