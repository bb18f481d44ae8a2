/**
 * «Why?» for Root's resolutions: each explanation is read from the state change its move
 * applied, so its outcome equals that change over many generated games, and each kind says
 * what a hand-made case expects (Marquise, Cult, Company, Vagabond; Ana starts).
 */
import fc from 'fast-check';
import IntlMessageFormat from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { isInvalid, type Explanation } from '$lib/games/core/types';
import { live, type LiveAction, type LiveState } from '$lib/games/root/index';
import { explainResult } from '$lib/games/root/explain';
import { colourTotal } from '$lib/games/root/riverfolk';
import esBase from '$lib/games/root/messages/es';
import esLate from '$lib/games/root/messages/late.es';
import enBase from '$lib/games/root/messages/en';
import enLate from '$lib/games/root/messages/late.en';
import { playAt, rootTable } from './table';

/** The game's catalogue with its late one (the «Why?» and rules texts), as a session shows them. */
const es = { ...esBase, ...esLate };
const en = { ...enBase, ...enLate };

const ctx = rootTable('WHY');
const IDS = ctx.players.map((p) => p.id);
const nameOf = (id: string) => ctx.players.find((p) => p.id === id)!.name;

const play = playAt(ctx);

/** Setup as the table does it: Outcast, start garden, prices; then Ana's turn ends. */
const SETUP: LiveAction[] = [
	{ type: 'lcChooseOutcast', suit: 'fox' },
	{ type: 'lcBuild', suit: 'fox' },
	{ type: 'rfSetPrice', service: 'hand', price: 2 },
	{ type: 'rfSetPrice', service: 'riverboats', price: 3 },
	{ type: 'rfSetPrice', service: 'mercenaries', price: 1 }
];
const atStart = play(SETUP);

/** Every message of an explanation formats in both languages, with no brace left. */
function formats(why: Explanation): void {
	const refs = [
		why.title,
		...why.inputs.map((i) => i.text),
		...why.steps,
		why.rule.text,
		...(why.tie ? [why.tie] : []),
		why.outcome
	];
	for (const [lang, cat] of [
		['es', es],
		['en', en]
	] as const)
		for (const r of refs) {
			expect(cat[r.key], `${lang} ${r.key}`).toBeTypeOf('string');
			const text = new IntlMessageFormat(cat[r.key]!, lang).format(r.values) as string;
			expect(text, r.key).not.toMatch(/[{}]/);
		}
}

const names = (ids: readonly string[]) => ids.map(nameOf).join(', ');

/** The player whose VP a scoring move changes. */
function scorer(a: LiveAction, before: LiveState): string | null {
	if (a.type === 'vp') return a.player;
	if (a.type === 'lcScore' || a.type === 'lcConspiracy') return before.lizards!.player;
	if (a.type === 'rfDawn' || a.type === 'rfTradePost') return before.riverfolk!.player;
	return null;
}

/** The explanation's outcome equals the change the move applied to the state. */
function outcomeMatches(a: LiveAction, before: LiveState, after: LiveState, why: Explanation) {
	const o = why.outcome;
	const v = o.values ?? {};
	// The Law of Root text has sections, no pages: the rule names its section.
	expect(why.rule.page).toBeUndefined();
	expect(String(why.rule.text.values?.section)).toMatch(/^\d+(\.\d+)*$/);
	if (o.key === 'root.why.win.outcome') {
		expect(after.finished).toBe(true);
		expect(v.winners).toBe(names(after.winners));
		return;
	}
	const who = scorer(a, before);
	switch (o.key) {
		case 'root.why.vp.outcome':
			expect([v.from, v.to]).toEqual([before.vp[who!] ?? 0, after.vp[who!] ?? 0]);
			break;
		case 'root.why.conspiracy.outcome':
			expect(v.spent).toBe(before.lizards!.acolytes - after.lizards!.acolytes);
			expect(v.left).toBe(after.lizards!.acolytes);
			expect(v.vp).toBe((after.vp[who!] ?? 0) - (before.vp[who!] ?? 0));
			break;
		case 'root.why.dawn.outcome':
			expect(v.vp).toBe((after.vp[who!] ?? 0) - (before.vp[who!] ?? 0));
			expect(v.funds).toBe(colourTotal(after.riverfolk!.funds));
			break;
		case 'root.why.income.outcome':
			expect([v.from, v.to]).toEqual([
				colourTotal(before.riverfolk!.payments),
				colourTotal(after.riverfolk!.payments)
			]);
			expect(v.to).toBeGreaterThan(v.from as number);
			break;
		case 'root.why.removed.outcome':
			expect([v.from, v.to]).toEqual([
				colourTotal(before.riverfolk!.funds),
				colourTotal(after.riverfolk!.funds)
			]);
			break;
		case 'root.why.dom.outcome': {
			const d = after.dominance.find((x) => x.player === (a as { player: string }).player)!;
			expect([d.suit, d.partner]).toEqual([v.suit, undefined]);
			break;
		}
		case 'root.why.coal.outcome': {
			const d = after.dominance.find((x) => x.player === (a as { player: string }).player)!;
			expect(nameOf(d.partner!)).toBe(v.partner);
			break;
		}
		default:
			throw new Error(`unexpected outcome ${o.key} for ${a.type}`);
	}
}

const suit = fc.constantFrom('fox', 'rabbit', 'mouse');
const cardSuit = fc.constantFrom('fox', 'rabbit', 'mouse', 'bird');
const player = fc.constantFrom(...IDS);
const action: fc.Arbitrary<LiveAction> = fc.oneof(
	{ weight: 6, arbitrary: fc.constant<LiveAction>({ type: 'endTurn' }) },
	{
		weight: 6,
		arbitrary: fc
			.record({
				type: fc.constant('vp' as const),
				player,
				delta: fc.integer({ min: -2, max: 12 }),
				cause: fc.constantFrom(undefined, 'removed', 'item')
			})
			.map((a) => (a.cause === undefined ? { type: a.type, player: a.player, delta: a.delta } : a))
	},
	{
		weight: 2,
		arbitrary: fc.record({ type: fc.constant('dominance' as const), player, suit: cardSuit })
	},
	{
		weight: 2,
		arbitrary: fc.record({
			type: fc.constant('coalition' as const),
			player: fc.constant('dev'),
			suit: cardSuit,
			partner: player
		})
	},
	{ weight: 1, arbitrary: fc.record({ type: fc.constant('dominanceWin' as const), player }) },
	{ weight: 4, arbitrary: fc.constant<LiveAction>({ type: 'lcDawn' }) },
	{
		weight: 2,
		arbitrary: fc.record({
			type: fc.constant('lcRevenge' as const),
			count: fc.integer({ min: 1, max: 3 })
		})
	},
	{ weight: 2, arbitrary: fc.constant<LiveAction>({ type: 'lcSacrifice' }) },
	{
		weight: 3,
		arbitrary: fc.record({
			type: fc.constant('lcConspiracy' as const),
			kind: fc.constantFrom('crusade', 'convert', 'sanctify'),
			tradePost: fc.boolean()
		})
	},
	{ weight: 2, arbitrary: fc.record({ type: fc.constant('lcBuild' as const), suit }) },
	{ weight: 3, arbitrary: fc.record({ type: fc.constant('lcScore' as const), suit }) },
	{
		weight: 2,
		arbitrary: fc.record({
			type: fc.constant('lcLostSoul' as const),
			suit: cardSuit,
			dominance: fc.constant(false)
		})
	},
	{ weight: 4, arbitrary: fc.constant<LiveAction>({ type: 'rfDawn' }) },
	{
		weight: 3,
		arbitrary: fc.record({
			type: fc.constant('rfBuy' as const),
			buyer: player,
			service: fc.constantFrom('hand', 'riverboats', 'mercenaries'),
			clearings: fc.integer({ min: 0, max: 2 })
		})
	},
	{
		weight: 2,
		arbitrary: fc.record({
			type: fc.constant('rfCraft' as const),
			cost: fc.integer({ min: 1, max: 2 })
		})
	},
	{ weight: 2, arbitrary: fc.constant<LiveAction>({ type: 'rfExport' }) },
	{
		weight: 3,
		arbitrary: fc
			.record({
				type: fc.constant('rfTradePost' as const),
				suit,
				ruler: fc.constantFrom(undefined, undefined, ...IDS)
			})
			.map((a) => (a.ruler === undefined ? { type: a.type, suit: a.suit } : a))
	},
	{ weight: 4, arbitrary: fc.record({ type: fc.constant('rfTradePostRemoved' as const), suit }) }
) as fc.Arbitrary<LiveAction>;

/** The generated move, played by the player whose turn it is (as a table would). */
function byActing(a: LiveAction, s: LiveState): LiveAction {
	const id = ctx.players[s.turn]!.id;
	if (a.type === 'vp' || a.type === 'dominance' || a.type === 'dominanceWin')
		return { ...a, player: id };
	if (a.type === 'coalition') {
		// A partner drawn as the Vagabond itself stands for «the one with the fewest VP».
		const others = IDS.filter(
			(p) => p !== id && p !== 'dev' && !s.dominance.some((d) => d.player === p)
		);
		const fewest = others.sort((x, y) => (s.vp[x] ?? 0) - (s.vp[y] ?? 0))[0] ?? a.partner;
		return { ...a, player: id, partner: a.partner === 'dev' ? fewest : a.partner };
	}
	if (a.type === 'rfBuy') return { ...a, buyer: id };
	return a;
}

describe('Root: why', () => {
	it('property: over generated games, every explained move’s outcome equals the change it applied, and formats in both languages', async () => {
		let explained = 0;
		const kinds = new Set<string>();
		await fc.assert(
			fc.asyncProperty(fc.array(action, { minLength: 60, maxLength: 240 }), async (actions) => {
				let s = atStart;
				for (const raw of actions) {
					const a = byActing(raw, s);
					const next = live.reduce(s, a, ctx);
					if (isInvalid(next)) continue;
					const why = await live.explain!(a, s, next, ctx);
					if (why) {
						explained++;
						kinds.add(why.outcome.key);
						outcomeMatches(a, s, next, why);
						formats(why);
					}
					s = next;
					if (s.finished) {
						const result = explainResult(s, ctx)!;
						expect(result.outcome.values?.winners).toBe(names(s.winners));
						formats(result);
						break;
					}
				}
			}),
			{ numRuns: 80, seed: 47 }
		);
		expect(explained).toBeGreaterThan(500);
		// The generator reaches every kind of outcome, so the property covers each.
		expect([...kinds].sort()).toEqual(
			[
				'root.why.coal.outcome',
				'root.why.conspiracy.outcome',
				'root.why.dawn.outcome',
				'root.why.dom.outcome',
				'root.why.income.outcome',
				'root.why.removed.outcome',
				'root.why.vp.outcome',
				'root.why.win.outcome'
			].sort()
		);
	});
});

const why = async (a: LiveAction, before: LiveState) => {
	const after = play([a], before);
	return { after, why: (await live.explain!(a, before, after, ctx))! };
};
const toCult: LiveAction[] = [{ type: 'endTurn' }];
const cultDawn = play([...toCult, { type: 'lcDawn' }], atStart);
const toCompany = play([{ type: 'endTurn' }], cultDawn);

describe('Root: why, one hand-made case per kind', () => {
	it('a VP entered for an enemy building removed: 0 + 1 = 1, citing the removal rule', async () => {
		const { why: w } = await why(
			{ type: 'vp', player: 'ana', delta: 1, cause: 'removed' },
			atStart
		);
		expect(w.inputs.map((i) => i.text.values)).toEqual([
			{ player: 'Ana', n: 0 },
			{ cause: 'removed', dir: 'gain', amount: 1 }
		]);
		expect(w.steps[0]!.values).toMatchObject({ from: 0, to: 1, amount: 1 });
		expect(w.rule.text.key).toBe('root.why.rule.removed');
		expect(w.outcome).toEqual({
			key: 'root.why.vp.outcome',
			values: { player: 'Ana', from: 0, to: 1, gained: 1 }
		});
	});

	it('a VP total that reaches 30 ends the game, and the final result explains the VP win', async () => {
		const { after, why: w } = await why({ type: 'vp', player: 'ana', delta: 30 }, atStart);
		expect(w.outcome).toEqual({
			key: 'root.why.win.outcome',
			values: { winners: 'Ana', count: 1 }
		});
		expect(w.steps.map((s) => s.key)).toContain('root.why.vp.goal');
		const result = explainResult(after, ctx)!;
		expect(result.title.values).toEqual({ how: 'vp' });
		expect(result.rule.text.key).toBe('root.why.rule.victory');
	});

	it('Score with 3 rabbit gardens: the rightmost empty space gives 2 VP (10.5.3)', async () => {
		const built = play(
			[
				{ type: 'lcBuild', suit: 'rabbit' },
				{ type: 'lcBuild', suit: 'rabbit' },
				{ type: 'lcBuild', suit: 'rabbit' }
			],
			cultDawn
		);
		const { why: w } = await why({ type: 'lcScore', suit: 'rabbit' }, built);
		expect(w.inputs[0]!.text.values).toEqual({ suit: 'rabbit', n: 3 });
		expect(w.steps[0]!.values).toEqual({ n: 3, vp: 2 });
		expect(w.outcome.values).toMatchObject({ player: 'Ben', from: 0, to: 2 });
		expect(w.rule.text.values).toEqual({ section: '10.5.3' });
	});

	it('Sanctify of a trade post with the Outcast hated: 3 − 1 = 2 acolytes, half the funds lost, +1 VP', async () => {
		// The Company places a fox post (Dawn: 3 payments → 3 funds; the post spends 2 of them).
		const withPost = play(
			[
				{ type: 'rfDawn' },
				{ type: 'rfTradePost', suit: 'fox' },
				{ type: 'endTurn' },
				{ type: 'endTurn' },
				{ type: 'endTurn' },
				{ type: 'lcAdjustAcolytes', delta: 3 }
			],
			toCompany
		);
		// Nothing in the Lost Souls at its Dawn: the Outcast (fox) turns hated (10.4.1).
		const hated = play([{ type: 'lcDawn' }], withPost);
		expect(hated.lizards!.hated).toBe(true);
		const a: LiveAction = { type: 'lcConspiracy', kind: 'sanctify', tradePost: true };
		const { after, why: w } = await why(a, hated);
		expect(w.steps[0]!.values).toMatchObject({ base: 3, hated: 'yes', discount: 1, cost: 2 });
		expect(w.steps.map((s) => s.key)).toEqual([
			'root.why.conspiracy.cost',
			'root.why.conspiracy.garden',
			'root.why.conspiracy.post',
			'root.why.conspiracy.removedVp'
		]);
		expect(w.steps[2]!.values).toMatchObject({ lost: 1 });
		expect(w.outcome.values).toEqual({ player: 'Ben', kind: 'sanctify', spent: 2, left: 1, vp: 1 });
		expect(after.vp.ben).toBe(1);
	});

	it('an older Sanctify the table scored by hand says so instead of a VP it did not add', async () => {
		const rich = play([{ type: 'lcAdjustAcolytes', delta: 3 }], cultDawn);
		const { why: w } = await why(
			{ type: 'lcConspiracy', kind: 'sanctify', scoredByHand: true },
			rich
		);
		expect(w.steps.map((s) => s.key)).toContain('root.why.missing.sanctifyByHand');
		expect(w.outcome.values).toMatchObject({ vp: 0 });
	});

	it('Crusade after a Dawn with no Lost Souls (the Outcast turns hated): 2 − 1 = 1 acolyte, no VP', async () => {
		const rich = play([{ type: 'lcAdjustAcolytes', delta: 2 }], cultDawn);
		expect(rich.lizards!.hated).toBe(true);
		const { why: w } = await why({ type: 'lcConspiracy', kind: 'crusade' }, rich);
		expect(w.steps[0]!.values).toMatchObject({ base: 2, hated: 'yes', cost: 1 });
		expect(w.steps[1]).toEqual({
			key: 'root.why.conspiracy.did',
			values: { kind: 'crusade', suit: 'fox' }
		});
		expect(w.outcome.values).toEqual({ player: 'Ben', kind: 'crusade', spent: 1, left: 1, vp: 0 });
	});

	it('the Company’s first Dawn: 3 payments, nothing added, no post so 0 VP, 3 funds', async () => {
		const { why: w } = await why({ type: 'rfDawn' }, toCompany);
		expect(w.steps[0]!.values).toEqual({ n: 0, payments: 3 });
		expect(w.steps[1]!.values).toEqual({ funds: 0, posts: 0, vp: 0 });
		expect(w.outcome.values).toEqual({ player: 'Cai', vp: 0, funds: 3 });
	});

	it('a Dawn with empty payments and a post: Protectionism +2, 1 funds ÷ 2 = 0 VP', async () => {
		const next = play(
			[
				{ type: 'rfDawn' },
				{ type: 'rfTradePost', suit: 'fox' },
				{ type: 'endTurn' },
				{ type: 'endTurn' },
				{ type: 'endTurn' },
				{ type: 'lcDawn' },
				{ type: 'endTurn' }
			],
			toCompany
		);
		const { why: w } = await why({ type: 'rfDawn' }, next);
		expect(w.steps[0]!.values).toEqual({ n: 2, payments: 0 });
		expect(w.steps[1]!.values).toEqual({ funds: 1, posts: 1, vp: 0 });
		expect(w.outcome.values).toEqual({ player: 'Cai', vp: 0, funds: 3 });
	});

	it('a garrisoned trade post on Ana’s clearing spends her 2 funds and scores the first fox space', async () => {
		const paid = play([{ type: 'rfAdjust', field: 'funds', delta: 2, colour: 'ana' }], toCompany);
		const dawned = play([{ type: 'rfDawn' }], paid);
		const { after, why: w } = await why({ type: 'rfTradePost', suit: 'fox', ruler: 'ana' }, dawned);
		expect(w.steps[0]!.values).toEqual({ n: 2, who: 'Ana 2' });
		expect(w.steps[1]).toEqual({
			key: 'root.why.post.track',
			values: { suit: 'fox', k: 1, vp: after.vp.cai }
		});
		expect(w.outcome.values).toMatchObject({ player: 'Cai', from: 0, to: after.vp.cai });
	});

	it('an older trade post with typed VP says the track space was not recorded', async () => {
		const dawned = play([{ type: 'rfDawn' }], toCompany);
		const { why: w } = await why({ type: 'rfTradePost', suit: 'mouse', vp: 3 }, dawned);
		expect(w.steps[1]).toEqual({ key: 'root.why.missing.postTrack', values: { vp: 3 } });
		expect(w.inputs[1]!.text.key).toBe('root.why.missing.ruler');
	});

	it('the Vagabond buys a Hand card at 2: the Company puts 2 of its own warriors in payments', async () => {
		const atDev = play([{ type: 'rfDawn' }, { type: 'endTurn' }], toCompany);
		const a: LiveAction = { type: 'rfBuy', buyer: 'dev', service: 'hand', clearings: 0 };
		const { why: w } = await why(a, atDev);
		expect(w.inputs[0]!.text.values).toEqual({ service: 'hand', price: 2 });
		expect(w.steps[0]!.values).toEqual({ player: 'Dev', n: 2, vagabond: 'yes' });
		expect(w.outcome).toEqual({
			key: 'root.why.income.outcome',
			values: { player: 'Cai', from: 0, to: 2 }
		});
	});

	it('dominance, the Vagabond’s coalition with the fewest VP, and the dominance win with both', async () => {
		// Ben 3 VP, Cai 5, Ana 12; Dev the Vagabond 10, on its turn.
		const scored = play(
			[
				{ type: 'vp', player: 'ben', delta: 3 },
				{ type: 'endTurn' },
				{ type: 'rfDawn' },
				{ type: 'vp', player: 'cai', delta: 5 },
				{ type: 'endTurn' },
				{ type: 'vp', player: 'ana', delta: 12 },
				{ type: 'vp', player: 'dev', delta: 10 }
			],
			cultDawn
		);
		const coal = await why(
			{ type: 'coalition', player: 'dev', suit: 'bird', partner: 'ben' },
			scored
		);
		expect(coal.why.inputs.map((i) => [i.player, i.text.values?.n])).toEqual([
			['ana', 12],
			['ben', 3],
			['cai', 5]
		]);
		expect(coal.why.steps[0]!.values).toEqual({ n: 3, partner: 'Ben' });
		expect(coal.why.tie).toBeUndefined();
		// Ben's next turn: after its Dawn, 7 more VP make 10 and it plays the mouse card.
		const atBen = play(
			[
				{ type: 'endTurn' },
				{ type: 'endTurn' },
				{ type: 'lcDawn' },
				{ type: 'vp', player: 'ben', delta: 7 }
			],
			coal.after
		);
		const dom = await why({ type: 'dominance', player: 'ben', suit: 'mouse' }, atBen);
		expect(dom.why.inputs[0]!.text.values).toEqual({ player: 'Ben', n: 10 });
		expect(dom.why.outcome).toEqual({
			key: 'root.why.dom.outcome',
			values: { player: 'Ben', suit: 'mouse' }
		});
		const win = await why({ type: 'dominanceWin', player: 'ben' }, dom.after);
		expect(win.after.winners).toEqual(['ben', 'dev']);
		expect(win.why.inputs.map((i) => i.player)).toEqual(['ben', 'dev']);
		expect(win.why.steps[0]).toEqual({
			key: 'root.why.win.checked',
			values: { player: 'Ben', suit: 'mouse' }
		});
		expect(win.why.outcome).toEqual({
			key: 'root.why.win.outcome',
			values: { winners: 'Ben, Dev', count: 2 }
		});
		expect(explainResult(win.after, ctx)).toEqual(win.why);
	});

	it('a finished state with no winner says so in a sentence', async () => {
		const odd = { ...atStart, finished: true, winners: [] };
		expect(explainResult(odd, ctx)!.outcome).toEqual({ key: 'root.why.missing.winner' });
		expect(explainResult(atStart, ctx)).toBeNull();
	});

	it('a move that resolves nothing has no «why»', async () => {
		const after = play([{ type: 'endTurn' }], atStart);
		expect(await live.explain!({ type: 'endTurn' }, atStart, after, ctx)).toBeNull();
	});
});
