/**
 * «The game answers, the screen asks»: a game's screens read the session from the shell's props
 * and components, never from the router or the sync layer, and ask the game's pure queries
 * instead of testing rule numbers in templates (a threshold such as «two funds of a colour» or
 * «from round 5» lives in the game's rules, where its test and its rulebook line are).
 */
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';

const games = path.resolve('src/lib/games');

function screens(): string[] {
	return fs.readdirSync(games, { withFileTypes: true }).flatMap((g) => {
		const ui = path.join(games, g.name, 'ui');
		if (!g.isDirectory() || !fs.existsSync(ui)) return [];
		return fs
			.readdirSync(ui, { recursive: true })
			.map(String)
			.filter((f) => /\.(svelte|ts)$/.test(f))
			.map((f) => path.join(ui, f));
	});
}

const rel = (f: string) => path.relative(process.cwd(), f);

/** A comparison of a value with a number from 2 up: a rule's threshold written in a screen. */
const THRESHOLD = /[\w\])]\s*(?:>=|<=|>|<)\s*(?:[2-9]|\d{2,})\b(?!\s*\w*=)/;
/** A rule's constant (`VP_GOAL`, `BATTLE_SLOTS`) compared by size or used in a sum. */
const RULE_CONSTANT =
	/[\w\])]\s*(?:>=|<=|>|<|[-+])\s*[A-Z][A-Z0-9_]{2,}\b|\b[A-Z][A-Z0-9_]{2,}\s*(?:>=|<=|>|<|[-+])\s*[\w(]/;

describe('game screens', () => {
	it('import neither the app runtime nor the sync layer', () => {
		const offenders = screens().filter((f) =>
			/from\s+['"](\$app\/|\$lib\/sync\/)/.test(fs.readFileSync(f, 'utf8'))
		);
		expect(offenders.map(rel)).toEqual([]);
	});

	it('test no rule thresholds: they ask the game’s queries', () => {
		const offenders = screens()
			.filter((f) => f.endsWith('.svelte'))
			.flatMap((f) =>
				fs
					.readFileSync(f, 'utf8')
					.split('\n')
					.flatMap((line, i) =>
						[THRESHOLD, RULE_CONSTANT].some((rule) =>
							rule.test(line.replace(/<\/?[A-Za-z][^>]*>/g, ''))
						) && !/^\s*(\/\/|\*)/.test(line)
							? [`${rel(f)}:${i + 1}: ${line.trim()}`]
							: []
					)
			);
		expect(offenders).toEqual([]);
	});
});
