/**
 * The event phase of the live companion: the month's event, decay and scoring, then the next month
 * or the final scoring.
 */
import { invalid, type Invalid } from '../core/types';
import { MONTHS } from './data';
import { applyReleases, decay, roundScore } from './rules';
import { finalScore } from './scoring';
import {
	findPlayer,
	startMonth,
	toFinalPlayers,
	type LiveAction,
	type LivePlayer,
	type LiveState,
	type PlayerMonthResult
} from './model';
import { eventPreview } from './queries';

export function reduceResolveEvent(
	state: LiveState,
	a: Extract<LiveAction, { type: 'resolveEvent' }>
): LiveState | Invalid {
	const releases = a.releases ?? {};
	if (typeof releases !== 'object' || releases === null)
		return invalid('year-of-the-dragon.error.badRelease');
	for (const id of Object.keys(releases))
		if (!findPlayer(state, id))
			return invalid('year-of-the-dragon.error.unknownPlayer', { player: id });
	const { event, outcomes } = eventPreview(state);
	const results: PlayerMonthResult[] = [];
	let players = state.players;
	// Reglamento «Regla general»: las liberaciones ocurren en el orden del registro de personas.
	for (const o of outcomes) {
		const p = players.find((x) => x.id === o.id) as LivePlayer;
		const mine = releases[o.id] ?? [];
		if (!Array.isArray(mine)) return invalid('year-of-the-dragon.error.badRelease');
		if (mine.length !== o.mustRelease)
			return invalid('year-of-the-dragon.error.releaseCount', {
				player: o.id,
				need: o.mustRelease,
				got: mine.length
			});
		const after = applyReleases(p.palaces, mine, o.distinctPalaces);
		if (typeof after === 'string') return invalid(after, { player: o.id });
		// Reglamento «Decaer»: cada palacio deshabitado pierde 1 piso.
		const d = decay(after);
		const updated: LivePlayer = {
			...p,
			yuan: p.yuan - o.yuanPaid,
			rice: p.rice - o.riceReturned,
			fireworks: p.fireworks - o.fireworksReturned,
			score: p.score + o.vp,
			palaces: d.palaces
		};
		// Reglamento «4ta Fase: Puntuación»: palacios, abanicos y dragones de privilegio.
		const round = roundScore(updated);
		players = players.map((x) =>
			x.id === o.id ? { ...updated, score: updated.score + round.total } : x
		);
		results.push({
			...o,
			released: mine.map((r) => ({ palace: r.palace, type: r.type, age: r.age })),
			lostFloors: d.lostFloors,
			vanishedPalaces: d.vanished,
			decayed: d.decayed,
			round
		});
	}
	const scores: Record<string, number> = {};
	for (const p of players) scores[p.id] = p.score;
	let s: LiveState = {
		...state,
		players,
		reports: [...state.reports, { month: state.month, event, players: results }],
		history: [...state.history, { round: state.month, scores }]
	};
	if (state.month < MONTHS) return startMonth(s, state.month + 1);
	// Reglamento «Fin del juego»: la partida termina tras la puntuación del duodécimo mes.
	s = { ...s, phase: 'finished', order: [], done: [] };
	return { ...s, final: finalScore(toFinalPlayers(s)) };
}
