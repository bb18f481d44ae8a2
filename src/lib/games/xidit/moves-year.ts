/**
 * A year (Reglamento p.6–12): the first player, the end of the year, the Titans, Phase Three's
 * tiles, the ghost, Threats and recruits.
 */
import * as v from 'valibot';
import { isPlayer, isRecord, playerName } from '../core/checks';
import { describePlayer, move } from '../core/define';
import { type MessageRef, invalid, isInvalid } from '../core/types';
import { CRITERIA, type Criterion, MAX_GUILD_HEIGHT, UNIT_TYPES } from './data';
import { isNat } from '../core/require';
import { type Options } from './options';
import { isCensusYear } from './rules';
import { advanceTile, nameNext, removeTile } from './tiles';
import { buildGuild } from './guilds';
import { spendTyped } from './rewards';
import { placeHeldLevels, withBards, withField, withUnits } from './tally';
import {
	type LiveState,
	type RecruitAction,
	type ThreatAction,
	type TileAction,
	tileLog,
	tilesOf,
	withTiles
} from './live-state';
import {
	closeYear,
	tokenPassed,
	num,
	player,
	text,
	tileSchema,
	unknownPlayer,
	withTally
} from './live-helpers';

export const yearMoves = {
	setFirstPlayer: move<LiveState, Options, { type: 'setFirstPlayer'; player: string }>({
		schema: v.object({ type: v.literal('setFirstPlayer'), ...player.entries }),
		apply(s, a, ctx) {
			if (!isPlayer(ctx, a.player)) return unknownPlayer(a.player);
			return { ...s, firstPlayer: ctx.players.findIndex((p) => p.id === a.player) };
		},
		describe: describePlayer('xidit.log.setFirstPlayer')
	}),
	endYear: move<LiveState, Options, { type: 'endYear'; year?: number }>({
		schema: v.object({ type: v.literal('endYear'), year: v.optional(num) }),
		apply(s, a, ctx) {
			// The button names the year it ends: a second tap on a stale screen does not skip a year.
			if (a.year !== undefined && a.year !== s.year)
				return invalid('xidit.error.yearAlreadyEnded', { year: a.year });
			// Reglamento p.13 «El Censo Militar se realiza al final de los Años de Juego 4, 8 y 12».
			if (isCensusYear(s.year, ctx.options.short))
				return {
					...s,
					phase: 'census',
					census: { year: s.year, unitIndex: 0, entries: {}, results: [] }
				};
			return closeYear(s, ctx, s.tally);
		},
		describe(_a, s, ctx): MessageRef {
			if (isCensusYear(s.year, ctx.options.short))
				return { key: 'xidit.log.censusStarts', values: { year: s.year } };
			const next = ctx.players[tokenPassed(s, ctx)];
			return { key: 'xidit.log.endYear', values: { year: s.year, player: next?.name ?? '' } };
		}
	}),
	titanAwakening: move<LiveState, Options, { type: 'titanAwakening' }>({
		schema: v.object({ type: v.literal('titanAwakening') }),
		apply(s) {
			// Reglamento p.12 «A lo largo de una partida puede haber múltiples Despertares de los Titanes».
			return { ...s, titanAwakenings: s.titanAwakenings + 1 };
		},
		describe: (_a, s) => ({
			key: 'xidit.log.titanAwakening',
			values: { count: s.titanAwakenings + 1 }
		})
	}),
	tileDrawn: move<LiveState, Options, { type: 'tileDrawn'; kind: 'recruit' | 'threat' }>({
		schema: v.object({ type: v.literal('tileDrawn'), kind: v.picklist(['recruit', 'threat']) }),
		apply(s, a) {
			// An older log's «the next tile entered the board» (the tile it replaced not named).
			return withTiles(s, advanceTile(tilesOf(s), a.kind));
		},
		describe: (a, s) => ({
			key: 'xidit.log.tileDrawn',
			values: { kind: a.kind, city: tilesOf(s).next[a.kind] ?? 0 }
		})
	}),
	tileRemoved: move<LiveState, Options, Extract<TileAction, { type: 'tileRemoved' }>>({
		schema: tileSchema('tileRemoved'),
		apply(s, a) {
			// Reglamento p.10 «Cuando un jugador recluta a la última Unidad presente en una Ciudad,
			// retira la loseta de Reclutamiento … y la coloca en la pila de descartes».
			return withTiles(s, removeTile(tilesOf(s), a.kind, a.city));
		},
		describe: (a, s) => ({
			key: 'xidit.log.tileRemoved',
			values: { kind: a.kind, city: a.city, ...tileLog(s, removeTile(tilesOf(s), a.kind, a.city)) }
		})
	}),
	tileNamed: move<LiveState, Options, Extract<TileAction, { type: 'tileNamed' }>>({
		schema: tileSchema('tileNamed'),
		apply(s, a) {
			// The table's tile is the truth (a shuffled pile, p.12 «Baraja», or another tile).
			const tiles = nameNext(tilesOf(s), a.kind, a.city);
			return isInvalid(tiles) ? tiles : { ...s, tiles };
		},
		describe: (a) => ({ key: 'xidit.log.tileNamed', values: { kind: a.kind, city: a.city } })
	}),
	ghostRise: move<LiveState, Options, { type: 'ghostRise'; player: string; criterion: Criterion }>({
		schema: v.object({
			type: v.literal('ghostRise'),
			player: text,
			criterion: text
		}) as unknown as v.GenericSchema<
			unknown,
			{ type: 'ghostRise'; player: string; criterion: Criterion }
		>,
		apply(s, a, ctx) {
			if (!s.ghost) return invalid('xidit.error.noGhost');
			if (!isPlayer(ctx, a.player)) return unknownPlayer(a.player);
			if (!CRITERIA.includes(a.criterion)) return invalid('xidit.error.unknownCriterion');
			// Reglamento p.17 «tendrá que mover una de las fichas de Jugador Fantasma un espacio hacia arriba».
			return { ...s, ghost: { ...s.ghost, [a.criterion]: s.ghost[a.criterion] + 1 } };
		},
		describe: (a, _s, ctx) => ({
			key: 'xidit.log.ghostRise',
			values: { player: playerName(ctx, a.player), criterion: a.criterion }
		})
	}),
	threat: move<LiveState, Options, ThreatAction>({
		schema: v.object({
			type: v.literal('threat'),
			player: text,
			unitsSpent: num,
			sovereigns: num,
			guildLevels: num,
			bards: v.record(v.string(), v.unknown()),
			ghost: v.nullable(v.string()),
			spent: v.optional(v.record(v.picklist(UNIT_TYPES), num)),
			city: v.optional(num),
			tile: v.optional(v.boolean()),
			tileCity: v.optional(num),
			nextTile: v.optional(num)
		}) as unknown as v.GenericSchema<unknown, ThreatAction>,
		apply(s, a, ctx) {
			if (!isPlayer(ctx, a.player)) return unknownPlayer(a.player);
			for (const f of ['unitsSpent', 'sovereigns', 'guildLevels'] as const)
				if (!isNat(a[f])) return invalid('xidit.error.notNonNegative', { field: f });
			if (s.ghost && (a.ghost === null || !CRITERIA.includes(a.ghost)))
				return invalid('xidit.error.ghostChoiceRequired');
			if (!s.ghost && a.ghost !== null) return invalid('xidit.error.noGhost');
			const bardsGained = Object.values(a.bards).reduce(
				(x: number, n) => x + (typeof n === 'number' ? n : 0),
				0
			);
			// Reglamento p.9 «Los jugadores pueden elegir dos de las tres recompensas disponibles».
			if ([a.sovereigns, a.guildLevels, bardsGained].filter((n) => n > 0).length > 2)
				return invalid('xidit.error.twoRewards');
			// Reglamento p.9 «Los Gremios de Hechiceros no pueden tener más de cuatro Niveles de altura».
			if (a.guildLevels > MAX_GUILD_HEIGHT)
				return invalid('xidit.error.guildTooHigh', { max: MAX_GUILD_HEIGHT });
			let cur = s.tally[a.player]!;
			// the levels go on the guild of the Threat's city (one per city, four high).
			const byCity = a.city !== undefined;
			if (byCity && a.guildLevels > 0) {
				const built = buildGuild(s.tally, a.player, a.city, a.guildLevels);
				if (isInvalid(built)) return built;
				cur = built;
			}
			if (a.unitsSpent > cur.units)
				// Reglamento p.2–3: the screens hide each player's units; a refusal shown to the table
				// never tells how many the player holds.
				return invalid('xidit.error.notEnoughUnits');
			let next = a.spent
				? spendTyped(cur, a.spent, a.unitsSpent)
				: withField(cur, 'units', cur.units - a.unitsSpent);
			if (isInvalid(next)) return next;
			next = withField(next, 'sovereigns', next.sovereigns + a.sovereigns);
			if (isInvalid(next)) return next;
			// An older log's Threat names no city: its levels count in the total only.
			if (!byCity) next = withField(next, 'guildLevels', next.guildLevels + a.guildLevels);
			if (isInvalid(next)) return next;
			for (const [region, add] of Object.entries(a.bards)) {
				if (!isNat(add)) return invalid('xidit.error.notNonNegative', { field: 'bards' });
				const had =
					isRecord(next.bards) && Object.hasOwn(next.bards, region) ? next.bards[region]! : 0;
				next = withBards(next, s.regions, s.setup.emptyRegions, region, had + add);
				if (isInvalid(next)) return next;
			}
			if (!byCity) next = placeHeldLevels(next);
			const ghost = s.ghost && a.ghost ? { ...s.ghost, [a.ghost]: s.ghost[a.ghost] + 1 } : s.ghost;
			const after = { ...s, ghost, tally: { ...s.tally, [a.player]: next } };
			// Reglamento p.10 «Cuando un jugador elimina una Amenaza …, retira la loseta de Amenaza
			// de la Ciudad y la coloca en la pila de descartes … coloca inmediatamente otra loseta».
			if (a.tile === true && a.tileCity !== undefined) {
				// Reglamento p.12 «Coloca la loseta de la parte superior de la pila de Amenazas en el
				// espacio para la siguiente Amenaza»: after the shuffle the table names that tile.
				const named =
					a.nextTile === undefined ? tilesOf(s) : nameNext(tilesOf(s), 'threat', a.nextTile);
				if (isInvalid(named)) return named;
				return withTiles(after, removeTile(named, 'threat', a.tileCity));
			}
			// An older log named no tile: the next one came out, nothing discarded (a Titan: none).
			if (a.tile === true && tilesOf(s).next.threat !== null)
				return withTiles(after, advanceTile(tilesOf(s), 'threat'));
			return after;
		},
		describe: (a, _s, ctx) => ({
			key: 'xidit.log.threat',
			values: {
				player: playerName(ctx, a.player),
				city: String(a.tileCity ?? a.city ?? 'none'),
				units: a.unitsSpent,
				sovereigns: a.sovereigns,
				guildLevels: a.guildLevels,
				bards: Object.values(a.bards).reduce(
					(x: number, n: unknown) => x + (typeof n === 'number' ? n : 0),
					0
				),
				ghost: a.ghost ?? 'none'
			}
		}),
		explain: (a, before, after, ctx) =>
			import('./explain-year').then((m) => m.explainThreat(a, before, after, ctx))
	}),
	recruit: move<LiveState, Options, RecruitAction>({
		schema: v.object({
			type: v.literal('recruit'),
			...player.entries,
			unit: v.optional(v.picklist(UNIT_TYPES))
		}) as unknown as v.GenericSchema<unknown, RecruitAction>,
		apply(s, a, ctx) {
			if (!isPlayer(ctx, a.player)) return unknownPlayer(a.player);
			const cur = s.tally[a.player]!;
			// Reglamento p.8 «El jugador coge la Unidad reclutada de la Ciudad y la coloca detrás de su Pantalla».
			if (a.unit) return withTally(s, a.player, withUnits(cur, a.unit, 1));
			return withTally(s, a.player, withField(cur, 'units', cur.units + 1));
		},
		// Reglamento p.8 «debe Reclutar la Unidad menos poderosa presente en la Ciudad»: in sight of all, so the log names it (when recorded).
		describe: (a, _s, ctx) => ({
			key: 'xidit.log.recruit',
			values: { player: playerName(ctx, a.player), unit: a.unit ?? 'none' }
		})
	})
};
