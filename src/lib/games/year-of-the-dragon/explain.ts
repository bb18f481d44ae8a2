/**
 * «Why?» for what the phone resolves in Year of the Dragon: a month's event with its releases,
 * the decay and the round scoring (read from the month report the move stored), the order the
 * person track sets for a phase, and the final scoring with its person-track tie-break (read from
 * the final results). Built only from what the move applied, so it cannot disagree with it; a
 * report from an older log that lacks a figure says so in a sentence.
 */
import type { Explanation, MessageRef } from '../core/types';
import { CONTAGION_RELEASES, type YotdEvent } from './data';
import type { Ctx } from './options';
import {
	currentOrder,
	markers,
	type LiveState,
	type MonthReport,
	type Phase,
	type PlayerMonthResult
} from './model';
import { stackIndex } from './rules';
import type { FinalResult } from './scoring';
import { EVENT_PAGE, RULE_PAGE } from './rule-pages';

// Every key below is this prefix and a suffix; the explain test formats each one in both languages.
const K = `year-of-the-dragon.why`;
const ref = (key: string, values?: MessageRef['values']): MessageRef =>
	values ? { key: `${K}.${key}`, values } : { key: `${K}.${key}` };
/** What an explanation needs of the session: the players' names (a result view has only those). */
type Names = Pick<Ctx, 'players'>;
const name = (ctx: Names, id: string) => ctx.players.find((p) => p.id === id)?.name ?? id;
const names = (ctx: Names, ids: readonly string[]) => ids.map((id) => name(ctx, id)).join(', ');
const signed = (n: number) => (n >= 0 ? `+${n}` : `${n}`);

/** What the event read of one player: the figures its outcome was computed from. */
function eventInput(event: YotdEvent, r: PlayerMonthResult, ctx: Names): MessageRef {
	const v = r.explain?.values;
	if (event !== 'peace' && !v) return ref('missing.input', { player: name(ctx, r.id) });
	return ref(`input.${event}`, { player: name(ctx, r.id), ...(v ?? {}) });
}

/**
 * Whether a release was cut to the persons the player had: nobody releases more persons than they
 * have (Contagion asks 3 less the mortars; the Tribute one per missing yuan).
 */
function capped(event: YotdEvent, r: PlayerMonthResult): { capped?: number } {
	const v = r.explain.values ?? {};
	if (event === 'contagion')
		return {
			capped: r.mustRelease < Math.max(0, CONTAGION_RELEASES - Number(v.mortars ?? 0)) ? 1 : 0
		};
	if (event === 'tribute') return { capped: r.mustRelease < Number(v.missing ?? 0) ? 1 : 0 };
	return {};
}

/** Points the month gave one player: the event's and the round scoring's. */
function monthPoints(r: PlayerMonthResult): number | null {
	return r.round ? r.vp + r.round.total : null;
}

/**
 * The month as the move resolved it (Reglamento «3ra Fase: Evento», «Decaer», «4ta Fase»): what
 * the event read of each player, in person-track order; what it took; who released whom; which
 * palaces decayed; the round's points.
 */
export function explainReport(report: MonthReport, ctx: Names): Explanation {
	const { event, month } = report;
	const inputs = report.players.map((r) => ({ player: r.id, text: eventInput(event, r, ctx) }));
	const steps: MessageRef[] = [];
	// «Regla general»: si varios jugadores liberan a la vez, lo hacen en el orden del registro de personas.
	if (event !== 'peace')
		steps.push(
			ref('month.order', {
				order: names(
					ctx,
					report.players.map((r) => r.id)
				)
			})
		);
	for (const r of report.players) {
		if (event !== 'peace' && r.explain?.values)
			steps.push(
				ref(`effect.${event}`, {
					player: name(ctx, r.id),
					...r.explain.values,
					...capped(event, r)
				})
			);
		for (const x of r.released)
			steps.push(
				ref('month.released', {
					player: name(ctx, r.id),
					type: x.type,
					age: x.age,
					palace: x.palace + 1
				})
			);
	}
	// «Decaer»: cada palacio deshabitado pierde 1 piso; uno de un piso desaparece.
	const decays = report.players.flatMap((r) =>
		r.decayed
			? r.decayed.map((d) =>
					ref('month.decay', { player: name(ctx, r.id), palace: d.palace + 1, left: d.floors })
				)
			: r.lostFloors > 0
				? [ref('missing.decay', { player: name(ctx, r.id), floors: r.lostFloors })]
				: []
	);
	steps.push(...(decays.length > 0 ? decays : [ref('month.noDecay')]));
	// «4ta Fase»: 1 punto por palacio, por abanico de dama y por dragón de privilegio.
	for (const r of report.players)
		steps.push(
			r.round
				? ref('month.round', { player: name(ctx, r.id), ...r.round })
				: ref('missing.round', { player: name(ctx, r.id) })
		);
	const released = report.players.reduce((n, r) => n + r.released.length, 0);
	const floors = report.players.reduce((n, r) => n + r.lostFloors, 0);
	const points = report.players
		.map((r) => {
			const n = monthPoints(r);
			return `${name(ctx, r.id)} ${n === null ? '?' : signed(n)}`;
		})
		.join(', ');
	return {
		title: ref('month.title', { month, event }),
		inputs,
		steps,
		rule: { text: ref(`rule.${event}`), page: EVENT_PAGE[event] },
		outcome: ref('month.outcome', { released, floors, points })
	};
}

/** The month report this move added, or null (the move resolved no event). */
export function resolvedReport(before: LiveState, after: LiveState): MonthReport | null {
	return after.reports.length > before.reports.length ? (after.reports.at(-1) ?? null) : null;
}

/**
 * The order the person track sets (Reglamento «1a Fase»: the marker furthest ahead plays first;
 * «Preparar»: a marker that lands on another goes on top, and the one on top plays first).
 */
export function explainOrder(
	state: LiveState,
	ctx: Names,
	phase: Phase = state.phase
): Explanation {
	const m = markers(state);
	const order = currentOrder(state);
	const at = (id: string) => m.find((x) => x.id === id)!;
	const inputs = order.map((id) => ({
		player: id,
		text: ref('order.input', {
			player: name(ctx, id),
			track: at(id).track,
			stack: stackIndex(m, id)
		})
	}));
	const steps: MessageRef[] = [ref('order.furthest')];
	// Markers sharing a space: the one that arrived later lies on top and goes first.
	for (let i = 1; i < order.length; i++) {
		const a = at(order[i - 1]!);
		const b = at(order[i]!);
		if (a.track === b.track)
			steps.push(
				ref('order.stack', { upper: name(ctx, a.id), lower: name(ctx, b.id), track: a.track })
			);
	}
	return {
		title: ref('order.title', { month: state.month, phase }),
		inputs,
		steps,
		rule: { text: ref('rule.order'), page: RULE_PAGE.actionPhase },
		outcome: ref('order.outcome', { order: names(ctx, order) })
	};
}

/**
 * The final scoring (Reglamento «Fin del juego»): 2 points a person, each monk's buddhas times its
 * palace's floors, 1 point per 3 yuan after selling rice and fireworks for 2 each; a tie on points
 * goes to the marker furthest ahead on the person track (on a shared space, the one on top).
 */
export function explainFinal(
	results: readonly FinalResult[],
	tracks: Readonly<Record<string, number>>,
	ctx: Names
): Explanation {
	const ranked = [...results].sort((a, b) => a.rank - b.rank);
	const inputs = ranked.map((r) => ({
		player: r.id,
		text: ref('final.input', {
			player: name(ctx, r.id),
			score: r.score,
			persons: r.personCount,
			yuan: r.yuan,
			riceYuan: r.riceYuan,
			fireworksYuan: r.fireworksYuan,
			track: tracks[r.id] ?? '?'
		})
	}));
	const steps = ranked.map((r) =>
		ref('final.step', {
			player: name(ctx, r.id),
			score: r.score,
			persons: r.persons,
			monks: r.monks,
			totalYuan: r.totalYuan,
			money: r.money,
			total: r.total
		})
	);
	// Players level on points, split by the person track (or sharing the place).
	const level = ranked.filter((r) => ranked.some((o) => o !== r && o.total === r.total));
	const decided = ranked.filter(
		(r) => r.decidedBy === 'personTrack' || r.decidedBy === 'personTrackStack'
	);
	let tie: MessageRef | undefined;
	if (level.length > 0) {
		const totals = [...new Set(level.map((r) => r.total))];
		tie = ref(decided.length > 0 ? 'final.tieTrack' : 'final.tieShared', {
			order: totals
				.map((t) =>
					level
						.filter((r) => r.total === t)
						.map((r) => `${name(ctx, r.id)} (${tracks[r.id] ?? '?'})`)
						.join(' > ')
				)
				.join('; ')
		});
	}
	const winners = ranked.filter((r) => r.rank === 1);
	return {
		title: ref('final.title'),
		inputs,
		steps,
		rule: { text: ref('rule.final'), page: RULE_PAGE.gameEnd },
		tie,
		outcome: ref('final.outcome', {
			winners: names(
				ctx,
				winners.map((r) => r.id)
			),
			count: winners.length,
			total: winners[0]?.total ?? 0
		})
	};
}

/** Person-track positions by player id (the final's tie-break reads them). */
export function tracksOf(state: LiveState): Record<string, number> {
	return Object.fromEntries(state.players.map((p) => [p.id, p.track]));
}

/**
 * «Why?» of the event move: the month; after the twelfth, the final scoring's steps and tie too;
 * otherwise the order the next month starts in.
 */
export function explainResolve(before: LiveState, after: LiveState, ctx: Ctx): Explanation | null {
	const report = resolvedReport(before, after);
	if (!report) return null;
	const month = explainReport(report, ctx);
	if (after.final) {
		const fin = explainFinal(after.final, tracksOf(after), ctx);
		return {
			...month,
			steps: [...month.steps, fin.title, ...fin.steps, fin.outcome],
			tie: fin.tie
		};
	}
	if (after.phase !== 'action') return month;
	const order = explainOrder(after, ctx);
	return { ...month, steps: [...month.steps, order.title, order.outcome] };
}

/**
 * «Why?» of a move that opens a phase whose order the track decides (the last starting pair opens
 * month 1; the last action opens the person phase, after parades and scholars moved markers).
 */
export function explainPhaseOrder(
	before: LiveState,
	after: LiveState,
	ctx: Ctx
): Explanation | null {
	if (after.phase === before.phase || (after.phase !== 'action' && after.phase !== 'person'))
		return null;
	return explainOrder(after, ctx);
}

/** «Why?» of a correction after the end: the final scoring it re-ran. */
export function explainCorrection(after: LiveState, ctx: Ctx): Explanation | null {
	return after.phase === 'finished' && after.final
		? explainFinal(after.final, tracksOf(after), ctx)
		: null;
}
