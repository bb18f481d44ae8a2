// The table server's disk store: one file per room, written whole and atomically (a temporary
// file renamed over the old one), so a server killed mid-write keeps the previous state.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { join } from 'node:path';

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

	/** @param {string} room @param {Uint8Array} state */
	async store(room, state) {
		await this.ready;
		const file = roomFile(this.dir, room);
		const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
		await writeFile(tmp, state);
		await rename(tmp, file);
	}
}
