import type { Catalogue } from '../../core/types';
import { finalLogLine } from './final-log';

const catalogue: Catalogue = {
	'kingdom-defenders.decided.tie':
		'{winner} wins the tie at {fame} fame: {by, select, cards {more adventure cards ({n})} other {more loot ({n})}}',
	'kingdom-defenders.phase.name':
		'{phase, select, newRound {New round} favour {The King’s favour} placement {Disc placement} zoneA {Zone A: characters} zoneB {Zone B: feats, buildings and adventures} zoneC {Zone C: camps} hordeMove {Horde movement} zoneD {Zone D: turn order} maintenance {Maintenance} other {{phase}}}',
	'kingdom-defenders.phase.setup': 'Game setup',
	'kingdom-defenders.phase.ended': 'End of the game',
	'kingdom-defenders.die.name':
		'{die, select, strength {Strength die} magic {Magic die} wealth {Wealth die} healing {Healing die} other {{die}}}',
	'kingdom-defenders.face.short':
		'{face, select, strengthLevel {▲ Strength} magicLevel {▲ Magic} loot {◆ Loot} heal1 {✚ Heal 1} heal2 {✚✚ Heal 2} other {{face}}}',
	'kingdom-defenders.face.name':
		'{face, select, weapon1 {1 weapon} weapon2 {2 weapons} strengthLevel {a strength level} spell1 {1 spell} spell2 {2 spells} magicLevel {a magic level} loot {1 loot} coin {1 coin} heal1 {heals 1 wound} heal2 {heals 2 wounds} nothing {nothing} other {{face}}}',
	'kingdom-defenders.field.name':
		'{field, select, fame {Fame} wounds {Wounds} strength {Strength level} magic {Magic level} relicWeapons {Legendary Weapons} weapons {Weapons} spells {Spells} coins {Coins} loot {Loot} adventures {Adventure cards} rewards {Rewards} gestas {Feats} orbsSpent {Orbs shown for feats} rune1 {Runes shape 1} rune2 {Runes shape 2} rune3 {Runes shape 3} rune4 {Runes shape 4} rune5 {Runes shape 5} trophies {Trophies} tomes {Arcane tomes} orbs {Orbs} strengthMultiplier {Strength multiplier} magicMultiplier {Magic multiplier} adventureCards {Adventure cards} other {{field}}}',
	'kingdom-defenders.achievement.name':
		'{achievement, select, coleccionista {Collector} inmaculado {Spotless} fanatico {Fanatic} maestro {Master} defensor {Defender} cazador {Hunter} aventurero {Adventurer} popular {Popular} afortunado {Lucky} supremo {Supreme} legendario {Legendary} fracasado {Failure} other {{achievement}}}',
	'kingdom-defenders.achievement.coleccionista': 'End the game with 1 relic of each type.',
	'kingdom-defenders.achievement.inmaculado': 'End the game without wounds.',
	'kingdom-defenders.achievement.fanatico': 'Get 5 different runes of power.',
	'kingdom-defenders.achievement.maestro': 'Reach the top strength or magic level.',
	'kingdom-defenders.achievement.defensor': 'Defeat 2 hordes in 2 rounds in a row.',
	'kingdom-defenders.achievement.cazador': 'End the game with 8 trophies.',
	'kingdom-defenders.achievement.aventurero': 'Complete 3 adventures in one round.',
	'kingdom-defenders.achievement.popular': 'Gain 5 fame in one round thanks to the Bard.',
	'kingdom-defenders.achievement.afortunado': 'End the game with 8 loot.',
	'kingdom-defenders.achievement.supremo': 'Win by a lead of 20 fame.',
	'kingdom-defenders.achievement.legendario': 'Reach 120 fame.',
	'kingdom-defenders.achievement.fracasado': 'The game ends with the horde’s victory.',
	'kingdom-defenders.score.fame': 'Fame on the track',
	'kingdom-defenders.score.loot': 'Loot',
	'kingdom-defenders.score.runes': 'Runes (sets of different shapes)',
	'kingdom-defenders.score.trophies': 'Trophies',
	'kingdom-defenders.score.weapons': 'Legendary weapons × strength multiplier',
	'kingdom-defenders.score.tomes': 'Arcane tomes × magic multiplier',
	'kingdom-defenders.score.wounds': 'Wounds',
	'kingdom-defenders.score.destiny': 'Destiny card',
	'kingdom-defenders.score.total': 'Total',
	'kingdom-defenders.score.orbsAs':
		'{target, select, weapon {Orb as a legendary weapon} tome {Orb as an arcane tome} trophy {Orb as a trophy} rune1 {Orb as a rune (shape 1)} rune2 {Orb as a rune (shape 2)} rune3 {Orb as a rune (shape 3)} rune4 {Orb as a rune (shape 4)} rune5 {Orb as a rune (shape 5)} other {{target}}}',
	'kingdom-defenders.wall.A': 'Wall: side A',
	'kingdom-defenders.wall.B': 'Wall: side B',
	'kingdom-defenders.wall.fallen': 'The city has fallen',
	'kingdom-defenders.outcome.victory': 'Victory! The horde is defeated',
	'kingdom-defenders.outcome.advance': 'Defeat? The horde advances',
	'kingdom-defenders.outcome.siege': 'Siege!',
	'kingdom-defenders.setup.roundCounter': 'Put the round counter on space “1”.',
	'kingdom-defenders.setup.feats':
		'Feats: shuffle piles “I” and “II” apart, put “I” on top of “II” and fill the 3 spaces.',
	'kingdom-defenders.setup.adventures':
		'Adventures: shuffle the deck face up and fill the spaces: 5 cards available.',
	'kingdom-defenders.setup.adventuresTwo':
		'Adventures: only the cards with 2 dots; the deck goes on the third space: 3 cards available.',
	'kingdom-defenders.setup.rewards': 'Rewards: mix the supply and reveal 2 on the lower spaces.',
	'kingdom-defenders.setup.hordeDeck':
		'Horde: keep the cards marked {marks}; shuffle the deck without revealing any.',
	'kingdom-defenders.setup.specialHorde':
		'Set aside the special horde (hourglass, red border) for {players} players.',
	'kingdom-defenders.setup.wall':
		'Horde advance counter on the horde deck and the wall tile on side A.',
	'kingdom-defenders.setup.extremeHorde':
		'Extreme variant: reveal the first horde now and place the counter by its speed.',
	'kingdom-defenders.setup.dice': 'King’s favour: the 4 dice on the towers.',
	'kingdom-defenders.setup.levelTiles':
		'Supply: coins, weapons, spells, loot, level tiles and grey cubes (E13).',
	'kingdom-defenders.setup.discs':
		'Each player puts 2 discs in the supply (they only matter with “E8”).',
	'kingdom-defenders.setup.discsTwo': 'Each player puts 1 disc in the supply (instead of 2).',
	'kingdom-defenders.setup.twoPlayersP1':
		'Cover character “P1” on the board with a face-down tile.',
	'kingdom-defenders.setup.twoPlayersSlots': 'The slots for 3 and 4 players are not used.',
	'kingdom-defenders.setup.fame': 'Starting fame by turn order: 20, 20, 21, 22.',
	'kingdom-defenders.setup.levels':
		'One disc on the first strength space and one on the first magic space.',
	'kingdom-defenders.setup.destiny':
		'Destiny: 2 cards each, keep 1 and take its starting resources.',
	'kingdom-defenders.remind.hordeActivates':
		'Round 2: the horde activates. Reveal the first horde card.',
	'kingdom-defenders.remind.specialHorde':
		'Round {round}: if a new horde is revealed, the special horde “{round}” comes in.',
	'kingdom-defenders.remind.favour':
		'The player with least fame rolls {dice} dice and picks; tie: the worse turn order first.',
	'kingdom-defenders.remind.oneSlotPerZone':
		'One slot per zone (in zone B, one per building and per adventure).',
	'kingdom-defenders.remind.wallRule':
		'Wall rule: after a slot in the Kingdom you cannot go back to the City (zone D is neutral).',
	'kingdom-defenders.remind.slotRequirements':
		'Meet each slot’s requirement; never on another player’s discs.',
	'kingdom-defenders.remind.zoneCClosed': 'Zone C is closed this round.',
	'kingdom-defenders.remind.twoPlayerSlots': '2 players: the 3- and 4-player slots are not used.',
	'kingdom-defenders.remind.zoneA': 'Characters 1, 2 and 3 in order; passive ones do not activate.',
	'kingdom-defenders.remind.zoneB': 'In turn order; not activating an adventure costs 2 fame.',
	'kingdom-defenders.remind.zoneC':
		'Slots top to bottom (1, 1, 1-2, 1-3 resources); at most {limit} per camp; +1 fame per resource, -2 for none.',
	'kingdom-defenders.remind.zoneCSkipped': 'No horde: zone C is not activated.',
	'kingdom-defenders.remind.hordeMove': 'Check whether the camps hold what the horde requires.',
	'kingdom-defenders.remind.hordeSkipped': 'No horde: no movement.',
	'kingdom-defenders.remind.zoneD': 'Gate 1 goes first, gate 2 second; the others move right.',
	'kingdom-defenders.remind.revealBuilding': 'Reveal the next building tile.',
	'kingdom-defenders.remind.maintenance':
		'Take back discs on passive characters, refill rewards and shift the adventures.',
	'kingdom-defenders.error.options': 'Invalid option: {field}',
	'kingdom-defenders.error.players': 'Kingdom Defenders is for 2 to 4 players.',
	'kingdom-defenders.error.noSetup':
		'Not enough tiles for that difficulty: check the recorded stars.',
	'kingdom-defenders.error.hordeNeeded': 'Enter the new horde card first.',
	'kingdom-defenders.error.favourIncomplete': 'Still to pick a die: {player}.',
	'kingdom-defenders.error.hordeNotResolved': 'Resolve the horde movement first.',
	'kingdom-defenders.error.noHordeNeeded': 'No horde is to be revealed now.',
	'kingdom-defenders.error.hordeSpeed': 'The horde speed is 1, 2 or 3.',
	'kingdom-defenders.error.hordeResources':
		'The horde must require weapons or spells (whole numbers).',
	'kingdom-defenders.error.favourDone': 'Everyone has picked a die.',
	'kingdom-defenders.error.dieTaken': 'That die has been taken.',
	'kingdom-defenders.error.wrongFace': 'That result is not on that die.',
	'kingdom-defenders.error.noHorde': 'There is no horde in play.',
	'kingdom-defenders.error.badSlot': 'Zone C has slots 1 to 4.',
	'kingdom-defenders.error.slotOrder': 'Slot {slot} is used or comes before one already activated.',
	'kingdom-defenders.error.slotLimit':
		'Slot {slot} allows {max, plural, one {# resource} other {up to # resources}}.',
	'kingdom-defenders.error.campFull': 'At most {limit} resources in your camps (you have {has}).',
	'kingdom-defenders.error.tooManyWeapons':
		'The horde needs only {need, plural, =0 {no more weapons} one {# more weapon} other {# more weapons}}.',
	'kingdom-defenders.error.tooManySpells':
		'The horde needs only {need, plural, =0 {no more spells} one {# more spell} other {# more spells}}.',
	'kingdom-defenders.error.notEnoughResources':
		'{player} does not have those resources: they have {weapons, plural, one {# weapon} other {# weapons}} and {spells, plural, one {# spell} other {# spells}}.',
	'kingdom-defenders.error.hordeAlreadyResolved': 'The horde has already moved this round.',
	'kingdom-defenders.error.chooseReward': '{player} must choose a coin or a loot.',
	'kingdom-defenders.error.chooseLevel': '{player} must choose a strength or magic level.',
	'kingdom-defenders.error.woundsFull': '{player} already has 4 wounds.',
	'kingdom-defenders.error.noLoot': '{player} has no loot to give.',
	'kingdom-defenders.error.choosePenalty': '{player} must choose 1 wound or giving 1 loot.',
	'kingdom-defenders.error.turnOrderDone': 'The turn order was already updated this round.',
	'kingdom-defenders.error.unknownPlayer': 'Unknown player.',
	'kingdom-defenders.error.noGate': 'Say who is on gate 1 or gate 2.',
	'kingdom-defenders.error.sameGate': 'One player cannot take both gates.',
	'kingdom-defenders.error.badDelta': 'The change must be a whole number other than 0.',
	'kingdom-defenders.error.woundsRange': 'Wounds go from 0 to {max}.',
	'kingdom-defenders.error.negative':
		'{field, select, fame {Fame} wounds {Wounds} strength {Strength level} magic {Magic level} relicWeapons {Legendary Weapons} weapons {Weapons} spells {Spells} coins {Coins} loot {Loot} adventures {Adventure cards} rewards {Rewards} gestas {Feats} orbsSpent {Orbs shown for feats} rune1 {Runes shape 1} rune2 {Runes shape 2} rune3 {Runes shape 3} rune4 {Runes shape 4} rune5 {Runes shape 5} trophies {Trophies} tomes {Arcane tomes} orbs {Orbs} strengthMultiplier {Strength multiplier} magicMultiplier {Magic multiplier} adventureCards {Adventure cards} relics {Relics} other {That value}} cannot be negative.',
	'kingdom-defenders.error.adventureWounds':
		'Cannot take that many wounds: {max, plural, =0 {none more} other {at most # more}}. The adventure fails (−2 fame).',
	'kingdom-defenders.error.finalMissing': 'Final numbers missing for {player}.',
	'kingdom-defenders.error.badClaim': 'Invalid achievement for {player}.',
	'kingdom-defenders.error.gameEnded': 'The game has ended.',
	'kingdom-defenders.error.notStarted': 'The game has not started yet.',
	'kingdom-defenders.error.badDestiny': 'Invalid destiny card.',
	'kingdom-defenders.log.redrawSetup': 'The setup was drawn again.',
	'kingdom-defenders.log.gameEnds': 'End of round {round}: the game ends.',
	'kingdom-defenders.log.newRound': 'Round {round} begins.',
	'kingdom-defenders.log.phase':
		'Round {round}: {phase, select, newRound {New round} favour {The King’s favour} placement {Disc placement} zoneA {Zone A: characters} zoneB {Zone B: feats, buildings and adventures} zoneC {Zone C: camps} hordeMove {Horde movement} zoneD {Zone D: turn order} maintenance {Maintenance} other {{phase}}}.',
	'kingdom-defenders.log.revealHorde':
		'Round {round}: New horde: {weapons, plural, one {# weapon} other {# weapons}} and {spells, plural, one {# spell} other {# spells}}, speed {speed}, siege −{fame}.',
	'kingdom-defenders.log.favourPick':
		'{player} picks the {die, select, strength {Strength die} magic {Magic die} wealth {Wealth die} healing {Healing die} other {{die}}}: {face, select, weapon1 {1 weapon} weapon2 {2 weapons} strengthLevel {a strength level} spell1 {1 spell} spell2 {2 spells} magicLevel {a magic level} loot {1 loot} coin {1 coin} heal1 {heals 1 wound} heal2 {heals 2 wounds} nothing {nothing} other {{face}}}.',
	'kingdom-defenders.log.startWithPick':
		'{gates, select, yes {Gate 1: {gate1}, gate 2: {gate2}. } other {}}Round {round} begins. {player} picks the {die, select, strength {Strength die} magic {Magic die} wealth {Wealth die} healing {Healing die} other {{die}}}: {face, select, weapon1 {1 weapon} weapon2 {2 weapons} strengthLevel {a strength level} spell1 {1 spell} spell2 {2 spells} magicLevel {a magic level} loot {1 loot} coin {1 coin} heal1 {heals 1 wound} heal2 {heals 2 wounds} nothing {nothing} other {{face}}}.',
	'kingdom-defenders.log.favourRest':
		'The King’s favour: {players} took weapons, spells, a coin or nothing (not tracked).',
	'kingdom-defenders.error.alreadyPicked': 'That player’s pick is recorded already.',
	'kingdom-defenders.error.resourcesTracked':
		'Resources are tracked: each player’s die is recorded.',
	'kingdom-defenders.ui.favourKept': 'Who took a level, loot or a heal? Tap only those',
	'kingdom-defenders.ui.favourAsk': 'Who took a level, loot or a heal?',
	'kingdom-defenders.ui.favourPrompt': 'Favour: level, loot or heal?',
	'kingdom-defenders.ui.favourRestDone': 'weapons, spells, a coin or nothing',
	'kingdom-defenders.ui.favourNext': 'Round {round} starts with a favour pick:',
	'kingdom-defenders.log.supplyCamp':
		'{player} (slot {slot}) supplies {weapons, plural, one {# weapon} other {# weapons}} and {spells, plural, one {# spell} other {# spells}}: {fame} fame.',
	'kingdom-defenders.log.victory': 'Round {round}: Victory! The horde is defeated.',
	'kingdom-defenders.log.advance':
		'Round {round}: The horde advances: {counter, plural, one {# round left} other {# rounds left}}.',
	'kingdom-defenders.log.siege': 'Round {round}: Siege! The wall flips to side B.',
	'kingdom-defenders.log.cityFalls': 'The city falls! The game ends.',
	'kingdom-defenders.log.zoneD': 'Turn order: gate 1 {gate1}, gate 2 {gate2}.',
	'kingdom-defenders.log.adjust':
		'{player}: {field, select, fame {Fame} wounds {Wounds} strength {Strength level} magic {Magic level} weapons {Weapons} spells {Spells} coins {Coins} loot {Loot} adventures {Adventure cards} rewards {Rewards} gestas {Feats} orbsSpent {Orbs shown for feats} rune1 {Runes shape 1} rune2 {Runes shape 2} rune3 {Runes shape 3} rune4 {Runes shape 4} rune5 {Runes shape 5} trophies {Trophies} tomes {Arcane tomes} orbs {Orbs} strengthMultiplier {Strength multiplier} magicMultiplier {Magic multiplier} adventureCards {Adventure cards} other {{field}}} {delta}.',
	'kingdom-defenders.log.failAdventure':
		'{late, select, yes {Round {round}, recorded late: } other {}}{player} fails an adventure: −{fame, plural, one {# fame point} other {# fame points}}.',
	'kingdom-defenders.log.completeAdventure':
		'{late, select, yes {Round {round}, recorded late: } other {}}{player} completes an adventure: +{fame, plural, one {# fame point} other {# fame points}}{wounds, plural, =0 {} one {, # wound} other {, # wounds}}{strength, plural, =0 {} one {, # strength level} other {, # strength levels}}{magic, plural, =0 {} one {, # magic level} other {, # magic levels}}{coins, plural, =0 {} one {, # coin} other {, # coins}}{loot, plural, =0 {} one {, # loot} other {, # loot}}{relicWeapons, plural, =0 {} one {, # Legendary Weapon} other {, # Legendary Weapons}}{tomes, plural, =0 {} one {, # Arcane tome} other {, # Arcane tomes}}{trophies, plural, =0 {} one {, # trophy} other {, # trophies}}{orbs, plural, =0 {} one {, # orb} other {, # orbs}}{rune1, plural, =0 {} one {, # rune shape 1} other {, # runes shape 1}}{rune2, plural, =0 {} one {, # rune shape 2} other {, # runes shape 2}}{rune3, plural, =0 {} one {, # rune shape 3} other {, # runes shape 3}}{rune4, plural, =0 {} one {, # rune shape 4} other {, # runes shape 4}}{rune5, plural, =0 {} one {, # rune shape 5} other {, # runes shape 5}}{cost, select, yes {; cost:} other {}}{weapons, plural, =0 {} one { # weapon} other { # weapons}}{spells, plural, =0 {} one { # spell} other { # spells}}.',
	'kingdom-defenders.log.finalScore': 'Final scoring.',
	'kingdom-defenders.log.finalCorrected': finalLogLine({
		head: 'Final scoring corrected: ',
		fields:
			'destiny {Destiny} loot {Loot} weapons {Legendary Weapons} tomes {Arcane tomes} trophies {Trophies} orbs {Orbs} rune1 {Runes shape 1} rune2 {Runes shape 2} rune3 {Runes shape 3} rune4 {Runes shape 4} rune5 {Runes shape 5} strengthMultiplier {Strength multiplier} magicMultiplier {Magic multiplier} fromRewards {Reward tiles opened} claim_coleccionista {Achievement Collector} claim_inmaculado {Achievement Spotless} claim_fanatico {Achievement Fanatic} claim_maestro {Achievement Master} claim_defensor {Achievement Defender} claim_cazador {Achievement Hunter} claim_aventurero {Achievement Adventurer} claim_popular {Achievement Popular} claim_afortunado {Achievement Lucky} claim_supremo {Achievement Supreme} claim_legendario {Achievement Legendary} claim_fracasado {Achievement Failure}',
		values:
			'none {none} weapon {1 per weapon} tome {1 per tome} rune {1 per rune} trophy {1 per trophy} distinctRunes {distinct runes} on {yes} off {no}',
		more: ' and # more',
		same: 'no change'
	}),
	'kingdom-defenders.log.setDestiny': '{player}: destiny card.',
	'kingdom-defenders.log.claim':
		'{player} earns the {achievement, select, coleccionista {Collector} inmaculado {Spotless} fanatico {Fanatic} maestro {Master} defensor {Defender} cazador {Hunter} aventurero {Adventurer} popular {Popular} afortunado {Lucky} supremo {Supreme} legendario {Legendary} fracasado {Failure} other {{achievement}}} achievement.',
	'kingdom-defenders.log.unclaim':
		'{player} loses the {achievement, select, coleccionista {Collector} inmaculado {Spotless} fanatico {Fanatic} maestro {Master} defensor {Defender} cazador {Hunter} aventurero {Adventurer} popular {Popular} afortunado {Lucky} supremo {Supreme} legendario {Legendary} fracasado {Failure} other {{achievement}}} achievement.',
	'kingdom-defenders.ui.turnOrder': 'Turn order',
	'kingdom-defenders.ui.newTurnOrder': 'New turn order',
	'kingdom-defenders.ui.position': '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
	'kingdom-defenders.ui.setupErrorHelp':
		'Change the difficulty, the star total or the recorded stars in Options.',
	'kingdom-defenders.ui.siegeFame': 'Fame lost in a siege',
	'kingdom-defenders.ui.counter': 'Advance counter',
	'kingdom-defenders.ui.counterValue':
		'{n, plural, =0 {at the wall} one {# space from the wall} other {# spaces from the wall}}',
	'kingdom-defenders.ui.noHorde': 'No horde in play.',
	'kingdom-defenders.ui.favourWhy':
		'Least fame picks first; on a tie, the one later in the turn order.',
	'kingdom-defenders.ui.fameAndTurn': 'fame {fame} · turn {pos}',
	'kingdom-defenders.ui.picksNow': 'picks now',
	'kingdom-defenders.ui.leavesOut':
		'{player} leaves {n, plural, one {one die} other {# dice}} out and rolls the rest; each player then takes one of the rolled dice.',
	'kingdom-defenders.ui.quietRound':
		'Nothing more this round (no camp supplied, nobody on the gates) → round {round}',
	'kingdom-defenders.ui.whoPicks': '{player} picks: tap the die and its result',
	'kingdom-defenders.ui.takeFace': '{player} takes the {die}: {face}',
	'kingdom-defenders.ui.favourDone': 'Everyone has picked.',
	'kingdom-defenders.ui.allSlotsUsed': 'All 4 slots are activated.',
	'kingdom-defenders.ui.slotN': '{n} (up to {max})',
	'kingdom-defenders.ui.reward.coin': 'Coin',
	'kingdom-defenders.ui.reward.loot': 'Loot',
	'kingdom-defenders.ui.gate': 'Gate {n}',
	'kingdom-defenders.ui.turnOrderUpdated': 'Turn order updated.',
	'kingdom-defenders.ui.sameGates': 'As last round: gate 1 {gate1}, gate 2 {gate2}',
	'kingdom-defenders.ui.noGateHelp':
		'If nobody is on the gates, the order stays: go to the next phase.',
	'kingdom-defenders.ui.turnPosition': 'Position in the turn order',
	'kingdom-defenders.ui.fameOf': 'Fame of {player}: {n}',
	'kingdom-defenders.ui.failAdventure': 'Failed −{n}',
	'kingdom-defenders.ui.failAdventureOf': '{player}: adventure failed, −{n} fame',
	'kingdom-defenders.ui.completeAdventure': 'Adventure…',
	'kingdom-defenders.ui.adv.fame': 'Fame gained',
	'kingdom-defenders.ui.adv.wounds': 'Wounds taken',
	'kingdom-defenders.ui.adv.weapons': 'Weapons paid',
	'kingdom-defenders.ui.adv.spells': 'Spells paid',
	'kingdom-defenders.ui.adv.coins': 'Coins gained',
	'kingdom-defenders.ui.adv.loot': 'Loot gained',
	'kingdom-defenders.ui.adv.strength': 'Strength levels',
	'kingdom-defenders.ui.adv.magic': 'Magic levels',
	'kingdom-defenders.ui.corrections': 'Corrections',
	'kingdom-defenders.ui.todo': 'What the table does now',
	'kingdom-defenders.ui.startGame': 'Start the game',
	'kingdom-defenders.ui.endGame': 'End the game',
	'kingdom-defenders.ui.startRound': 'Start round {round}',
	'kingdom-defenders.ui.nextStep':
		'Next: {phase, select, newRound {New round} favour {The King’s favour} placement {Disc placement} zoneA {Zone A: characters} zoneB {Zone B: feats, buildings and adventures} zoneC {Zone C: camps} hordeMove {Horde movement} zoneD {Zone D: turn order} maintenance {Maintenance} other {{phase}}}',
	'kingdom-defenders.ui.redraw': 'Draw again',
	'kingdom-defenders.ui.revealNext': 'Reveal building {n}: {tile}',
	'kingdom-defenders.ui.endedCity': 'The city has fallen: the game ends now.',
	'kingdom-defenders.ui.endedRounds': 'Round {round} is over: final scoring.',
	'kingdom-defenders.error.targetImpossible':
		'No {characters} characters and {buildings} buildings with recorded stars add up to {target}: record your tiles’ stars or choose another total.',
	'kingdom-defenders.error.tooFewCharacters':
		'Only {allowed} characters fit this game ({needed} needed): check the difficulty or the recorded stars.',
	'kingdom-defenders.error.tooFewBuildings':
		'Only {allowed} buildings fit this game ({needed} needed): check the difficulty or the recorded stars.',
	'kingdom-defenders.error.noAttackReplacement':
		'No tile without the attack icon is left to replace a third attack tile.',
	'kingdom-defenders.error.tooMany':
		'{field, select, fame {Fame} relics {A relic} other {That value}} cannot go above {max}.',
	'kingdom-defenders.error.pastTop':
		'The {track, select, strength {strength} other {magic}} disc goes no further than the last space ({top}).',
	'kingdom-defenders.error.noExclude': 'There are no dice to leave out now.',
	'kingdom-defenders.error.excludeCount':
		'Leave out {n, plural, one {# die} other {# different dice}}.',
	'kingdom-defenders.error.dieNotRolled': 'That die was left out of the roll.',
	'kingdom-defenders.error.oneSlotPerZone':
		'{player} already holds a zone C slot: each player may hold only one slot per zone.',
	'kingdom-defenders.error.adventureOutsideZoneB': 'Adventures and feats are resolved in zone B.',
	'kingdom-defenders.log.favourExclude': 'Round {round}: {dice} left out of the roll.',
	'kingdom-defenders.log.scorerSet':
		'{player}: {field, select, fame {Fame} wounds {Wounds} strength {Strength level} magic {Magic level} weapons {Weapons} spells {Spells} coins {Coins} loot {Loot} adventures {Adventure cards} rewards {Rewards} gestas {Feats} orbsSpent {Orbs shown for feats} rune1 {Runes shape 1} rune2 {Runes shape 2} rune3 {Runes shape 3} rune4 {Runes shape 4} rune5 {Runes shape 5} trophies {Trophies} tomes {Arcane tomes} orbs {Orbs} strengthMultiplier {Strength multiplier} magicMultiplier {Magic multiplier} adventureCards {Adventure cards} other {{field}}} = {value}.',
	'kingdom-defenders.log.scorerFinish': 'Final count.',
	'kingdom-defenders.log.scorerReopen': 'Final count reopened.',
	'kingdom-defenders.remind.lastRound': 'Last round: the game ends after the horde movement.',
	'kingdom-defenders.remind.lastRoundFamily':
		'Last round of the family game: the game ends after maintenance.',
	'kingdom-defenders.remind.endsAfterHorde': 'The game ends after this horde movement.',
	'kingdom-defenders.remind.zoneCTilesIdle':
		'This round {count, plural, one {{tiles} does not act: it affects} other {{tiles} do not act: they affect}} zone C, which is closed.',
	'kingdom-defenders.remind.maintenanceAdventures':
		'Remove the adventures on the “X” spaces, shift the rest along the arrows, reveal new ones and move the round counter.',
	'kingdom-defenders.error.slotRestricted':
		'Slot {slot} of zone C is marked for {n} or more players: it cannot be used at this table.',
	'kingdom-defenders.error.gateRestricted':
		'Gate {gate} is marked for {n} or more players: it cannot be used at this table.',
	'kingdom-defenders.error.siegeFameNeeded': 'Enter the fame the siege side of the card takes.',
	'kingdom-defenders.error.badStep': 'That step cannot be reached from here.',
	'kingdom-defenders.log.goTo':
		'{gates, select, yes {Gate 1: {gate1}, gate 2: {gate2}. } other {}}{step, select, end {The game ends.} round {Round {round} begins.} other {Round {round}: {phase, select, newRound {New round} favour {The King’s favour} placement {Disc placement} zoneA {Zone A: characters} zoneB {Zone B: feats, buildings and adventures} zoneC {Zone C: camps} hordeMove {Horde movement} zoneD {Zone D: turn order} maintenance {Maintenance} other {{phase}}}.}}',
	'kingdom-defenders.log.revealHordeNoSiege':
		'Round {round}: New horde: {weapons, plural, one {# weapon} other {# weapons}} and {spells, plural, one {# spell} other {# spells}}, speed {speed}.',
	'kingdom-defenders.ui.trackLabel':
		'{at, select, none {No horde on the path} wall {The horde is at the wall} other {Horde counter on space {n}}}, wall side {wall}',
	'kingdom-defenders.ui.supplyChoice':
		'{player}, slot {slot}: {weapons, plural, one {# weapon} other {# weapons}} and {spells, plural, one {# spell} other {# spells}} ({fame} fame)',
	'kingdom-defenders.ui.slotsTitle': 'Zone C slots, top to bottom',
	'kingdom-defenders.ui.slotClosed': 'not used',
	'kingdom-defenders.ui.slotPassed': 'passed',
	'kingdom-defenders.ui.whoSupplies': 'Slot {slot}: whose disc, and what it brings',
	'kingdom-defenders.ui.supplyHelp':
		'Grey: weapons, purple: spells; ∅ brings nothing. The next slot is chosen after each tap.',
	'kingdom-defenders.ui.onGate': '{player} on gate {n}',
	'kingdom-defenders.ui.moveHorde':
		'Move the horde → {phase, select, zoneD {Zone D} other {{phase, select, newRound {New round} favour {The King’s favour} placement {Disc placement} zoneA {Zone A: characters} zoneB {Zone B: feats, buildings and adventures} zoneC {Zone C: camps} hordeMove {Horde movement} zoneD {Zone D: turn order} maintenance {Maintenance} other {{phase}}}}}',
	'kingdom-defenders.remind.slotsMarked':
		'Not used at this table: {c, select, none {} other {zone C slots {c}}}{d, select, none {} other { gates {d}}}.',
	'kingdom-defenders.error.gestaFace': 'Tap the face the die rolled.',
	'kingdom-defenders.error.gestaNoDie': 'A random reward brings a coin, not a die.',
	'kingdom-defenders.error.orbsSpent': '{player} showed {n} orbs for feats: at least {n}.',
	'kingdom-defenders.error.orbsNotHeld':
		'{player} can show {n, plural, =0 {no orb} one {only # orb} other {only # orbs}}: an orb shown is one an adventure or a reward tile gave{spent, plural, =0 {} other {, less the # already shown}}.',
	'kingdom-defenders.error.rewardsOver':
		'{player} won {n, plural, =0 {no reward tile} one {# reward tile} other {# reward tiles}}: one relic per tile.',
	'kingdom-defenders.log.completeGesta':
		'{late, select, yes {Round {round}, recorded late: } other {}}{player} completes a feat{orbs, plural, =0 {} one { with # orb} other { with # orbs}}: {bonus, select, random {a random reward and 1 coin} other {the face-up reward and the {bonus, select, redDie {red} other {yellow}} die, {face, select, weapon1 {1 weapon} weapon2 {2 weapons} strengthLevel {a strength level} spell1 {1 spell} spell2 {2 spells} magicLevel {a magic level} loot {1 loot} coin {1 coin} heal1 {heals 1 wound} heal2 {heals 2 wounds} nothing {nothing} other {{face}}}}}.',
	'kingdom-defenders.ui.sheetAdventure':
		'Adventure completed{late, select, yes { (recorded late)} other {}}',
	'kingdom-defenders.ui.sheetGesta':
		'Feat completed{late, select, yes { (recorded late)} other {}}',
	'kingdom-defenders.ui.closeForm': 'Close {player}’s form (what is entered is kept)',
	'kingdom-defenders.ui.completeGesta': 'Feat…',
	'kingdom-defenders.ui.noRelics': 'no relics',
	'kingdom-defenders.error.maestroTracked':
		'Master is read off the entered level tracks: {player} does not claim it by hand.',
	'kingdom-defenders.ui.fameStep': '{player}: {delta} fame',
	'kingdom-defenders.error.lateBeforeZoneB':
		'A late entry is recorded after zone B of its round; this is before it.',
	'kingdom-defenders.error.resourcesNotTracked':
		'This game does not track each player’s resources (turn it on in the options).',
	'kingdom-defenders.error.unknownBuilding': '{building} is not a building.',
	'kingdom-defenders.error.buildingFaceDown':
		'{building} is still face down: it cannot be activated yet.',
	'kingdom-defenders.error.incomeEmpty':
		'Enter what the building gives (at least one resource or fame).',
	'kingdom-defenders.log.startingResources':
		'{player} takes their destiny card’s resources: {weapons, plural, one {# weapon} other {# weapons}}, {spells, plural, one {# spell} other {# spells}}, {coins, plural, one {# coin} other {# coins}}, {loot} loot.',
	'kingdom-defenders.log.income':
		'{late, select, yes {Round {round}, recorded late: } other {}}{player} activates {building}:{weapons, plural, =0 {} one { +# weapon} other { +# weapons}}{spells, plural, =0 {} one { +# spell} other { +# spells}}{coins, plural, =0 {} one { +# coin} other { +# coins}}{loot, plural, =0 {} other { +# loot}}{fame, plural, =0 {} other { +# fame}}.',
	'kingdom-defenders.ui.lateNote':
		'Zone B is over: what you record here is logged as recorded late in round {round}.',
	'kingdom-defenders.ui.lateShort': 'Late / fix…',
	'kingdom-defenders.ui.lateEntries': 'Record late or correct (adventures, feats, relics)',
	'kingdom-defenders.ui.failAdventureLate': 'Failed −{n} (late)',
	'kingdom-defenders.ui.completeAdventureLate': 'Adventure (late)…',
	'kingdom-defenders.ui.completeGestaLate': 'Feat (late)…',
	'kingdom-defenders.ui.remindersFold': 'Reminders of this step ({n})',
	'kingdom-defenders.ui.income': 'Building income',
	'kingdom-defenders.ui.incomeTap': '{player}: {building} +{what}',
	'kingdom-defenders.ui.incomeWhat':
		'{weapons, plural, =0 {} one {# weapon } other {# weapons }}{spells, plural, =0 {} one {# spell } other {# spells }}{coins, plural, =0 {} one {# coin } other {# coins }}{loot, plural, =0 {} other {# loot }}{fame, plural, =0 {} other {# fame}}',
	'kingdom-defenders.ui.building': 'Building',
	'kingdom-defenders.ui.lastRound': 'As last round',
	'kingdom-defenders.ui.lineBoard':
		'{wounds, plural, =0 {no wounds} one {# wound} other {# wounds}} · camp {weapons}⚔ {spells}✦ · strength {strength}, magic {magic}',
	'kingdom-defenders.ui.levelsShort': 'S{s} M{m}',
	'kingdom-defenders.ui.fameStrip': 'Each player’s fame',
	'kingdom-defenders.ui.woundsShort': '{n, plural, one {# wound} other {# wounds}}',
	'kingdom-defenders.ui.campShort': 'camp {weapons}⚔ {spells}✦',
	'kingdom-defenders.ui.has':
		'has {weapons}⚔ {spells}✦ {coins, plural, one {# coin} other {# coins}} {loot} loot',
	'kingdom-defenders.ui.incomeSetTitle': 'Buildings’ printed income…',
	'kingdom-defenders.ui.quietPasses': 'What the quiet round passes',
	'kingdom-defenders.ui.hordeLine':
		'Horde: {weapons}⚔ {spells}✦ still needed · {where}{wall, select, B { · wall B} other {}}',
	'kingdom-defenders.ui.quietShort': 'Nothing more → round {round}',
	'kingdom-defenders.ui.forecast.falls': 'Forecast: the camps cover the card: the horde falls.',
	'kingdom-defenders.ui.forecast.canFall':
		'Forecast: it needs {weapons}⚔ {spells}✦; the open slots can bring {most}: it can fall.',
	'kingdom-defenders.ui.forecast.cannotFall':
		'Forecast: it needs {total}; the open slots bring {most} at most: {otherwise, select, siege {it reaches the wall.} other {it advances.}}',
	'kingdom-defenders.ui.forecast.decides':
		'Slot {slot} decides it{player, select, none {} other { ({player} last round)}}.',
	'kingdom-defenders.ui.unlocked': '🏅 {player}: {achievement} unlocked!',
	'kingdom-defenders.ui.tracks.standing':
		'{track, select, strength {Strength} other {Magic}} {level}{top, select, none {} other {/{top}}}{mult, select, none {} other { · ×{mult}}}{tile, select, 0 {} other { · tile +{tile}}}',
	'kingdom-defenders.ui.relicsTitle': 'Relics (behind the screen)'
};
export default catalogue;
