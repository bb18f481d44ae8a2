/**
 * A play group on this phone (lazy chunk, with the sync client): opens the group's room,
 * publishes this phone's finished plays and corrections, and mirrors the other members' plays
 * into this phone's database, whenever either side changes. One GroupSync per group for the
 * tab's life: the group screen starts them, and so does a session screen on a group member's
 * phone (so a play finished there reaches the group at once).
 */
import type { Repository } from '$lib/db/repo';
import type { SessionEngine } from '$lib/session/engine';
import { TableLink, type LinkStatus } from '../client';
import { closeProof, deviceName, lastServer, newRoom, roomToken } from '../share';
import { liveQuery, type Subscription } from 'dexie';
import { phoneKey } from '../keys';
import { joinsOf, signJoin } from './signed';
import {
	addGroup,
	canRotate,
	deviceId,
	dropGroup,
	listGroups,
	originOf,
	playsFrom,
	setOrigin,
	type GroupInfo
} from './groups';
import {
	acceptProposal,
	mergeHeldPlays,
	mergePlay,
	syncTrash,
	trashOf,
	trashedInGroup
} from './merge';
import { declineProposal, proposalLines, type ProposalLine } from './proposals';
import { groupLogOf } from './group-log';
import { applyPlayerChanges, playerLines, publishPlayerChanges, type PlayerLine } from './players';
import { PLAYER_CHANGES_KEY } from '$lib/db/repo';
import {
	listPlays,
	membersOf,
	mirrorPlays,
	playsOf,
	publishOwn,
	publishPlay,
	readPlay,
	type Loader,
	type Me,
	type MirrorResult
} from './plays';

export interface GroupEvents {
	onChange?: () => void;
	onStatus?: (s: LinkStatus) => void;
	/** This phone's IndexedDB name for the group's document (tests give each phone its own). */
	localName?: string;
}

export class GroupSync {
	#running = false;
	#dirty = false;
	#stopped = false;
	#idle: Promise<void> = Promise.resolve();
	#listeners = new Set<() => void>();
	#bin: Subscription | null = null;
	#renames: Subscription | null = null;
	/** What the last mirror took in (the group screen reports refusals). */
	last: MirrorResult | null = null;

	private constructor(
		readonly group: GroupInfo,
		readonly me: Me,
		readonly link: TableLink,
		private readonly repo: Repository,
		private readonly load: Loader
	) {}

	static async open(
		repo: Repository,
		group: GroupInfo,
		me: Me,
		load: Loader,
		events: GroupEvents = {}
	): Promise<GroupSync> {
		let sync: GroupSync | null = null;
		const link = await TableLink.open(group, me.name, {
			localName: events.localName ?? `${repo.db.name}-group-${group.room}`,
			onStatus: (s) => {
				events.onStatus?.(s);
				if (s === 'online') void sync?.schedule();
				sync?.changed();
			}
		});
		sync = new GroupSync(group, me, link, repo, load);
		if (events.onChange) sync.#listeners.add(events.onChange);
		membersOf(link.doc).set(me.id, { name: me.name, at: Date.now() });
		await sync.join();
		playsOf(link.doc).observe(() => void sync?.schedule());
		trashOf(link.doc).observe(() => void sync?.schedule());
		// A member's join arriving after its plays: those plays can be taken in now.
		joinsOf(link.doc).observe(() => void sync?.schedule());
		membersOf(link.doc).observe(() => sync?.changed());
		// The group's signed log: a correction proposed to one of this phone's plays, the
		// recorder's answer to one this phone proposed (the group screen lists them), a player
		// renamed or merged by a member (made here too).
		groupLogOf(link.doc).observe(() => void sync?.schedule());
		// A play moved to the bin or restored on this phone (any screen, any tab): to the group.
		const s = sync;
		s.#bin = liveQuery(() => repo.db.sessions.where('trashedAt').above(0).primaryKeys()).subscribe({
			next: () => void s.schedule(),
			error: () => {}
		});
		// A player renamed or merged on this phone (the players screen): to the group.
		s.#renames = liveQuery(() => repo.db.meta.get(PLAYER_CHANGES_KEY)).subscribe({
			next: () => void s.schedule(),
			error: () => {}
		});
		void sync.schedule();
		return sync;
	}

	/**
	 * This phone's signed join (once per key): the members' phones take in only plays signed by
	 * a key that joined. Appended, never rewritten (`joins` only grows).
	 */
	async join() {
		const joins = joinsOf(this.link.doc);
		if (joins.toArray().some((j) => j?.id === this.me.id && j.pub === this.me.key.pub)) return;
		joins.push([
			await signJoin(this.me.key, { id: this.me.id, name: this.me.name, at: Date.now() })
		]);
	}

	listen(fn: () => void): () => void {
		this.#listeners.add(fn);
		return () => this.#listeners.delete(fn);
	}

	changed() {
		for (const l of this.#listeners) l();
	}

	/** Coalesces bursts: while one pass runs, later changes wait for one more pass. */
	schedule(): Promise<void> {
		if (this.#stopped) return this.#idle;
		this.#dirty = true;
		if (!this.#running) {
			this.#running = true;
			this.#idle = this.#drain();
		}
		return this.#idle;
	}

	async #drain() {
		try {
			while (this.#dirty && !this.#stopped) {
				this.#dirty = false;
				const doc = this.link.doc;
				await publishOwn(this.repo, doc, this.group, this.me);
				await mergeHeldPlays(this.repo, doc, this.load, this.me);
				await syncTrash(this.repo, doc, this.group.room, this.me);
				// The members' renames and merges made here first, so none goes back as this phone's.
				await applyPlayerChanges(this.repo, doc, this.group, this.me);
				await publishPlayerChanges(this.repo, doc, this.group, this.me);
				this.last = await mirrorPlays(this.repo, doc, this.group, this.load, this.me, (id) =>
					trashedInGroup(doc, id)
				);
				this.changed();
			}
		} catch (e) {
			console.error(e);
		} finally {
			this.#running = false;
		}
	}

	/** Resolves once every change heard so far is published and mirrored (tests). */
	settled(): Promise<void> {
		return this.#idle;
	}

	/** A session finished or corrected on this phone: into the group now. */
	async publish(sessionId: string): Promise<boolean> {
		const wrote = readPlay(this.link.doc, sessionId)
			? (await mergePlay(this.repo, this.link.doc, sessionId, this.load, this.me)) === 'published'
			: await publishPlay(this.repo, this.link.doc, sessionId, this.me);
		if (wrote) this.changed();
		return wrote;
	}

	/** Also this phone's own plays finished before it joined. */
	async publishEarlier(): Promise<number> {
		const n = await publishOwn(this.repo, this.link.doc, this.group, this.me, true);
		this.changed();
		return n;
	}

	plays() {
		return listPlays(this.link.doc);
	}

	/**
	 * Corrections other members propose to this phone's plays, waiting for its answer; then the
	 * ones this phone proposed, with where each stands (proposals.ts `proposalLines`).
	 */
	proposals(): Promise<ProposalLine[]> {
		return proposalLines(this.repo, this.link.doc, this.me);
	}

	/** The group's renames and merges of remembered players, newest first («Ana renamed…»). */
	players(): Promise<PlayerLine[]> {
		return playerLines(this.repo, this.link.doc, this.group);
	}

	/** Accepts one: this phone re-signs the play with it, as its recorder (every member takes it). */
	async accept(id: string): Promise<boolean> {
		const ok = await acceptProposal(this.repo, this.link.doc, id, this.load, this.me);
		this.changed();
		return ok;
	}

	/** Declines one: nothing changes, and the proposer is told. */
	async decline(id: string): Promise<void> {
		await declineProposal(this.link.doc, id, this.me);
		this.changed();
	}

	members(): string[] {
		return [...membersOf(this.link.doc).values()].map((m) => m.name);
	}

	/** Leaves the room (and forgets this phone's copy of the group's document when `forget`). */
	async stop(forget = false) {
		this.#bin?.unsubscribe();
		this.#renames?.unsubscribe();
		// No new pass; the one under way ends before the link goes (a leave, a rotation, a closing
		// database never meets a pass halfway).
		this.#stopped = true;
		await this.#idle;
		if (forget) membersOf(this.link.doc).delete(this.me.id);
		await this.link.destroy(forget);
	}
}

/** The groups running in this tab, by database and room. */
const running = new Map<string, Promise<GroupSync>>();
const key = (repo: Repository, room: string) => `${repo.db.name}\n${room}`;

async function me(repo: Repository): Promise<Me> {
	return {
		id: await deviceId(repo),
		name: (await deviceName(repo)) ?? '?',
		key: await phoneKey(repo)
	};
}

/** Opens (once per tab) every group this phone belongs to. */
export async function startGroups(repo: Repository, load: Loader): Promise<GroupSync[]> {
	const groups = await listGroups(repo);
	const who = await me(repo);
	return Promise.all(groups.map((g) => startGroup(repo, g, load, who)));
}

export function startGroup(
	repo: Repository,
	group: GroupInfo,
	load: Loader,
	who: Me
): Promise<GroupSync> {
	const k = key(repo, group.room);
	let s = running.get(k);
	if (!s) {
		s = GroupSync.open(repo, group, who, load);
		running.set(k, s);
		s.catch(() => running.delete(k));
	}
	return s;
}

/** Stops following a group in this tab (its document stays on this phone unless `forget`). */
export async function stopGroup(repo: Repository, room: string, forget = false): Promise<void> {
	const k = key(repo, room);
	const s = running.get(k);
	running.delete(k);
	await (await s?.catch(() => null))?.stop(forget);
}

/**
 * Leaves a group on this phone. This phone's own plays stay here and in the group (the other
 * members keep them). The plays other phones recorded stay in this history as ordinary plays
 * that no longer receive corrections — or, with `removeOthers`, go to the bin (restorable).
 * Returns how many plays of others were kept or binned.
 */
export async function leaveGroup(
	repo: Repository,
	room: string,
	removeOthers: boolean
): Promise<number> {
	await stopGroup(repo, room, true);
	await dropGroup(repo, room);
	const others = await playsFrom(repo, room);
	// Their origin stays marked: they are never published to another group as this phone's.
	if (removeOthers) for (const id of others) await repo.trash(id);
	return others.length;
}

/**
 * A session screen on a group member's phone: every stored entry that leaves the session
 * finished (the end, or the end of a correction) publishes it to every group.
 */
export async function followSession(
	repo: Repository,
	engine: SessionEngine,
	sessionId: string,
	load: Loader
): Promise<() => void> {
	const syncs = await startGroups(repo, load);
	const off = engine.onAppend(() => {
		// The entry is stored before listeners hear it; the row's summary says if it finished.
		void repo.getSession(sessionId).then((row) => {
			if (row?.status === 'finished') for (const s of syncs) void s.publish(sessionId);
		});
	});
	return off;
}

/**
 * Rotates a group's link (a member left): the group moves to a new room whose capability only
 * the server token derives, with its plays and signed joins copied over (signatures hold: they
 * cover the plays, not the room); then the old room is closed with a proof the server checks,
 * so the old link opens nothing — for the one who left too. Only a phone that holds the server
 * token (it typed it: `lastServer`) can rotate. Returns the new group (its link goes to the
 * members who stay), or null when this phone cannot rotate.
 */
export async function rotateGroup(
	repo: Repository,
	room: string,
	load: Loader,
	ms = 10_000
): Promise<GroupInfo | null> {
	const [group, server] = await Promise.all([
		listGroups(repo).then((all) => all.find((g) => g.room === room)),
		lastServer(repo)
	]);
	if (!group || !server?.token || !(await canRotate(repo, group))) return null;
	const old = await startGroup(repo, group, load, await me(repo));
	await old.link.whenSynced(ms);
	const next: GroupInfo = { ...group, room: newRoom('g') };
	const moved: GroupInfo = { ...next, token: await roomToken(server.token, next.room) };
	const link = await TableLink.open(moved, group.name, {
		localName: `${repo.db.name}-group-${moved.room}`
	});
	try {
		if ((await link.whenSynced(ms)) !== 'synced') return null;
		const from = old.link.doc;
		link.doc.transact(() => {
			for (const [id, raw] of playsOf(from)) playsOf(link.doc).set(id, raw);
			for (const [id, m] of membersOf(from)) membersOf(link.doc).set(id, m);
			joinsOf(link.doc).push(joinsOf(from).toArray());
			for (const [id, t] of trashOf(from)) trashOf(link.doc).set(id, t);
			groupLogOf(link.doc).push(groupLogOf(from).toArray());
		});
		const end = Date.now() + ms;
		while (!link.acknowledged()) {
			if (Date.now() > end) return null;
			await new Promise((r) => setTimeout(r, 25));
		}
	} finally {
		await link.destroy();
	}
	// The plays this phone holds from the group now come from its new room.
	for (const id of await playsFrom(repo, room)) {
		const o = await originOf(repo, id);
		if (o) await setOrigin(repo, id, { ...o, group: moved.room });
	}
	old.link.doc.getMap('group').set('closed', await closeProof(server.token, room));
	const end = Date.now() + ms;
	while (!old.link.acknowledged() && old.link.status !== 'refused' && Date.now() < end)
		await new Promise((r) => setTimeout(r, 25));
	await stopGroup(repo, room, true);
	await dropGroup(repo, room);
	await addGroup(repo, moved);
	await startGroup(repo, moved, load, await me(repo));
	return moved;
}
