/**
 * The rules at hand (the «?» beside the step's name): every phase a game reaches — each year,
 * each census unit, the final, the finished game, with and without the ghost, long and short —
 * has what the table does now and at least one rule with its rulebook page, each message in
 * both languages.
 */
import IntlMessageFormat from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { isInvalid, type MessageRef, type SessionContext } from '$lib/games/core/types';
import {
	blankRegions,
	defaultOptions,
	live,
	type LiveAction,
	type LiveState,
	type Options
} from '$lib/games/xidit/state';
import esBase from '$lib/games/xidit/messages/es';
import esLate from '$lib/games/xidit/messages/late.es';
import enBase from '$lib/games/xidit/messages/en';
import enLate from '$lib/games/xidit/messages/late.en';
import { PLAYERS } from './table';

/** The game's catalogue with its late one (the «Why?» and rules texts), as a session shows them. */
const es = { ...esBase, ...esLate };
const en = { ...enBase, ...enLate };

/** Every state of a whole game, year by year, unit by unit, to the finished result. */
function wholeGame(ctx: SessionContext<Options>): LiveState[] {
	const states: LiveState[] = [];
	let s = live.init(ctx);
	const step = (a: LiveAction) => {
		const n = live.reduce(s, a, ctx);
		if (isInvalid(n)) throw new Error(`${a.type}: ${n.reason.key}`);
		s = n;
		states.push(s);
	};
	states.push(s);
	const zero = Object.fromEntries(ctx.players.map((p) => [p.id, 0]));
	while (s.phase === 'play' || s.phase === 'census') {
		if (s.phase === 'census') step({ type: 'censusResolve', counts: zero });
		else step({ type: 'endYear' });
	}
	for (const r of blankRegions())
		step({ type: 'setRegion', region: r.id, label: '', first: 3, second: 1, mark: r.mark });
	ctx.players.forEach((p, i) =>
		step({ type: 'setFinal', player: p.id, field: 'sovereigns', value: i })
	);
	step({ type: 'evaluate' });
	return states;
}

function format(ref: MessageRef): string[] {
	return (
		[
			['es', es],
			['en', en]
		] as const
	).map(([lang, cat]) => {
		expect(cat[ref.key], `${lang} ${ref.key}`).toBeTruthy();
		const text = String(new IntlMessageFormat(cat[ref.key] as string, lang).format(ref.values));
		expect(text, `${lang} ${ref.key}`).not.toMatch(/[{}]/);
		return text;
	});
}

describe('Xidit: rules at hand for every step', () => {
	for (const [label, n, short] of [
		['4 players, long game', 4, false],
		['3 players and the ghost', 3, false],
		['4 players, short game', 4, true]
	] as const)
		it(`${label}: every phase reached has its rules, with a page, in both languages`, () => {
			const ctx: SessionContext<Options> = {
				players: PLAYERS.slice(0, n),
				options: { ...defaultOptions(), short },
				seed: `GLANCE-${n}-${short}`
			};
			const seen = new Set<string>();
			for (const s of wholeGame(ctx)) {
				const rules = live.glance!(s, ctx).rules!;
				expect(rules, s.phase).toBeTruthy();
				seen.add(s.phase === 'census' ? `census:${s.census!.unitIndex}` : s.phase);
				format(rules.title);
				format(rules.asks);
				expect(rules.rules.length).toBeGreaterThan(0);
				for (const r of rules.rules) {
					expect(r.page).toBeGreaterThanOrEqual(1);
					expect(r.page).toBeLessThanOrEqual(18);
					format(r.text);
				}
				// The ghost's rule shows only when the ghost plays.
				const keys = rules.rules.map((r) => r.text.key);
				const ghostRule = keys.some((k) => k.endsWith('.ghost'));
				if (s.phase === 'play' || s.phase === 'evaluation') expect(ghostRule).toBe(n === 3);
			}
			expect([...seen].sort()).toEqual(
				[
					'census:0',
					'census:1',
					'census:2',
					'census:3',
					'census:4',
					'evaluation',
					'finished',
					'play'
				].sort()
			);
		});

	it('a census step names its unit and its own reward', () => {
		const ctx: SessionContext<Options> = {
			players: PLAYERS,
			options: defaultOptions(),
			seed: 'GLANCE-U'
		};
		const s = wholeGame(ctx).find((x) => x.phase === 'census' && x.census!.unitIndex === 3)!;
		const rules = live.glance!(s, ctx).rules!;
		const [esText] = format(rules.rules[2]!.text);
		expect(esText).toBe(
			'Recompensa de Clérigos: 2 Bardos en una o dos Regiones junto a tu Idrakys.'
		);
	});
});
