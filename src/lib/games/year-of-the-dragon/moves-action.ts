/**
 * The action phase of the live companion: who deals, the table's event row and deal, each
 * player's action card (or none).
 */
import { invalid, type Invalid } from '../core/types';
import {
	ACTION_CARDS,
	JOIN_GROUP_COST,
	MAX_FLOORS,
	PRIVILEGE_COST_SMALL,
	PEACE_MONTHS
} from './data';
import { actionYield, groupSizes, noActionTopUp, type Palace } from './rules';
import { dealGroups, eventRowIsLegal } from './setup';
import {
	actingPlayer,
	finishTurn,
	moveTrack,
	withPlayer,
	type ActionRecord,
	type BuildPlacement,
	type LiveAction,
	type LiveState
} from './model';

/** The player's palaces with a build's floors placed as the table says, or why not. */
export function buildPalaces(
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
export function dealOpen(state: LiveState): boolean {
	return state.phase === 'start' || (state.phase === 'action' && state.actions.length === 0);
}

export function reduceDealMode(
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
export function reduceSetEventRow(
	state: LiveState,
	a: Extract<LiveAction, { type: 'setEventRow' }>
): LiveState | Invalid {
	if (!eventRowOpen(state)) return invalid('year-of-the-dragon.error.eventRowClosed');
	const row = Array.isArray(a.row) ? [...a.row] : [];
	if (!eventRowIsLegal(row)) return invalid('year-of-the-dragon.error.eventRowIllegal');
	return { ...state, eventRow: row };
}

export function reduceSetGroups(
	state: LiveState,
	a: Extract<LiveAction, { type: 'setGroups' }>
): LiveState | Invalid {
	if (!dealOpen(state)) return invalid('year-of-the-dragon.error.dealClosed');
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

export function reduceTakeAction(
	state: LiveState,
	a: Extract<LiveAction, { type: 'takeAction' }>
): LiveState | Invalid {
	const p = actingPlayer(state, a.player);
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

export function reduceNoAction(
	state: LiveState,
	a: Extract<LiveAction, { type: 'noAction' }>
): LiveState | Invalid {
	const p = actingPlayer(state, a.player);
	if ('invalid' in p) return p;
	// Reglamento «1a Fase»: en lugar de actuar, lleva su dinero hasta 3 yuanes.
	const amount = noActionTopUp(p.yuan);
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
