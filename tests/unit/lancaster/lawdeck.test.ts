/**
 * The law deck as the rulebook builds it (../shared/data/lancaster.md «Law deck»: «grouped 0–4
 * on the back, shuffled per group and stacked 0 on top»), once the table has recorded each
 * card's printed group; and the app's deal as an offer the table may replace.
 */
import { describe, expect, it } from 'vitest';
import { isInvalid, type SessionContext } from '$lib/games/core/types';
import { fold } from '$lib/games/core/log';
import { LAW_IDS, type LawId } from '$lib/games/lancaster/data';
import { live, type LiveAction, type LiveState } from '$lib/games/lancaster/live';
import { groupsKnown, validateOptions, type Options } from '$lib/games/lancaster/options';
import { randomSetup } from '$lib/games/lancaster/setup';

const ids = ['ana', 'ben', 'cai'];
// A made-up grouping for the tests (the real one is printed only on the cards).
const groups = Object.fromEntries(LAW_IDS.map((l, i) => [l, i % 5])) as Record<LawId, number>;
const groupOf = (l: LawId) => groups[l];

describe('law groups 0–4', () => {
	it('options accept a partial or complete grouping, and refuse unknown laws or groups', () => {
		const base: Options = { twoPlayerAllies: false, lawDeck: 'app' };
		expect(validateOptions({ ...base, lawGroups: groups }, 3)).toBeNull();
		expect(validateOptions({ ...base, lawGroups: { goldPower: 2 } }, 3)).toBeNull();
		expect(validateOptions({ ...base, lawGroups: { goldPower: 5 } }, 3)).not.toBeNull();
		expect(validateOptions({ ...base, lawGroups: { nope: 1 } }, 3)).not.toBeNull();
		expect(groupsKnown({ goldPower: 2 })).toBe(false);
		expect(groupsKnown(groups)).toBe(true);
	});

	it('stacked by group, each group shuffled, 0 on top: every seed deals in group order', () => {
		for (let i = 0; i < 200; i++) {
			const s = randomSetup(`seed-${i}`, ids, {
				twoPlayerAllies: false,
				lawDeck: 'app',
				lawGroups: groups
			});
			const all = [...s.laws!.inForce, ...s.laws!.proposed, ...s.laws!.deck];
			expect(new Set(all).size).toBe(18);
			expect(s.laws!.stacked).toBe(true);
			const order = all.map(groupOf);
			expect(order).toEqual([...order].sort((a, b) => a - b));
		}
	});

	it('unknown groups: one shuffled deck as before (sessions without groups replay unchanged)', () => {
		const opts: Options = { twoPlayerAllies: false, lawDeck: 'app', lawGroups: { goldPower: 0 } };
		expect(randomSetup('K7QX2M', ids, opts)).toEqual(
			randomSetup('K7QX2M', ids, { twoPlayerAllies: false, lawDeck: 'app' })
		);
	});

	it('each round turns up the next three cards of the stack', () => {
		const options: Options = { twoPlayerAllies: false, lawDeck: 'app', lawGroups: groups };
		const ctx: SessionContext<Options> = {
			players: ids.map((id) => ({ id, name: id, color: '#000' })),
			options,
			seed: 'STACK2'
		};
		const s = live.init(ctx);
		const next = s.lawDeck.slice(0, 3);
		const after = live.reduce(
			{ ...s, step: 'battles', board: false },
			{ type: 'endRound' },
			ctx
		) as LiveState;
		expect(after.proposals).toEqual(next);
		expect(after.lawDeck).toEqual(s.lawDeck.slice(3));
	});
});

describe('the app’s deal is an offer', () => {
	const ctx: SessionContext<Options> = {
		players: ids.map((id) => ({ id, name: id, color: '#000' })),
		options: { twoPlayerAllies: false, lawDeck: 'app' },
		seed: 'OFFER3'
	};

	it('before the first vote the table enters what it turned up; the offered cards go back on top', () => {
		const s = live.init(ctx);
		const offered = s.proposals;
		const drawn = s.lawDeck.slice(4, 7);
		const r = live.reduce(s, { type: 'recordLaws', proposed: drawn }, ctx);
		expect(isInvalid(r)).toBe(false);
		const t = r as LiveState;
		expect(t.proposals).toEqual(drawn);
		expect(t.lawDeck.slice(0, 3)).toEqual(offered);
		expect(t.lawDeck).toHaveLength(12);
		expect(t.lawDeck.some((l) => drawn.includes(l))).toBe(false);
		// Round 1: the laws in force too.
		const inForce = t.lawDeck.slice(3, 6);
		const u = live.reduce(t, { type: 'recordLaws', inForce, proposed: drawn }, ctx) as LiveState;
		expect(u.lawsInForce).toEqual(inForce);
		expect(u.lawDeck).toHaveLength(12);
	});

	it('once a vote has begun the laws stay; a law used twice is refused', () => {
		const s = live.init(ctx);
		const opened = live.reduce(s, { type: 'endTroops', legacy: true }, ctx) as LiveState;
		const voted = fold(live, ctx, [
			{ type: 'endTroops', legacy: true },
			{ type: 'cast', player: opened.ballot!.order[0], yes: true, tokens: 0 }
		] as LiveAction[]).state;
		const again = live.reduce(voted, { type: 'recordLaws', proposed: s.lawDeck.slice(0, 3) }, ctx);
		expect(isInvalid(again) && again.reason.key).toBe('lancaster.error.lawsAlreadyVoted');
		const twice = live.reduce(
			s,
			{ type: 'recordLaws', proposed: [s.lawDeck[0]!, s.lawDeck[0]!, s.lawDeck[1]!] },
			ctx
		);
		expect(isInvalid(twice) && twice.reason.key).toBe('lancaster.error.lawUsed');
		// In the ballot step, before anyone voted, the new first law opens the ballot.
		const re = live.reduce(
			opened,
			{ type: 'recordLaws', proposed: s.lawDeck.slice(0, 3) },
			ctx
		) as LiveState;
		expect(re.ballot!.law).toBe(s.lawDeck[0]);
	});
});
