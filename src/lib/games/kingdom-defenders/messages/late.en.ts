// The «Why?» and rules-at-hand texts, and the texts of the screens a live round does not open
// (setup, options, Board, final form, results): a chunk of their own, loaded the first time one
// opens (GameModule.lateMessages, and ui/late.ts for the screens), so the game's chunk stays in
// its budget.
import type { Catalogue } from '../../core/types';
import { whyEn } from './why-en';
import { rulesEn } from './rules-en';
import { screensEn } from './screens-en';

export default { ...whyEn, ...rulesEn, ...screensEn } satisfies Catalogue;
