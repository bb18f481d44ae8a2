/**
 * A BG Stats export becomes Tablemate plays. Each play is turned into what the app stores for
 * a quick-scored finished play — a session row and a log of the scorer's own actions — and
 * handed to the backup import (`backup-import.ts`), which replays it with the game's rules,
 * writes it and remembers its players, exactly as a backup's sessions are. So an imported play
 * is one the history, statistics, correction and export read like any other.
 *
 * - A play of one of our games (matched by BoardGameGeek id, or by name where the game has no
 *   BGG id) becomes a quick-scored play of that game; its roles (Root's factions) are kept.
 *   The scorer's points field is found from the flow itself and the typed values are calibrated
 *   so the replayed scores and winners equal BG Stats'; a play whose result the rules do not
 *   reproduce is listed with its reason, never stored differently.
 * - Every other game becomes a score pad play named after it, with its BGG id (options `game`,
 *   `bggId`, `lowWins`).
 * - The session id comes from the play's BG Stats uuid, so importing the file again adds
 *   nothing.
 * Pure except `importBgStats`, which writes through the repository.
 */
import type { GameMeta } from '$lib/games/core/meta';
import { legacyEntryId, fold } from '$lib/games/core/log';
import type { GameModule, MessageRef, SessionContext, SessionSummary } from '$lib/games/core/types';
import { sessionContext } from '$lib/games/core/replay';
import { MAX_NAME, isValidName, nameKey, normalizeName } from '$lib/session/players';
import type { BgsExport, BgsGame, BgsPlay } from './bgstats-import-parse';
import { taskBreak } from './task-break';

/** The pad's own game id: the score pad is the one game with no BoardGameGeek entry. */
const PAD = (games: readonly GameMeta[]) => games.find((g) => g.bgg === null)?.id ?? 'score-pad';

/** The player colours a new seat gets, in seat order (the new-game screen's palette). */
const COLORS = [
	'#c62828',
	'#1565c0',
	'#2e7d32',
	'#f9c80e',
	'#6a1b9a',
	'#ef6c00',
	'#212121',
	'#f5f5f5',
	'#d81b60',
	'#00897b',
	'#6d4c41',
	'#78909c'
];

/** Longer gaps between two log entries are a pause to the app's play time (playtime.ts). */
const STEP_MS = 30 * 60_000;
/** The pad's largest total (score-pad/state.ts MAX_POINTS). */
const MAX_PAD_POINTS = 100_000;
const MAX_PAD_GAME = 60;

/** An incoming player: the BG Stats id and name, and how many plays name them. */
export interface IncomingPlayer {
	ref: number;
	name: string;
	plays: number;
}

/** What an incoming player becomes: a remembered player's name, or a new one. */
export type PlayerChoice = { kind: 'new'; name: string } | { kind: 'existing'; name: string };

/** The BG Stats players the plays name, most plays first, each with a name the app accepts. */
export function incomingPlayers(data: BgsExport): IncomingPlayer[] {
	const byRef = new Map(data.players.map((p) => [p.id, p]));
	const count = new Map<number, number>();
	for (const play of data.plays)
		for (const s of play.playerScores)
			count.set(s.playerRefId, (count.get(s.playerRefId) ?? 0) + 1);
	return [...count.entries()]
		.map(([ref, plays]) => ({ ref, name: fitName(byRef.get(ref)?.name ?? '', ref), plays }))
		.sort((a, b) => b.plays - a.plays || a.name.localeCompare(b.name));
}

/**
 * A name the app accepts: angle brackets and control characters (which a typed name may not
 * hold) dropped, cut to the limit; one left with nothing usable becomes "Player <id>".
 */
function fitName(raw: string, ref: number): string {
	// eslint-disable-next-line no-control-regex
	const clean = normalizeName(raw.replace(/[<>\u0000-\u001f\u007f-\u009f]/g, ''));
	const n = [...clean].slice(0, MAX_NAME).join('').trim();
	return isValidName(n) ? n : `Player ${ref}`.slice(0, MAX_NAME);
}

/**
 * The proposed match of each incoming player: the remembered player of the same name (or the
 * one a player of that name was renamed or merged into, `aliases`), else new.
 */
export function proposeMatches(
	incoming: readonly IncomingPlayer[],
	remembered: readonly { name: string }[],
	aliases: ReadonlyMap<string, string> = new Map()
): Map<number, PlayerChoice> {
	const known = new Map(remembered.map((r) => [nameKey(r.name), r.name]));
	return new Map(
		incoming.map((p) => {
			const now = aliases.get(nameKey(p.name));
			const hit = known.get(nameKey(p.name)) ?? (now ? known.get(nameKey(now)) : undefined);
			return [
				p.ref,
				hit ? { kind: 'existing', name: hit } : { kind: 'new', name: p.name }
			] as const;
		})
	);
}

/** A BG Stats date "yyyy-MM-dd HH:mm:ss", in the phone's local time (as BG Stats shows it). */
export function parsePlayDate(s: string): number | null {
	const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(s.trim());
	if (!m) return null;
	const [y, mo, d, h, mi, se] = m.slice(1).map((x) => (x === undefined ? 0 : Number(x)));
	const t = new Date(y!, mo! - 1, d!, h!, mi!, se!).getTime();
	return Number.isFinite(t) && t > 0 && new Date(t).getDate() === d ? t : null;
}

/** A session id from the play's uuid (the same file gives the same ids), else its content. */
export function playSessionId(play: BgsPlay): string {
	const uuid = (play.uuid ?? '').replace(/[^A-Za-z0-9-]/g, '').slice(0, 56);
	if (uuid.length >= 8) return `bgs-${uuid}`;
	// FNV-1a over what the play is: game, date and the players' results.
	const text = JSON.stringify([play.gameRefId, play.playDate, play.playerScores]);
	let h1 = 0x811c9dc5;
	let h2 = 0x01000193;
	for (let i = 0; i < text.length; i++) {
		h1 = Math.imul(h1 ^ text.charCodeAt(i), 0x01000193) >>> 0;
		h2 = Math.imul(h2 ^ text.charCodeAt(i), 0x811c9dc5) >>> 0;
	}
	return `bgs-h${h1.toString(36)}${h2.toString(36)}`;
}

/** A 6-character seed from the session id: the same play always draws the same setup. */
function seedOf(id: string): string {
	const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
	let h = 2166136261;
	let out = '';
	for (let i = 0; i < 6; i++) {
		for (const ch of id + i) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
		out += alphabet[h % alphabet.length];
	}
	return out;
}

/** Which of our games a BG Stats game is: by BGG id, or by name where ours has no BGG id. */
export function matchGame(game: BgsGame, games: readonly GameMeta[]): GameMeta | null {
	for (const g of games) {
		if (!g.bgg) continue;
		if (g.bgg.id !== null ? game.bggId === g.bgg.id : nameKey(game.name) === nameKey(g.bgg.name))
			return g;
	}
	return null;
}

/** A play that cannot come in, and why (a sentence key with the play's game and date). */
export interface LeftOut {
	reason: MessageRef;
}

/** The stored form of one play, as the backup import takes sessions. */
export interface PlannedSession {
	id: string;
	gameId: string;
	flow: 'scorer';
	players: { id: string; name: string; color: string }[];
	options: unknown;
	seed: string;
	createdAt: number;
	updatedAt: number;
	status: 'finished';
	summary: SessionSummary;
	logLength: number;
	trashedAt: null;
	version: number;
	setup: unknown;
	log: {
		seq: number;
		id: string;
		parent: string | null;
		at: number;
		kind: 'do';
		action: unknown;
	}[];
}

type Module = Pick<
	GameModule,
	| 'version'
	| 'minPlayers'
	| 'maxPlayers'
	| 'defaultOptions'
	| 'validateOptions'
	| 'drawSetup'
	| 'flows'
> & { optionsFromSetup?: GameModule['optionsFromSetup'] };

export interface PlanContext {
	games: readonly GameMeta[];
	/** The pure module of a game (registry `loadModule`), loaded once per game. */
	module(gameId: string): Module;
	/** Incoming player ref → the name the play is stored with. */
	names: ReadonlyMap<number, string>;
	/** Remembered players' colours by name key (a matched player keeps theirs). */
	colors?: ReadonlyMap<string, string>;
}

type Plan = { ok: true; session: PlannedSession } | { ok: false; reason: MessageRef };

/** Reads a BG Stats score: an integer, or null when none was given; NaN when not a whole number. */
function scoreOf(raw: string | number | null): number | null {
	if (raw === null) return null;
	const s = String(raw).trim();
	if (s === '') return null;
	const n = Number(s.replace(',', '.'));
	return Number.isInteger(n) ? n : NaN;
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
	a.length === b.length && a.every((x) => b.includes(x));

/** Turns one play into a stored session, or says why it cannot be. */
export function planPlay(play: BgsPlay, data: BgsExport, cx: PlanContext): Plan {
	const game = data.games.find((g) => g.id === play.gameRefId);
	const label = {
		game: game ? normalizeName(game.name).slice(0, 60) : '?',
		date: play.playDate.slice(0, 10)
	};
	const no = (key: string, extra: Record<string, string | number> = {}): Plan => ({
		ok: false,
		reason: { key, values: { ...label, ...extra } }
	});
	if (!game) return no('import.skip.noGame');
	const start = parsePlayDate(play.playDate);
	if (start === null) return no('import.skip.date');
	if (play.playerScores.length === 0) return no('import.skip.noPlayers');
	// Seats in BG Stats' seat order (plays without one keep the file's order).
	const seats = play.playerScores
		.map((s, i) => ({ s, i }))
		.sort((a, b) => (a.s.seatOrder ?? a.i + 1) - (b.s.seatOrder ?? b.i + 1) || a.i - b.i)
		.map((x) => x.s);
	const names = seats.map((s) => cx.names.get(s.playerRefId) ?? `Player ${s.playerRefId}`);
	if (new Set(names.map(nameKey)).size !== names.length) return no('import.skip.samePlayer');
	const players = names.map((name, i) => ({
		id: `p${i + 1}`,
		name,
		color: cx.colors?.get(nameKey(name)) ?? COLORS[i % COLORS.length]!
	}));
	const scores = seats.map((s) => scoreOf(s.score));
	if (scores.some((x) => Number.isNaN(x))) return no('import.skip.fraction');
	const winners = players.filter((_, i) => seats[i]!.winner).map((p) => p.id);
	const startSeat = Math.max(
		0,
		seats.findIndex((s) => s.startPlayer)
	);
	const ours = matchGame(game, cx.games);
	const id = playSessionId(play);
	const seed = seedOf(id);
	const durationMs = Math.round((play.durationMin ?? 0) * 60_000);
	const base = { id, players, seed, start, durationMs, startSeat };
	if (ours) {
		if (ours.ranks === 'places') return no('import.skip.places');
		if (scores.some((x) => x === null)) return no('import.skip.noScores');
		return planOurs(ours, cx.module(ours.id), base, scores as number[], winners, seats, no);
	}
	return planPad(cx, game, base, scores, winners, seats, no);
}

interface Base {
	id: string;
	players: PlannedSession['players'];
	seed: string;
	start: number;
	durationMs: number;
	startSeat: number;
}

/** The session around a log of actions, each entry timed so the play lasts what BG Stats says. */
function stored(
	base: Base,
	gameId: string,
	mod: Pick<Module, 'version'>,
	options: unknown,
	setup: unknown,
	actions: unknown[],
	repeat: unknown,
	summary: PlannedSession['summary']
): PlannedSession {
	// The app counts a gap over 30 minutes as a pause: a long play is spread over enough
	// entries (the last set repeated, which changes nothing) that its whole length counts.
	const needed = Math.ceil(base.durationMs / STEP_MS) + 1;
	const list = [...actions];
	while (list.length < needed) list.splice(list.length - 1, 0, repeat);
	const gaps = list.length - 1;
	const log = list.map((action, seq) => ({
		seq,
		id: legacyEntryId(base.id, seq),
		parent: seq === 0 ? null : legacyEntryId(base.id, seq - 1),
		at: base.start + (gaps > 0 ? Math.round((base.durationMs * seq) / gaps) : 0),
		kind: 'do' as const,
		action
	}));
	return {
		id: base.id,
		gameId,
		flow: 'scorer',
		players: base.players,
		options,
		seed: base.seed,
		createdAt: base.start,
		updatedAt: base.start + base.durationMs,
		status: 'finished',
		summary,
		logLength: log.length,
		trashedAt: null,
		version: mod.version,
		setup,
		log
	};
}

/** Folds a log with the flow; the summary, or null when an action was refused. */
function replay(mod: Module, ctx: SessionContext, actions: unknown[]) {
	const flow = mod.flows.scorer;
	const { state, skipped } = fold(flow, ctx, actions as never[]);
	return skipped.length > 0 ? null : flow.summarize(state, ctx);
}

function planOurs(
	meta: GameMeta,
	mod: Module,
	base: Base,
	scores: number[],
	winners: string[],
	seats: BgsPlay['playerScores'],
	no: (key: string, extra?: Record<string, string | number>) => Plan
): Plan {
	const n = base.players.length;
	if (n < mod.minPlayers || n > mod.maxPlayers) return no('import.skip.playerCount', { count: n });
	let options = mod.defaultOptions(n);
	if (mod.optionsFromSetup) options = mod.optionsFromSetup(base.seed, n, options);
	if (mod.validateOptions(options, n) !== null) return no('import.skip.rules');
	const ctx0 = sessionContext(mod, {
		players: base.players,
		options,
		seed: base.seed,
		setup: null
	});
	let setup: unknown = ctx0.setup;
	// Roles (Root's factions): the English names BG Stats lists, back to the game's ids, in
	// the setup's seat list the scorer plays with; checked below against the replayed figure.
	let roles: Record<string, string> | null = null;
	if (meta.roles) {
		const byName = new Map(
			Object.entries(meta.roles.names).map(([rid, name]) => [name.toLowerCase(), rid])
		);
		const list = seats.map((s) => byName.get((s.role ?? '').trim().toLowerCase()));
		if (list.some((r) => r === undefined)) return no('import.skip.roles');
		const rec = setup && typeof setup === 'object' ? (setup as Record<string, unknown>) : null;
		if (!rec || !Array.isArray(rec.factions)) return no('import.skip.roles');
		setup = { ...rec, factions: list };
		// The options name the seats' factions too (the table's choice): the same ones.
		const o = options as Record<string, unknown> | null;
		if (o && Array.isArray(o.factions) && o.factions.length === n) {
			options = { ...o, factions: list };
			if (mod.validateOptions(options, n) !== null) return no('import.skip.roles');
		}
		roles = Object.fromEntries(base.players.map((p, i) => [p.id, list[i]!]));
	}
	setup = withStartSeat(setup, base.startSeat);
	const ctx = { ...ctx0, setup };
	const flow = mod.flows.scorer;
	const init = flow.init(ctx) as { values?: Record<string, Record<string, number>> };
	const fields = Object.keys(init.values?.[base.players[0]!.id] ?? {});
	const set = (player: string, field: string, value: number) => ({
		type: 'set',
		player,
		field,
		value
	});
	const finish = { type: 'finish' };
	// The points field: the first whose value the final score follows one for one.
	const baseSum = replay(mod, ctx, [finish]);
	if (!baseSum) return no('import.skip.rules');
	const p0 = base.players[0]!.id;
	const follows = (f: string) => {
		const s = replay(mod, ctx, [set(p0, f, 10), finish]);
		return s !== null && s.scores[p0]! - baseSum.scores[p0]! === 10;
	};
	// Found once per game (the final check below proves it for every play).
	const known = pointsField.get(mod);
	const field = known && fields.includes(known) ? known : fields.find(follows);
	if (field) pointsField.set(mod, field);
	if (!field) return no('import.skip.rules');
	const typed = base.players.map((p, i) => scores[i]! - (baseSum.scores[p.id] ?? 0));
	const sets = base.players.map((p, i) => set(p.id, field, typed[i]!));
	const matches = (s: ReturnType<typeof replay>) =>
		s !== null &&
		base.players.every((p, i) => s.scores[p.id] === scores[i]) &&
		(winners.length === 0 || sameSet(s.winners, winners)) &&
		(!roles || JSON.stringify(s.figures?.[meta.roles!.figure] ?? null) === JSON.stringify(roles));
	let actions: unknown[] = [...sets, finish];
	let summary = replay(mod, ctx, actions);
	if (!matches(summary)) {
		// A winner by rule, not by points (Root's dominance, a tie broken on a track): one more
		// of the scorer's fields set to 1 for the winners, if that gives BG Stats' result.
		let found = false;
		for (const f of fields.filter((x) => x !== field)) {
			const extra = winners.map((w) => set(w, f, 1));
			const s = replay(mod, ctx, [...sets, ...extra, finish]);
			if (matches(s)) {
				actions = [...sets, ...extra, finish];
				summary = s;
				found = true;
				break;
			}
		}
		if (!found) return no('import.skip.result');
	}
	return {
		ok: true,
		session: stored(base, meta.id, mod, options, setup, actions, sets[sets.length - 1], summary!)
	};
}

/** Each game's points field, once found (see planOurs). */
const pointsField = new WeakMap<object, string>();

/** The start player as the setup's first player, where the setup keeps one as a seat. */
function withStartSeat(setup: unknown, seat: number): unknown {
	if (setup === null || setup === undefined) return seat > 0 ? { firstPlayer: seat } : null;
	if (
		typeof setup === 'object' &&
		typeof (setup as { firstPlayer?: unknown }).firstPlayer === 'number'
	)
		return { ...(setup as object), firstPlayer: seat };
	return setup;
}

function planPad(
	cx: PlanContext,
	game: BgsGame,
	base: Base,
	scores: (number | null)[],
	winners: string[],
	seats: BgsPlay['playerScores'],
	no: (key: string, extra?: Record<string, string | number>) => Plan
): Plan {
	const padId = PAD(cx.games);
	const mod = cx.module(padId);
	const n = base.players.length;
	if (n < mod.minPlayers || n > mod.maxPlayers) return no('import.skip.playerCount', { count: n });
	// A co-operative loss (nobody won): the pad always names a winner.
	if (winners.length === 0 && game.cooperative) return no('import.skip.coopLoss');
	let points: number[];
	let lowWins: boolean;
	if (!game.noPoints && scores.every((x) => x !== null)) {
		points = scores as number[];
		lowWins = !game.highestWins;
	} else if (seats.every((s) => typeof s.rank === 'number' && s.rank > 0)) {
		// A game without points (or a play without them): the places, lowest first.
		points = seats.map((s) => s.rank!);
		lowWins = true;
	} else if (winners.length > 0) {
		// Only who won: winners in first place, the others second.
		points = base.players.map((p) => (winners.includes(p.id) ? 1 : 2));
		lowWins = true;
	} else return no('import.skip.noScores');
	if (points.some((x) => Math.abs(x) > MAX_PAD_POINTS)) return no('import.skip.tooLarge');
	const name = [...normalizeName(game.name)].slice(0, MAX_PAD_GAME).join('').trim();
	const options: Record<string, unknown> = { lowWins };
	if (name !== '') options.game = name;
	if (typeof game.bggId === 'number' && game.bggId > 0 && game.bggId < 1e9)
		options.bggId = game.bggId;
	if (mod.validateOptions(options, n) !== null) return no('import.skip.rules');
	const setup = withStartSeat(null, base.startSeat);
	const ctx = sessionContext(mod, { players: base.players, options, seed: base.seed, setup });
	const sets = points.map((value, seat) => ({ type: 'set', seat, round: 0, value }));
	const actions = [...sets, { type: 'finish' }];
	const summary = replay(mod, ctx, actions);
	if (!summary) return no('import.skip.rules');
	// No winner marked in a competitive play: the points decide, as BG Stats ranks them.
	if (winners.length > 0 && !sameSet(summary.winners, winners)) return no('import.skip.result');
	return {
		ok: true,
		session: stored(base, padId, mod, options, setup, actions, sets[sets.length - 1], summary)
	};
}

/** What the whole file comes to before anything is stored. */
export interface ImportPlan {
	sessions: PlannedSession[];
	leftOut: LeftOut[];
}

/** Plans every play of the file (pure; the screen shows the count, then stores). */
export function planImport(data: BgsExport, cx: PlanContext): ImportPlan {
	const plan = startPlan(data);
	for (const play of data.plays) addPlay(plan, play, data, cx);
	return plan;
}

function startPlan(data: BgsExport): ImportPlan {
	const leftOut: LeftOut[] = [];
	for (let i = 0; i < data.badPlays; i++) leftOut.push({ reason: { key: 'import.skip.shape' } });
	return { sessions: [], leftOut };
}

function addPlay(plan: ImportPlan, play: BgsPlay, data: BgsExport, cx: PlanContext) {
	const r = planPlay(play, data, cx);
	if (r.ok) plan.sessions.push(r.session);
	else plan.leftOut.push({ reason: r.reason });
}

/** A planning step stays under this many milliseconds before the screen gets a turn. */
const SLICE_MS = 40;

/**
 * The same plan, a slice of plays at a time with a task break between slices, so a history of
 * thousands of plays keeps the screen responsive; `progress` gets the share done (0–1).
 */
export async function planImportInSlices(
	data: BgsExport,
	cx: PlanContext,
	progress?: (done: number) => void,
	yieldTask: () => Promise<void> = taskBreak
): Promise<ImportPlan> {
	const plan = startPlan(data);
	let sliceStart = performance.now();
	for (const [i, play] of data.plays.entries()) {
		addPlay(plan, play, data, cx);
		if (performance.now() - sliceStart > SLICE_MS) {
			progress?.((i + 1) / data.plays.length);
			await yieldTask();
			sliceStart = performance.now();
		}
	}
	progress?.(1);
	return plan;
}
