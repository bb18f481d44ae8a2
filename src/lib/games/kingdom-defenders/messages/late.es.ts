// The «Why?» and rules-at-hand texts: a chunk of their own, loaded the first time one opens
// (GameModule.lateMessages), so the game's chunk stays in its budget.
import type { Catalogue } from '../../core/types';
import { whyEs } from './why-es';
import { rulesEs } from './rules-es';

export default { ...whyEs, ...rulesEs } satisfies Catalogue;
