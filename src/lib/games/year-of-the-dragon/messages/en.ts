/** Year of the Dragon, English: flat ICU messages. */
import type { Catalogue } from '../../core/types';

const catalogue: Catalogue = {
	'year-of-the-dragon.decided.track':
		'{winner} wins the tie at {points} points: {how, select, stack {their marker is on top on the shared person-track space} other {further ahead on the person track}}',
	'year-of-the-dragon.person.craftsman': 'Craftsman',
	'year-of-the-dragon.person.courtLady': 'Court lady',
	'year-of-the-dragon.person.taxCollector': 'Tax collector',
	'year-of-the-dragon.person.farmer': 'Farmer',
	'year-of-the-dragon.person.pyrotechnist': 'Pyrotechnist',
	'year-of-the-dragon.person.warrior': 'Warrior',
	'year-of-the-dragon.person.scholar': 'Scholar',
	'year-of-the-dragon.person.healer': 'Healer',
	'year-of-the-dragon.person.monk': 'Monk',
	'year-of-the-dragon.event.peace': 'Peace',
	'year-of-the-dragon.event.tribute': 'Imperial Tribute',
	'year-of-the-dragon.event.drought': 'Drought',
	'year-of-the-dragon.event.festival': 'Dragon Festival',
	'year-of-the-dragon.event.mongols': 'Mongol Invasion',
	'year-of-the-dragon.event.contagion': 'Contagion',
	'year-of-the-dragon.card.taxes': 'Taxes',
	'year-of-the-dragon.card.build': 'Build',
	'year-of-the-dragon.card.harvest': 'Harvest',
	'year-of-the-dragon.card.fireworks': 'Fireworks',
	'year-of-the-dragon.card.parade': 'Military parade',
	'year-of-the-dragon.card.research': 'Research',
	'year-of-the-dragon.card.privilege': 'Privilege',
	'year-of-the-dragon.phase.start': 'Setup',
	// Soft hyphens (\u00ad): a short name breaks, hyphenated, only where a narrow chip needs it.
	'year-of-the-dragon.personShort.craftsman': 'Crafts\u00adman',
	'year-of-the-dragon.personShort.courtLady': 'Lady',
	'year-of-the-dragon.personShort.taxCollector': 'Tax coll.',
	'year-of-the-dragon.personShort.farmer': 'Farmer',
	'year-of-the-dragon.personShort.pyrotechnist': 'Pyrotech.',
	'year-of-the-dragon.personShort.warrior': 'Warrior',
	'year-of-the-dragon.personShort.scholar': 'Scholar',
	'year-of-the-dragon.personShort.healer': 'Healer',
	'year-of-the-dragon.personShort.monk': 'Monk',
	// A card's name in the table's deal rows (beside five group buttons at 360 px).
	'year-of-the-dragon.cardShort.taxes': 'Taxes',
	'year-of-the-dragon.cardShort.build': 'Build',
	'year-of-the-dragon.cardShort.harvest': 'Harvest',
	'year-of-the-dragon.cardShort.fireworks': 'Fire\u00adworks',
	'year-of-the-dragon.cardShort.parade': 'Parade',
	'year-of-the-dragon.cardShort.research': 'Re\u00adsearch',
	'year-of-the-dragon.cardShort.privilege': 'Privi\u00adlege',
	'year-of-the-dragon.age.young': 'young',
	'year-of-the-dragon.age.old': 'old',
	'year-of-the-dragon.fieldShort.score': 'Points',
	'year-of-the-dragon.fieldShort.yuan': 'Yuan',
	'year-of-the-dragon.fieldShort.rice': 'Rice',
	'year-of-the-dragon.fieldShort.fireworks': 'Firew.',
	'year-of-the-dragon.fieldShort.track': 'Track',
	'year-of-the-dragon.fieldShort.privileges': 'Privil.',
	'year-of-the-dragon.field.yuan': 'Yuan',
	'year-of-the-dragon.field.rice': 'Rice',
	'year-of-the-dragon.field.fireworks': 'Fireworks',
	'year-of-the-dragon.field.smallPrivileges': 'Small privileges',
	'year-of-the-dragon.field.largePrivileges': 'Large privileges',
	'year-of-the-dragon.field.score': 'Score',
	'year-of-the-dragon.field.track': 'Person track',
	'year-of-the-dragon.field.personTrack': 'Person track',
	'year-of-the-dragon.field.personTrackStack': 'Place in the stack',
	'year-of-the-dragon.error.oldestFirst': 'First say who is the oldest player: they pick first.',
	'year-of-the-dragon.error.oldestClosed':
		'Who is the oldest player is said once, before the first pick.',
	'year-of-the-dragon.error.notNow.start': 'Not now: this is the Setup phase.',
	'year-of-the-dragon.error.notNow.action': 'Not now: this is the Action phase.',
	'year-of-the-dragon.error.notNow.person': 'Not now: this is the Person phase.',
	'year-of-the-dragon.error.notNow.event': 'Not now: this is the Event phase.',
	'year-of-the-dragon.error.notNow.finished': 'Not now: this is the Game over phase.',
	'year-of-the-dragon.error.unknownPlayer': 'Unknown player: {player}.',
	'year-of-the-dragon.error.startingPairShape': 'Choose exactly 2 persons.',
	'year-of-the-dragon.error.unknownPersonType': 'Unknown person type.',
	'year-of-the-dragon.error.startingSameType': 'The 2 starting persons must be of different types.',
	'year-of-the-dragon.error.personUnavailable':
		'No {type, select, craftsman {Craftsman} courtLady {Court lady} taxCollector {Tax collector} farmer {Farmer} pyrotechnist {Pyrotechnist} warrior {Warrior} scholar {Scholar} healer {Healer} monk {Monk} other {{type}}} ({age, select, young {young} old {old} other {{age}}}) tiles left on the display.',
	'year-of-the-dragon.error.startingPairTaken':
		'Another player already took that exact pair of persons.',
	'year-of-the-dragon.error.badPalace': 'That palace does not exist.',
	'year-of-the-dragon.error.palaceFull': 'Palace {palace} is full.',
	'year-of-the-dragon.error.buildPlacement': 'Say where the new floors go.',
	'year-of-the-dragon.error.buildCount':
		'Build exactly {floors, plural, one {# floor} other {# floors}}, not {placed}.',
	'year-of-the-dragon.error.palaceTooHigh': 'Palace {palace} would have more than {max} floors.',
	'year-of-the-dragon.error.newPalaceHeight': 'A new palace has 1 to {max} floors.',
	'year-of-the-dragon.error.badGroup': 'That card group does not exist.',
	'year-of-the-dragon.error.cardNotInGroup': 'That card is not in group {group}.',
	'year-of-the-dragon.error.privilegeSize': 'Choose a small or a large privilege.',
	'year-of-the-dragon.error.notEnoughYuan': 'Needs {need} yuan and only {have} are there.',
	'year-of-the-dragon.error.cardNotInHand':
		'The {card, select, craftsman {Craftsman} courtLady {Court lady} taxCollector {Tax collector} farmer {Farmer} pyrotechnist {Pyrotechnist} warrior {Warrior} scholar {Scholar} healer {Healer} monk {Monk} wild {?} other {{card}}} card is no longer in hand.',
	'year-of-the-dragon.error.nothingToTake':
		'No tiles of that type are left: the card gives nothing (no substitute).',
	'year-of-the-dragon.error.mustRecruit': 'Tiles are available: one must be taken.',
	'year-of-the-dragon.error.personWrongType':
		'This card only takes a {card, select, craftsman {Craftsman} courtLady {Court lady} taxCollector {Tax collector} farmer {Farmer} pyrotechnist {Pyrotechnist} warrior {Warrior} scholar {Scholar} healer {Healer} monk {Monk} other {{card}}}.',
	'year-of-the-dragon.error.mustPlace': 'While a palace has room, the new person must move in.',
	'year-of-the-dragon.error.replaceWithRoom': 'That palace has room: nobody needs replacing.',
	'year-of-the-dragon.error.freeSpaceLeft':
		'Replacing is only allowed when every palace is full: another palace has room.',
	'year-of-the-dragon.error.replaceRequired':
		'The palace is full: say whom the new person replaces.',
	'year-of-the-dragon.error.personNotInPalace': 'That person is not in that palace.',
	'year-of-the-dragon.error.badRelease': 'Invalid release.',
	'year-of-the-dragon.error.droughtSamePalace':
		'In a drought, release 1 person from each unsupplied palace (different palaces).',
	'year-of-the-dragon.error.releaseCount':
		'{player} must release {need, plural, one {# person} other {# persons}}, not {got}.',
	'year-of-the-dragon.error.badField': 'Unknown field.',
	'year-of-the-dragon.error.badValue':
		'{field, select, yuan {Yuan} rice {Rice} fireworks {Fireworks} smallPrivileges {Small privileges} largePrivileges {Large privileges} score {Score} track {Person track} personTrack {Person track} personTrackStack {Place in the stack} other {{field}}}: must be a whole number from 0 to {max}.',
	'year-of-the-dragon.error.supplyExceeded':
		'There are not that many {type, select, craftsman {Craftsman} courtLady {Court lady} taxCollector {Tax collector} farmer {Farmer} pyrotechnist {Pyrotechnist} warrior {Warrior} scholar {Scholar} healer {Healer} monk {Monk} other {{type}}} ({age, select, young {young} old {old} other {{age}}}) tiles.',
	'year-of-the-dragon.error.palaceFloors': 'Palace {palace} must have 1 to {max} floors.',
	'year-of-the-dragon.error.palaceCrowded': 'Palace {palace} has more persons than floors.',
	'year-of-the-dragon.error.noOldOfType': 'Palace {palace} has an old person of a young-only type.',
	'year-of-the-dragon.error.alreadyFinished': 'Scoring is closed: reopen it to change it.',
	'year-of-the-dragon.error.personsExceeded':
		'The game has only {max} person tiles for this many players.',
	'year-of-the-dragon.error.notFinished': 'Scoring is not closed.',
	'year-of-the-dragon.error.options': 'Invalid options.',
	'year-of-the-dragon.error.optionLargePrivilegeCost': 'A large privilege costs 6 or 7 yuan.',
	'year-of-the-dragon.error.optionFirstPlayer':
		'The first player must be one of the {max} players.',
	'year-of-the-dragon.error.optionPlayers':
		'Year of the Dragon is played by {min} to {max} players.',
	'year-of-the-dragon.option.largePrivilegeCost': 'Large privilege price',
	'year-of-the-dragon.option.largePrivilegeCost.6': '6 yuan (this rulebook)',
	'year-of-the-dragon.option.largePrivilegeCost.7': '7 yuan (later edition)',
	'year-of-the-dragon.log.oldestPlayer':
		'{player} is the oldest player and picks the first starting persons.',
	'year-of-the-dragon.log.startingPair':
		'{player} takes a {first, select, craftsman {Craftsman} courtLady {Court lady} taxCollector {Tax collector} farmer {Farmer} pyrotechnist {Pyrotechnist} warrior {Warrior} scholar {Scholar} healer {Healer} monk {Monk} other {{first}}} and a {second, select, craftsman {Craftsman} courtLady {Court lady} taxCollector {Tax collector} farmer {Farmer} pyrotechnist {Pyrotechnist} warrior {Warrior} scholar {Scholar} healer {Healer} monk {Monk} other {{second}}}.',
	'year-of-the-dragon.log.action.taxes':
		'{player} collects Taxes (group {group}): +{amount} yuan{paid, plural, =0 {} other {, after paying # yuan for the group}}.',
	'year-of-the-dragon.log.action.build':
		'{player} Builds (group {group}): +{amount, plural, one {# floor} other {# floors}}{paid, plural, =0 {} other {, after paying # yuan for the group}}.',
	'year-of-the-dragon.log.action.harvest':
		'{player} Harvests (group {group}): +{amount} rice{paid, plural, =0 {} other {, after paying # yuan for the group}}.',
	'year-of-the-dragon.log.action.fireworks':
		'{player} takes Fireworks (group {group}): +{amount, plural, one {# fireworks tile} other {# fireworks tiles}}{paid, plural, =0 {} other {, after paying # yuan for the group}}.',
	'year-of-the-dragon.log.action.parade':
		'{player} holds a Military parade (group {group}): {amount, plural, one {# space} other {# spaces}} on the person track{paid, plural, =0 {} other {, after paying # yuan for the group}}.',
	'year-of-the-dragon.log.action.research':
		'{player} does Research (group {group}): +{amount, plural, one {# point} other {# points}}{paid, plural, =0 {} other {, after paying # yuan for the group}}.',
	'year-of-the-dragon.log.action.privilege':
		'{player} buys a {size, select, small {small} large {large} other {{size}}} privilege for {cost} yuan (group {group}){paid, plural, =0 {} other {, after paying # yuan for the group}}.',
	'year-of-the-dragon.log.noAction':
		'{player} takes no action{amount, plural, =0 { (already {topUp} yuan or more)} other { and tops up to {topUp} yuan (+# yuan)}}.',
	'year-of-the-dragon.log.recruitNothing':
		'{player} plays {card, select, craftsman {Craftsman} courtLady {Court lady} taxCollector {Tax collector} farmer {Farmer} pyrotechnist {Pyrotechnist} warrior {Warrior} scholar {Scholar} healer {Healer} monk {Monk} wild {?} other {{card}}}, but no tiles are left: nothing gained.',
	'year-of-the-dragon.log.recruitReleased':
		'{player} takes a {person, select, craftsman {Craftsman} courtLady {Court lady} taxCollector {Tax collector} farmer {Farmer} pyrotechnist {Pyrotechnist} warrior {Warrior} scholar {Scholar} healer {Healer} monk {Monk} other {{person}}} ({age, select, young {young} old {old} other {{age}}}) and releases them at once (palaces full).',
	'year-of-the-dragon.log.recruitReplace':
		'{player} puts a {person, select, craftsman {Craftsman} courtLady {Court lady} taxCollector {Tax collector} farmer {Farmer} pyrotechnist {Pyrotechnist} warrior {Warrior} scholar {Scholar} healer {Healer} monk {Monk} other {{person}}} ({age, select, young {young} old {old} other {{age}}}) in palace {palace}, releasing a {replaced, select, craftsman {Craftsman} courtLady {Court lady} taxCollector {Tax collector} farmer {Farmer} pyrotechnist {Pyrotechnist} warrior {Warrior} scholar {Scholar} healer {Healer} monk {Monk} other {{replaced}}} ({replacedAge, select, young {young} old {old} other {{replacedAge}}}).',
	'year-of-the-dragon.log.recruit':
		'{player} puts a {person, select, craftsman {Craftsman} courtLady {Court lady} taxCollector {Tax collector} farmer {Farmer} pyrotechnist {Pyrotechnist} warrior {Warrior} scholar {Scholar} healer {Healer} monk {Monk} other {{person}}} ({age, select, young {young} old {old} other {{age}}}) in palace {palace}.',
	'year-of-the-dragon.log.resolveEvent':
		'{event, select, peace {Peace} tribute {Imperial Tribute} drought {Drought} festival {Dragon Festival} mongols {Mongol Invasion} contagion {Contagion} other {{event}}}{released, plural, =0 {} one {, # person released} other {, # persons released}}; decay and scoring.',
	'year-of-the-dragon.log.adjust':
		"Correction: {player}'s {field, select, yuan {yuan} rice {rice} fireworks {fireworks} smallPrivileges {small privileges} largePrivileges {large privileges} score {score} track {person track} personTrack {person track} personTrackStack {place in the stack} other {{field}}} = {value}.",
	'year-of-the-dragon.log.setPalaces':
		"Correction: {player}'s palaces ({palaces, plural, one {# palace} other {# palaces}}).",
	'year-of-the-dragon.log.scorerSet':
		'{player}: {field, select, yuan {Yuan} rice {Rice} fireworks {Fireworks} smallPrivileges {Small privileges} largePrivileges {Large privileges} score {Score} track {Person track} personTrack {Person track} personTrackStack {Place in the stack} other {{field}}} = {value}.',
	'year-of-the-dragon.log.scorerFinish': 'Final scores computed.',
	'year-of-the-dragon.log.scorerReopen': 'Scoring reopened.',
	'year-of-the-dragon.log.unknown': 'Unknown action.',
	'year-of-the-dragon.explain.peace': 'Nothing happens.',
	'year-of-the-dragon.explain.tribute':
		'Pays {paid} of {owed} yuan{missing, plural, =0 {} other {; # missing: releases {release, plural, one {# person} other {# persons}}}}.',
	'year-of-the-dragon.explain.drought':
		'{inhabited, plural, one {# inhabited palace} other {# inhabited palaces}}, {rice} rice: returns {returned}{unsupplied, plural, =0 {} other {; # unsupplied: releases 1 person from each}}.',
	'year-of-the-dragon.explain.festival':
		'{fireworks} fireworks{vp, plural, =0 {: no points} other {: place {place}, +# points, returns {returned}}}.',
	'year-of-the-dragon.explain.mongols':
		'{helmets, plural, one {# helmet} other {# helmets}}: +{vp} points{release, plural, =0 {} other {; among the fewest: releases # person}}.',
	'year-of-the-dragon.explain.contagion':
		'{mortars, plural, one {# mortar} other {# mortars}}: releases {release, plural, one {# person} other {# persons}}.',
	'year-of-the-dragon.ui.setup.firstListed':
		'The first player of the list starts, then seat order. The rulebook: the oldest player starts — put them first, or draw a random first player on the new-game screen.',
	'year-of-the-dragon.ui.setup.firstOldest':
		'The oldest player starts (you say who at the start), then seat order.',
	'year-of-the-dragon.ui.start.oldestIs': '{player} is the oldest',
	'year-of-the-dragon.ui.start.oldestHelp':
		'The rulebook: the oldest player starts, then clockwise (seat order).',
	'year-of-the-dragon.ui.start.oldestTitle': 'Who is the oldest player?',
	'year-of-the-dragon.ui.tile': '{person} ({age})',
	'year-of-the-dragon.ui.tileWithValue': '{person} ({age}, moves {value})',
	'year-of-the-dragon.ui.wildCard': 'Wild ?',
	'year-of-the-dragon.ui.yield.fromCard': '{n} (card)',
	'year-of-the-dragon.ui.yield.fromPerson': '{n} ({person})',
	'year-of-the-dragon.ui.unit.taxes': '{n} yuan',
	'year-of-the-dragon.ui.unit.build': '{n, plural, one {# floor} other {# floors}}',
	'year-of-the-dragon.ui.unit.harvest': '{n} rice',
	'year-of-the-dragon.ui.unit.fireworks': '{n, plural, one {# firework} other {# fireworks}}',
	'year-of-the-dragon.ui.unit.parade': '{n, plural, one {# space} other {# spaces}} on the track',
	'year-of-the-dragon.ui.unit.research': '{n, plural, one {# point} other {# points}}',
	'year-of-the-dragon.ui.unit.privilege': '{n} yuan',
	'year-of-the-dragon.eventShort.peace': 'Peace',
	'year-of-the-dragon.eventShort.tribute': 'Tribute',
	'year-of-the-dragon.eventShort.drought': 'Drought',
	'year-of-the-dragon.eventShort.festival': 'Festival',
	'year-of-the-dragon.eventShort.mongols': 'Mongols',
	'year-of-the-dragon.eventShort.contagion': 'Contagion',
	'year-of-the-dragon.ui.display.title': 'Person display',
	'year-of-the-dragon.ui.display.youngOnly': '{young} young',
	'year-of-the-dragon.ui.display.both': '{young} young · {old} old',
	'year-of-the-dragon.ui.setupCard': 'Setup card',
	'year-of-the-dragon.ui.oldMark': '★',
	'year-of-the-dragon.ui.eventRow': 'Event row',
	'year-of-the-dragon.ui.monthShort': 'Month {month}',
	'year-of-the-dragon.ui.now': 'now',
	'year-of-the-dragon.ui.person': 'Person',
	'year-of-the-dragon.ui.youngCount': 'Young',
	'year-of-the-dragon.ui.oldCount': 'Old',
	'year-of-the-dragon.ui.trackValue': '(moves {value})',
	'year-of-the-dragon.ui.setup.events': 'Event row',
	'year-of-the-dragon.ui.setup.eventsHelp':
		'Lay out these event tiles, month by month: 2 Peace first and never 2 identical tiles side by side.',
	'year-of-the-dragon.ui.setup.first': 'First player',
	'year-of-the-dragon.ui.setup.firstSeat':
		'{chosen, select, 1 {Chosen} other {Random}}: player {seat} starts (counting in seat order).',
	'year-of-the-dragon.ui.setup.pickOrder':
		'Order for choosing the starting persons (seats): {seats}.',
	'year-of-the-dragon.ui.setup.pairsRule':
		'Each player takes 2 young persons of different types; nobody may repeat the exact pair an earlier player took. The first player chooses from {pairs} pairs; the app shows each player the pairs still allowed.',
	'year-of-the-dragon.ui.setup.supply': 'Person tiles on the display',
	'year-of-the-dragon.ui.setup.supplyHelp':
		'Tiles per type for {players} players; in brackets, how far each tile moves the person-track marker.',
	'year-of-the-dragon.ui.setup.boxed': 'To the box',
	'year-of-the-dragon.ui.setup.each': 'Each player gets',
	'year-of-the-dragon.ui.setup.eachPalaces': '{n} palaces of {floors} floors',
	'year-of-the-dragon.ui.setup.eachYuan': '{n} yuan',
	'year-of-the-dragon.ui.setup.eachCards':
		'11 person cards: one of each type and {wild} wild "?" cards',
	'year-of-the-dragon.ui.setup.eachMarkers': 'Markers on 0 on the person track and the score track',
	'year-of-the-dragon.ui.setup.privilegePrice':
		'Small privilege: 2 yuan; large privilege: {cost} yuan',
	'year-of-the-dragon.ui.phase.startTitle': 'Before the game: starting persons',
	'year-of-the-dragon.ui.phase.title': 'Month {month} of {months} · {event}',
	'year-of-the-dragon.ui.phase.steps': 'Phases of the month',
	'year-of-the-dragon.ui.step.action': '1. Action',
	'year-of-the-dragon.ui.step.person': '2. Person',
	'year-of-the-dragon.ui.step.event': '3. Event',
	'year-of-the-dragon.ui.lastMonth': 'Month 12: there is no person phase.',
	'year-of-the-dragon.ui.start.title': "{player}'s turn: choose",
	'year-of-the-dragon.ui.start.help':
		'Take 2 young persons of different types and put them in your palaces; your marker moves forward by both their values.',
	'year-of-the-dragon.ui.start.choose': 'Persons chosen: {n} of 2',
	'year-of-the-dragon.ui.start.where': 'Which palaces?',
	'year-of-the-dragon.ui.start.where.01': 'One in each palace',
	'year-of-the-dragon.ui.start.where.00': 'Both in palace 1',
	'year-of-the-dragon.ui.start.where.11': 'Both in palace 2',
	'year-of-the-dragon.ui.start.pickTwo': 'Choose 2 persons',
	'year-of-the-dragon.ui.start.confirm': '{player} takes {first} and {second} (moves {moves})',
	'year-of-the-dragon.ui.start.allowed': 'Pairs still allowed ({n})',
	'year-of-the-dragon.ui.start.taken': 'Already chosen',
	'year-of-the-dragon.ui.start.takenBy': '{player}: {first} + {second}',
	'year-of-the-dragon.ui.turnOrder': 'Turn order',
	'year-of-the-dragon.ui.nowPlaying': 'plays now',
	'year-of-the-dragon.ui.waiting': 'turn {n}',
	'year-of-the-dragon.ui.hasYuan': 'has {n} yuan',
	'year-of-the-dragon.ui.action.title': "{player}'s action",
	'year-of-the-dragon.ui.action.help':
		'Put your dragon on a group and take one of its cards (a group with a dragon costs {cost} yuan).',
	'year-of-the-dragon.ui.group': 'Group {group}',
	'year-of-the-dragon.ui.dragonsOn': 'Dragon of {names}: joining costs {cost} yuan',
	'year-of-the-dragon.ui.privilegePrices': 'small {small} / large {large} yuan',
	'year-of-the-dragon.ui.takeCard':
		'{card} from group {group}: {text}{cost, plural, =0 {} other {, paying # yuan for the group}}',
	'year-of-the-dragon.ui.build.title':
		'Build {floors, plural, one {# floor} other {# floors}}: where?',
	'year-of-the-dragon.ui.build.floorOn':
		'Build a floor on {isNew, select, yes {new palace {palace}} other {palace {palace}}} (group {group}, now {floors, plural, one {# floor} other {# floors}})',
	'year-of-the-dragon.ui.build.place':
		'{isNew, select, yes {{floors, plural, =0 {A new palace} other {New palace {palace}: {floors, plural, one {# floor} other {# floors}}}}} other {Palace {palace}: {floors, plural, one {# floor} other {# floors}}}}{added, plural, =0 {} other { (+# now)}}',
	'year-of-the-dragon.ui.build.takeBack': 'Take back a floor',
	'year-of-the-dragon.ui.build.placed':
		'Placed {placed} of {floors, plural, one {# floor} other {# floors}}.',
	'year-of-the-dragon.ui.privilege.title': 'Which privilege?',
	'year-of-the-dragon.ui.privilege.buy':
		'{size, select, small {Small} other {Large}} privilege ({dragons, plural, one {# dragon} other {# dragons}}): {price} yuan{cost, plural, =0 {} other { + # for the group}}',
	'year-of-the-dragon.ui.cancel': 'Cancel',
	'year-of-the-dragon.ui.noAction':
		'{amount, plural, =0 {No action (already {topUp} yuan or more)} other {No action: top up to {topUp} yuan (+# yuan)}}',
	'year-of-the-dragon.ui.action.did':
		'group {group}: {card}, {amount}{paid, plural, =0 {} other { (paid # for the group)}}',
	'year-of-the-dragon.ui.action.didNothing': 'no action (+{amount} yuan)',
	'year-of-the-dragon.ui.action.didPrivilege':
		'group {group}: {size, select, small {small} other {large}} privilege for {cost} yuan{paid, plural, =0 {} other { (paid # for the group)}}',
	'year-of-the-dragon.ui.person.replaceIn':
		'Palace {palace}: replace {replaced} with {person} (moves {moves})',
	'year-of-the-dragon.ui.person.title': "{player}'s person card",
	'year-of-the-dragon.ui.person.cardLegend': 'Card played',
	'year-of-the-dragon.ui.person.nothingLeft': 'none left: gives nothing',
	'year-of-the-dragon.ui.person.anyType': 'any person ({n} choices)',
	'year-of-the-dragon.ui.person.fullLegend': 'Replace or release',
	'year-of-the-dragon.ui.person.into':
		'Palace {palace} ({free, plural, one {# free space} other {# free spaces}})',
	'year-of-the-dragon.ui.person.confirmNothing': 'Play {card} for nothing',
	'year-of-the-dragon.ui.person.played':
		'{same, select, 1 {} other {{card}: }}{person} into palace {palace}, moves {moves}{hasReplaced, select, 1 { (replaces {replaced})} other {}}',
	'year-of-the-dragon.ui.person.playedNothing': '{card}: none left, nothing',
	'year-of-the-dragon.ui.person.playedReleased':
		'{same, select, 1 {} other {{card}: }}{person}, released at once',
	'year-of-the-dragon.ui.event.title': 'Month {month}: {event}',
	'year-of-the-dragon.ui.event.keepLegend':
		'{player}: releases {n, plural, one {# person} other {# persons}} — tick who stays ({keep})',
	'year-of-the-dragon.ui.event.keepShort': 'Tick who stays ({keep})',
	'year-of-the-dragon.ui.event.keepWho': 'Keep {person} in palace {palace} of {player}',
	'year-of-the-dragon.ui.event.releaseLegend':
		'{player}: choose {n, plural, one {# person} other {# persons}} to release{distinct, select, 1 { (from different palaces)} other {}}',
	'year-of-the-dragon.ui.event.releaseWho': 'Release {person} from palace {palace} of {player}',
	'year-of-the-dragon.ui.event.chosen': 'Chosen {n} of {of}',
	'year-of-the-dragon.ui.event.staying': 'Staying {n} of {of}',
	'year-of-the-dragon.ui.event.after':
		'Then: decay (every uninhabited palace loses 1 floor; a 1-floor one disappears) and the month scoring (1 point per palace, per court-lady fan and per privilege dragon).',
	'year-of-the-dragon.ui.event.waitingFor': 'Still to choose whom they release: {names}.',
	'year-of-the-dragon.ui.event.resolve': 'Resolve {event}, decay and scoring of month {month}',
	'year-of-the-dragon.ui.eventRule.peace': 'Peace: nothing happens.',
	'year-of-the-dragon.ui.eventRule.tribute':
		'Imperial Tribute: every player pays 4 yuan; for each missing yuan, they release 1 person.',
	'year-of-the-dragon.ui.eventRule.drought':
		'Drought: every player returns 1 rice per inhabited palace; from each palace they cannot supply, they release 1 person.',
	'year-of-the-dragon.ui.eventRule.festival':
		'Dragon Festival: those with the most fireworks score 6 points, the next-highest count 3; nobody scores with 0; scorers return half (rounded up).',
	'year-of-the-dragon.ui.eventRule.mongols':
		'Mongol Invasion: every player scores 1 point per warrior helmet; those with the fewest helmets release 1 person.',
	'year-of-the-dragon.ui.eventRule.contagion':
		'Contagion: every player releases 3 persons, 1 fewer per healer mortar.',
	'year-of-the-dragon.ui.effect.yuan': '−{n} yuan',
	'year-of-the-dragon.ui.effect.rice': '−{n} rice',
	'year-of-the-dragon.ui.effect.fireworks': '−{n} fireworks',
	'year-of-the-dragon.ui.effect.vp': '{n, plural, one {+# point} other {+# points}}',
	'year-of-the-dragon.ui.report.earlier': 'Earlier months',
	'year-of-the-dragon.ui.turnPlace': 'turn {n}',
	'year-of-the-dragon.ui.onTop': '(on top)',
	'year-of-the-dragon.ui.privileges': 'Privileges',
	'year-of-the-dragon.ui.privilegeCount': '{small} small · {large} large',
	'year-of-the-dragon.ui.palacesOf': "{player}'s palaces",
	'year-of-the-dragon.ui.palaceTitle': 'Palace {palace} · {persons}/{floors}',
	'year-of-the-dragon.ui.palaces': 'Palaces',
	'year-of-the-dragon.ui.empty': 'uninhabited',
	'year-of-the-dragon.ui.noPalaces': 'No palaces.',
	'year-of-the-dragon.ui.handLeft': 'Person cards in hand: {cards}',
	'year-of-the-dragon.ui.corrections': 'Correct {player}',
	'year-of-the-dragon.ui.correctionsHelp':
		'Only to fix mistakes: every change goes to the log and can be undone.',
	'year-of-the-dragon.ui.fieldOf': "{player}'s {field}",
	'year-of-the-dragon.ui.floorsOf': "Floors of {player}'s palace {palace}",
	'year-of-the-dragon.ui.removePerson': "Remove {person} from {player}'s palace {palace}",
	'year-of-the-dragon.ui.personToAdd': "Person to add to {player}'s palace {palace}",
	'year-of-the-dragon.ui.addPersonTo': "Add a person to {player}'s palace {palace}",
	'year-of-the-dragon.ui.add': 'Add',
	'year-of-the-dragon.ui.removePalace': 'Remove palace',
	'year-of-the-dragon.ui.removePalaceOf': "Remove {player}'s palace {palace}",
	'year-of-the-dragon.ui.newPalace': 'New palace (floors):',
	'year-of-the-dragon.ui.newPalaceOf':
		'New {floors, plural, one {# floor} other {# floors}} palace for {player}',
	'year-of-the-dragon.final.persons': 'Persons',
	'year-of-the-dragon.ui.final.before': 'Points before final scoring',
	'year-of-the-dragon.ui.final.monks': 'Monks',
	'year-of-the-dragon.ui.final.money': 'Money',
	'year-of-the-dragon.ui.scorer.help':
		'Enter each player’s end state, then tap Compute. New palaces count as full: tap a floor to mark a monk or an empty place.',
	'year-of-the-dragon.ui.scorer.whose': 'Whose end state',
	'year-of-the-dragon.ui.scorer.short.score': 'Points',
	'year-of-the-dragon.ui.scorer.short.floors': 'Floors per palace',
	'year-of-the-dragon.ui.scorer.short.yuan': 'Yuan',
	'year-of-the-dragon.ui.scorer.short.rice': 'Rice',
	'year-of-the-dragon.ui.scorer.short.fireworks': 'Fireworks',
	'year-of-the-dragon.ui.scorer.endState': 'State at the end of the game',
	'year-of-the-dragon.ui.scorer.field.score': '{player}: points on the score track',
	'year-of-the-dragon.ui.scorer.field.yuan': '{player}: yuan',
	'year-of-the-dragon.ui.scorer.field.rice': '{player}: rice',
	'year-of-the-dragon.ui.scorer.field.fireworks': '{player}: fireworks',
	'year-of-the-dragon.ui.scorer.field.personTrack': '{player}: person-track space',
	'year-of-the-dragon.ui.scorer.field.personTrackStack':
		'{player}: markers underneath on that space',
	'year-of-the-dragon.ui.scorer.stackHelp':
		'Only matters for a tie on points and on the same person-track space: how many markers lie under this one (0 = bottom).',
	'year-of-the-dragon.ui.scorer.floors': '{player}: floors of each palace',
	'year-of-the-dragon.ui.scorer.floorsBad': 'One digit from 1 to 3 per palace, e.g. 3 3 2.',
	'year-of-the-dragon.ui.scorer.floorsHelp':
		'One digit per palace (e.g. 3 3 2). Tap a floor: person → young monk (1 Buddha) → old monk (2 Buddhas) → empty.',
	'year-of-the-dragon.ui.scorer.slotLabel':
		'{player}, palace {palace}, floor {floor}: {slot, select, person {a person} youngMonk {a young monk} oldMonk {an old monk} other {empty}}. Tap to change.',
	'year-of-the-dragon.ui.scorer.slotShort':
		'{slot, select, person {Person} youngMonk {Monk 1☸} oldMonk {Monk 2☸} other {—}}',
	'year-of-the-dragon.ui.scorer.trackHelp': 'Tied on points: the person track decides.',
	'year-of-the-dragon.ui.scorer.finish': 'Compute final scores',
	'year-of-the-dragon.ui.scorer.reopen': 'Reopen to correct',
	'year-of-the-dragon.error.dealClosed':
		'The deal of the action cards can change only before the month’s first action.',
	'year-of-the-dragon.error.dealFirst':
		'First lay out the action cards in groups and enter the table’s deal.',
	'year-of-the-dragon.error.groupsCards': 'All 7 action cards, each once, in {groups} groups.',
	'year-of-the-dragon.error.groupsUneven':
		'The cards must be divided as evenly as possible: groups of {sizes}.',
	'year-of-the-dragon.log.dealMode':
		'{byTable, select, true {The table deals the action cards} other {The phone deals the action cards}}.',
	'year-of-the-dragon.log.setGroups': 'The table’s deal: {groups} groups.',
	'year-of-the-dragon.ui.person.confirmRelease': 'Release {person} (no move)',
	'year-of-the-dragon.ui.showHand': 'Show {player}’s hand',
	'year-of-the-dragon.ui.hideHand': 'Hide {player}’s hand',
	'year-of-the-dragon.ui.fix.addedLegend': 'A person you add',
	'year-of-the-dragon.ui.fix.addedDisplay': 'comes from the display',
	'year-of-the-dragon.ui.fix.addedBox': 'comes back: released by mistake',
	'year-of-the-dragon.ui.fix.removedLegend': 'A person you remove',
	'year-of-the-dragon.ui.fix.removedDisplay': 'goes back to the display',
	'year-of-the-dragon.ui.fix.removedBox': 'leaves the game',
	'year-of-the-dragon.ui.deal.title': 'Action cards: who deals?',
	'year-of-the-dragon.ui.deal.phone': 'The phone: lay the cards out as shown',
	'year-of-the-dragon.ui.deal.table': 'The table: enter its deal',
	'year-of-the-dragon.ui.deal.help':
		'Shuffle the 7 cards, lay them out in groups as even as possible and tap each card’s group.',
	'year-of-the-dragon.ui.deal.cardInGroup': '{card} in group {group}',
	'year-of-the-dragon.ui.deal.enter': 'Save the table’s deal',
	'year-of-the-dragon.glance':
		'{phase, select, action {Action} person {Person} event {Event} other {{phase}}} · {event, select, peace {Peace} tribute {Tribute} drought {Drought} festival {Festival} mongols {Mongols} contagion {Contagion} other {{event}}}',
	'year-of-the-dragon.error.eventRowClosed':
		'The event row can only change before the month-3 event.',
	'year-of-the-dragon.error.eventRowIllegal':
		'The row: Peace in months 1 and 2, then the 10 tiles (2 of each event), never two identical side by side.',
	'year-of-the-dragon.log.setEventRow': 'The table enters its own event row.',
	'year-of-the-dragon.ui.person.take': 'Take {person} into palace {palace} (moves {moves})',
	'year-of-the-dragon.ui.person.ageButton': '{age} · moves {moves}',
	'year-of-the-dragon.ui.person.palaceLegend': 'The person goes into',
	'year-of-the-dragon.ui.person.oneTapHelp':
		'One tap on the age: the person goes into the palace marked.',
	'year-of-the-dragon.ui.person.fullHelp':
		'Every palace is full: choose the person, then whom it replaces, or release it.',
	'year-of-the-dragon.ui.person.wildPick': 'Choose the person of the ? card',
	'year-of-the-dragon.ui.forecast.title': 'Forecast: {event} with today’s board',
	'year-of-the-dragon.ui.forecast.release':
		'{player} would release {n, plural, one {# person} other {# persons}}',
	'year-of-the-dragon.ui.forecast.vp': '{player} +{n, plural, one {# point} other {# points}}',
	'year-of-the-dragon.ui.forecast.none': 'With today’s board nobody would lose persons.',
	'year-of-the-dragon.ui.row.enter': 'The table’s event row',
	'year-of-the-dragon.ui.row.help':
		'The phone’s row is an offer. If the table drew its own tiles, set each month as it lies on the table.',
	'year-of-the-dragon.ui.row.month': 'Month {month}',
	'year-of-the-dragon.ui.row.save': 'Save the table’s row',
	'year-of-the-dragon.ui.row.same': 'This is the row already in play.',
	'year-of-the-dragon.ui.correctTitle': 'Correct the final board',
	'year-of-the-dragon.ui.correctHelp': 'Each correction computes the final scores again.',
	'year-of-the-dragon.ui.line.label':
		'{player}: {yuan} yuan, {rice} rice, {fireworks} fireworks; {palaces, plural, one {# palace} other {# palaces}}, {persons, plural, one {# person} other {# persons}} on {floors, plural, one {# floor} other {# floors}}'
};
export default catalogue;
