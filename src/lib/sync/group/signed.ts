/**
 * Play groups by signature. A member joins with a signed record in the group's append-only
 * `joins` list (its device id, name and public key, keys.ts); a device id's key is the one of
 * its first valid join. A play carries its recorder's key and signature: members take in only
 * plays signed by a member's key under that member's id, and the origin of a play comes from
 * that signature, not from a field anyone can write.
 */
import type * as Y from 'yjs';
import { canonical } from '../commit';
import { signText, verifyText, type PhoneKey } from '../keys';
import type { GroupPlay } from './plays';

export interface JoinRecord {
	/** The member's device id. */
	readonly id: string;
	readonly name: string;
	readonly at: number;
	readonly pub: string;
	readonly sig: string;
}

export const joinsOf = (doc: Y.Doc) => doc.getArray<JoinRecord>('joins');

const joinText = (j: Pick<JoinRecord, 'id' | 'name' | 'at'>) =>
	canonical({ t: 'join', id: j.id, name: j.name, at: j.at });

export async function signJoin(
	key: PhoneKey,
	j: Pick<JoinRecord, 'id' | 'name' | 'at'>
): Promise<JoinRecord> {
	return { id: j.id, name: j.name, at: j.at, pub: key.pub, sig: await signText(key, joinText(j)) };
}

/** Each join checked once (the Yjs array hands out the same objects). */
const joinChecks = new WeakMap<object, Promise<boolean>>();

function joinOk(j: JoinRecord): Promise<boolean> {
	if (!j || typeof j !== 'object' || typeof j.id !== 'string' || typeof j.name !== 'string')
		return Promise.resolve(false);
	let v = joinChecks.get(j);
	if (!v) {
		v = verifyText(j.pub, j.sig, joinText(j));
		joinChecks.set(j, v);
	}
	return v;
}

export interface Member {
	readonly id: string;
	readonly name: string;
	readonly pub: string;
}

/** The group's members by public key: each device id's first validly signed join. */
export async function membersByKey(doc: Y.Doc): Promise<Map<string, Member>> {
	const joins = joinsOf(doc).toArray();
	const ok = await Promise.all(joins.map(joinOk));
	const byId = new Map<string, Member>();
	for (const [i, j] of joins.entries())
		if (ok[i] && !byId.has(j.id)) byId.set(j.id, { id: j.id, name: j.name, pub: j.pub });
	const byKey = new Map<string, Member>();
	for (const m of byId.values()) if (!byKey.has(m.pub)) byKey.set(m.pub, m);
	return byKey;
}

const playText = (p: GroupPlay) =>
	canonical({ by: p.by, byName: p.byName, at: p.at, session: p.session });

export async function signPlay(key: PhoneKey, p: GroupPlay): Promise<GroupPlay> {
	const { pub: _p, sig: _s, ...rest } = p;
	void _p;
	void _s;
	return { ...rest, pub: key.pub, sig: await signText(key, playText(rest)) };
}

/**
 * The member who signed this version of a play, or null: a signature that fails, a key no
 * member joined with, or a play naming another member as its recorder.
 */
export async function playSigner(doc: Y.Doc, p: GroupPlay): Promise<Member | null> {
	if (typeof p.pub !== 'string' || typeof p.sig !== 'string') return null;
	const m = (await membersByKey(doc)).get(p.pub);
	if (!m || m.id !== p.by) return null;
	return (await verifyText(p.pub, p.sig, playText(p))) ? m : null;
}
