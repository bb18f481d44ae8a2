/**
 * app.html's inline script for a session's deep link or reload: it reads what the repository
 * would read (and nothing from a database of another version, and creates none), preloads only
 * the app's own files the session needed last time, and keeps the bar's words for the frame.
 */
import { readFileSync } from 'node:fs';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { Repository } from '$lib/db/repo';
import { DB_NAME, DB_VERSION, TablemateDb } from '$lib/db/schema';
import { takeEarlyRead } from '$lib/ui/session.svelte';
import { HOME_DB_VERSION } from '$lib/ui/Home.svelte';
import { padSession } from '../../fixtures/score-pad';
import { SessionEngine } from '$lib/session/engine';
import { module as scorePad } from '$lib/games/score-pad/index';

const html = readFileSync(new URL('../../../src/app.html', import.meta.url), 'utf8');
const script = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
	.map((m) => m[1]!)
	.find((s) => s.includes('__tablemateResume'))!;

function run(path: string, stored: Record<string, string> = {}) {
	const links: { rel: string; href: string; as?: string }[] = [];
	const written: string[] = [];
	const win: Record<string, unknown> = { indexedDB, Promise };
	const doc = {
		documentElement: { className: '' },
		createElement: () => ({}) as { rel: string; href: string; as?: string },
		head: { appendChild: (l: (typeof links)[number]) => links.push(l) },
		write: (html: string) => written.push(html)
	};
	new Function(
		'window',
		'document',
		'location',
		'localStorage',
		'indexedDB',
		'IDBKeyRange',
		script
	)(
		win,
		doc,
		{ pathname: path },
		{ getItem: (k: string) => stored[k] ?? null },
		indexedDB,
		IDBKeyRange
	);
	return { win, doc, links, written };
}

afterEach(async () => {
	(globalThis as { window?: unknown }).window = undefined;
	await Dexie.delete(DB_NAME);
});

describe("app.html's resume script", () => {
	it('reads the session row, log, drafts and snapshot the repository reads', async () => {
		const repo = new Repository(new TablemateDb());
		const row = await repo.createSession(padSession());
		const engine = new SessionEngine(row.id, scorePad.flows.live, row, [], repo);
		for (const delta of [1, 2, 3]) await engine.dispatch({ type: 'add', seat: 0, delta });
		await repo.putDraft(row.id, 'f', 'half typed');
		// another session's rows are not read
		const other = await repo.createSession(padSession());
		await repo.putDraft(other.id, 'f', 'not this one');
		const { win, doc } = run(`/session/${row.id}`);
		expect(doc.documentElement.className).toContain('resume');
		(globalThis as { window?: unknown }).window = win;
		const early = await takeEarlyRead(row.id);
		expect(early).not.toBeNull();
		expect(early!.row).toEqual(await repo.getSession(row.id));
		expect(early!.log).toEqual(await repo.loadLog(row.id));
		expect(early!.drafts).toEqual(await repo.listDrafts(row.id));
		expect(early!.snapshot).toBeUndefined();
		// taken once: a later open of the session reads through the repository
		expect(await takeEarlyRead(row.id)).toBeNull();
		repo.db.close();
	});

	it('names the schema version Dexie opens (10 × DB_VERSION in IndexedDB): a schema bump must update app.html and home’s reader', () => {
		expect(script).toContain(`db.version !== ${DB_VERSION * 10}`);
		// Home's own direct read too (else home downloads Dexie before its list shows).
		expect(HOME_DB_VERSION).toBe(DB_VERSION * 10);
	});

	it(`reads nothing from a database of another version than ${DB_VERSION}, and creates none`, async () => {
		const old = new Dexie(DB_NAME);
		old.version(DB_VERSION - 1).stores({ sessions: 'id' });
		await old.open();
		old.close();
		const { win } = run('/session/abc');
		(globalThis as { window?: unknown }).window = win;
		expect(await takeEarlyRead('abc')).toBeNull();
		await Dexie.delete(DB_NAME);
		const none = run('/session/abc');
		(globalThis as { window?: unknown }).window = none.win;
		expect(await takeEarlyRead('abc')).toBeNull();
		expect(await Dexie.exists(DB_NAME)).toBe(false);
	});

	it('on other pages does nothing', () => {
		const { win, doc, links } = run('/history');
		expect(win.__tablemateResume).toBeUndefined();
		expect(doc.documentElement.className).toBe('');
		expect(links).toEqual([]);
	});

	it('preloads nothing, not even the files an older version remembered for the game', () => {
		const { win, links } = run('/session/s1', {
			'tablemate.gameOf.s1': 'xidit',
			'tablemate.resumeFiles.xidit': JSON.stringify(['/_app/immutable/nodes/5.abc.js'])
		});
		expect(links).toEqual([]);
		expect(win.__tablemateResume).toBeDefined();
	});

	it('the frame it shows holds no words (nothing that could be stale or match the real screen)', () => {
		const frame = /<div id="resume-frame"[\s\S]*?\n\t\t<\/div>/.exec(html)![0];
		expect(frame.replace(/<[^>]*>/g, '').replace(/\s/g, '')).toBe('⌂▶▦☰');
		expect(frame).toContain('inert');
	});
});
