/**
 * The policy that replays, on the pure core, the exact choices the browser test (tests/e2e/year-of-the-dragon.test.js)
 * makes through the screens, so the final scores it checks on screen are the core's own numbers.
 */
import { isInvalid, type SessionContext } from '$lib/games/core/types';
import {
	PERSON_TYPES,
	type ActionCard,
	type PersonCard,
	type PersonType
} from '$lib/games/year-of-the-dragon/data';
import type { Release } from '$lib/games/year-of-the-dragon/rules';
import {
	availableFor,
	eventPreview,
	live,
	nextPlayer,
	type LiveAction,
	type LiveState,
	type YotdOptions
} from '$lib/games/year-of-the-dragon/state';

export const E2E_PAIRS: [PersonType, PersonType][] = [
	['monk', 'warrior'],
	['farmer', 'healer'],
	['courtLady', 'taxCollector']
];
const SIMPLE: ActionCard[] = ['taxes', 'harvest', 'fireworks', 'parade', 'research'];

function policy(s: LiveState): LiveAction {
	const id = nextPlayer(s) as string;
	const me = s.players.find((p) => p.id === id)!;
	if (s.phase === 'start')
		return {
			type: 'startingPair',
			player: id,
			persons: E2E_PAIRS[s.startingPairs.length],
			palaces: [0, 1]
		};
	if (s.phase === 'action') {
		for (let g = 0; g < s.groups.length; g++) {
			if (s.dragons[g].length > 0) continue;
			const card = s.groups[g].find((c) => SIMPLE.includes(c));
			if (card) return { type: 'takeAction', player: id, group: g, card };
		}
		return { type: 'noAction', player: id };
	}
	if (s.phase === 'person') {
		const card = ([...PERSON_TYPES, 'wild'] as PersonCard[]).find((c) => me.hand[c] > 0)!;
		const options = availableFor(s.supply, card);
		if (options.length === 0) return { type: 'recruit', player: id, card };
		const room = me.palaces.findIndex((x) => x.persons.length < x.floors);
		return {
			type: 'recruit',
			player: id,
			card,
			person: options[0],
			palace: room >= 0 ? room : null
		};
	}
	const releases: Record<string, Release[]> = {};
	for (const o of eventPreview(s).outcomes) {
		if (o.mustRelease === 0) continue;
		const p = s.players.find((x) => x.id === o.id)!;
		const list: Release[] = [];
		p.palaces.forEach((x, i) =>
			x.persons.forEach((t) => {
				if (list.length >= o.mustRelease) return;
				if (o.distinctPalaces && list.some((r) => r.palace === i)) return;
				list.push({ palace: i, type: t.type, age: t.age });
			})
		);
		releases[o.id] = list;
	}
	return { type: 'resolveEvent', releases };
}

export function playE2eGame() {
	const ctx: SessionContext<YotdOptions> = {
		players: ['Ana', 'Benno', 'Clara'].map((name, i) => ({ id: `p${i}`, name, color: '#000' })),
		options: { largePrivilegeCost: 6, firstPlayer: null },
		seed: 'DRAGN5'
	};
	let s = live.init(ctx);
	for (let guard = 0; s.phase !== 'finished' && guard < 400; guard++) {
		const r = live.reduce(s, policy(s), ctx);
		if (isInvalid(r)) throw new Error(JSON.stringify(r.reason));
		s = r;
	}
	return { ctx, state: s };
}
