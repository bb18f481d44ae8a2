/**
 * The web app manifest in both languages, as far as one static file can be: the name is the
 * brand, the same in Spanish and English; the description is in English (the file's `lang`)
 * with its Spanish variant in the standard's localized member, which browsers that do not
 * read it yet ignore.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { en } from '$lib/i18n/en';
import { es } from '$lib/i18n/es';

const manifest = JSON.parse(readFileSync('static/manifest.webmanifest', 'utf8')) as {
	name: string;
	short_name: string;
	description: string;
	description_localized?: Record<string, string>;
	lang: string;
	dir: string;
};

describe('web app manifest', () => {
	it('names the app by its brand alone: right whatever the phone’s language', () => {
		expect(manifest.name).toBe('Tablemate');
		expect(manifest.short_name).toBe('Tablemate');
		expect(manifest.dir).toBe('ltr');
	});

	it('describes it in English, the language it declares, opening with the app’s own tagline', () => {
		expect(manifest.lang).toBe('en');
		expect(manifest.description.startsWith(en['app.tagline'].replace(/\.$/, ''))).toBe(true);
		expect(manifest.description).not.toMatch(/juegos|compañero|mesa/);
	});

	it('carries the Spanish description in the localized member, opening with the Spanish tagline', () => {
		const text = manifest.description_localized?.es ?? '';
		expect(text.startsWith(es['app.tagline'].replace(/\.$/, ''))).toBe(true);
		expect(Object.keys(manifest.description_localized ?? {})).toEqual(['es']);
	});
});
