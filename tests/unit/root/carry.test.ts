/** Issue 31: what the table set on the new-game screen survives adding a player (core carryOptions). */
import { describe, expect, it } from 'vitest';
import { carryOptions } from '$lib/games/core/options';
import { module, type Options } from '$lib/games/root/index';
import { DEFAULT_PRINTS, withPostVp } from '$lib/games/root/options';

describe('Root options when a seat is added', () => {
	const pool: Options['pool'] = [
		'marquise',
		'eyrie',
		'alliance',
		'vagabond',
		'lizards',
		'riverfolk',
		'corvids'
	];
	const prints = withPostVp({ ...DEFAULT_PRINTS }, 1, 3);
	const two: Options = { factions: ['lizards', 'riverfolk'], firstPlayer: 0, pool, prints };
	it('keeps the faction pool and the printed values; only the seats take the default', () => {
		const three = carryOptions(module, two, 3);
		expect(three.pool).toEqual(pool);
		expect(three.prints).toEqual(prints);
		expect(three.factions).toHaveLength(3);
		expect(module.validateOptions(three, 3)).toBeNull();
	});
	it('keeps everything when the options still fit the new count', () => {
		const four = carryOptions(
			module,
			{ ...two, factions: ['lizards', 'riverfolk', 'marquise'] },
			3
		);
		expect(four.factions).toEqual(['lizards', 'riverfolk', 'marquise']);
	});
});
