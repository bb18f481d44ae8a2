// The table server's disk store: one file per room, written whole and atomically (a temporary
// file renamed over the old one), so a server killed mid-write keeps the previous state.
import { mkdir, open, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import * as Y from 'yjs';

/** A room's file name: a hash, so a room name can never walk out of the data folder. */
export function roomFile(dir, room) {
	return join(dir, 'rooms', createHash('sha256').update(room).digest('hex') + '.yjs');
}

export class FileStore {
	/** @param {string} dir */
	constructor(dir) {
		this.dir = dir;
		this.ready = mkdir(join(dir, 'rooms'), { recursive: true });
	}

	/** The room's stored Yjs update, or null for a new room. */
	async fetch(room) {
		await this.ready;
		try {
			return new Uint8Array(await readFile(roomFile(this.dir, room)));
		} catch (e) {
			if (e.code === 'ENOENT') return null;
			throw e;
		}
	}

	/**
	 * Writes the room as the union of `state` and the file's copy: instances sharing one folder
	 * that are out of touch (Redis away) each store their own part, and neither erases the
	 * other's (a Yjs merge of two updates holds both).
	 * @param {string} room @param {Uint8Array} state
	 */
	async store(room, state) {
		await this.ready;
		const file = roomFile(this.dir, room);
		const release = await lock(`${file}.lock`);
		try {
			const old = await this.fetch(room);
			if (old) state = Y.mergeUpdates([old, state]);
			const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
			await writeFile(tmp, state);
			await rename(tmp, file);
		} finally {
			await release();
		}
	}
}

/**
 * A lock file, made exclusively, held while one process reads, merges and renames a room's
 * file (two instances on one folder would otherwise each write a union lacking the other's
 * last part). A lock older than 5 s is from a process that died holding it: taken over.
 * Bounded: after 2 s of waiting the write goes ahead (a merge may then miss the other's last
 * store, which that instance's next store brings back).
 */
async function lock(path) {
	for (let i = 0; i < 200; i++) {
		try {
			const h = await open(path, 'wx');
			await h.close();
			return () => unlink(path).catch(() => {});
		} catch (e) {
			if (e.code !== 'EEXIST') throw e;
			const age = await stat(path).then(
				(s) => Date.now() - s.mtimeMs,
				() => 0
			);
			if (age > 5000) await unlink(path).catch(() => {});
			else await new Promise((r) => setTimeout(r, 10));
		}
	}
	return async () => {};
}
