/**
 * Every form of every game is listed in its `ui/forms.ts` and drafts its state with
 * `formDraft` (the state the form records is the draft), or says why it keeps none.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FormList } from '$lib/ui/form-draft.svelte';

const GAMES = join(process.cwd(), 'src/lib/games');
/** A component holds a field when it has an input element or a Counter of its own. */
const FIELD = /<(input|select|textarea|Counter)\b/;

const games = readdirSync(GAMES).filter((d) => existsSync(join(GAMES, d, 'ui')));

describe.each(games)('%s: its forms', (game) => {
	const dir = join(GAMES, game, 'ui');
	const files = readdirSync(dir).filter((f) => f.endsWith('.svelte'));
	const withFields = files.filter((f) => FIELD.test(readFileSync(join(dir, f), 'utf8')));

	it('ui/forms.ts lists exactly the components that hold a field', async () => {
		const { forms } = (await import(`../../../src/lib/games/${game}/ui/forms.ts`)) as {
			forms: FormList;
		};
		expect(Object.keys(forms).sort()).toEqual(
			withFields.map((f) => f.replace('.svelte', '')).sort()
		);
		for (const [name, form] of Object.entries(forms)) {
			const src = readFileSync(join(dir, `${name}.svelte`), 'utf8');
			if ('noDraft' in form) {
				expect(form.noDraft.length, `${name}: why no draft`).toBeGreaterThan(10);
				expect(src, `${name} keeps no draft`).not.toMatch(/formDraft\(/);
			} else {
				expect(src, `${name} drafts with formDraft`).toMatch(/formDraft\(/);
				expect(src, `${name}: its key names its step`).toContain(form.step);
			}
		}
	});

	it('no screen uses the page-mirroring or untyped draft helpers', () => {
		for (const f of files) {
			const src = readFileSync(join(dir, f), 'utf8');
			expect(src, f).not.toMatch(/\b(draftKey|restoreDraft|keepDraft|clearDraft)\b/);
			expect(src, f).not.toMatch(/data-draft-field/);
		}
	});
});
