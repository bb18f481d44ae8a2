/** The props each of this game's screens gets from the session page, named once. */
import type { FlowProps } from '$lib/ui/game-ui';
import type { LiveAction, LiveState } from '../live';
import type { Options } from '../options';
import type { ScorerAction, ScorerState } from '../scorer';

export type LiveProps = FlowProps<LiveState, LiveAction, Options>;
export type ScorerProps = FlowProps<ScorerState, ScorerAction, Options>;
