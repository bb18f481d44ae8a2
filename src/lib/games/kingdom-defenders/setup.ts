/**
 * Setup randomizer (Reglamento «Sistema de dificultad» and «Preparación de la partida»).
 * Pure and seeded: the same options and seed always give the same setup.
 */
import { Rng } from '../core/rng';
import { invalid, isInvalid, type Invalid, type MessageRef } from '../core/types';
import {
	BUILDING_IDS,
	BUILDINGS_DRAWN,
	CHARACTER_IDS,
	CHARACTERS_DRAWN,
	DIFFICULTY_MAX_STARS,
	HORDE_CARD_MARKS,
	MAX_ATTACK_TILES,
	MAX_TARGET_STARS,
	MIN_TARGET_STARS,
	NOT_IN_STANDARD,
	OWN_SPACE_CHARACTER,
	STARTING_FAME,
	tileInfo,
	type Difficulty,
	type Stars
} from './data';

export interface SetupOptions {
	players: 2 | 3 | 4;
	difficulty: Difficulty;
	/** Stars printed on the table's own tiles; tiles not listed are unknown. */
	stars: Record<string, Stars>;
	variant?: 'family' | 'extreme';
	seed: string;
	/** Optional exact total of stars (8..20); only tiles with recorded stars are then used. */
	targetStars?: number;
}

export interface SetupResult {
	characters: string[];
	buildings: string[];
	/** Seat indices in turn order: turnOrder[0] plays first. */
	turnOrder: number[];
}

const DIFFICULTIES: readonly string[] = ['standard', 'advanced', 'expert'];

export function validateSetupOptions(options: unknown): asserts options is SetupOptions {
	if (typeof options !== 'object' || options === null) throw new Error('options must be an object');
	const o = options as Record<string, unknown>;
	if (o.players !== 2 && o.players !== 3 && o.players !== 4)
		throw new Error('players must be 2, 3 or 4');
	if (!DIFFICULTIES.includes(o.difficulty as string))
		throw new Error('difficulty must be standard, advanced or expert');
	if (typeof o.stars !== 'object' || o.stars === null || Array.isArray(o.stars))
		throw new Error('stars must be an object of tile id to 1, 2 or 3');
	for (const [id, v] of Object.entries(o.stars as Record<string, unknown>)) {
		if (!tileInfo(id)) throw new Error(`stars.${id} is not a tile (P2..P12, E1..E17)`);
		if (v !== 1 && v !== 2 && v !== 3) throw new Error(`stars.${id} must be 1, 2 or 3`);
	}
	if (o.variant !== undefined && o.variant !== 'family' && o.variant !== 'extreme')
		throw new Error('variant must be family or extreme when given');
	if (typeof o.seed !== 'string' || o.seed === '')
		throw new Error('seed must be a non-empty string');
	if (
		o.targetStars !== undefined &&
		(typeof o.targetStars !== 'number' ||
			!Number.isInteger(o.targetStars) ||
			o.targetStars < MIN_TARGET_STARS ||
			o.targetStars > MAX_TARGET_STARS)
	)
		throw new Error(
			`targetStars must be an integer from ${MIN_TARGET_STARS} to ${MAX_TARGET_STARS}`
		);
}

/**
 * Whether a tile may enter the game. Rules that need no stars always apply; the stars the
 * table recorded then keep tiles above the difficulty out. Tiles with unknown stars stay in.
 */
export function tileAllowed(id: string, options: SetupOptions): boolean {
	const info = tileInfo(id);
	if (!info) return false;
	// Reglamento «RESTRICCIÓN»: losetas de ataque «En partidas ESTÁNDAR no se utilizan».
	if (options.difficulty === 'standard' && info.attack) return false;
	// Reglamento «Preparación»: «En partidas ESTÁNDAR no se utiliza la loseta P11» (ni E13).
	if (options.difficulty === 'standard' && NOT_IN_STANDARD.includes(id)) return false;
	// Reglamento «Partidas de 2 jugadores»: P10, P11, P12, E16 y E17 se retiran del juego.
	if (options.players === 2 && info.attack) return false;
	// Reglamento «Variante familiar»: retira las losetas que afectan a la Zona C (P4, E14, E16).
	if (options.variant === 'family' && info.zoneC) return false;
	const stars = options.stars[id];
	// Reglamento «Sistema de dificultad»: estándar ★, avanzada hasta ★★, experta hasta ★★★.
	return stars === undefined || stars <= DIFFICULTY_MAX_STARS[options.difficulty];
}

function isAttack(id: string): boolean {
	return tileInfo(id)?.attack ?? false;
}

/**
 * Reglamento «RESTRICCIÓN»: more than 2 attack tiles: the extra one is replaced by another
 * tile (of the same kind, it goes on the same space) without the attack icon.
 */
function limitAttacks(
	chars: string[],
	charRest: string[],
	builds: string[],
	buildRest: string[]
): boolean {
	const count = (): number => [...chars, ...builds].filter(isAttack).length;
	while (count() > MAX_ATTACK_TILES) {
		const inBuildings = builds.some(isAttack);
		const drawn = inBuildings ? builds : chars;
		const rest = inBuildings ? buildRest : charRest;
		let idx = -1;
		for (let i = drawn.length - 1; i >= 0; i--)
			if (isAttack(drawn[i])) {
				idx = i;
				break;
			}
		const r = rest.findIndex((id) => !isAttack(id));
		if (r < 0) return false;
		drawn[idx] = rest[r];
		rest.splice(r, 1);
	}
	return true;
}

function pickForTarget(
	chars: readonly string[],
	builds: readonly string[],
	nChars: number,
	stars: Record<string, Stars>,
	target: number
): { characters: string[]; buildings: string[] } | null {
	const tiles = [
		...chars.map((id) => ({ id, b: false })),
		...builds.map((id) => ({ id, b: true }))
	];
	const chosen: string[] = [];
	const walk = (i: number, c: number, b: number, total: number, attacks: number): boolean => {
		if (total > target || attacks > MAX_ATTACK_TILES) return false;
		if (c === nChars && b === BUILDINGS_DRAWN) return total === target;
		const need = nChars - c + BUILDINGS_DRAWN - b;
		if (total + need * DIFFICULTY_MAX_STARS.expert < target || total + need > target) return false;
		if (i >= tiles.length) return false;
		const t = tiles[i];
		if (t.b ? b < BUILDINGS_DRAWN : c < nChars) {
			chosen.push(t.id);
			const ok = walk(
				i + 1,
				c + (t.b ? 0 : 1),
				b + (t.b ? 1 : 0),
				total + stars[t.id],
				attacks + (isAttack(t.id) ? 1 : 0)
			);
			if (ok) return true;
			chosen.pop();
		}
		return walk(i + 1, c, b, total, attacks);
	};
	if (!walk(0, 0, 0, 0, 0)) return null;
	return {
		characters: chosen.filter((id) => id.startsWith('P')),
		buildings: chosen.filter((id) => id.startsWith('E'))
	};
}

/**
 * The draw, or why these options allow none (translated): too few allowed tiles, no exact
 * total from the recorded stars, no tile left to replace an extra attack tile.
 */
export function drawTiles(options: SetupOptions): SetupResult | Invalid {
	const rng = new Rng(`kingdom-defenders/${options.seed}`);
	const nChars = CHARACTERS_DRAWN[options.players];
	const charPool = CHARACTER_IDS.filter((id) => tileAllowed(id, options));
	const buildPool = BUILDING_IDS.filter((id) => tileAllowed(id, options));
	const chars = rng.shuffle(charPool);
	const builds = rng.shuffle(buildPool);
	let characters: string[];
	let buildings: string[];
	if (options.targetStars !== undefined) {
		const known = (id: string): boolean => options.stars[id] !== undefined;
		const picked = pickForTarget(
			chars.filter(known),
			builds.filter(known),
			nChars,
			options.stars,
			options.targetStars
		);
		if (!picked)
			return invalid('kingdom-defenders.error.targetImpossible', {
				characters: nChars,
				buildings: BUILDINGS_DRAWN,
				target: options.targetStars
			});
		({ characters, buildings } = picked);
	} else {
		if (chars.length < nChars)
			return invalid('kingdom-defenders.error.tooFewCharacters', {
				allowed: chars.length,
				needed: nChars
			});
		if (builds.length < BUILDINGS_DRAWN)
			return invalid('kingdom-defenders.error.tooFewBuildings', {
				allowed: builds.length,
				needed: BUILDINGS_DRAWN
			});
		characters = chars.slice(0, nChars);
		buildings = builds.slice(0, BUILDINGS_DRAWN);
		if (!limitAttacks(characters, chars.slice(nChars), buildings, builds.slice(BUILDINGS_DRAWN)))
			return invalid('kingdom-defenders.error.noAttackReplacement');
	}
	const turnOrder = rng.shuffle(Array.from({ length: options.players }, (_, i) => i));
	return { characters, buildings, turnOrder };
}

/** English text of a draw refusal, for callers of the throwing `randomizeSetup`. */
function englishOf(r: Invalid): string {
	const v = r.reason.values ?? {};
	switch (r.reason.key) {
		case 'kingdom-defenders.error.targetImpossible':
			return `targetStars: no ${v.characters} characters and ${v.buildings} buildings with recorded stars add up to ${v.target}`;
		case 'kingdom-defenders.error.tooFewCharacters':
			return `stars: only ${v.allowed} characters are allowed for this game (${v.needed} needed)`;
		case 'kingdom-defenders.error.tooFewBuildings':
			return `stars: only ${v.allowed} buildings are allowed for this game (${v.needed} needed)`;
		default:
			return 'stars: not enough tiles without the attack icon to replace an extra attack tile';
	}
}

/** Reglamento «Preparación de la partida»: tiles (PASOS 1–3) and turn order (jugador, PASO 2). */
export function randomizeSetup(options: SetupOptions): SetupResult {
	validateSetupOptions(options);
	const drawn = drawTiles(options);
	if (isInvalid(drawn)) throw new Error(englishOf(drawn));
	return drawn;
}

export interface SetupPlan extends SetupResult {
	/** The face-up building (the leftmost); the other 4 stay face down. */
	revealedBuilding: string;
	/** Reglamento: P11 goes on the space with its icon. */
	p11OwnSpace: boolean;
	/** Sum of the stars of the drawn tiles, or null when one of them is unknown. */
	totalStars: number | null;
	unknownStars: string[];
	/** Starting fame per seat index (Reglamento «Fama inicial» by turn order). */
	startingFame: number[];
	/**
	 * The seat that plays first (`turnOrder[0]`), where every place that asks who started
	 * reads it. Absent from setups stored by earlier versions.
	 */
	firstPlayer?: number;
	/** Horde cards to keep, by the player-count mark printed on them. */
	hordeCards: string[];
	checklist: MessageRef[];
}

/** The whole setup as the table follows it: the draw plus every other step as a checklist. */
export function planSetup(options: SetupOptions): SetupPlan {
	return planFrom(randomizeSetup(options), options);
}

/** Whether a stored value is a setup plan (a session's `ctx.setup`). */
export function isSetupPlan(x: unknown): x is SetupPlan {
	if (typeof x !== 'object' || x === null) return false;
	const p = x as Partial<SetupPlan>;
	return (
		Array.isArray(p.characters) &&
		Array.isArray(p.buildings) &&
		Array.isArray(p.turnOrder) &&
		Array.isArray(p.startingFame)
	);
}

/** `planSetup` that says why instead of throwing (what sessions use). */
export function tryPlanSetup(options: SetupOptions): SetupPlan | Invalid {
	const drawn = drawTiles(options);
	return isInvalid(drawn) ? drawn : planFrom(drawn, options);
}

function planFrom(drawn: SetupResult, options: SetupOptions): SetupPlan {
	const tiles = [...drawn.characters, ...drawn.buildings];
	const unknownStars = tiles.filter((id) => options.stars[id] === undefined);
	const startingFame = new Array<number>(options.players).fill(0);
	drawn.turnOrder.forEach((seat, pos) => (startingFame[seat] = STARTING_FAME[pos]));
	const two = options.players === 2;
	const checklist: MessageRef[] = [
		{ key: 'kingdom-defenders.setup.roundCounter' },
		{ key: 'kingdom-defenders.setup.feats' },
		{ key: two ? 'kingdom-defenders.setup.adventuresTwo' : 'kingdom-defenders.setup.adventures' },
		{ key: 'kingdom-defenders.setup.rewards' }
	];
	if (options.variant !== 'family') {
		checklist.push({
			key: 'kingdom-defenders.setup.hordeDeck',
			values: { marks: HORDE_CARD_MARKS[options.players].join(', ') }
		});
		checklist.push({
			key: 'kingdom-defenders.setup.specialHorde',
			values: { players: options.players }
		});
		checklist.push({ key: 'kingdom-defenders.setup.wall' });
		// Reglamento «Variante extrema»: revela la primera carta de Horda en la preparación.
		if (options.variant === 'extreme')
			checklist.push({ key: 'kingdom-defenders.setup.extremeHorde' });
	}
	checklist.push({ key: 'kingdom-defenders.setup.dice' });
	if (options.difficulty !== 'standard')
		checklist.push({ key: 'kingdom-defenders.setup.levelTiles' });
	checklist.push({
		key: two ? 'kingdom-defenders.setup.discsTwo' : 'kingdom-defenders.setup.discs'
	});
	if (two)
		checklist.push(
			{ key: 'kingdom-defenders.setup.twoPlayersP1' },
			{ key: 'kingdom-defenders.setup.twoPlayersSlots' }
		);
	checklist.push(
		{ key: 'kingdom-defenders.setup.fame' },
		{ key: 'kingdom-defenders.setup.levels' },
		{ key: 'kingdom-defenders.setup.destiny' }
	);
	return {
		...drawn,
		revealedBuilding: drawn.buildings[0],
		p11OwnSpace: drawn.characters.includes(OWN_SPACE_CHARACTER),
		totalStars: unknownStars.length ? null : tiles.reduce((s, id) => s + options.stars[id], 0),
		unknownStars,
		startingFame,
		firstPlayer: drawn.turnOrder[0]!,
		hordeCards: [...HORDE_CARD_MARKS[options.players]],
		checklist
	};
}
