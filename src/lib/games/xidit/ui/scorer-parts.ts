/**
 * What Lords of Xidit adds to core's quick scorer: its entry is by region, not by player (the
 * sections the live final uses too), and its result the three evaluations.
 */
import type { ScorerParts } from '$lib/ui/game-ui';
import ScorerEntry from './ScorerEntry.svelte';
import ScorerResult from './ScorerResult.svelte';

export const parts: ScorerParts = { Result: ScorerResult, Body: ScorerEntry };
