/** The rules at hand for each step, English (our own summary of the rulebook). */
import type { Catalogue } from '../../core/types';

const R = 'year-of-the-dragon.rules';
const EVENT =
	'{event, select, peace {Peace} tribute {Imperial Tribute} drought {Drought} festival {Dragon Festival} mongols {Mongol Invasion} other {Contagion}}';

const rules: Catalogue = {
	[`${R}.start.title`]: 'Before the game: the first two persons',
	[`${R}.start.asksOldest`]: 'Say who is the oldest: they pick their pair first.',
	[`${R}.start.asksPair`]:
		'In turn, each player takes two different young persons and houses them in their palaces.',
	[`${R}.start.pair`]:
		'Two young persons of different types; nobody may repeat the exact pair someone already took.',
	[`${R}.start.house`]:
		'Each person goes under a palace: as many persons as floors, and never more than 3 floors.',
	[`${R}.start.track`]:
		'Each person housed moves your person marker its value; landing on another marker, it goes on top.',
	[`${R}.action.title`]: 'Month {month}: action',
	[`${R}.action.asks`]:
		'In order, each player puts their dragon on a group and does one of its cards, or does nothing and tops up to 3 yuan.',
	[`${R}.action.asksDeal`]: 'Shuffle the 7 action cards into {n} groups and enter how they fell.',
	[`${R}.action.deal`]:
		'The 7 cards are split into as many groups as players, as evenly as possible.',
	[`${R}.action.order`]:
		'The marker furthest ahead on the person track picks first (on a shared space, the one on top).',
	[`${R}.action.join`]:
		'A group that already holds a dragon costs 3 yuan; without them you cannot pick it.',
	[`${R}.action.none`]: 'Whoever picks no group tops their money up to 3 yuan.',
	[`${R}.action.cards`]:
		'Each card gives what it shows plus the symbols of your persons of that trade (hammers, coins, rice, rockets, helmets, books).',
	[`${R}.action.privilege`]:
		'Privilege: the small one costs 2 yuan and the large one {large}; each of its dragons scores every month.',
	[`${R}.person.title`]: 'Month {month}: person',
	[`${R}.person.asks`]:
		'In person-track order, each player plays a person card and houses the tile it gives.',
	[`${R}.person.card`]:
		'The card gives a tile of its type (young or old); the «?» card gives any tile.',
	[`${R}.person.full`]:
		'With room, you must house it; with every palace full, replace a person or release the new one (and do not move).',
	[`${R}.person.track`]: 'The marker moves the new tile’s value and never moves back.',
	[`${R}.person.gone`]: 'If no tile of that type is left, the card gives nothing.',
	[`${R}.event.title`]: `Month {month}: ${EVENT}`,
	[`${R}.event.asks`]:
		'Resolve the month’s event: tick whom each player releases and the phone takes off the rest.',
	[`${R}.event.asksPeace`]:
		'A month of peace: confirm so empty palaces decay and the month scores.',
	[`${R}.event.order`]: 'When several players release persons, they do so in person-track order.',
	[`${R}.event.decay`]: 'Then each empty palace loses a floor; a one-floor one vanishes.',
	[`${R}.event.score`]:
		'Then everyone scores 1 point per palace, per fan on their court ladies and per dragon on their privileges.',
	[`${R}.event.final`]:
		'It is the last month: the final scoring follows (persons, monks, money; a tie goes by the person track).'
};
export default rules;
