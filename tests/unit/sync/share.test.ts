import { describe, expect, it } from 'vitest';
import { en as platformEn } from '$lib/i18n/en';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { guessServer, joinLink, newRoom, parseJoin } from '$lib/sync/share';
import { commonPrefix, mergedLog, missingFrom, type SharedEntry } from '$lib/sync/log-merge';
import { en } from '$lib/sync/messages/en';
import { es } from '$lib/sync/messages/es';

describe('join links', () => {
	it('a link made for a room reads back as the same room, token and server', () => {
		const info = { url: 'wss://table.example:1234', room: newRoom('t'), token: 'a+b/c=d' };
		const link = joinLink('https://app.example', info);
		expect(link.startsWith('https://app.example/join#')).toBe(true);
		expect(parseJoin(new URL(link).hash)).toEqual(info);
	});

	it('an incomplete or foreign link is refused', () => {
		expect(parseJoin('#s=ws://x')).toBeNull();
		expect(parseJoin('#s=http://x&r=t-abcdefghij&t=k')).toBeNull();
		expect(parseJoin('#s=ws://x&r=../../etc&t=k')).toBeNull();
		expect(parseJoin('#s=ws://x&r=t-abcdefghij&t=')).toBeNull();
		expect(parseJoin('#s=ws://x&r=t-abcdefghij&t=k')).toEqual({
			url: 'ws://x',
			room: 't-abcdefghij',
			token: 'k'
		});
	});

	it('rooms are unguessable and the guessed server follows the page scheme', () => {
		expect(newRoom('t')).toMatch(/^t-[A-Za-z0-9_-]{22}$/);
		expect(newRoom('t')).not.toBe(newRoom('t'));
		expect(guessServer({ protocol: 'https:', hostname: 'h' })).toBe('wss://h:1234');
		expect(guessServer({ protocol: 'http:', hostname: 'h' })).toBe('ws://h:1234');
	});
});

describe('the merged log', () => {
	const e = (id: string, kind: SharedEntry['kind'] = 'do'): SharedEntry => ({
		id,
		parent: null,
		at: 1,
		kind,
		by: 'A',
		...(kind === 'do' ? { action: { type: 'nextRound' } } : {})
	});

	it('keeps the room order, numbers it, and keeps a duplicated entry once, in its first place', () => {
		const log = mergedLog([e('x'), e('y'), e('x'), e('z', 'undo')]);
		expect(log.map((l) => [l.seq, l.id, l.kind])).toEqual([
			[0, 'x', 'do'],
			[1, 'y', 'do'],
			[2, 'z', 'undo']
		]);
	});

	it('finds the local entries the room lacks, and the common prefix of two logs', () => {
		const local = mergedLog([e('x'), e('y'), e('w')]);
		expect(missingFrom(local, [e('x')]).map((l) => l.id)).toEqual(['y', 'w']);
		expect(commonPrefix(local, mergedLog([e('x'), e('q')]))).toBe(1);
	});
});

function files(dir: string): string[] {
	return readdirSync(dir).flatMap((f) => {
		const p = join(dir, f);
		return statSync(p).isDirectory() ? files(p) : /\.(ts|svelte)$/.test(p) ? [p] : [];
	});
}

describe('sync messages', () => {
	it('both languages have the same keys', () => {
		expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
	});

	it('every key is used by the code (literally or under a template prefix), and every key the code names exists', () => {
		const code = [
			...files('src/lib/sync').filter((f) => !f.includes('/messages/')),
			...files('src/routes/join')
		]
			.map((f) => readFileSync(f, 'utf8'))
			.join('\n');
		const prefixes = [...code.matchAll(/`(sync\.[A-Za-z0-9_.-]*)\$\{/g)].map((m) => m[1]!);
		const unused = Object.keys(en).filter(
			(k) => !code.includes(`'${k}'`) && !prefixes.some((p) => k.startsWith(p))
		);
		expect(unused).toEqual([]);
		const named = [...code.matchAll(/'(sync\.[A-Za-z0-9_.-]+)'/g)].map((m) => m[1]!);
		// A move's refusal (sync.limit.*) is shown by the session screen, which has only the
		// platform catalogue loaded: those keys live there.
		expect(named.filter((k) => !(k in en) && !(k in platformEn))).toEqual([]);
	});
});
