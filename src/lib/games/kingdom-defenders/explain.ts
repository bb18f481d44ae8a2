/**
 * «Why?» for the moments the phone resolves: the King's favour order (p.8), each horde movement
 * (victory p.15, advance p.15, siege p.16), the final fame by cause (p.18) and the achievements
 * (last page). Each is read from what the move stored (the favour's basis, the horde report, the
 * final outcome), so it says what was applied; what an older state lacks is named, never thrown.
 */
import type { Explanation, MessageRef, Player } from '../core/types';
import { SIEGE_FEWEST_FAME } from './data';
import { stillNeeded } from './rules';
import { distinctShapes } from './scoring';
import type { Ctx, FinalOutcome, HordeReport, LiveState } from './live-types';

const K = 'kingdom-defenders.why';
const ref = (key: string, values?: Record<string, string | number>): MessageRef =>
	values ? { key: `${K}.${key}`, values } : { key: `${K}.${key}` };

const nameIn = (players: readonly Player[]) => (id: string) =>
	players.find((p) => p.id === id)?.name ?? id;
const namesIn = (players: readonly Player[]) => (ids: readonly string[]) =>
	ids.map(nameIn(players)).join(', ');

/** An explanation that cannot be built: the title, and a sentence naming what is missing. */
function missing(title: MessageRef, what: string, page: number | undefined): Explanation {
	const says = ref('missing', { what });
	return {
		title,
		inputs: [],
		steps: [says],
		rule: { text: ref('missingRule'), page },
		outcome: says
	};
}

// ---------- the King's favour (Reglamento p.8) ----------

export function explainFavour(s: LiveState, players: readonly Player[]): Explanation {
	const title = ref('favour.title', { round: s.round });
	const f = s.favour;
	if (!f?.basis) return missing(title, 'favourBasis', 8);
	const { fame, turnOrder } = f.basis;
	const name = nameIn(players);
	const names = namesIn(players);
	const inputs = turnOrder.map((id, i) => ({
		player: id,
		text: ref('favour.input', { player: name(id), fame: fame[id] ?? 0, pos: i + 1 })
	}));
	// Players sharing a fame value: the worse turn position picks first among them.
	const tied = [...new Set(f.order.map((id) => fame[id] ?? 0))]
		.map((n) => ({ n, ids: f.order.filter((id) => (fame[id] ?? 0) === n) }))
		.filter((g) => g.ids.length > 1);
	return {
		title,
		inputs,
		steps: [
			ref('favour.byFame', { order: names(f.order) }),
			...tied.map((g) => ref('favour.tiedAt', { players: names(g.ids), n: g.n }))
		],
		rule: { text: ref('favour.rule'), page: 8 },
		...(tied.length
			? { tie: ref('favour.tie', { first: names(tied.map((g) => g.ids[0]!)) }) }
			: {}),
		outcome: ref('favour.outcome', { first: name(f.order[0] ?? ''), order: names(f.order) })
	};
}

// ---------- the horde movement (Reglamento p.15–16) ----------

const PAGE = { victory: 15, advance: 15, siege: 16 } as const;

export function explainHorde(r: HordeReport, players: readonly Player[]): Explanation {
	const title = ref('horde.title', { round: r.round, outcome: r.outcome });
	if (!r.card || !r.camps) return missing(title, 'hordeCard', PAGE[r.outcome]);
	const card = r.card;
	const camps = r.camps;
	const name = nameIn(players);
	const names = namesIn(players);
	const held = (id: string) => camps[id] ?? { weapons: 0, spells: 0 };
	const sum = (k: 'weapons' | 'spells') => Object.values(camps).reduce((n, c) => n + c[k], 0);
	const short = stillNeeded(card, camps);
	const inputs: Explanation['inputs'] = [
		{
			text: ref('horde.card', {
				weapons: card.weapons,
				spells: card.spells,
				speed: card.speed,
				special: card.special
			})
		},
		...players.map((p) => ({
			player: p.id,
			text: ref('horde.camp', {
				player: p.name,
				weapons: held(p.id).weapons,
				spells: held(p.id).spells
			})
		}))
	];
	const steps: MessageRef[] = [
		ref('horde.supplied', {
			weapons: sum('weapons'),
			spells: sum('spells'),
			needWeapons: card.weapons,
			needSpells: card.spells
		})
	];
	let tie: MessageRef | undefined;
	let outcome: MessageRef;
	if (r.outcome === 'victory') {
		steps.push(ref('horde.covered'));
		if (r.decisive)
			steps.push(ref('horde.decisive', { player: name(r.decisive.player), slot: r.decisive.slot }));
		for (const e of r.effects) {
			const c = r.choices?.[e.id] ?? {};
			steps.push(
				ref('horde.victoryEffect', {
					player: name(e.id),
					n: e.resources,
					fame: r.applied?.[e.id] ?? e.fame,
					reward: e.coinOrLoot ? (c.reward ?? 'unknown') : 'none',
					level: e.level ? (c.level ?? 'unknown') : 'none',
					tile: e.reward ? 'yes' : 'no'
				})
			);
		}
		const top = Math.max(0, ...r.effects.map((e) => e.resources));
		const tops = r.effects.filter((e) => e.resources === top).map((e) => e.id);
		if (top > 0 && tops.length > 1) tie = ref('horde.rewardTie', { players: names(tops), n: top });
		const winner = r.effects.find((e) => e.reward);
		outcome = ref('horde.outcome.victory', { player: winner ? name(winner.id) : 'none' });
	} else {
		steps.push(ref('horde.short', { weapons: short.weapons, spells: short.spells }));
		if (r.outcome === 'advance') {
			outcome = ref('horde.outcome.advance', { n: r.counter });
		} else {
			steps.push(ref('horde.reachesWall', { fame: r.siegeFame ?? 0 }));
			const fewestFame = card.siege?.fewestFame ?? SIEGE_FEWEST_FAME;
			for (const e of r.effects) {
				const c = r.choices?.[e.id] ?? {};
				const moved = r.applied?.[e.id] ?? e.fame;
				steps.push(
					ref('horde.siegeEffect', {
						player: name(e.id),
						n: e.resources,
						fame: moved,
						// The fame track stops at 0: the siege took less than it asked.
						floor: moved === e.fame ? 'no' : 'yes',
						level: e.level ? (c.level ?? 'unknown') : 'none',
						penalty: e.fewest ? (c.penalty ?? 'none') : 'none'
					})
				);
			}
			const fewest = r.effects.filter((e) => e.fewest);
			if (fewest.length)
				steps.push(
					ref('horde.fewest', {
						players: names(fewest.map((e) => e.id)),
						n: fewest[0]!.resources,
						fame: fewestFame
					})
				);
			if (fewest.length > 1)
				tie = ref('horde.fewestTie', { players: names(fewest.map((e) => e.id)) });
			outcome = ref('horde.outcome.siege', { wall: r.wall ?? 'A' });
		}
	}
	return {
		title,
		inputs,
		steps,
		rule: { text: ref(`horde.rule.${r.outcome}`), page: PAGE[r.outcome] },
		...(tie ? { tie } : {}),
		outcome
	};
}

// ---------- the final fame (Reglamento p.18) ----------

const count = (orbs: readonly string[], t: string) => orbs.filter((o) => o === t).length;

/** What the orbs became, in the final form's words. */
function orbsOf(orbsAs: readonly string[]) {
	return {
		weapon: count(orbsAs, 'weapon'),
		tome: count(orbsAs, 'tome'),
		trophy: count(orbsAs, 'trophy'),
		rune: orbsAs.filter((o) => o.startsWith('rune')).length
	};
}

export function explainFinal(o: FinalOutcome, players: readonly Player[]): Explanation {
	const title = ref('final.title');
	if (o.players.length === 0 || o.results.length !== o.players.length)
		return missing(title, 'finalInputs', 18);
	const name = nameIn(players);
	const names = namesIn(players);
	const inputs: { player: string; text: MessageRef }[] = [];
	const steps: MessageRef[] = [];
	for (const p of o.players) {
		const r = o.results.find((x) => x.id === p.id)!;
		const orbs = orbsOf(r.orbsAs);
		inputs.push({
			player: p.id,
			text: ref('final.input', {
				player: name(p.id),
				fame: p.fame,
				loot: p.loot,
				runes: p.runes.reduce((a, b) => a + b, 0),
				shapes: distinctShapes(p.runes),
				trophies: p.trophies,
				weapons: p.weapons,
				tomes: p.tomes,
				orbs: p.orbs,
				wounds: p.wounds,
				strength: p.strengthMultiplier,
				magic: p.magicMultiplier,
				destiny: p.destiny ? p.destiny.kind : 'none'
			})
		});
		if (r.orbsAs.length) steps.push(ref('final.orbs', { player: name(p.id), ...orbs }));
		const b = r.breakdown;
		steps.push(
			ref('final.sum', {
				player: name(p.id),
				fame: b.fame ?? 0,
				loot: b.loot ?? 0,
				runes: b.runes ?? 0,
				trophies: b.trophies ?? 0,
				weaponsN: p.weapons + orbs.weapon,
				strength: p.strengthMultiplier,
				weapons: b.weapons ?? 0,
				tomesN: p.tomes + orbs.tome,
				magic: p.magicMultiplier,
				tomes: b.tomes ?? 0,
				wounds: -(b.wounds ?? 0),
				destiny: b.destiny ?? 0,
				total: r.total
			})
		);
	}
	const best = Math.max(...o.results.map((r) => r.total));
	const top = o.results.filter((r) => r.total === best).map((r) => r.id);
	let tie: MessageRef | undefined;
	if (top.length > 1) {
		const of = (id: string) => o.players.find((p) => p.id === id)!;
		const cards = Math.max(...top.map((id) => of(id).adventureCards));
		const byCards = top.filter((id) => of(id).adventureCards === cards);
		const by = o.winners.length > 1 ? 'shared' : byCards.length === 1 ? 'cards' : 'loot';
		tie = ref('final.tie', {
			players: names(top),
			n: best,
			by,
			winner: names(o.winners),
			cards,
			loot: Math.max(...byCards.map((id) => of(id).loot))
		});
	}
	return {
		title,
		inputs,
		steps,
		rule: { text: ref('final.rule'), page: 18 },
		...(tie ? { tie } : {}),
		outcome: ref('final.outcome', {
			winners: names(o.winners),
			count: o.winners.length,
			n: best
		})
	};
}

// ---------- the achievements (Reglamento, last page «Logros») ----------

/**
 * Page of the «Logros» table: the rulebook's last page, whose number our text does not show —
 * none is given (a page is never guessed).
 */
export const ACHIEVEMENTS_PAGE = undefined;

export function explainAchievements(o: FinalOutcome, players: readonly Player[]): Explanation {
	const title = ref('ach.title');
	if (o.players.length === 0) return missing(title, 'finalInputs', ACHIEVEMENTS_PAGE);
	const name = nameIn(players);
	const inputs = o.players.map((p) => ({
		player: p.id,
		text: ref('ach.input', {
			player: name(p.id),
			wounds: p.wounds,
			loot: p.loot,
			trophies: p.trophies,
			shapes: distinctShapes(p.runes),
			total: o.results.find((r) => r.id === p.id)?.total ?? 0
		})
	}));
	const steps: MessageRef[] = [];
	let n = 0;
	for (const p of o.players)
		for (const a of o.achievements[p.id] ?? []) {
			n += 1;
			steps.push(ref('ach.got', { player: name(p.id), achievement: a }));
		}
	if (n === 0) steps.push(ref('ach.none'));
	return {
		title,
		inputs,
		steps,
		rule: { text: ref('ach.rule'), page: ACHIEVEMENTS_PAGE },
		outcome: ref('ach.outcome', { n })
	};
}

/**
 * The «why» of any move, from the state change it applied: a new final score (the final or a
 * correction after it), a horde movement (on its own step or passed through), or a new favour
 * order. Null for a move that resolves none of these.
 */
export function explainMove(before: LiveState, after: LiveState, ctx: Ctx): Explanation | null {
	if (after.final && after.final !== before.final) return explainFinal(after.final, ctx.players);
	if (after.hordeReport && after.hordeReport !== before.hordeReport)
		return explainHorde(after.hordeReport, ctx.players);
	if (after.favour && after.favour.order !== before.favour?.order)
		return explainFavour(after, ctx.players);
	return null;
}
