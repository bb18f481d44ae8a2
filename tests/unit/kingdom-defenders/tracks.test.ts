/**
 * The level tracks the table entered: each space's benefit given when the disc
 * reaches it, the multipliers and Maestro read off the tracks at the end, relics counted as
 * the adventures are won so the final form starts from them.
 */
import { describe, expect, it } from 'vitest';
import { type Invalid, type SessionContext } from '$lib/games/core/types';
import {
	atTop,
	climb,
	defaultOptions,
	isLevelTracks,
	levelTileAt,
	live,
	maestroTracked,
	multiplierAt,
	trackStanding,
	validateOptions,
	type FinalInput,
	type KdOptions,
	type LevelTracks,
	type LiveAction,
	type LiveState
} from '$lib/games/kingdom-defenders';
import { run } from './helpers';
import { finalPrefill } from '$lib/games/kingdom-defenders/live-final';
import {
	emptyTracks,
	withTrackLength,
	withTrackSpace
} from '$lib/games/kingdom-defenders/tracks-edit';

// An example board (not the real one: the rulebook shows it only as a picture).
const TRACKS: LevelTracks = {
	strength: ['none', 2, 'resource', 'tile', 'potion', 3, 'flip'],
	magic: [2, 'resource', 'tile', 'potion', 'flip', 4]
};

const climber = { strength: 0, magic: 0, weapons: 0, spells: 0, wounds: 2 };

describe('the level tracks, pure', () => {
	it('gives each reached space its benefit: a resource, a potion; the disc stops at the top', () => {
		const s = climb(climber, 'strength', 5, TRACKS);
		expect(s).toEqual({ strength: 5, magic: 0, weapons: 1, spells: 0, wounds: 1 });
		const top = climb(s, 'strength', 9, TRACKS);
		expect(top.strength).toBe(7);
		const magic = climb({ ...climber, wounds: 0 }, 'magic', 4, TRACKS);
		// «Si no tienes Heridas no ganas nada».
		expect(magic).toMatchObject({ magic: 4, spells: 1, wounds: 0 });
	});
	it('without the tracks entered, only the level moves', () => {
		expect(climb(climber, 'magic', 3, undefined)).toEqual({ ...climber, magic: 3 });
		expect(multiplierAt(undefined, 'magic', 3)).toBeNull();
		expect(atTop(undefined, 'magic', 3)).toBeNull();
	});
	it('the multiplier is the last one passed; none passed asks the table', () => {
		expect(multiplierAt(TRACKS, 'strength', 1)).toBeNull();
		expect(multiplierAt(TRACKS, 'strength', 2)).toBe(2);
		expect(multiplierAt(TRACKS, 'strength', 5)).toBe(2);
		expect(multiplierAt(TRACKS, 'strength', 7)).toBe(3);
		expect(multiplierAt(TRACKS, 'magic', 1)).toBe(2);
	});
	it('the level tile is «+1» from its space and «+2» once flipped', () => {
		expect(levelTileAt(TRACKS, 'strength', 3)).toBe(0);
		expect(levelTileAt(TRACKS, 'strength', 4)).toBe(1);
		expect(levelTileAt(TRACKS, 'strength', 7)).toBe(2);
	});
	it('Maestro: the disc on the last space', () => {
		expect(atTop(TRACKS, 'magic', 5)).toBe(false);
		expect(atTop(TRACKS, 'magic', 6)).toBe(true);
		// Read off the tracks only when both are entered; else the table claims it.
		expect(maestroTracked(TRACKS)).toBe(true);
		expect(maestroTracked({ strength: TRACKS.strength, magic: [] })).toBe(false);
		expect(maestroTracked(undefined)).toBe(false);
	});
	it('the editor resizes a track within the bounds and sets only known spaces', () => {
		let t = withTrackLength(emptyTracks(), 'strength', 3);
		expect(t.strength).toEqual(['none', 'none', 'none']);
		t = withTrackSpace(t, 'strength', 1, 2);
		t = withTrackSpace(t, 'strength', 2, 'potion');
		expect(withTrackSpace(t, 'strength', 5, 'tile')).toBe(t);
		expect(withTrackSpace(t, 'strength', 0, 'gold' as never)).toBe(t);
		expect(withTrackLength(t, 'strength', 2).strength).toEqual(['none', 2]);
		expect(withTrackLength(t, 'magic', 99).magic).toHaveLength(15);
		expect(isLevelTracks(t)).toBe(true);
	});
	it('accepts only two tracks of known spaces, within the bounds', () => {
		expect(isLevelTracks(TRACKS)).toBe(true);
		expect(isLevelTracks({ strength: [], magic: [] })).toBe(true);
		expect(isLevelTracks({ strength: ['gold'], magic: [] })).toBe(false);
		expect(isLevelTracks({ strength: [0], magic: [] })).toBe(false);
		expect(isLevelTracks({ strength: [10], magic: [] })).toBe(false);
		expect(isLevelTracks({ strength: Array(16).fill('none'), magic: [] })).toBe(false);
		expect(isLevelTracks({ strength: [], magic: [], extra: [] })).toBe(false);
		expect(validateOptions({ ...defaultOptions(), levelTracks: { strength: 1 } }, 3)).toEqual({
			key: 'kingdom-defenders.error.options',
			values: { field: 'levelTracks' }
		});
		expect(validateOptions({ ...defaultOptions(), levelTracks: TRACKS }, 3)).toBeNull();
	});
});

function ctx(over: Partial<KdOptions> = {}): SessionContext<KdOptions> {
	return {
		players: ['Ana', 'Beto'].map((name, i) => ({ id: `p${i}`, name, color: '#000' })),
		options: { ...defaultOptions(), variant: 'family', levelTracks: TRACKS, ...over },
		seed: 'TRACKS'
	};
}
const zoneB: LiveAction = { type: 'nextPhase', to: 'zoneB' };
const adventure = (over: Partial<Extract<LiveAction, { type: 'completeAdventure' }>>) =>
	({ type: 'completeAdventure', player: 'p0', ...over }) as LiveAction;

/** Plays the family game to its end with nothing else happening. */
function toEnd(c: SessionContext<KdOptions>, s: LiveState): LiveState {
	for (let i = 0; i < 200 && s.phase !== 'ended'; i++) {
		const step: LiveAction = s.hordePending
			? { type: 'revealHorde', weapons: 1, spells: 1, speed: 3, siegeFame: 5 }
			: s.phase === 'favour' && s.favour && s.favour.rolled === null
				? { type: 'favourExclude', dice: ['wealth', 'healing'] }
				: s.phase === 'favour' && s.favour && s.favour.picks.length < 2
					? {
							type: 'favourPick',
							player: s.favour.order[s.favour.picks.length]!,
							die: s.favour.picks.length === 0 ? 'strength' : 'magic',
							face: s.favour.picks.length === 0 ? 'weapon1' : 'spell1'
						}
					: { type: 'nextPhase' };
		s = run(c, [step], s);
	}
	return s;
}

const final = (over: Partial<FinalInput> = {}): FinalInput => ({
	loot: 0,
	runes: [0, 0, 0, 0, 0],
	trophies: 0,
	weapons: 2,
	tomes: 1,
	orbs: 0,
	strengthMultiplier: 1,
	magicMultiplier: 1,
	...over
});

describe('the level tracks in a live game', () => {
	it('an adventure that raises strength gives the spaces’ benefits and its relics are counted', () => {
		const c = ctx();
		const s = run(c, [
			zoneB,
			adventure({ wounds: 1, strength: 5, relics: { weapons: 1, rune2: 1, orbs: 1 } })
		]);
		const p = s.players.p0!;
		// Space 3 gives a weapon; space 5 a potion heals the wound the adventure dealt.
		expect(p).toMatchObject({ strength: 5, weapons: 1, wounds: 0 });
		expect(p.relics).toMatchObject({ weapons: 1, rune2: 1, orbs: 1, tomes: 0 });
		expect(trackStanding(s, c, 'p0').strength).toEqual({
			level: 5,
			top: 7,
			multiplier: 2,
			tile: 1
		});
	});
	it('a correction cannot push a disc past the last space', () => {
		const c = ctx();
		const s = run(c, [zoneB, adventure({ magic: 6 })]);
		const r = live.reduce(s, { type: 'adjust', player: 'p0', field: 'magic', delta: 1 }, c);
		expect((r as Invalid).reason).toEqual({
			key: 'kingdom-defenders.error.pastTop',
			values: { track: 'magic', top: 6 }
		});
	});
	it('the final starts from the tracked relics and multipliers and detects Maestro', () => {
		const c = ctx();
		let s = run(c, [zoneB, adventure({ strength: 2, magic: 6, relics: { weapons: 2, tomes: 1 } })]);
		s = toEnd(c, s);
		const pre = finalPrefill(s, c);
		expect(pre.p0).toMatchObject({
			weapons: 2,
			tomes: 1,
			strengthMultiplier: 2,
			magicMultiplier: 4
		});
		// Beto passed no multiplier space: the table types his (1 by default).
		expect(pre.p1).toMatchObject({ strengthMultiplier: 1, magicMultiplier: 1 });
		// A typed multiplier does not override the one the track shows.
		const done = run(c, [{ type: 'finalScore', players: { p0: final(), p1: final() } }], s);
		const r0 = done.final!.results.find((r) => r.id === 'p0')!;
		expect(r0.breakdown.weapons).toBe(4);
		expect(r0.breakdown.tomes).toBe(4);
		expect(done.final!.achievements.p0).toContain('maestro');
		expect(done.final!.achievements.p1).not.toContain('maestro');
		const claimed = live.reduce(
			s,
			{ type: 'finalScore', players: { p0: final(), p1: final({ claims: ['maestro'] }) } },
			c
		);
		expect((claimed as Invalid).reason.key).toBe('kingdom-defenders.error.maestroTracked');
		// A correction after the end re-scores with the track: strength back to 1 → no ×2.
		const fixed = run(c, [{ type: 'adjust', player: 'p0', field: 'strength', delta: -1 }], done);
		expect(fixed.final!.results.find((r) => r.id === 'p0')!.breakdown.weapons).toBe(2);
	});
	it('a feat’s bonus die showing a level climbs the track and keeps the feat and its reward', () => {
		const c = ctx({ levelTracks: { strength: ['resource'], magic: [] } });
		const s = run(c, [
			zoneB,
			// An adventure's orb first: the orb shown is one the player holds.
			{ type: 'adjustRelic', player: 'p0', relic: 'orbs', delta: 1 },
			{ type: 'completeGesta', player: 'p0', bonus: 'redDie', face: 'strengthLevel', orbs: 1 }
		]);
		expect(s.players.p0).toMatchObject({
			strength: 1,
			weapons: 1,
			gestas: 1,
			rewards: 1,
			orbsSpent: 1
		});
	});
	it('the favour die’s level face climbs the track with its benefit', () => {
		const c = ctx({ levelTracks: { strength: ['resource'], magic: [] } });
		let s = run(c, [{ type: 'nextPhase', to: 'newRound' }]);
		while (s.phase !== 'favour') s = run(c, [{ type: 'nextPhase' }], s);
		s = run(c, [{ type: 'favourExclude', dice: ['wealth', 'healing'] }], s);
		const who = s.favour!.order[0]!;
		s = run(c, [{ type: 'favourPick', player: who, die: 'strength', face: 'strengthLevel' }], s);
		expect(s.players[who]).toMatchObject({ strength: 1, weapons: 1 });
	});
});
