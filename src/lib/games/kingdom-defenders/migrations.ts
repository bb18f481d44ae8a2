/**
 * Kept migrations of stored logs. Version 1 let any King's favour die be taken with fewer
 * than 4 players; version 2 records the exclusion first («dicho jugador decide qué dados
 * excluye de la tirada»). A v1 log rolled every die, so the dice nobody took were the ones
 * left out: the migration writes that exclusion before each favour's first pick.
 *
 * Version 2 kept a siege's «1 botín a la reserva» on the player when resources were not
 * tracked; version 3 takes it off (never below 0). A v2 log replays as it is under the rule
 * put right: a finished game's result is unchanged (its final form recorded the loot it
 * scored), a game in progress loses the loot the rulebook says was handed back.
 */
import type { GameAction, Migration } from '../core/types';
import { FAVOUR_DICE, type FavourDie } from './data';

type Pick = GameAction & { die?: unknown };

/** The favour sections of a log: runs of picks between two phase changes. */
function sections(actions: readonly GameAction[]): { start: number; dice: FavourDie[] }[] {
	const out: { start: number; dice: FavourDie[] }[] = [];
	let cur: { start: number; dice: FavourDie[] } | null = null;
	actions.forEach((a, i) => {
		if (a.type === 'favourPick') {
			cur ??= { start: i, dice: [] };
			const die = (a as Pick).die;
			if (FAVOUR_DICE.includes(die as FavourDie)) cur.dice.push(die as FavourDie);
		} else if (a.type === 'nextPhase' && cur) {
			out.push(cur);
			cur = null;
		}
	});
	if (cur) out.push(cur);
	return out;
}

export const migrations: readonly Migration[] = [
	{
		from: 1,
		migrate(actions) {
			const found = sections(actions);
			// Every complete favour has one pick per player: that is the table's size.
			const players = Math.max(0, ...found.map((f) => f.dice.length));
			if (players === 0 || players >= FAVOUR_DICE.length) return actions;
			const out = [...actions];
			for (const f of [...found].reverse()) {
				if (f.dice.length < players) continue; // an unfinished favour: no way to know
				const dice = FAVOUR_DICE.filter((d) => !f.dice.includes(d));
				out.splice(f.start, 0, { type: 'favourExclude', dice } as GameAction);
			}
			return out;
		}
	},
	{ from: 2, migrate: (actions) => actions }
];
