/** The Lizard Cult's moves (Reglamento §10). */
import * as v from 'valibot';
import { invalid, isInvalid } from '../core/types';
import {
	CONSPIRACIES,
	LIZARD_WARRIORS,
	type CardSuit,
	type ConspiracyKind,
	type Suit
} from './data';
import {
	EMPTY_LOST_SOULS,
	addLostSoul,
	conspiracyCost,
	explainAdjustOutcast,
	scoreRitualVp
} from './lizard-cult';
import {
	S,
	cultOf,
	gainVp,
	isNonZeroInt,
	isPositiveInt,
	liveMove,
	nameOf,
	schema,
	withCompany,
	withCult,
	type Ctx,
	type LiveState
} from './model';
import { signed } from './moves-table';
import { disruptedBy } from './moves-riverfolk';

/** Law of Root 3.2.1: removing an enemy building scores 1 VP. */
export const SANCTIFY_VP = 1;
import { gardensFull, isCardSuit, isSuit } from './rules';

// Reglamento 10.3.1 «Forma la reserva de guerreros (25)»: acolytes are Cult warriors too.
const tooManyWarriors = () => invalid('root.error.cultWarriors', { n: LIZARD_WARRIORS });

const cultName = (before: LiveState, ctx: Ctx): string =>
	before.lizards ? nameOf(ctx, before.lizards.player) : '';

export const lizardMoves = {
	lcChooseOutcast: liveMove<{ type: 'lcChooseOutcast'; suit: Suit }>({
		schema: schema('lcChooseOutcast', { suit: S.str }),
		apply(state, a) {
			const lc = cultOf(state);
			if (isInvalid(lc)) return lc;
			if (!isSuit(a.suit)) return invalid('root.error.badSuit');
			// Reglamento 10.3.3 «Coloca el marcador de paria sobre cualquier casilla de la zona paria.»
			if (lc.dawns > 0) return invalid('root.error.outcastLocked');
			return withCult(state, lc, { outcast: a.suit, hated: false, outcastChosen: true });
		},
		describe: (a, b, ctx) => ({
			key: 'root.log.lcChooseOutcast',
			values: { player: cultName(b, ctx), suit: a.suit }
		})
	}),
	lcLostSoul: liveMove<{ type: 'lcLostSoul'; suit: CardSuit; dominance: boolean }>({
		schema: schema('lcLostSoul', { suit: S.str, dominance: S.bool }),
		apply(state, a) {
			const lc = cultOf(state);
			if (isInvalid(lc)) return lc;
			if (!isCardSuit(a.suit)) return invalid('root.error.badSuit');
			// Reglamento 10.2.6 «Cuando una carta sea gastada o descartada (incluso una carta de
			// dominancia), colócala en el montón de almas perdidas».
			return withCult(state, lc, {
				lostSouls: addLostSoul(lc.lostSouls, a.suit),
				lostSoulsDominance: a.dominance ? [...lc.lostSoulsDominance, a.suit] : lc.lostSoulsDominance
			});
		},
		describe: (a) => ({
			key: 'root.log.lcLostSoul',
			values: { suit: a.suit, dominance: a.dominance ? 'yes' : 'no' }
		})
	}),
	lcLostSoulRemoved: liveMove<{ type: 'lcLostSoulRemoved'; suit: CardSuit }>({
		schema: schema('lcLostSoulRemoved', { suit: S.str }),
		apply(state, a) {
			const lc = cultOf(state);
			if (isInvalid(lc)) return lc;
			if (!isCardSuit(a.suit)) return invalid('root.error.badSuit');
			if (lc.lostSouls[a.suit] <= 0) return invalid('root.error.noLostSoul', { suit: a.suit });
			// A dominance card of that suit goes with it when only dominance cards would be left.
			const d = lc.lostSoulsDominance.lastIndexOf(a.suit);
			const ofSuit = lc.lostSoulsDominance.filter((s) => s === a.suit).length;
			const dominance =
				ofSuit > lc.lostSouls[a.suit] - 1
					? lc.lostSoulsDominance.filter((_s, i) => i !== d)
					: lc.lostSoulsDominance;
			return withCult(state, lc, {
				lostSouls: { ...lc.lostSouls, [a.suit]: lc.lostSouls[a.suit] - 1 },
				lostSoulsDominance: dominance
			});
		},
		describe: (a) => ({ key: 'root.log.lcLostSoulRemoved', values: { suit: a.suit } })
	}),
	lcDawn: liveMove<{ type: 'lcDawn' }>({
		schema: schema('lcDawn', {}),
		apply(state) {
			const lc = cultOf(state);
			if (isInvalid(lc)) return lc;
			// Dawn happens once per turn: a second tap would adjust the Outcast again.
			if (lc.dawnDone) return invalid('root.error.dawnDone');
			// 10.3.3 «Elegir al Paria»: the table places the marker; the app never guesses it.
			if (!lc.outcastChosen) return invalid('root.error.outcastFirst');
			// Reglamento 10.4.1 Ajustar el Paria, then 10.4.2 «Descarta todas las cartas del montón
			// de almas perdidas... (las cartas de dominancia pasan a estar disponibles)».
			const r = explainAdjustOutcast({
				lostSouls: lc.lostSouls,
				outcast: lc.outcast,
				hated: lc.hated
			});
			return withCult(state, lc, {
				outcast: r.outcast,
				hated: r.hated,
				outcastChosen: true,
				lostSouls: { ...EMPTY_LOST_SOULS },
				lostSoulsDominance: [],
				scoredThisTurn: [],
				dawns: lc.dawns + 1,
				dawnDone: true,
				daylightBegun: false
			});
		},
		describe(_a, before, ctx) {
			const lc = before.lizards;
			if (!lc) return { key: 'root.log.lcDawn' };
			const r = explainAdjustOutcast({
				lostSouls: lc.lostSouls,
				outcast: lc.outcast,
				hated: lc.hated
			});
			return {
				key: 'root.log.lcDawn',
				values: {
					player: cultName(before, ctx),
					branch: r.branch,
					suit: r.outcast,
					hated: r.hated ? 'yes' : 'no',
					dominance: lc.lostSoulsDominance.length
				}
			};
		}
	}),
	lcRevenge: liveMove<{ type: 'lcRevenge'; count: number }>({
		schema: schema('lcRevenge', { count: S.num }),
		apply(state, a) {
			const lc = cultOf(state);
			if (isInvalid(lc)) return lc;
			// Reglamento 10.2.3 «se coloca en la zona de acólitos en lugar de la reserva».
			if (!isPositiveInt(a.count)) return invalid('root.error.badCount');
			if (lc.acolytes + a.count > LIZARD_WARRIORS) return tooManyWarriors();
			return withCult(state, lc, { acolytes: lc.acolytes + a.count });
		},
		describe: (a, b, ctx) => ({
			key: 'root.log.lcRevenge',
			values: { player: cultName(b, ctx), n: a.count }
		})
	}),
	lcSacrifice: liveMove<{ type: 'lcSacrifice' }>({
		schema: schema('lcSacrifice', {}),
		apply(state) {
			const lc = cultOf(state);
			if (isInvalid(lc)) return lc;
			// Reglamento 10.5.4 «Coloca un guerrero en la zona de acólitos... revelar una carta de ave.»
			if (lc.acolytes + 1 > LIZARD_WARRIORS) return tooManyWarriors();
			return withCult(state, lc, { acolytes: lc.acolytes + 1, daylightBegun: true });
		},
		describe: (_a, b, ctx) => ({
			key: 'root.log.lcSacrifice',
			values: { player: cultName(b, ctx) }
		})
	}),
	lcConspiracy: liveMove<{
		type: 'lcConspiracy';
		kind: ConspiracyKind;
		tradePost?: boolean;
		removed?: Record<string, number>;
		scoredByHand?: boolean;
	}>({
		schema: schema('lcConspiracy', {
			kind: S.str,
			tradePost: v.optional(S.bool),
			removed: v.optional(v.record(v.string(), S.num)),
			scoredByHand: v.optional(S.bool)
		}),
		apply(state, a, ctx) {
			const lc = cultOf(state);
			if (isInvalid(lc)) return lc;
			if (!(CONSPIRACIES as readonly string[]).includes(a.kind))
				return invalid('root.error.badConspiracy');
			// Reglamento 10.4.3 «Si el paria es odiado, cada conspiración te cuesta un acólito menos.»
			const cost = conspiracyCost(a.kind, lc.hated);
			if (lc.acolytes < cost)
				return invalid('root.error.notEnoughAcolytes', { need: cost, have: lc.acolytes });
			if (a.kind === 'sanctify') {
				// «reemplazar un edificio enemigo de un claro de paria por un jardín correspondiente»
				if (gardensFull(lc.gardens[lc.outcast]))
					return invalid('root.error.gardensFull', { suit: lc.outcast });
				const placed = withCult(state, lc, {
					acolytes: lc.acolytes - cost,
					gardens: { ...lc.gardens, [lc.outcast]: lc.gardens[lc.outcast] + 1 }
				});
				let next = placed;
				if (a.tradePost) {
					// The replaced building is a Company trade post: it leaves the map with its
					// Trade Disruption (11.2.5 I «retira la mitad de sus fondos, redondeando hacia arriba»).
					const rf = placed.riverfolk;
					if (!rf) return invalid('root.error.factionNotInPlay', { faction: 'riverfolk' });
					if (rf.postsOnMap[lc.outcast] <= 0)
						return invalid('root.error.noTradePostOnMap', { suit: lc.outcast });
					const funds = disruptedBy(rf, ctx, a.removed);
					if (isInvalid(funds)) return funds;
					next = withCompany(placed, rf, {
						funds,
						postsOnMap: { ...rf.postsOnMap, [lc.outcast]: rf.postsOnMap[lc.outcast] - 1 }
					});
				}
				// Law of Root 3.2.1 (not in the supplied §10–§11 text, which is silent on it):
				// «Whenever a player removes an enemy building or token, they score one victory
				// point» — Sanctify removes the building it replaces.
				// (A version 3 log's Sanctify was scored by hand: see migrateV3.)
				return a.scoredByHand ? next : gainVp(next, lc.player, SANCTIFY_VP);
			}
			return withCult(state, lc, { acolytes: lc.acolytes - cost });
		},
		describe: (a, before, ctx) => ({
			key: 'root.log.lcConspiracy',
			values: {
				player: cultName(before, ctx),
				kind: a.kind,
				cost:
					before.lizards && (CONSPIRACIES as readonly string[]).includes(a.kind)
						? conspiracyCost(a.kind, before.lizards.hated)
						: 0,
				post: a.tradePost ? 'yes' : 'no'
			}
		}),
		explain: (a, before, after, ctx) =>
			import('./explain-factions').then((m) => m.explainConspiracy(a, before, after, ctx))
	}),
	lcBuild: liveMove<{ type: 'lcBuild'; suit: Suit }>({
		schema: schema('lcBuild', { suit: S.str }),
		apply(state, a) {
			const lc = cultOf(state);
			if (isInvalid(lc)) return lc;
			if (!isSuit(a.suit)) return invalid('root.error.badSuit');
			// Reglamento 10.5.1 «Coloca un jardín correspondiente a la carta revelada».
			if (gardensFull(lc.gardens[a.suit]))
				return invalid('root.error.gardensFull', { suit: a.suit });
			// A build after the Dawn is Daylight (10.5.1); before the first Dawn it is setup (10.3.2).
			return withCult(state, lc, {
				gardens: { ...lc.gardens, [a.suit]: lc.gardens[a.suit] + 1 },
				daylightBegun: lc.daylightBegun || lc.dawnDone
			});
		},
		describe: (a, b, ctx) => ({
			key: 'root.log.lcBuild',
			values: { player: cultName(b, ctx), suit: a.suit }
		})
	}),
	lcGardenRemoved: liveMove<{ type: 'lcGardenRemoved'; suit: Suit; card?: CardSuit }>({
		schema: schema('lcGardenRemoved', { suit: S.str, card: v.optional(S.str) }),
		apply(state, a) {
			const lc = cultOf(state);
			if (isInvalid(lc)) return lc;
			if (!isSuit(a.suit)) return invalid('root.error.badSuit');
			// Reglamento 10.2.5 «Miedo a los Fieles»: the Cult then discards a random card.
			if (lc.gardens[a.suit] <= 0) return invalid('root.error.noGardens', { suit: a.suit });
			if (a.card !== undefined && !isCardSuit(a.card)) return invalid('root.error.badSuit');
			// «el Culto debe descartar una carta al azar»: a discarded card goes to the Lost Souls.
			return withCult(state, lc, {
				gardens: { ...lc.gardens, [a.suit]: lc.gardens[a.suit] - 1 },
				lostSouls: a.card === undefined ? lc.lostSouls : addLostSoul(lc.lostSouls, a.card)
			});
		},
		describe: (a, b, ctx) => ({
			key: 'root.log.lcGardenRemoved',
			// The discarded card's suit, when the table entered it (it went to the Lost Souls).
			values: { player: cultName(b, ctx), suit: a.suit, card: a.card ?? 'none' }
		})
	}),
	lcScore: liveMove<{ type: 'lcScore'; suit: Suit }>({
		schema: schema('lcScore', { suit: S.str }),
		apply(state, a) {
			const lc = cultOf(state);
			if (isInvalid(lc)) return lc;
			// Reglamento 10.2.2 «Las cartas de ave no son comodines para los rituales del Culto.»
			if ((a.suit as string) === 'bird') return invalid('root.error.birdNotWild');
			if (!isSuit(a.suit)) return invalid('root.error.badSuit');
			// 10.5.3 «Sólo puedes realizar esta acción una vez por turno por cada palo.»
			if (lc.scoredThisTurn.includes(a.suit))
				return invalid('root.error.scoredThisTurn', { suit: a.suit });
			if (lc.gardens[a.suit] === 0) return invalid('root.error.noGardens', { suit: a.suit });
			// «Gasta la carta que reveles (colócala en almas perdidas)».
			const next = withCult(state, lc, {
				scoredThisTurn: [...lc.scoredThisTurn, a.suit],
				lostSouls: addLostSoul(lc.lostSouls, a.suit),
				daylightBegun: true
			});
			return gainVp(next, lc.player, scoreRitualVp(lc.gardens[a.suit]));
		},
		describe(a, before, ctx) {
			const g = before.lizards && isSuit(a.suit) ? before.lizards.gardens[a.suit] : 0;
			return {
				key: 'root.log.lcScore',
				values: { player: cultName(before, ctx), suit: a.suit, vp: scoreRitualVp(g), gardens: g }
			};
		},
		explain: (a, before, after, ctx) =>
			import('./explain').then((m) => m.explainScore(a, before, after, ctx))
	}),
	lcAdjustAcolytes: liveMove<{ type: 'lcAdjustAcolytes'; delta: number }>({
		schema: schema('lcAdjustAcolytes', { delta: S.num }),
		apply(state, a) {
			const lc = cultOf(state);
			if (isInvalid(lc)) return lc;
			if (!isNonZeroInt(a.delta)) return invalid('root.error.badDelta');
			if (lc.acolytes + a.delta < 0)
				return invalid('root.error.notEnoughAcolytes', { need: -a.delta, have: lc.acolytes });
			if (lc.acolytes + a.delta > LIZARD_WARRIORS) return tooManyWarriors();
			return withCult(state, lc, { acolytes: lc.acolytes + a.delta });
		},
		describe: (a, b, ctx) => ({
			key: 'root.log.lcAdjustAcolytes',
			values: { player: cultName(b, ctx), ...signed(a.delta) }
		})
	})
};
