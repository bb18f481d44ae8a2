/**
 * Root catalogue, English: flat ICU strings by key. Spanish terms follow the Spanish rulebook
 * (§10 Culto, §11 Compañía); suits, services and the like travel as ids, chosen with ICU `select`.
 */
import ui3 from './ui3.en';

const SUIT_EN = '{suit, select, fox {fox} rabbit {rabbit} mouse {mouse} other {bird}}';
const SUIT_EN_CAP = '{suit, select, fox {Fox} rabbit {Rabbit} mouse {Mouse} other {Bird}}';
const SERVICE_EN =
	'{service, select, hand {Hand card} riverboats {Riverboats} other {Mercenaries}}';

/** A faction's name chosen by id (messages carry ids, the catalogue names them). */
const FACTION_EN =
	'{faction, select, marquise {Marquise de Cat} eyrie {Eyrie Dynasties} alliance {Woodland Alliance} vagabond {Vagabond} vagabond2 {Second Vagabond} lizards {Lizard Cult} riverfolk {Riverfolk Company} duchy {Underground Duchy} corvids {Corvid Conspiracy} hundreds {Lord of the Hundreds} other {Keepers in Iron}}';

/** Screen texts (ui/*.svelte). */
const uiEn: Record<string, string> = {
	'root.ui.fix.title': 'A seat’s faction (the table picked wrong)',
	'root.ui.fix.help':
		'The seat keeps its VP; the change is logged and undoable. The Cult’s or the Company’s board can leave its seat only while nothing is recorded on it.',
	'root.ui.fix.player': 'Seat',
	'root.ui.fix.faction': 'Plays instead',
	'root.ui.fix.apply': 'Change the faction',
	'root.ui.options.map': 'Map',
	'root.ui.options.deck': 'Deck',
	'root.map.autumn': 'Autumn (suits printed)',
	'root.map.winter': 'Winter (suit markers)',
	'root.map.lake': 'Lake (suit markers)',
	'root.map.mountain': 'Mountain (suit markers)',
	'root.deck.standard': 'Standard deck',
	'root.deck.exiles': 'Exiles and Partisans deck',
	'root.ui.setup.map':
		'Map: {map, select, winter {Winter} lake {Lake} mountain {Mountain} other {Autumn}} · {deck, select, exiles {Exiles and Partisans deck} other {standard deck}}',
	'root.ui.setup.markers': 'Suit marker of each clearing',
	'root.ui.setup.markersHelp':
		'Put the drawn suit marker on each clearing, by the number printed in it (4 of each suit).',
	'root.setup.map.markers':
		'{map, select, winter {Winter} lake {Lake} mountain {Mountain} other {Autumn}} map: a suit marker on each of its 12 clearings, as drawn below.',
	'root.setup.deck.exiles': 'Shuffle the Exiles and Partisans deck instead of the standard one.',
	'root.error.options.map': 'Unknown map',
	'root.error.options.deck': 'Unknown deck',
	'root.ui.rf.fixColour': 'Whose warriors',
	'root.ui.strip.revenge': '+1 Revenge: a Cult warrior removed while defending',
	'root.ui.lc.removeSoul': 'Take a ' + SUIT_EN + ' card back from the Lost Souls (mis-tap)',
	'root.ui.confirmEnd.title': 'End the game?',
	'root.ui.confirmEnd.body': '{player} would have {vp} VP: that wins and ends the game.',
	'root.ui.confirmEnd.yes': '{player} wins',
	'root.ui.options.swapped':
		'Seat {b} had it: seats {a} and {b} swapped (seat {b} now plays {faction}).',
	'root.ui.options.draft': 'Draft in turn order',
	'root.ui.options.draftTurn': 'Seat {n} picks',
	'root.ui.options.draftNeed':
		'Reach still needed: {n} from {seats, plural, one {# seat} other {# seats}} (recommended {recommended}). Greyed picks would make it unreachable.',
	'root.ui.options.prints': 'Values printed on the faction boards',
	'root.ui.options.printsHint':
		'If your board shows something else, correct it here once: it is remembered for the next game.',
	'root.ui.options.postVp': 'VP of space {n} of each trade-post track',
	'root.ui.options.drawSpace': 'Draw bonus under garden {n} of each suit',
	'root.ui.options.pool': 'Factions you own ({n})',
	'root.ui.strip.funds': '{n, plural, one {# fund} other {# funds}}',
	'root.ui.strip.buyFor': '{player} buys services (start of their Birdsong)',
	'root.ui.strip.buy': 'Buy',
	'root.ui.rf.fundsOf': '{player}: {n}',
	'root.ui.rf.payWith': 'Commit or spend the warriors of',
	'root.ui.rf.auto': 'Own first',
	'root.ui.rf.colourOf': '{player} ({n})',
	'root.ui.turnHint': 'Play the turn; record VP below as they are scored.',
	'root.ui.endTurn': "End {player}'s turn",
	'root.ui.phase.daylight': 'Daylight',
	'root.ui.setupTitle': 'Before the first turn',
	'root.ui.chooseOutcast': 'Lizard Cult: choose the Outcast',
	'root.ui.startGarden': "Lizard Cult: suit of the starting clearing's garden",
	'root.ui.rf.priceOf': 'Riverfolk: price of ' + SERVICE_EN,
	'root.ui.rf.setPrice': SERVICE_EN + ' price: {price}',
	'root.ui.vpTitle': 'Victory points (first to {goal} wins)',
	'root.ui.vpLabel': 'Victory points of {player}',
	'root.ui.vpTrack': 'The VP track: {list}',
	'root.ui.vpOf': '{player}: {vp} VP',
	'root.ui.vpShort': 'VP',
	'root.ui.toGoal': '{n} to go to reach {goal}',
	'root.ui.dominanceActive': SUIT_EN_CAP + ' dominance activated.',
	'root.ui.dominanceWin': 'It holds: {player} wins by dominance',
	'root.ui.dominanceTitle': 'Activate a dominance card',
	'root.ui.dominanceHint':
		"An activated dominance card replaces that player's {goal} VP goal: they no longer score points.",
	'root.ui.player': 'Player',
	'root.ui.corrections': 'Corrections',
	'root.ui.lc.addSoul': 'card: add to the Lost Souls ({n} there)',
	'root.ui.lc.isDominance': 'The next one is a dominance card',
	'root.ui.lc.dawn': "Resolve the Cult's Birdsong",
	'root.ui.lc.acolytesN': '{n, plural, one {# acolyte} other {# acolytes}}',
	'root.ui.lc.conspiracies': 'Conspiracies',
	'root.ui.lc.cost': '{n, plural, one {# acolyte} other {# acolytes}}',
	'root.ui.lc.revenge': '+1 Revenge',
	'root.ui.lc.sacrifice': '+1 Sacrifice (bird)',
	'root.ui.lc.gardensOnMap': '{n} of {max} gardens on the map',
	'root.ui.lc.build': '+ Build a ' + SUIT_EN + ' garden',
	'root.ui.lc.buildShort': 'Build',
	'root.ui.lc.scoreShort': 'Score {vp} VP',
	'root.ui.rf.protectionism':
		'Protectionism: {payments, plural, =0 {Payments empty, +{n} warriors} other {{payments} in Payments, +0}}',
	'root.ui.rf.dividends':
		'Dividends: {posts, plural, =0 {no trade post on the map, 0 VP} other {{funds} funds ÷ 2 = {vp} VP}} (Payments and Committed do not count)',
	'root.ui.rf.toFunds': 'Funds: {funds} + Payments {payments} + Committed {committed} = {total}',
	'root.ui.rf.dawn': "Resolve the Company's Birdsong",
	'root.ui.rf.craft': 'Craft ({n})',
	'root.ui.rf.export': 'Export (+1 in Payments)',
	'root.ui.rf.entry':
		'{kind, select, move {Move} battle {Battle} draw {Draw} recruit {Recruit} tradePost {Trade post} other {Craft}}: {mode, select, commit {commit} other {spend}} {n}',
	'root.ui.rf.fundsLeft': '{n, plural, one {# fund left} other {# funds left}}',
	'root.ui.rf.eveningHint': 'Discard down to 5 cards; then each service may change to 1..4.',
	'root.ui.rf.postsState': '{map} on the map · {placed} of {max} placed',
	'root.ui.seat': 'Seat {n}',
	'root.ui.reachOf': 'reach {n}',
	'root.ui.reachTotal': 'Total reach {total} (recommended for {players}: {recommended})',
	'root.ui.reachMeets': 'meets the recommendation',
	'root.ui.reachBelow': 'below the recommendation',
	'root.ui.options.hint':
		'Choose each seat’s faction by hand, or draw a set that meets the recommended reach.',
	'root.ui.options.draw': 'Draw factions by reach',
	'root.ui.setup.drawn': 'Factions for this code',
	'root.ui.setup.firstMark': 'starts',
	'root.ui.setup.first': 'Seat {n} starts.',
	'root.ui.setup.seatsHint':
		'Seats follow the order of the players in the session (seat 1 is the first name).',
	'root.ui.setup.checklist': 'Setup',
	'root.ui.setup.common': 'Each player sets up their faction as its board says',
	'root.ui.setup.inApp':
		'Once started, the app asks for the Outcast, the starting garden’s suit and the initial prices.',
	'root.ui.setup.impossible': 'No faction set meets the recommended reach.',
	'root.ui.scorer.factionOf': 'Faction of {player}',
	'root.ui.scorer.coalitionOf': '{player}’s coalition with',
	'root.ui.scorer.noCoalition': 'No coalition',
	'root.ui.scorer.hint': "Type each player's final VP, or tick who won by dominance.",
	'root.ui.scorer.vpOf': 'Victory points of {player}',
	'root.ui.scorer.dominanceOf': '{player} won by dominance',
	'root.ui.scorer.finish': 'Work out the result',
	'root.ui.scorer.result': 'Result',
	'root.ui.scorer.winner': '{count, plural, one {{names} wins} other {Tie: {names} win}}',
	'root.ui.scorer.why':
		'{reason, select, dominance {A dominance card that held beats any points.} goal {Reached {goal} VP.} other {Nobody reached {goal} VP: the most points win{count, plural, one {} other {; Root has no tie-breaker, the victory is shared}}.}}',
	'root.ui.scorer.note': 'Why',
	'root.ui.scorer.reached': '{goal}+ VP',
	'root.ui.scorer.reopen': 'Correct the values'
};

const en: Record<string, string> = {
	'root.error.companyWarriors': 'The Company has only {n} warriors',
	'root.error.rulerFunds':
		'The Company holds {have} of {player}’s warriors in funds; a trade post needs {need}',

	'root.log.lcLostSoulRemoved': SUIT_EN_CAP + ' card taken back from the Lost Souls (mis-tap)',
	'root.error.noLostSoul': 'No ' + SUIT_EN + ' card in the Lost Souls',
	'root.error.cultWarriors': 'The Cult has only {n} warriors (acolytes included)',
	'root.faction.marquise': 'Marquise de Cat',
	'root.faction.eyrie': 'Eyrie Dynasties',
	'root.faction.alliance': 'Woodland Alliance',
	'root.faction.vagabond': 'Vagabond',
	'root.faction.vagabond2': 'Second Vagabond',
	'root.faction.lizards': 'Lizard Cult',
	'root.faction.riverfolk': 'Riverfolk Company',
	'root.faction.duchy': 'Underground Duchy',
	'root.faction.corvids': 'Corvid Conspiracy',
	'root.faction.hundreds': 'Lord of the Hundreds',
	'root.faction.keepers': 'Keepers in Iron',
	'root.decided.dominance':
		'{winner} wins by a dominance card ({suit, select, fox {fox} rabbit {rabbit} mouse {mouse} other {bird}}), not by VP',
	'root.decided.coalition': '{partners} wins in coalition with {winner}',
	'root.suit.fox': 'Fox',
	'root.suit.rabbit': 'Rabbit',
	'root.suit.mouse': 'Mouse',
	'root.suit.bird': 'Bird',
	'root.service.hand': 'Hand card',
	'root.service.riverboats': 'Riverboats',
	'root.service.mercenaries': 'Mercenaries',
	'root.conspiracy.crusade': 'Crusade',
	'root.conspiracy.convert': 'Convert',
	'root.conspiracy.sanctify': 'Sanctify',
	'root.daylight.move': 'Move (commit 1 fund)',
	'root.daylight.battle': 'Battle (commit 1 fund)',
	'root.daylight.draw': 'Draw (commit 1 fund)',
	'root.daylight.recruit': 'Recruit (spend 1 fund)',
	'root.daylight.tradePost': "Garrisoned trade post (spend 2 of the clearing ruler's funds)",
	'root.daylight.craft': 'Craft (commit funds onto the trade post tracks)',
	'root.rf.funds': 'Funds',
	'root.rf.payments': 'Payments',
	'root.rf.committed': 'Committed',
	'root.rf.servicesAllowed':
		'{player} may buy {n, plural, one {# service} other {# services}} this turn',
	'root.rf.cost': 'Cost: {n, plural, one {# warrior} other {# warriors}} into Payments',
	'root.rf.vagabondCost':
		'Cost: exhaust {n, plural, one {# item} other {# items}} (the Company puts its own warriors in Payments)',
	'root.rf.daylightTotals': 'Committed {committed} · Spent {spent}',
	'root.lc.lostSouls': 'Lost Souls',
	'root.lc.acolytes': 'Acolytes',
	'root.lc.outcast': 'Outcast: ' + SUIT_EN + '{hated, select, yes { (hated)} other {}}',
	'root.lc.eveningDraw':
		'Evening: draw {n, plural, one {# card} other {# cards}}; hand limit {limit}',
	'root.lc.scoreVp': 'Score {vp} VP with ' + SUIT_EN + ' gardens',
	'root.dominance.goal.suit': 'Wins by ruling 3 ' + SUIT_EN + ' clearings at the start of Birdsong',
	'root.dominance.goal.bird':
		'Wins by ruling two diagonally opposite corner clearings at the start of Birdsong',
	'root.win.coalition': 'Wins in coalition',
	'root.log.scorerFaction': '{player} plays the ' + FACTION_EN,
	'root.log.scorerCoalition':
		'{ended, select, yes {{player} is in no coalition} other {{player} forms a coalition with {partner}}}',
	'root.error.scorerCoalitionDominance':
		'{player} is a Vagabond in a coalition: its dominance card went to the coalition, it cannot also win by dominance',
	'root.win.dominance': 'Dominance victory',
	'root.win.goal': 'First to 30 VP',
	'root.win.mostVp': 'Most victory points',
	'root.scorer.field.dominance': 'Won by dominance',
	'root.setup.lizards.warriors': 'Lizard Cult: form a supply of {n} warriors',
	'root.setup.lizards.corner':
		"Lizard Cult: in a corner clearing that is not another player's starting clearing (diagonally opposite one if possible) place {warriors} warriors and {gardens} garden matching the clearing; then {adjacent} warrior in each adjacent clearing",
	'root.setup.lizards.outcast':
		'Lizard Cult: choose the Outcast (marker on any space of the Outcast box)',
	'root.setup.lizards.gardens':
		'Lizard Cult: place your {n} remaining gardens on the garden tracks, right to left',
	'root.setup.riverfolk.warriors': 'Riverfolk: form a supply of {n} warriors',
	'root.setup.riverfolk.river': 'Riverfolk: place {n} warriors in any clearing(s) on the river',
	'root.setup.riverfolk.posts': 'Riverfolk: place {n} trade posts on the trade post tracks',
	'root.setup.riverfolk.payments': 'Riverfolk: place {n} warriors in Payments',
	'root.setup.riverfolk.prices':
		'Riverfolk: place a service marker on each service track (initial price)',
	'root.log.vp':
		'{player}: {dir, select, gain {+} other {−}}{amount} VP (total {total}){cause, select, removed { (enemy piece removed)} item { (crafted item)} other {}}',
	'root.log.dominance': '{player} activates the ' + SUIT_EN + ' dominance',
	'root.log.dominanceWin': '{player} wins by dominance',
	'root.log.endTurn': "End of {player}'s turn; {next} plays",
	'root.log.lcChooseOutcast': '{player} chooses the Outcast: ' + SUIT_EN,
	'root.log.lcLostSoul':
		SUIT_EN + ' card{dominance, select, yes { (dominance)} other {}} to the Lost Souls',
	'root.log.lcDawn':
		'{player}, Birdsong: {branch, select, newSuit {new Outcast} sameSuit {same Outcast again} other {no suit has the most}}; Outcast ' +
		SUIT_EN +
		'{hated, select, yes { (hated)} other {}}; Lost Souls discarded{dominance, plural, =0 {} one {, # dominance card available} other {, # dominance cards available}}',
	'root.log.lcRevenge': '{player}: Revenge, {n, plural, one {+# acolyte} other {+# acolytes}}',
	'root.log.lcSacrifice': '{player}: Sacrifice (reveals a bird), +1 acolyte',
	'root.log.lcConspiracy':
		'{player}: {kind, select, crusade {Crusade} convert {Convert} other {Sanctify}} ({cost, plural, one {# acolyte} other {# acolytes}})',
	'root.log.lcBuild': '{player} builds a ' + SUIT_EN + ' garden',
	'root.log.lcGardenRemoved':
		SUIT_EN +
		' garden removed: {player} discards a random card{card, select, none {} other { ({card, select, fox {fox} rabbit {rabbit} mouse {mouse} other {bird}})}} (Fearful of the Faithful)',
	'root.log.lcScore':
		'{player} scores ' +
		SUIT_EN +
		' with {gardens, plural, one {# garden} other {# gardens}}: {vp} VP',
	'root.log.lcAdjustAcolytes': '{player}: acolytes {dir, select, gain {+} other {−}}{amount}',
	'root.log.rfSetPrice': '{player}: ' + SERVICE_EN + ' price = {price}',
	'root.log.rfBuy':
		'{player} buys ' +
		SERVICE_EN +
		' for {cost}{vagabond, select, yes { (exhausts items)} other { (warriors to Payments)}}',
	'root.log.rfDawn':
		'{player}, Birdsong: Protectionism +{protectionism}, Dividends {vp} VP, funds {funds}',
	'root.log.rfAction':
		'{player}: {kind, select, move {Move} battle {Battle} draw {Draw} other {Recruit}}{from, select, none {} other { (with {from}’s warriors)}}',
	'root.log.rfCraft':
		'{player}: Craft{fox, plural, =0 {} other { fox #}}{rabbit, plural, =0 {} other { rabbit #}}{mouse, plural, =0 {} other { mouse #}} ({n, plural, one {# fund} other {# funds}}: {who})',
	'root.log.rfExport': '{player}: Export (+1 warrior in Payments)',
	'root.log.rfTradePost':
		'{player}: ' +
		SUIT_EN +
		' trade post, {vp} VP{ruler, select, none {} other {, 2 funds of {ruler}}}',
	'root.log.rfTradePostRemoved':
		SUIT_EN +
		' trade post removed: {player} loses {lost, plural, one {# fund} other {# funds}} ({who}; Trade Disruption)',
	'root.log.rfAdjust':
		'{player}: {field, select, funds {funds} payments {payments} other {committed}} {dir, select, gain {+} other {−}}{amount}{colour, select, none {} other { ({colour})}}',
	'root.log.scorerSet':
		'{player}: {field, select, vp {victory points} other {dominance}} = {value}',
	'root.log.scorerFinish': 'Game scored',
	'root.log.scorerReopen': 'Scoring reopened',
	'root.error.badAction': 'Invalid action',
	'root.error.badConspiracy': 'Unknown conspiracy',
	'root.error.badCount': 'The amount must be a valid whole number',
	'root.error.badDelta': 'The change must be a non-zero whole number',
	'root.error.badField': 'Unknown field',
	'root.error.badPrice': 'The price must be between {min} and {max}',
	'root.error.badService': 'Unknown service',
	'root.error.badSuit': 'Unknown suit',
	'root.error.badVp': 'VP must be a non-negative whole number',
	'root.error.birdNotWild': 'Bird cards are not wild for the Cult rituals',
	'root.error.buyerIsCompany': 'The Company does not buy its own services',
	'root.error.dominanceActive': '{player} already has an activated dominance card',
	'root.error.dominanceTaken': 'The ' + SUIT_EN + ' dominance is already held by {player}',
	'root.error.factionNotInPlay':
		'{faction, select, lizards {The Lizard Cult} other {The Riverfolk Company}} is not in this game',
	'root.error.finished': 'The game is over',
	'root.error.gardensFull': 'No ' + SUIT_EN + ' gardens left on the tracks',
	'root.error.negativeCount': 'The count cannot go below 0',
	'root.error.noDominance': '{player} has no activated dominance card',
	'root.error.noGardens': 'No ' + SUIT_EN + ' gardens on the map',
	'root.error.noTradePostLeft': 'No ' + SUIT_EN + ' trade posts left',
	'root.error.noTradePostOnMap': 'No ' + SUIT_EN + ' trade posts on the map',
	'root.error.notEnoughAcolytes': 'Needs {need} acolytes, there are {have}',
	'root.error.notEnoughFunds': 'Needs {need} funds, there are {have}',
	'root.error.oneDominanceWinner': 'Only one player can win by dominance ({player} already did)',
	'root.error.dawnDone': 'Birdsong was already resolved this turn',
	'root.error.outcastLocked':
		"The starting Outcast is chosen only before the Cult's first Birdsong",
	'root.error.priceNotSet': 'No price set yet for ' + SERVICE_EN,
	'root.error.scoredThisTurn': SUIT_EN + ' was already scored this turn',
	'root.error.servicesLimit':
		'This turn they may buy only {n, plural, one {# service} other {# services}}',
	'root.error.tooManyClearings':
		'There {posts, plural, one {is only # trade post} other {are only # trade posts}} on the map',
	'root.error.setFaction.unknown': 'Unknown faction.',
	'root.error.setFaction.same': '{player} already plays the ' + FACTION_EN + '.',
	'root.error.setFaction.dominance':
		'{player} has a dominance card or a coalition out, played as this faction: undo it first.',
	'root.error.setFaction.recorded':
		'The ' + FACTION_EN + ' board has moves recorded: undo them before it leaves its seat.',
	'root.log.setFaction':
		'Correction: {player} plays the ' +
		FACTION_EN +
		' (not the ' +
		FACTION_EN.replace('{faction,', '{from,') +
		')',
	'root.error.unknownPlayer': 'Unknown player',
	'root.error.vagabondNoMercenaries': 'The Vagabond cannot buy mercenaries',
	'root.error.vpNegative': 'Victory points cannot go below 0',
	'root.error.options.players': 'Root is played by {min} to {max} players',
	'root.error.options.factions': 'Choose the factions',
	'root.error.options.count': '{n} factions are needed (there are {got})',
	'root.error.options.unknownFaction': 'Unknown faction at seat {seat}',
	'root.error.options.duplicate': 'Repeated faction: ' + FACTION_EN,
	'root.error.options.secondVagabond': 'The Second Vagabond needs the Vagabond',
	'root.error.notCultTurn': "It is {player}'s turn: the Cult does this on its own turn only",
	'root.error.notCompanyTurn': "It is {player}'s turn: the Company does this on its own turn only",
	'root.error.cultDawnFirst':
		"The Cult's Birdsong first: adjust the Outcast and discard the Lost Souls",
	'root.error.companyDawnFirst': "The Company's Birdsong first: Protectionism, Dividends and funds",
	'root.error.dawnPending':
		"{player} has not resolved {faction, select, lizards {the Cult's} other {the Company's}} Birdsong yet",
	'root.error.buyOnOwnTurn':
		'{player} buys services at the start of their own Birdsong, on their turn',
	'root.error.craftNoSpace':
		'The ' +
		SUIT_EN +
		' trade post track has {n, plural, =0 {no empty space} one {# empty space} other {# empty spaces}} this turn: place a trade post of that suit first',
	'root.ui.rf.craftSuit':
		'{suit, select, fox {Fox} rabbit {Rabbit} mouse {Mouse} other {Bird}} in the cost ({n, plural, =0 {no space free} one {# space free} other {# spaces free}})',
	'root.error.exportNeedsCraft': 'Export is part of crafting: craft first',
	'root.error.dominanceOwnTurn':
		'{player} activates a dominance card in the Daylight of their own turn',
	'root.error.vagabondCoalition':
		'The Vagabond does not activate dominance: he forms a coalition with the player with fewest VP',
	'root.error.dominanceNeedsVp': 'You need at least {n} VP to activate a dominance card',
	'root.error.options.prints': 'The printed board values are not valid',
	'root.error.options.pool': 'The factions owned must be a list of different factions',
	'root.error.options.firstPlayer': 'Invalid first player',
	'root.error.exportOncePerCraft':
		'One Export per crafted card: {n, plural, one {the card crafted this turn was already exported} other {the # cards crafted this turn were already exported}}',
	'root.error.companyEveningBegun':
		'The Company’s Evening has begun (its prices are set): Move, Battle, Craft, Export and trade posts come before it, in its Daylight',
	'root.error.birdsongOver':
		'The Cult’s Birdsong is over: conspiracies come before Daylight (build, score, sacrifice)',
	'root.error.dominanceInLostSouls':
		'The ' +
		SUIT_EN +
		' dominance card is in the Lost Souls: it is available after the Cult’s Birdsong discards them',
	'root.error.dominanceDaylight':
		'{player} activates dominance in Daylight: resolve their Birdsong first',
	'root.error.buyAtDawnStart':
		'{player} buys services at the start of their Birdsong, before resolving it',
	'root.error.outcastFirst':
		'Choose the Outcast first (setup): place the Outcast marker on the board',
	'root.error.coalitionVagabondOnly':
		'Only the Vagabond forms a coalition; {player} activates dominance',
	'root.error.coalitionPartner': 'The coalition is with another player who is not a Vagabond',
	'root.error.coalitionFewest':
		'The coalition is with the player with the fewest VP ({n}); {player} has more',
	'root.error.disruptionColour': '{player} has only {n} warriors in Funds',
	'root.error.disruptionCount':
		'Trade Disruption removes exactly {n} (half the funds, rounded up), not {got}',
	'root.log.coalition': '{player} forms a coalition with {partner} (' + SUIT_EN + ' dominance card)'
};

export default { ...en, ...uiEn, ...ui3 };
