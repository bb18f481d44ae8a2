/**
 * The rulebook page of each section the app cites («Reglamento p. N»). The Spanish text in
 * ../shared/rules has no page breaks: these follow the printed rulebook's 8 pages, each section on
 * the page where its share of the text falls. One table, so a page is corrected in one place.
 */
import type { YotdEvent } from './data';

export const RULE_PAGE = {
	setup: 2,
	startingPersons: 2,
	actionPhase: 3,
	actions: 4,
	privilege: 5,
	personPhase: 5,
	events: 6,
	tribute: 6,
	drought: 6,
	festival: 7,
	mongols: 7,
	contagion: 7,
	releaseOrder: 7,
	decay: 8,
	roundScoring: 8,
	gameEnd: 8
} as const;

/** The page of each event's section. */
export const EVENT_PAGE: Readonly<Record<YotdEvent, number>> = {
	peace: RULE_PAGE.events,
	tribute: RULE_PAGE.tribute,
	drought: RULE_PAGE.drought,
	festival: RULE_PAGE.festival,
	mongols: RULE_PAGE.mongols,
	contagion: RULE_PAGE.contagion
};
