/** Shared test helpers: contexts, hand-built states and a bot that plays legal moves. */
import { Rng } from '$lib/games/core/rng';
import type { SessionContext } from '$lib/games/core/types';
import type { PersonCard, PersonType } from '$lib/games/year-of-the-dragon/data';
import type { Palace, PersonTile, Release } from '$lib/games/year-of-the-dragon/rules';
import { allowedStartingPairs } from '$lib/games/year-of-the-dragon/rules';
import {
	availableFor,
	eventPreview,
	initLive,
	nextPlayer,
	type LiveAction,
	type LivePlayer,
	type LiveState,
	type YotdOptions
} from '$lib/games/year-of-the-dragon/state';

export const NAMES = ['Anna', 'Benno', 'Clara', 'Doro', 'Emil'];

export function ctxFor(
	players: number,
	seed = 'SEED42',
	options: Partial<YotdOptions> = {}
): SessionContext<YotdOptions> {
	return {
		players: NAMES.slice(0, players).map((name, i) => ({ id: `p${i}`, name, color: '#000' })),
		options: { largePrivilegeCost: 6, firstPlayer: 0, ...options },
		seed
	};
}

export function young(type: PersonType): PersonTile {
	return { type, age: 'young' };
}
export function old(type: PersonType): PersonTile {
	return { type, age: 'old' };
}
export function palace(floors: number, ...persons: PersonTile[]): Palace {
	return { floors, persons };
}

/** A state in the given phase with players overridden (by index). */
export function handState(
	ctx: SessionContext<YotdOptions>,
	over: Partial<LiveState>,
	players: Partial<LivePlayer>[] = []
): LiveState {
	const base = initLive(ctx);
	return {
		...base,
		month: 3,
		...over,
		players: base.players.map((p, i) => ({ ...p, ...(players[i] ?? {}) }))
	};
}

/** A legal action for the current state, chosen with `rng` (a simple random player). */
export function botAction(state: LiveState, rng: Rng): LiveAction {
	const id = nextPlayer(state);
	const me = state.players.find((p) => p.id === id) as LivePlayer;
	switch (state.phase) {
		case 'start': {
			const pair = rng.pick(
				allowedStartingPairs(
					state.startingPairs.map((s) => s.pair),
					state.supply
				)
			);
			return { type: 'startingPair', player: me.id, persons: pair, palaces: [0, 1] };
		}
		case 'action': {
			if (rng.int(6) === 0) return { type: 'noAction', player: me.id };
			const group = rng.int(state.groups.length);
			const join = state.dragons[group].length > 0 ? 3 : 0;
			if (me.yuan < join) return { type: 'noAction', player: me.id };
			const card = rng.pick(state.groups[group]);
			if (card === 'privilege') {
				if (me.yuan < join + 2) return { type: 'noAction', player: me.id };
				const large = me.yuan >= join + state.largePrivilegeCost && rng.int(2) === 0;
				return {
					type: 'takeAction',
					player: me.id,
					group,
					card,
					privilege: large ? 'large' : 'small'
				};
			}
			if (card === 'build') {
				const floors =
					1 + me.palaces.flatMap((p) => p.persons).filter((t) => t.type === 'craftsman').length;
				const newPalaces: number[] = [];
				for (let left = floors; left > 0; left -= 3) newPalaces.push(Math.min(3, left));
				return { type: 'takeAction', player: me.id, group, card, build: { addTo: [], newPalaces } };
			}
			return { type: 'takeAction', player: me.id, group, card };
		}
		case 'person': {
			const cards = (Object.keys(me.hand) as PersonCard[]).filter((c) => me.hand[c] > 0);
			const card = rng.pick(cards);
			const available = availableFor(state.supply, card);
			if (available.length === 0) return { type: 'recruit', player: me.id, card };
			const person = rng.pick(available);
			const room = me.palaces.findIndex((p) => p.persons.length < p.floors);
			if (room >= 0) return { type: 'recruit', player: me.id, card, person, palace: room };
			if (me.palaces.length === 0 || rng.int(3) === 0)
				return { type: 'recruit', player: me.id, card, person, palace: null };
			const at = rng.int(me.palaces.length);
			return {
				type: 'recruit',
				player: me.id,
				card,
				person,
				palace: at,
				replace: me.palaces[at].persons[0]
			};
		}
		default: {
			const { outcomes } = eventPreview(state);
			const releases: Record<string, Release[]> = {};
			for (const o of outcomes) {
				const p = state.players.find((x) => x.id === o.id) as LivePlayer;
				const list: Release[] = [];
				if (o.distinctPalaces) {
					p.palaces.forEach((pal, i) => {
						if (list.length < o.mustRelease && pal.persons.length > 0)
							list.push({ palace: i, ...pal.persons[0] });
					});
				} else {
					p.palaces.forEach((pal, i) =>
						pal.persons.forEach((t) => {
							if (list.length < o.mustRelease) list.push({ palace: i, ...t });
						})
					);
				}
				if (list.length > 0) releases[o.id] = list;
			}
			return { type: 'resolveEvent', releases };
		}
	}
}
