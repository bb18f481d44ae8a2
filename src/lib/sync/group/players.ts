/**
 * A remembered player renamed or merged on one member's phone reaches the other members: the
 * change goes into the group's signed log as a `player` entry (group-log.ts), and each member's
 * phone makes the same change on its own records (repo.renamePlayer / mergePlayers: its plays,
 * statistics and aliases follow, and its bin can undo it), or says why it could not — a merge
 * where both players sit in one of its plays is refused there with the message a local merge
 * gives. A change this phone made from the group is never sent back to it.
 */
import type * as Y from 'yjs';
import type { PlayerChange, Repository } from '$lib/db/repo';
import { PlayerChangeError } from '$lib/db/repo';
import { nameKey } from '$lib/session/players';
import { clearStatsCache } from '$lib/ecosystem/stats-cache-keys';
import { appendEntry, groupLogOf, readGroupLog, type PlayerBody, type Signed } from './group-log';
import type { GroupInfo } from './groups';
import type { Me } from './plays';

/** What this phone did with each `player` entry of a group (by entry id). */
export type Outcome =
	| { done: 'applied'; change: string }
	| { done: 'refused'; key: string; values: Record<string, string | number> }
	| { done: 'nothing' };

const outcomesKey = (room: string) => `sync:group-players:${room}`;

async function outcomes(repo: Repository, room: string): Promise<Record<string, Outcome>> {
	return (await repo.getMeta<Record<string, Outcome>>(outcomesKey(room))) ?? {};
}

/** The group entry for a change made on this phone (pure). */
export function playerBody(change: PlayerChange): PlayerBody {
	const body: PlayerBody = {
		t: 'player',
		change: change.id,
		from: change.from,
		to: change.to
	};
	if (change.kind === 'merge') body.into = nameKey(change.to);
	return body;
}

/**
 * What a member's change asks of this phone (pure): rename the player keyed `from` to `to`, or
 * merge it into the player keyed `into`. Null when the entry is malformed.
 */
export function planOf(
	e: Partial<PlayerBody>
):
	| { kind: 'rename'; from: string; to: string }
	| { kind: 'merge'; from: string; into: string }
	| null {
	if (typeof e.from !== 'string' || typeof e.to !== 'string' || !e.to.trim()) return null;
	const from = nameKey(e.from);
	if (!from) return null;
	if (e.into === undefined) return { kind: 'rename', from, to: e.to };
	return typeof e.into === 'string' && e.into ? { kind: 'merge', from, into: e.into } : null;
}

/**
 * Sends this phone's renames and merges made since it joined the group (and still in its bin's
 * list: not undone) that the group lacks, except the ones it made from the group's own entries.
 * Returns how many it sent.
 */
export async function publishPlayerChanges(
	repo: Repository,
	doc: Y.Doc,
	group: GroupInfo,
	me: Me
): Promise<number> {
	const changes = await repo.listPlayerChanges();
	if (changes.length === 0) return 0;
	const fromGroup = new Set(
		Object.values(await outcomes(repo, group.room)).flatMap((o) =>
			o.done === 'applied' ? [o.change] : []
		)
	);
	const sent = new Set(
		groupLogOf(doc)
			.toArray()
			.flatMap((e) => (e?.t === 'player' && e.by === me.id ? [e.change] : []))
	);
	let n = 0;
	for (const c of [...changes].reverse()) {
		if (c.at < (group.joinedAt ?? 0) || fromGroup.has(c.id) || sent.has(c.id)) continue;
		await appendEntry(doc, me, playerBody(c), c.at);
		n++;
	}
	return n;
}

/**
 * Makes on this phone, once each and in the group's order, the changes other members sent.
 * Returns how many changed something here.
 */
export async function applyPlayerChanges(
	repo: Repository,
	doc: Y.Doc,
	group: GroupInfo,
	me: Me
): Promise<number> {
	const done = await outcomes(repo, group.room);
	let applied = 0;
	for (const s of await readGroupLog(doc)) {
		if (s.entry.t !== 'player' || s.entry.by === me.id || done[s.entry.id]) continue;
		const o = await applyOne(repo, s.entry);
		done[s.entry.id] = o;
		// Kept at once: a change made here from the group is never sent back to it.
		await repo.setMeta(outcomesKey(group.room), done);
		if (o.done === 'applied') applied++;
	}
	if (applied > 0) await clearStatsCache(repo);
	return applied;
}

async function applyOne(repo: Repository, e: PlayerBody): Promise<Outcome> {
	const plan = planOf(e);
	if (!plan) return { done: 'nothing' };
	try {
		// A player this phone never remembered (or already under that name): nothing to change;
		// its later files land on the name through the plays the group sends.
		const held = await repo.db.profiles.get(plan.from);
		if (!held || (plan.kind === 'rename' && held.name === plan.to)) return { done: 'nothing' };
		let change: PlayerChange;
		if (plan.kind === 'merge')
			// The kept player unknown here: the merged one takes its name, as a rename would.
			change = (await repo.db.profiles.get(plan.into))
				? await repo.mergePlayers(plan.from, plan.into)
				: await repo.renamePlayer(plan.from, e.to);
		else change = await repo.renamePlayer(plan.from, plan.to);
		return { done: 'applied', change: change.id };
	} catch (err) {
		if (err instanceof PlayerChangeError)
			return { done: 'refused', key: err.key, values: err.values };
		throw err;
	}
}

/** A line of the group screen: «Ana renamed Ana G. to Ana», and whether it stands here. */
export interface PlayerLine {
	id: string;
	kind: 'rename' | 'merge';
	/** The member who made the change, and the names before and after. */
	who: string;
	from: string;
	to: string;
	at: number;
	/** Refused on this phone: the message a local change would give. */
	refused?: { key: string; values: Record<string, string | number> };
}

/** The group's renames and merges, newest first, as this phone took them. */
export async function playerLines(
	repo: Repository,
	doc: Y.Doc,
	group: GroupInfo
): Promise<PlayerLine[]> {
	const done = await outcomes(repo, group.room);
	const out: PlayerLine[] = [];
	for (const s of (await readGroupLog(doc)) as Signed[]) {
		if (s.entry.t !== 'player') continue;
		const e = s.entry as Signed<PlayerBody>['entry'];
		const o = done[e.id];
		out.push({
			id: e.id,
			kind: e.into === undefined ? 'rename' : 'merge',
			who: s.member.name,
			from: e.from,
			to: e.to,
			at: e.at,
			...(o?.done === 'refused' ? { refused: { key: o.key, values: o.values } } : {})
		});
	}
	return out.sort((a, b) => b.at - a.at);
}
