/** Log lines of the live flow: what each move did, in words. */
import type { MessageRef } from '../core/types';
import { ACTION_CARDS, JOIN_GROUP_COST, NO_ACTION_TOP_UP, PRIVILEGE_COST_SMALL } from './data';
import { actionYield, noActionTopUp } from './rules';
import type { Ctx } from './options';
import { findPlayer, name, type LiveAction, type LiveState } from './model';

export function describeLive(action: LiveAction, before: LiveState, ctx: Ctx): MessageRef {
	switch (action.type) {
		case 'oldestPlayer':
			return {
				key: 'year-of-the-dragon.log.oldestPlayer',
				values: { player: name(ctx, action.player) }
			};
		case 'startingPair':
			return {
				key: 'year-of-the-dragon.log.startingPair',
				values: {
					player: name(ctx, action.player),
					first: String(action.persons?.[0]),
					second: String(action.persons?.[1])
				}
			};
		case 'takeAction': {
			const p = findPlayer(before, action.player);
			const joinPaid = (before.dragons[action.group]?.length ?? 0) > 0 ? JOIN_GROUP_COST : 0;
			const base = { player: name(ctx, action.player), group: action.group + 1, paid: joinPaid };
			if (action.card === 'privilege')
				return {
					key: 'year-of-the-dragon.log.action.privilege',
					values: {
						...base,
						size: action.privilege ?? 'small',
						cost: action.privilege === 'large' ? before.largePrivilegeCost : PRIVILEGE_COST_SMALL
					}
				};
			const amount =
				p && ACTION_CARDS.includes(action.card) ? actionYield(action.card, p.palaces).total : 0;
			const card = ACTION_CARDS.includes(action.card) ? action.card : 'taxes';
			return { key: `year-of-the-dragon.log.action.${card}`, values: { ...base, amount } };
		}
		case 'dealMode':
			return {
				key: 'year-of-the-dragon.log.dealMode',
				values: { byTable: String(action.byTable ?? true) }
			};
		case 'setGroups':
			return {
				key: 'year-of-the-dragon.log.setGroups',
				values: { groups: action.groups.length }
			};
		case 'setEventRow':
			return { key: 'year-of-the-dragon.log.setEventRow' };
		case 'noAction': {
			const p = findPlayer(before, action.player);
			return {
				key: 'year-of-the-dragon.log.noAction',
				values: {
					player: name(ctx, action.player),
					amount: noActionTopUp(p?.yuan ?? 0),
					topUp: NO_ACTION_TOP_UP
				}
			};
		}
		case 'recruit': {
			const player = name(ctx, action.player);
			const person = action.person ?? null;
			if (person === null)
				return {
					key: 'year-of-the-dragon.log.recruitNothing',
					values: { player, card: String(action.card) }
				};
			if (action.palace === null || action.palace === undefined)
				return {
					key: 'year-of-the-dragon.log.recruitReleased',
					values: { player, person: person.type, age: person.age }
				};
			const replace = action.replace ?? null;
			if (replace !== null)
				return {
					key: 'year-of-the-dragon.log.recruitReplace',
					values: {
						player,
						person: person.type,
						age: person.age,
						palace: action.palace + 1,
						replaced: replace.type,
						replacedAge: replace.age
					}
				};
			return {
				key: 'year-of-the-dragon.log.recruit',
				values: { player, person: person.type, age: person.age, palace: action.palace + 1 }
			};
		}
		case 'resolveEvent': {
			const released = Object.values(action.releases ?? {}).reduce(
				(n, r) => n + (Array.isArray(r) ? r.length : 0),
				0
			);
			return {
				key: 'year-of-the-dragon.log.resolveEvent',
				values: {
					month: before.month,
					event: before.eventRow[Math.max(0, before.month - 1)] ?? 'peace',
					released
				}
			};
		}
		case 'adjust':
			return {
				key: 'year-of-the-dragon.log.adjust',
				values: {
					player: name(ctx, action.player),
					field: String(action.field),
					value: action.value
				}
			};
		case 'setPalaces':
			return {
				key: 'year-of-the-dragon.log.setPalaces',
				values: { player: name(ctx, action.player), palaces: action.palaces?.length ?? 0 }
			};
		default:
			return { key: 'year-of-the-dragon.log.unknown' };
	}
}
