/**
 * The rules at hand for each step of the round (the «?» beside the step's name): what the table
 * does now and the rules that apply, in our own words, with the rulebook's page. Pages from the
 * rulebook's phase index: new round and favour p.8, disc placement p.9–10, zone A p.10, zone B
 * p.11–13, zone C p.14, horde movement p.15–16, zone D and maintenance p.17, the end p.18.
 */
import type { MessageRef, StepRules } from '../core/types';
import { campLimit } from './data';
import { hordeActive, type Phase } from './rules';
import type { Ctx, LiveState } from './live-types';

type Step = Phase | 'setup' | 'ended';
const K = 'kingdom-defenders.rules';
const r = (key: string, page: number | undefined, values?: Record<string, string | number>) => ({
	text: values ? { key: `${K}.${key}`, values } : { key: `${K}.${key}` },
	page
});

/** Each step's rules, with its rulebook page (the first page of the step's section). */
const RULES: Record<Step, (s: LiveState, ctx: Ctx) => StepRules['rules']> = {
	// Reglamento «Preparación»: «FAMA INICIAL: cada jugador sitúa un disco ... dependiendo del orden de turno».
	// The setup pages carry no page number in our text: the starting fame's is not guessed.
	setup: () => [r('prep.fame', undefined), r('prep.firstRound', 9)],
	// Reglamento «Nueva Ronda de juego. Página 08».
	newRound: (s) => [
		r('newRound.horde', 8),
		r('newRound.special', 8),
		r('newRound.end', 8, { rounds: s.rounds })
	],
	// Reglamento «El favor del Rey. Página 08»: «tendrá preferencia el jugador peor posicionado».
	favour: (_s, ctx) => [
		r('favour.dice', 8, { n: ctx.players.length }),
		r('favour.order', 8),
		r('favour.faces', 8)
	],
	// Reglamento «Colocación de los discos. Páginas 9 y 10».
	placement: () => [r('placement.turns', 9), r('placement.oneSlot', 9), r('placement.wall', 10)],
	// Reglamento «Activación de la Zona A. Página 10».
	zoneA: () => [r('zoneA.order', 10)],
	// Reglamento «Activación de la Zona B. Páginas 11, 12 y 13».
	zoneB: () => [
		r('zoneB.order', 11),
		r('zoneB.adventure', 12),
		r('zoneB.fail', 12),
		r('zoneB.gesta', 13)
	],
	// Reglamento «Activación de la Zona C. Página 14».
	zoneC: (_s, ctx) => [
		r('zoneC.slots', 14),
		r('zoneC.exact', 14),
		r('zoneC.fame', 14, { limit: campLimit(ctx.players.length) })
	],
	// Reglamento «Movimiento de la Horda. Páginas 15 y 16».
	hordeMove: () => [
		r('hordeMove.victory', 15),
		r('hordeMove.advance', 15),
		r('hordeMove.siege', 16)
	],
	// Reglamento «Activación de la Zona D. Página 17».
	zoneD: () => [r('zoneD.gates', 17)],
	// Reglamento «Mantenimiento. Página 17».
	maintenance: () => [r('maintenance.discs', 17), r('maintenance.buildings', 17)],
	// Reglamento «Final de partida», p.18.
	ended: () => [r('ended.score', 18), r('ended.winner', 18)]
};

/** The step's rules: its name, what it asks of the table now, and the rules that apply. */
export function stepRules(s: LiveState, ctx: Ctx): StepRules {
	const step: Step = s.phase;
	const title: MessageRef =
		step === 'setup' || step === 'ended'
			? { key: `kingdom-defenders.phase.${step}` }
			: { key: 'kingdom-defenders.phase.name', values: { phase: step } };
	// Without a horde this round (round 1, the family variant) its two steps have nothing to do.
	const idle =
		(step === 'zoneC' || step === 'hordeMove') && !hordeActive(s.round, ctx.options.variant);
	return {
		title,
		asks: { key: `${K}.${step}.asks${idle ? 'Idle' : ''}` },
		rules: RULES[step](s, ctx)
	};
}
