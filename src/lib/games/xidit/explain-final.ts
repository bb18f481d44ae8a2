/**
 * Why the final came out as it did: each of the three evaluations (Reglamento p.14–15: the
 * values compared in the Hall of Fame, who leaves and what separated them, the ghost's place,
 * p.17–18) and the final ranking (p.15: the one token still active saves the Kingdom). Read
 * from the result the evaluation stored, so the reasons name exactly who left.
 */
import type { Explanation, MessageRef, Player } from '../core/types';
import { GHOST_ID } from './data';
import type { LiveState } from './live-state';
import type { RegionEntry } from './options';
import type { EvaluationRound, FinalEvaluationExplained } from './scoring';

/** What an explanation reads besides the result: the names, the regions, the units (tie-break). */
export interface FinalWhyInput {
	players: readonly Pick<Player, 'id' | 'name'>[];
	regions: readonly Pick<RegionEntry, 'id' | 'label'>[];
	/** Units behind each screen at the end; absent for a player an older log never recorded. */
	units: Readonly<Record<string, number | undefined>>;
}

/** A competitor's name for the messages: the ghost's id stays, each language names it. */
const nameOf = (w: FinalWhyInput, id: string) =>
	id === GHOST_ID ? GHOST_ID : (w.players.find((p) => p.id === id)?.name ?? '?');
const namesOf = (w: FinalWhyInput, ids: readonly string[]) =>
	ids.map((id) => nameOf(w, id)).join(', ');
const regionOf = (w: FinalWhyInput, id: string) => w.regions.find((r) => r.id === id)?.label || id;

/** The explanation that says what an older session's log lacks, instead of a wrong reason. */
export function missingWhy(title: MessageRef, what: string): Explanation {
	return {
		title,
		inputs: [],
		steps: [],
		rule: { text: { key: 'xidit.why.eval.rule' }, page: 15 },
		outcome: { key: 'xidit.why.missing', values: { what } }
	};
}

function tieOf(w: FinalWhyInput, round: EvaluationRound): MessageRef | undefined {
	const r = round.reasons.find((x) => x.reason !== 'lowest');
	if (!r) return undefined;
	const values = {
		player: nameOf(w, r.id),
		against: nameOf(w, r.against),
		units: w.units[r.id] ?? '?',
		againstUnits: w.units[r.against] ?? '?'
	};
	return { key: `xidit.why.eval.tie.${r.reason}`, values };
}

/** One evaluation (0-based `index` in the order they were made). */
export function explainEvaluation(
	result: FinalEvaluationExplained,
	index: number,
	w: FinalWhyInput
): Explanation {
	const round = result.rounds[index];
	const title: MessageRef = {
		key: 'xidit.why.eval.title',
		values: { n: index + 1, criterion: round?.criterion ?? '' }
	};
	if (!round) return missingWhy(title, 'evaluation');
	const criterion = round.criterion;
	// Reglamento p.14 «Salón de la Fama»: every token goes in the column, eliminated ones too.
	const inputs: Explanation['inputs'] = round.column.map((e) => ({
		...(e.id === GHOST_ID ? {} : { player: e.id }),
		text: {
			key: 'xidit.why.eval.score',
			values: {
				player: nameOf(w, e.id),
				criterion,
				score: e.score,
				place: e.place,
				active: e.active ? 'yes' : 'no'
			}
		}
	}));
	const steps: MessageRef[] = [];
	// Reglamento p.14 «Si es la loseta de Evaluación de Reputación»: region by region.
	for (const reg of round.regions ?? []) {
		if (!reg.available || reg.first.length === 0) continue;
		const high = reg.points[reg.first[0]!] ?? 0;
		const low = reg.second.length > 0 ? (reg.points[reg.second[0]!] ?? 0) : 0;
		steps.push({
			key: 'xidit.why.eval.region',
			values: {
				region: regionOf(w, reg.region),
				first: namesOf(w, reg.first),
				high,
				second: reg.second.length > 0 ? namesOf(w, reg.second) : 'none',
				low
			}
		});
	}
	const still = Object.keys(round.scores).length;
	steps.push({
		key: 'xidit.why.eval.still',
		values: { n: still, k: round.eliminated.length }
	});
	const ghost = round.column.find((e) => e.id === GHOST_ID);
	if (ghost)
		steps.push({
			key: 'xidit.why.eval.ghost',
			values: {
				place: ghost.place,
				score: ghost.score,
				active: ghost.active ? 'yes' : 'no'
			}
		});
	for (const r of round.reasons)
		if (r.reason === 'lowest')
			steps.push({
				key: 'xidit.why.eval.lowest',
				values: { player: nameOf(w, r.id), criterion, score: round.scores[r.id] ?? 0 }
			});
	return {
		title,
		inputs,
		steps,
		rule: {
			text: { key: 'xidit.why.eval.rule' },
			page: criterion === 'reputation' ? 14 : 15
		},
		tie: tieOf(w, round),
		outcome: {
			key: 'xidit.why.eval.out',
			values: { players: namesOf(w, round.eliminated), count: round.eliminated.length }
		}
	};
}

/** The final ranking: who left at which evaluation, and the one still in. */
export function explainRanking(result: FinalEvaluationExplained, w: FinalWhyInput): Explanation {
	const title: MessageRef = { key: 'xidit.why.rank.title' };
	if (!result.winner || result.rounds.length === 0) return missingWhy(title, 'result');
	const inputs: Explanation['inputs'] = Object.entries(result.totals).map(([id, t]) => ({
		...(id === GHOST_ID ? {} : { player: id }),
		text: {
			key: 'xidit.why.rank.totals',
			values: {
				player: nameOf(w, id),
				wealth: t.wealth,
				influence: t.influence,
				reputation: t.reputation,
				units: id === GHOST_ID ? 'none' : String(w.units[id] ?? '?')
			}
		}
	}));
	const steps: MessageRef[] = result.rounds.map((r, i) => ({
		key: 'xidit.why.rank.round',
		values: {
			n: i + 1,
			criterion: r.criterion,
			players: namesOf(w, r.eliminated),
			count: r.eliminated.length
		}
	}));
	const last = result.rounds[result.rounds.length - 1]!;
	return {
		title,
		inputs,
		steps,
		rule: { text: { key: 'xidit.why.rank.rule' }, page: 15 },
		tie: tieOf(w, last),
		outcome: { key: 'xidit.why.rank.out', values: { winner: nameOf(w, result.winner) } }
	};
}

/** Every «why» of a finished final, in the order the result screen shows them. */
export function explainFinal(
	result: FinalEvaluationExplained,
	w: FinalWhyInput
): { rounds: Explanation[]; ranking: Explanation } {
	return {
		rounds: result.rounds.map((_r, i) => explainEvaluation(result, i, w)),
		ranking: explainRanking(result, w)
	};
}

/** The names, regions and final units a live session's «why» reads. */
export function finalWhyInput(
	s: Pick<LiveState, 'regions' | 'final'>,
	players: readonly Pick<Player, 'id' | 'name'>[]
): FinalWhyInput {
	return {
		players,
		regions: s.regions,
		units: Object.fromEntries(players.map((p) => [p.id, s.final?.[p.id]?.units]))
	};
}
