/**
 * Message keys are checked statically: every key the code names exists in both languages,
 * and every key in a catalogue is named by the code — as a literal, or under a prefix of a
 * template literal (`game.${id}.name`), which is how a key chosen from a typed value is
 * written, or of a constant that holds a key prefix (`const K = 'game.why'`). A missing or unused key fails `npm test`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { games } from '$lib/games/registry';
import { en } from '$lib/i18n/en';
import { es } from '$lib/i18n/es';

function files(dir: string): string[] {
	return readdirSync(dir).flatMap((f) => {
		const p = join(dir, f);
		if (statSync(p).isDirectory()) return files(p);
		return /\.(ts|svelte)$/.test(p) ? [p] : [];
	});
}

const KEY = /^[a-z][A-Za-z0-9-]*(\.[A-Za-z0-9_-]+)*$/;

function scan(catalogueFiles: Set<string>) {
	const literals = new Set<string>();
	const prefixes = new Set<string>();
	/** Literals by the folder that names them (a game id, or platform). */
	const byOwner = new Map<string, Set<string>>();
	for (const f of files('src')) {
		if (catalogueFiles.has(f)) continue;
		const text = readFileSync(f, 'utf8');
		const owner = /src\/lib\/games\/([a-z-]+)\//.exec(f)?.[1] ?? 'platform';
		if (!byOwner.has(owner)) byOwner.set(owner, new Set());
		for (const m of text.matchAll(/(['"`])([a-z][A-Za-z0-9-]*(?:\.[A-Za-z0-9_-]+)*)\1/g))
			if (KEY.test(m[2]!)) {
				literals.add(m[2]!);
				byOwner.get(owner)!.add(m[2]!);
			}
		// A quick scorer declared with core/scorer logs under `<prefix>.log.scorer*`.
		for (const m of text.matchAll(/defineScorer[\s\S]*?prefix: '([a-z][a-z-]*)'/g))
			prefixes.add(`${m[1]}.log.scorer`);
		for (const m of text.matchAll(/`([a-z][A-Za-z0-9-]*\.[A-Za-z0-9_.-]*)\$\{/g))
			prefixes.add(m[1]!);
		// A key prefix held in a constant (`const K = 'game.why'`, keys then built as `${K}.x`).
		for (const m of text.matchAll(
			/const [A-Z_]+ = (['`])([a-z][A-Za-z0-9-]*\.[A-Za-z0-9_.-]+)\1;/g
		))
			prefixes.add(`${m[2]!}.`);
	}
	return { literals, prefixes, byOwner };
}

describe('message keys', async () => {
	const catalogues: Record<string, { en: Record<string, string>; es: Record<string, string> }> = {
		platform: { en: { ...en }, es: { ...es } }
	};
	for (const g of games) {
		const { module } = await g.loadModule();
		// The game's catalogue and its late one (the «Why?» and rules texts) together.
		catalogues[g.id] = {
			en: { ...(await module.messages.en()), ...(await module.lateMessages?.en()) },
			es: { ...(await module.messages.es()), ...(await module.lateMessages?.es()) }
		};
	}
	const catalogueFiles = new Set(
		files('src').filter((f) => /(^|\/)(messages(\/[a-z]+)?|i18n\/(en|es))\.ts$/.test(f))
	);
	const { literals, prefixes, byOwner } = scan(catalogueFiles);
	const all = new Set(Object.values(catalogues).flatMap((c) => Object.keys(c.en)));
	const namespaces = new Set([...all].map((k) => k.split('.')[0]));

	it.each(Object.keys(catalogues))('%s: both languages have the same keys', (id) => {
		expect(Object.keys(catalogues[id]!.es).sort()).toEqual(Object.keys(catalogues[id]!.en).sort());
	});

	it.each(Object.keys(catalogues))('%s: every key in the catalogue is used by the code', (id) => {
		const unused = Object.keys(catalogues[id]!.en).filter(
			(k) => !literals.has(k) && ![...prefixes].some((p) => k.startsWith(p))
		);
		expect(unused).toEqual([]);
	});

	it.each(Object.keys(catalogues))('%s: every key its code names exists', (id) => {
		const missing = [...(byOwner.get(id) ?? [])].filter(
			(k) =>
				namespaces.has(k.split('.')[0]) &&
				!all.has(k) &&
				// A literal that is a prefix of real keys (a typed key builder) is fine.
				![...all].some((key) => key.startsWith(k + '.'))
		);
		expect(missing).toEqual([]);
	});
});
