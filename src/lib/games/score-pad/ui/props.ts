/** The props each of this game's screens gets from the session page, named once. */
import type { FlowProps } from '$lib/ui/game-ui';
import type { PadAction, PadState, ScorePadOptions } from '../state';

export type PadProps = FlowProps<PadState, PadAction, ScorePadOptions>;
