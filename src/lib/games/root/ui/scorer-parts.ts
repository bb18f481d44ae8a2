/** What Root adds to core's quick scorer: each player's faction, VP and dominance; the result. */
import type { ScorerParts } from '$lib/ui/game-ui';
import ScorerFields from './ScorerFields.svelte';
import ScorerResult from './ScorerResult.svelte';

export const parts: ScorerParts = { Result: ScorerResult, Fields: ScorerFields };
