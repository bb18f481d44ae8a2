/** The props each of this game's screens gets from the session page, named once. */
import type { FlowProps } from '$lib/ui/game-ui';
import type { LiveAction, LiveState, Options, ScorerAction, ScorerState } from '../state';

export type LiveProps = FlowProps<LiveState, LiveAction, Options>;
export type ScorerProps = FlowProps<ScorerState, ScorerAction, Options>;
