/**
 * The rules at hand (the «?» beside the step's name): every step a game reaches — in the normal,
 * family and extreme variants — has its title, what it asks and rules with a rulebook page, and
 * every message they name exists and formats in Spanish and English.
 */
import fc from 'fast-check';
import IntlMessageFormat from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import type { MessageRef, SessionContext } from '$lib/games/core/types';
import { defaultOptions, live, type KdOptions } from '$lib/games/kingdom-defenders';
import esBase from '$lib/games/kingdom-defenders/messages/es';
import esLate from '$lib/games/kingdom-defenders/messages/late.es';
import enBase from '$lib/games/kingdom-defenders/messages/en';
import enLate from '$lib/games/kingdom-defenders/messages/late.en';
import { playGame } from './random-game';

/** The game's catalogue with its late one (the «Why?» and rules texts), as a session shows them. */
const es = { ...esBase, ...esLate };
const en = { ...enBase, ...enLate };

const STEPS = [
	'setup',
	'newRound',
	'favour',
	'placement',
	'zoneA',
	'zoneB',
	'zoneC',
	'hordeMove',
	'zoneD',
	'maintenance',
	'ended'
];

function ctxOf(n: number, variant: KdOptions['variant'], seed: number): SessionContext<KdOptions> {
	return {
		players: ['Ana', 'Ben', 'Cleo', 'Dani'].slice(0, n).map((name, i) => ({
			id: `p${i}`,
			name,
			color: '#000'
		})),
		options: { ...defaultOptions(), variant },
		seed: `RULES-${seed}`
	};
}

const formatted = new Map<string, string[]>();
const format = (r: MessageRef): string[] => {
	const id = JSON.stringify(r);
	const known = formatted.get(id);
	if (known) return known;
	const out = (['es', 'en'] as const).map((lang) => {
		const cat = lang === 'es' ? es : en;
		expect(cat[r.key], `${lang} ${r.key}`).toBeTypeOf('string');
		const text = new IntlMessageFormat(cat[r.key] as string, lang).format(r.values) as string;
		expect(text, r.key).not.toMatch(/[{}]/);
		return text;
	});
	formatted.set(id, out);
	return out;
};

describe('Kingdom Defenders: rules at hand on every step', () => {
	it('every step reached in generated games has rules with a page, in both languages', () => {
		const seen = new Set<string>();
		fc.assert(
			fc.property(
				fc.integer({ min: 2, max: 4 }),
				fc.constantFrom('none', 'family', 'extreme' as const),
				fc.nat(),
				(n, variant, seed) => {
					const c = ctxOf(n, variant as KdOptions['variant'], seed);
					const states = [live.init(c), ...playGame(c, seed).map((st) => st.after)];
					for (const s of states) {
						const rules = live.glance!(s, c).rules!;
						seen.add(`${s.phase}`);
						expect(rules.rules.length).toBeGreaterThan(0);
						for (const r of rules.rules) {
							// Only the starting fame's page is unknown in our text (never guessed).
							if (r.text.key === 'kingdom-defenders.rules.prep.fame')
								expect(r.page).toBeUndefined();
							else expect(r.page! >= 8 && r.page! <= 18, r.text.key).toBe(true);
							format(r.text);
						}
						format(rules.title);
						format(rules.asks);
					}
				}
			),
			{ numRuns: 25 }
		);
		expect([...seen].sort()).toEqual([...STEPS].sort());
	});

	it('the step without a horde says so, and the zone C rule names this table’s camp limit', () => {
		const c = ctxOf(4, 'none', 1);
		const s = live.init(c);
		const idle = live.glance!({ ...s, phase: 'zoneC', round: 1 }, c).rules!;
		expect(format(idle.asks)[0]).toBe('No hay Horda esta ronda: la Zona C no se activa. Seguid.');
		const active = live.glance!({ ...s, phase: 'zoneC', round: 2 }, c).rules!;
		expect(active.rules.map((r) => r.page)).toEqual([14, 14, 14]);
		expect(format(active.rules[2]!.text)[1]).toMatch(/A camp holds at most 5\.$/);
	});
});
