/** What Lancaster adds to core's quick scorer: the final table, and each player's knights. */
import type { ScorerParts } from '$lib/ui/game-ui';
import ScorerKnights from './ScorerKnights.svelte';
import ScorerResult from './ScorerResult.svelte';

export const parts: ScorerParts = { Result: ScorerResult, Extra: ScorerKnights };
