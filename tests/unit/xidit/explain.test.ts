/**
 * «Why?» for a census unit (Reglamento p.13): the explanation is read from the outcome the move
 * applied, so its winners are exactly those the state paid, over many generated censuses.
 */
import fc from 'fast-check';
import IntlMessageFormat from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { isInvalid, type SessionContext } from '$lib/games/core/types';
import {
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

/** The game's catalogue with its late one (the «Why?» texts), as a session shows them. */
const es = { ...esBase, ...esLate };
const en = { ...enBase, ...enLate };

const ctx: SessionContext<Options> = {
	players: [
		{ id: 'ana', name: 'Ana', color: 'red' },
		{ id: 'ben', name: 'Ben', color: 'blue' },
		{ id: 'cai', name: 'Cai', color: 'green' },
		{ id: 'dia', name: 'Dia', color: 'black' }
	],
	options: defaultOptions(),
	seed: 'XIDIT-WHY'
};
const ids = ctx.players.map((p) => p.id);

function run(actions: LiveAction[], from?: LiveState): LiveState {
	let s = from ?? live.init(ctx);
	for (const a of actions) {
		const next = live.reduce(s, a, ctx);
		if (isInvalid(next)) throw new Error(`${a.type}: ${next.reason.key}`);
		s = next;
	}
	return s;
}
/** The state at the first census (the end of year 4), before any unit is counted. */
const atCensus = run(Array.from({ length: 4 }, (): LiveAction => ({ type: 'endYear' })));

describe('Xidit census: why', () => {
	it('the census is open at the end of year 4', () => {
		expect(atCensus.phase).toBe('census');
	});

	it('property: the explained winners are exactly the players the militia count paid, with the tie named when shared', async () => {
		await fc.assert(
			fc.asyncProperty(
				fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 4, maxLength: 4 }),
				async (n) => {
					const counts = Object.fromEntries(ids.map((id, i) => [id, n[i]!]));
					const after = run([{ type: 'censusResolve', counts }], atCensus);
					const why = (await live.explain!(
						{ type: 'censusResolve', counts },
						atCensus,
						after,
						ctx
					))!;
					const paid = ids.filter(
						(id) => after.tally[id]!.sovereigns > atCensus.tally[id]!.sovereigns
					);
					expect(why.title).toEqual({ key: 'xidit.why.census.title', values: { unit: 'militia' } });
					expect(why.inputs.map((i) => [i.player, i.text.values?.n])).toEqual(
						ids.map((id) => [id, counts[id]])
					);
					expect(why.rule.page).toBe(13);
					const named = why.outcome.values?.winners;
					if (paid.length === 0) expect(why.outcome.key).toBe('xidit.why.census.noReward');
					else
						expect(String(named).split(', ').sort()).toEqual(
							paid.map((id) => ctx.players.find((p) => p.id === id)!.name).sort()
						);
					expect(why.tie !== undefined).toBe(paid.length > 1);
				}
			),
			{ numRuns: 60 }
		);
	});

	it('by fists: the inputs say who showed the largest fist, no count', async () => {
		const after = run([{ type: 'censusFists', winners: ['ben'] } as LiveAction], atCensus);
		const why = (await live.explain!(
			{ type: 'censusFists', winners: ['ben'] } as LiveAction,
			atCensus,
			after,
			ctx
		))!;
		expect(why.inputs.map((i) => i.text.values?.most)).toEqual(['no', 'yes', 'no', 'no']);
		expect(why.outcome.values).toMatchObject({ winners: 'Ben', reward: 'sovereigns', amount: 1 });
	});

	it('a move that resolves nothing has no «why»', async () => {
		expect(
			await live.explain!({ type: 'endYear' }, live.init(ctx), run([{ type: 'endYear' }]), ctx)
		).toBeNull();
	});

	it('its messages format in both languages', async () => {
		const after = run(
			[{ type: 'censusResolve', counts: { ana: 2, ben: 2, cai: 0, dia: 1 } }],
			atCensus
		);
		const why = (await live.explain!(
			{ type: 'censusResolve', counts: { ana: 2, ben: 2, cai: 0, dia: 1 } },
			atCensus,
			after,
			ctx
		))!;
		const refs = [
			why.title,
			...why.inputs.map((i) => i.text),
			...why.steps,
			why.rule.text,
			why.tie!,
			why.outcome
		];
		for (const [lang, cat] of [
			['es', es],
			['en', en]
		] as const)
			for (const r of refs) {
				const text = new IntlMessageFormat(cat[r.key] as string, lang).format(r.values) as string;
				expect(text).not.toMatch(/\{|\}/);
			}
		const out = new IntlMessageFormat(es['xidit.why.census.reward'] as string, 'es').format(
			why.outcome.values
		);
		expect(out).toBe('Ana, Ben reciben 1 Soberano cada uno');
	});
});
