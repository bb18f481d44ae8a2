/**
 * The Company's Evening closes its Daylight (Reglamento 11.5 DÍA before 11.6 NOCHE, «11.6.2
 * Establecer Costes»): once it sets a price after its Dawn, its Daylight actions are refused
 * until its next turn. Older logs are rewritten so they replay to the same state (version 5).
 */
import { describe, expect, it } from 'vitest';
import { fold } from '$lib/games/core/log';
import { isInvalid, type GameAction, type SessionContext } from '$lib/games/core/types';
import {
	live,
	migrateV4,
	type LiveAction,
	type LiveState,
	type Options
} from '$lib/games/root/index';
import en from '$lib/games/root/messages/en';
import es from '$lib/games/root/messages/es';

// Ana Marquise (first), Ben Lizard Cult, Cai Riverfolk Company.
const FACTIONS = ['marquise', 'lizards', 'riverfolk'] as const;
const ctx: SessionContext<Options> = {
	players: ['ana', 'ben', 'cai'].map((id) => ({ id, name: id.toUpperCase(), color: '#000' })),
	options: { factions: [...FACTIONS], firstPlayer: 0 },
	seed: 'E',
	setup: { factions: [...FACTIONS], firstPlayer: 0 }
};
const TO_COMPANY: LiveAction[] = [
	{ type: 'lcChooseOutcast', suit: 'rabbit' },
	{ type: 'lcBuild', suit: 'fox' },
	{ type: 'rfSetPrice', service: 'hand', price: 2 },
	{ type: 'rfSetPrice', service: 'riverboats', price: 1 },
	{ type: 'rfSetPrice', service: 'mercenaries', price: 3 },
	{ type: 'endTurn' },
	{ type: 'lcDawn' },
	{ type: 'endTurn' },
	{ type: 'rfDawn' }
];
function play(actions: LiveAction[]): LiveState {
	const { state, refused } = fold(live, ctx, [...TO_COMPANY, ...actions]);
	expect(refused).toEqual([]);
	return state;
}
const refusal = (s: LiveState, a: LiveAction) => {
	const r = live.reduce(s, a, ctx);
	return isInvalid(r) ? r.reason.key : null;
};

describe('the Company’s Evening closes its Daylight (11.5 before 11.6)', () => {
	it('after a price set in its Evening, Move, Battle, Trade Post, Craft and Export are refused', () => {
		const daylight = play([{ type: 'rfAction', kind: 'move' }]);
		expect(refusal(daylight, { type: 'rfAction', kind: 'draw' })).toBeNull();
		const evening = play([
			{ type: 'rfAction', kind: 'move' },
			{ type: 'rfSetPrice', service: 'hand', price: 4 }
		]);
		expect(evening.riverfolk?.prices.hand).toBe(4);
		for (const a of [
			{ type: 'rfAction', kind: 'move' },
			{ type: 'rfAction', kind: 'battle' },
			{ type: 'rfTradePost', suit: 'fox', ruler: 'cai' },
			{ type: 'rfCraft', cost: 1, suits: { fox: 1 } },
			{ type: 'rfExport' }
		] as LiveAction[])
			expect(refusal(evening, a), a.type).toBe('root.error.companyEveningBegun');
		// The rest of its Evening stays open: another price, and the end of the turn.
		expect(refusal(evening, { type: 'rfSetPrice', service: 'riverboats', price: 2 })).toBeNull();
		expect(refusal(evening, { type: 'endTurn' })).toBeNull();
	});

	it('the phase refusals the table sees read whole in both languages (they name no player)', () => {
		for (const key of ['root.error.companyEveningBegun', 'root.error.birdsongOver'])
			for (const cat of [es, en]) {
				expect(cat[key], key).toBeTruthy();
				expect(cat[key], key).not.toMatch(/\{/);
			}
	});

	it('the starting prices (setup) do not close anything, and its next turn opens its Daylight again', () => {
		const next = play([
			{ type: 'rfSetPrice', service: 'hand', price: 4 },
			{ type: 'endTurn' },
			{ type: 'endTurn' },
			{ type: 'lcDawn' },
			{ type: 'endTurn' },
			{ type: 'rfDawn' }
		]);
		expect(next.riverfolk?.eveningBegun).toBe(false);
		expect(refusal(next, { type: 'rfAction', kind: 'move' })).toBeNull();
	});

	it('an older log with a price before a Daylight action replays, rewritten, to the same state', () => {
		const old = [
			...TO_COMPANY,
			{ type: 'rfSetPrice', service: 'hand', price: 4 },
			{ type: 'rfAction', kind: 'move' },
			{ type: 'rfAction', kind: 'draw' },
			{ type: 'vp', player: 'ana', delta: 2 },
			{ type: 'endTurn' }
		] as GameAction[];
		expect(fold(live, ctx, old as LiveAction[]).refused).toHaveLength(2);
		const migrated = migrateV4(old);
		expect(migrated.slice(TO_COMPANY.length).map((a) => a.type)).toEqual([
			'rfAction',
			'rfAction',
			'rfSetPrice',
			'vp',
			'endTurn'
		]);
		const { state, refused } = fold(live, ctx, migrated as LiveAction[]);
		expect(refused).toEqual([]);
		expect(state.riverfolk?.prices.hand).toBe(4);
		// The setup prices (before any Company Dawn) stay where they were.
		expect(migrated.slice(0, TO_COMPANY.length)).toEqual(TO_COMPANY);
	});
});
