/**
 * The whole history in BG Stats' own export shape (the one `bgstats-import-parse.ts` reads):
 * `games`, `players`, `plays` with `playerScores`. A group is never locked in, and a play that
 * came from BG Stats goes back with its own uuid, so BG Stats → Tablemate → BG Stats keeps every
 * field the import carried (date, length, scores, winners, ranks, start player, seat order,
 * roles). Pure: rows and their log times in, the document out.
 */
import type { GameMeta } from '$lib/games/core/meta';
import type { SessionRow } from '$lib/db/schema';
import { nameKey } from '$lib/session/players';
import { bgStatsDate } from './bgstats';
import {
	padBggId,
	padGameName,
	playStart,
	playRoles,
	scoreOrder,
	startSeat,
	statsGameKey
} from './play-meta';
import { activeMs } from './playtime';

/** A finished play and its log entries' times (oldest first). */
export interface ExportRow {
	row: SessionRow;
	times: readonly number[];
}

interface OutGame {
	id: number;
	name: string;
	bggId: number;
	highestWins: boolean;
	noPoints: boolean;
	cooperative: boolean;
	sourceGameId: string;
}

/** A play's rank per player: the winners first (whatever their points), then by points. */
function ranksOf(row: SessionRow, order: 'asc' | 'desc'): Record<string, number> {
	const win = new Set(row.summary.winners);
	const score = (id: string) => row.summary.scores[id] ?? 0;
	const sorted = [...row.players].sort(
		(a, b) =>
			Number(win.has(b.id)) - Number(win.has(a.id)) ||
			(order === 'asc' ? score(a.id) - score(b.id) : score(b.id) - score(a.id))
	);
	const out: Record<string, number> = {};
	sorted.forEach((p, i) => {
		const prev = sorted[i - 1];
		out[p.id] =
			prev && win.has(prev.id) === win.has(p.id) && score(prev.id) === score(p.id)
				? out[prev.id]!
				: i + 1;
	});
	return out;
}

export function exportBgStats(rows: readonly ExportRow[], games: readonly GameMeta[]) {
	const gameIds = new Map<string, OutGame>();
	const playerIds = new Map<string, { id: number; name: string }>();
	const plays = [];
	for (const { row, times } of rows) {
		if (row.status !== 'finished') continue;
		const meta = games.find((g) => g.id === row.gameId);
		const key = statsGameKey(row);
		const order = scoreOrder(row);
		const noPoints = meta?.ranks === 'places';
		if (!gameIds.has(key)) {
			const padName = padGameName(row);
			gameIds.set(key, {
				id: gameIds.size + 1,
				name: padName ?? meta?.bgg?.name ?? row.gameId,
				bggId: (padName ? padBggId(row) : meta?.bgg?.id) ?? 0,
				highestWins: order === 'desc',
				noPoints,
				cooperative: false,
				sourceGameId: key
			});
		}
		const game = gameIds.get(key)!;
		const ranks = ranksOf(row, order);
		const roles = playRoles(row) ?? {};
		const first = startSeat(row);
		const start = playStart(row.createdAt, times[0]);
		const ms = activeMs(times, start);
		plays.push({
			// A play BG Stats gave keeps its uuid; another is named by its Tablemate id.
			uuid: row.id.startsWith('bgs-') ? row.id.slice(4) : row.id,
			gameRefId: game.id,
			playDate: bgStatsDate(start),
			durationMin: Math.round(ms / 60_000),
			playerScores: row.players.map((p, i) => {
				const k = nameKey(p.name);
				if (!playerIds.has(k)) playerIds.set(k, { id: playerIds.size + 1, name: p.name });
				const score = row.summary.scores[p.id];
				const role = roles[p.id];
				return {
					playerRefId: playerIds.get(k)!.id,
					score: noPoints || typeof score !== 'number' ? '' : String(score),
					winner: row.summary.winners.includes(p.id),
					rank: ranks[p.id],
					startPlayer: i === first,
					seatOrder: i + 1,
					newPlayer: false,
					role: role ? (meta?.roles?.names[role] ?? role) : '',
					team: ''
				};
			})
		});
	}
	return {
		games: [...gameIds.values()],
		players: [...playerIds.values()],
		locations: [],
		plays
	};
}
