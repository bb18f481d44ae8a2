// Lancaster in real Chromium at 360×740: a correction after the end re-scores. The result, the
// Board and the log give one answer, also after a reload. The finished game is the unit tests'
// golden game (a whole 3-player game, rules version 2), brought in through a backup file.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch, startServer, tempDir } from './harness.js';
import { until } from './sync-harness.js';

let server;
before(async () => (server = await startServer()));
after(async () => server.close());

const golden = JSON.parse(
	readFileSync(new URL('../unit/lancaster/fixtures/golden-game.json', import.meta.url), 'utf8')
);
const SESSION = 'lancastercorrection1';

/**
 * The golden game up to its final count (its own correction left out), with Inés and Marco
 * tied on 3 extensions: Inés's 4 gold against Marco's 1 gives her the 8 points (Marco 4).
 */
function backupFile() {
	// Recorded by the game's rules version 2 and stored as such, as an older phone's backup
	// brings it: the session and its log replay it through the kept migrations (migrations.ts).
	const actions = golden.actions.slice(0, -1).map((a) => structuredClone(a));
	const final = actions.at(-1);
	assert.equal(final.type, 'finalScore');
	final.players['p-ines'].extensions = 3;
	final.players['p-marco'].extensions = 3;
	const at = Date.parse('2026-11-01T18:00:00Z');
	const log = actions.map((action, seq) => ({
		seq,
		id: `e${seq}`,
		parent: seq === 0 ? null : `e${seq - 1}`,
		at: at + seq * 1000,
		kind: 'do',
		action
	}));
	const session = {
		id: SESSION,
		gameId: 'lancaster',
		flow: 'live',
		players: golden.players,
		options: golden.options,
		seed: golden.seed,
		createdAt: at,
		updatedAt: at + log.length * 1000,
		status: 'finished',
		summary: { round: 5, finished: true, scores: {}, winners: [] },
		logLength: log.length,
		trashedAt: null,
		version: 2,
		setup: golden.setup,
		log
	};
	const doc = {
		format: 'tablemate-backup',
		version: 2,
		exportedAt: '2026-11-01T20:00:00.000Z',
		app: 'test',
		sessions: [session],
		profiles: []
	};
	const file = join(tempDir(), 'lancaster-finished.json');
	writeFileSync(file, JSON.stringify(doc));
	return file;
}

/** The result's line of a player: «Marco: 48 puntos, puesto 2». */
const resultOf = (page, name) =>
	page.locator('ol.final > li').filter({ hasText: name }).first().getAttribute('aria-label');

async function boardLine(page, name) {
	await page.getByRole('button', { name: 'Tablero' }).click();
	const line = page.locator('#pane-board .lines > li').filter({ hasText: name });
	await line.first().waitFor();
	const text = await line.first().textContent();
	await page.getByRole('button', { name: 'Ahora' }).click();
	return text;
}

/** Waits until the Log tab shows a line matching `line` (its lines come a few at a time). */
async function logShows(page, line) {
	await page.getByRole('button', { name: 'Registro' }).click();
	const region = page.getByRole('region', { name: 'Qué ha pasado' });
	let text = '';
	await until(
		async () => line.test((text = (await region.textContent()).replace(/[\u2068\u2069]/g, ''))),
		{ what: `${line} in the log` }
	).catch(() => assert.fail(`${line} not in the log: ${text}`));
	await page.getByRole('button', { name: 'Ahora' }).click();
}

test('a correction after the end at 360×740: the result, the Board and the log follow it, also after a reload', async () => {
	const b = await launch({ viewport: { width: 360, height: 740 } });
	try {
		const { page } = b;
		await page.goto(server.url + '/settings');
		await page.evaluate(() => localStorage.setItem('tablemate.locale', 'es'));
		await page.reload();
		await page.getByTestId('import-file').setInputFiles(backupFile());
		await page.getByText(/^Importado: 1 partida nueva/).waitFor();
		await page.goto(`${server.url}/session/${SESSION}`);

		// The final count as typed: Inés takes the extensions on gold, and the Board shows the
		// numbers the result counted.
		await page.locator('ol.final').waitFor();
		assert.equal(await resultOf(page, 'Inés'), 'Inés: 158 puntos, puesto 1');
		assert.equal(await resultOf(page, 'Marco'), 'Marco: 48 puntos, puesto 2');
		assert.match(await boardLine(page, 'Marco'), /1 oro, 1 escudero, 3 ampliaciones/);
		await logShows(
			page,
			/Recuento final \(oro \/ escuderos \/ ampliaciones \/ caballeros\): Inés 4 \/ 3 \/ 3 \/ 1 1 2 3; Marco 1 \/ 1 \/ 3 \/ 1 2 2 4/
		);

		// Correct Marco's gold to 5: he now takes the extensions' 8 on gold, Inés the 4.
		await page.getByRole('button', { name: 'Corregir esta partida' }).click();
		await page.getByText('Correcciones', { exact: true }).first().click();
		const gold = page.getByLabel('Oro de Marco', { exact: true });
		await gold.fill('5');
		await gold.press('Tab');
		const marco = page.locator('ol.final > li').filter({ hasText: 'Marco' }).first();
		await until(
			async () => (await marco.getAttribute('aria-label')) === 'Marco: 52 puntos, puesto 2',
			{
				what: 'the corrected result'
			}
		);

		for (const pass of ['now', 'after a reload']) {
			if (pass !== 'now') {
				await page.reload();
				await page.locator('ol.final').waitFor();
			}
			assert.equal(await resultOf(page, 'Inés'), 'Inés: 154 puntos, puesto 1', pass);
			assert.equal(await resultOf(page, 'Marco'), 'Marco: 52 puntos, puesto 2', pass);
			// The extensions: Marco first on gold, Inés second, the tie-break named on her line.
			assert.match(await marco.locator('tr').nth(2).textContent(), /1\.º: 8\+8$/, pass);
			const ines = page.locator('ol.final > li').filter({ hasText: 'Inés' }).first();
			assert.match(
				await ines.locator('tr').nth(2).textContent(),
				/2\.º: 4 \(desempate: más oro\)\+4$/,
				pass
			);
			assert.match(await boardLine(page, 'Marco'), /5 oro, 1 escudero, 3 ampliaciones/, pass);
			await logShows(page, /Corrección de Marco: oro 1 → 5/);
		}
	} finally {
		await b.close();
	}
});
