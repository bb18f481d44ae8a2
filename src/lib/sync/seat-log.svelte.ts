/**
 * The seat lines of each shared session open on this phone («Clara juega desde el móvil de
 * Ana»), for the session's Log tab to show in order with the moves. SharedTable (attach.svelte.ts)
 * folds the room's seat log and sets them, as messages of the sync catalogue it loads; the log
 * pane reads them. This module holds nothing else, so the log pane pulls nothing of sync in.
 */
import type { MessageRef } from '$lib/games/core/types';

export interface SeatLogLine {
	readonly id: string;
	/** When the seat was claimed or left (the writing phone's clock). */
	readonly at: number;
	readonly text: MessageRef;
}

export const seatLog = $state<Record<string, readonly SeatLogLine[]>>({});
