/**
 * Undo names what it undoes: an undo or redo entry carries the id of the
 * entry it takes back, and the fold applies exactly that, whatever arrived before it. Older
 * logs (marks without a target) replay as they always did. A property test plays two and three
 * phones over random interleavings of acting, sending and hearing.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fold, timeline, type LogEntry } from '$lib/games/core/log';
import { foldLog } from '$lib/session/history';
import { SessionEngine } from '$lib/session/engine';
import { live, type PadAction, type PadState } from '$lib/games/score-pad/state';
import { ctx } from '../../fixtures/score-pad';

type Entry = LogEntry<PadAction>;
const act = (id: string): Entry => ({
	seq: 0,
	at: 0,
	id,
	parent: null,
	kind: 'do',
	action: { type: 'add', seat: 0, delta: 1 }
});
const mark = (id: string, kind: 'undo' | 'redo', target?: string): Entry =>
	target === undefined
		? { seq: 0, at: 0, id, parent: null, kind }
		: { seq: 0, at: 0, id, parent: null, kind, target };
/** The log as folded: seq is the place. */
const placed = (log: readonly Entry[]) => log.map((e, seq) => ({ ...e, seq }));
const inEffect = (log: readonly Entry[]) => timeline(placed(log)).done.map((d) => d.id);

describe('the fold of targeted undo and redo', () => {
	it('an undo made after X on one phone takes back X even when another phone’s Y came after it', () => {
		// A did X and undid it; B's Y, made meanwhile, lands between them in the merged order.
		expect(inEffect([act('x'), act('y'), mark('u', 'undo', 'x')])).toEqual(['y']);
	});

	it('two phones undoing the same move at once: one takes it back, the other does nothing', () => {
		expect(
			inEffect([act('x'), act('y'), mark('u1', 'undo', 'y'), mark('u2', 'undo', 'y')])
		).toEqual(['x']);
	});

	it('a redo brings back exactly its target, in its place', () => {
		const log = [act('x'), act('y'), mark('u1', 'undo', 'x'), mark('u2', 'undo', 'y')];
		expect(inEffect([...log, mark('r', 'redo', 'x')])).toEqual(['x']);
		expect(timeline(placed([...log, mark('r', 'redo', 'x')])).undone.map((d) => d.id)).toEqual([
			'y'
		]);
		// A new action came after the undo (the redo stack is gone): the redo does nothing.
		expect(inEffect([act('x'), mark('u', 'undo', 'x'), act('z'), mark('r', 'redo', 'x')])).toEqual([
			'z'
		]);
	});

	it('old logs (marks without a target) replay as before: the last in effect, the last undone', () => {
		const log = [
			act('a'),
			act('b'),
			act('c'),
			mark('u1', 'undo'),
			mark('u2', 'undo'),
			mark('r', 'redo')
		];
		expect(inEffect(log)).toEqual(['a', 'b']);
		expect(timeline(placed(log)).undone.map((d) => d.id)).toEqual(['c']);
		// Mixed: an old undo after targeted marks still takes back the last in effect.
		expect(inEffect([act('a'), act('b'), mark('u1', 'undo', 'a'), mark('u2', 'undo')])).toEqual([]);
	});

	it('the engine writes the target: the last action in effect for undo, the last undone for redo', async () => {
		const log: Entry[] = [];
		let n = 0;
		const engine = new SessionEngine<PadState, PadAction>(
			's',
			live,
			ctx,
			[],
			{ append: async (_s, e) => void log.push(e as Entry) },
			() => {},
			{ newId: () => `e${++n}` }
		);
		await engine.dispatch({ type: 'add', seat: 0, delta: 1 });
		await engine.dispatch({ type: 'add', seat: 1, delta: 2 });
		await engine.undo();
		await engine.undo();
		await engine.redo();
		expect(log.map((e) => [e.kind, e.kind === 'do' ? null : e.target])).toEqual([
			['do', null],
			['do', null],
			['undo', 'e2'],
			['undo', 'e1'],
			['redo', 'e1']
		]);
	});
});

/**
 * Phones with their own logs and a room. A phone acts on what it shows (its own log folded),
 * sends what the room lacks (appended to the room's order) and hears the room (the room's order,
 * then its own entries not sent yet), as the shared table does.
 */
type Op = { phone: number; what: 'do' | 'undo' | 'redo' | 'send' | 'hear' };

function play(phones: number, ops: readonly Op[]) {
	const logs: Entry[][] = Array.from({ length: phones }, () => []);
	const room: Entry[] = [];
	/** What each phone's undo or redo meant, checked against the final fold. */
	const meant: { id: string; kind: 'undo' | 'redo'; target: string }[] = [];
	let n = 0;
	const send = (p: number) => {
		const have = new Set(room.map((e) => e.id));
		for (const e of logs[p]!) if (!have.has(e.id)) room.push(e);
	};
	const hear = (p: number) => {
		const have = new Set(room.map((e) => e.id));
		logs[p] = [...room, ...logs[p]!.filter((e) => !have.has(e.id))];
	};
	for (const { phone: p, what } of ops) {
		if (what === 'send') send(p);
		else if (what === 'hear') hear(p);
		else if (what === 'do') logs[p]!.push(act(`p${p}-${++n}`));
		else {
			const tl = timeline(placed(logs[p]!));
			const from = what === 'undo' ? tl.done : tl.undone;
			if (from.length === 0) continue;
			const target = from.at(-1)!.id;
			const id = `p${p}-${++n}`;
			logs[p]!.push(mark(id, what, target));
			meant.push({ id, kind: what, target });
		}
	}
	for (let p = 0; p < phones; p++) send(p);
	for (let p = 0; p < phones; p++) hear(p);
	return { logs, room, meant };
}

const ops = (phones: number) =>
	fc.array(
		fc.record({
			phone: fc.integer({ min: 0, max: phones - 1 }),
			what: fc.constantFrom<Op['what']>('do', 'do', 'undo', 'redo', 'send', 'hear', 'hear')
		}),
		{ maxLength: 40 }
	);

describe('phones undoing and acting in any interleaving (property)', () => {
	for (const phones of [2, 3])
		it(`${phones} phones: identical logs, and every undo takes back only its own target`, () => {
			fc.assert(
				fc.property(ops(phones), (list) => {
					const { logs, room } = play(phones, list);
					// Every phone holds the room's order: one log, one fold.
					for (const log of logs) expect(log.map((e) => e.id)).toEqual(room.map((e) => e.id));
					const done = new Set(inEffect(room));
					const byTarget = new Map<string, Entry[]>();
					for (const e of room)
						if (e.kind !== 'do' && e.target)
							byTarget.set(e.target, [...(byTarget.get(e.target) ?? []), e]);
					for (const e of room) {
						if (e.kind !== 'do') continue;
						const marks = byTarget.get(e.id) ?? [];
						// Never the wrong one: an action no undo names stays in effect.
						if (!marks.some((m) => m.kind === 'undo')) expect(done.has(e.id)).toBe(true);
						// An action some undo names and no redo names is taken back.
						if (marks.length > 0 && marks.every((m) => m.kind === 'undo'))
							expect(done.has(e.id)).toBe(false);
					}
				}),
				{ numRuns: 300 }
			);
		});

	it('the old fold (no targets) would take back the wrong move in the same interleavings', () => {
		// The counterexample the issue names: A does X, B does Y meanwhile, A undoes what it shows.
		const { room } = play(2, [
			{ phone: 0, what: 'do' },
			{ phone: 0, what: 'send' },
			{ phone: 1, what: 'do' },
			{ phone: 1, what: 'send' },
			{ phone: 0, what: 'undo' },
			{ phone: 0, what: 'send' }
		]);
		const [x, y] = [room[0]!.id, room[1]!.id];
		expect(inEffect(room)).toEqual([y]);
		const untargeted = room.map((e) => (e.kind === 'do' ? e : mark(e.id, e.kind)));
		expect(inEffect(untargeted)).toEqual([x]);
	});
});

describe('the readable log folds undo and redo as the session does (property)', () => {
	/** The pad's flow, explaining each move by the scores it was applied to. */
	const told = {
		...live,
		explain: async (_a: PadAction, before: PadState) => ({
			title: { key: JSON.stringify(live.summarize(before, ctx).scores) },
			inputs: [],
			steps: [],
			rule: { text: { key: '' }, page: 1 },
			outcome: { key: '' }
		})
	};
	/** The session's state after the first `n` entries, as the engine folds it. */
	const stateAt = (log: readonly Entry[], n: number) =>
		fold(
			live,
			ctx,
			timeline(log.slice(0, n)).done.map((d) => d.action)
		).state;

	it('each line’s «undone» mark, and the state each move was applied to, agree with the session’s fold, over random interleavings of 3 phones', async () => {
		await fc.assert(
			fc.asyncProperty(ops(3), async (list) => {
				const { room } = play(3, list);
				// Distinct actions, so a state shows which of them are in effect.
				const log = placed(room).map((e, i) =>
					e.kind === 'do' ? { ...e, action: { type: 'add', seat: i % 2, delta: 1 + i } } : e
				) as Entry[];
				const inEffectIds = new Set(timeline(log).done.map((d) => d.id));
				for (const l of foldLog(told, ctx, log)) {
					if (l.kind !== 'do') continue;
					expect(l.undone).toBe(!inEffectIds.has(log[l.seq]!.id));
					expect((await l.explain())?.title.key).toBe(
						JSON.stringify(live.summarize(stateAt(log, l.seq), ctx).scores)
					);
				}
			}),
			{ numRuns: 300 }
		);
	});
});
