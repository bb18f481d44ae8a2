import type { Catalogue } from '../../core/types';

const catalogue: Catalogue = {
	'pad.error.seat': 'That player is not in this game.',
	'pad.error.tooLarge': 'At most {max} points.',
	'pad.error.round': 'That round does not exist.',
	'pad.error.finished': 'The game is finished: reopen it to change it.',
	'pad.error.notFinished': 'The game is not finished.',
	'pad.error.singleRound': 'The quick scorer has a single round.',
	'pad.log.add': '{player}: {delta} points',
	'pad.log.set': '{player}: round {round} = {value}',
	'pad.log.nextRound': 'Round {round} starts',
	'pad.log.finish': 'Game finished',
	'pad.log.reopen': 'Game reopened',
	'pad.option.game': 'Which game are you playing? (optional)',
	'pad.option.bggId': 'Its BoardGameGeek id (optional)',
	'pad.option.lowWins': 'Lowest score wins',
	'pad.round': 'Round {round}',
	'pad.total': 'Total',
	'pad.nextRound': 'New round',
	'pad.finish': 'Finish game',
	'pad.reopen': 'Reopen',
	'pad.points': "{player}'s points in round {round}",
	'pad.add': 'Add {n} to {player}',
	'pad.winner': '{count, plural, one {{names} wins} other {Tie: {names}}}',
	'pad.leader': 'Leading: {names}',
	'pad.setupNone': 'The score pad needs no setup: pick players and start.'
};
export default catalogue;
