/**
 * The rules an explanation or a step's «?» cites: the Law of Root section, named in each
 * message («Ley de Root §11.4.2: …»). The supplied rulebook text (shared/rules, §10–§11)
 * carries section numbers but no page numbers, so no page is given (a page is never guessed).
 */
export const LAW = {
	/** §3.1: the first to 30 VP wins at once. */
	victory: { section: '3.1' },
	/** §3.2.1: an enemy building or token removed scores 1 VP. */
	removed: { section: '3.2.1' },
	/** §3.3: a dominance card, activated with 10 VP, replaces the VP goal. */
	dominance: { section: '3.3' },
	/** §4.1: a crafted item scores the VP printed on its card. */
	item: { section: '4.1' },
	/** §9.2.8: a Vagabond's dominance card is a coalition with the player with fewest VP. */
	coalition: { section: '9.2.8' },
	/** §10.2: the Cult's faction rules (Lost Souls, Revenge, Fear of the Faithful). */
	cultRules: { section: '10.2' },
	/** §10.3: the Cult's setup (garden, Outcast). */
	cultSetup: { section: '10.3' },
	/** §10.4: the Cult's Birdsong (Adjust the Outcast, discard Lost Souls, conspiracies). */
	cultBirdsong: { section: '10.4' },
	/** §10.4.3: conspiracies and their acolyte cost. */
	conspiracy: { section: '10.4.3' },
	/** §10.5: the Cult's Daylight rituals. */
	cultDaylight: { section: '10.5' },
	/** §10.5.3: the Score ritual, once per suit per turn. */
	score: { section: '10.5.3' },
	/** §10.6: the Cult's Evening. */
	cultEvening: { section: '10.6' },
	/** §11.2.5: trade posts and Trade Disruption. */
	tradePosts: { section: '11.2.5' },
	/** §11.2.6: buying services. */
	services: { section: '11.2.6' },
	/** §11.3: the Company's setup (payments, prices). */
	companySetup: { section: '11.3' },
	/** §11.4: the Company's Birdsong (Protectionism, Dividends, Funds). */
	companyBirdsong: { section: '11.4' },
	/** §11.5: the Company's Daylight (commit and spend funds). */
	companyDaylight: { section: '11.5' },
	/** §11.5.3 I: Export. */
	export: { section: '11.5.3' },
	/** §11.5.6: a garrisoned trade post. */
	tradePost: { section: '11.5.6' },
	/** §11.6: the Company's Evening (hand limit, prices). */
	companyEvening: { section: '11.6' }
} as const;

export type LawRule = keyof typeof LAW;
