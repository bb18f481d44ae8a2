/**
 * Issue 12 point 10: a backup made while the table still hides choices says so. The game
 * answers (its summary's `hidden`), the export dialogs ask. Each game's golden whole-game log is
 * replayed action by action and the summary after each one is checked.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
	isInvalid,
	type GameAction,
	type GameModule,
	type SessionContext
} from '$lib/games/core/types';
import { module as lancaster } from '$lib/games/lancaster';
import { migrateActions } from '$lib/games/core/replay';
import { module as xidit } from '$lib/games/xidit';
import { module as yotd } from '$lib/games/year-of-the-dragon';
import { module as root } from '$lib/games/root';
import { module as kd } from '$lib/games/kingdom-defenders';

interface Golden {
	players: SessionContext['players'];
	options: unknown;
	seed: string;
	setup: unknown;
	actions: GameAction[];
}

/** The summary's `hidden` after each accepted action of a game's golden log. */
function hiddenTrail(module: GameModule<unknown>, file: string, recordedVersion = module.version) {
	const g = JSON.parse(readFileSync(file, 'utf8')) as Golden;
	const ctx: SessionContext = {
		players: g.players,
		options: g.options,
		seed: g.seed,
		setup: g.setup
	};
	const flow = module.flows.live;
	let state = flow.init(ctx);
	const trail: { type: string; hidden: boolean; finished: boolean }[] = [];
	// A log recorded by older rules replays through the kept migrations, as a stored session does.
	for (const a of migrateActions(module, recordedVersion, g.actions).actions) {
		const next = flow.reduce(state, a, ctx);
		if (isInvalid(next)) continue;
		state = next;
		const s = flow.summarize(state, ctx);
		trail.push({ type: a.type, hidden: s.hidden === true, finished: s.finished });
	}
	return trail;
}

const dir = 'tests/unit';

describe('choices hidden at the table, as the summary reports them', () => {
	it('Lancaster: hidden from the first secret ballot cast until the reveal, never otherwise', () => {
		const trail = hiddenTrail(
			lancaster as GameModule<unknown>,
			`${dir}/lancaster/fixtures/golden-game.json`,
			2
		);
		const casts = trail.filter((t) => t.type === 'cast');
		expect(casts.length).toBeGreaterThan(0);
		expect(casts.every((t) => t.hidden)).toBe(true);
		expect(trail.filter((t) => t.type === 'reveal').every((t) => !t.hidden)).toBe(true);
		expect(trail.filter((t) => t.type === 'county').every((t) => !t.hidden)).toBe(true);
		expect(trail.at(-1)).toMatchObject({ finished: true, hidden: false });
	});

	it.each([
		['Lords of Xidit', xidit, 'xidit/fixtures/golden-live-3p.json'],
		['Year of the Dragon', yotd, 'year-of-the-dragon/fixtures/golden-live.json']
	])('%s: hidden on every step until the game is finished', (_name, module, file) => {
		const trail = hiddenTrail(module as GameModule<unknown>, `${dir}/${file}`);
		expect(trail.every((t) => t.hidden === !t.finished)).toBe(true);
		expect(trail.at(-1)?.finished).toBe(true);
	});

	it.each([
		['Root', root, 'root/fixtures/golden-game.json'],
		['Kingdom Defenders', kd, 'kingdom-defenders/fixtures/golden.json']
	])('%s: nothing is hidden at the table, on any step', (_name, module, file) => {
		const trail = hiddenTrail(module as GameModule<unknown>, `${dir}/${file}`);
		expect(trail.length).toBeGreaterThan(50);
		expect(trail.some((t) => t.hidden)).toBe(false);
	});
});
