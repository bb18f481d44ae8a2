import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { en } from '$lib/i18n/en';
import { es } from '$lib/i18n/es';

const manifest = JSON.parse(readFileSync('static/manifest.webmanifest', 'utf8')) as Record<
	string,
	string
>;

describe('web app manifest', () => {
	it('says its language is the one its name and description are written in (English)', () => {
		expect(manifest.lang).toBe('en');
		// The English words the app uses for itself, none of the Spanish ones.
		expect(en['app.tagline']).toMatch(/board game companion/);
		expect(`${manifest.name} ${manifest.description}`).toMatch(/board game companion/);
		expect(es['app.tagline']).toMatch(/juegos de mesa/);
		expect(`${manifest.name} ${manifest.description}`).not.toMatch(/juegos|compañero|mesa/);
	});
});
