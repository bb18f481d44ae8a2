/**
 * Zone B and the corrections: adventures, feats (gestas), a building's income, a favour or
 * bonus die's face, and a counter or relic set right by hand.
 */
import { invalid } from '../core/types';
import type { Invalid } from '../core/types';
import {
	BUILDING_IDS,
	FAILED_ADVENTURE_FAME,
	MAX_WOUNDS,
	PIECE_LIMIT,
	type FavourFace
} from './data';
import { climb, type LevelTracks, type TrackName } from './tracks';
import {
	PLAYER_FIELDS,
	RELIC_FIELDS,
	type Ctx,
	type LivePlayer,
	type LiveState,
	type Of
} from './live-types';
import { inZoneB, nameOf, notEnough, outOfRange, pastTop, withPlayer } from './live-state';

/** One level up: only the counters the track touches (the rest of the change is the caller's). */
export function levelUp(
	p: LivePlayer,
	track: TrackName,
	tracks?: LevelTracks
): Partial<LivePlayer> {
	const c = climb(p, track, 1, tracks);
	return { [track]: c[track], weapons: c.weapons, spells: c.spells, wounds: c.wounds };
}

export function applyFace(
	p: LivePlayer,
	face: FavourFace,
	tracks?: LevelTracks
): Partial<LivePlayer> {
	// Reglamento «El favor del Rey»: los resultados de cada dado (1 o 2 armas, hechizos, curas).
	const [, kind, n] = /^(weapon|spell|heal)([12])$/.exec(face) ?? [];
	if (kind === 'weapon') return { weapons: p.weapons + Number(n) };
	if (kind === 'spell') return { spells: p.spells + Number(n) };
	if (kind === 'heal') return { wounds: Math.max(0, p.wounds - Number(n)) };
	if (face === 'strengthLevel' || face === 'magicLevel')
		return levelUp(p, face === 'strengthLevel' ? 'strength' : 'magic', tracks);
	if (face === 'loot') return { loot: p.loot + 1 };
	if (face === 'coin') return { coins: p.coins + 1 };
	return {};
}

export function adjust(s: LiveState, a: Of<'adjust'>, ctx: Ctx): LiveState | Invalid {
	if (a.delta === 0) return invalid('kingdom-defenders.error.badDelta');
	const p = s.players[a.player]!;
	const value = p[a.field] + a.delta;
	const bad = outOfRange(a.field, value) ?? pastTop(ctx, a.field, value);
	if (bad) return bad;
	return withPlayer(s, a.player, { [a.field]: value });
}

export function failAdventure(s: LiveState, a: Of<'failAdventure'>): LiveState | Invalid {
	const bad = inZoneB(s, a.late);
	if (bad) return bad;
	// Reglamento «Activando aventuras»: «pierde 2 puntos de Fama inmediatamente».
	return withPlayer(s, a.player, { fame: s.players[a.player]!.fame - FAILED_ADVENTURE_FAME });
}

export function completeAdventure(
	s: LiveState,
	a: Of<'completeAdventure'>,
	ctx: Ctx
): LiveState | Invalid {
	const bad = inZoneB(s, a.late);
	if (bad) return bad;
	const n = {
		wounds: a.wounds ?? 0,
		weapons: a.weapons ?? 0,
		spells: a.spells ?? 0,
		fame: a.fame ?? 0,
		coins: a.coins ?? 0,
		loot: a.loot ?? 0,
		strength: a.strength ?? 0,
		magic: a.magic ?? 0
	};
	const p = s.players[a.player]!;
	// Reglamento «Heridas»: «no puede tener más de 4 Heridas» y la Aventura falla.
	if (p.wounds + n.wounds > MAX_WOUNDS)
		return invalid('kingdom-defenders.error.adventureWounds', { max: MAX_WOUNDS - p.wounds });
	const paid = ctx.options.trackResources;
	if (paid && (p.weapons < n.weapons || p.spells < n.spells)) return notEnough(ctx, a.player, p);
	const relics = { ...p.relics };
	for (const f of RELIC_FIELDS) relics[f] += a.relics?.[f] ?? 0;
	let next: LivePlayer = {
		...p,
		relics,
		wounds: p.wounds + n.wounds,
		weapons: p.weapons - (paid ? n.weapons : 0),
		spells: p.spells - (paid ? n.spells : 0),
		fame: p.fame + n.fame,
		coins: p.coins + n.coins,
		loot: p.loot + n.loot,
		adventures: p.adventures + 1,
		adventuresThisRound: p.adventuresThisRound + 1,
		bestAdventureRound: Math.max(p.bestAdventureRound, p.adventuresThisRound + 1)
	};
	// «Aumenta tu nivel de FUERZA / MAGIA»: each space reached gives its benefit.
	next = climb(next, 'strength', n.strength, ctx.options.levelTracks);
	next = climb(next, 'magic', n.magic, ctx.options.levelTracks);
	for (const f of PLAYER_FIELDS) {
		const err = outOfRange(f, next[f]);
		if (err) return err;
	}
	if (RELIC_FIELDS.some((f) => relics[f] > PIECE_LIMIT))
		return invalid('kingdom-defenders.error.tooMany', { field: 'relics', max: PIECE_LIMIT });
	return withPlayer(s, a.player, next);
}

export function completeGesta(s: LiveState, a: Of<'completeGesta'>, ctx: Ctx): LiveState | Invalid {
	const bad = inZoneB(s, a.late);
	if (bad) return bad;
	const p = s.players[a.player]!;
	// «puedes mostrar 1 Orbe en lugar de uno de los bienes… cada Orbe tiene un solo uso»: a shown
	// orb is one the player already holds (an adventure's, or one a reward tile hid), not a new one.
	const orbs = orbsToShow(p);
	if ((a.orbs ?? 0) > orbs)
		return invalid('kingdom-defenders.error.orbsNotHeld', {
			player: nameOf(ctx, a.player),
			n: orbs,
			spent: p.orbsSpent
		});
	const change: Partial<LivePlayer> = {
		gestas: p.gestas + 1,
		// «Como premio el jugador adquiere una loseta de Recompensa».
		rewards: p.rewards + 1,
		// «Cada Orbe tiene un solo uso a estos efectos»: the orbs shown stay out for the game.
		orbsSpent: p.orbsSpent + (a.orbs ?? 0)
	};
	if (a.bonus === 'random') {
		if (a.face !== undefined) return invalid('kingdom-defenders.error.gestaNoDie');
		// «Gana una Recompensa al azar… Como bonus gana 1 moneda».
		change.coins = p.coins + 1;
	} else {
		// «Como bonus lanza el dado rojo / amarillo»: the face rolled is applied as in the favour.
		if (a.face === undefined) return invalid('kingdom-defenders.error.gestaFace');
		Object.assign(change, applyFace(p, a.face, ctx.options.levelTracks));
	}
	for (const f of PLAYER_FIELDS) {
		const value = change[f];
		const err = value === undefined ? null : outOfRange(f, value);
		if (err) return err;
	}
	return withPlayer(s, a.player, change);
}

/**
 * The orbs a player may still show for a gesta: the orbs their adventures gave plus the reward
 * tiles behind their screen (each may hide one; «Las losetas de Recompensa esconden en su
 * interior Reliquias Ancestrales»), less those already shown.
 */
export function orbsToShow(p: Pick<LivePlayer, 'relics' | 'rewards' | 'orbsSpent'>): number {
	return Math.max(0, p.relics.orbs + p.rewards - p.orbsSpent);
}

/**
 * A relic set to what the player's screen holds: adventure relics the table forgot, or a
 * correction after the final (which re-scores: the final reads relics from the player).
 */
export function adjustRelic(s: LiveState, a: Of<'adjustRelic'>): LiveState | Invalid {
	if (a.delta === 0) return invalid('kingdom-defenders.error.badDelta');
	const p = s.players[a.player]!;
	const value = p.relics[a.relic] + a.delta;
	if (value < 0) return invalid('kingdom-defenders.error.negative', { field: a.relic });
	if (value > PIECE_LIMIT)
		return invalid('kingdom-defenders.error.tooMany', { field: a.relic, max: PIECE_LIMIT });
	return withPlayer(s, a.player, { relics: { ...p.relics, [a.relic]: value } });
}

/** The building tiles that are still face down (they cannot be activated). */
export function faceDownBuildings(s: LiveState): readonly string[] {
	return s.setup ? s.setup.buildings.slice(s.revealedBuildings) : [];
}

/**
 * Reglamento «Activando Edificios»: «realiza la acción permitida por dicho Edificio… Los
 * Edificios son el principal modo de conseguir recursos». The printed income, in one tap.
 */
export function income(s: LiveState, a: Of<'income'>, ctx: Ctx): LiveState | Invalid {
	if (!ctx.options.trackResources) return invalid('kingdom-defenders.error.resourcesNotTracked');
	const bad = inZoneB(s, s.phase !== 'zoneB');
	if (bad) return bad;
	if (!BUILDING_IDS.includes(a.building))
		return invalid('kingdom-defenders.error.unknownBuilding', { building: a.building });
	// «No está permitido mirar las losetas que aún no se han desvelado».
	if (faceDownBuildings(s).includes(a.building))
		return invalid('kingdom-defenders.error.buildingFaceDown', { building: a.building });
	const g = INCOME_FIELDS.map((f) => a[f] ?? 0);
	if (g.every((n) => n === 0)) return invalid('kingdom-defenders.error.incomeEmpty');
	const p = s.players[a.player]!;
	const change: Partial<LivePlayer> = {};
	for (const f of INCOME_FIELDS) {
		const value = p[f] + (a[f] ?? 0);
		const err = outOfRange(f, value);
		if (err) return err;
		change[f] = value;
	}
	return withPlayer(s, a.player, change);
}

/** What a building's printed income may give. */
export const INCOME_FIELDS = ['weapons', 'spells', 'coins', 'loot', 'fame'] as const;
