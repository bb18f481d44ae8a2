/**
 * The 4-player Root table the unit and component tests play at: Ana the Marquise, Ben the
 * Lizard Cult, Cai the Riverfolk Company, Dev the Vagabond, seat 1 first. Each test file names
 * its own seed; `play` replays moves and fails loudly on any refusal.
 */
import { isInvalid, type SessionContext } from '$lib/games/core/types';
import { live, type LiveAction, type LiveState, type Options } from '$lib/games/root/index';

export const FACTIONS = ['marquise', 'lizards', 'riverfolk', 'vagabond'] as const;

/** The table with its stored setup (the seats' factions, seat 1 first). */
export function rootTable(seed: string): SessionContext<Options> {
	return {
		players: [
			{ id: 'ana', name: 'Ana', color: '#c62828' },
			{ id: 'ben', name: 'Ben', color: '#1565c0' },
			{ id: 'cai', name: 'Cai', color: '#2e7d32' },
			{ id: 'dev', name: 'Dev', color: '#f9a825' }
		],
		options: { factions: [...FACTIONS], firstPlayer: 0 },
		seed,
		setup: { factions: [...FACTIONS], firstPlayer: 0 }
	};
}

/** The state after `actions` from `from` (a fresh game by default); throws on a refusal. */
export function playAt(ctx: SessionContext<Options>) {
	return (actions: LiveAction[], from: LiveState = live.init(ctx)): LiveState =>
		actions.reduce((s, a) => {
			const next = live.reduce(s, a, ctx);
			if (isInvalid(next)) throw new Error(`${a.type}: ${next.reason.key}`);
			return next;
		}, from);
}

/** The setup most tests start from: the Outcast and the start garden fox, every price 2. */
export const SETUP: LiveAction[] = [
	{ type: 'lcChooseOutcast', suit: 'fox' },
	{ type: 'lcBuild', suit: 'fox' },
	{ type: 'rfSetPrice', service: 'hand', price: 2 },
	{ type: 'rfSetPrice', service: 'riverboats', price: 2 },
	{ type: 'rfSetPrice', service: 'mercenaries', price: 2 }
];

/** On to the Company's Daylight after its Dawn, one trade post placed (the fox track). */
export const TO_COMPANY_FOX_POST: LiveAction[] = [
	...SETUP,
	{ type: 'endTurn' },
	{ type: 'lcDawn' },
	{ type: 'endTurn' },
	{ type: 'rfDawn' },
	{ type: 'rfTradePost', suit: 'fox', ruler: 'cai' }
];

/** On to the Company's Daylight after its Dawn, Ana having bought a hand card (its funds hold 2). */
export const TO_COMPANY_PAID: LiveAction[] = [
	...SETUP,
	{ type: 'rfBuy', buyer: 'ana', service: 'hand', clearings: 0 },
	{ type: 'endTurn' },
	{ type: 'lcDawn' },
	{ type: 'endTurn' },
	{ type: 'rfDawn' }
];
