/**
 * What the Log tab of a shared session open on this phone shows of the table: the seat lines
 * («Clara juega desde el móvil de Ana») in order with the moves, and which phone wrote each
 * entry (a «Why?» says where its inputs were entered). SharedTable (attach.svelte.ts) sets them
 * from the room; the log pane reads them. This module holds nothing else, so the log pane pulls
 * nothing of sync in.
 */
import type { MessageRef } from '$lib/games/core/types';

export interface SeatLogLine {
	readonly id: string;
	/** When the seat was claimed or left (the writing phone's clock). */
	readonly at: number;
	readonly text: MessageRef;
}

export const seatLog = $state<Record<string, readonly SeatLogLine[]>>({});

/** Session id → entry id → the name of the phone that wrote the entry (a Map: kept raw). */
export const entryPhones = $state<Record<string, ReadonlyMap<string, string>>>({});
