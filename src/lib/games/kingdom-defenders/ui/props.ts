/** The props each of this game's screens gets from the session page, named once. */
import type { FlowProps } from '$lib/ui/game-ui';
import type { KdOptions, LiveAction, LiveState } from '../live';
import type { KdScorerAction, KdScorerState } from '../scorer';

export type LiveProps = FlowProps<LiveState, LiveAction, KdOptions>;
export type ScorerProps = FlowProps<KdScorerState, KdScorerAction, KdOptions>;
