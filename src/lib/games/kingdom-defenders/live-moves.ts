/**
 * The moves of the live companion, declared with core/define: each a schema (core parses every
 * action first), the pure rule that applies it (live-setup, live-round, live-horde,
 * live-zone-b, live-final) and its log line.
 */
import * as v from 'valibot';
import { MAX_COUNT, count, intIn, playerId } from '../core/checks';
import { move, type Move } from '../core/define';
import { isInvalid, type Invalid, type MessageRef } from '../core/types';
import {
	ACHIEVEMENTS,
	ALL_FACES,
	FAILED_ADVENTURE_FAME,
	FAME_LOST_EMPTY_CAMP_DISC,
	FAVOUR_DICE,
	GESTA_BONUSES,
	MAX_WOUNDS,
	PIECE_LIMIT,
	type FavourDie,
	type FavourFace
} from './data';
import type { KdOptions } from './options';
import { contributionFame, PHASES } from './rules';
import {
	PLAYER_FIELDS,
	RELIC_FIELDS,
	type Ctx,
	type FinalInput,
	type LiveAction,
	type LiveState,
	type Of
} from './live-types';
import { lateOf, nameOf, signed } from './live-state';
import { redrawSetup, startingResources } from './live-setup';
import {
	advance,
	andThen,
	describeNext,
	favourExclude,
	favourPick,
	favourRest,
	unrecorded,
	zoneD
} from './live-round';
import { describeHorde, resolveHorde, revealHorde, supplyCamp } from './live-horde';
import {
	adjust,
	adjustRelic,
	completeAdventure,
	completeGesta,
	failAdventure,
	income,
	INCOME_FIELDS
} from './live-zone-b';
import { finalPrefill, finalScoreAction } from './live-final';
import { FINAL_LOG_SLOTS } from './messages/final-log';

type S = LiveState;
type O = KdOptions;
type Values = Record<string, string | number>;

/** The same schema under each name (the counts of a form). */
function each<const K extends string, T>(keys: readonly K[], schema: T): Record<K, T> {
	return Object.fromEntries(keys.map((k) => [k, schema])) as Record<K, T>;
}

// No box holds more than PIECE_LIMIT of one piece (and the orb optimiser stays instant).
const Amount = count(PIECE_LIMIT);
const Some = v.optional(Amount);
const Player = { player: playerId };
const Late = { late: v.optional(v.boolean()) };
const Die = v.picklist(FAVOUR_DICE as [FavourDie, ...FavourDie[]]);
const Face = v.picklist(ALL_FACES as [FavourFace, ...FavourFace[]]);
const Then = { then: v.optional(v.picklist([...PHASES, 'ended'])) };
const Delta = intIn(-MAX_COUNT, MAX_COUNT);
const Rows = v.object({
	victory: v.optional(v.object(each(['coinOrLootMin', 'levelMin'], Amount))),
	siege: v.optional(v.object(each(['levelMin', 'fewestFame'], Amount)))
});
const Choice = v.object({
	reward: v.optional(v.picklist(['coin', 'loot'])),
	level: v.optional(v.picklist(['strength', 'magic'])),
	penalty: v.optional(v.picklist(['wound', 'loot']))
});
const Destiny = v.variant('kind', [
	v.object({ kind: v.literal('relic'), relic: v.picklist(['weapon', 'tome', 'rune', 'trophy']) }),
	v.object({ kind: v.literal('distinctRunes') }),
	v.object({ kind: v.literal('points'), points: Amount })
]);
const Final = v.object({
	...each(['loot', 'trophies', 'weapons', 'tomes', 'orbs'], Amount),
	...each(['strengthMultiplier', 'magicMultiplier'], Amount),
	runes: v.pipe(v.array(Amount), v.length(5)),
	destiny: v.optional(Destiny),
	claims: v.optional(v.array(v.picklist(ACHIEVEMENTS))),
	fromRewards: v.optional(v.array(v.picklist(RELIC_FIELDS)))
});

/** The fields parse into the action `T` (else the call does not compile). */
type Makes<T extends LiveAction['type'], E extends v.ObjectEntries> =
	v.InferOutput<v.ObjectSchema<E, undefined>> & { type: T } extends Of<T>
		? unknown
		: { fieldsDoNotMake: T };

/**
 * One move in one line of its parts: the action's `type` with the fields its schema checks,
 * the rule that applies it, and its log line (`kingdom-defenders.log.<key>` with `values`;
 * a move by one player names them first).
 */
function kdMove<T extends LiveAction['type'], E extends v.ObjectEntries>(
	type: T,
	fields: E & Makes<T, E>,
	apply: Move<S, O, Of<T>>['apply'],
	log: string | ((a: Of<T>, before: S, ctx: Ctx) => MessageRef),
	values: (a: Of<T>, before: S) => Values = () => ({})
): Move<S, O, Of<T>> {
	// `Makes` checked at the call that these fields parse into this action.
	const schema = v.object({ ...fields, type: v.literal(type) }) as unknown as v.GenericSchema<
		unknown,
		Of<T>
	>;
	const describe =
		typeof log === 'string'
			? (a: Of<T>, before: S, ctx: Ctx): MessageRef => {
					const who: Values = 'player' in a ? { player: nameOf(ctx, a.player) } : {};
					return { key: `kingdom-defenders.log.${log}`, values: { ...who, ...values(a, before) } };
				}
			: log;
	// Every move may resolve something on its way (a step passed through): its «why» is read
	// from the state change it applied. The explaining code is its own chunk, loaded when a
	// «Why?» is first shown.
	const explain = (_a: Of<T>, before: S, after: S, ctx: Ctx) =>
		import('./explain').then((m) => m.explainMove(before, after, ctx));
	return move<S, O, Of<T>>({ schema, apply, describe, explain });
}

/** The resources of a log line (0 where the action gives none). */
const counts = (a: Partial<Record<(typeof INCOME_FIELDS)[number], number>>): Values =>
	Object.fromEntries(INCOME_FIELDS.map((f) => [f, a[f] ?? 0]));

export const moves = {
	redrawSetup: kdMove('redrawSetup', {}, (s, _a, ctx) => redrawSetup(s, ctx), 'redrawSetup'),
	nextPhase: kdMove(
		'nextPhase',
		{
			to: Then.then,
			gate1: v.optional(v.nullable(playerId)),
			gate2: v.optional(v.nullable(playerId)),
			pick: v.optional(v.object({ ...Player, die: Die, face: Face }))
		},
		advance,
		describeNext
	),
	revealHorde: kdMove(
		'revealHorde',
		{
			weapons: Amount,
			spells: Amount,
			speed: v.pipe(v.number(), v.integer()),
			siegeFame: Some,
			rows: v.optional(Rows),
			...Then
		},
		(s, a, ctx) => andThen(revealHorde(s, a), a.then, ctx),
		(a, before) => ({
			key: `kingdom-defenders.log.${a.siegeFame === undefined ? 'revealHordeNoSiege' : 'revealHorde'}`,
			values: {
				weapons: a.weapons,
				spells: a.spells,
				speed: a.speed,
				fame: a.siegeFame ?? 0,
				round: before.round
			}
		})
	),
	favourExclude: kdMove(
		'favourExclude',
		{ dice: v.array(Die) },
		favourExclude,
		'favourExclude',
		(a, b) => ({
			dice: a.dice.join(', '),
			round: b.round
		})
	),
	favourPick: kdMove(
		'favourPick',
		{ ...Player, die: Die, face: Face, ...Then },
		(s, a, ctx) => andThen(favourPick(s, a, ctx), a.then, ctx),
		'favourPick',
		(a) => ({ die: a.die, face: a.face })
	),
	favourRest: kdMove(
		'favourRest',
		{ ...Then },
		(s, a, ctx) => andThen(favourRest(s, ctx), a.then, ctx),
		(_a, before, ctx) => ({
			key: 'kingdom-defenders.log.favourRest',
			values: {
				players: (before.favour ? unrecorded(before.favour) : [])
					.map((id) => nameOf(ctx, id))
					.join(', ')
			}
		})
	),
	supplyCamp: kdMove(
		'supplyCamp',
		{ ...Player, slot: v.pipe(v.number(), v.integer()), weapons: Amount, spells: Amount, ...Then },
		(s, a, ctx) => andThen(supplyCamp(s, a, ctx), a.then, ctx),
		'supplyCamp',
		(a) => ({
			slot: a.slot,
			weapons: a.weapons,
			spells: a.spells,
			fame: signed(contributionFame(a.weapons, a.spells, FAME_LOST_EMPTY_CAMP_DISC))
		})
	),
	resolveHorde: kdMove(
		'resolveHorde',
		{ choices: v.optional(v.record(playerId, Choice), {}), siegeFame: Some },
		resolveHorde,
		(_a, before) => describeHorde(before)
	),
	zoneD: kdMove(
		'zoneD',
		{ gate1: v.nullable(playerId), gate2: v.nullable(playerId) },
		zoneD,
		(a, _b, ctx) => ({
			key: 'kingdom-defenders.log.zoneD',
			values: {
				gate1: a.gate1 ? nameOf(ctx, a.gate1) : '-',
				gate2: a.gate2 ? nameOf(ctx, a.gate2) : '-'
			}
		})
	),
	adjust: kdMove(
		'adjust',
		{ ...Player, field: v.picklist(PLAYER_FIELDS), delta: Delta },
		adjust,
		'adjust',
		(a) => ({
			field: a.field,
			delta: signed(a.delta)
		})
	),
	adjustRelic: kdMove(
		'adjustRelic',
		{ ...Player, relic: v.picklist(RELIC_FIELDS), delta: Delta },
		adjustRelic,
		'adjust',
		(a) => ({ field: a.relic, delta: signed(a.delta) })
	),
	startingResources: kdMove(
		'startingResources',
		{ ...Player, ...each(['weapons', 'spells', 'coins', 'loot'], Amount) },
		startingResources,
		'startingResources',
		(a) => counts(a)
	),
	income: kdMove(
		'income',
		{ ...Player, building: v.pipe(v.string(), v.maxLength(4)), ...each(INCOME_FIELDS, Some) },
		inTurn(income),
		'income',
		(a, before) => ({ building: a.building, ...counts(a), ...lateOf(before) })
	),
	failAdventure: kdMove(
		'failAdventure',
		{ ...Player, ...Late },
		inTurn(failAdventure),
		'failAdventure',
		(_a, before) => ({
			fame: FAILED_ADVENTURE_FAME,
			...lateOf(before)
		})
	),
	completeAdventure: kdMove(
		'completeAdventure',
		{
			...Player,
			...Late,
			wounds: v.optional(count(MAX_WOUNDS)),
			...each(['weapons', 'spells', 'fame', 'coins', 'loot'], Some),
			...each(['strength', 'magic'], v.optional(count(9))),
			relics: v.optional(v.partial(v.object(each(RELIC_FIELDS, Amount))))
		},
		inTurn(completeAdventure),
		'completeAdventure',
		// Everything the form held, not only the fame: the log is what the table checks later.
		(a, before) => ({
			fame: a.fame ?? 0,
			...Object.fromEntries(
				(['wounds', 'strength', 'magic', 'coins', 'loot', 'weapons', 'spells'] as const).map(
					(f) => [f, a[f] ?? 0]
				)
			),
			...Object.fromEntries(
				RELIC_FIELDS.map((f) => [f === 'weapons' ? 'relicWeapons' : f, a.relics?.[f] ?? 0])
			),
			cost: (a.weapons ?? 0) + (a.spells ?? 0) > 0 ? 'yes' : 'no',
			...lateOf(before)
		})
	),
	completeGesta: kdMove(
		'completeGesta',
		{ ...Player, ...Late, bonus: v.picklist(GESTA_BONUSES), face: v.optional(Face), orbs: Some },
		inTurn(completeGesta),
		'completeGesta',
		(a, before) => ({
			bonus: a.bonus,
			face: a.face ?? 'nothing',
			orbs: a.orbs ?? 0,
			...lateOf(before)
		})
	),
	finalScore: kdMove(
		'finalScore',
		{ players: v.record(playerId, Final) },
		finalScoreAction,
		finalLog
	)
};

/**
 * A zone B entry in its step (not recorded late) is its player's turn: kept for the top bar.
 */
function inTurn<A extends { player: string; late?: boolean }>(
	apply: (s: S, a: A, ctx: Ctx) => S | Invalid
): (s: S, a: A, ctx: Ctx) => S | Invalid {
	return (s, a, ctx) => {
		const r = apply(s, a, ctx);
		return isInvalid(r) || a.late || s.phase !== 'zoneB' ? r : { ...r, zoneBBy: a.player };
	};
}

/**
 * The final's log line: the first is «Final scoring.»; one after the end (a correction) names
 * what it changed against what the form started from, player by player.
 */
function finalLog(a: Of<'finalScore'>, before: S, ctx: Ctx): MessageRef {
	if (!before.final) return { key: 'kingdom-defenders.log.finalScore' };
	const was = finalPrefill(before, ctx);
	const changes: [string, string, string | number, string | number][] = [];
	const destinyWord = (d: FinalInput['destiny']) =>
		!d ? 'none' : d.kind === 'relic' ? d.relic : d.kind === 'points' ? d.points : d.kind;
	for (const pl of ctx.players) {
		const now = a.players[pl.id];
		const then = was[pl.id];
		if (!now || !then) continue;
		const add = (field: string, x: string | number, y: string | number) => {
			if (x !== y) changes.push([pl.name, field, x, y]);
		};
		add('destiny', destinyWord(then.destiny), destinyWord(now.destiny));
		for (const f of ['loot', 'weapons', 'tomes', 'trophies', 'orbs'] as const)
			add(f, then[f], now[f]);
		now.runes.forEach((n, i) => add(`rune${i + 1}`, then.runes[i] ?? 0, n));
		add('strengthMultiplier', then.strengthMultiplier, now.strengthMultiplier);
		add('magicMultiplier', then.magicMultiplier, now.magicMultiplier);
		add('fromRewards', then.fromRewards?.length ?? 0, now.fromRewards?.length ?? 0);
		for (const c of ACHIEVEMENTS) {
			const had = then.claims?.includes(c) ? 'on' : 'off';
			add(`claim_${c}`, had, now.claims?.includes(c) ? 'on' : 'off');
		}
	}
	const values: Values = { n: changes.length, more: Math.max(0, changes.length - FINAL_LOG_SLOTS) };
	for (let i = 1; i <= FINAL_LOG_SLOTS; i++) {
		const c = changes[i - 1];
		values[`p${i}`] = c?.[0] ?? '';
		values[`f${i}`] = c?.[1] ?? 'none';
		values[`a${i}`] = c?.[2] ?? '';
		values[`b${i}`] = c?.[3] ?? '';
	}
	return { key: 'kingdom-defenders.log.finalCorrected', values };
}
