/**
 * The log line of a final corrected after the end: what changed, one slot per change (player,
 * what, before → after), in the words of each catalogue. The slots are ICU selects over plain
 * values because a log line is one message with flat values.
 */

/** How many changes a correction's line names; the rest are counted («and 2 more»). */
export const FINAL_LOG_SLOTS = 6;

export interface FinalLogWords {
	/** The line before the changes. */
	head: string;
	/** `select` arms naming a field (destiny, claim_<achievement>, loot, rune1…). */
	fields: string;
	/** `select` arms naming a value that is not a number (a destiny card, a claim on/off). */
	values: string;
	/** The tail when more changed than the slots show, `#` the rest. */
	more: string;
	/** Said when the correction changed no number. */
	same: string;
}

export function finalLogLine(w: FinalLogWords): string {
	const value = (v: string) => `{${v}, select, ${w.values} other {{${v}}}}`;
	let slots = '';
	for (let i = 1; i <= FINAL_LOG_SLOTS; i++)
		slots +=
			`{f${i}, select, none {} other {${i > 1 ? '; ' : ''}{p${i}}: ` +
			`{f${i}, select, ${w.fields} other {{f${i}}}} ${value(`a${i}`)} → ${value(`b${i}`)}}}`;
	return `${w.head}{n, plural, =0 {${w.same}} other {${slots}}}{more, plural, =0 {} other {${w.more}}}.`;
}
