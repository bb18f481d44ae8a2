/** The options a Lancaster session is created with, and the ids of the 2-player allies. */
import type { MessageRef } from '../core/types';
import { LAW_GROUPS, LAW_IDS, type LawId } from './data';

export interface Options {
	/** Reglamento p.7 «Partidas de 2 jugadores»: each player also runs an ally. */
	twoPlayerAllies: boolean;
	/** 'app': the app deals the law deck from the seed; 'table': the table records the cards. */
	lawDeck: 'app' | 'table';
	/**
	 * The group (0–4) printed on the back of each law card, as the table recorded it once (the
	 * rulebook does not list them). Complete, the app stacks the deck as the rulebook builds it.
	 */
	lawGroups?: Partial<Record<LawId, number>>;
}

/** Whether every law's printed group is known (then the deck is stacked by groups). */
export function groupsKnown(groups: Options['lawGroups']): groups is Record<LawId, number> {
	return (
		typeof groups === 'object' &&
		groups !== null &&
		LAW_IDS.every((l) => LAW_GROUPS.includes(groups[l] as number))
	);
}

export function defaultOptions(players: number): Options {
	return { twoPlayerAllies: players === 2, lawDeck: 'app' };
}

/** Checks options a person (or a backup file) supplied: null when fine. */
export function validateOptions(options: unknown, players: number): MessageRef | null {
	if (typeof options !== 'object' || options === null) return { key: 'lancaster.error.badOptions' };
	const o = options as Partial<Options>;
	if (typeof o.twoPlayerAllies !== 'boolean') return { key: 'lancaster.error.badOptions' };
	if (o.lawDeck !== 'app' && o.lawDeck !== 'table') return { key: 'lancaster.error.badOptions' };
	if (o.lawGroups !== undefined) {
		const g: unknown = o.lawGroups;
		if (typeof g !== 'object' || g === null || Array.isArray(g))
			return { key: 'lancaster.error.badOptions' };
		for (const [law, n] of Object.entries(g))
			if (!(LAW_IDS as readonly string[]).includes(law) || !LAW_GROUPS.includes(n as number))
				return { key: 'lancaster.error.badOptions' };
	}
	// Reglamento p.7 «Partidas de 2 jugadores»: ambos jugadores tendrán un aliado.
	if (o.twoPlayerAllies && players !== 2) return { key: 'lancaster.error.alliesNeedTwo' };
	if (!o.twoPlayerAllies && players === 2) return { key: 'lancaster.error.twoNeedAllies' };
	return null;
}

const ALLY_SUFFIX = '~ally';

/** The id under which an ally takes part in battles and counties (2-player variant). */
export function allyId(playerId: string): string {
	return `${playerId}${ALLY_SUFFIX}`;
}

export function allyOwner(id: string): string | null {
	return id.endsWith(ALLY_SUFFIX) ? id.slice(0, -ALLY_SUFFIX.length) : null;
}
