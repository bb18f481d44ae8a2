/**
 * No network at all, in Node: a finished play and a setup (a session just
 * started) become a few numbered QR code texts and come back, on another phone's database,
 * through the ordinary backup import, identical.
 */
import { describe, expect, it } from 'vitest';
import { Repository } from '$lib/db/repo';
import { TablemateDb } from '$lib/db/schema';
import { SessionEngine } from '$lib/session/engine';
import { live, type PadAction, type PadState } from '$lib/games/score-pad/state';
import { exportSessions } from '$lib/db/backup';
import { Collector, gunzip, gzip, MAX_CODES, splitCodes } from '$lib/handoff/codes';
import { importHandoff, playCodes } from '$lib/handoff/play';
import { ctx, padSession } from '../../fixtures/score-pad';
import { loadRules as load } from '../../fixtures/rules-loader';

let n = 0;
const phone = () => new Repository(new TablemateDb(`handoff-${++n}-${Date.now()}`));

/** A score-pad play of `rounds` rounds on `repo`, finished. */
async function finishedPlay(repo: Repository, rounds: number) {
	const row = await repo.createSession(padSession());
	const engine = new SessionEngine<PadState, PadAction>(row.id, live, ctx, [], repo);
	for (let r = 0; r < rounds; r++) {
		await engine.dispatch({ type: 'add', seat: 0, delta: 3 + (r % 7) });
		await engine.dispatch({ type: 'add', seat: 1, delta: 5 + (r % 4) });
		await engine.dispatch({ type: 'nextRound' });
	}
	await engine.dispatch({ type: 'finish' });
	return row.id;
}

/** What must arrive identical: the row's game fields and the log. */
async function asStored(repo: Repository, id: string) {
	const s = (await exportSessions(repo, [id])).sessions[0]!;
	const { updatedAt: _u, ...rest } = s;
	return rest;
}

/** Reads codes in the order given, like a camera would, until the hand-off is complete. */
function collect(codes: readonly string[]): Uint8Array {
	const c = new Collector();
	for (const code of codes) {
		const r = c.add(code);
		if (r.kind === 'done') return r.bytes;
		expect(r.kind).toBe('progress');
	}
	throw new Error(`incomplete: ${c.have} of ${c.of}`);
}

describe('hand-off by QR codes', () => {
	it('gzip and base64url codes come back as the same bytes in any order', async () => {
		const text = 'Tablemate '.repeat(500) + '✓ ñ';
		const bytes = await gzip(text);
		const codes = splitCodes(bytes, 'abc', 40)!;
		expect(codes.length).toBeGreaterThan(2);
		expect(codes[0]).toMatch(/^TM1\.abc\.1\.\d+\./);
		const back = collect([...codes].reverse());
		expect(await gunzip(back)).toBe(text);
	});

	it('a finished play of 15 rounds is a few codes and arrives identical on another phone', async () => {
		const a = phone();
		const b = phone();
		const id = await finishedPlay(a, 15);
		const codes = (await playCodes(a, id))!;
		// 46 log entries (random ids and times compress least): four codes of 600 characters.
		expect(codes.length).toBeLessThanOrEqual(4);
		const shuffled = [codes[2] ?? codes[0]!, ...codes].filter(Boolean);
		const result = await importHandoff(b, collect(shuffled), load);
		expect(result.ok).toBe(true);
		expect(result.sessionId).toBe(id);
		expect(await asStored(b, id)).toEqual(await asStored(a, id));
		expect((await b.listHistory()).map((r) => r.id)).toEqual([id]);
	});

	it('a setup (a session just started) hands over too, and goes on in progress', async () => {
		const a = phone();
		const b = phone();
		const row = await a.createSession({ ...padSession(), seed: 'QRCODE1' });
		const codes = (await playCodes(a, row.id))!;
		expect(codes).toHaveLength(1);
		const result = await importHandoff(b, collect(codes), load);
		expect(result.ok).toBe(true);
		const got = (await b.getSession(row.id))!;
		expect(got.status).toBe('active');
		expect(got.seed).toBe('QRCODE1');
		expect((await b.listActive()).map((r) => r.id)).toEqual([row.id]);
	});

	it('a code that is not a hand-off code is refused and changes nothing collected', () => {
		const c = new Collector();
		expect(c.add('TM1.abc.1.2.AAAA').kind).toBe('progress');
		for (const bad of [
			'hello',
			'TM1.abc.3.2.AA',
			'TM1.abc.1.0.AA',
			'TM1.a!c.1.2.AA',
			'TM1.abc.1.2.A+A'
		])
			expect(c.add(bad)).toEqual({ kind: 'bad' });
		expect(c.have).toBe(1);
		expect(c.missing()).toEqual([2]);
		// The same code twice is not counted twice.
		expect(c.add('TM1.abc.1.2.AAAA')).toEqual({ kind: 'progress', have: 1, of: 2, fresh: false });
	});

	it('a code of another hand-off starts over with that one', () => {
		const c = new Collector();
		c.add('TM1.one.1.3.AA');
		c.add('TM1.one.2.3.AA');
		expect(c.add('TM1.two.1.2.AA')).toEqual({ kind: 'progress', have: 1, of: 2, fresh: true });
	});

	it('damaged bytes are refused by the backup import with a translated reason', async () => {
		const b = phone();
		const result = await importHandoff(b, new Uint8Array([0x1f, 0x8b, 1, 2, 3, 4]), load);
		expect(result.ok).toBe(false);
		if (!result.ok) expect(result.error.key).toMatch(/^backup\.error\./);
		expect(await b.countSessions()).toBe(0);
	});

	it('a play longer than the codes allow is refused before any code is drawn', () => {
		expect(splitCodes(new Uint8Array(MAX_CODES * 600), 'big', 600)).toBeNull();
	});
});

describe('a hand-off that fails its check', () => {
	it('a last code missing its end (the gzip trailer) is refused and stores nothing', async () => {
		const a = phone();
		const b = phone();
		const id = await finishedPlay(a, 3);
		const codes = (await playCodes(a, id))!;
		const cut = [...codes];
		cut[cut.length - 1] = cut.at(-1)!.slice(0, -12);
		const result = await importHandoff(b, collect(cut), load);
		expect(result).toMatchObject({ ok: false, error: { key: 'backup.error.invalid' } });
		expect(await b.getSession(id)).toBeUndefined();
		expect(await b.listHistory()).toEqual([]);
		// The whole set still arrives.
		expect((await importHandoff(b, collect(codes), load)).ok).toBe(true);
	});
});
