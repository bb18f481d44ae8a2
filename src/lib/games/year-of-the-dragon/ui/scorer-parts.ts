/**
 * What Year of the Dragon adds to core's quick scorer: its entry goes round the table one
 * player at a time (palaces by floors, the person track), and its result the final table.
 */
import type { ScorerParts } from '$lib/ui/game-ui';
import ScorerEntry from './ScorerEntry.svelte';
import ScorerResult from './ScorerResult.svelte';

export const parts: ScorerParts = { Result: ScorerResult, Body: ScorerEntry };
