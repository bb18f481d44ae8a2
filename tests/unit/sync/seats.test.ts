/**
 * The seat log's fold (seats.ts): seats held by keys, secrets accepted only from the seat's key,
 * no sealing after another seat revealed, unsigned and badly signed records refused — checked
 * on the pure fold, with each record's signature verdict given.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { foldSeats, parseKey, type SeatRecord } from '$lib/sync/seats';
import type { Signature } from '$lib/sync/keys';

const OPEN = 'lancaster:ballot:r1:v1';
const key = (p: string) => `${OPEN}|${p}`;
let n = 0;
const rec = (r: Record<string, unknown>, pub: string | null = 'kA'): SeatRecord =>
	({
		id: `r${++n}`,
		phone: pub ? `phone-${pub}` : 'nobody',
		at: n,
		...(pub ? { pub, sig: 'x' } : {}),
		...r
	}) as SeatRecord;
/** Every signed record verifies, except the ids listed as bad. */
const verdicts = (records: SeatRecord[], bad: string[] = []) =>
	new Map<string, Signature>(
		records.map((r) => [
			r.id,
			r.pub === undefined ? 'unsigned' : bad.includes(r.id) ? 'bad' : 'signed'
		])
	);
const fold = (records: SeatRecord[], bad: string[] = []) =>
	foldSeats(records, verdicts(records, bad));
const reveal = (choice: unknown) => ({ salt: '0'.repeat(32), choice });

describe('seat claims', () => {
	it('a claim gives the seat to the claiming key; a claim from another key moves it, and the table sees from where', () => {
		const log = [
			rec({ t: 'claim', player: 'clara' }, 'kA'),
			rec({ t: 'claim', player: 'clara' }, 'kB')
		];
		const f = fold(log);
		expect(f.seats.get('clara')).toEqual({ phone: 'phone-kB', pub: 'kB' });
		expect(f.lines.map((l) => ({ ...l, id: undefined, at: undefined }))).toEqual([
			{ id: undefined, at: undefined, kind: 'claim', player: 'clara', phone: 'phone-kA' },
			{
				id: undefined,
				at: undefined,
				kind: 'claim',
				player: 'clara',
				phone: 'phone-kB',
				from: 'phone-kA'
			}
		]);
	});

	it('only the holding key releases a seat', () => {
		const log = [
			rec({ t: 'claim', player: 'clara' }, 'kA'),
			rec({ t: 'release', player: 'clara' }, 'kB')
		];
		const f = fold(log);
		expect(f.seats.get('clara')?.pub).toBe('kA');
		expect([...f.refused.values()]).toEqual(['notSeat']);
	});

	it('unsigned and badly signed claims are refused and shown as refused', () => {
		const unsigned = rec({ t: 'claim', player: 'clara' }, null);
		const forged = rec({ t: 'claim', player: 'clara' }, 'kM');
		const f = fold([unsigned, forged], [forged.id]);
		expect(f.seats.size).toBe(0);
		expect(f.refused).toEqual(
			new Map([
				[unsigned.id, 'unsigned'],
				[forged.id, 'badSignature']
			])
		);
		expect(f.lines.map((l) => l.kind)).toEqual(['refused', 'refused']);
	});
});

describe('secrets bound to seats', () => {
	const seated = () => [
		rec({ t: 'claim', player: 'ana' }, 'kA'),
		rec({ t: 'claim', player: 'ben' }, 'kB'),
		rec({ t: 'claim', player: 'clara' }, 'kC')
	];

	it('a commitment and reveal for a seat from another key are refused; the seat stays unsealed', () => {
		const commit = rec({ t: 'commit', key: key('clara'), commitment: 'h1' }, 'kM');
		const open = rec({ t: 'reveal', key: key('clara'), reveal: reveal(false) }, 'kM');
		const f = fold([...seated(), commit, open]);
		expect(f.secrets.has(key('clara'))).toBe(false);
		expect(f.refused.get(commit.id)).toBe('notSeat');
		expect(f.refused.get(open.id)).toBe('notCommitter');
	});

	it('another seat holder cannot write a seat’s secret either', () => {
		const commit = rec({ t: 'commit', key: key('clara'), commitment: 'h1' }, 'kA');
		expect(fold([...seated(), commit]).refused.get(commit.id)).toBe('notSeat');
	});

	it('a commitment can be replaced before any reveal, but not once another seat revealed', () => {
		const first = rec({ t: 'commit', key: key('clara'), commitment: 'yes' }, 'kC');
		const change = rec({ t: 'commit', key: key('clara'), commitment: 'maybe' }, 'kC');
		const ana = rec({ t: 'commit', key: key('ana'), commitment: 'a' }, 'kA');
		const anaOpen = rec({ t: 'reveal', key: key('ana'), reveal: reveal(true) }, 'kA');
		const late = rec({ t: 'commit', key: key('clara'), commitment: 'no' }, 'kC');
		const f = fold([...seated(), first, change, ana, anaOpen, late]);
		expect(f.secrets.get(key('clara'))?.commitment).toBe('maybe');
		expect(f.refused.get(late.id)).toBe('afterReveal');
		expect(f.refused.has(change.id)).toBe(false);
	});

	it('a reveal counts only from the key that committed, even after the seat moved', () => {
		const commit = rec({ t: 'commit', key: key('clara'), commitment: 'h' }, 'kC');
		const moved = rec({ t: 'claim', player: 'clara' }, 'kM');
		const byNew = rec({ t: 'reveal', key: key('clara'), reveal: reveal(false) }, 'kM');
		const byOld = rec({ t: 'reveal', key: key('clara'), reveal: reveal(true) }, 'kC');
		const f = fold([...seated(), commit, moved, byNew, byOld]);
		expect(f.refused.get(byNew.id)).toBe('notCommitter');
		expect(f.secrets.get(key('clara'))?.reveals).toEqual([reveal(true)]);
	});

	it('the table’s stand-in comes only from a phone holding a seat', () => {
		const stranger = rec(
			{ t: 'commit', key: `${key('clara')}|table`, commitment: 'h', fallback: true },
			'kM'
		);
		const table = rec(
			{ t: 'commit', key: `${key('clara')}|table`, commitment: 'h', fallback: true },
			'kB'
		);
		const f = fold([...seated(), stranger, table]);
		expect(f.refused.get(stranger.id)).toBe('notSeat');
		expect(f.secrets.get(`${key('clara')}|table`)?.pub).toBe('kB');
	});

	it('the table’s stand-in may follow the others’ reveals when the player’s own choice never opened, never over one that did', () => {
		const clara = rec({ t: 'commit', key: key('clara'), commitment: 'c' }, 'kC');
		const bad = rec({ t: 'reveal', key: key('clara'), reveal: reveal('other') }, 'kC');
		const ana = rec({ t: 'commit', key: key('ana'), commitment: 'a' }, 'kA');
		const anaOpen = rec({ t: 'reveal', key: key('ana'), reveal: reveal(true) }, 'kA');
		const forClara = rec(
			{ t: 'commit', key: `${key('clara')}|table`, commitment: 't', fallback: true },
			'kB'
		);
		const forAna = rec(
			{ t: 'commit', key: `${key('ana')}|table`, commitment: 't', fallback: true },
			'kB'
		);
		const log = [...seated(), clara, ana, bad, anaOpen, forClara, forAna];
		// Ana's reveal opens her commitment; Clara's does not.
		const f = foldSeats(
			log,
			verdicts(log),
			new Map([
				[anaOpen.id, 'a'],
				[bad.id, 'nope']
			])
		);
		expect(f.refused.has(forClara.id)).toBe(false);
		expect(f.refused.get(forAna.id)).toBe('afterReveal');
	});

	it('a restart is refused while a choice is sealed and unrevealed, and clears a finished vote', () => {
		const ana = rec({ t: 'commit', key: key('ana'), commitment: 'a' }, 'kA');
		const early = rec({ t: 'restart', open: OPEN }, 'kA');
		const anaOpen = rec({ t: 'reveal', key: key('ana'), reveal: reveal(true) }, 'kA');
		const again = rec({ t: 'restart', open: OPEN }, 'kB');
		const f = fold([...seated(), ana, early, anaOpen, again]);
		expect(f.refused.get(early.id)).toBe('pendingRestart');
		expect(f.refused.has(again.id)).toBe(false);
		expect(f.secrets.size).toBe(0);
	});

	it('a secret key is split into its input, its player and whether the table entered it', () => {
		expect(parseKey(`${OPEN}|ana`)).toEqual({ open: OPEN, player: 'ana', standIn: false });
		expect(parseKey(`${OPEN}|ana|table`)).toEqual({ open: OPEN, player: 'ana', standIn: true });
		expect(parseKey('no-player')).toBeNull();
	});
});

describe('whatever other keys write', () => {
	it('a seat’s accepted commitments and reveals all come from the key that held it', () => {
		const keys = ['kA', 'kB', 'kC', 'kM'];
		const players = ['ana', 'ben', 'clara'];
		const arb = fc.array(
			fc.record({
				t: fc.constantFrom('claim', 'release', 'commit', 'reveal', 'withdraw', 'restart'),
				who: fc.constantFrom(...keys),
				player: fc.constantFrom(...players),
				signed: fc.constantFrom('signed', 'bad', 'unsigned')
			}),
			{ maxLength: 40 }
		);
		fc.assert(
			fc.property(arb, (steps) => {
				const log = steps.map((s) =>
					rec(
						s.t === 'claim' || s.t === 'release'
							? { t: s.t, player: s.player }
							: s.t === 'restart'
								? { t: s.t, open: OPEN }
								: s.t === 'reveal'
									? { t: s.t, key: key(s.player), reveal: reveal(s.who) }
									: { t: s.t, key: key(s.player), commitment: s.who },
						s.signed === 'unsigned' ? null : s.who
					)
				);
				const bad = log.filter((_, i) => steps[i]!.signed === 'bad').map((r) => r.id);
				const f = fold(log, bad);
				// Replay: each accepted commitment was signed by the seat's holder at that point.
				const holder = new Map<string, string>();
				for (const [i, r] of log.entries()) {
					if (f.refused.has(r.id)) continue;
					expect(steps[i]!.signed).toBe('signed');
					if (r.t === 'claim') holder.set(r.player, r.pub!);
					if (r.t === 'release') holder.delete(r.player);
					if (r.t === 'commit') expect(holder.get(parseKey(r.key)!.player)).toBe(r.pub);
				}
				for (const s of f.secrets.values())
					for (const rv of s.reveals) expect(rv.choice).toBe(s.pub);
			})
		);
	});
});
