// The «Why?» and rules-at-hand texts: a chunk of their own, loaded the first time one opens
// (GameModule.lateMessages), so the game's chunk stays in its budget.
import type { Catalogue } from '../../core/types';
import catalogue from './en';
import { whyEn } from './why-en';
import { rulesEn } from './rules-en';

export default { ...whyEn(catalogue), ...rulesEn } satisfies Catalogue;
