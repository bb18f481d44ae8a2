/** Root, English: the live screen on the shared shell. */
const SUIT = '{suit, select, fox {Fox} rabbit {Rabbit} mouse {Mouse} other {Bird}}';
const FACTION =
	'{faction, select, marquise {Marquise} eyrie {Eyrie} alliance {Alliance} vagabond {Vagabond} vagabond2 {Second Vagabond} lizards {Cult} riverfolk {Company} duchy {Duchy} corvids {Corvids} hundreds {Hundreds} other {Keepers}}';

export default {
	/** A faction's short name, where a line has little room (the Board's player lines). */
	'root.ui3.factionShort': FACTION,
	/** The Company's trade post heading, short enough for one line at 360 px. */
	'root.ui3.rf.postHead': 'Trade post (2 funds)',
	'root.glance':
		FACTION +
		'{phase, select, setup { · setup} birdsong { · Birdsong} daylight { · Daylight} evening { · Evening} other {}}',
	'root.ui3.tray': 'Lost Souls, Outcast and the Company’s services',
	'root.ui3.revenge2': '+2 Revenge: two Cult warriors removed while defending',
	'root.ui3.clearings': "Clearings with a trade post and the buyer's piece: {n} (tap to change)",
	'root.ui3.lc.forecast':
		'At its Birdsong the Outcast becomes ' +
		SUIT +
		'{hated, select, yes { (hated)} other {}}: Crusade {crusade}, Convert {convert}, Sanctify {sanctify} acolytes (has {n}).',
	'root.ui3.lc.dominanceFreed':
		'{n, plural, one {# dominance card becomes} other {# dominance cards become}} available.',
	'root.ui3.lc.buyFirst':
		"Services first (above): the Birdsong resolves with the Cult's first step after them.",
	'root.ui3.lc.sanctifyPost': 'Sanctify a ' + SUIT + ' trade post (Trade Disruption)',
	'root.ui3.rf.move': 'Move',
	'root.ui3.rf.battle': 'Battle',
	'root.ui3.rf.draw': 'Draw',
	'root.ui3.rf.recruit': 'Recruit',
	'root.ui3.rf.postRuler': '{player} rules the clearing: a trade post with their two funds',
	'root.ui3.rf.placePost': SUIT + ' +{vp}: a trade post in a clearing {player} rules ({n} left)',
	'root.ui3.rf.noRuler': 'No colour has two funds for a trade post.',
	'root.ui3.rf.craft': 'Craft: the suits of its cost',
	'root.ui3.rf.craftClear': 'Clear the craft cost',
	'root.ui3.rf.exportWhich': 'Export:',
	'root.ui3.rf.exportCard':
		'Export the crafted ' + SUIT + ' card (+1 in Payments, the card to the Lost Souls)',
	'root.ui3.rf.craftExportWhich': 'Craft and export:',
	'root.ui3.rf.craftExportCard':
		'Craft ({n}) and export the ' + SUIT + ' card (+1 in Payments, the card to the Lost Souls)',
	'root.ui3.rf.craftExport': 'Craft ({n}) and export (+1 in Payments)',
	'root.ui3.rf.evening': 'Evening: set the service prices',
	'root.ui3.rf.eveningNow':
		'Its Evening has begun: its Daylight (move, battle, craft, trade posts) is over until its next turn.',
	'root.ui3.disruption': 'Whose warriors leave Funds: {n} (chosen {sum})',
	'root.ui3.cancel': 'Cancel',
	'root.ui3.vpRemoved': '+1 removed: {player} scores 1 VP, an enemy building or token removed',
	'root.ui3.vpRemovedShort': '+1 removed',
	'root.ui3.vpItem': 'Item +{n}: {player} scores {n} VP, a crafted item',
	'root.ui3.vpItemShort': 'Item +{n}',
	'root.ui3.more': 'Other players, dominance, removed pieces, corrections',
	'root.ui3.othersVp': "Other players' VP",
	'root.ui3.coalition': 'Coalition (dominance card)',
	'root.ui3.partner': 'With the player with the fewest VP',
	'root.ui3.gardenRemoved': 'A Cult garden was removed',
	'root.ui3.fearCard': 'Fearful of the Faithful: the suit of the card the Cult discarded',
	'root.ui3.fearCardOf': 'The Cult discarded a ' + SUIT + ' card (to the Lost Souls)',
	'root.ui3.postRemoved': 'A trade post was removed',
	'root.ui3.postRemovedOf': SUIT + ' trade post removed',
	'root.ui3.outcastUnchosen': 'Outcast: not chosen',
	// The Board's player line: the ♛ before it says coalition (the full words in its title).
	'root.ui3.coalitionShort': 'with {player}',
	'root.ui3.coalitionWith': 'coalition with {player}',
	'root.ui3.coalitionGoal': '{player} wins when {partner} wins.',
	'root.ui3.ledger': "The Company's warriors by owner",
	'root.ui3.ledgerWho': 'Whose',
	'root.ui3.birdNotCounted': 'not counted',
	'root.ui3.birdWhy':
		'A bird card changes no Outcast (10.4.1: birds are ignored), so there is no need to add it; a bird dominance card is added: ♛, then Bird.',
	'root.ui3.firstSeat':
		'Seat 1 plays first: to draw the first player, use the random first player of the players above (it rotates the seats).'
} as Record<string, string>;
