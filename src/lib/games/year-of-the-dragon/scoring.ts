/**
 * Final scoring. Reglamento «Fin del juego»: 2 PV por persona; cada monje = budas × pisos de su
 * palacio; arroz y fuegos se venden a 2 yuanes y se gana 1 PV por cada 3 yuanes; empate: gana quien
 * está más adelante en el registro de personas.
 */
import { requireNat } from '../core/require';
import { requirePlayerRows } from '../core/rows';
import { byCategory } from '../core/breakdown';
import { rankBy } from '../core/ranking';
import type { MessageRef } from '../core/types';
import { FINAL, MAX_FLOORS, PERSON_TYPES, type Age, type PersonType } from './data';
import { tileFace, tileSymbols } from './rules';

export type { PersonType } from './data';

export interface FinalPlayer {
	id: string;
	score: number;
	personTrack: number;
	/** 0 = bottom of a stack on the same space, higher = on top. */
	personTrackStack?: number;
	/** Readonly arrays accepted too: finalScore never mutates its input. */
	palaces: readonly {
		floors: number;
		persons: readonly { type: PersonType; age: 'young' | 'old' }[];
		/** Persons whose type the quick scorer did not ask (they score 2 each, like any person). */
		others?: number;
	}[];
	yuan: number;
	rice: number;
	fireworks: number;
}

export interface MonkPoints {
	readonly palace: number;
	readonly age: Age;
	readonly buddhas: number;
	readonly floors: number;
	readonly points: number;
}

export interface FinalResult {
	id: string;
	/** Points for persons (2 each). */
	persons: number;
	/** Points for monks (buddhas × floors). */
	monks: number;
	/** Points for money (1 per 3 yuan after selling rice and fireworks). */
	money: number;
	total: number;
	rank: number;
	/** Breakdown: the score before final scoring, and every number behind the bonuses. */
	score: number;
	personCount: number;
	monkDetail: MonkPoints[];
	yuan: number;
	riceYuan: number;
	fireworksYuan: number;
	totalYuan: number;
	/** What separated this player from the one above ('total', 'personTrack', 'personTrackStack'), or null. */
	decidedBy: string | null;
}

/** Throws an Error whose message names the bad field. */
export function validateFinalPlayers(players: unknown): asserts players is FinalPlayer[] {
	for (const { row: q, at: f } of requirePlayerRows(players)) {
		for (const k of ['score', 'personTrack', 'yuan', 'rice', 'fireworks'])
			requireNat(q[k], `${f}.${k}`);
		if (q.personTrackStack !== undefined) requireNat(q.personTrackStack, `${f}.personTrackStack`);
		if (!Array.isArray(q.palaces)) throw new Error(`${f}.palaces must be an array`);
		q.palaces.forEach((pal: unknown, j) => {
			const g = `${f}.palaces[${j}]`;
			if (typeof pal !== 'object' || pal === null) throw new Error(`${g} must be an object`);
			const r = pal as Record<string, unknown>;
			if (
				typeof r.floors !== 'number' ||
				!Number.isInteger(r.floors) ||
				r.floors < 1 ||
				r.floors > MAX_FLOORS
			)
				throw new Error(`${g}.floors must be an integer from 1 to ${MAX_FLOORS}`);
			if (!Array.isArray(r.persons)) throw new Error(`${g}.persons must be an array`);
			if (r.others !== undefined) requireNat(r.others, `${g}.others`);
			if (r.persons.length + ((r.others as number | undefined) ?? 0) > r.floors)
				throw new Error(`${g}.persons must not outnumber the floors (${r.floors})`);
			r.persons.forEach((t: unknown, k) => {
				const h = `${g}.persons[${k}]`;
				const s = (typeof t === 'object' && t !== null ? t : {}) as Record<string, unknown>;
				if (!PERSON_TYPES.includes(s.type as PersonType))
					throw new Error(`${h}.type must be one of ${PERSON_TYPES.join(', ')}`);
				if (s.age !== 'young' && s.age !== 'old') throw new Error(`${h}.age must be young or old`);
				if (tileFace(s.type as PersonType, s.age) === null)
					throw new Error(`${h}.age: ${String(s.type)} only comes young`);
			});
		});
	}
}

interface Scored {
	readonly p: FinalPlayer;
	readonly r: Omit<FinalResult, 'rank' | 'decidedBy'>;
}

function scoreOne(p: FinalPlayer): Omit<FinalResult, 'rank' | 'decidedBy'> {
	const personCount = p.palaces.reduce((n, x) => n + x.persons.length + (x.others ?? 0), 0);
	const persons = personCount * FINAL.vpPerPerson;
	const monkDetail: MonkPoints[] = [];
	p.palaces.forEach((pal, palace) => {
		for (const t of pal.persons)
			if (t.type === 'monk') {
				const buddhas = tileSymbols(t);
				monkDetail.push({
					palace,
					age: t.age,
					buddhas,
					floors: pal.floors,
					points: buddhas * pal.floors
				});
			}
	});
	const monks = monkDetail.reduce((n, m) => n + m.points, 0);
	const riceYuan = p.rice * FINAL.yuanPerRice;
	const fireworksYuan = p.fireworks * FINAL.yuanPerFirework;
	const totalYuan = p.yuan + riceYuan + fireworksYuan;
	const money = Math.floor(totalYuan / FINAL.yuanPerVp);
	return {
		id: p.id,
		persons,
		monks,
		money,
		total: p.score + persons + monks + money,
		score: p.score,
		personCount,
		monkDetail,
		yuan: p.yuan,
		riceYuan,
		fireworksYuan,
		totalYuan
	};
}

/** Final scores in input order, each with its rank (1 = winner). Throws on invalid input. */
export function finalScore(players: FinalPlayer[]): FinalResult[] {
	validateFinalPlayers(players);
	const scored: Scored[] = players.map((p) => ({ p, r: scoreOne(p) }));
	const ranked = rankBy(scored, [
		{ name: 'total', value: (s) => s.r.total },
		{ name: 'personTrack', value: (s) => s.p.personTrack },
		{ name: 'personTrackStack', value: (s) => s.p.personTrackStack ?? 0 }
	]);
	return scored.map((s) => {
		const r = ranked.find((x) => x.item === s);
		return { ...s.r, rank: r?.rank ?? 1, decidedBy: r?.decidedBy ?? null };
	});
}

/**
 * The finishing order, best first, each place the ids that share it: the final's ranks, whose
 * ties went to the person track («el jugador … cuyo marcador está más adelante en el registro de
 * personas», Reglamento «Fin del juego»), then the marker on top of a shared space.
 */
export function placesOf(results: readonly FinalResult[]): string[][] {
	const ranks = [...new Set(results.map((r) => r.rank))].sort((a, b) => a - b);
	return ranks.map((rank) => results.filter((r) => r.rank === rank).map((r) => r.id));
}

/**
 * What settled first place when points alone did not, for the shared result: a tie on points
 * that the person track broke («el jugador … más adelante en el registro de personas»,
 * Reglamento «Fin del juego»), or the marker on top of a shared space. Null otherwise.
 */
export function decidedOf(
	results: readonly FinalResult[],
	name: (id: string) => string
): { decidedBy?: MessageRef } {
	const first = results.filter((r) => r.rank === 1);
	const next = results.find(
		(r) => r.rank > 1 && r.total === first[0]?.total && r.decidedBy?.startsWith('personTrack')
	);
	if (first.length !== 1 || !next) return {};
	return {
		decidedBy: {
			key: 'year-of-the-dragon.decided.track',
			values: {
				winner: name(first[0]!.id),
				points: first[0]!.total,
				how: next.decidedBy === 'personTrackStack' ? 'stack' : 'ahead'
			}
		}
	};
}

/** The final table by category (the share image): points before, persons, monks, money. */
export const finalBreakdown = (results: readonly FinalResult[]) =>
	byCategory(results, [
		['year-of-the-dragon.ui.final.before', (r) => r.score],
		['year-of-the-dragon.final.persons', (r) => r.persons],
		['year-of-the-dragon.ui.final.monks', (r) => r.monks],
		['year-of-the-dragon.ui.final.money', (r) => r.money]
	]);
