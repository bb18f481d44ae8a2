/**
 * A correction this phone proposed travels to the group screen's list in the same shape as one
 * proposed to it (key, who, game, date); its key says where it stands, and `who` names the
 * play's recorder. These two functions are the only ones that write and read that key.
 */
export type MineState = 'waiting' | 'accepted' | 'declined';

const PREFIX = 'mine\n';

export function mineKey(state: MineState, key: string): string {
	return `${PREFIX}${state}\n${key}`;
}

/** The state of a key made by `mineKey`, or null for a proposal made to this phone. */
export function mineState(key: string): MineState | null {
	if (!key.startsWith(PREFIX)) return null;
	const state = key.slice(PREFIX.length).split('\n')[0];
	return state === 'waiting' || state === 'accepted' || state === 'declined' ? state : null;
}
