/**
 * The rules an explanation or a step's «?» cites: the Law of Root section (named in our own
 * words in the messages) and the page of the Spanish Law of Root booklet that holds it.
 * The supplied rulebook text (shared/rules, §10–§11) carries section numbers but no page
 * numbers: the pages here follow the booklet's order (victory §3, crafting §4, the Vagabond §9,
 * the Cult §10, the Company §11) and each message also names its section, so a table checks
 * the section when a printing's pages differ.
 */
export const LAW = {
	/** §3.1: the first to 30 VP wins at once. */
	victory: { section: '3.1', page: 4 },
	/** §3.2.1: an enemy building or token removed scores 1 VP. */
	removed: { section: '3.2.1', page: 4 },
	/** §3.3: a dominance card, activated with 10 VP, replaces the VP goal. */
	dominance: { section: '3.3', page: 4 },
	/** §4.1: a crafted item scores the VP printed on its card. */
	item: { section: '4.1', page: 5 },
	/** §9.2.8: a Vagabond's dominance card is a coalition with the player with fewest VP. */
	coalition: { section: '9.2.8', page: 17 },
	/** §10.2: the Cult's faction rules (Lost Souls, Revenge, Fear of the Faithful). */
	cultRules: { section: '10.2', page: 20 },
	/** §10.3: the Cult's setup (garden, Outcast). */
	cultSetup: { section: '10.3', page: 20 },
	/** §10.4: the Cult's Birdsong (Adjust the Outcast, discard Lost Souls, conspiracies). */
	cultBirdsong: { section: '10.4', page: 21 },
	/** §10.4.3: conspiracies and their acolyte cost. */
	conspiracy: { section: '10.4.3', page: 21 },
	/** §10.5: the Cult's Daylight rituals. */
	cultDaylight: { section: '10.5', page: 21 },
	/** §10.5.3: the Score ritual, once per suit per turn. */
	score: { section: '10.5.3', page: 21 },
	/** §10.6: the Cult's Evening. */
	cultEvening: { section: '10.6', page: 21 },
	/** §11.2.5: trade posts and Trade Disruption. */
	tradePosts: { section: '11.2.5', page: 22 },
	/** §11.2.6: buying services. */
	services: { section: '11.2.6', page: 22 },
	/** §11.3: the Company's setup (payments, prices). */
	companySetup: { section: '11.3', page: 22 },
	/** §11.4: the Company's Birdsong (Protectionism, Dividends, Funds). */
	companyBirdsong: { section: '11.4', page: 23 },
	/** §11.5: the Company's Daylight (commit and spend funds). */
	companyDaylight: { section: '11.5', page: 23 },
	/** §11.5.3 I: Export. */
	export: { section: '11.5.3', page: 23 },
	/** §11.5.6: a garrisoned trade post. */
	tradePost: { section: '11.5.6', page: 23 },
	/** §11.6: the Company's Evening (hand limit, prices). */
	companyEvening: { section: '11.6', page: 23 }
} as const;

export type LawRule = keyof typeof LAW;
