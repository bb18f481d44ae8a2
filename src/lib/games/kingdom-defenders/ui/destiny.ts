/**
 * The destiny card list of the final forms (the live final and the quick scorer): the value of
 * each choice, the card it stands for, and its words.
 */
import type { KdDestiny } from '../scoring';

export const DESTINIES = [
	'',
	'weapon',
	'tome',
	'rune',
	'trophy',
	'distinctRunes',
	'points'
] as const;
export type DestinyChoice = (typeof DESTINIES)[number];

type Say = (key: string, options?: { values?: Record<string, string> }) => string;

/** The choice a destiny card is shown as ('' for none). */
export function destinyChoice(d: KdDestiny | null): DestinyChoice {
	return !d ? '' : d.kind === 'relic' ? d.relic : d.kind;
}

/** The card a choice stands for (a «points» card starts at 0 for the table to set). */
export function destinyOf(v: string): KdDestiny | null {
	if (v === '') return null;
	if (v === 'distinctRunes') return { kind: 'distinctRunes' };
	if (v === 'points') return { kind: 'points', points: 0 };
	return { kind: 'relic', relic: v as 'weapon' | 'tome' | 'rune' | 'trophy' };
}

export function destinyLabel(say: Say, v: DestinyChoice): string {
	if (v === '') return say('kingdom-defenders.ui.noDestiny');
	if (v === 'distinctRunes') return say('kingdom-defenders.destiny.distinctRunes');
	if (v === 'points') return say('kingdom-defenders.destiny.points');
	return say('kingdom-defenders.destiny.relic', { values: { relic: v } });
}
