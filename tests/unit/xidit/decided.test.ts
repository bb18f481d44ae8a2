/**
 * What decided the Saviour of the Kingdom, for the shared result line: the ghost outlasting
 * every player, a tie in the last evaluation settled by the rulebook (units, seat, the ghost
 * losing ties), the richest player's fall; a winner who was also the richest by a clear margin
 * says nothing more. Both the live flow and the quick scorer carry it in their summary.
 */
import IntlMessageFormat from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { isInvalid, type MessageRef, type SessionContext } from '$lib/games/core/types';
import {
	blankRegions,
	defaultOptions,
	live,
	scorer,
	type LiveAction,
	type LiveState,
	type Options,
	type ScorerAction
} from '$lib/games/xidit/state';
import { decidedOf } from '$lib/games/xidit/decided';
import { explainFinalEvaluation, type XiditFinalPlayer } from '$lib/games/xidit/scoring';
import es from '$lib/games/xidit/messages/es';
import en from '$lib/games/xidit/messages/en';

const NAMES: Record<string, string> = { ana: 'Ana', ben: 'Ben', cai: 'Cai', dia: 'Dia' };
const name = (id: string) => NAMES[id]!;
const say = (lang: 'es' | 'en', ref: MessageRef) =>
	String(new IntlMessageFormat((lang === 'es' ? es : en)[ref.key]!, lang).format(ref.values));

/** Players in seat order: [sovereigns, guild levels, units]; no bards, so reputation is 0. */
const players = (rows: [number, number, number][]): XiditFinalPlayer[] =>
	rows.map(([sovereigns, guildLevels, units], seat) => ({
		id: Object.keys(NAMES)[seat]!,
		seat,
		sovereigns,
		guildLevels,
		units,
		bards: {}
	}));
const unitsOf = (ps: XiditFinalPlayer[]) => Object.fromEntries(ps.map((p) => [p.id, p.units]));

describe('Xidit: what decided the Saviour', () => {
	it('the richest player out at the influence evaluation is named with that evaluation', () => {
		const ps = players([
			[10, 0, 0],
			[4, 5, 0],
			[3, 4, 0],
			[1, 6, 0]
		]);
		ps[1]!.bards = { region1: 1 };
		const r = explainFinalEvaluation({
			players: ps,
			regions: [{ id: 'region1', first: 5, second: 2 }],
			order: ['wealth', 'influence', 'reputation']
		});
		expect(r.winner).toBe('ben');
		const { decidedBy } = decidedOf(r, name, unitsOf(ps));
		expect(decidedBy?.key).toBe('xidit.decided.richest');
		expect(say('en', decidedBy!)).toBe(
			'Ana, with the most Sovereigns (10), left at Evaluation 2 (Influence)'
		);
		expect(say('es', decidedBy!)).toBe(
			'Ana, con más Soberanos (10), salió en la Evaluación 2 (Influencia)'
		);
	});

	it('the ghost outlasting every player names the last player out', () => {
		const ps = players([
			[5, 5, 0],
			[4, 4, 0],
			[3, 3, 0]
		]);
		const r = explainFinalEvaluation({
			players: ps,
			regions: [],
			order: ['wealth', 'influence', 'reputation'],
			ghost: { wealth: 9, influence: 9, reputation: 9 }
		});
		expect(r.winner).toBe('ghost');
		const { decidedBy } = decidedOf(r, name, unitsOf(ps));
		expect(say('en', decidedBy!)).toBe(
			'The ghost player saves the Kingdom: Ana was the last player out, at Evaluation 3 (Reputation)'
		);
		expect(say('es', decidedBy!)).toBe(
			'El Jugador Fantasma salva el Reino: Ana fue el último jugador en salir, en la Evaluación 3 (Reputación)'
		);
	});

	it('a tie in the last evaluation broken by units behind the screen says the units', () => {
		const ps = players([
			[3, 2, 1],
			[3, 2, 4],
			[3, 2, 3],
			[3, 2, 2]
		]);
		const r = explainFinalEvaluation({
			players: ps,
			regions: [],
			order: ['wealth', 'influence', 'reputation']
		});
		const { decidedBy } = decidedOf(r, name, unitsOf(ps));
		expect(say('en', decidedBy!)).toBe(
			'Ben wins the tie at Reputation 0 against Cai: more units behind the screen (4 to 3)'
		);
		expect(say('es', decidedBy!)).toBe(
			'Ben gana el empate a 0 de Reputación con Cai: más Unidades tras la Pantalla (4 frente a 3)'
		);
	});

	it('a tie on units too goes to the player closer to the first player', () => {
		const ps = players([
			[3, 2, 2],
			[3, 2, 2],
			[3, 2, 1],
			[3, 2, 1]
		]);
		const r = explainFinalEvaluation({
			players: ps,
			regions: [],
			order: ['influence', 'wealth', 'reputation']
		});
		const { decidedBy } = decidedOf(r, name, unitsOf(ps));
		expect(say('en', decidedBy!)).toBe(
			'Ana wins the tie at Reputation 0 against Ben: closer to the first player'
		);
		expect(say('es', decidedBy!)).toMatch(/^Ana gana el empate .* más cerca del Jugador Inicial$/);
	});

	it('a tie with the ghost in the last evaluation: the ghost loses every tie', () => {
		const ps = players([
			[5, 5, 0],
			[1, 1, 0],
			[2, 2, 0]
		]);
		const r = explainFinalEvaluation({
			players: ps,
			regions: [],
			order: ['wealth', 'influence', 'reputation'],
			ghost: { wealth: 3, influence: 3, reputation: 0 }
		});
		const { decidedBy } = decidedOf(r, name, unitsOf(ps));
		expect(say('en', decidedBy!)).toBe(
			'Ana wins the tie at Reputation 0 against the ghost player: the ghost player loses every tie'
		);
		expect(say('es', decidedBy!)).toBe(
			'Ana gana el empate a 0 de Reputación con el Jugador Fantasma: el Jugador Fantasma pierde todos los empates'
		);
	});

	it('the richest player winning the last evaluation outright says nothing more', () => {
		const ps = players([
			[9, 5, 0],
			[1, 4, 0],
			[2, 3, 0],
			[3, 2, 0]
		]);
		const regions = [{ id: 'region1', first: 5, second: 2 }];
		ps[0]!.bards = { region1: 2 };
		const r = explainFinalEvaluation({
			players: ps,
			regions,
			order: ['influence', 'wealth', 'reputation']
		});
		expect(r.winner).toBe('ana');
		expect(decidedOf(r, name, unitsOf(ps))).toEqual({});
	});
});

const ctx: SessionContext<Options> = {
	players: Object.entries(NAMES).map(([id, n], i) => ({
		id,
		name: n,
		color: ['red', 'blue', 'green', 'black'][i]!
	})),
	options: defaultOptions(),
	seed: 'XIDIT-DECIDED'
};
/** Everyone equal but for the units behind the screen: Ana's 4 settle every evaluation. */
const UNITS: Record<string, number> = { ana: 4, ben: 3, cai: 2, dia: 1 };

describe('Xidit summaries carry what decided the Saviour', () => {
	it('live: the evaluate move leaves the units tie-break in the summary', () => {
		const actions: LiveAction[] = blankRegions().map((r) => ({
			type: 'setRegion',
			region: r.id,
			label: '',
			first: 4,
			second: 2,
			mark: 0
		}));
		actions.push({ type: 'startEvaluation' });
		for (const p of ctx.players) {
			actions.push({ type: 'setFinal', player: p.id, field: 'sovereigns', value: 3 });
			actions.push({ type: 'setFinal', player: p.id, field: 'guildLevels', value: 2 });
			actions.push({ type: 'setFinal', player: p.id, field: 'units', value: UNITS[p.id]! });
		}
		actions.push({ type: 'evaluate' });
		let s: LiveState = live.init(ctx);
		for (const a of actions) {
			const next = live.reduce(s, a, ctx);
			if (isInvalid(next)) throw new Error(`${a.type}: ${next.reason.key}`);
			s = next;
		}
		const { decidedBy } = live.summarize(s, ctx);
		expect(decidedBy?.key).toBe('xidit.decided.tie');
		expect(decidedBy?.values).toMatchObject({
			winner: 'Ana',
			other: 'Ben',
			how: 'fewerUnits',
			units: 4,
			otherUnits: 3
		});
	});

	it('quick scorer: «finish» leaves the units tie-break in the summary', () => {
		const actions: ScorerAction[] = [
			{ type: 'setOrder', order: ['wealth', 'influence', 'reputation'] },
			{ type: 'setFirstPlayer', player: 'ana' },
			...blankRegions().map((r): ScorerAction => ({
				type: 'setRegion',
				region: r.id,
				label: '',
				first: 6,
				second: 3,
				mark: r.mark
			})),
			...ctx.players.flatMap((p): ScorerAction[] => [
				{ type: 'set', player: p.id, field: 'sovereigns', value: 3 },
				{ type: 'set', player: p.id, field: 'guildLevels', value: 2 },
				{ type: 'set', player: p.id, field: 'units', value: UNITS[p.id]! }
			]),
			{ type: 'finish' }
		];
		let s = scorer.init(ctx);
		for (const a of actions) {
			const next = scorer.reduce(s, a, ctx);
			if (isInvalid(next)) throw new Error(`${a.type}: ${next.reason.key}`);
			s = next;
		}
		const { decidedBy } = scorer.summarize(s, ctx);
		expect(say('en', decidedBy!)).toBe(
			'Ana wins the tie at Reputation 0 against Ben: more units behind the screen (4 to 3)'
		);
	});
});
