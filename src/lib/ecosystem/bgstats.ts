/**
 * A finished session as a BG Stats play. BG Stats documents a "createPlay" link
 * (https://www.bgstatsapp.com/support/push-plays-to-bg-stats-from-other-apps-or-websites/):
 * `https://app.bgstatsapp.com/createPlay.html?data=<url-encoded JSON>` or the same path under
 * `bgstats://`, which opens the app on the phone (no network needed) and shows its import
 * dialog. The JSON: sourceName, sourcePlayId, playDate "yyyy-MM-dd HH:mm:ss", durationMin,
 * game {name, bggId, sourceGameId, highestWins, noPoints}, players [{name, sourcePlayerId,
 * score, winner, rank, startPlayer, role}] plus our seat order. Pure: tests build it without a
 * browser.
 */
import type { Player, SessionSummary } from '$lib/games/core/types';
import { finishingPlaces, finishingRanks } from '$lib/games/core/ranking';
import { nameKey } from '$lib/session/players';
import { BGG_GAMES, ranksByPlaces, roleName } from './bgg';
import { playRoles, startSeat } from './play-meta';

export const BGSTATS_SOURCE = 'Tablemate';
export const BGSTATS_APP_LINK = 'bgstats://app.bgstatsapp.com/createPlay.html?data=';
export const BGSTATS_WEB_LINK = 'https://app.bgstatsapp.com/createPlay.html?data=';

export interface BgStatsPlayer {
	name: string;
	/** Stable across sessions: the name as the app remembers players (lower case). */
	sourcePlayerId: string;
	score?: number;
	winner: boolean;
	rank?: number;
	startPlayer: boolean;
	/** 1 for the first seat, in the session's seat order. */
	seatOrder: number;
	/** What the player played as (Root: the faction), empty otherwise. */
	role: string;
}

export interface BgStatsPlay {
	sourceName: string;
	sourcePlayId: string;
	playDate: string;
	durationMin?: number;
	game: {
		name: string;
		bggId?: number;
		sourceGameId: string;
		highestWins: boolean;
		noPoints: boolean;
	};
	players: BgStatsPlayer[];
	comments?: string;
}

/** What the session row and its log give. */
export interface PlaySource {
	id: string;
	gameId: string;
	players: readonly Player[];
	summary: SessionSummary;
	/** When play began: the first action's time (see play-meta `playStart`). */
	start: number;
	/** Which way the final scores rank (a lowest-wins score pad play: 'asc'). */
	order?: 'asc' | 'desc';
	/** A score pad play's own game: the name the table typed and its BoardGameGeek id. */
	game?: { name: string; bggId: number | null } | null;
	/** Play time in whole minutes (0: unknown, left out). */
	durationMin: number;
	/**
	 * The setup stored with the session: the seat that started (play-meta `startSeat`, its
	 * only source) and a quick-scored Root play's factions are there.
	 */
	setup?: unknown;
	/** The game's name where BoardGameGeek has none and the table named none. */
	fallbackName: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * "2026-11-23 20:05:00" in the phone's local time: BG Stats' page names no time zone, and a
 * play logged by hand in BG Stats carries the wall-clock time the table saw.
 */
export function bgStatsDate(ts: number): string {
	const d = new Date(ts);
	return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

export function buildPlay(src: PlaySource): BgStatsPlay {
	const bgg = BGG_GAMES[src.gameId];
	// A game without points (Lords of Xidit ranks by elimination): places, no score.
	const noPoints = ranksByPlaces(src.gameId);
	const ids = src.players.map((p) => p.id);
	const hasScores = ids.some((id) => typeof src.summary.scores[id] === 'number');
	const order = src.order ?? 'desc';
	// The game's finishing order (a winner by dominance or tie-break is first whatever the
	// scores), so `winner` and `rank` 1 always name the same players.
	const rk = finishingRanks(src.summary, order, ids);
	const ranked = Array.isArray(src.summary.places);
	const roles = playRoles(src) ?? {};
	// Only players can be winners: a non-player winner (Xidit's ghost) marks none, on purpose.
	const winners = new Set(src.summary.winners);
	const first = startSeat({ setup: src.setup, players: src.players, summary: src.summary });
	const named = src.game ?? null;
	const play: BgStatsPlay = {
		sourceName: BGSTATS_SOURCE,
		sourcePlayId: src.id,
		playDate: bgStatsDate(src.start),
		game: {
			name: named?.name ?? bgg?.name ?? src.fallbackName,
			// A named score pad game is its own game to BG Stats, not "score-pad".
			sourceGameId: named ? `score-pad:${nameKey(named.name)}` : src.gameId,
			highestWins: order === 'desc',
			noPoints: noPoints || !hasScores
		},
		players: src.players.map((p, i) => {
			const raw = roles[p.id];
			const player: BgStatsPlayer = {
				name: p.name,
				sourcePlayerId: nameKey(p.name),
				winner: winners.has(p.id),
				startPlayer: i === first,
				seatOrder: i + 1,
				// One stable English name whatever the phone's language.
				role: raw ? roleName(src.gameId, raw) : ''
			};
			const score = src.summary.scores[p.id];
			if (typeof score === 'number' && !noPoints) player.score = score;
			// A place is known from a score or from the game's own places.
			if (typeof score === 'number' || ranked) player.rank = rk[p.id];
			return player;
		})
	};
	const bggId = named ? named.bggId : bgg?.bggId;
	if (bggId) play.game.bggId = bggId;
	if (src.durationMin > 0) play.durationMin = src.durationMin;
	return play;
}

/**
 * A one-line result for a chat: "Carla wins Root 18–22–15–15" (the text keys are the
 * caller's: `t` gets the winners' names, the game and the scores in finishing order, the
 * winner's first even when a rule, not the points, decided it).
 */
export function resultScores(src: Pick<PlaySource, 'players' | 'summary' | 'order'>): string {
	const ids = src.players.map((p) => p.id);
	return finishingPlaces(src.summary, src.order ?? 'desc', ids)
		.flat()
		.filter((id) => typeof src.summary.scores[id] === 'number')
		.map((id) => String(src.summary.scores[id]))
		.join('–');
}

export function playLink(play: BgStatsPlay, base = BGSTATS_APP_LINK): string {
	return base + encodeURIComponent(JSON.stringify(play));
}

export function playFileName(play: BgStatsPlay): string {
	const day = play.playDate.slice(0, 10);
	const game = play.game.sourceGameId.replace(/[^a-z0-9-]/gi, '');
	return `tablemate-bgstats-${game}-${day}.json`;
}
