/** The props each of this game's screens gets from the session page, named once. */
import type { FlowProps } from '$lib/ui/game-ui';
import type { LiveAction, LiveState } from '../model';
import type { YotdOptions } from '../options';
import type { ScorerAction, ScorerState } from '../scorer';

export type LiveProps = FlowProps<LiveState, LiveAction, YotdOptions>;
export type ScorerProps = FlowProps<ScorerState, ScorerAction, YotdOptions>;
