/** The play group and hand-off catalogue: both languages alike, every key used, none missing. */
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { en } from '$lib/sync/group/messages/en';
import { es } from '$lib/sync/group/messages/es';

function files(path: string): string[] {
	if (!statSync(path).isDirectory()) return [path];
	return readdirSync(path).flatMap((f) => {
		const p = join(path, f);
		return statSync(p).isDirectory() ? files(p) : /\.(ts|svelte)$/.test(p) ? [p] : [];
	});
}

describe('play group and hand-off messages', () => {
	it('both languages have the same keys', () => {
		expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
	});

	it('every key is used by the group and hand-off screens, and every key they name exists', () => {
		const code = [
			'src/lib/sync/group',
			'src/lib/handoff',
			'src/routes/group',
			'src/routes/join/handoff',
			'src/lib/ui/Settings.svelte',
			'src/lib/sync/ui/RotateLink.svelte',
			'src/lib/sync/ui/ProposalList.svelte',
			'src/lib/sync/ui/PlayerChanges.svelte'
		]
			.flatMap(files)
			.filter((f) => !f.includes('/messages/'))
			.map((f) => readFileSync(f, 'utf8'))
			.join('\n');
		expect(Object.keys(en).filter((k) => !code.includes(`'${k}'`))).toEqual([]);
		const named = [...code.matchAll(/'((?:group|handoff)\.[A-Za-z0-9_.-]+)'/g)].map((m) => m[1]!);
		expect(named.filter((k) => !(k in en))).toEqual([]);
	});
});
