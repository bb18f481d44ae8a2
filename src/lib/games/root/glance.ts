/** The step the acting faction is at: the top bar's label and the live screen's step card. */
import { seatFactions, type Ctx, type LiveState } from './model';
import { isCompanySetup, isCultSetup } from './turn';

/** The step the acting faction is at, for the top bar and the step card. */
export type RootPhase = 'setup' | 'birdsong' | 'daylight' | 'evening' | 'turn';

/** Setup still open: the Outcast, the start garden or a starting price not set (10.3, 11.3.5). */
export function needsSetup(state: LiveState): boolean {
	const lc = state.lizards;
	const rf = state.riverfolk;
	return (
		(lc !== null && lc.dawns === 0 && (!lc.outcastChosen || isCultSetup(state))) ||
		(rf !== null && isCompanySetup(state))
	);
}

/** Where the acting faction's turn is: the Cult and the Company have their steps tracked. */
export function phaseOf(state: LiveState, ctx: Ctx): RootPhase {
	if (needsSetup(state)) return 'setup';
	const f = seatFactions(state, ctx)[state.turn];
	if (f === 'lizards' && state.lizards)
		return !state.lizards.dawnDone
			? 'birdsong'
			: state.lizards.daylightBegun
				? 'daylight'
				: 'birdsong';
	if (f === 'riverfolk' && state.riverfolk)
		return !state.riverfolk.dawnDone
			? 'birdsong'
			: state.riverfolk.eveningBegun
				? 'evening'
				: 'daylight';
	return 'turn';
}
