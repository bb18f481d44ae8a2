/**
 * What settled a finished game, for the shared result line: Root's dominance card and the
 * Vagabond's coalition win whatever the points, and say so; a 30 VP win needs no words.
 */
import { describe, expect, it } from 'vitest';
import IntlMessageFormat from 'intl-messageformat';
import type { MessageRef, SessionContext } from '$lib/games/core/types';
import { live, type LiveState, type Options } from '$lib/games/root/index';
import es from '$lib/games/root/messages/es';
import en from '$lib/games/root/messages/en';

const FACTIONS = ['marquise', 'eyrie', 'vagabond'] as const;
const ctx = {
	players: [
		{ id: 'ana', name: 'Ana', color: '#c00' },
		{ id: 'carla', name: 'Carla', color: '#0c0' },
		{ id: 'vaga', name: 'Vaga', color: '#00c' }
	],
	options: { factions: [...FACTIONS], firstPlayer: 0 },
	seed: 'WHY',
	setup: { factions: [...FACTIONS], firstPlayer: 0 }
} as unknown as SessionContext<Options>;

const finished = (patch: Partial<LiveState>): LiveState => ({
	...live.init(ctx),
	vp: { ana: 22, carla: 18, vaga: 15 },
	finished: true,
	...patch
});
const say = (ref: MessageRef | undefined, lang: 'es' | 'en') =>
	String(new IntlMessageFormat((lang === 'es' ? es : en)[ref!.key]!, lang).format(ref!.values));

describe('Root: what settled the game', () => {
	it('a dominance card that held names its holder and suit, though another has more VP', () => {
		const s = finished({ winners: ['carla'], dominance: [{ player: 'carla', suit: 'fox' }] });
		const summary = live.summarize(s, ctx);
		expect(summary.winners).toEqual(['carla']);
		expect(say(summary.decidedBy, 'es')).toBe(
			'Carla gana por su carta de dominio (zorro), no por los PV'
		);
		expect(say(summary.decidedBy, 'en')).toBe('Carla wins by a dominance card (fox), not by VP');
	});

	it('a Vagabond in coalition is named beside the player it won with', () => {
		const s = finished({
			winners: ['ana', 'vaga'],
			dominance: [{ player: 'vaga', suit: 'bird', partner: 'ana' }]
		});
		expect(say(live.summarize(s, ctx).decidedBy, 'en')).toBe('Vaga wins in coalition with Ana');
	});

	it('a 30 VP win, and a game still running, say nothing more', () => {
		expect(live.summarize(finished({ winners: ['ana'] }), ctx).decidedBy).toBeUndefined();
		expect(live.summarize(live.init(ctx), ctx).decidedBy).toBeUndefined();
	});
});
