/**
 * The quick scorer, on the core factory: the numbers each player reads off the table (`set`),
 * their palaces as one structured table value (`setPalaces`), then the final scoring.
 * Action names and payloads are those of version 1, so stored quick-score logs replay as recorded.
 */
import { winnersOf } from '../core/ranking';
import * as v from 'valibot';
import { hasOwn, isRecord } from '../core/checks';
import { move } from '../core/define';
import { countField, defineScorer, type ScorerState as CoreScorerState } from '../core/scorer';
import { invalid, type Flow, type Invalid, type MessageRef } from '../core/types';
import { PERSON_TYPES, type Age } from './data';
import { supplyFor, type PersonTile } from './rules';
import {
	decidedOf,
	finalBreakdown,
	finalScore,
	placesOf,
	type FinalPlayer,
	type FinalResult
} from './scoring';
import { type Ctx, type YotdOptions, MAX_COUNT } from './options';
import { countTiles, name, palacesError } from './model';

export type ScorerField =
	'score' | 'personTrack' | 'personTrackStack' | 'yuan' | 'rice' | 'fireworks';
export const SCORER_FIELDS: readonly ScorerField[] = [
	'score',
	'personTrack',
	'personTrackStack',
	'yuan',
	'rice',
	'fireworks'
];

/**
 * A palace at the end of the game. `persons` are the tiles whose type was entered (the quick
 * scorer enters only monks: their Buddhas count); `others` counts the other persons, whose
 * type the final scoring does not need (absent = 0, as every version-1 palace).
 */
export interface ScorerPalace {
	readonly floors: number;
	readonly persons: readonly PersonTile[];
	readonly others?: number;
}

export interface ScorerTable {
	/** Per player id. */
	readonly palaces: Readonly<Record<string, readonly ScorerPalace[]>>;
}

export type ScorerState = CoreScorerState<ScorerTable, FinalResult[]>;

export type ScorerAction =
	| {
			readonly type: 'set';
			readonly player: string;
			readonly field: ScorerField;
			readonly value: number;
	  }
	| {
			readonly type: 'setPalaces';
			readonly player: string;
			readonly palaces: readonly ScorerPalace[];
	  }
	| { readonly type: 'finish' }
	| { readonly type: 'reopen' };

/** A typed value as stored: 0 when the table left it alone. */
export function scorerValue(state: ScorerState, player: string, field: ScorerField): number {
	return state.values[player]?.[field] ?? 0;
}

export function scorerPalaces(state: ScorerState, player: string): readonly ScorerPalace[] {
	return hasOwn(state.table.palaces, player) ? (state.table.palaces[player] ?? []) : [];
}

/** Null when every palace is legal (floors, persons no more than floors, known tiles). */
function scorerPalacesError(palaces: unknown): Invalid | null {
	const err = palacesError(palaces);
	if (err) return err;
	const list = palaces as readonly Record<string, unknown>[];
	for (let i = 0; i < list.length; i++) {
		const x = list[i] as { floors: number; persons: unknown[]; others?: unknown };
		if (x.others === undefined) continue;
		if (typeof x.others !== 'number' || !Number.isInteger(x.others) || x.others < 0)
			return invalid('year-of-the-dragon.error.badPalace', { palace: i + 1 });
		if (x.persons.length + x.others > x.floors)
			return invalid('year-of-the-dragon.error.palaceCrowded', { palace: i + 1 });
	}
	return null;
}

/** The palace as stored: only its fields, `others` only when some. */
function cleanPalace(x: ScorerPalace): ScorerPalace {
	const persons = x.persons.map((t) => ({ type: t.type, age: t.age }));
	return x.others ? { floors: x.floors, persons, others: x.others } : { floors: x.floors, persons };
}

const setPalaces = move<ScorerState, YotdOptions, Extract<ScorerAction, { type: 'setPalaces' }>>({
	schema: v.object({
		type: v.literal('setPalaces'),
		player: v.string(),
		palaces: v.array(v.unknown())
	}) as unknown as v.GenericSchema<unknown, Extract<ScorerAction, { type: 'setPalaces' }>>,
	apply(s, a, ctx) {
		if (!ctx.players.some((p) => p.id === a.player))
			return invalid('year-of-the-dragon.error.unknownPlayer', { player: String(a.player) });
		const err = scorerPalacesError(a.palaces);
		if (err) return err;
		// Only legal states: all players together hold no more tiles than the game has.
		const full = supplyFor(ctx.players.length);
		const all = ctx.players.flatMap((p) =>
			p.id === a.player ? a.palaces : scorerPalaces(s, p.id)
		);
		const counts = countTiles(all);
		let supply = 0;
		for (const type of PERSON_TYPES)
			for (const age of ['young', 'old'] as Age[]) {
				supply += full[type][age];
				if ((counts.get(`${type}.${age}`) ?? 0) > full[type][age])
					return invalid('year-of-the-dragon.error.supplyExceeded', { type, age });
			}
		const persons = all.reduce((n, x) => n + x.persons.length + (x.others ?? 0), 0);
		if (persons > supply)
			return invalid('year-of-the-dragon.error.personsExceeded', { max: supply });
		return {
			...s,
			table: { palaces: { ...s.table.palaces, [a.player]: a.palaces.map(cleanPalace) } }
		};
	},
	describe: (a, _s, ctx) => ({
		key: 'year-of-the-dragon.log.setPalaces',
		values: { player: name(ctx, a.player), palaces: a.palaces.length }
	})
});

function finalPlayers(s: ScorerState, ctx: Ctx): FinalPlayer[] {
	return ctx.players.map((c) => ({
		id: c.id,
		score: scorerValue(s, c.id, 'score'),
		personTrack: scorerValue(s, c.id, 'personTrack'),
		personTrackStack: scorerValue(s, c.id, 'personTrackStack'),
		yuan: scorerValue(s, c.id, 'yuan'),
		rice: scorerValue(s, c.id, 'rice'),
		fireworks: scorerValue(s, c.id, 'fireworks'),
		palaces: scorerPalaces(s, c.id)
	}));
}

/** The factory's generic refusals, in this game's words (those of version 1). */
const REFUSALS: Readonly<Record<string, string>> = {
	'error.unknownPlayer': 'year-of-the-dragon.error.unknownPlayer',
	'error.badAction': 'year-of-the-dragon.error.badField',
	'scorer.outOfRange': 'year-of-the-dragon.error.badValue',
	'scorer.finished': 'year-of-the-dragon.error.alreadyFinished',
	'scorer.notFinished': 'year-of-the-dragon.error.notFinished'
};

function inGameWords(r: MessageRef, raw: unknown, ctx: Ctx): MessageRef {
	const a: Record<string, unknown> = isRecord(raw) ? raw : {};
	const key = hasOwn(REFUSALS, r.key) ? REFUSALS[r.key]! : r.key;
	if (key === r.key) return r;
	return invalid(key, {
		player: typeof a.player === 'string' ? name(ctx, a.player) : '',
		field: typeof a.field === 'string' ? a.field : '',
		max: MAX_COUNT
	}).reason;
}

const generated = defineScorer<YotdOptions, ScorerTable, FinalResult[]>({
	prefix: 'year-of-the-dragon',
	screen: {
		intro: 'year-of-the-dragon.ui.scorer.help',
		finish: 'year-of-the-dragon.ui.scorer.finish',
		reopen: 'year-of-the-dragon.ui.scorer.reopen',
		field: (f) => `year-of-the-dragon.scorer.field.${f}`
	},
	breakdown: finalBreakdown,
	fields: () => Object.fromEntries(SCORER_FIELDS.map((f) => [f, countField(MAX_COUNT)])),
	table: {
		init: (ctx) => ({ palaces: Object.fromEntries(ctx.players.map((p) => [p.id, []])) }),
		moves: { setPalaces }
	},
	// Every value was checked when typed, so the final scoring always has legal input.
	score: (s, ctx) => finalScore(finalPlayers(s, ctx)),
	scores: (result) => Object.fromEntries(result.map((r) => [r.id, r.total])),
	winners: winnersOf,
	refusal: inGameWords,
	summary(state, sum, ctx) {
		if (state.result !== null) {
			const name = (id: string) => ctx.players.find((p) => p.id === id)?.name ?? id;
			return { ...sum, places: placesOf(state.result), ...decidedOf(state.result, name) };
		}
		// While not finished, the history shows the score typed so far.
		return {
			...sum,
			scores: Object.fromEntries(ctx.players.map((p) => [p.id, scorerValue(state, p.id, 'score')]))
		};
	}
});

/** The quick scorer. */
export const scorer = generated as unknown as Flow<ScorerState, ScorerAction, YotdOptions>;

// ---------------------------------------------------------------- what the scorer screen asks

/**
 * Reads "3 3 2" (or "332"): the floors of each palace, in order. Palaces whose floors did not
 * change keep what was entered in them; a new or resized palace is full of persons (the usual
 * end of a game), the table then marks its monks and empty places. Null when not digits 1–3.
 */
export function palacesFromFloors(
	text: string,
	before: readonly ScorerPalace[]
): ScorerPalace[] | null {
	const digits = text.replace(/[\s,.;-]/g, '');
	if (!/^\d*$/.test(digits)) return null;
	const out: ScorerPalace[] = [];
	for (const [i, ch] of [...digits].entries()) {
		const floors = Number(ch);
		if (palacesError([{ floors, persons: [] }])) return null;
		const old = before[i];
		out.push(old && old.floors === floors ? old : { floors, persons: [], others: floors });
	}
	return out;
}

/** The floors as the table typed them ("3 3 2"). */
export function floorsText(palaces: readonly ScorerPalace[]): string {
	return palaces.map((x) => x.floors).join(' ');
}

/**
 * What stands on each floor of a palace, bottom up: a person, a monk, or nobody. Only monks
 * need their kind: «multiplique el número de Budas del monje por el número de pisos del palacio».
 */
export type Slot = 'person' | 'youngMonk' | 'oldMonk' | 'empty';

/**
 * Floors bottom up: the persons whose type does not matter, then the monks (in their order),
 * then the empty places — so a tap on the top person, on a monk or on the top monk keeps the
 * tapped floor where it is.
 */
export function slotsOf(x: ScorerPalace): Slot[] {
	const plain = x.persons.filter((t) => t.type !== 'monk').length + (x.others ?? 0);
	const slots: Slot[] = Array.from({ length: plain }, () => 'person' as Slot);
	for (const t of x.persons)
		if (t.type === 'monk') slots.push(t.age === 'old' ? 'oldMonk' : 'youngMonk');
	while (slots.length < x.floors) slots.push('empty');
	return slots;
}

/**
 * The palace after one tap on floor `slot`: person → young monk → old monk → nobody → person.
 * Typed non-monk tiles (a version-1 palace) stay while there are persons to keep them.
 */
export function cycleSlot(x: ScorerPalace, slot: number): ScorerPalace {
	const slots = slotsOf(x);
	const cur = slots[slot];
	if (cur === undefined) return x;
	const typed = x.persons.filter((t) => t.type !== 'monk');
	let plain = typed.length + (x.others ?? 0);
	const monks: PersonTile[] = x.persons.filter((t) => t.type === 'monk');
	const m = slot - plain; // index among the monks when a monk was tapped
	if (cur === 'person') {
		plain -= 1;
		monks.unshift({ type: 'monk', age: 'young' });
	} else if (cur === 'youngMonk') monks[m] = { type: 'monk', age: 'old' };
	else if (cur === 'oldMonk') monks.splice(m, 1);
	else plain += 1;
	const kept = typed.slice(0, Math.min(typed.length, plain));
	return cleanPalace({
		floors: x.floors,
		persons: [...kept, ...monks],
		others: plain - kept.length
	});
}

/**
 * Players whose provisional total ties another's: only they need the person track (the
 * rulebook's tie-break), so the screen asks it of them alone. «En el caso de un empate, el
 * ganador es el jugador … cuyo marcador está más adelante en el registro de personas.»
 */
export function tiedOnTotal(state: ScorerState, ctx: Ctx): string[] {
	// A player counts once their score is typed (at the start everybody "ties" on 0).
	const results = finalScore(finalPlayers(state, ctx)).filter((r) => r.score > 0);
	return results
		.filter((r) => results.some((o) => o.id !== r.id && o.total === r.total))
		.map((r) => r.id);
}

/** Players tied on total and on the person track: only they need the place in the stack. */
export function tiedOnTrack(state: ScorerState, ctx: Ctx): string[] {
	const tied = tiedOnTotal(state, ctx);
	const results = finalScore(finalPlayers(state, ctx));
	const total = (id: string) => results.find((r) => r.id === id)?.total;
	const track = (id: string) => scorerValue(state, id, 'personTrack');
	return tied.filter((id) =>
		tied.some((o) => o !== id && total(o) === total(id) && track(o) === track(id))
	);
}
