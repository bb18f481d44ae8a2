/**
 * The rulebook page of each section the app cites («Reglamento p. N»). The Spanish text in
 * ../shared/rules has no page breaks, so no page is known: none is given (a page is never
 * guessed; the rule's words say what it is). One table, so a page checked against the printed
 * rulebook is entered in one place.
 */
import type { YotdEvent } from './data';

export const RULE_PAGE = {
	setup: undefined,
	startingPersons: undefined,
	actionPhase: undefined,
	actions: undefined,
	privilege: undefined,
	personPhase: undefined,
	events: undefined,
	tribute: undefined,
	drought: undefined,
	festival: undefined,
	mongols: undefined,
	contagion: undefined,
	releaseOrder: undefined,
	decay: undefined,
	roundScoring: undefined,
	gameEnd: undefined
} as const satisfies Record<string, number | undefined>;

/** The page of each event's section. */
export const EVENT_PAGE: Readonly<Record<YotdEvent, number | undefined>> = {
	peace: RULE_PAGE.events,
	tribute: RULE_PAGE.tribute,
	drought: RULE_PAGE.drought,
	festival: RULE_PAGE.festival,
	mongols: RULE_PAGE.mongols,
	contagion: RULE_PAGE.contagion
};
