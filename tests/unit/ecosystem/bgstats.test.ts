/**
 * The BG Stats play built from a session matches the documented createPlay format
 * (https://www.bgstatsapp.com/support/push-plays-to-bg-stats-from-other-apps-or-websites/),
 * checked with a valibot schema of that format.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
	BGSTATS_APP_LINK,
	BGSTATS_WEB_LINK,
	bgStatsDate,
	buildPlay,
	playFileName,
	playLink,
	resultScores
} from '$lib/ecosystem/bgstats';
import { BGG_GAMES } from '$lib/ecosystem/bgg';
import { startSeat } from '$lib/ecosystem/play-meta';
import type { Player } from '$lib/games/core/types';

const dateTime = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/));
/** The documented payload: required source and play fields, optional extras. */
const PlaySchema = v.strictObject({
	sourceName: v.pipe(v.string(), v.minLength(1)),
	sourcePlayId: v.pipe(v.string(), v.minLength(1)),
	playDate: dateTime,
	durationMin: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
	comments: v.optional(v.string()),
	game: v.strictObject({
		name: v.pipe(v.string(), v.minLength(1)),
		bggId: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
		sourceGameId: v.pipe(v.string(), v.minLength(1)),
		highestWins: v.boolean(),
		noPoints: v.boolean()
	}),
	players: v.pipe(
		v.array(
			v.strictObject({
				name: v.pipe(v.string(), v.minLength(1)),
				sourcePlayerId: v.pipe(v.string(), v.minLength(1)),
				score: v.optional(v.number()),
				winner: v.boolean(),
				rank: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
				startPlayer: v.boolean(),
				seatOrder: v.pipe(v.number(), v.integer(), v.minValue(1)),
				role: v.string()
			})
		),
		v.minLength(1)
	)
});

const players: Player[] = [
	{ id: 'p1', name: 'Ana', color: '#c62828' },
	{ id: 'p2', name: 'Benno ', color: '#1565c0' },
	{ id: 'p3', name: 'Clara', color: '#2e7d32' }
];
/** 19:05:09 on the phone's clock, whatever its time zone. */
const start = new Date(2026, 10, 23, 19, 5, 9).getTime();

describe('BG Stats play', () => {
	it('a finished Root game validates and carries the BGG id, factions as roles, seats and ranks', () => {
		const play = buildPlay({
			id: 'session-1',
			gameId: 'root',
			players,
			summary: {
				round: null,
				finished: true,
				scores: { p1: 30, p2: 22, p3: 22 },
				winners: ['p1'],
				figures: { factionOf: { p1: 'marquise', p2: 'eyrie', p3: 'lizards' } }
			},
			start,
			durationMin: 95,
			fallbackName: 'Root'
		});
		expect(v.safeParse(PlaySchema, play).success).toBe(true);
		expect(play.sourceName).toBe('Tablemate');
		expect(play.sourcePlayId).toBe('session-1');
		expect(play.playDate).toBe('2026-11-23 19:05:09');
		expect(play.durationMin).toBe(95);
		expect(play.game).toEqual({
			name: 'Root',
			bggId: 237182,
			sourceGameId: 'root',
			highestWins: true,
			noPoints: false
		});
		expect(play.players).toEqual([
			{
				name: 'Ana',
				sourcePlayerId: 'ana',
				score: 30,
				rank: 1,
				winner: true,
				startPlayer: true,
				seatOrder: 1,
				role: 'Marquise de Cat'
			},
			{
				name: 'Benno ',
				sourcePlayerId: 'benno',
				score: 22,
				rank: 2,
				winner: false,
				startPlayer: false,
				seatOrder: 2,
				role: 'Eyrie Dynasties'
			},
			{
				name: 'Clara',
				sourcePlayerId: 'clara',
				score: 22,
				rank: 2,
				winner: false,
				startPlayer: false,
				seatOrder: 3,
				role: 'Lizard Cult'
			}
		]);
	});

	it('the link is the documented createPlay URL whose data parameter decodes to the same play', () => {
		const play = buildPlay({
			id: 's',
			gameId: 'lancaster',
			players,
			summary: { round: 5, finished: true, scores: { p1: 50, p2: 61, p3: 40 }, winners: ['p2'] },
			start,
			durationMin: 70,
			fallbackName: 'Lancaster'
		});
		const link = playLink(play);
		expect(link.startsWith(BGSTATS_APP_LINK)).toBe(true);
		expect(BGSTATS_APP_LINK).toBe('bgstats://app.bgstatsapp.com/createPlay.html?data=');
		expect(
			playLink(play, BGSTATS_WEB_LINK).startsWith(
				'https://app.bgstatsapp.com/createPlay.html?data='
			)
		).toBe(true);
		const decoded: unknown = JSON.parse(decodeURIComponent(link.slice(BGSTATS_APP_LINK.length)));
		expect(decoded).toEqual(play);
		expect(v.safeParse(PlaySchema, decoded).success).toBe(true);
		expect(play.game.bggId).toBe(96913);
		expect(playFileName(play)).toBe('tablemate-bgstats-lancaster-2026-11-23.json');
	});

	it('a game without a BGG id or without scores still validates: no bggId, noPoints, no duration when unknown', () => {
		const play = buildPlay({
			id: 's2',
			gameId: 'score-pad',
			players: players.slice(0, 2),
			summary: { round: 1, finished: true, scores: {}, winners: ['p2'] },
			start,
			durationMin: 0,
			fallbackName: 'Score pad'
		});
		expect(v.safeParse(PlaySchema, play).success).toBe(true);
		expect(play.game).toEqual({
			name: 'Score pad',
			sourceGameId: 'score-pad',
			highestWins: true,
			noPoints: true
		});
		expect('durationMin' in play).toBe(false);
		expect(play.players.map((p) => [p.winner, 'score' in p, 'rank' in p])).toEqual([
			[false, false, false],
			[true, false, false]
		]);
	});

	it('a non-player winner (Xidit ghost) marks nobody at the table as winner', () => {
		const play = buildPlay({
			id: 's3',
			gameId: 'xidit',
			players,
			summary: {
				round: 12,
				finished: true,
				scores: {},
				winners: ['ghost'],
				figures: { eliminatedBy: { p1: 'wealth' } }
			},
			start,
			durationMin: 80,
			fallbackName: 'x'
		});
		expect(play.players.every((p) => !p.winner && p.role === '')).toBe(true);
		expect(play.game.name).toBe('Lords of Xidit');
		expect(play.game.bggId).toBe(156566);
	});

	it('dates are the phone\'s local "yyyy-MM-dd HH:mm:ss"', () => {
		expect(bgStatsDate(new Date(2027, 0, 2, 3, 4, 5).getTime())).toBe('2027-01-02 03:04:05');
	});

	it('a lowest-wins score pad play: highestWins false, the lowest score ranks first and wins', () => {
		const play = buildPlay({
			id: 'low',
			gameId: 'score-pad',
			players,
			summary: { round: 3, finished: true, scores: { p1: 29, p2: 19, p3: 20 }, winners: ['p2'] },
			start,
			order: 'asc',
			durationMin: 30,
			fallbackName: 'Score pad'
		});
		expect(play.game.highestWins).toBe(false);
		expect(play.players.map((p) => [p.name.trim(), p.rank, p.winner])).toEqual([
			['Ana', 3, false],
			['Benno', 1, true],
			['Clara', 2, false]
		]);
		expect(
			resultScores({
				players,
				summary: { round: 3, finished: true, scores: { p1: 29, p2: 19, p3: 20 }, winners: ['p2'] },
				order: 'asc'
			})
		).toBe('19–20–29');
	});

	it('a named score pad play goes to BG Stats as its own game, with its BGG id', () => {
		const play = buildPlay({
			id: 'pad',
			gameId: 'score-pad',
			players,
			summary: { round: 3, finished: true, scores: { p1: 80, p2: 70, p3: 60 }, winners: ['p1'] },
			start,
			game: { name: 'Carcassonne', bggId: 822 },
			durationMin: 40,
			fallbackName: 'Score pad'
		});
		expect(play.game).toEqual({
			name: 'Carcassonne',
			bggId: 822,
			sourceGameId: 'score-pad:carcassonne',
			highestWins: true,
			noPoints: false
		});
		expect(v.safeParse(PlaySchema, play).success).toBe(true);
	});

	it("the start player is the seat the setup stores as firstPlayer, read only through play-meta's startSeat", () => {
		const base = {
			id: 'root3',
			gameId: 'root',
			players,
			summary: { round: null, finished: true, scores: { p1: 30, p2: 22, p3: 10 }, winners: ['p1'] },
			start,
			durationMin: 40,
			fallbackName: 'Root'
		};
		const starters = (setup: unknown) =>
			buildPlay({ ...base, setup }).players.map((p) => p.startPlayer);
		expect(starters({ firstPlayer: 2 })).toEqual([false, false, true]);
		// Setups stored before the contract: a player id (Lancaster), a turn order (Kingdom Defenders).
		expect(starters({ firstPlayer: 'p2' })).toEqual([false, true, false]);
		expect(starters({ turnOrder: [2, 0, 1] })).toEqual([false, false, true]);
		// No setup, or nothing that names a seat: seat 1.
		for (const setup of [null, undefined, {}, { firstPlayer: 7 }, { firstPlayer: 'nobody' }])
			expect(starters(setup)).toEqual([true, false, false]);
		for (const setup of [
			{ firstPlayer: 2 },
			{ firstPlayer: 'p2' },
			{ turnOrder: [2, 0, 1] },
			null
		]) {
			const seat = startSeat({ setup, players });
			expect(buildPlay({ ...base, setup }).players.findIndex((p) => p.startPlayer)).toBe(seat);
		}
	});

	it('a Root win by dominance with fewer points: the winner has rank 1 and its score leads the one-line result', () => {
		const four: Player[] = [
			{ id: 'ana', name: 'Ana', color: '#c62828' },
			{ id: 'carla', name: 'Carla', color: '#1565c0' },
			{ id: 'ines', name: 'Inés', color: '#2e7d32' },
			{ id: 'beto', name: 'Beto', color: '#6a1b9a' }
		];
		const scores = { ana: 15, carla: 18, ines: 22, beto: 15 };
		// With the game's places, and as an older session without them (winners first).
		for (const summary of [
			{
				round: null,
				finished: true,
				scores,
				winners: ['carla'],
				places: [['carla'], ['ines'], ['ana', 'beto']]
			},
			{ round: null, finished: true, scores, winners: ['carla'] }
		]) {
			const play = buildPlay({
				id: 'dom',
				gameId: 'root',
				players: four,
				summary,
				start,
				durationMin: 60,
				fallbackName: 'Root'
			});
			expect(play.players.map((p) => [p.name, p.rank, p.winner])).toEqual([
				['Ana', 3, false],
				['Carla', 1, true],
				['Inés', 2, false],
				['Beto', 3, false]
			]);
			expect(resultScores({ players: four, summary })).toBe('18–22–15–15');
		}
	});

	it('a tie on points broken by the game (Year of the Dragon): only the winner has rank 1', () => {
		const summary = {
			round: 12,
			finished: true,
			scores: { p1: 50, p2: 50, p3: 32 },
			winners: ['p2']
		};
		const play = buildPlay({
			id: 'yotd',
			gameId: 'year-of-the-dragon',
			players,
			summary,
			start,
			durationMin: 90,
			fallbackName: 'x'
		});
		expect(play.players.map((p) => [p.rank, p.winner])).toEqual([
			[2, false],
			[1, true],
			[3, false]
		]);
		expect(play.players.filter((p) => p.rank === 1).every((p) => p.winner)).toBe(true);
	});

	it('a quick-scored Root play sends the factions of its stored setup; a play without any sends no role', () => {
		const base = {
			id: 'root-q',
			gameId: 'root',
			players,
			summary: { round: null, finished: true, scores: { p1: 30, p2: 22, p3: 10 }, winners: ['p1'] },
			start,
			durationMin: 0,
			fallbackName: 'Root'
		};
		const quick = buildPlay({
			...base,
			setup: { factions: ['eyrie', 'marquise', 'vagabond'], firstPlayer: 0 }
		});
		expect(quick.players.map((p) => p.role)).toEqual([
			'Eyrie Dynasties',
			'Marquise de Cat',
			'Vagabond'
		]);
		const none = buildPlay({ ...base, setup: null });
		expect(none.players.map((p) => p.role)).toEqual(['', '', '']);
		expect(v.safeParse(PlaySchema, quick).success).toBe(true);
	});

	it('Lords of Xidit sends noPoints and places without scores; a ghost win marks no player', () => {
		const play = buildPlay({
			id: 'x',
			gameId: 'xidit',
			players,
			summary: { round: 12, finished: true, scores: { p1: 2, p2: 1, p3: 0 }, winners: ['ghost'] },
			start,
			durationMin: 80,
			fallbackName: 'x'
		});
		expect(play.game.noPoints).toBe(true);
		// The ghost holds first place: no player is ranked 1, so `rank` and `winner` agree.
		expect(play.players.map((p) => ['score' in p, p.rank, p.winner])).toEqual([
			[false, 2, false],
			[false, 3, false],
			[false, 4, false]
		]);
		expect(v.safeParse(PlaySchema, play).success).toBe(true);
	});

	it('every game with a BoardGameGeek id in its data.ts maps to a positive integer; Kingdom Defenders has none', () => {
		expect(Object.fromEntries(Object.entries(BGG_GAMES).map(([k, g]) => [k, g.bggId]))).toEqual({
			'year-of-the-dragon': 31594,
			lancaster: 96913,
			xidit: 156566,
			'kingdom-defenders': null,
			root: 237182
		});
	});
});
