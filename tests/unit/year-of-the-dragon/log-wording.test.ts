// The log's words: each describe() line read as the Log tab shows it,
// in Spanish and English — the month said once (the log line's own prefix), units on every
// number, one word for old persons («mayor»), the gender of the person released, no card
// name said twice.
import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { Rng } from '$lib/games/core/rng';
import type { ActionCard } from '$lib/games/year-of-the-dragon/data';
import { isInvalid, type MessageRef } from '$lib/games/core/types';
import { en as coreEn } from '$lib/i18n/en';
import { es as coreEs } from '$lib/i18n/es';
import { describeLog } from '$lib/session/history';
import en from '$lib/games/year-of-the-dragon/messages/en';
import es from '$lib/games/year-of-the-dragon/messages/es';
import { live, type LiveAction, type LiveState } from '$lib/games/year-of-the-dragon/state';
import { botAction, ctxFor, handState, old, palace, young } from './helpers';

const CATALOGUES = { es: { ...coreEs, ...es }, en: { ...coreEn, ...en } } as Record<
	'es' | 'en',
	Record<string, string>
>;

function text(lang: 'es' | 'en', ref: MessageRef): string {
	const values = Object.fromEntries(
		Object.entries(ref.values ?? {}).map(([k, v]) => [
			k,
			typeof v === 'object' && v !== null && 'key' in v ? text(lang, v as MessageRef) : v
		])
	);
	return String(new IntlMessageFormat(CATALOGUES[lang][ref.key], lang).format(values));
}

/** A line as the Log tab writes it: «Mes 3 — …» (the month said by the log, once). */
function logLine(lang: 'es' | 'en', round: number | null, ref: MessageRef): string {
	return text(lang, {
		key: 'session.logLine',
		values: {
			round: round === null ? 'none' : String(round),
			text: text(lang, ref),
			game: 'year_of_the_dragon'
		}
	});
}

const ctx = ctxFor(3);
const action = handState(
	ctx,
	{
		phase: 'action',
		groups: [
			['taxes', 'build', 'harvest'],
			['fireworks', 'parade'],
			['research', 'privilege']
		],
		dragons: [['p1'], [], []]
	},
	[{ palaces: [palace(2, young('farmer'), old('pyrotechnist')), palace(2)], yuan: 1 }]
);

function both(a: LiveAction, before: LiveState = action): [string, string] {
	const ref = live.describe(a, before, ctx);
	return [text('es', ref), text('en', ref)];
}

describe('log lines of a month say what happened, with units, in both languages', () => {
	it('actions: the yield and the price of joining a group carry their unit', () => {
		const take = (group: number, card: ActionCard) =>
			both({ type: 'takeAction', player: 'p0', group, card, privilege: 'small' });
		expect(take(0, 'taxes')).toEqual([
			'Anna cobra Impuestos (grupo 1): +2 yuanes, tras pagar 3 yuanes por el grupo.',
			'Anna collects Taxes (group 1): +2 yuan, after paying 3 yuan for the group.'
		]);
		// Anna's old pyrotechnist adds 2 rockets to the card's 1.
		expect(take(1, 'fireworks')).toEqual([
			'Anna hace Fuegos artificiales (grupo 2): +3 fichas de fuegos.',
			'Anna takes Fireworks (group 2): +3 fireworks tiles.'
		]);
		expect(take(1, 'parade')).toEqual([
			'Anna hace un Desfile militar (grupo 2): avanza 1 casilla en el registro de personas.',
			'Anna holds a Military parade (group 2): 1 space on the person track.'
		]);
		expect(take(0, 'harvest')).toEqual([
			'Anna Cosecha (grupo 1): +2 de arroz, tras pagar 3 yuanes por el grupo.',
			'Anna Harvests (group 1): +2 rice, after paying 3 yuan for the group.'
		]);
		expect(take(2, 'privilege')).toEqual([
			'Anna compra un privilegio pequeño por 2 yuanes (grupo 3).',
			'Anna buys a small privilege for 2 yuan (group 3).'
		]);
		expect(both({ type: 'noAction', player: 'p0' })).toEqual([
			'Anna no hace ninguna acción y completa hasta 3 yuanes (+2 yuanes).',
			'Anna takes no action and tops up to 3 yuan (+2 yuan).'
		]);
		const rich = handState(ctx, { phase: 'action' }, [{ yuan: 5 }]);
		expect(both({ type: 'noAction', player: 'p0' }, rich)).toEqual([
			'Anna no hace ninguna acción (ya tiene 3 yuanes o más).',
			'Anna takes no action (already 3 yuan or more).'
		]);
	});

	it('persons: «mayor» for an old person, the right gender when released, the card never named twice', () => {
		const person = handState(ctx, { phase: 'person' });
		expect(
			both({ type: 'recruit', player: 'p0', card: 'wild', person: old('monk'), palace: 1 }, person)
		).toEqual([
			'Anna aloja a Monje (mayor) en el palacio 2.',
			'Anna puts a Monk (old) in palace 2.'
		]);
		expect(
			both(
				{ type: 'recruit', player: 'p0', card: 'farmer', person: young('farmer'), palace: null },
				person
			)
		).toEqual([
			'Anna toma Granjero (joven) y lo libera enseguida (palacios llenos).',
			'Anna takes a Farmer (young) and releases them at once (palaces full).'
		]);
		expect(
			both(
				{
					type: 'recruit',
					player: 'p0',
					card: 'courtLady',
					person: young('courtLady'),
					palace: null
				},
				person
			)[0]
		).toBe('Anna toma Dama de la corte (joven) y la libera enseguida (palacios llenos).');
		expect(
			both(
				{
					type: 'recruit',
					player: 'p0',
					card: 'monk',
					person: young('monk'),
					palace: 0,
					replace: old('pyrotechnist')
				},
				person
			)
		).toEqual([
			'Anna aloja a Monje (joven) en el palacio 1 y libera a Pirotécnico (mayor).',
			'Anna puts a Monk (young) in palace 1, releasing a Pyrotechnist (old).'
		]);
	});

	it('the table’s own deal and row are sentences like every other line', () => {
		const start = handState(ctx, { phase: 'start', month: 0 });
		expect(both({ type: 'dealMode', byTable: true }, start)).toEqual([
			'La mesa reparte las cartas de acción.',
			'The table deals the action cards.'
		]);
		expect(both({ type: 'setEventRow', row: start.eventRow }, start)).toEqual([
			'La mesa introduce su fila de eventos.',
			'The table enters its own event row.'
		]);
	});

	it('corrections name the field in the language’s own case', () => {
		expect(both({ type: 'adjust', player: 'p0', field: 'yuan', value: 3 })).toEqual([
			'Corrección: Yuanes de Anna = 3.',
			"Correction: Anna's yuan = 3."
		]);
	});
});

describe('a whole game’s log, as the Log tab shows it', () => {
	// A bot plays a legal 3-player game; every line is rendered the way SessionLog does.
	const g = ctxFor(3, 'LOG-1', { firstPlayer: null });
	const rng = new Rng('bot-LOG-1');
	let s = live.init(g);
	const entries = [];
	for (let seq = 1; s.phase !== 'finished' && seq < 500; seq++) {
		const a = botAction(s, rng);
		const next = live.reduce(s, a, g);
		if (isInvalid(next)) throw new Error('the bot made an illegal move');
		s = next;
		entries.push({ seq, at: seq, id: `e${seq}`, parent: null, kind: 'do' as const, action: a });
	}
	const lines = describeLog(live, g, entries);

	it('says the month once: «Mes 3 — Contagio…», never «Mes 3 — Mes 3»', () => {
		expect(s.phase).toBe('finished');
		const events = lines.filter((l) => l.text.key === 'year-of-the-dragon.log.resolveEvent');
		expect(events.map((l) => l.round)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
		expect(logLine('es', 1, events[0].text)).toMatch(/^Mes 1 — Paz; decadencia y puntuación\.$/);
		expect(logLine('en', 1, events[0].text)).toMatch(/^Month 1 — Peace; decay and scoring\.$/);
		for (const lang of ['es', 'en'] as const)
			for (const l of lines) {
				const line = logLine(lang, l.round, l.text);
				expect(line).not.toMatch(/(Mes|Month) \d+ — .*(Mes|Month) \d+/);
			}
	});

	it('every line is a whole sentence without raw keys, «viejo» or a «liberado/a»', () => {
		for (const lang of ['es', 'en'] as const)
			for (const l of lines) {
				const line = logLine(lang, l.round, l.text);
				expect(line, line).toMatch(/\.$/);
				expect(line, line).not.toMatch(/[{}]|year-of-the-dragon\.|undefined|NaN/);
				expect(line, line).not.toMatch(/viej|\/a\b/);
				// «liberado/a» only agrees with «persona(s)»; a person by type is «lo/la libera».
				expect(line.replace(/personas? liberadas?/g, ''), line).not.toMatch(/liberad/);
			}
	});

	it('every number a line gives has its unit (yuan, floors, rice, tiles, spaces, points)', () => {
		for (const l of lines.filter((x) => x.text.key.startsWith('year-of-the-dragon.log.action.'))) {
			const line = logLine('es', l.round, l.text);
			expect(line, line).toMatch(
				/\+\d+ (yuan|yuanes|piso|pisos|de arroz|ficha de fuegos|fichas de fuegos|punto|puntos)\b|avanza \d+ casillas?|por \d+ yuanes/
			);
			expect(line, line).not.toMatch(/pagar \d+ por/);
		}
	});
});
