/**
 * Issue 31: a table that picked a faction wrong corrects a seat's faction after the start — a
 * logged, undoable action whose limits (what may change, and when) the pure code enforces.
 */
import { describe, expect, it } from 'vitest';
import { isInvalid, type Invalid, type SessionContext } from '$lib/games/core/types';
import { fold } from '$lib/games/core/log';
import { live, module, type LiveAction, type LiveState, type Options } from '$lib/games/root/index';
import { actingFaction } from '$lib/games/root/turn';
import en from '$lib/games/root/messages/en';
import es from '$lib/games/root/messages/es';
import { IntlMessageFormat } from 'intl-messageformat';

const ctx: SessionContext<Options> = {
	players: [
		{ id: 'ana', name: 'Ana', color: '#c00' },
		{ id: 'ben', name: 'Ben', color: '#0c0' },
		{ id: 'cai', name: 'Cai', color: '#00c' },
		{ id: 'dev', name: 'Dev', color: '#cc0' }
	],
	options: { factions: ['marquise', 'lizards', 'riverfolk', 'vagabond'], firstPlayer: 0 },
	seed: 'ROOT42'
};
const withSetup = { ...ctx, setup: module.drawSetup!(ctx) } as SessionContext<Options>;

function run(actions: LiveAction[]) {
	return fold(live, withSetup, actions);
}
function refusal(state: LiveState, a: LiveAction): Invalid['reason'] {
	const r = live.reduce(state, a, withSetup);
	expect(isInvalid(r)).toBe(true);
	return (r as Invalid).reason;
}
const set = (player: string, faction: string): LiveAction =>
	({ type: 'setFaction', player, faction }) as LiveAction;

describe('setFaction: a seat’s faction corrected after the start', () => {
	it('changes the seat’s faction and keeps its VP; statistics and the top bar follow', () => {
		const { state, skipped } = run([{ type: 'vp', player: 'ana', delta: 3 }, set('ana', 'eyrie')]);
		expect(skipped).toEqual([]);
		expect(state.factions).toEqual(['eyrie', 'lizards', 'riverfolk', 'vagabond']);
		expect(state.vp.ana).toBe(3);
		expect(actingFaction(state, withSetup)).toBe('eyrie');
		expect(live.glance!(state, withSetup).phase?.values?.faction).toBe('eyrie');
		expect(live.summarize(state, withSetup).figures?.factionOf).toMatchObject({ ana: 'eyrie' });
	});

	it('is written in the log against the faction it replaces, in both languages', () => {
		const before = live.init(withSetup);
		const line = live.describe(set('dev', 'eyrie'), before, withSetup);
		expect(line.key).toBe('root.log.setFaction');
		const text = (cat: Record<string, string>, lang: string) =>
			String(new IntlMessageFormat(cat[line.key]!, lang).format(line.values ?? {}));
		expect(text(en, 'en')).toBe('Correction: Dev plays the Eyrie Dynasties (not the Vagabond)');
		expect(text(es, 'es')).toBe(
			'Corrección: Dev juega con Dinastías de las Aves (no con Vagabundo)'
		);
	});

	it('is undone by dropping it from the log: the stored setup’s factions come back', () => {
		const { state } = run([set('ana', 'eyrie')]);
		expect(state.factions?.[0]).toBe('eyrie');
		const undone = run([]).state;
		expect(undone.factions).toBeUndefined();
		expect(actingFaction(undone, withSetup)).toBe('marquise');
	});

	it('refuses the same faction, a faction already at another seat, a lone second Vagabond', () => {
		const s = live.init(withSetup);
		expect(refusal(s, set('ana', 'marquise')).key).toBe('root.error.setFaction.same');
		expect(refusal(s, set('ana', 'riverfolk')).key).toBe('root.error.options.duplicate');
		expect(refusal(s, set('dev', 'vagabond2')).key).toBe('root.error.options.secondVagabond');
		expect(refusal(s, set('ana', 'nobody')).key).toBe('root.error.setFaction.unknown');
		expect(refusal(s, set('zed', 'eyrie')).key).toBe('root.error.unknownPlayer');
	});

	it('moves the Cult’s board with its faction while nothing is recorded on it, then refuses', () => {
		// Ben was seated as the Cult by mistake; Ana is the Cult's player.
		const moved = run([set('ben', 'eyrie'), set('ana', 'lizards')]);
		expect(moved.skipped).toEqual([]);
		expect(moved.state.lizards?.player).toBe('ana');
		expect(moved.state.factions).toEqual(['lizards', 'eyrie', 'riverfolk', 'vagabond']);
		// Once the Cult's board holds something (the Outcast chosen), it cannot leave its seat.
		const chosen = run([{ type: 'lcChooseOutcast', suit: 'mouse' }]).state;
		const r = refusal(chosen, set('ben', 'eyrie'));
		expect(r.key).toBe('root.error.setFaction.recorded');
		expect(r.values).toMatchObject({ faction: 'lizards' });
	});

	it('brings the Company in fresh for its new seat and takes it away when it leaves', () => {
		const { state } = run([set('cai', 'duchy')]);
		expect(state.riverfolk).toBeNull();
		const back = run([set('cai', 'duchy'), set('ana', 'riverfolk')]).state;
		expect(back.riverfolk?.player).toBe('ana');
		expect(back.riverfolk?.payments).toEqual({ ana: 3 });
		const priced = run([{ type: 'rfSetPrice', service: 'hand', price: 2 }]).state;
		expect(refusal(priced, set('cai', 'duchy')).key).toBe('root.error.setFaction.recorded');
	});

	it('refuses a seat with a dominance card out and any correction after the end', () => {
		const s = live.init(withSetup);
		const dom: LiveState = { ...s, dominance: [{ player: 'ana', suit: 'fox' }] };
		expect(refusal(dom, set('ana', 'eyrie')).key).toBe('root.error.setFaction.dominance');
		expect(refusal({ ...s, finished: true }, set('ana', 'eyrie')).key).toBe('root.error.finished');
	});

	it('is open on any turn (it corrects the setup, not a move of the acting faction)', () => {
		const s = live.init(withSetup);
		const later: LiveState = { ...s, turn: 2, round: 3 };
		expect(isInvalid(live.reduce(later, set('ana', 'eyrie'), withSetup))).toBe(false);
	});
});
