/** The log lines of the live flow: what each move says, never a secret (votes stay hidden). */
import type { MessageRef, SessionContext } from '../core/types';
import { COUNTY_LETTERS, SURREY_INDEX } from './data';
import { battleRecord, battleSlots, type LiveAction, type LiveState } from './state';
import { allyOwner, type Options } from './options';
import { roundTableTokens, sideName as nameOf } from './queries';
import { tallyVote } from './rules';
import { checkReward, sumRewards, type Reward } from './board';

/** What a printed reward brought, as log values (each a count; malformed ones count nothing). */
function rewardValues(list: unknown[]): Record<string, number> {
	const t = sumRewards(list.map((r) => checkReward(r) ?? ({} as Reward)));
	return {
		gold: t.gold,
		squires: t.squires,
		knights: t.newKnights,
		lifts: t.strengthen,
		paid: t.paySquires,
		rewardPower: t.power
	};
}

type Ctx = SessionContext<Options>;
type Act<T extends LiveAction['type']> = Extract<LiveAction, { type: T }>;

const yn = (b: boolean): string => (b ? 'yes' : 'no');

export const recordLaws = (_a: Act<'recordLaws'>, before: LiveState): MessageRef => ({
	key: 'lancaster.log.recordLaws',
	values: { round: before.round }
});

export const favour = (a: Act<'favour'>, _b: LiveState, ctx: Ctx): MessageRef => ({
	key: 'lancaster.log.favour',
	values: { player: nameOf(ctx, a.player), tile: a.tile, reward: a.reward }
});

export function place(a: Act<'place'>, _b: LiveState, ctx: Ctx): MessageRef {
	const values: Record<string, string | number> = {
		player: nameOf(ctx, a.player),
		knight: a.knight,
		to: a.to,
		county: typeof a.county === 'number' ? (COUNTY_LETTERS[a.county] ?? '') : '',
		squires: typeof a.squires === 'number' ? a.squires : 0,
		battle: battleLabel(a.battle),
		favour: a.favour?.reward ?? 'none'
	};
	return { key: 'lancaster.log.place', values };
}

/** 'u1' → «1» (a new card), 'b3' → «3». */
export const battleLabel = (key: unknown): string => (typeof key === 'string' ? key.slice(1) : '');

export const endTroops = (_a: Act<'endTroops'>, before: LiveState): MessageRef => ({
	key: 'lancaster.log.endTroops',
	values: { round: before.round }
});

/** Never says what was voted: the log is visible to everyone. */
export const cast = (a: Act<'cast'>, _b: LiveState, ctx: Ctx): MessageRef => ({
	key: 'lancaster.log.cast',
	values: { player: nameOf(ctx, a.player) }
});

export function reveal(_a: Act<'reveal'>, before: LiveState): MessageRef {
	const b = before.ballot;
	if (!b) return { key: 'lancaster.log.unknown' };
	const t = tallyVote(b.ballots);
	return {
		key: 'lancaster.log.reveal',
		values: { law: b.law, position: b.position, yes: t.yes, no: t.no, passed: yn(t.passed) }
	};
}

export const applyLaw = (_a: Act<'applyLaw'>, before: LiveState): MessageRef => ({
	key: 'lancaster.log.applyLaw',
	values: { law: before.lawsInForce[before.lawIndex] ?? '', position: before.lawIndex + 1 }
});

export function county(a: Act<'county'>, before: LiveState, ctx: Ctx): MessageRef {
	const letter = COUNTY_LETTERS[before.county] ?? '';
	if (a.holder === null || a.holder === undefined)
		return { key: 'lancaster.log.countyEmpty', values: { county: letter } };
	const values: Record<string, string | number> = {
		county: letter,
		player: nameOf(ctx, a.holder),
		ally: yn(allyOwner(a.holder) !== null),
		choice: a.choice ?? '',
		...rewardValues(a.reward === undefined ? [] : [a.reward])
	};
	values.power = (typeof a.power === 'number' ? a.power : 0) + (values.rewardPower as number);
	delete values.rewardPower;
	if (before.county === SURREY_INDEX && a.nextStart !== undefined)
		return { key: 'lancaster.log.surrey', values: { ...values, next: nameOf(ctx, a.nextStart) } };
	return { key: 'lancaster.log.county', values };
}

export function castle(a: Act<'castle'>, before: LiveState, ctx: Ctx): MessageRef {
	const p = before.players[a.player];
	const { rewardPower, ...got } = rewardValues(Array.isArray(a.rewards) ? a.rewards : []);
	return {
		key: 'lancaster.log.castle',
		values: {
			player: nameOf(ctx, a.player),
			power: (typeof a.power === 'number' ? a.power : 0) + rewardPower!,
			tokens: p ? roundTableTokens(p.nobles, before.round) : 0,
			...got
		}
	};
}

export function battle(a: Act<'battle'> | Act<'lowerBattle'>, before: LiveState): MessageRef {
	const lower = a.type === 'lowerBattle' ? before.lowerRow.find((b) => b.id === a.id) : undefined;
	const upper =
		a.type === 'battle' ? (before.upper ?? []).find((u) => u.key === a.upper) : undefined;
	const card = a.card ?? upper?.card ?? lower;
	const key = a.type === 'battle' ? a.upper : a.id;
	if (!card) return { key: 'lancaster.log.unknown' };
	let rec;
	try {
		rec = battleRecord(
			'',
			card,
			a.slots ?? (key ? battleSlots(before, key) : []),
			a.type === 'battle' ? 1 : 2
		);
	} catch {
		return { key: 'lancaster.log.unknown' };
	}
	return {
		key: 'lancaster.log.battle',
		values: {
			england: yn(rec.englandWins),
			nobody: yn(rec.results.length === 0),
			total: rec.total,
			france: rec.franceStrength,
			next: rec.next,
			attempt: rec.attempt
		}
	};
}

export const endRound = (_a: Act<'endRound'>, before: LiveState): MessageRef => ({
	key: 'lancaster.log.endRound',
	values: { round: before.round }
});

export const finalScore = (): MessageRef => ({ key: 'lancaster.log.finalScore' });

export function adjust(a: Act<'adjust'>, _b: LiveState, ctx: Ctx): MessageRef {
	if (
		a.gold !== undefined ||
		a.squires !== undefined ||
		a.extensions !== undefined ||
		a.knights !== undefined
	)
		return {
			key: 'lancaster.log.adjustBoard',
			values: {
				player: nameOf(ctx, a.player),
				gold: a.gold ?? 0,
				squires: a.squires ?? 0,
				extensions: a.extensions ?? 0,
				knights: Array.isArray(a.knights) ? a.knights.join(' ') : '—'
			}
		};
	return {
		key: 'lancaster.log.adjust',
		values: {
			player: nameOf(ctx, a.player),
			power: a.power ?? 0,
			voteTokens: a.voteTokens ?? 0,
			nobles: a.nobles ?? 0
		}
	};
}

export function tableVote(a: Act<'tableVote'>, before: LiveState): MessageRef {
	const b = before.ballot;
	if (!b || !Array.isArray(a.ballots)) return { key: 'lancaster.log.unknown' };
	try {
		const t = tallyVote(a.ballots);
		return {
			key: 'lancaster.log.reveal',
			values: { law: b.law, position: b.position, yes: t.yes, no: t.no, passed: yn(t.passed) }
		};
	} catch {
		return { key: 'lancaster.log.unknown' };
	}
}
