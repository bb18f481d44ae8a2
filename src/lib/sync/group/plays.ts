/**
 * A play group's document: its members' finished plays, one entry per play
 * in the map `plays` (session id → the play as one compact backup line, JSON), and its members
 * in `members` (device id → name) and, signed, in `joins` (signed.ts). A play is written whole,
 * and signed, by the phone that recorded it (corrections too); every member's phone takes it in through the ordinary backup import (checked
 * and replayed with its game), so history and statistics read it like any finished session.
 */
import type * as Y from 'yjs';
import type { Repository } from '$lib/db/repo';
import type { LoadedGame } from '$lib/games/registry';
import { compactSession, exportSessions, expandSession, type BackupSession } from '$lib/db/backup';
import { importBackup, type ImportResult } from '$lib/ecosystem/backup-import';
import { clearOrigin, originOf, setOrigin, type GroupInfo } from './groups';
import type { PhoneKey } from '../keys';
import { playSigner, signPlay } from './signed';

/** One play as the group's document holds it. */
export interface GroupPlay {
	/** The device id of the phone that recorded it (corrections keep it). */
	by: string;
	/** That phone's name when it was published. */
	byName: string;
	/** When this version was published. */
	at: number;
	/** The session as a version-3 backup line holds it (compactSession). */
	session: Record<string, unknown>;
	/** The recorder's public key and its signature over the rest (signed.ts). */
	pub?: string;
	sig?: string;
}

export interface Me {
	id: string;
	name: string;
	/** This phone's key (keys.ts): it signs this phone's join and its plays. */
	key: PhoneKey;
}

export type Loader = (gameId: string) => Promise<LoadedGame | null>;

export const playsOf = (doc: Y.Doc) => doc.getMap<string>('plays');
export const membersOf = (doc: Y.Doc) => doc.getMap<{ name: string; at: number }>('members');

export function readPlay(doc: Y.Doc, id: string): GroupPlay | null {
	const raw = playsOf(doc).get(id);
	if (typeof raw !== 'string') return null;
	try {
		const p = JSON.parse(raw) as GroupPlay;
		return p && typeof p === 'object' && p.session && typeof p.session === 'object' ? p : null;
	} catch {
		return null;
	}
}

/** The number of log entries of a play in the document (its compact log's length). */
function logLength(p: GroupPlay): number {
	const log = p.session.log;
	return Array.isArray(log) ? log.length : 0;
}

/**
 * Writes this phone's copy of a finished play into the document when the document lacks it or
 * holds a shorter log (a correction made here). Returns true when it wrote.
 */
export async function publishPlay(
	repo: Repository,
	doc: Y.Doc,
	sessionId: string,
	me: Me,
	now = Date.now()
): Promise<boolean> {
	const backup = await exportSessions(repo, [sessionId]);
	const s = backup.sessions[0];
	// Only finished plays, never a kept-aside copy of a diverged import, never one in the bin.
	if (!s || s.status !== 'finished' || s.importedCopyOf || s.trashedAt) return false;
	// Only the recorder publishes a play (a play taken in from the group has an origin).
	if (await originOf(repo, sessionId)) return false;
	const current = readPlay(doc, sessionId);
	const mine = current && (await playSigner(doc, current))?.pub === me.key.pub;
	if (mine && logLength(current) >= s.log.length) return false;
	const { correcting: _c, importedCopyOf: _i, ...rest } = s;
	const clean: BackupSession = { ...rest, trashedAt: null };
	const play = await signPlay(me.key, {
		by: me.id,
		byName: me.name,
		at: now,
		session: compactSession(clean)
	});
	playsOf(doc).set(sessionId, JSON.stringify(play));
	return true;
}

/**
 * This phone's finished plays that belong in the group: its own (not received from a group)
 * finished since it joined, and any play of the group it corrected since (a longer log).
 * With `earlier`, also its own plays finished before it joined.
 */
export async function publishOwn(
	repo: Repository,
	doc: Y.Doc,
	group: GroupInfo,
	me: Me,
	earlier = false
): Promise<number> {
	const finished = await repo.db.sessions
		.where('[status+updatedAt]')
		.between(['finished', 0], ['finished', Infinity])
		.toArray();
	let n = 0;
	for (const row of finished) {
		if (row.importedCopyOf) continue;
		// A play the group holds already, signed here: its corrections are merged (merge.ts), not
		// written whole. A copy not signed by this phone (a forgery) is replaced by the real one.
		const held = readPlay(doc, row.id);
		if (held && (await playSigner(doc, held))?.pub === me.key.pub) continue;
		if (await originOf(repo, row.id)) continue;
		if ((earlier || row.updatedAt >= group.joinedAt) && (await publishPlay(repo, doc, row.id, me)))
			n++;
	}
	return n;
}

export interface MirrorResult {
	/** Plays new to this phone, and plays whose log grew (a correction). */
	added: number;
	updated: number;
	/** Plays the import refused (a game this build lacks, a log that does not replay). */
	skipped: number;
	result: ImportResult | null;
}

/**
 * Takes the group's plays this phone lacks through the backup import (validated and
 * replayed); marks those recorded elsewhere with their origin. The plays it holds already are
 * merged entry by entry (merge.ts); `skip` names plays not to take in (the group's bin).
 */
export async function mirrorPlays(
	repo: Repository,
	doc: Y.Doc,
	group: GroupInfo,
	load: Loader,
	me: Me,
	skip: (id: string) => boolean = () => false
): Promise<MirrorResult> {
	const wanted: { id: string; play: GroupPlay; from: { name: string; pub: string } }[] = [];
	let unsigned = 0;
	for (const id of playsOf(doc).keys()) {
		const play = readPlay(doc, id);
		if (!play || skip(id)) continue;
		if (await repo.getSession(id)) continue;
		// Only a play signed by a member's key, under that member's id, is taken in.
		const signer = await playSigner(doc, play);
		if (!signer) {
			unsigned++;
			continue;
		}
		wanted.push({ id, play, from: signer });
	}
	if (wanted.length === 0) return { added: 0, updated: 0, skipped: unsigned, result: null };
	// The origin is marked before the play is stored, so no moment shows another phone's play
	// here as this phone's own (a leave in between would have kept it unmarked).
	const marked: string[] = [];
	for (const w of wanted)
		if (w.from.pub !== me.key.pub && !(await originOf(repo, w.id))) {
			// Whose play it is comes from the key that signed it.
			await setOrigin(repo, w.id, { group: group.room, by: w.from.name, pub: w.from.pub });
			marked.push(w.id);
		}
	const result = await importBackup(
		repo,
		{ sessions: wanted.map((w) => expandSession(w.play.session)) },
		load
	);
	for (const id of marked) if (!(await repo.getSession(id))) await clearOrigin(repo, id);
	return result.ok
		? {
				added: result.counts.added,
				updated: result.counts.updated,
				skipped: result.counts.skipped + unsigned,
				result
			}
		: { added: 0, updated: 0, skipped: wanted.length + unsigned, result };
}

/** The group's plays, newest first, as the group screen lists them. */
export function listPlays(doc: Y.Doc): { id: string; play: GroupPlay }[] {
	const out: { id: string; play: GroupPlay }[] = [];
	for (const id of playsOf(doc).keys()) {
		const play = readPlay(doc, id);
		if (play) out.push({ id, play });
	}
	return out.sort((a, b) => b.play.at - a.play.at);
}
