/**
 * The texts of the screens and forms a live round does not open at first paint: setup, options,
 * the Board, the final form and results, the horde card and movement, feats, income,
 * corrections (loaded with the late catalogue: ui/late.ts).
 */
import type { Catalogue } from '../../core/types';

export const screensEn: Catalogue = {
	'kingdom-defenders.difficulty.standard': 'Standard game (★)',
	'kingdom-defenders.difficulty.advanced': 'Advanced game (★★)',
	'kingdom-defenders.difficulty.expert': 'Expert game (★★★)',
	'kingdom-defenders.variant.none': 'Normal rules',
	'kingdom-defenders.variant.family': 'Family variant',
	'kingdom-defenders.variant.extreme': 'Extreme variant',
	'kingdom-defenders.option.targetStars': 'Total difficulty (8 to 20)',
	'kingdom-defenders.option.stars': 'Difficulty printed on your tiles',
	'kingdom-defenders.option.starsUnknown': 'Not recorded',
	'kingdom-defenders.option.trackResources': 'Keep each player’s resources',
	'kingdom-defenders.tile.attack': 'Attack tile',
	'kingdom-defenders.tile.zoneC': 'Affects zone C',
	'kingdom-defenders.tile.passive': 'Passive action',
	'kingdom-defenders.destiny.relic':
		'Destiny: 1 point per {relic, select, weapon {legendary weapon} tome {arcane tome} rune {rune} trophy {trophy} other {{relic}}}',
	'kingdom-defenders.destiny.distinctRunes': 'Destiny: distinct runes (1/2/4/6/8)',
	'kingdom-defenders.destiny.points': 'Destiny: points worked out by the table',
	'kingdom-defenders.setup.fameFor': 'Starting fame by turn order ({n} players): {fame}.',
	'kingdom-defenders.setup.p11': '“P11” goes on the space with its icon.',
	'kingdom-defenders.setup.faceDown': 'Buildings face down; reveal only the first (leftmost).',
	'kingdom-defenders.setup.unknownStars': 'Difficulty not recorded: {tiles}',
	'kingdom-defenders.ui.starsCount': '{n, plural, one {# star} other {# stars}}',
	'kingdom-defenders.ui.setupTitle': 'Drawn setup',
	'kingdom-defenders.ui.characters': 'Characters ({n})',
	'kingdom-defenders.ui.buildings': 'Buildings (in this order)',
	'kingdom-defenders.ui.faceUp': 'face up',
	'kingdom-defenders.ui.faceDown': 'face down',
	'kingdom-defenders.ui.totalStars': 'Total difficulty: {n} ★',
	'kingdom-defenders.ui.totalUnknown': 'Total difficulty unknown.',
	'kingdom-defenders.ui.seat': 'Player {n}',
	'kingdom-defenders.ui.startFame': 'Starting fame {n}',
	'kingdom-defenders.ui.checklist': 'Setup steps',
	'kingdom-defenders.ui.difficulty': 'Difficulty',
	'kingdom-defenders.ui.useTarget': 'Choose an exact star total',
	'kingdom-defenders.ui.targetHelp':
		'Only tiles with recorded stars are used; the {characters} characters and {buildings} buildings add up to that total.',
	'kingdom-defenders.ui.variant': 'Variant',
	'kingdom-defenders.ui.variantHelp.none': '6 rounds; the horde arrives in round 2.',
	'kingdom-defenders.ui.variantHelp.family': 'No horde, 5 rounds, no P4, E14 or E16.',
	'kingdom-defenders.ui.variantHelp.extreme': 'The horde from round 1.',
	'kingdom-defenders.ui.recorded': '{n} of {total} recorded',
	'kingdom-defenders.ui.starsHelp':
		'Record once the stars printed on your tiles; this phone remembers them. Tiles not recorded may come up at any difficulty.',
	'kingdom-defenders.ui.charactersTitle': 'Characters',
	'kingdom-defenders.ui.buildingsTitle': 'Buildings',
	'kingdom-defenders.ui.attackShort': 'attack',
	'kingdom-defenders.ui.starsOf': 'Stars of {tile}',
	'kingdom-defenders.ui.hordeTitle': 'The horde',
	'kingdom-defenders.ui.requires': 'Requires',
	'kingdom-defenders.ui.weaponsSpells':
		'{weapons, plural, one {# weapon} other {# weapons}}, {spells, plural, one {# spell} other {# spells}}',
	'kingdom-defenders.ui.specialShort': 'special “{round}”',
	'kingdom-defenders.ui.stillNeeded': 'Still needed',
	'kingdom-defenders.ui.nothingMissing': 'nothing: victory!',
	'kingdom-defenders.ui.campsCaption': 'Resources in each player’s camps (at most {limit})',
	'kingdom-defenders.ui.camps': 'Player',
	'kingdom-defenders.ui.hordeWaiting': 'The horde card is still to be entered.',
	'kingdom-defenders.ui.enterFinal': 'Each player’s final numbers',
	'kingdom-defenders.ui.correctFinal': 'Correct the final numbers',
	'kingdom-defenders.ui.finalHelp':
		'Fame, wounds, loot and the adventures’ relics come from the game. Add what the reward tiles hide, each destiny card, and a multiplier the level tracks do not give.',
	'kingdom-defenders.ui.fromGame':
		'{player}: fame {fame}, wounds {wounds}, adventure cards {cards}.',
	'kingdom-defenders.ui.computeFinal': 'Work out the final fame',
	'kingdom-defenders.ui.charactersLine': 'Characters: {tiles}',
	'kingdom-defenders.ui.buildingsLine': 'Buildings face up: {up} ({down} face down)',
	'kingdom-defenders.ui.runesHelp':
		'One number per rune shape; the sets of different shapes are formed to score the most.',
	'kingdom-defenders.ui.orbsHelp':
		'Each orb counts as the relic worth the most: the app picks it and shows it.',
	'kingdom-defenders.ui.multiplierHelp':
		'The multiplier printed on the space reached on each level track.',
	'kingdom-defenders.ui.destinyOf': 'Destiny card of {player}',
	'kingdom-defenders.ui.noDestiny': 'No destiny card',
	'kingdom-defenders.ui.destinyPoints': 'Destiny points ({player})',
	'kingdom-defenders.ui.scorerHelp':
		'Enter each player’s end state and tap “Work out”: you will see the breakdown and the winner.',
	'kingdom-defenders.ui.finish': 'Work out the result',
	'kingdom-defenders.ui.reopen': 'Correct the numbers',
	'kingdom-defenders.ui.finalTitle': 'Final fame',
	'kingdom-defenders.ui.winner': 'Winner',
	'kingdom-defenders.ui.fameTotal': '{n} fame',
	'kingdom-defenders.ui.tieOn': '{names} tie on {n}:',
	'kingdom-defenders.ui.tieValues':
		'{player} {cards, plural, one {# adventure card} other {# adventure cards}} and {loot} loot',
	'kingdom-defenders.ui.tieShared': 'Still tied: they share the place.',
	'kingdom-defenders.ui.tieBroken': 'Broken by more adventure cards, then more loot.',
	'kingdom-defenders.ui.breakdownCaption': 'Final fame breakdown',
	'kingdom-defenders.ui.howComputed': 'How {player}’s fame is worked out',
	'kingdom-defenders.ui.why.fame': 'Fame on the track: {n}',
	'kingdom-defenders.ui.why.loot': '{n} loot × 1 = {n}',
	'kingdom-defenders.ui.why.runes':
		'Runes: sets of {sets} different shapes = {fame}{same, select, yes {} other { = {n}}}',
	'kingdom-defenders.ui.why.noRunes': 'No runes: 0',
	'kingdom-defenders.ui.why.trophies':
		'{n, plural, one {# trophy} other {# trophies}} = {fame} (0/1/3/6/10/15, +1 beyond 6)',
	'kingdom-defenders.ui.why.weapons':
		'{n, plural, one {# legendary weapon} other {# legendary weapons}} × {m} = {fame}',
	'kingdom-defenders.ui.why.tomes':
		'{n, plural, one {# arcane tome} other {# arcane tomes}} × {m} = {fame}',
	'kingdom-defenders.ui.why.wounds':
		'{n, plural, =0 {No wounds: 0} other {{n} wounds × −1 = −{n}}}',
	'kingdom-defenders.ui.why.noDestiny': 'No destiny card: 0',
	'kingdom-defenders.ui.why.orbs':
		'{n, plural, one {# orb, chosen to score the most:} other {# orbs, chosen to score the most:}}',
	'kingdom-defenders.ui.why.tiebreak':
		'For ties: {cards, plural, one {# adventure card} other {# adventure cards}}, {loot} loot.',
	'kingdom-defenders.ui.achievements': 'Achievements',
	'kingdom-defenders.ui.noAchievements': 'No achievements.',
	'kingdom-defenders.ui.atSiege': 'asked at a siege',
	'kingdom-defenders.ui.slotMarks': 'Slots your board marks for 3–4 or 4 players',
	'kingdom-defenders.ui.slotMarksHelp':
		'The rulebook does not list them: mark them once from your board; this phone remembers them.',
	'kingdom-defenders.ui.slotMark':
		'{slot, select, C1 {Zone C, slot 1} C2 {Zone C, slot 2} C3 {Zone C, slot 3} C4 {Zone C, slot 4} D1 {Gate 1} D2 {Gate 2} other {{slot}}}',
	'kingdom-defenders.ui.markFor':
		'{n, select, 0 {Every table} 3 {3–4 players} 4 {4 players} other {{n}}}',
	'kingdom-defenders.ui.tracks.title': "The board's level tracks",
	'kingdom-defenders.ui.tracks.recorded': '{n} of {total} entered',
	'kingdom-defenders.ui.tracks.help':
		'What each space after the start gives on your board: the app then gives the benefits, the final multipliers and Master.',
	'kingdom-defenders.ui.tracks.spaces':
		'{track, select, strength {Spaces on the strength track} other {Spaces on the magic track}}',
	'kingdom-defenders.ui.tracks.space': 'Space {n}',
	'kingdom-defenders.ui.tracks.benefit':
		'{benefit, select, none {Nothing} resource {{track, select, strength {Weapon resource} other {Spell resource}}} tile {Level tile +1} potion {Potion} flip {Flip the tile to +2} other {{benefit}}}',
	'kingdom-defenders.ui.tracks.multiplier':
		'{track, select, strength {Strength multiplier} other {Magic multiplier}}: ×{mult} (level {level} on the board)',
	'kingdom-defenders.ui.final.allNumbers': '{player}: numbers and achievements',
	'kingdom-defenders.ui.final.short':
		'✎ opens a player’s numbers (to correct them) and achievements.',
	'kingdom-defenders.ui.final.howTo': 'What the form counts',
	'kingdom-defenders.ui.final.addRelic': '+ a reward tile’s relic ({left} of {rewards} left)',
	'kingdom-defenders.ui.final.opened': 'Reward tiles opened: {relics}.',
	'kingdom-defenders.ui.final.unopen': 'Take back the last relic from {player}’s reward tiles',
	'kingdom-defenders.ui.final.addRelicOf': 'A relic from {player}’s reward tiles',
	'kingdom-defenders.ui.final.multShort':
		'{field, select, strengthMultiplier {Strength ×} other {Magic ×}}',
	'kingdom-defenders.ui.final.tracked': 'Counted during the game: {relics}.',
	'kingdom-defenders.ui.final.rewards':
		'{rewards, plural, =0 {No reward tiles.} one {Plus what # reward tile hides.} other {Plus what # reward tiles hide.}}',
	'kingdom-defenders.ui.startingTitle': 'Destiny starting resources',
	'kingdom-defenders.ui.startingHelp':
		'Each player secretly takes the resources on their destiny card: enter them here.',
	'kingdom-defenders.ui.startingOf': 'Starting resources of {player}',
	'kingdom-defenders.ui.boardPlayers': 'Players: fame, wounds and camp',
	'kingdom-defenders.ui.colShort':
		'{col, select, wounds {Wnd.} camp {Camp} strength {Str.} magic {Mag.} other {{col}}}',
	'kingdom-defenders.ui.boardTrackNote': 'Fame on the track; the list above gives the final fame.',
	'kingdom-defenders.ui.newHordeCard': 'New horde card',
	'kingdom-defenders.ui.specialHordeCard': 'Special horde “{round}”',
	'kingdom-defenders.ui.hordeCardHelp':
		'Reveal the card and copy what it requires and its speed; its siege fame is asked if it reaches the wall.',
	'kingdom-defenders.ui.requiredWeapons': 'Weapons required',
	'kingdom-defenders.ui.requiredSpells': 'Spells required',
	'kingdom-defenders.ui.hordeMoved': 'The horde has moved this round.',
	'kingdom-defenders.ui.advanceWhy':
		'Still missing {weapons, plural, one {# weapon} other {# weapons}} and {spells, plural, one {# spell} other {# spells}}: the counter moves down one space, {n} from the wall.',
	'kingdom-defenders.ui.victoryWhy':
		'The camps hold what the horde requires. Each player gains 1 fame per own resource; 2 or more: a coin or a loot; 3 or more: a level.',
	'kingdom-defenders.ui.siegeWhy':
		'Missing {weapons, plural, one {# weapon} other {# weapons}} and {spells, plural, one {# spell} other {# spells}} and the horde reaches the wall: siege. Each player loses the card’s fame minus their resources; 3 or more resources gain a level.',
	'kingdom-defenders.ui.cityFallsWhy':
		'The horde reaches the wall, already on side B: the city falls and the game ends now.',
	'kingdom-defenders.ui.victoryFame':
		'{n, plural, one {# own resource} other {# own resources}}: +{n}.',
	'kingdom-defenders.ui.siegeFameWhy': '−({card} − {n}) = −{loss}.',
	'kingdom-defenders.ui.fewestWhy':
		' Fewest resources: −{n} more and a wound or a loot to the supply.',
	'kingdom-defenders.ui.rewardTile': 'Only top contributor: takes a reward tile.',
	'kingdom-defenders.ui.rewardTie': 'Tie for most resources: nobody takes the reward tile.',
	'kingdom-defenders.ui.chooseCoinLoot': '{player}: coin or loot?',
	'kingdom-defenders.ui.levelShort': '{level, select, strength {Strength} other {Magic}}',
	'kingdom-defenders.ui.chooseLevel': '{player}: which level?',
	'kingdom-defenders.ui.choosePenalty': '{player}: wound or loot?',
	'kingdom-defenders.ui.penalty.wound': '1 wound',
	'kingdom-defenders.ui.penalty.loot': '1 loot to the supply',
	'kingdom-defenders.ui.wallFlips': 'The wall flips from side A to B.',
	'kingdom-defenders.ui.cityFalls': 'The city falls: the game ends.',
	'kingdom-defenders.ui.applyHorde': 'Apply the horde movement',
	'kingdom-defenders.ui.adventureHelpPaid':
		'What is paid (weapons, spells), what the card gives and the wounds taken.',
	'kingdom-defenders.ui.recordAdventure': 'Record {player}’s adventure',
	'kingdom-defenders.ui.closeLate': 'Close the late entries',
	'kingdom-defenders.ui.specialRowsFold':
		'Rows printed on this side: victory from {coinOrLootMin} and {victoryLevelMin}, siege from {siegeLevelMin}, the fewest −{fewestFame} (open to change)',
	'kingdom-defenders.ui.specialRows': 'Rows printed on this side',
	'kingdom-defenders.ui.row':
		'{row, select, coinOrLootMin {Victory: a coin or loot from (resources)} victoryLevelMin {Victory: a level from (resources)} siegeLevelMin {Siege: a level from (resources)} fewestFame {Siege: fame the fewest lose} other {{row}}}',
	'kingdom-defenders.ui.speedPut': 'Its speed — one tap puts it in play',
	'kingdom-defenders.ui.putAtSpeed': 'Speed {n}: put this horde in play',
	'kingdom-defenders.ui.advanced':
		'{n, plural, =0 {The horde is at the wall.} one {The horde advances: # round left to beat it.} other {The horde advances: # rounds left to beat it.}}',
	'kingdom-defenders.ui.campHeld':
		'{n, plural, one {# resource in camp} other {# resources in camp}}',
	'kingdom-defenders.ui.gestaHelp':
		'Show the goods the feat asks for (nothing is paid). Orbs shown stay out of the screen and still score at the end.',
	'kingdom-defenders.ui.gestaOrbs': 'Orbs shown as wildcards ({player})',
	'kingdom-defenders.ui.gestaBonus':
		'{bonus, select, random {Random reward + 1 coin} redDie {Face-up reward + red die} other {Face-up reward + yellow die}}',
	'kingdom-defenders.ui.gestaRoll':
		'{bonus, select, redDie {The red die rolled:} other {The yellow die rolled:}}',
	'kingdom-defenders.ui.gestaFaceOf': '{player}’s feat: {die} rolled {face}',
	'kingdom-defenders.ui.adv.relicsTitle': 'Relics shown on the card',
	'kingdom-defenders.ui.incomeHelp':
		'Copy once what each building gives: it is remembered for the next games.',
	'kingdom-defenders.ui.siegeFameType': 'Siege fame printed on the card (type it, even 0)',
	'kingdom-defenders.ui.incomeSaved': 'Saved: {building} offers its income in one tap.',
	'kingdom-defenders.ui.incomeNotSaved': 'It could not be saved on this phone.'
};
