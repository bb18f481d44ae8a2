/** Lords of Xidit, English: one lazy chunk per language. */
import type { Catalogue } from '../../core/types';

const UNIT =
	'{unit, select, militia {Peasant Militia} archers {Archers} infantry {Infantry} clerics {Clerics} mages {Battle Mages} other {{unit}}}';
const FIELD =
	'{field, select, sovereigns {Gold Sovereigns} guildLevels {guild levels} units {units} bards {bards} first {higher value} second {lower value} count {units} counts {units} other {{field}}}';
/** «1 Archer», «3 Archers»: a count of one unit type, in the variable `n`. */
const UNITS_N = (n: string) =>
	`{unit, select, militia {{${n}, plural, one {# Peasant Militia unit} other {# Peasant Militia units}}} archers {{${n}, plural, one {# Archer} other {# Archers}}} infantry {{${n}, plural, one {# Infantry unit} other {# Infantry units}}} clerics {{${n}, plural, one {# Cleric} other {# Clerics}}} mages {{${n}, plural, one {# Battle Mage} other {# Battle Mages}}} other {{${n}} {unit}}}`;
const crit = (v: string) =>
	`{${v}, select, wealth {Wealth} influence {Influence} reputation {Reputation} other {{${v}}}}`;
const PHASE =
	'{phase, select, play {play} census {the military census} evaluation {the final evaluation} finished {a finished game} other {{phase}}}';
const WINNER = '{winner, select, ghost {the ghost player} other {{winner}}}';
/** A region's name from a value holding its id (or the table's own name for it). */
const REGION_OF = (v: string) =>
	`{${v}, select, ${[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `region${n} {Region ${n}}`).join(' ')} bastion {Central Region (Bastion)} other {{${v}}}}`;
const REGION = `{region, select, ${[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `region${n} {Region ${n}}`).join(' ')} bastion {Central Region (Bastion)} other {{region}}}`;

const catalogue: Catalogue = {
	'xidit.unit.militia': 'Peasant Militia',
	'xidit.unit.archers': 'Archers',
	'xidit.unit.infantry': 'Infantry',
	'xidit.unit.clerics': 'Clerics',
	'xidit.unit.mages': 'Battle Mages',
	'xidit.criterion.wealth': 'Wealth',
	'xidit.criterion.influence': 'Influence',
	'xidit.criterion.reputation': 'Reputation',
	'xidit.decided.ghost': `The ghost player saves the Kingdom: {player} was the last player out, at Evaluation {round} (${crit('criterion')})`,
	'xidit.decided.tie': `{winner} wins the tie at ${crit('criterion')} {score} against {other, select, ghost {the ghost player} other {{other}}}: {how, select, ghostTie {the ghost player loses every tie} fewerUnits {more units behind the screen ({units} to {otherUnits})} other {closer to the first player}}`,
	'xidit.decided.richest': `{player}, with the most Sovereigns ({sovereigns}), left at Evaluation {round} (${crit('criterion')})`,
	'xidit.region.region1': 'Region 1',
	'xidit.region.region2': 'Region 2',
	'xidit.region.region3': 'Region 3',
	'xidit.region.region4': 'Region 4',
	'xidit.region.region5': 'Region 5',
	'xidit.region.region6': 'Region 6',
	'xidit.region.region7': 'Region 7',
	'xidit.region.region8': 'Region 8',
	'xidit.region.bastion': 'Central Region (Bastion)',
	'xidit.region.first': 'Higher value (most bards)',
	'xidit.region.second': 'Lower value (second)',
	'xidit.region.mark': 'Empty token mark',
	'xidit.region.outOfPlay': 'Out of play (Empty token)',
	'xidit.reward.militia': '1 Gold Sovereign',
	'xidit.reward.archers': '2 Gold Sovereigns',
	'xidit.reward.infantry': '1 bard in a region next to their Idrakys',
	'xidit.reward.clerics': '2 bards in one or two regions next to their Idrakys',
	'xidit.reward.mages': '1 level on an existing Sorcerers’ Guild (behind the screen if none)',
	'xidit.field.sovereigns': 'Gold Sovereigns',
	'xidit.field.guildLevels': 'Guild levels on the board',
	'xidit.field.units': 'Units behind the screen',
	'xidit.field.bards': 'Bards',
	'xidit.setup.recruitCities': 'Cities with a Recruitment tile',
	'xidit.setup.threatCities': 'Cities with a Threat tile',
	'xidit.setup.recruitPile': 'Recruitment pile (the first goes in the “next” space)',
	'xidit.setup.threatPile': 'Threat pile (the first goes in the “next” space)',
	'xidit.setup.removedTiles': 'Tiles removed (short game)',
	'xidit.setup.evaluationOrder': 'Order of the evaluation tiles',
	'xidit.setup.eliminations': '{n, plural, one {eliminates # player} other {eliminates # players}}',
	'xidit.setup.firstPlayer': 'First player',
	'xidit.setup.emptyRegions': 'Regions with an Empty token: {marks}',
	'xidit.setup.ghost': 'Ghost player: {criterion} on space {value}',
	'xidit.setup.unitsPerTile':
		'{n, plural, one {# unit per Recruitment tile} other {# units per Recruitment tile}}',
	'xidit.phase.play': 'Year {year} of {years}',
	'xidit.phase.census': 'Military census of year {year}',
	'xidit.phase.evaluation': 'Final evaluation',
	'xidit.titans':
		'{count, plural, =0 {No Titan awakenings} one {# Titan awakening} other {# Titan awakenings}}',
	'xidit.ghost': 'Ghost player',
	'xidit.saviour': '{winner} is the Saviour of the Kingdom',
	'xidit.census.tieOrder':
		'They place in this order (closest to the first player first): {players}',
	'xidit.hallOfFame': 'Hall of Fame',
	'xidit.evaluation.number': '{n, plural, =1 {First} =2 {Second} other {Third}} evaluation',
	'xidit.reason.lowest': '{player} has the lowest {criterion} ({score})',
	'xidit.reason.ghostTie': 'Tied with {against}: the ghost loses every tie',
	'xidit.reason.fewerUnits':
		'Tied with {against}: {player} has fewer units behind the screen ({units} against {againstUnits})',
	'xidit.reason.fartherFromFirst':
		'Tied with {against}, units too: {against} is closer to the first player going left',
	'xidit.log.setFirstPlayer': '{player} holds the first-player token',
	'xidit.log.endYear': 'End of year {year}; {player} is now first player',
	'xidit.log.censusStarts': 'End of year {year}: military census',
	'xidit.log.titanAwakening': 'Titans awaken (#{count})',
	'xidit.log.ghostRise': `{player} raises the ghost’s ${crit('criterion')}`,
	'xidit.log.threat':
		'{player} eliminates a Threat{city, select, none {} other { in city {city}}}: {units, plural, one {# unit handed in} other {# units handed in}}, +{sovereigns} GS, +{guildLevels, plural, one {# guild level} other {# guild levels}}, +{bards, plural, one {# bard} other {# bards}}{ghost, select, none {} wealth {; ghost: Wealth +1} influence {; ghost: Influence +1} reputation {; ghost: Reputation +1} other {}}',
	'xidit.log.recruit':
		'{player} recruits {unit, select, militia {a Peasant Militia unit} archers {an Archer} infantry {an Infantry unit} clerics {a Cleric} mages {a Battle Mage} other {a unit}}',
	'xidit.log.adjust': `{player}: ${FIELD} {delta, number, ::+!}`,
	'xidit.log.adjustBards': `{player}: bards in ${REGION} {delta, number, ::+!}`,
	'xidit.log.censusEnter': '{player} has secretly chosen how many units to show',
	'xidit.log.census': `Census of ${UNIT}: {count, plural, one {{winners} wins} other {{winners} tie and win}} with {max}; {reward, select, sovereigns {{amount, plural, one {# Sovereign} other {# Sovereigns}}} bards {{amount, plural, one {# bard} other {# bards}}} other {1 guild level}}`,
	'xidit.log.censusNoWinner': `Census of ${UNIT}: nobody shows any`,
	'xidit.log.setRegion': `${REGION}: reputation values {first} / {second}`,
	'xidit.log.startEvaluation': 'The final evaluation begins',
	'xidit.log.setFinal': `{player}: ${FIELD} = {value}`,
	'xidit.log.setFinalBards': `{player}: {value, plural, one {# bard} other {# bards}} in ${REGION}`,
	'xidit.log.setOrder': `Evaluation order: ${crit('first')}, ${crit('second')}, ${crit('third')}`,
	'xidit.log.ghostIsRight':
		'Ghost player: the counters on the board are Wealth {wealth}, Influence {influence}, Reputation {reputation}',
	'xidit.log.setGhost': `Ghost player: ${crit('criterion')} = {value}`,
	'xidit.log.evaluate': `Final evaluation: ${WINNER} is the Saviour of the Kingdom`,
	'xidit.error.unknownAction': 'Unknown action ({type})',
	'xidit.error.unknownPlayer': 'Unknown player ({player})',
	'xidit.error.unknownMove': 'Unknown action',
	'xidit.error.notDuring.play': 'Not possible during play',
	'xidit.error.notDuring.census': 'Not possible during the military census',
	'xidit.error.notDuring.evaluation': 'Not possible during the final evaluation',
	'xidit.error.wrongPhase': `Not possible during ${PHASE}`,
	'xidit.error.notNonNegative': `${FIELD} must be a whole number, zero or more`,
	'xidit.error.tooMany': `${FIELD}: at most {max}`,
	'xidit.error.unknownRegion': 'Unknown region ({region})',
	'xidit.error.regionUnavailable': 'That region is out of play (Empty token)',
	'xidit.error.badLabel': 'A region name can have at most {max} characters',
	'xidit.error.secondAboveFirst': 'The lower value cannot exceed the higher one',
	'xidit.error.badMark': 'The Empty token mark must be 1, 2 or none',
	'xidit.error.markTaken': 'Another region already carries mark {mark}',
	'xidit.error.emptyRegionUnmarked': 'Say which region carries mark {mark} (Empty token)',
	'xidit.error.regionValuesMissing': `The reputation values of ${REGION} are missing`,
	'xidit.error.evaluationFailed': 'Could not evaluate these numbers: check the entries.',
	'xidit.error.notFinished': 'The game has not been evaluated yet',
	'xidit.log.reopen': 'Evaluation reopened for a correction',
	'xidit.error.finished': 'The game is over',
	'xidit.error.noGhost': 'Only three-player games have a ghost player',
	'xidit.error.unknownCriterion': 'Choose Wealth, Influence or Reputation',
	'xidit.error.ghostChoiceRequired': 'Choose which ghost track rises',
	'xidit.error.notEnoughUnits':
		'The tally gives them fewer units: check it privately in “Each player’s secrets”',
	'xidit.error.unknownField': 'Unknown field ({field})',
	'xidit.error.badDelta': 'The change must be a whole number other than zero',
	'xidit.error.tooManyUnits': `There are only ${UNITS_N('max')} in the game`,
	'xidit.error.censusExceedsSupply': `All together there cannot be more than ${UNITS_N('max')}`,
	'xidit.error.censusRecorded':
		'This unit’s census has already been recorded (from another phone).',
	'xidit.error.censusIncomplete': 'Still to choose: {missing}',
	'xidit.error.badOrder': 'The order must list Wealth, Influence and Reputation once each',
	'xidit.error.options': 'Invalid option: {field}',
	// screens
	'xidit.ui.wholeNumber': 'Enter a whole number, zero or more (or leave it empty)',
	'xidit.ui.tilesError': 'Enter 18 different city numbers from 1 to 21, separated by commas',
	'xidit.ui.fieldOf': '{player}: {field}',
	'xidit.ui.bardsOf': '{player}: bards in {region}',
	'xidit.ui.bardsSummary': 'Bards per region ({n} of {max})',
	'xidit.ui.bastionNote': 'Reveal the bards hidden in the Bastion now and count them too.',
	'xidit.ui.more': 'More: first player, evaluation tiles, regions, early end',
	'xidit.ui.option.short': 'Short game (9 years, censuses after years 3, 6 and 9)',
	'xidit.ui.option.ghostVariant':
		'Harder ghost player (starts on 7, 6 and 5 instead of 6, 5 and 4)',
	'xidit.ui.option.tiles': 'City numbers of the 18 three-player tiles',
	'xidit.ui.option.tilesHelp':
		'Check the tiles with the three-player symbol and correct the list if needed; this phone remembers it.',
	'xidit.ui.option.noRegions':
		'Region reputation values are entered once from your board during the game; this phone then remembers them.',
	'xidit.ui.option.regions':
		'Region values remembered from your last game: {n} of 9 regions complete (editable in the game).',
	'xidit.ui.setup.players': 'Lords of Xidit is played by 3, 4 or 5 players.',
	'xidit.ui.setup.board': 'On the board',
	'xidit.ui.setup.piles': 'Tile piles beside the board',
	'xidit.ui.setup.pileHelp':
		'Listed from the top of the pile: the first tile (marked ↑) goes face up in the “next” space.',
	'xidit.ui.setup.table': 'Table',
	'xidit.ui.setup.noEmpty': 'All 9 regions are in play (no Empty tokens).',
	'xidit.ui.setup.short': 'Short game: 9 years, military census after years 3, 6 and 9.',
	'xidit.ui.setup.long': 'Full game: 12 years, military census after years 4, 8 and 12.',
	'xidit.ui.play.endYear': 'End year {year}',
	'xidit.ui.play.endYearCensus': 'End year {year}: start the military census',
	'xidit.ui.play.changeFirst': 'Who holds the first-player token?',
	'xidit.ui.play.finalNow': 'Go to the final evaluation now',
	'xidit.ui.play.finalNowBody':
		'The calendar stops here and the final evaluation starts with the running tally. Use this only if the game ended early or you skipped the years in the app.',
	'xidit.ui.play.finalNowConfirm': 'Start the final evaluation',
	'xidit.ui.ghost.help':
		'Each time a player eliminates a Threat, they raise one ghost track by one (recorded with the Threat below).',
	'xidit.ui.ghost.who': 'Who eliminated the Threat?',
	'xidit.ui.ghost.rise': '{criterion} +1',
	'xidit.ui.threat.title': '{player} eliminates a Threat',
	'xidit.ui.threat.sovereigns': 'Gold Sovereigns received',
	'xidit.ui.threat.guildLevels': 'Guild levels built',
	'xidit.ui.threat.ghost': 'Which ghost track rises by one?',
	'xidit.ui.threat.recordGhost': 'Record the Threat; the ghost’s {criterion} rises',
	'xidit.ui.threat.record': 'Record the Threat',
	'xidit.ui.threat.recordEnd':
		'Record the Threat and end year {year}{census, select, yes {: military census} other {}}',
	'xidit.ui.threat.ghostEnd':
		'…or record it and end year {year}{census, select, yes { (military census)} other {}}:',
	'xidit.ui.threat.recordGhostEnd':
		'Record the Threat and end year {year}{census, select, yes { (military census)} other {}}; the ghost’s {criterion} rises',
	'xidit.ui.tally.help':
		'Keep it up to date and the final evaluation needs no recount. Census sovereigns are added automatically.',
	'xidit.ui.tally.recruitOf': '{player} recruits a unit',
	'xidit.ui.tally.threat': 'Threat',
	'xidit.ui.tally.threatOf': '{player} eliminates a Threat',
	'xidit.ui.census.order': 'Units counted in this order',
	'xidit.ui.census.secretHelp':
		'Pass the phone: each player taps alone how many they show; that tap hides the number and the phone goes on to the next. Nobody sees a number until everyone has chosen.',
	'xidit.ui.census.handTo': 'Hand the phone to {player}',
	'xidit.ui.census.again': 'Change {player}’s choice',
	'xidit.ui.census.chosen': 'chosen',
	'xidit.ui.census.waiting': 'still to choose',
	'xidit.ui.census.yourTurn': '{player}: how many {unit} do you show? Nobody else looks.',
	'xidit.ui.census.howMany': '{unit} shown by {player}',
	'xidit.ui.census.hide': 'Hide my choice',
	'xidit.ui.census.cancel': 'Cancel',
	'xidit.ui.census.reveal': 'Reveal everyone’s {unit}',
	'xidit.ui.census.still':
		'{n, plural, one {# player still to choose} other {# players still to choose}}.',
	'xidit.ui.census.openTitle': 'Count openly instead (no secret)',
	'xidit.ui.census.openHelp': 'Everyone opens their hand: enter every count and resolve in one go.',
	'xidit.ui.census.howManyOpen': '{player}: {unit}',
	'xidit.ui.census.resolveOpen': 'Resolve {unit}',
	'xidit.ui.census.results': 'Results of this census',
	'xidit.ui.census.shows': 'shows {n}',
	'xidit.ui.census.wins': 'wins',
	'xidit.ui.census.nobody': 'Nobody showed any: no reward.',
	'xidit.ui.census.winners':
		'{fists, select, yes {{count, plural, one {{names} wins.} other {{names} tie: all win.}}} other {{count, plural, one {{names} wins with {max}.} other {{names} tie with {max}: all win.}}}}',
	'xidit.ui.census.reward': 'Reward: {reward}.',
	'xidit.ui.census.autoSovereigns': 'The app has added the sovereigns to the tally.',
	'xidit.ui.regions.title': 'Region values',
	'xidit.ui.regions.help':
		'Copy from your board the two reputation values printed in each region (most bards / second) and which regions carry the Empty token marks 1 and 2. This phone remembers them for the next game.',
	'xidit.ui.regions.name': 'Name (optional)',
	'xidit.ui.regions.nameOf': 'Name of {region}',
	'xidit.ui.regions.first': 'Most bards',
	'xidit.ui.regions.firstOf': '{region}: most bards value',
	'xidit.ui.regions.second': 'Second',
	'xidit.ui.regions.secondOf': '{region}: second value',
	'xidit.ui.regions.mark': 'Empty mark',
	'xidit.ui.regions.markOf': '{region}: Empty token mark',
	'xidit.ui.regions.noMark': 'none',
	'xidit.ui.regions.missing':
		'{n, plural, one {# region in play still needs its values.} other {# regions in play still need their values.}}',
	'xidit.ui.regions.complete': 'Every region in play has its values.',
	'xidit.ui.regions.edit': 'Enter or edit the region values',
	'xidit.ui.final.step1': 'Say who holds the first-player token (it breaks ties).',
	'xidit.ui.final.step2': 'Check the region values.',
	'xidit.ui.final.step3': 'Count the bards on the board region by region; reveal the Bastion last.',
	'xidit.ui.final.step4':
		'Confirm each player’s gold, guild levels and units (filled in from the tally).',
	'xidit.ui.final.firstTitle': 'First player',
	'xidit.ui.final.firstHelp': 'Who holds the first-player token now?',
	'xidit.ui.final.foldedTitle': 'The board: region values and bards',
	'xidit.ui.final.playersTitle': 'Each player’s numbers',
	'xidit.ui.final.playersHelp':
		'Only guild levels on the board count; units behind the screen break ties.',
	'xidit.ui.final.runTitle': 'The three evaluations',
	'xidit.ui.refused':
		'A number above was refused (its field is marked): correct it first; nothing was recorded from it.',
	'xidit.ui.final.run': 'Run the three evaluations',
	'xidit.ui.scorer.reopen': 'Correct the numbers',
	'xidit.ui.scorer.title': 'Quick final scoring',
	'xidit.ui.scorer.step1': 'Put the evaluation tiles in the order of the Hall of Fame.',
	'xidit.ui.scorer.step2': 'Check the region values (remembered from your last game).',
	'xidit.ui.scorer.step3': 'Count the bards on the board region by region (the Bastion last).',
	'xidit.ui.scorer.step4':
		'Enter each player’s gold, guild levels and units, then run the three evaluations.',
	'xidit.ui.scorer.up': 'Move {criterion} earlier',
	'xidit.ui.scorer.down': 'Move {criterion} later',
	'xidit.ui.scorer.ghostTrack': 'Ghost player: {criterion}',
	'xidit.ui.result.howTitle': 'How the three evaluations decide',
	'xidit.ui.result.how':
		'Three evaluations in the order of the Hall of Fame: each eliminates the last player still in. Ties: more units behind the screen stays, then the player closer to the first player going left; the ghost loses every tie.',
	'xidit.ui.result.measure.wealth': 'Wealth: Gold Sovereigns.',
	'xidit.ui.result.measure.influence': 'Influence: guild levels on the board.',
	'xidit.ui.result.measure.reputation':
		'Reputation: in each region, most bards gets the higher value (all tied for most get it and nobody gets second), second most gets the lower value.',
	'xidit.ui.result.place': 'Place',
	'xidit.ui.result.who': 'Player',
	'xidit.ui.result.status': 'Result',
	'xidit.ui.result.stays': 'stays in',
	'xidit.ui.result.eliminated': 'eliminated',
	'xidit.ui.result.alreadyOut': 'already out',
	'xidit.ui.result.outList': 'out: {names}',
	'xidit.ui.result.outNow': '{player} is eliminated:',
	'xidit.ui.result.regionDetail': 'Reputation region by region',
	'xidit.ui.result.region': 'Region (values)',
	'xidit.ui.result.regionCell':
		'{bards, plural, one {# bard} other {# bards}}, {points, plural, one {# point} other {# points}}',
	'xidit.ui.result.noBards': 'no bards',
	'xidit.ui.result.regionHelp': 'Each cell: bards → reputation points.',
	'xidit.ui.result.totals': 'All scores',
	'xidit.ui.result.units': 'Units',
	'xidit.error.twoRewards':
		'A Threat gives two of its three rewards, not all three (Sovereigns, guild levels, bards).',
	'xidit.error.guildTooHigh': 'A guild is at most {max} levels high, and there is one per city.',
	'xidit.error.notCensusWinner': 'That player did not win that census reward.',
	'xidit.error.rewardAutomatic': 'Census Sovereigns were added at the reveal.',
	'xidit.error.rewardApplied': 'That reward is already recorded.',
	'xidit.error.rewardBards':
		'{n, plural, one {Place # bard.} other {Place # bards, in one or two regions.}}',
	'xidit.log.censusReward': `{player} takes the ${UNIT} census reward{count, plural, =0 {} one { (${REGION_OF('r1')})} other { (${REGION_OF('r1')}, ${REGION_OF('r2')})}}`,
	'xidit.log.adjustSecret': '{player} corrects a secret number',
	'xidit.ui.tally.show': 'Show {player}’s secrets',
	'xidit.ui.tally.hide': 'Hide {player}’s secrets',
	'xidit.ui.tally.secret':
		'{sovereigns, plural, one {# Sovereign} other {# Sovereigns}} · {units, plural, one {# unit} other {# units}} · {bastion, plural, one {# bard} other {# bards}} in the Bastion{held, plural, =0 {} one { · # level behind the screen} other { · # levels behind the screen}}',
	'xidit.error.yearAlreadyEnded': 'Year {year} has already ended: no other year is skipped.',
	'xidit.ui.play.orderHelp':
		'If the table laid the evaluation tiles in another order (or the ghost starts on other spaces), correct it here: the final evaluation uses it.',
	'xidit.ui.census.quickFor':
		'{player}, tap how many {unit} you show (nobody else looks; more than 6: “Hand the phone”).',
	'xidit.ui.census.pick': '{player} shows {n}',
	'xidit.ui.result.ghostTies':
		'Reading used: the ghost player loses every tie (rulebook p.18), before units or seats are compared.',
	'xidit.ui.setup.seat':
		'player {n} in the list (the new-game screen seats the first player first; the rulebook gives the token to the oldest player, p.6)',
	'xidit.ui.setup.titans':
		'Raging Titan tiles in the Titans’ Lair; the two tokens marked with 3 symbols at random on their spaces, and the same with those marked 4 and 5 (p.5).',
	'xidit.ui.setup.idrakys':
		'Starting with the first player and going clockwise, each places their Idrakys in a city of their choice, no two in the same city at this point (p.6).',
	'xidit.error.chooseOrder':
		'Set the order of the evaluation tiles on your table (or confirm the one shown).',
	'xidit.error.chooseFirstPlayer': 'Say who holds the first-player token: it breaks the last ties.',
	'xidit.ui.scorer.chooseFirst': '— choose —',
	'xidit.ui.scorer.ghostIsRight': 'These are the ghost’s counters on our board',
	'xidit.ui.scorer.orderIsRight': 'This is the order on our table',
	'xidit.error.unknownUnit': 'Unknown unit type ({unit})',
	'xidit.error.notEnoughOfUnit':
		'The tally does not give the player that many {unit, select, militia {Peasant Militia units} archers {Archers} infantry {Infantry units} clerics {Clerics} mages {Battle Mages} other {{unit}}} behind the screen',
	'xidit.error.unitsBelowTypes':
		'{units, plural, one {# unit has} other {# units have}} a known type: correct the units type by type',
	'xidit.error.spentMismatch': 'The units handed in by type must add up to {units}',
	'xidit.ui.threat.unitsOf': `${UNIT} handed in`,
	'xidit.ui.tally.unitsOfType': UNITS_N('n'),
	'xidit.ui.tally.untyped': '{n, plural, one {# unit} other {# units}} of unknown type',
	'xidit.ui.tally.recruitUnitOf':
		'+1 {unit, select, militia {Militia} archers {Archer} infantry {Infantry} clerics {Cleric} mages {Mage} other {{unit}}}: {player} recruits',
	'xidit.unitShort.militia': 'Militia',
	'xidit.unitShort.archers': 'Archer',
	'xidit.unitShort.infantry': 'Infantry',
	'xidit.unitShort.clerics': 'Cleric',
	'xidit.unitShort.mages': 'Mage',
	'xidit.log.scorerSet': `{player}: ${FIELD} = {value}`,
	'xidit.log.scorerFinish': 'The three evaluations are run',
	'xidit.log.scorerReopen': 'Quick score reopened for a correction',
	'xidit.ui.final.step5': 'Run the three evaluations.',
	'xidit.ui.bards.title': 'Bards, region by region',
	'xidit.ui.bards.help':
		'Tap a region on the map (or go on with “Next region”) and enter every colour’s bards there.',
	'xidit.ui.bards.helpLive':
		'Filled in from the tally: check each region against the board (tap it on the map), the Bastion last.',
	'xidit.ui.bards.region': '{region} ({n} of {of})',
	'xidit.ui.bards.total': '{n} of {max} placed',
	'xidit.ui.bards.previous': 'Previous region',
	'xidit.ui.bards.next': 'Next region',
	'xidit.ui.map.title': 'Map of the regions (schematic)',
	'xidit.ui.map.values': 'values {first} / {second}',
	'xidit.ui.map.bardsOf': '{player} {n, plural, one {# bard} other {# bards}}',
	'xidit.ui.map.noBards': 'no bards',
	'xidit.ui.map.secret': 'bards hidden until the end',
	'xidit.ui.map.empty': 'Empty token',
	'xidit.ui.calendar.title': 'Calendar',
	'xidit.ui.calendar.year':
		'Year {year}{census, select, yes {, military census} other {}}{state, select, done {, over} now {, in progress} other {}}',
	'xidit.ui.calendar.census': 'Military census',
	'xidit.log.setGuild':
		'{player}: guild of city {city} at {height, plural, =0 {no level} one {# level} other {# levels}}',
	'xidit.error.badCity': 'Choose a city from 1 to {max}',
	'xidit.error.cityHasGuild':
		'City {city} already has a guild of another colour: one guild per city',
	'xidit.error.guildFull': 'The guild of city {city} already has {max} levels',
	'xidit.error.chooseGuild': 'Say which guild takes the level: several have room',
	'xidit.error.notYourGuild': 'City {city} has no guild of this player with room',
	'xidit.error.guildsByCity': 'Guilds are corrected city by city',
	'xidit.error.chooseGhost': 'Say where the ghost’s counters stand (or confirm the ones shown)',
	'xidit.log.censusFists':
		'{unit, select, militia {Peasant Militia} archers {Archers} infantry {Infantry} clerics {Clerics} mages {Battle Mages} other {{unit}}} census (fists): {count, plural, one {{winners} wins} other {{winners} tie}}',
	'xidit.error.repeatedWinner': 'Mark each player once',
	'xidit.glance.play': 'Orders and actions',
	'xidit.glance.census':
		'Census: {unit, select, militia {Peasant Militia} archers {Archers} infantry {Infantry} clerics {Clerics} mages {Battle Mages} other {{unit}}}',
	'xidit.glance.final': 'Final evaluation',
	'xidit.log.tileDrawn':
		'{kind, select, recruit {Recruitment} other {Threat}}: the tile of city {city} enters the board',
	'xidit.error.pileEmpty':
		'The {kind, select, recruit {Recruitment} other {Threat}} pile is empty: refill it from the discards (p.11)',
	'xidit.ui.line': 'Levels {levels} · Bards {bards}',
	'xidit.ui.lineFull':
		'{levels, plural, one {# guild level} other {# guild levels}} in {guilds, plural, one {# guild} other {# guilds}}; {bards, plural, one {# bard} other {# bards}} on the board',
	'xidit.ui.board.cities': 'Cities and guilds',
	'xidit.ui.board.city': 'City {city}: no guild',
	'xidit.ui.board.cityGuild':
		'City {city}: {player}’s guild, {height, plural, one {# level} other {# levels}}',
	'xidit.ui.board.mark': '{kind, select, recruit {R} other {T}}',
	'xidit.ui.board.marks': '{recruit} Recruitment · {threat} Threat',
	'xidit.ui.board.cityTile':
		'City {city}: no guild; {kind, select, recruit {Recruitment} other {Threat}} tile',
	'xidit.ui.map.bastionShort': 'Bastion',
	'xidit.ui.board.order': 'Evaluations:',
	'xidit.ui.board.ghost': 'ghost {n}',
	'xidit.log.tileRemoved':
		'{kind, select, recruit {Recruitment} other {Threat}} tile of city {city} discarded; {placed, plural, =0 {no tile enters} other {city # enters the board}}{refilled, select, yes {; a pile refilled from the discards} other {}}{titans, select, yes {; the Titans awaken and reinforcements arrive ({count})} other {}}',
	'xidit.log.tileNamed':
		'Next {kind, select, recruit {Recruitment} other {Threat}} tile, as on the table: city {city}',
	'xidit.error.tileNotOnBoard':
		'City {city} has no {kind, select, recruit {Recruitment} other {Threat}} tile on the board',
	'xidit.error.tileNotInPile':
		'The tile of city {city} is not in the {kind, select, recruit {Recruitment} other {Threat}} pile',
	'xidit.ui.tiles.emptied': 'Phase Three: a Recruitment tile emptied? Tap its city',
	'xidit.ui.tiles.emptiedCity': 'City {city}: its last unit was recruited',
	'xidit.ui.tiles.next': 'Next tiles: Recruitment {recruit} · Threat {threat}',
	'xidit.ui.tiles.state':
		'{kind, select, recruit {Recruitment} other {Threat}}: next {next}, {pile} in the pile, {discard} discarded',
	'xidit.ui.tiles.titansCount':
		'The Titans have awoken {n, plural, =0 {no time yet} one {once} other {# times}}',
	'xidit.ui.tiles.nameNext':
		'Next {kind, select, recruit {Recruitment} other {Threat}} tile on the table',
	'xidit.ui.final.guide': 'How the final goes: steps and the evaluation tiles',
	'xidit.ui.threat.nextTile': 'Tile in the next Threat space',
	'xidit.ui.threat.needTile':
		'Which city’s Threat? Its tile is discarded and the next one comes out.',
	'xidit.ui.play.censusFlag': 'census at the end',
	'xidit.ui.play.firstBadge': 'First',
	'xidit.ui.threat.handedIn': 'Units handed in (shown to everyone)',
	'xidit.ui.threat.remembered':
		'Units as tile {city} asked for last time: check them against the tile.',
	'xidit.ui.threat.goldShort': 'Gold',
	'xidit.ui.threat.levelsShort': 'Levels',
	'xidit.ui.threat.city': 'City',
	'xidit.ui.threat.cityGuild': '{city} · {player} {height}',
	'xidit.ui.threat.needCity': 'Which city? The levels go on that city’s guild.',
	'xidit.ui.threat.bardsTap': 'Bards: tap a region per bard ({n})',
	'xidit.ui.threat.bardsClear': 'Clear',
	'xidit.ui.threat.needNext': 'Pick the next Threat tile.',
	'xidit.ui.threat.bardIn': 'One bard in {region} ({n} so far)',
	'xidit.ui.rewards.title': 'Rewards of the year {year} census',
	'xidit.ui.rewards.bards':
		'places {n, plural, one {# bard} other {# bards}}: tap the region ({left} to place)',
	'xidit.ui.rewards.level': 'adds a guild level',
	'xidit.ui.rewards.bardIn': '{player}’s bard in {region}',
	'xidit.ui.rewards.city': 'Guild of city {city}',
	'xidit.ui.rewards.onGuild': 'Add to the guild of city {city}',
	'xidit.ui.rewards.behind': 'Behind the screen (no guild with room)',
	'xidit.ui.rewards.skip': 'Not taken',
	'xidit.ui.tools.secrets': 'Each player’s secrets and corrections',
	'xidit.ui.tools.guilds': 'Correct a guild',
	'xidit.ui.guilds.who': 'Player',
	'xidit.ui.guilds.height': 'Levels',
	'xidit.ui.guilds.set': 'Record the guild as the board shows it',
	'xidit.ui.census.missing':
		'{player}: the tally says you hold {n, plural, one {# unit} other {# units}} of this type. Record {k, plural, one {the missing one} other {the # missing}}?',
	'xidit.ui.census.missingYes': 'Yes, record {k, plural, one {# unit} other {# units}}',
	'xidit.ui.census.missingNo': 'No, go on',
	'xidit.ui.census.fistsAsk': 'Open the fists: who showed the most {unit}?',
	'xidit.ui.census.fistsWin': '{player} showed the most {unit}',
	'xidit.ui.census.fistsTie': '{player} ties',
	'xidit.ui.census.fistsNobody': 'Nobody',
	'xidit.ui.census.tieToggle': 'A tie…',
	'xidit.ui.census.tieRecord': 'Record the tie ({n})',
	'xidit.ui.census.secretTitle': 'Secret count, passing the phone',
	'xidit.ui.final.correctTitle': 'Correct the final evaluation: each change is scored again',
	'xidit.ui.threat.titan': 'It was a Titan (no new tile)',
	'xidit.ui.threat.cityOf': 'City of the Threat'
};
export default catalogue;
