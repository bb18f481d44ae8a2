/** The year in review: English. Loaded with the statistics and the year page. */
export const en = {
	'year.link': 'Year in review',
	'year.title': 'Year in review',
	'year.titleYear': '{year} in review',
	'year.pick': 'Year',
	'year.none': 'No finished games yet: the review appears after the first one.',
	'year.totals':
		'{plays, plural, one {# game played} other {# games played}}, {hours} of play, {games, plural, one {# different game} other {# different games}}.',
	'year.totalsUntimed':
		'{plays, plural, one {# game played} other {# games played}}, {games, plural, one {# different game} other {# different games}}.',
	'year.mostPlayed': 'Most played',
	'year.mostPlayedLine': '{game}: {plays, plural, one {# play} other {# plays}}',
	'year.closest': 'Closest game',
	'year.closestLine':
		'{game}, {date}: {winners} won by {margin, plural, =0 {a tie-break} one {# point} other {# points}} over {runnerUp}',
	'year.closestNone': 'No scored game with a runner-up this year.',
	'year.players': 'Each player’s best game',
	'year.playerLine':
		'{plays, plural, one {# play} other {# plays}}, {wins, plural, one {# win} other {# wins}}',
	'year.bestLine': 'Best: {game} ({wins} of {plays})',
	'year.bestNone': 'No game played',
	'year.share': 'Share as an image',
	'year.shareTitle': 'Tablemate · {year}',
	'year.shared': 'Image shared.',
	'year.downloaded': 'Image saved.',
	'year.shareFailed': 'The image could not be made on this phone.',
	'year.wins': 'Wins',
	'year.back': 'Back to statistics'
} as const;
