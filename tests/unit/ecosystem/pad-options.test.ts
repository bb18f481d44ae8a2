// The score pad names its game: the name and BoardGameGeek id are optional options, checked.
import { describe, expect, it } from 'vitest';
import { module as scorePad } from '$lib/games/score-pad/index';
import { padBggId, padGameName, statsGameKey } from '$lib/ecosystem/play-meta';

describe('a score pad play names its game', () => {
	it('accepts a name and a BGG id, refuses a name too long or an id that is not a positive integer', () => {
		expect(scorePad.validateOptions({ lowWins: false }, 2)).toBeNull();
		expect(
			scorePad.validateOptions({ lowWins: false, game: 'Carcassonne', bggId: 822 }, 2)
		).toBeNull();
		expect(scorePad.validateOptions({ lowWins: false, game: 'x'.repeat(61) }, 2)).not.toBeNull();
		expect(scorePad.validateOptions({ lowWins: false, bggId: -3 }, 2)).not.toBeNull();
		expect(scorePad.validateOptions({ lowWins: false, bggId: 1.5 }, 2)).not.toBeNull();
	});

	it('statistics and BG Stats read the name and id from the stored options', () => {
		const row = {
			gameId: 'score-pad',
			options: { lowWins: false, game: ' Carcassonne ', bggId: 822 }
		};
		expect(padGameName(row)).toBe('Carcassonne');
		expect(padBggId(row)).toBe(822);
		expect(statsGameKey(row)).toBe('score-pad:carcassonne');
		expect(statsGameKey({ gameId: 'score-pad', options: { lowWins: true } })).toBe('score-pad');
		expect(padGameName({ gameId: 'root', options: { game: 'x' } })).toBeNull();
	});
});
