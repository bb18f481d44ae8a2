/** The log lines of the live flow: what each move says, never a secret (votes stay hidden). */
import type { MessageRef, SessionContext } from '../core/types';
import { COUNTY_LETTERS, SURREY_INDEX } from './data';
import { battleRecord, battleSlots, boardEnd, type LiveAction, type LiveState } from './state';
import { isRecord } from '../core/checks';
import { allyOwner, type Options } from './options';
import { battleNo, roundTableTokens, sideName as nameOf } from './queries';
import { tallyVote } from './rules';
import { checkReward, countyHolder, sumRewards, type Reward } from './board';

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

export function place(a: Act<'place'>, before: LiveState, ctx: Ctx): MessageRef {
	const values: Record<string, string | number> = {
		player: nameOf(ctx, a.player),
		knight: a.knight,
		to: a.to,
		county: typeof a.county === 'number' ? (COUNTY_LETTERS[a.county] ?? '') : '',
		squires: typeof a.squires === 'number' ? a.squires : 0,
		battle: typeof a.battle === 'string' ? battleNo(before, a.battle) : '',
		favour: a.favour?.reward ?? 'none',
		// What a «gold and squires» tile gave (an ally's are lost: Reglamento p.7).
		gold: typeof a.favour?.gold === 'number' ? a.favour.gold : 0,
		favourSquires: typeof a.favour?.squires === 'number' ? a.favour.squires : 0,
		// «desplazar» (p.2): the knight of another player that the county's new knight sends home.
		out: 'none',
		outKnight: 0
	};
	const held =
		a.to === 'county' && typeof a.county === 'number'
			? countyHolder(before.placed ?? [], a.county)
			: null;
	if (held && held.side !== a.player) {
		values.out = nameOf(ctx, held.side);
		values.outKnight = held.knight;
	}
	return { key: 'lancaster.log.place', values };
}

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
			// The battle's one name: its card's number, as the form and the results say it.
			n: key ? battleNo(before, key) : before.battleSeq + 1,
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

/** A player's end state as the log shows it: «gold / squires / extensions / knights». */
function endLine(x: unknown): string {
	if (!isRecord(x)) return '?';
	const n = (v: unknown) => (typeof v === 'number' ? v : '?');
	const k = Array.isArray(x.knights) && x.knights.length > 0 ? x.knights.join(' ') : '—';
	return `${n(x.gold)} / ${n(x.squires)} / ${n(x.extensions)} / ${k}`;
}

/** The final scoring names the numbers it counted, each player's (typed, or the board kept). */
export function finalScore(a: Act<'finalScore'>, before: LiveState, ctx: Ctx): MessageRef {
	const input: unknown = a.players ?? boardEnd(before, ctx);
	const rows = ctx.players.map(
		({ id }) => `${nameOf(ctx, id)} ${endLine(isRecord(input) ? input[id] : undefined)}`
	);
	return { key: 'lancaster.log.finalScore', values: { players: rows.join('; ') } };
}

const CORRECTED = ['power', 'voteTokens', 'nobles', 'gold', 'squires', 'extensions'] as const;

/**
 * A correction names only what it changed, from the value the phone held to the new one
 * (the action keeps differences; the knights, the new set). Each field is `none`, `first` or
 * `more` so the message puts a comma before every change but the first.
 */
export function adjust(a: Act<'adjust'>, before: LiveState, ctx: Ctx): MessageRef {
	const p = before.players[a.player];
	const values: Record<string, string | number> = { player: nameOf(ctx, a.player) };
	let n = 0;
	const mark = () => (n++ === 0 ? 'first' : 'more');
	for (const f of CORRECTED) {
		const d = a[f];
		values[f] = 'none';
		if (typeof d !== 'number' || d === 0 || !p) continue;
		values[f] = mark();
		values[`${f}From`] = p[f];
		values[`${f}To`] = p[f] + d;
	}
	values.knights = 'none';
	if (Array.isArray(a.knights) && p) {
		const show = (k: readonly unknown[]) => (k.length > 0 ? k.join(' ') : '—');
		values.knights = mark();
		values.knightsFrom = show(p.knights ?? []);
		values.knightsTo = show([...(a.knights as number[])].sort((x, y) => x - y));
	}
	return { key: 'lancaster.log.correction', values };
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
