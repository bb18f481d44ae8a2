/** The props each of this game's screens gets from the session page, named once. */
import type { MessageRef, Player, SessionContext } from '$lib/games/core/types';
import type { FlowProps } from '$lib/ui/game-ui';
import type { KdOptions, LiveAction, LiveState } from '../live';
import type { KdScorerAction, KdScorerState } from '../scorer';

export type LiveProps = FlowProps<LiveState, LiveAction, KdOptions>;
export type ScorerProps = FlowProps<KdScorerState, KdScorerAction, KdOptions>;

/** A player's adventure or feat form, recorded in its zone or late. */
export interface RecordFormProps {
	player: Player;
	ctx: SessionContext<KdOptions>;
	/** The round it is recorded in (its draft belongs to that round). */
	round: number;
	/** Recorded after zone B of its round. */
	late?: boolean;
	disabled?: boolean;
	dispatch: (a: LiveAction) => Promise<MessageRef | null>;
	ondone: () => void;
}
