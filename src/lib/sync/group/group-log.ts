/**
 * A play group's signed log: the array `groupLog` of the group's document, append-only, whose
 * entries say what a member did that the others must see or answer — a correction proposed to a
 * play's recorder, the recorder's answer, a remembered player renamed or merged. Each entry is
 * typed by `t`, names its writer's device id (`by`) and carries that member's key and signature
 * over everything else (canonical JSON); phones take only entries signed by a member under its
 * own id, and the table server refuses the others (server/signed.js, the same rule).
 */
import type * as Y from 'yjs';
import { canonical } from '../commit';
import { signText, verifyText } from '../keys';
import type { LogEntry } from '$lib/games/core/log';
import type { Me } from './plays';
import { membersByKey, type Member } from './signed';

/** One entry of a proposal's log (a log entry without its position). */
export type ProposedEntry = Omit<LogEntry, 'seq'>;

interface Base {
	/** The entry's own id. */
	id: string;
	/** The writer's device id and name, and when it wrote it. */
	by: string;
	byName: string;
	at: number;
}

/** A correction of a play, proposed to its recorder: the proposer's whole log of the play. */
export interface ProposalBody {
	t: 'proposal';
	play: string;
	log: ProposedEntry[];
}

/** The recorder's answer to a proposal (an acceptance needs none: the play then holds it). */
export interface AnswerBody {
	t: 'answer';
	/** The id of the proposal entry it answers. */
	proposal: string;
	answer: 'declined';
}

/**
 * A remembered player renamed (`into` absent: `to` is the new name) or merged into another
 * (`into`: the key of the player who stays, named `to`), on the writer's phone.
 */
export interface PlayerBody {
	t: 'player';
	/** The change's id on the writer's phone (`PlayerChange.id`: sent once). */
	change: string;
	/** The player's name before, and the name after (the kept player's, for a merge). */
	from: string;
	to: string;
	into?: string;
}

export type GroupBody = ProposalBody | AnswerBody | PlayerBody;
export type GroupEntry = Base & GroupBody & { pub: string; sig: string };

export const KINDS: readonly GroupBody['t'][] = ['proposal', 'answer', 'player'];

export const groupLogOf = (doc: Y.Doc) => doc.getArray<GroupEntry>('groupLog');

const textOf = (e: Omit<GroupEntry, 'pub' | 'sig'>) => canonical(e);

/** Signs `body` as this phone (a member) and appends it to the group's log. Returns the entry. */
export async function appendEntry(
	doc: Y.Doc,
	me: Me,
	body: GroupBody,
	now = Date.now()
): Promise<GroupEntry> {
	const rest = { ...body, id: crypto.randomUUID(), by: me.id, byName: me.name, at: now };
	const entry = { ...rest, pub: me.key.pub, sig: await signText(me.key, textOf(rest)) };
	groupLogOf(doc).push([entry as GroupEntry]);
	return entry as GroupEntry;
}

/** Each entry's signature checked once (the Yjs array hands out the same objects). */
const checks = new WeakMap<object, Promise<boolean>>();

function signed(e: GroupEntry): Promise<boolean> {
	let v = checks.get(e);
	if (!v) {
		const { pub, sig, ...rest } = e;
		v = verifyText(pub, sig, textOf(rest));
		checks.set(e, v);
	}
	return v;
}

/** An entry of the log, its writer (the member who signed it) beside it. */
export interface Signed<T extends GroupBody = GroupBody> {
	entry: Base & T & { pub: string; sig: string };
	member: Member;
}

/**
 * The group's log as this phone takes it, in order: the entries of a known type signed by a
 * member under that member's own id. Anything else is left out, as the server refuses it.
 */
export async function readGroupLog(doc: Y.Doc): Promise<Signed[]> {
	const all = groupLogOf(doc).toArray();
	const members = await membersByKey(doc);
	const out: Signed[] = [];
	for (const e of all) {
		if (!e || typeof e !== 'object' || typeof e.id !== 'string' || !KINDS.includes(e.t)) continue;
		const m = members.get(e.pub);
		if (!m || m.id !== e.by || !(await signed(e))) continue;
		out.push({ entry: e, member: m });
	}
	return out;
}
