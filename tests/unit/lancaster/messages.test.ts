import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import es from '$lib/games/lancaster/messages/es';
import en from '$lib/games/lancaster/messages/en';

const messages = { es, en };
import { LAW_IDS } from '$lib/games/lancaster/data';
import { PHASE_CHECKLIST } from '$lib/games/lancaster/rules';

describe('lancaster messages', () => {
	it('es and en have exactly the same keys, all prefixed lancaster.', () => {
		const es = Object.keys(messages.es).sort();
		const en = Object.keys(messages.en).sort();
		expect(es).toEqual(en);
		for (const k of es) expect(k.startsWith('lancaster.')).toBe(true);
	});

	it('every message parses as ICU MessageFormat in its language', () => {
		for (const lang of ['es', 'en'] as const)
			for (const [k, v] of Object.entries(messages[lang])) {
				expect(() => new IntlMessageFormat(v, lang), `${lang} ${k}`).not.toThrow();
			}
	});

	it('has the 18 laws of page 8 with a short name and a text in both languages', () => {
		expect(LAW_IDS).toHaveLength(18);
		for (const id of LAW_IDS)
			for (const lang of ['es', 'en'] as const) {
				expect(messages[lang][`lancaster.law.${id}.name`]).toBeTruthy();
				expect(messages[lang][`lancaster.law.${id}.text`]).toBeTruthy();
			}
	});

	it('formats a law name inside a log line and plural forms', () => {
		const f = new IntlMessageFormat(messages.es['lancaster.log.applyLaw'], 'es');
		expect(f.format({ law: 'goldPower', position: 2 })).toBe(
			'Se aplica la ley 2: «Oro por puntos»'
		);
		const g = new IntlMessageFormat(messages.en['lancaster.gain.power'], 'en');
		expect(g.format({ n: 1 })).toBe('1 power point');
		expect(g.format({ n: 3 })).toBe('3 power points');
	});

	it('covers every checklist key', () => {
		for (const keys of Object.values(PHASE_CHECKLIST))
			for (const k of keys) {
				expect(messages.es[k]).toBeTruthy();
				expect(messages.en[k]).toBeTruthy();
			}
	});
});
