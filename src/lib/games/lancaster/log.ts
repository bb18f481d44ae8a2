/** The log lines of the live flow: what each move says, never a secret (votes stay hidden). */
import type { MessageRef, SessionContext } from '../core/types';
import { COUNTY_LETTERS, SURREY_INDEX } from './data';
import { battleRecord, type LiveAction, type LiveState } from './live';
import { allyOwner, type Options } from './options';
import { roundTableTokens, sideName as nameOf } from './queries';
import { tallyVote } from './rules';

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
		power: a.power ?? 0
	};
	if (before.county === SURREY_INDEX && a.nextStart !== undefined)
		return { key: 'lancaster.log.surrey', values: { ...values, next: nameOf(ctx, a.nextStart) } };
	return { key: 'lancaster.log.county', values };
}

export function castle(a: Act<'castle'>, before: LiveState, ctx: Ctx): MessageRef {
	const p = before.players[a.player];
	return {
		key: 'lancaster.log.castle',
		values: {
			player: nameOf(ctx, a.player),
			power: a.power,
			tokens: p ? roundTableTokens(p.nobles, before.round) : 0
		}
	};
}

export function battle(a: Act<'battle'> | Act<'lowerBattle'>, before: LiveState): MessageRef {
	const lower = a.type === 'lowerBattle' ? before.lowerRow.find((b) => b.id === a.id) : undefined;
	const card = a.type === 'battle' ? a.card : lower;
	if (!card) return { key: 'lancaster.log.unknown' };
	let rec;
	try {
		rec = battleRecord(
			'',
			card,
			a.type === 'battle' ? a.slots : (a.slots ?? lower?.slots ?? []),
			a.type === 'battle' ? 1 : 2
		);
	} catch {
		return { key: 'lancaster.log.unknown' };
	}
	return {
		key: 'lancaster.log.battle',
		values: {
			england: yn(rec.englandWins),
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

export const adjust = (a: Act<'adjust'>, _b: LiveState, ctx: Ctx): MessageRef => ({
	key: 'lancaster.log.adjust',
	values: {
		player: nameOf(ctx, a.player),
		power: a.power ?? 0,
		voteTokens: a.voteTokens ?? 0,
		nobles: a.nobles ?? 0
	}
});

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
