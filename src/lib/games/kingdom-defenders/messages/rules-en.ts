/** The rules of each step of the round (the «?» beside the step's name), in our own words. */
import type { Catalogue } from '../../core/types';

const R = 'kingdom-defenders.rules';

export const rulesEn: Catalogue = {
	[`${R}.setup.asks`]:
		'Set the board up as the phone shows and put each player’s starting fame; then play the first round.',
	[`${R}.prep.fame`]:
		'Starting fame depends on the place in turn order: the later you play, the more fame.',
	[`${R}.prep.firstRound`]:
		'The first round has no new-round step and no King’s favour: it starts with placing discs.',
	[`${R}.newRound.asks`]:
		'Move the round counter on; if a horde card is revealed, enter what it asks for.',
	[`${R}.newRound.horde`]:
		'From round 2 there is a horde: its card gives weapons, spells and speed; its counter starts on that speed.',
	[`${R}.newRound.special`]:
		'In rounds 4 and 5, when a new horde is needed, that round’s special horde comes in.',
	[`${R}.newRound.end`]: 'The game ends in round {rounds}.',
	[`${R}.favour.asks`]:
		'From least to most fame, each player takes the result of a die nobody has taken and gains it.',
	[`${R}.favour.dice`]:
		'{n} dice are rolled, one per player; with fewer than 4, the first to pick chooses which stay out.',
	[`${R}.favour.order`]: 'Tied on fame: the one further back in turn order picks first.',
	[`${R}.favour.faces`]:
		'Each face gives weapons, spells, a level, loot, a coin or heals wounds; some give nothing.',
	[`${R}.placement.asks`]:
		'In turn order, each player puts one disc on a free slot, one at a time, until all are placed.',
	[`${R}.placement.turns`]:
		'Discs go one at a time in turn order, round and round, until everyone has placed or passed; a player who passes places no more.',
	[`${R}.placement.oneSlot`]:
		'One slot per zone; in zone B, one on each building and each adventure. A slot’s requirement must be met.',
	[`${R}.placement.wall`]:
		'Once you hold a slot in the kingdom you cannot place in the city again; the wall’s slots (zone D) can always be taken.',
	[`${R}.zoneA.asks`]: 'The occupied characters act, from the first to the third.',
	[`${R}.zoneA.order`]: 'Characters resolve in order; passive ones do nothing now.',
	[`${R}.zoneB.asks`]:
		'In turn order, each player resolves their zone B discs: buildings, adventures and gestas. Enter fame, wounds, loot and relics.',
	[`${R}.zoneB.order`]: 'Zone B resolves player by player in turn order.',
	[`${R}.zoneB.adventure`]:
		'A completed adventure gives what its card shows; the card is kept (it breaks ties at the end).',
	[`${R}.zoneB.fail`]: 'A player who does not activate or fails their adventure loses 2 fame.',
	[`${R}.zoneB.gesta`]:
		'A gesta is completed by handing over what it asks; each orb shown replaces one item.',
	[`${R}.zoneC.asks`]:
		'Slot by slot, top to bottom, whoever holds it brings weapons and spells to their camp.',
	[`${R}.zoneC.asksIdle`]: 'No horde this round: zone C does not act. Go on.',
	[`${R}.zoneC.slots`]:
		'Slots act from top to bottom and take 1, 1, up to 2 and up to 3 resources.',
	[`${R}.zoneC.exact`]: 'Only the kinds and amounts the card still needs can be supplied.',
	[`${R}.zoneC.fame`]:
		'Each resource supplied gives 1 fame; a disc that supplies nothing loses 2. A camp holds at most {limit}.',
	[`${R}.hordeMove.asks`]:
		'Check whether the camps cover the card: if so, victory; if not, the horde advances or besieges. Enter the choices.',
	[`${R}.hordeMove.asksIdle`]: 'No horde this round: no movement. Go on.',
	[`${R}.hordeMove.victory`]:
		'Victory: 1 fame per resource in the camp; with 2, a coin or a loot; with 3, a level; the single top supplier takes a reward tile.',
	[`${R}.hordeMove.advance`]:
		'If the card is not covered, the counter moves one space towards the wall.',
	[`${R}.hordeMove.siege`]:
		'Siege: each player loses the card’s fame less their resources; the fewest lose 2 more and pick a wound or a loot. The wall flips; on B, the city falls.',
	[`${R}.zoneD.asks`]:
		'Whoever sits on the gates moves forward in turn order; take the discs back.',
	[`${R}.zoneD.gates`]:
		'Gate 1 becomes first place and gate 2 second; the others keep their order behind.',
	[`${R}.maintenance.asks`]:
		'Take the discs back, refill rewards and adventures, reveal a building if due and move the round on.',
	[`${R}.maintenance.discs`]:
		'Adventures on the «X» spaces leave; the others move along the arrows.',
	[`${R}.maintenance.buildings`]: 'Up to round 4 a new building is revealed at each maintenance.',
	[`${R}.ended.asks`]:
		'Count what each player holds behind their screen and enter it: the phone works out the final fame and the winner.',
	[`${R}.ended.score`]:
		'Loot, rune sets, trophies, weapons and tomes times their multiplier and the destiny card add; wounds take away. Orbs count as the relic that scores most.',
	[`${R}.ended.winner`]: 'Most fame wins; tied: more adventure cards, then more loot.'
};
