// @vitest-environment jsdom
/**
 * The copy of the live screen a reload paints first: what it keeps of the screen,
 * and app.html's script, which shows it only while the session's log still ends where it did.
 */
import { readFileSync } from 'node:fs';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { Repository } from '$lib/db/repo';
import { DB_NAME, TablemateDb } from '$lib/db/schema';
import { SessionEngine } from '$lib/session/engine';
import { module as scorePad } from '$lib/games/score-pad/index';
import {
	COPY_INDEX,
	COPY_PREFIX,
	MAX_COPIES,
	copyShell,
	keepScreen,
	putCopy,
	type ScreenCopy
} from '$lib/session/screen-copy';
import { padSession } from '../../fixtures/score-pad';

const html = readFileSync('src/app.html', 'utf8');
const script = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
	.map((m) => m[1]!)
	.find((s) => s.includes('__tablemateResume'))!;

afterEach(async () => {
	document.body.innerHTML = '';
	document.head.innerHTML = '';
	localStorage.clear();
	await Dexie.delete(DB_NAME);
});

const SHELL = `
<main id="main" tabindex="-1" class="session s1">
	<div class="live-shell" data-tab="log">
		<div class="bar"><h1>Root</h1><p>Round 3 · Daylight</p></div>
		<div class="panes">
			<div class="pane now" id="pane-now" hidden>
				<label>Points <input id="pts" name="pts"></label>
				<select name="who"><option>Ana</option><option>Benno</option></select>
				<textarea name="note"></textarea>
				<fieldset data-draft="off"><legend>Your vote</legend><input name="vote" value="yes"></fieldset>
				<dialog open>Sure?</dialog>
			</div>
			<div class="pane board" id="pane-board" hidden><p>Board</p></div>
			<div class="pane log" id="pane-log"><ol><li>Ana scored</li></ol></div>
		</div>
		<nav class="shell-tabs"><button class="tab-now" aria-pressed="false">Now</button><button class="tab-log" aria-pressed="true">Log</button></nav>
	</div>
</main>`;

describe('the copy of the screen', () => {
	it('opens on the step with what is typed, without the log, the board (narrow), dialogs, ids or the secret part', () => {
		document.body.innerHTML = SHELL;
		(document.querySelector('input[name=pts]') as HTMLInputElement).value = '12';
		(document.querySelector('select') as HTMLSelectElement).selectedIndex = 1;
		(document.querySelector('textarea') as HTMLTextAreaElement).value = 'half typed';
		const out = copyShell(document.querySelector('main')!, false)!;
		const box = document.createElement('div');
		box.innerHTML = out;
		expect(box.querySelector('main')!.className).toBe('session s1');
		expect(box.querySelector('.live-shell')!.getAttribute('data-tab')).toBe('now');
		expect(box.querySelector('.pane.now')!.hasAttribute('hidden')).toBe(false);
		expect(box.querySelector('.pane.log')).toBeNull();
		expect(box.querySelector('.pane.board')).toBeNull();
		expect(box.querySelector('input[name=pts]')!.getAttribute('value')).toBe('12');
		expect(box.querySelectorAll('option')[1]!.hasAttribute('selected')).toBe(true);
		expect(box.querySelector('textarea')!.textContent).toBe('half typed');
		expect(box.querySelector('dialog')).toBeNull();
		expect(box.querySelectorAll('[id]').length).toBe(0);
		expect(box.querySelector('[tabindex]')).toBeNull();
		// The secret part stands as an empty box: neither its words nor its field.
		expect(box.querySelector('[data-draft="off"]')!.childNodes.length).toBe(0);
		expect(out).not.toContain('Your vote');
		expect(box.querySelector('.tab-now')!.getAttribute('aria-pressed')).toBe('true');
		expect(box.querySelector('.tab-log')!.getAttribute('aria-pressed')).toBe('false');
		// At 700 px and wider the board stands beside the step.
		box.innerHTML = copyShell(document.querySelector('main')!, true)!;
		expect(box.querySelector('.pane.board')!.hasAttribute('hidden')).toBe(false);
	});

	it('keeps, with the screen, its app stylesheets’ rules and addresses in order (not another site’s)', () => {
		document.head.innerHTML =
			'<link rel="modulepreload" href="/_app/immutable/entry/app.B1.js">' +
			'<link rel="stylesheet" href="/_app/immutable/assets/Step.x1.css">' +
			'<link rel="stylesheet" href="https://elsewhere.example/x.css">' +
			'<link rel="stylesheet" href="/_app/immutable/assets/Board.x2.css">';
		const rules = ['.step { color: red; }', '.x { color: blue; }', '.board { color: green; }'];
		document.head
			.querySelectorAll('link[rel="stylesheet"]')
			.forEach((l, i) =>
				Object.defineProperty(l, 'sheet', { value: { cssRules: [{ cssText: rules[i] }] } })
			);
		document.body.innerHTML = SHELL;
		expect(keepScreen('s1', { last: 'e3', len: 3 })).toEqual([]);
		const kept = JSON.parse(localStorage.getItem(COPY_PREFIX + 's1')!) as ScreenCopy;
		expect(kept.links).toEqual([
			'/_app/immutable/assets/Step.x1.css',
			'/_app/immutable/assets/Board.x2.css'
		]);
		expect(kept.css).toBe('.step { color: red; }\n.board { color: green; }\n');
	});

	it('copies nothing and drops nothing while an app stylesheet is still loading, and names it to wait for', () => {
		const old = { v: 1, html: '<main>older</main>' } as ScreenCopy;
		putCopy('s1', old);
		document.head.innerHTML =
			'<link rel="modulepreload" href="/_app/immutable/entry/app.B1.js">' +
			'<link rel="stylesheet" href="/_app/immutable/assets/Step.x1.css">';
		document.body.innerHTML = SHELL;
		const loading = keepScreen('s1', { last: 'e3', len: 3 });
		expect(loading.map((l) => l.getAttribute('href'))).toEqual([
			'/_app/immutable/assets/Step.x1.css'
		]);
		expect(JSON.parse(localStorage.getItem(COPY_PREFIX + 's1')!)).toEqual(old);
	});

	it(`keeps the copies of the ${MAX_COPIES} sessions opened last only`, () => {
		const copy = { v: 1, html: '<main></main>' } as ScreenCopy;
		for (const id of ['a', 'b', 'c', 'd']) putCopy(id, copy);
		expect(JSON.parse(localStorage.getItem(COPY_INDEX)!)).toEqual(['d', 'c', 'b']);
		expect(localStorage.getItem(COPY_PREFIX + 'a')).toBeNull();
		putCopy('b', copy);
		expect(JSON.parse(localStorage.getItem(COPY_INDEX)!)).toEqual(['b', 'd', 'c']);
	});
});

/** Runs app.html's script on a page at `path` with the frame and the build's entry in it. */
async function reload(path: string, build = '/_app/immutable/entry/app.B1.js') {
	document.documentElement.className = '';
	document.documentElement.lang = 'en';
	document.head.innerHTML = `<link rel="modulepreload" href="${build}">`;
	document.body.innerHTML = '<div id="resume-frame" inert><div class="bar"></div></div>';
	const win = { indexedDB, Promise, matchMedia: () => ({ matches: false }), performance };
	new Function('window', 'document', 'location', script)(win, document, { pathname: path });
	const read = (win as { __tablemateResume?: { read: Promise<unknown> } }).__tablemateResume!.read;
	await read;
	return document.getElementById('resume-frame')!;
}

describe("app.html's check of the copy", () => {
	async function liveSession() {
		const repo = new Repository(new TablemateDb());
		const row = await repo.createSession(padSession());
		const engine = new SessionEngine(row.id, scorePad.flows.live, row, [], repo);
		for (const delta of [1, 2, 3]) await engine.dispatch({ type: 'add', seat: 0, delta });
		const log = await repo.loadLog(row.id);
		const copy: ScreenCopy = {
			v: 1,
			last: log.at(-1)!.id,
			len: log.length,
			lang: 'en',
			dark: false,
			wide: false,
			build: '/_app/immutable/entry/app.B1.js',
			css: '.total { font-weight: 700 }',
			html: '<main class="session"><div class="live-shell"><p class="total">6</p></div></main>'
		};
		localStorage.setItem(COPY_PREFIX + row.id, JSON.stringify(copy));
		return { repo, row, engine, copy };
	}

	it('paints the copy, with its style, when the log ends with the entry it showed', async () => {
		const { repo, row } = await liveSession();
		const frame = await reload(`/session/${row.id}`);
		expect(frame.className).toBe('copy');
		expect(frame.getAttribute('aria-hidden')).toBe('true');
		expect(frame.querySelector('.total')!.textContent).toBe('6');
		expect(frame.querySelector('style')!.textContent).toContain('.total');
		repo.db.close();
	});

	it('links the app stylesheets the screen had with the copy, each once, and nothing else', async () => {
		const { repo, row, copy } = await liveSession();
		const links = [
			'/_app/immutable/assets/Step.x1.css',
			'/_app/immutable/assets/Board.x2.css',
			'/_app/immutable/assets/Step.x1.css',
			'https://elsewhere.example/x.css',
			'/_app/immutable/assets/a.css" onload="x'
		];
		localStorage.setItem(COPY_PREFIX + row.id, JSON.stringify({ ...copy, links }));
		await reload(`/session/${row.id}`);
		const linked = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
		expect(linked.map((l) => l.getAttribute('href'))).toEqual([
			'/_app/immutable/assets/Step.x1.css',
			'/_app/immutable/assets/Board.x2.css'
		]);
		expect(linked.every((l) => l.hasAttribute('data-resume') && l.crossOrigin === '')).toBe(true);
		repo.db.close();
	});

	it('links nothing when it shows the frame instead (the log moved on)', async () => {
		const { repo, row, copy, engine } = await liveSession();
		localStorage.setItem(
			COPY_PREFIX + row.id,
			JSON.stringify({ ...copy, links: ['/_app/immutable/assets/Step.x1.css'] })
		);
		await engine.dispatch({ type: 'add', seat: 0, delta: 4 });
		await reload(`/session/${row.id}`);
		expect(document.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(0);
		repo.db.close();
	});

	it('holds the first paint while a copy is checked (the copy or the frame paints first, never the frame then the copy)', async () => {
		const { repo, row } = await liveSession();
		document.documentElement.className = '';
		document.documentElement.lang = 'en';
		document.head.innerHTML = '<link rel="modulepreload" href="/_app/immutable/entry/app.B1.js">';
		document.body.innerHTML = '<div id="resume-frame" inert></div>';
		const run = () => {
			const win = { indexedDB, Promise, matchMedia: () => ({ matches: false }), performance };
			new Function('window', 'document', 'location', script)(win, document, {
				pathname: `/session/${row.id}`
			});
			return (win as { __tablemateResume?: { read: Promise<unknown> } }).__tablemateResume!.read;
		};
		let read = run();
		expect(document.documentElement.className).toContain('resume-wait');
		await read;
		expect(document.documentElement.className).not.toContain('resume-wait');
		expect(document.getElementById('resume-frame')!.className).toBe('copy');
		// A failed check lets the frame paint.
		await repo.db.log.where('sessionId').equals(row.id).modify({ id: 'moved-on' });
		document.documentElement.className = '';
		document.body.innerHTML = '<div id="resume-frame" inert></div>';
		read = run();
		expect(document.documentElement.className).toContain('resume-wait');
		await read;
		expect(document.documentElement.className).not.toContain('resume-wait');
		expect(document.getElementById('resume-frame')!.className).toBe('');
		// No copy on this phone: nothing is held.
		localStorage.clear();
		document.documentElement.className = '';
		read = run();
		expect(document.documentElement.className).not.toContain('resume-wait');
		await read;
		repo.db.close();
	});

	it('shows the wordless frame when a move came after the copy (a killed browser, another tab)', async () => {
		const { repo, row, engine } = await liveSession();
		await engine.dispatch({ type: 'add', seat: 1, delta: 5 });
		const frame = await reload(`/session/${row.id}`);
		expect(frame.className).toBe('');
		expect(frame.textContent).not.toContain('6');
		repo.db.close();
	});

	it('shows the wordless frame after an undo (same length, another last entry) or for another build, language or width', async () => {
		const { repo, row, copy } = await liveSession();
		const key = COPY_PREFIX + row.id;
		const variants: Partial<ScreenCopy>[] = [
			{ last: 'another-entry' },
			{ len: copy.len + 1 },
			{ lang: 'es' },
			{ wide: true },
			{ dark: true },
			{ v: 2 }
		];
		for (const v of variants) {
			localStorage.setItem(key, JSON.stringify({ ...copy, ...v }));
			expect((await reload(`/session/${row.id}`)).className, JSON.stringify(v)).toBe('');
		}
		localStorage.setItem(key, JSON.stringify(copy));
		expect((await reload(`/session/${row.id}`, '/_app/immutable/entry/app.NEW.js')).className).toBe(
			''
		);
		expect((await reload(`/session/${row.id}`)).className).toBe('copy');
		repo.db.close();
	});

	it('never paints over the app’s screen once it has come (the frame is gone)', async () => {
		const { repo, row } = await liveSession();
		document.documentElement.lang = 'en';
		document.head.innerHTML = '<link rel="modulepreload" href="/_app/immutable/entry/app.B1.js">';
		document.body.innerHTML = '<div id="resume-frame" inert></div>';
		const frame = document.getElementById('resume-frame')!;
		const win = { indexedDB, Promise, matchMedia: () => ({ matches: false }), performance };
		new Function('window', 'document', 'location', script)(win, document, {
			pathname: `/session/${row.id}`
		});
		frame.remove();
		await (win as { __tablemateResume?: { read: Promise<unknown> } }).__tablemateResume!.read;
		expect(frame.className).toBe('');
		expect(frame.childNodes.length).toBe(0);
		repo.db.close();
	});
});
