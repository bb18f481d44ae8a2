// A rogue client for the sync tests: a Node Yjs doc on the Hocuspocus provider with
// a table's room and token — what any phone at the table holds — doing what no app phone does.
import * as Y from 'yjs';
import { HocuspocusProvider } from '@hocuspocus/provider';
import type { SharedEntry } from '$lib/sync/log-merge';
import { until } from '../../until';

export interface Rogue {
	doc: Y.Doc;
	log: Y.Array<SharedEntry>;
	provider: HocuspocusProvider;
	/** Resolves with `<code> <reason>` when the server next closes this room's connection. */
	nextClose(ms?: number): Promise<string>;
	/** Resolves once the server acknowledged every change made here (bounded). */
	acknowledged(ms?: number): Promise<void>;
	destroy(): void;
}

/** Connects and resolves once the server's copy of the room is in (bounded). */
export async function rogue(url: string, room: string, token: string, ms = 10_000): Promise<Rogue> {
	const doc = new Y.Doc();
	const closes: ((reason: string) => void)[] = [];
	let synced!: () => void;
	const ready = new Promise<void>((r) => (synced = r));
	const provider = new HocuspocusProvider({
		url,
		name: room,
		token,
		document: doc,
		onSynced: () => synced(),
		onClose: ({ event }) => {
			for (const c of closes.splice(0)) c(`${event.code} ${event.reason ?? ''}`);
		}
	});
	await bounded(ready, ms, 'the rogue client to sync').catch((e: unknown) => {
		// Refused (or never answered): stop retrying before saying so.
		provider.destroy();
		doc.destroy();
		throw e;
	});
	return {
		doc,
		log: doc.getArray<SharedEntry>('log'),
		provider,
		nextClose: (wait = 10_000) =>
			bounded(
				new Promise<string>((r) => closes.push(r)),
				wait,
				'the server to close the rogue connection'
			),
		acknowledged: (wait = 10_000) =>
			until(() => !provider.hasUnsyncedChanges, 'the server to acknowledge the rogue', wait),
		destroy: () => {
			provider.destroy();
			doc.destroy();
		}
	};
}

export function bounded<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
	let t: ReturnType<typeof setTimeout> | undefined;
	return Promise.race([
		p,
		new Promise<never>(
			(_, no) => (t = setTimeout(() => no(new Error(`waited ${ms} ms for ${what}`)), ms))
		)
	]).finally(() => clearTimeout(t));
}
