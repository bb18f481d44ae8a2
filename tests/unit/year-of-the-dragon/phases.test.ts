/**
 * The live flow's phases as data: core refuses a move outside its phase with the game's words
 * for that phase, and a pick out of turn with core's words naming whose turn it is; both read as
 * the table reads them in Spanish and English.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { isInvalid, type MessageRef } from '$lib/games/core/types';
import { en as coreEn } from '$lib/i18n/en';
import { es as coreEs } from '$lib/i18n/es';
import en from '$lib/games/year-of-the-dragon/messages/en';
import es from '$lib/games/year-of-the-dragon/messages/es';
import { initLive, live, type LiveAction } from '$lib/games/year-of-the-dragon/state';
import { ctxFor, handState } from './helpers';

const cats = { es: { ...coreEs, ...es }, en: { ...coreEn, ...en } } as Record<
	'es' | 'en',
	Record<string, string>
>;
const text = (lang: 'es' | 'en', r: MessageRef) =>
	String(new IntlMessageFormat(cats[lang][r.key]!, lang).format(r.values ?? {}));
const ctx = ctxFor(3);

function refusal(state: Parameters<typeof live.reduce>[0], a: LiveAction): MessageRef {
	const r = live.reduce(state, a, ctx);
	if (!isInvalid(r)) throw new Error(`accepted: ${a.type}`);
	return r.reason;
}

describe('year of the dragon phases', () => {
	it('a move outside its phase reads «not now: this is the … phase» in both languages', () => {
		const cases = [
			[initLive(ctx), { type: 'noAction', player: 'p0' }, 'Setup', 'Preparación'],
			[
				handState(ctx, { phase: 'action', month: 1 }),
				{ type: 'resolveEvent', releases: {} },
				'Action',
				'Acción'
			],
			[
				handState(ctx, { phase: 'person', month: 1 }),
				{ type: 'noAction', player: 'p0' },
				'Person',
				'Persona'
			],
			[
				handState(ctx, { phase: 'event', month: 1, order: [], done: [] }),
				{ type: 'oldestPlayer', player: 'p0' },
				'Event',
				'Evento'
			],
			[
				handState(ctx, { phase: 'finished', month: 12, order: [], done: [] }),
				{ type: 'setGroups', groups: [] },
				'Game over',
				'Fin del juego'
			]
		] as const;
		for (const [state, action, enName, esName] of cases) {
			const r = refusal(state, action as LiveAction);
			expect(text('en', r)).toBe(`Not now: this is the ${enName} phase.`);
			expect(text('es', r)).toBe(`Ahora no se puede: estamos en la fase ${esName}.`);
		}
	});

	it('a pick out of turn names whose turn it is in both languages', () => {
		const r = refusal(initLive(ctx), {
			type: 'startingPair',
			player: 'p1',
			persons: ['monk', 'farmer'],
			palaces: [0, 1]
		});
		expect(text('en', r)).toBe('It is Anna’s turn. Nothing was changed.');
		expect(text('es', r)).toBe('Es el turno de Anna. No se ha cambiado nada.');
	});

	it('corrections are allowed in every phase, after the end too', () => {
		for (const phase of ['start', 'action', 'person', 'event', 'finished'] as const) {
			const s = handState(ctx, { phase, month: phase === 'start' ? 0 : 1 });
			const r = live.reduce(s, { type: 'adjust', player: 'p1', field: 'yuan', value: 4 }, ctx);
			expect(isInvalid(r), phase).toBe(false);
		}
	});

	it('the bar names the setup step, a month’s phase with its event, and nobody once the game is over', () => {
		expect(live.glance!(initLive(ctx), ctx).phase).toEqual({
			key: 'year-of-the-dragon.phase.start'
		});
		const person = handState(ctx, { phase: 'person', month: 1 });
		expect(live.glance!(person, ctx)).toMatchObject({
			phase: { key: 'year-of-the-dragon.glance', values: { phase: 'person', event: 'peace' } },
			turn: person.order[0]
		});
		expect(
			live.glance!(handState(ctx, { phase: 'finished', month: 12, order: [], done: [] }), ctx)
		).toEqual({ phase: null, turn: null, rules: null });
	});

	it('the bar names the month’s event by its short name (the step’s heading says it whole): «Evento · Festival», never longer than «Persona · Mongoles»', () => {
		const events = ['peace', 'tribute', 'drought', 'festival', 'mongols', 'contagion'] as const;
		for (const lang of ['es', 'en'] as const)
			for (const phase of ['action', 'person', 'event'] as const)
				for (const event of events) {
					const bar = text(lang, { key: 'year-of-the-dragon.glance', values: { phase, event } });
					expect(bar.split(' · ')[1], `${lang} ${phase} ${event}`).toBe(
						cats[lang][`year-of-the-dragon.eventShort.${event}`]
					);
					expect(bar.length, bar).toBeLessThanOrEqual(18);
				}
	});
});
