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
import { BGG_GAMES } from './bgg';

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
	/** When play began (the session's creation). */
	start: number;
	/** Play time in whole minutes (0: unknown, left out). */
	durationMin: number;
	/** The game's name where BoardGameGeek has none (the score pad: the table's game). */
	fallbackName: string;
	/** Translated role names (Root factions), by the figure's raw value. */
	roleName?: (raw: string) => string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "2026-11-23 20:05:00" in UTC, as BG Stats' own examples and importers send it. */
export function bgStatsDate(ts: number): string {
	const d = new Date(ts);
	return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** Standard competition ranks (1, 2, 2, 4) by score, highest first. */
export function ranks(scores: readonly number[]): number[] {
	return scores.map((s) => 1 + scores.filter((o) => o > s).length);
}

function rolesOf(summary: SessionSummary): Record<string, string> {
	const f = summary.figures?.factionOf;
	if (!f || typeof f !== 'object') return {};
	const out: Record<string, string> = {};
	for (const [k, v] of Object.entries(f)) if (typeof v === 'string') out[k] = v;
	return out;
}

export function buildPlay(src: PlaySource): BgStatsPlay {
	const bgg = BGG_GAMES[src.gameId];
	const scored = src.players.map((p) => src.summary.scores[p.id]);
	const hasScores = scored.some((s) => typeof s === 'number');
	const rk = ranks(scored.map((s) => s ?? Number.NEGATIVE_INFINITY));
	const roles = rolesOf(src.summary);
	const winners = new Set(src.summary.winners);
	const play: BgStatsPlay = {
		sourceName: BGSTATS_SOURCE,
		sourcePlayId: src.id,
		playDate: bgStatsDate(src.start),
		game: {
			name: bgg?.name ?? src.fallbackName,
			sourceGameId: src.gameId,
			highestWins: true,
			noPoints: !hasScores
		},
		players: src.players.map((p, i) => {
			const player: BgStatsPlayer = {
				name: p.name,
				sourcePlayerId: p.name.trim().toLowerCase(),
				winner: winners.has(p.id),
				// Seat order is the order of `players`: the first seat starts.
				startPlayer: i === 0,
				seatOrder: i + 1,
				role: roles[p.id] ? (src.roleName?.(roles[p.id]!) ?? roles[p.id]!) : ''
			};
			const score = scored[i];
			if (typeof score === 'number') {
				player.score = score;
				player.rank = rk[i];
			}
			return player;
		})
	};
	if (bgg?.bggId) play.game.bggId = bgg.bggId;
	if (src.durationMin > 0) play.durationMin = src.durationMin;
	return play;
}

export function playLink(play: BgStatsPlay, base = BGSTATS_APP_LINK): string {
	return base + encodeURIComponent(JSON.stringify(play));
}

export function playFileName(play: BgStatsPlay): string {
	const day = play.playDate.slice(0, 10);
	const game = play.game.sourceGameId.replace(/[^a-z0-9-]/gi, '');
	return `tablemate-bgstats-${game}-${day}.json`;
}
