/** Pure helpers for the rules-heavy moments of Lancaster: votes, battles, counties, laws. */
import {
	BATTLE_SLOTS,
	COUNTY_LETTERS,
	KNIGHTS_PER_PLAYER,
	LAW_SPECS,
	LAW_VALUES,
	MAX_NOBLES,
	NOBLE_POINTS,
	RANSOM_GOLD_PER_STRENGTH,
	knightsOfStrength,
	type LawField,
	type LawId,
	type Phase
} from './data';
import { isNat, requireNat, requirePosInt } from '../core/require';
import { requireArray, requireRecord, requireString, requireUniqueIds } from '../core/rows';

// ---------------------------------------------------------------------------------------
// Parliament

export interface Ballot {
	id: string;
	yes: boolean;
	tokens: number;
}

export interface VoteTally {
	passed: boolean;
	yes: number;
	no: number;
}

/**
 * Reglamento p.3 «Resultados de las votaciones»: cada pergamino y cada ficha valen por un voto;
 * si hay más votos a favor o se produce un empate, se aprueba la ley.
 */
export function tallyVote(ballots: readonly Ballot[]): VoteTally {
	const list = requireArray(ballots, 'ballots');
	const ids = list.map((b, i) => {
		const r = requireRecord(b, `ballots[${i}]`);
		if (typeof r.yes !== 'boolean') throw new Error(`ballots[${i}].yes must be a boolean`);
		requireNat(r.tokens, `ballots[${i}].tokens`);
		return requireString(r.id, `ballots[${i}].id`);
	});
	requireUniqueIds(ids, 'ballots');
	let yes = 0;
	let no = 0;
	for (const b of ballots) {
		const votes = 1 + b.tokens; // the scroll plus each token
		if (b.yes) yes += votes;
		else no += votes;
	}
	return { passed: yes >= no, yes, no };
}

/**
 * Reglamento p.3 «Si se aprueba la nueva ley»: se deroga la ley de la izquierda, las otras dos
 * se mueven a la izquierda y la nueva se coloca a la derecha. Returns [inForce, repealed].
 */
export function enactLaw<T>(inForce: readonly T[], law: T, slots: number): [T[], T | null] {
	if (inForce.length < slots) return [[...inForce, law], null];
	return [[...inForce.slice(1), law], inForce[0]];
}

// ---------------------------------------------------------------------------------------
// Battles in France

export interface BattleSlot {
	id: string;
	knights: number[];
}

export interface BattleInput {
	franceStrength: number;
	power: [number, number, number];
	slots: BattleSlot[];
	attempt: 1 | 2;
}

export interface BattleRank {
	id: string;
	strength: number;
	rank: number;
	points: number;
}

export interface BattleResult {
	englandWins: boolean;
	results: BattleRank[];
	next: 'removed' | 'lowerRow' | 'prisoners';
}

function checkBattle(input: BattleInput): void {
	const r = requireRecord(input, 'input');
	requireNat(r.franceStrength, 'franceStrength');
	const power = requireArray(r.power, 'power');
	if (power.length !== 3) throw new Error('power must have exactly 3 values');
	power.forEach((p, i) => requireNat(p, `power[${i}]`));
	if (r.attempt !== 1 && r.attempt !== 2) throw new Error('attempt must be 1 or 2');
	const slots = requireArray(r.slots, 'slots');
	if (slots.length > BATTLE_SLOTS)
		throw new Error(`slots must have at most ${BATTLE_SLOTS} entries`);
	const ids = slots.map((s, i) => {
		const slot = requireRecord(s, `slots[${i}]`);
		const knights = requireArray(slot.knights, `slots[${i}].knights`);
		if (knights.length === 0) throw new Error(`slots[${i}].knights must not be empty`);
		knights.forEach((k, j) => requirePosInt(k, `slots[${i}].knights[${j}]`));
		return requireString(slot.id, `slots[${i}].id`);
	});
	requireUniqueIds(ids, 'slots');
}

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

/**
 * Reglamento p.5 «Batallas». England wins when the knights' total is equal or higher than
 * France's strength; an empty battle counts as England losing («se considerará que pierde
 * Inglaterra»). Players rank by their own total; a tie goes to whoever entered later (the
 * lower slot). England wins: the three values go to ranks 1-3; France wins: the highest value
 * is lost, rank 1 gets the second and rank 2 the third. Missing ranks lose their values.
 */
export function resolveBattle(input: BattleInput): BattleResult {
	checkBattle(input);
	const values = [...input.power].sort((a, b) => b - a);
	const total = sum(input.slots.map((s) => sum(s.knights)));
	const englandWins = input.slots.length > 0 && total >= input.franceStrength;
	// France wins: «el valor más alto se pierde».
	const prizes = englandWins ? values : values.slice(1);
	const ranked = input.slots
		.map((s, slot) => ({ id: s.id, strength: sum(s.knights), slot }))
		// «tendrá más peso quien haya entrado en la batalla en último lugar»
		.sort((a, b) => b.strength - a.strength || b.slot - a.slot);
	const results = ranked.map((r, i) => ({
		id: r.id,
		strength: r.strength,
		rank: i + 1,
		points: prizes[i] ?? 0
	}));
	const next = englandWins ? 'removed' : input.attempt === 1 ? 'lowerRow' : 'prisoners';
	return { englandWins, results, next };
}

/** Sum of a battle's knights (what is compared with France's strength). */
export function battleTotal(slots: readonly BattleSlot[]): number {
	return sum(slots.map((s) => sum(s.knights)));
}

/**
 * Reglamento p.5 «Francia vuelve a ganar»: cada caballero prisionero se libera por una moneda
 * de oro por punto de fuerza, en el orden de la ronda; los demás van a las tropas de reserva.
 */
export function ransomCost(strength: number): number {
	return requirePosInt(strength, 'strength') * RANSOM_GOLD_PER_STRENGTH;
}

// ---------------------------------------------------------------------------------------
// Counties

export interface CountyKnight {
	/** Printed strength of the knight. */
	knight: number;
	/** Squires placed with it (each adds 1 strength, not for the minimum). */
	squires: number;
}

export interface CountyPlacementInput {
	/** The minimum strength printed on the county space (entered by the table). */
	minStrength: number;
	challenger: CountyKnight & { ally?: boolean };
	/** The knight already on the space, or null when it is free. */
	occupant: (CountyKnight & { sameSide: boolean }) | null;
}

export type CountyPlacement =
	| { ok: true; strength: number; displaces: boolean; squiresToSupply: number }
	| { ok: false; reason: 'belowMinimum' | 'notStronger' | 'ownKnight' | 'allySquires' };

/**
 * Reglamento p.2 «Condado»: the knight alone must reach the minimum (squires do not count for
 * it); an occupied space is won only by a stronger knight plus squires; own knights cannot be
 * replaced; the displaced knight returns to court and its squires go to the supply.
 * Reglamento p.7: an ally's knight takes no squires, and neither side replaces the other.
 */
export function countyPlacement(input: CountyPlacementInput): CountyPlacement {
	requireNat(input.minStrength, 'minStrength');
	requirePosInt(input.challenger.knight, 'challenger.knight');
	requireNat(input.challenger.squires, 'challenger.squires');
	if (input.occupant) {
		requirePosInt(input.occupant.knight, 'occupant.knight');
		requireNat(input.occupant.squires, 'occupant.squires');
	}
	const c = input.challenger;
	if (c.ally && c.squires > 0) return { ok: false, reason: 'allySquires' };
	if (c.knight < input.minStrength) return { ok: false, reason: 'belowMinimum' };
	const strength = c.knight + c.squires;
	const o = input.occupant;
	if (!o) return { ok: true, strength, displaces: false, squiresToSupply: 0 };
	if (o.sameSide) return { ok: false, reason: 'ownKnight' };
	if (strength <= o.knight + o.squires) return { ok: false, reason: 'notStronger' };
	return { ok: true, strength, displaces: true, squiresToSupply: o.squires };
}

export const COUNTY_CHOICES = ['noble', 'points', 'both'] as const;
export type CountyChoice = (typeof COUNTY_CHOICES)[number];

// ---------------------------------------------------------------------------------------
// Final scoring tables

/** Reglamento p.6 tabla de nobles: 1..9 nobles at the round table -> 0..36 power. */
export function noblePoints(nobles: number): number {
	requireNat(nobles, 'nobles');
	if (nobles > MAX_NOBLES) throw new Error(`nobles must be at most ${MAX_NOBLES}`);
	return nobles === 0 ? 0 : NOBLE_POINTS[nobles - 1];
}

// ---------------------------------------------------------------------------------------
// Law helpers (Reglamento p.8 «Resumen de las cartas de leyes»)

/** What a law gives (or takes from) one player. Every field is present; 0 = nothing. */
export interface LawGain {
	power: number;
	voteTokens: number;
	/** New strength-1 knights from the reserve. */
	newKnights: number;
	/** Strengthenings (+1 to a knight not in the reserve). */
	strengthen: number;
	squires: number;
	gold: number;
	extensions: number;
	/** May swap a placed strength-3 knight for the strength-4 one of the reserve. */
	upgrade3to4: number;
	payGold: number;
	paySquires: number;
}

export const NO_GAIN: LawGain = {
	power: 0,
	voteTokens: 0,
	newKnights: 0,
	strengthen: 0,
	squires: 0,
	gold: 0,
	extensions: 0,
	upgrade3to4: 0,
	payGold: 0,
	paySquires: 0
};

export type LawPlayerInput = Partial<Record<LawField, number>>;

export interface LawInput {
	/** Per player id: only the fields LAW_SPECS[law].fields lists. */
	players: Record<string, LawPlayerInput>;
	/**
	 * Sessions recorded by v1 typed power points for a tie on «most gold / most squires»; the
	 * v1→v2 migration keeps them here so an old game replays as it was recorded.
	 */
	v1TiePoints?: number;
}

/**
 * The rulebook is silent on a majority where the values are 0. One decision, applied the same
 * way in every place (law majorities here, final majorities in scoring.ts): 0 is a value like
 * any other, read literally — «el jugador que más ... tenga»: when the most anyone has is 0,
 * everybody with 0 is tied for it; a player with 0 extensions can be «el segundo clasificado».
 */
export const MAJORITY_OF_ZERO = 'counts' as const;

export interface LawOutcome {
	gains: Record<string, LawGain>;
	/** For the «most gold / most squires» laws: the single winner, or the tied players. */
	winner: string | null;
	tied: string[];
}

export type LawCheck =
	{ ok: true; outcome: LawOutcome } | { ok: false; player: string | null; field: string };

/** Upper bounds per field that the components impose (null: no printed limit). */
function fieldMax(field: LawField): number | null {
	// A player owns 7 knights: three of strength 1, two of 2, one of 3, one of 4.
	if (field === 'placed1') return knightsOfStrength(1);
	if (field === 'placed2') return knightsOfStrength(2);
	if (field === 'placed3') return knightsOfStrength(3);
	if (field === 'placed4') return knightsOfStrength(4);
	if (field === 'battles') return KNIGHTS_PER_PLAYER;
	if (field === 'nobles') return MAX_NOBLES - 1;
	if (field === 'reserve4') return 1;
	if (field === 'counties') return COUNTY_LETTERS.length;
	return null;
}

/** Checks the inputs a law needs and computes what each player gets. Never throws. */
export function evaluateLaw(law: LawId, ids: readonly string[], input: LawInput): LawCheck {
	const spec = LAW_SPECS[law];
	if (!spec) return { ok: false, player: null, field: 'law' };
	const vals: Record<string, Record<LawField, number>> = {};
	for (const id of ids) {
		const p = input.players?.[id];
		if (typeof p !== 'object' || p === null) return { ok: false, player: id, field: 'player' };
		const v = {} as Record<LawField, number>;
		for (const f of spec.fields) {
			const x = p[f];
			const max = fieldMax(f);
			if (!isNat(x) || (max !== null && x > max)) return { ok: false, player: id, field: f };
			v[f] = x;
		}
		if (spec.fields.includes('exchange')) {
			// «Cada jugador decidirá cuántas monedas cambia»: never more than held.
			const limit = Math.min(
				spec.fields.includes('gold') ? v.gold : Infinity,
				spec.fields.includes('squires') ? v.squires : Infinity
			);
			if (v.exchange > limit) return { ok: false, player: id, field: 'exchange' };
		}
		if (law === 'setOf4Power' && v.placed1 + v.placed2 + v.placed3 + v.placed4 > KNIGHTS_PER_PLAYER)
			return { ok: false, player: id, field: 'placed1' };
		vals[id] = v;
	}
	const gains: Record<string, LawGain> = {};
	for (const id of ids) gains[id] = { ...NO_GAIN };
	let winner: string | null = null;
	let tied: string[] = [];

	if (law === 'goldStrengthen' || law === 'squiresKnight') {
		// «El jugador que más ... tenga ...; en caso de empate, cada jugador recibirá la cantidad de
		// puntos indicada en la carta.» «Puntos» is this rulebook's word for any reward (p.2: a
		// favour tile giving «un noble» ends «se cuentan los puntos»): each tied player receives
		// the card's reward. Zero counts like any value (MAJORITY_OF_ZERO).
		const field: LawField = law === 'goldStrengthen' ? 'gold' : 'squires';
		const best = Math.max(...ids.map((id) => vals[id]![field]));
		const leaders = ids.filter((id) => vals[id]![field] === best);
		if (leaders.length === 1) winner = leaders[0]!;
		else tied = leaders;
		const legacy = input.v1TiePoints;
		for (const id of leaders) {
			const g = gains[id]!;
			if (tied.length > 0 && isNat(legacy)) g.power = legacy;
			else if (law === 'goldStrengthen') g.strengthen = 1;
			else g.newKnights = 1;
		}
		return { ok: true, outcome: { gains, winner, tied } };
	}

	for (const id of ids) {
		const v = vals[id];
		const g = gains[id];
		switch (law) {
			case 'countiesPer2':
				g.power =
					Math.floor(v.counties / LAW_VALUES.countiesPer2.counties) * LAW_VALUES.countiesPer2.power;
				break;
			case 'goldForVotes':
				g.voteTokens = v.exchange;
				g.payGold = v.exchange;
				break;
			case 'squireGoldPower':
				g.power = v.exchange * LAW_VALUES.squireGoldPower.power;
				g.payGold = v.exchange;
				g.paySquires = v.exchange;
				break;
			case 'battlePairExtension':
				g.extensions = Math.floor(v.battles / LAW_VALUES.battlePairs);
				break;
			case 'strength2Squire':
				g.squires = v.placed2;
				break;
			case 'battlePairBundle': {
				const pairs = Math.floor(v.battles / LAW_VALUES.battlePairs);
				g.squires = pairs;
				g.voteTokens = pairs;
				g.gold = pairs;
				break;
			}
			case 'noStrength2Strengthen':
				g.strengthen = v.placed2 === 0 ? 1 : 0;
				break;
			case 'swap3For4':
				g.upgrade3to4 = v.placed3 > 0 && v.reserve4 === 1 ? 1 : 0;
				break;
			case 'extensionsPower':
				g.power =
					Math.floor(v.extensions / LAW_VALUES.extensionsPower.extensions) *
					LAW_VALUES.extensionsPower.power;
				break;
			case 'battlesPower':
				g.power = v.battles * LAW_VALUES.battlesPower;
				break;
			case 'countiesPer3':
				g.power =
					Math.floor(v.counties / LAW_VALUES.countiesPer3.counties) * LAW_VALUES.countiesPer3.power;
				break;
			case 'three1sPower':
				g.power = v.placed1 >= LAW_VALUES.three1sPower.knights ? LAW_VALUES.three1sPower.power : 0;
				break;
			case 'noblesKnight':
				g.newKnights = Math.floor(v.nobles / LAW_VALUES.noblesKnight);
				break;
			case 'goldPower':
				g.power = v.exchange;
				g.payGold = v.exchange;
				break;
			case 'squirePower':
				g.power = v.exchange;
				g.paySquires = v.exchange;
				break;
			case 'setOf4Power':
				g.power = Math.min(v.placed1, v.placed2, v.placed3, v.placed4) * LAW_VALUES.setOf4Power;
				break;
		}
	}
	return { ok: true, outcome: { gains, winner, tied } };
}

/** Like evaluateLaw but throws an Error naming the bad field. */
export function lawAwards(law: LawId, ids: readonly string[], input: LawInput): LawOutcome {
	const r = evaluateLaw(law, ids, input);
	if (!r.ok)
		throw new Error(
			r.player === null
				? `${r.field} is missing or invalid for law ${law}`
				: `players.${r.player}.${r.field} is missing or invalid for law ${law}`
		);
	return r.outcome;
}

// ---------------------------------------------------------------------------------------
// Round checklist (what each phase asks), as message keys

// Reglamento p.1-6: fases 1 «Distribución de tropas», 2 «Sesión en el parlamento», 3 «Recuento».
export const PHASE_CHECKLIST: Readonly<Record<Phase, readonly string[]>> = {
	troops: [
		'lancaster.check.troops.place',
		'lancaster.check.troops.county',
		'lancaster.check.troops.battle',
		'lancaster.check.troops.favour'
	],
	parliament: [
		'lancaster.check.parliament.vote',
		'lancaster.check.parliament.enact',
		'lancaster.check.parliament.return',
		'lancaster.check.parliament.apply'
	],
	scoring: [
		'lancaster.check.scoring.counties',
		'lancaster.check.scoring.castles',
		'lancaster.check.scoring.roundTable',
		'lancaster.check.scoring.battles',
		'lancaster.check.scoring.next'
	]
};
