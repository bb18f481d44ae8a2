/**
 * The live flow's phases as data: a move outside its step is refused in the same words the
 * table read before (the phase named in both languages), a finished game takes corrections only,
 * and the bar's glance reads the phase, the token holder and the step's rules.
 */
import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { isInvalid, type Invalid } from '$lib/games/core/types';
import es from '$lib/games/xidit/messages/es';
import en from '$lib/games/xidit/messages/en';
import { blankRegions, live, type LiveState } from '$lib/games/xidit/state';
import { fourPlayers } from './table';

const ctx = fourPlayers('PHASES1');
const say = (lang: 'es' | 'en', key: string, values?: Record<string, string | number>) =>
	new IntlMessageFormat((lang === 'es' ? es : en)[key as keyof typeof es], lang).format(
		values
	) as string;

function run(actions: object[], s = live.init(ctx)): LiveState {
	for (const a of actions) {
		const next = live.reduce(s, a as never, ctx);
		if (isInvalid(next)) throw new Error(`${JSON.stringify(a)}: ${next.reason.key}`);
		s = next;
	}
	return s;
}
const years = (n: number) => Array.from({ length: n }, () => ({ type: 'endYear' }));
/** A game scored at once: every region's values printed, the entries as the tally left them. */
const finish = () =>
	run([
		...blankRegions().map((r) => ({
			type: 'setRegion',
			region: r.id,
			label: '',
			first: 4,
			second: 1,
			mark: 0
		})),
		{ type: 'setFirstPlayer', player: 'a' },
		{ type: 'startEvaluation' },
		{ type: 'evaluate' }
	]);
const refused = (s: LiveState, a: object) => (live.reduce(s, a as never, ctx) as Invalid).reason;

describe('xidit live phases', () => {
	it('a move outside its step reads as before in both languages: «not possible during» the phase', () => {
		const census = run(years(4));
		const evaluation = run([{ type: 'startEvaluation' }]);
		const cases: [LiveState, object, string][] = [
			[live.init(ctx), { type: 'censusReveal' }, 'play'],
			[census, { type: 'titanAwakening' }, 'census'],
			[evaluation, { type: 'recruit', player: 'a' }, 'evaluation']
		];
		for (const [s, a, phase] of cases) {
			const r = refused(s, a);
			expect(r.key).toBe(`xidit.error.notDuring.${phase}`);
			for (const lang of ['es', 'en'] as const)
				expect(say(lang, r.key, r.values)).toBe(say(lang, 'xidit.error.wrongPhase', { phase }));
		}
	});

	it('a finished game takes only corrections; reopening goes back to the final entries', () => {
		let s = finish();
		expect(s.phase).toBe('finished');
		expect(refused(s, { type: 'evaluate' }).key).toBe('xidit.error.finished');
		expect(refused(s, { type: 'endYear' }).key).toBe('xidit.error.finished');
		s = run([{ type: 'setFinal', player: 'a', field: 'sovereigns', value: 3 }], s);
		expect(s.phase).toBe('finished');
		expect(run([{ type: 'reopen' }], s).phase).toBe('evaluation');
		expect(refused(live.init(ctx), { type: 'reopen' }).key).toBe('xidit.error.notFinished');
	});

	it('an action the game does not know is refused in its own words, without the raw type', () => {
		const r = refused(live.init(ctx), { type: 'nope' });
		expect(r.key).toBe('xidit.error.unknownMove');
		expect(say('es', r.key)).toBe('Acción desconocida');
		expect(say('en', r.key)).toBe('Unknown action');
	});

	it('at the end of a year the token passes to the next seat, from the last seat to the first', () => {
		const s = run([{ type: 'setFirstPlayer', player: 'd' }, { type: 'endYear' }]);
		expect(s.firstPlayer).toBe(0);
		expect(run([{ type: 'endYear' }], s).firstPlayer).toBe(1);
	});

	it('no player has a score before the evaluations run (no «0» beside each name during play)', () => {
		expect(live.summarize(live.init(ctx), ctx).scores).toEqual({});
		expect(live.summarize(run([{ type: 'startEvaluation' }]), ctx).scores).toEqual({});
		expect(Object.keys(live.summarize(finish(), ctx).scores).sort()).toEqual(['a', 'b', 'c', 'd']);
	});

	it('the bar reads the phase: the token holder during a year, the unit during the census', () => {
		const s = run([{ type: 'setFirstPlayer', player: 'c' }]);
		expect(live.glance!(s, ctx)).toMatchObject({ phase: { key: 'xidit.glance.play' }, turn: 'c' });
		expect(live.glance!(run(years(4)), ctx)).toMatchObject({
			phase: { key: 'xidit.glance.census', values: { unit: 'militia' } },
			turn: null
		});
		const fin = finish();
		expect(live.glance!(fin, ctx)).toMatchObject({ phase: null, turn: null });
		expect(live.glance!(fin, ctx).rules?.title.key).toBe('xidit.rules.finished.title');
	});
});
