/**
 * Reading a BG Stats export (its "Backup / Export data" JSON): the shape is checked with
 * valibot before anything else looks at it, unknown fields are ignored (a newer BG Stats adds
 * some), and a file that is not one — not JSON, another shape, cut short, far too large — is
 * refused with a message key, never an exception. Pure: text in, checked data out.
 *
 * Field names as BG Stats writes them (read from public code that imports the same files:
 * `games[] {id, name, bggId, cooperative, noPoints, highestWins}`, `players[] {id, name,
 * isAnonymous}`, `locations[] {id, name}`, `plays[] {uuid, gameRefId, playDate "yyyy-MM-dd
 * HH:mm:ss", durationMin, locationRefId, comments, playerScores[] {playerRefId, score, winner,
 * startPlayer, seatOrder, rank, role, newPlayer, team}}`). BG Stats writes a score as a string.
 */
import * as v from 'valibot';
import type { MessageRef } from '$lib/games/core/types';
import { taskBreak } from './task-break';

/** A group's whole BG Stats history is a few MB; past this it is not one (or not for a phone). */
export const MAX_BGSTATS_BYTES = 64 * 1024 * 1024;
/** More plays than any group logs; a file past it is refused rather than read for minutes. */
export const MAX_BGSTATS_PLAYS = 100_000;

const RefId = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER));
const Text = (max: number) => v.pipe(v.string(), v.maxLength(max));
/** A flag BG Stats writes as `true`/`false` (older files: 1/0). */
const Flag = v.optional(
	v.union([
		v.boolean(),
		v.pipe(
			v.picklist([0, 1]),
			v.transform((n) => n === 1)
		)
	]),
	false
);
/** A score: "12", "-3", "12.5", "" (none) or a number; kept as typed, read by the mapper. */
const Score = v.optional(v.nullable(v.union([Text(32), v.number()])), null);

const GameSchema = v.looseObject({
	id: RefId,
	name: Text(400),
	bggId: v.optional(v.nullable(RefId), null),
	cooperative: Flag,
	noPoints: Flag,
	highestWins: v.optional(v.boolean(), true)
});

const PlayerSchema = v.looseObject({
	id: RefId,
	name: Text(400),
	isAnonymous: Flag
});

const LocationSchema = v.looseObject({ id: RefId, name: Text(400) });

const ScoreSchema = v.looseObject({
	playerRefId: RefId,
	score: Score,
	winner: Flag,
	startPlayer: Flag,
	newPlayer: Flag,
	seatOrder: v.optional(v.nullable(v.pipe(v.number(), v.integer())), null),
	rank: v.optional(v.nullable(v.pipe(v.number(), v.integer())), null),
	role: v.optional(v.nullable(Text(400)), null),
	team: v.optional(v.nullable(v.union([Text(400), v.number()])), null)
});

const PlaySchema = v.looseObject({
	uuid: v.optional(v.nullable(Text(200)), null),
	gameRefId: RefId,
	playDate: Text(40),
	durationMin: v.optional(v.nullable(v.pipe(v.number(), v.minValue(0))), null),
	locationRefId: v.optional(v.nullable(RefId), null),
	comments: v.optional(v.nullable(Text(20_000)), null),
	playerScores: v.pipe(v.array(ScoreSchema), v.maxLength(100))
});

const ExportSchema = v.looseObject({
	games: v.pipe(v.array(GameSchema), v.maxLength(100_000)),
	players: v.pipe(v.array(PlayerSchema), v.maxLength(100_000)),
	locations: v.optional(v.pipe(v.array(LocationSchema), v.maxLength(100_000)), []),
	plays: v.pipe(v.array(v.unknown()), v.maxLength(MAX_BGSTATS_PLAYS))
});

export type BgsGame = v.InferOutput<typeof GameSchema>;
export type BgsPlayer = v.InferOutput<typeof PlayerSchema>;
export type BgsPlay = v.InferOutput<typeof PlaySchema>;

export interface BgsExport {
	games: BgsGame[];
	players: BgsPlayer[];
	locations: { id: number; name: string }[];
	/** The plays whose own shape is right. */
	plays: BgsPlay[];
	/** How many plays had a broken shape of their own (listed by the import, the rest kept). */
	badPlays: number;
}

export type BgsParse = { ok: true; data: BgsExport } | { ok: false; error: MessageRef };

const refuse = (
	key: string,
	values?: Record<string, string | number>
): { ok: false; error: MessageRef } => ({
	ok: false,
	error: values ? { key, values } : { key }
});

/** A checking step stays under this many milliseconds before the screen gets a turn. */
const SLICE_MS = 40;

/** Checks a BG Stats export read as text. */
export function parseBgStats(text: string): BgsParse {
	const top = parseTop(text);
	if (!top.ok) return top;
	const plays: BgsPlay[] = [];
	let badPlays = 0;
	for (const p of top.plays) {
		const one = v.safeParse(PlaySchema, p);
		if (one.success) plays.push(one.output);
		else badPlays++;
	}
	return { ok: true, data: { ...top.data, plays, badPlays } };
}

/** The same check with a task break between slices of plays (thousands of plays). */
export async function parseBgStatsInSlices(
	text: string,
	yieldTask: () => Promise<void> = taskBreak
): Promise<BgsParse> {
	const top = parseTop(text);
	if (!top.ok) return top;
	await yieldTask();
	const plays: BgsPlay[] = [];
	let badPlays = 0;
	let sliceStart = performance.now();
	for (const p of top.plays) {
		const one = v.safeParse(PlaySchema, p);
		if (one.success) plays.push(one.output);
		else badPlays++;
		if (performance.now() - sliceStart > SLICE_MS) {
			await yieldTask();
			sliceStart = performance.now();
		}
	}
	return { ok: true, data: { ...top.data, plays, badPlays } };
}

/** The text as JSON with the export's top-level shape; its plays not checked yet. */
function parseTop(
	text: string
):
	| { ok: true; data: Omit<BgsExport, 'plays' | 'badPlays'>; plays: unknown[] }
	| { ok: false; error: MessageRef } {
	if (text.length > MAX_BGSTATS_BYTES)
		return refuse('import.error.tooLarge', { max: MAX_BGSTATS_BYTES });
	const trimmed = text.replace(/^\uFEFF/, '').trim();
	if (trimmed === '') return refuse('import.error.empty');
	let raw: unknown;
	try {
		raw = JSON.parse(trimmed);
	} catch {
		// A file cut short is JSON that ends too early: said apart, it is the likely case.
		return refuse(
			trimmed.startsWith('{') && !trimmed.endsWith('}')
				? 'import.error.truncated'
				: 'import.error.notJson'
		);
	}
	const top = v.safeParse(ExportSchema, raw);
	if (!top.success) return refuse('import.error.notBgStats');
	const { games, players, locations, plays } = top.output;
	return { ok: true, data: { games, players, locations }, plays };
}

/** Checks a BG Stats export file: its size before reading it, then its text. */
export async function readBgStatsFile(file: Blob): Promise<BgsParse> {
	if (file.size > MAX_BGSTATS_BYTES)
		return refuse('import.error.tooLarge', { max: MAX_BGSTATS_BYTES });
	if (file.size === 0) return refuse('import.error.empty');
	const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
	// "PK\x03\x04": a .bgsplay / .zip archive; this build reads the JSON inside it only once
	// unpacked (no archive reader is bundled).
	if (head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04)
		return refuse('import.error.archive');
	return parseBgStatsInSlices(await file.text());
}
