/**
 * The live companion's moves: starting pairs, the action, person, event phases and the
 * table's corrections, each a validated move with a pure apply (see core/define).
 */
import { winnersOf } from '../core/ranking';
import * as v from 'valibot';
import { seedRng } from '../core/rng';
import { defineFlow, move } from '../core/define';
import {
	invalid,
	isInvalid,
	type Flow,
	type Glance,
	type Invalid,
	type SessionSummary
} from '../core/types';
import {
	ACTION_CARDS,
	JOIN_GROUP_COST,
	MAX_FLOORS,
	MONTHS,
	NO_ACTION_TOP_UP,
	PERSON_TYPES,
	PRIVILEGE_COST_SMALL,
	EVENT_TYPES,
	PEACE_MONTHS,
	START,
	type ActionCard,
	type Age,
	type YotdEvent
} from './data';
import {
	actionYield,
	applyReleases,
	decay,
	groupSizes,
	roundScore,
	startingPairError,
	takeFromSupply,
	tileValue,
	type Pair,
	type Palace,
	type PersonSupply,
	type PersonTile
} from './rules';
import { finalBreakdown, finalScore, placesOf } from './scoring';
import { dealGroups, eventRowIsLegal, setupFromCode, type Setup } from './setup';
import { MAX_COUNT, type Ctx, type YotdOptions } from './options';
import {
	checkTurn,
	countTiles,
	finishTurn,
	findPlayer,
	hasRoom,
	isCount,
	isPersonType,
	isTile,
	moveTrack,
	name,
	nextPlayer,
	palacesError,
	startHand,
	startMonth,
	toFinalPlayers,
	withPlayer,
	ADJUST_FIELDS,
	type ActionRecord,
	type BuildPlacement,
	type LiveAction,
	type LivePlayer,
	type LiveState,
	type PersonPlay,
	type PlayerMonthResult
} from './model';
import { availableFor, eventPreview } from './queries';
import { describeLive } from './log';

/** The setup drawn from the seed: stored on the session when it is created (see setupFromCode). */
export function drawSetup(ctx: Ctx): Setup {
	return setupFromCode(ctx.seed, ctx.players.length, ctx.options);
}

/** The session's stored setup (never recomputed on load); drawn only when none was stored. */
export function setupOf(ctx: Ctx): Setup {
	const s = ctx.setup as Setup | null | undefined;
	if (
		s &&
		typeof s === 'object' &&
		Array.isArray(s.eventRow) &&
		s.eventRow.length === MONTHS &&
		Array.isArray(s.pickOrder) &&
		s.pickOrder.length === ctx.players.length &&
		typeof s.personSupply === 'object'
	)
		return s;
	return drawSetup(ctx);
}

export function initLive(ctx: Ctx): LiveState {
	const setup = setupOf(ctx);
	const players: LivePlayer[] = ctx.players.map((p) => ({
		id: p.id,
		yuan: START.yuan,
		rice: 0,
		fireworks: 0,
		smallPrivileges: 0,
		largePrivileges: 0,
		score: START.score,
		track: START.personTrack,
		arrival: 0,
		palaces: START.palaces.map((floors) => ({ floors, persons: [] })),
		hand: startHand()
	}));
	return {
		month: 0,
		phase: 'start',
		eventRow: setup.eventRow,
		firstPlayer: setup.firstPlayer,
		...(setup.oldest ? { askOldest: true } : {}),
		largePrivilegeCost: setup.largePrivilegeCost,
		supply: setup.personSupply,
		players,
		startingPairs: [],
		order: setup.pickOrder.map((seat) => ctx.players[seat].id),
		done: [],
		rng: seedRng(`${ctx.seed}:actions`),
		groups: [],
		dragons: [],
		actions: [],
		plays: [],
		reports: [],
		history: [],
		arrivals: 0,
		final: null
	};
}

// ---------------------------------------------------------------- starting pairs

/**
 * Reglamento «Preparar»: «Empieza el jugador de mayor edad»; then clockwise (seat order).
 * Said once, before the first pick.
 */
function reduceOldest(
	state: LiveState,
	a: Extract<LiveAction, { type: 'oldestPlayer' }>,
	ctx: Ctx
): LiveState | Invalid {
	if (state.phase !== 'start' || !state.askOldest || state.startingPairs.length > 0)
		return invalid('year-of-the-dragon.error.oldestClosed');
	const seat = ctx.players.findIndex((p) => p.id === a.player);
	if (seat < 0)
		return invalid('year-of-the-dragon.error.unknownPlayer', { player: String(a.player) });
	const n = ctx.players.length;
	const { askOldest: _asked, ...rest } = state;
	return {
		...rest,
		firstPlayer: seat,
		order: Array.from({ length: n }, (_x, i) => ctx.players[(seat + i) % n]!.id)
	};
}

function reduceStartingPair(
	state: LiveState,
	a: Extract<LiveAction, { type: 'startingPair' }>
): LiveState | Invalid {
	if (state.askOldest) return invalid('year-of-the-dragon.error.oldestFirst');
	const p = checkTurn(state, 'start', a.player);
	if ('invalid' in p) return p;
	if (!Array.isArray(a.persons) || a.persons.length !== 2)
		return invalid('year-of-the-dragon.error.startingPairShape');
	const pair: Pair = [a.persons[0], a.persons[1]];
	const err = startingPairError(
		pair,
		state.startingPairs.map((s) => s.pair),
		state.supply
	);
	if (err) return invalid(err);
	if (!Array.isArray(a.palaces) || a.palaces.length !== 2)
		return invalid('year-of-the-dragon.error.badPalace');
	const palaces = p.palaces.map((x) => ({ ...x, persons: [...x.persons] }));
	for (let i = 0; i < 2; i++) {
		const target = palaces[a.palaces[i]];
		if (!Number.isInteger(a.palaces[i]) || !target)
			return invalid('year-of-the-dragon.error.badPalace');
		if (target.persons.length >= target.floors)
			return invalid('year-of-the-dragon.error.palaceFull', { palace: a.palaces[i] + 1 });
		target.persons.push({ type: pair[i], age: 'young' });
	}
	const tiles: PersonTile[] = pair.map((type) => ({ type, age: 'young' }));
	// Reglamento «Preparar»: al tomar una persona se mueve el marcador su valor; si cae con otro, encima.
	const moved = tiles.reduce((n, t) => n + tileValue(t), 0);
	const s = moveTrack(
		{
			...withPlayer(state, p.id, (x) => ({ ...x, palaces })),
			supply: takeFromSupply(state.supply, tiles),
			startingPairs: [...state.startingPairs, { player: p.id, pair }]
		},
		p.id,
		moved
	);
	return finishTurn(s, p.id);
}

// ---------------------------------------------------------------- action phase

function buildPalaces(
	palaces: readonly Palace[],
	floors: number,
	b: BuildPlacement | undefined
): Palace[] | Invalid {
	if (
		typeof b !== 'object' ||
		b === null ||
		!Array.isArray(b.addTo) ||
		!Array.isArray(b.newPalaces) ||
		!b.addTo.every((x) => Number.isInteger(x)) ||
		!b.newPalaces.every((x) => Number.isInteger(x))
	)
		return invalid('year-of-the-dragon.error.buildPlacement');
	const placed = b.addTo.length + b.newPalaces.reduce((n, h) => n + h, 0);
	// Reglamento «Construir»: toma 1 piso por el martillo y 1 más por martillo de artesano; los construye.
	if (placed !== floors) return invalid('year-of-the-dragon.error.buildCount', { floors, placed });
	const out = palaces.map((x) => ({ ...x }));
	for (const i of b.addTo) {
		if (!out[i]) return invalid('year-of-the-dragon.error.badPalace', { palace: i + 1 });
		out[i] = { ...out[i], floors: out[i].floors + 1 };
		// Reglamento «Preparar»: un palacio nunca puede tener más de 3 pisos.
		if (out[i].floors > MAX_FLOORS)
			return invalid('year-of-the-dragon.error.palaceTooHigh', { palace: i + 1, max: MAX_FLOORS });
	}
	for (const h of b.newPalaces) {
		if (h < 1 || h > MAX_FLOORS)
			return invalid('year-of-the-dragon.error.newPalaceHeight', { max: MAX_FLOORS });
		out.push({ floors: h, persons: [] });
	}
	return out;
}

/** Whether the deal may still change: before the game or before the month's first action. */
function dealOpen(state: LiveState): boolean {
	return state.phase === 'start' || (state.phase === 'action' && state.actions.length === 0);
}

function reduceDealMode(
	state: LiveState,
	a: Extract<LiveAction, { type: 'dealMode' }>
): LiveState | Invalid {
	if (!dealOpen(state)) return invalid('year-of-the-dragon.error.dealClosed');
	const tableDeal = a.byTable ?? true;
	if (state.phase === 'start' || tableDeal === (state.tableDeal ?? false))
		return { ...state, tableDeal };
	if (tableDeal) return { ...state, tableDeal, groups: [], dragons: [] };
	const [groups, rng] = dealGroups(state.rng, state.players.length);
	return { ...state, tableDeal, rng, groups, dragons: groups.map(() => []) };
}

/** The table may lay its own row until the first event tile that is not Peace (month 3) comes. */
export function eventRowOpen(state: LiveState): boolean {
	return state.phase !== 'finished' && state.month <= PEACE_MONTHS;
}

/**
 * Reglamento «Preparar»: «Mezcla las 10 fichas restantes boca abajo y dibuja una a la vez al
 * azar»: the table's own draw replaces the phone's offer, checked like the phone's (2 Peace
 * first, every tile once, never 2 identical side by side).
 */
function reduceSetEventRow(
	state: LiveState,
	a: Extract<LiveAction, { type: 'setEventRow' }>
): LiveState | Invalid {
	if (!eventRowOpen(state)) return invalid('year-of-the-dragon.error.eventRowClosed');
	const row = Array.isArray(a.row) ? [...a.row] : [];
	if (!eventRowIsLegal(row)) return invalid('year-of-the-dragon.error.eventRowIllegal');
	return { ...state, eventRow: row };
}

function reduceSetGroups(
	state: LiveState,
	a: Extract<LiveAction, { type: 'setGroups' }>
): LiveState | Invalid {
	if (state.phase !== 'action' || !dealOpen(state))
		return invalid('year-of-the-dragon.error.dealClosed');
	const cards = a.groups.flat();
	// Reglamento «1a Fase»: las 7 cartas en tantos grupos como jugadores haya.
	if (
		a.groups.length !== state.players.length ||
		cards.length !== ACTION_CARDS.length ||
		!ACTION_CARDS.every((c) => cards.includes(c))
	)
		return invalid('year-of-the-dragon.error.groupsCards', { groups: state.players.length });
	// Reglamento «1a Fase»: las cartas deben dividirse lo más uniformemente posible.
	const sizes = a.groups.map((g) => g.length).sort((x, y) => y - x);
	const even = groupSizes(ACTION_CARDS.length, state.players.length);
	if (sizes.some((n, i) => n !== even[i]))
		return invalid('year-of-the-dragon.error.groupsUneven', { sizes: even.join('-') });
	const groups = a.groups.map((g) => [...g]);
	return { ...state, groups, dragons: groups.map(() => []) };
}

function reduceTakeAction(
	state: LiveState,
	a: Extract<LiveAction, { type: 'takeAction' }>
): LiveState | Invalid {
	const p = checkTurn(state, 'action', a.player);
	if ('invalid' in p) return p;
	if (state.groups.length === 0) return invalid('year-of-the-dragon.error.dealFirst');
	if (!Number.isInteger(a.group) || !state.groups[a.group])
		return invalid('year-of-the-dragon.error.badGroup');
	if (!ACTION_CARDS.includes(a.card) || !state.groups[a.group].includes(a.card))
		return invalid('year-of-the-dragon.error.cardNotInGroup', { group: a.group + 1 });
	// Reglamento «1a Fase» (Nota): un grupo con al menos 1 dragón cuesta 3 yuanes.
	const joinPaid = state.dragons[a.group].length > 0 ? JOIN_GROUP_COST : 0;
	let privilegeCost = 0;
	if (a.card === 'privilege') {
		if (a.privilege !== 'small' && a.privilege !== 'large')
			return invalid('year-of-the-dragon.error.privilegeSize');
		// Reglamento «Privilegio»: 2 yuanes el pequeño, 6 (o 7, opción) el grande; 1 por acción.
		privilegeCost = a.privilege === 'small' ? PRIVILEGE_COST_SMALL : state.largePrivilegeCost;
	}
	const need = joinPaid + privilegeCost;
	if (p.yuan < need)
		return invalid('year-of-the-dragon.error.notEnoughYuan', { need, have: p.yuan });
	const y = actionYield(a.card, p.palaces);
	let s = withPlayer(state, p.id, (x) => ({ ...x, yuan: x.yuan - joinPaid }));
	switch (a.card) {
		case 'taxes':
			s = withPlayer(s, p.id, (x) => ({ ...x, yuan: x.yuan + y.total }));
			break;
		case 'build': {
			const palaces = buildPalaces(p.palaces, y.total, a.build);
			if ('invalid' in palaces) return palaces;
			s = withPlayer(s, p.id, (x) => ({ ...x, palaces }));
			break;
		}
		case 'harvest':
			s = withPlayer(s, p.id, (x) => ({ ...x, rice: x.rice + y.total }));
			break;
		case 'fireworks':
			s = withPlayer(s, p.id, (x) => ({ ...x, fireworks: x.fireworks + y.total }));
			break;
		case 'parade':
			s = moveTrack(s, p.id, y.total);
			break;
		case 'research':
			s = withPlayer(s, p.id, (x) => ({ ...x, score: x.score + y.total }));
			break;
		case 'privilege':
			s = withPlayer(s, p.id, (x) => ({
				...x,
				yuan: x.yuan - privilegeCost,
				smallPrivileges: x.smallPrivileges + (a.privilege === 'small' ? 1 : 0),
				largePrivileges: x.largePrivileges + (a.privilege === 'large' ? 1 : 0)
			}));
			break;
	}
	const record: ActionRecord = {
		player: p.id,
		group: a.group,
		card: a.card,
		joinPaid,
		amount: a.card === 'privilege' ? privilegeCost : y.total,
		privilege: a.card === 'privilege' ? (a.privilege ?? null) : null
	};
	s = {
		...s,
		dragons: s.dragons.map((d, i) => (i === a.group ? [...d, p.id] : d)),
		actions: [...s.actions, record]
	};
	return finishTurn(s, p.id);
}

function reduceNoAction(
	state: LiveState,
	a: Extract<LiveAction, { type: 'noAction' }>
): LiveState | Invalid {
	const p = checkTurn(state, 'action', a.player);
	if ('invalid' in p) return p;
	// Reglamento «1a Fase»: en lugar de actuar, lleva su dinero hasta 3 yuanes.
	const amount = Math.max(0, NO_ACTION_TOP_UP - p.yuan);
	const s = withPlayer(state, p.id, (x) => ({ ...x, yuan: x.yuan + amount }));
	const record: ActionRecord = {
		player: p.id,
		group: null,
		card: null,
		joinPaid: 0,
		amount,
		privilege: null
	};
	return finishTurn({ ...s, actions: [...s.actions, record] }, p.id);
}

function reduceRecruit(
	state: LiveState,
	a: Extract<LiveAction, { type: 'recruit' }>
): LiveState | Invalid {
	const p = checkTurn(state, 'person', a.player);
	if ('invalid' in p) return p;
	if (a.card !== 'wild' && !isPersonType(a.card))
		return invalid('year-of-the-dragon.error.unknownPersonType');
	if (!(p.hand[a.card] > 0))
		return invalid('year-of-the-dragon.error.cardNotInHand', { card: a.card });
	const person = a.person ?? null;
	const palaceAt = a.palace ?? null;
	const replace = a.replace ?? null;
	const hand = { ...p.hand, [a.card]: p.hand[a.card] - 1 };
	const available = availableFor(state.supply, a.card);
	const play = (
		took: PersonTile | null,
		palace: number | null,
		replaced: PersonTile | null,
		moved: number
	) => ({ player: p.id, card: a.card, took, palace, replaced, moved }) satisfies PersonPlay;
	if (available.length === 0) {
		// Reglamento «2da Fase»: si la ficha ya no está disponible, no obtiene nada (ni sustituto).
		if (person !== null) return invalid('year-of-the-dragon.error.nothingToTake');
		const s = withPlayer(state, p.id, (x) => ({ ...x, hand }));
		return finishTurn({ ...s, plays: [...s.plays, play(null, null, null, 0)] }, p.id);
	}
	// Reglamento «2da Fase»: mientras tenga espacio en sus palacios, debe convocar a nuevas personas.
	if (person === null) return invalid('year-of-the-dragon.error.mustRecruit');
	if (!isTile(person)) return invalid('year-of-the-dragon.error.unknownPersonType');
	if (a.card !== 'wild' && person.type !== a.card)
		return invalid('year-of-the-dragon.error.personWrongType', { card: a.card });
	if (!available.some((t) => t.type === person.type && t.age === person.age))
		return invalid('year-of-the-dragon.error.personUnavailable', {
			type: person.type,
			age: person.age
		});
	const supply = takeFromSupply(state.supply, [person]);
	const room = hasRoom(p.palaces);
	let palaces: Palace[];
	let replaced: PersonTile | null = null;
	if (palaceAt === null) {
		// Reglamento «2da Fase»: con todos los palacios llenos puede liberar a la nueva persona (sin mover).
		if (room) return invalid('year-of-the-dragon.error.mustPlace');
		if (replace !== null) return invalid('year-of-the-dragon.error.badPalace');
		const s = withPlayer(state, p.id, (x) => ({ ...x, hand }));
		return finishTurn({ ...s, supply, plays: [...s.plays, play(person, null, null, 0)] }, p.id);
	}
	const target = Number.isInteger(palaceAt) ? p.palaces[palaceAt] : undefined;
	if (!target)
		return invalid('year-of-the-dragon.error.badPalace', { palace: Number(palaceAt) + 1 });
	if (target.persons.length < target.floors) {
		if (replace !== null) return invalid('year-of-the-dragon.error.replaceWithRoom');
		palaces = p.palaces.map((x, i) =>
			i === palaceAt ? { ...x, persons: [...x.persons, { type: person.type, age: person.age }] } : x
		);
	} else {
		// Reglamento «2da Fase»: si todos sus palacios están llenos, puede reemplazar a una persona.
		if (room) return invalid('year-of-the-dragon.error.freeSpaceLeft');
		if (replace === null || !isTile(replace))
			return invalid('year-of-the-dragon.error.replaceRequired');
		const at = target.persons.findIndex((t) => t.type === replace.type && t.age === replace.age);
		if (at < 0) return invalid('year-of-the-dragon.error.personNotInPalace');
		replaced = { type: replace.type, age: replace.age };
		palaces = p.palaces.map((x, i) =>
			i === palaceAt
				? {
						...x,
						persons: x.persons.map((t, j) =>
							j === at ? { type: person.type, age: person.age } : t
						)
					}
				: x
		);
	}
	// Reglamento «2da Fase»: mueve su marcador el valor de la nueva ficha; nunca hacia atrás al liberar.
	const moved = tileValue(person);
	const s = moveTrack(
		withPlayer({ ...state, supply }, p.id, (x) => ({ ...x, hand, palaces })),
		p.id,
		moved
	);
	return finishTurn(
		{
			...s,
			plays: [...s.plays, play({ type: person.type, age: person.age }, palaceAt, replaced, moved)]
		},
		p.id
	);
}

function reduceResolveEvent(
	state: LiveState,
	a: Extract<LiveAction, { type: 'resolveEvent' }>
): LiveState | Invalid {
	if (state.phase !== 'event')
		return invalid('year-of-the-dragon.error.wrongPhase', { phase: state.phase });
	const releases = a.releases ?? {};
	if (typeof releases !== 'object' || releases === null)
		return invalid('year-of-the-dragon.error.badRelease');
	for (const id of Object.keys(releases))
		if (!findPlayer(state, id))
			return invalid('year-of-the-dragon.error.unknownPlayer', { player: id });
	const { event, outcomes } = eventPreview(state);
	const results: PlayerMonthResult[] = [];
	let players = state.players;
	// Reglamento «Regla general»: las liberaciones ocurren en el orden del registro de personas.
	for (const o of outcomes) {
		const p = players.find((x) => x.id === o.id) as LivePlayer;
		const mine = releases[o.id] ?? [];
		if (!Array.isArray(mine)) return invalid('year-of-the-dragon.error.badRelease');
		if (mine.length !== o.mustRelease)
			return invalid('year-of-the-dragon.error.releaseCount', {
				player: o.id,
				need: o.mustRelease,
				got: mine.length
			});
		const after = applyReleases(p.palaces, mine, o.distinctPalaces);
		if (typeof after === 'string') return invalid(after, { player: o.id });
		// Reglamento «Decaer»: cada palacio deshabitado pierde 1 piso.
		const d = decay(after);
		const updated: LivePlayer = {
			...p,
			yuan: p.yuan - o.yuanPaid,
			rice: p.rice - o.riceReturned,
			fireworks: p.fireworks - o.fireworksReturned,
			score: p.score + o.vp,
			palaces: d.palaces
		};
		// Reglamento «4ta Fase: Puntuación»: palacios, abanicos y dragones de privilegio.
		const round = roundScore(updated);
		players = players.map((x) =>
			x.id === o.id ? { ...updated, score: updated.score + round.total } : x
		);
		results.push({
			...o,
			released: mine.map((r) => ({ palace: r.palace, type: r.type, age: r.age })),
			lostFloors: d.lostFloors,
			vanishedPalaces: d.vanished,
			decayed: d.decayed,
			round
		});
	}
	const scores: Record<string, number> = {};
	for (const p of players) scores[p.id] = p.score;
	let s: LiveState = {
		...state,
		players,
		reports: [...state.reports, { month: state.month, event, players: results }],
		history: [...state.history, { round: state.month, scores }]
	};
	if (state.month < MONTHS) return startMonth(s, state.month + 1);
	// Reglamento «Fin del juego»: la partida termina tras la puntuación del duodécimo mes.
	s = { ...s, phase: 'finished', order: [], done: [] };
	return { ...s, final: finalScore(toFinalPlayers(s)) };
}

// ---------------------------------------------------------------- corrections

/** After the end, a correction re-scores the final (the winners may change). */
function rescored(state: LiveState): LiveState {
	return state.phase === 'finished'
		? { ...state, final: finalScore(toFinalPlayers(state)) }
		: state;
}

function reduceAdjust(
	state: LiveState,
	a: Extract<LiveAction, { type: 'adjust' }>
): LiveState | Invalid {
	const p = findPlayer(state, a.player);
	if (!p) return invalid('year-of-the-dragon.error.unknownPlayer', { player: String(a.player) });
	if (!ADJUST_FIELDS.includes(a.field)) return invalid('year-of-the-dragon.error.badField');
	if (!isCount(a.value))
		return invalid('year-of-the-dragon.error.badValue', { field: a.field, max: MAX_COUNT });
	if (a.field === 'track') {
		if (a.value === p.track) return state;
		// «los marcadores de persona nunca se mueven hacia atrás» governs play; fixing a typo may go
		// back. A corrected marker lands on top of any marker on its space, like any arrival.
		const arrivals = state.arrivals + 1;
		return rescored({
			...withPlayer(state, p.id, (x) => ({ ...x, track: a.value, arrival: arrivals })),
			arrivals
		});
	}
	return rescored(withPlayer(state, p.id, (x) => ({ ...x, [a.field]: a.value })));
}

function reduceSetPalaces(
	state: LiveState,
	a: Extract<LiveAction, { type: 'setPalaces' }>
): LiveState | Invalid {
	const p = findPlayer(state, a.player);
	if (!p) return invalid('year-of-the-dragon.error.unknownPlayer', { player: String(a.player) });
	const err = palacesError(a.palaces);
	if (err) return err;
	const before = countTiles(p.palaces);
	const after = countTiles(a.palaces);
	// A person put back was released by mistake (from the box), or comes from the display;
	// a person taken away goes back to the display, or out of the game (the table says which).
	const from = a.added ?? 'display';
	const to = a.removed ?? 'display';
	const supply = {} as PersonSupply;
	for (const type of PERSON_TYPES) {
		supply[type] = { ...state.supply[type] };
		for (const age of ['young', 'old'] as Age[]) {
			const k = `${type}.${age}`;
			const diff = (before.get(k) ?? 0) - (after.get(k) ?? 0);
			if (diff > 0 && to === 'display') supply[type][age] += diff;
			if (diff < 0 && from === 'display') supply[type][age] += diff;
			// Only legal states: no more tiles of a type than the display still holds.
			if (supply[type][age] < 0)
				return invalid('year-of-the-dragon.error.supplyExceeded', { type, age });
		}
	}
	const palaces = a.palaces.map((x) => ({
		floors: x.floors,
		persons: x.persons.map((t) => ({ type: t.type, age: t.age }))
	}));
	return rescored({ ...withPlayer(state, p.id, (x) => ({ ...x, palaces })), supply });
}

function summarizeLive(state: LiveState): SessionSummary {
	const scores: Record<string, number> = {};
	if (state.final) for (const r of state.final) scores[r.id] = r.total;
	else for (const p of state.players) scores[p.id] = p.score;
	// Figures for statistics: persons released by each event over the whole game.
	const personsLostByEvent: Record<string, number> = {};
	for (const r of state.reports) {
		const n = r.players.reduce((k, p) => k + p.released.length, 0);
		if (n > 0) personsLostByEvent[r.event] = (personsLostByEvent[r.event] ?? 0) + n;
	}
	return {
		round: state.month === 0 ? null : state.month,
		finished: state.phase === 'finished',
		scores,
		winners: state.final ? winnersOf(state.final) : [],
		...(state.phase === 'finished' && state.final ? { places: placesOf(state.final) } : {}),
		figures: { personsLostByEvent },
		// Each player's remaining person cards are a hand, seen by its owner only.
		...(state.phase === 'finished' ? {} : { hidden: true })
	};
}

/** Error values name players by id inside the moves: show their names instead. */
function withNames<S>(result: S | Invalid, ctx: Ctx): S | Invalid {
	if (!isInvalid(result) || !result.reason.values) return result;
	const values: Record<string, string | number> = { ...result.reason.values };
	for (const k of ['player', 'expected'])
		if (typeof values[k] === 'string') values[k] = name(ctx, values[k] as string);
	return invalid(result.reason.key, values);
}

type S = LiveState;
type O = YotdOptions;
type Of<T extends LiveAction['type']> = Extract<LiveAction, { type: T }>;
/**
 * Schemas check the shape of each action; the values a rule decides on (a person type, a
 * palace index, a count) are checked by the move itself so the refusal names the rule.
 */
const schema = <T extends LiveAction['type']>(
	entries: v.ObjectEntries
): v.GenericSchema<unknown, Of<T>> =>
	v.object(entries) as unknown as v.GenericSchema<unknown, Of<T>>;
const tile = v.object({ type: v.string(), age: v.string() });
const maybe = <T extends v.GenericSchema>(x: T) => v.optional(v.nullable(x));

const moves = {
	oldestPlayer: move<S, O, Of<'oldestPlayer'>>({
		schema: schema<'oldestPlayer'>({ type: v.literal('oldestPlayer'), player: v.string() }),
		apply: (s, a, ctx) => reduceOldest(s, a, ctx),
		describe: describeLive
	}),
	startingPair: move<S, O, Of<'startingPair'>>({
		schema: schema<'startingPair'>({
			type: v.literal('startingPair'),
			player: v.string(),
			persons: v.array(v.string()),
			palaces: v.array(v.number())
		}),
		apply: (s, a) => reduceStartingPair(s, a),
		describe: describeLive
	}),
	takeAction: move<S, O, Of<'takeAction'>>({
		schema: schema<'takeAction'>({
			type: v.literal('takeAction'),
			player: v.string(),
			group: v.number(),
			card: v.string(),
			privilege: v.optional(v.string()),
			build: v.optional(v.unknown())
		}),
		apply: (s, a) => reduceTakeAction(s, a),
		describe: describeLive
	}),
	dealMode: move<S, O, Of<'dealMode'>>({
		schema: schema<'dealMode'>({ type: v.literal('dealMode'), byTable: v.optional(v.boolean()) }),
		apply: (s, a) => reduceDealMode(s, a),
		describe: describeLive
	}),
	setGroups: move<S, O, Of<'setGroups'>>({
		schema: schema<'setGroups'>({
			type: v.literal('setGroups'),
			groups: v.array(v.array(v.picklist(ACTION_CARDS as ActionCard[])))
		}),
		apply: (s, a) => reduceSetGroups(s, a),
		describe: describeLive
	}),
	setEventRow: move<S, O, Of<'setEventRow'>>({
		schema: schema<'setEventRow'>({
			type: v.literal('setEventRow'),
			row: v.array(v.picklist(EVENT_TYPES as YotdEvent[]))
		}),
		apply: (s, a) => reduceSetEventRow(s, a),
		describe: describeLive
	}),
	noAction: move<S, O, Of<'noAction'>>({
		schema: schema<'noAction'>({ type: v.literal('noAction'), player: v.string() }),
		apply: (s, a) => reduceNoAction(s, a),
		describe: describeLive
	}),
	recruit: move<S, O, Of<'recruit'>>({
		schema: schema<'recruit'>({
			type: v.literal('recruit'),
			player: v.string(),
			card: v.string(),
			person: maybe(v.unknown()),
			palace: maybe(v.number()),
			replace: maybe(v.unknown())
		}),
		apply: (s, a) => reduceRecruit(s, a),
		describe: describeLive
	}),
	resolveEvent: move<S, O, Of<'resolveEvent'>>({
		schema: schema<'resolveEvent'>({
			type: v.literal('resolveEvent'),
			releases: v.optional(
				v.record(v.string(), v.array(v.object({ palace: v.number(), ...tile.entries })))
			)
		}),
		apply: (s, a) => reduceResolveEvent(s, a),
		describe: describeLive
	}),
	adjust: move<S, O, Of<'adjust'>>({
		schema: schema<'adjust'>({
			type: v.literal('adjust'),
			player: v.string(),
			field: v.string(),
			value: v.number()
		}),
		apply: (s, a) => reduceAdjust(s, a),
		describe: describeLive
	}),
	setPalaces: move<S, O, Of<'setPalaces'>>({
		schema: schema<'setPalaces'>({
			type: v.literal('setPalaces'),
			player: v.string(),
			palaces: v.array(v.unknown()),
			added: v.optional(v.picklist(['display', 'box'])),
			removed: v.optional(v.picklist(['display', 'box']))
		}),
		apply: (s, a) => reduceSetPalaces(s, a),
		describe: describeLive
	})
};

const declared = defineFlow<S, O, LiveAction>({
	init: initLive,
	moves,
	breakdown: (state) => (state.final ? finalBreakdown(state.final) : null),
	summarize: (state) => summarizeLive(state),
	scoreHistory: (state) => state.history.map((h) => ({ round: h.round, scores: { ...h.scores } }))
});

/**
 * The top bar's line: the phase with this month's event («Acción · Contagio») and the player
 * whose turn it is (nobody in the event phase: the whole table resolves it).
 */
export function glanceLive(state: LiveState): Glance {
	if (state.phase === 'finished') return { phase: null, turn: null };
	// Until the table says who is the oldest, nobody picks yet.
	if (state.phase === 'start')
		return {
			phase: { key: 'year-of-the-dragon.phase.start' },
			turn: state.askOldest ? null : nextPlayer(state)
		};
	return {
		phase: {
			key: 'year-of-the-dragon.glance',
			values: { phase: state.phase, event: state.eventRow[state.month - 1] ?? 'peace' }
		},
		turn: nextPlayer(state)
	};
}

export const live: Flow<LiveState, LiveAction, YotdOptions> = {
	...declared,
	glance: (state) => glanceLive(state),
	reduce: (state, action, ctx) => withNames(declared.reduce(state, action, ctx), ctx)
};
