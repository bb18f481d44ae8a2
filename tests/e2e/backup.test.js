// Backup in real Chromium: export a file on one phone, import it on another, same data.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { launch, newScorePad, startServer, tempDir } from './harness.js';

let server;
before(async () => (server = await startServer()));
after(async () => server.close());

async function exportAll(page) {
	await page.goto(server.url + '/settings');
	const [download] = await Promise.all([
		page.waitForEvent('download'),
		page.getByRole('button', { name: 'Export everything' }).click()
	]);
	assert.match(download.suggestedFilename(), /^tablemate-backup-\d{4}-\d{2}-\d{2}\.jsonl\.gz$/);
	const path = join(tempDir(), download.suggestedFilename());
	await download.saveAs(path);
	return path;
}

/** The file's lines (a gzip of JSON lines) without the export time. */
const comparable = (file) => {
	const [header, ...lines] = gunzipSync(readFileSync(file)).toString('utf8').trimEnd().split('\n');
	const h = JSON.parse(header);
	delete h.exportedAt;
	return [h, ...lines.map((l) => JSON.parse(l))];
};

test('export, wipe, import: identical data; a bad file is refused and changes nothing', async () => {
	const a = await launch();
	const b = await launch();
	try {
		await newScorePad(a.page, server.url, ['Ana', 'Benno']);
		await a.page.getByRole('button', { name: 'Add 10 to Ana' }).click();
		await a.page.getByRole('button', { name: 'Add 5 to Benno' }).click();
		await a.page.getByLabel('Total: 5').waitFor();
		await newScorePad(a.page, server.url, ['Clara', 'Dan', 'Emil']);
		await a.page.getByRole('button', { name: 'Finish game' }).click();
		await a.page.getByText('Game over').first().waitFor();
		const file = await exportAll(a.page);

		// Phone B starts empty, imports the file, and ends up with the same data.
		await b.page.goto(server.url + '/settings');
		await b.page.getByTestId('import-file').setInputFiles(file);
		await b.page.getByText(/^Imported: 2 new games, 0 updated, 0 unchanged, 0 kept/).waitFor();
		await b.page.getByTestId('import-file').setInputFiles(file);
		await b.page.getByText(/^Imported: 0 new games, 0 updated, 2 unchanged, 0 kept/).waitFor();
		const again = await exportAll(b.page);
		assert.deepEqual(comparable(again), comparable(file));

		// A truncated file: a clear message, nothing changed.
		const bad = join(tempDir(), 'broken.json');
		writeFileSync(bad, JSON.stringify(comparable(file)).slice(0, 200));
		await b.page.getByTestId('import-file').setInputFiles(bad);
		await b.page
			.getByRole('alert')
			.getByText(/not valid JSON/)
			.waitFor();
		assert.deepEqual(comparable(await exportAll(b.page)), comparable(file));

		// A file with a game this version does not know: the other game comes in, the
		// unknown one is listed with the reason.
		const [header, ...records] = gunzipSync(readFileSync(file))
			.toString('utf8')
			.trimEnd()
			.split('\n');
		const odd = records.map((l, i) => {
			const r = JSON.parse(l);
			if (i === 0 && r.s) r.s = { ...r.s, gameId: 'monopoly', id: 'odd-one' };
			if (i === 1 && r.s) r.s = { ...r.s, id: 'other-one' };
			return JSON.stringify(r);
		});
		const mixed = join(tempDir(), 'mixed.jsonl.gz');
		writeFileSync(mixed, gzipSync([header, ...odd].join('\n') + '\n'));
		await b.page.getByTestId('import-file').setInputFiles(mixed);
		await b.page.getByText(/^Imported: 1 new game, .* 1 left out/).waitFor();
		await b.page.getByText('One game in the file was left out; the others came in:').waitFor();
		await b.page
			.getByTestId('import-skipped')
			.getByText(/a game this version of Tablemate does not know/)
			.waitFor();

		// Home on phone B shows the session in progress and the finished one.
		await b.page.goto(server.url + '/');
		// .first(): the mixed file may have brought the same game in again under another id.
		await b.page
			.getByRole('article', { name: /Ana and Benno/ })
			.first()
			.waitFor();
		await b.page
			.getByRole('article', { name: /Clara, Dan, and Emil/ })
			.first()
			.waitFor();
	} finally {
		await a.close();
		await b.close();
	}
});

test('both phones played on after a backup: importing keeps both games, the file as an imported copy', async () => {
	const a = await launch();
	const b = await launch();
	try {
		const url = await newScorePad(a.page, server.url, ['Ana', 'Ben']);
		await a.page.getByRole('button', { name: 'Add 10 to Ana' }).click();
		await a.page.getByLabel('Total: 10').waitFor();
		const first = await exportAll(a.page);
		await b.page.goto(server.url + '/settings');
		await b.page.getByTestId('import-file').setInputFiles(first);
		await b.page.getByText(/^Imported: 1 new/).waitFor();
		// Phone A and phone B each play on differently.
		await a.page.goto(url);
		await a.page.getByRole('button', { name: 'Add 5 to Ben' }).click();
		await a.page.getByLabel('Total: 5').waitFor();
		await b.page.goto(url);
		await b.page.getByRole('button', { name: 'Add 10 to Ben' }).click();
		await b.page.getByLabel('Total: 10').nth(1).waitFor();
		// A's newer file comes back to B: nothing B entered is replaced.
		const second = await exportAll(a.page);
		await b.page.goto(server.url + '/settings');
		await b.page.getByTestId('import-file').setInputFiles(second);
		await b.page.getByText(/1 kept as an imported copy/).waitFor();
		await b.page
			.getByTestId('imported-copies')
			.getByText('Score pad — Ana and Ben (imported copy)')
			.waitFor();
		await b.page.goto(url);
		await b.page.getByLabel('Total: 10').nth(1).waitFor();
		assert.deepEqual(await b.page.getByLabel(/^Total: /).allTextContents(), ['10', '10']);
		await b.page.goto(server.url + '/');
		await b.page
			.getByRole('article', { name: /Ana and Ben/ })
			.nth(1)
			.waitFor();
		assert.equal(await b.page.getByRole('article', { name: /Ana and Ben/ }).count(), 2);
		await b.page.getByText('Imported copy').waitFor();
	} finally {
		await a.close();
		await b.close();
	}
});
