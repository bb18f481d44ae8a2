/**
 * ICU selects built from a catalogue's own names, so the «Why?» and rules messages name a law
 * or a law's field in the reader's language without repeating the names.
 */
import type { Catalogue } from '../../core/types';
import { LAW_IDS } from '../data';

const FIELDS = [
	'gold',
	'squires',
	'counties',
	'battles',
	'placed1',
	'placed2',
	'placed3',
	'placed4',
	'reserve4',
	'extensions',
	'nobles',
	'exchange'
] as const;

/** `{arg, select, goldStrengthen {…} … other {{arg}}}` from the catalogue's law names. */
export const lawSelect = (base: Catalogue, arg = 'law'): string =>
	`{${arg}, select, ${LAW_IDS.map((l) => `${l} {${base[`lancaster.law.${l}.name`]}}`).join(' ')} other {{${arg}}}}`;

/** `{field, select, gold {…} …}` from the catalogue's field names. */
export const fieldSelect = (base: Catalogue): string =>
	`{field, select, ${FIELDS.map((f) => `${f} {${base[`lancaster.field.${f}`]}}`).join(' ')} other {{field}}}`;
