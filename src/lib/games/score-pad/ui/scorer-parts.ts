/** The score pad's quick scorer is the pad on one screen: entry and result are the same sheet. */
import type { ScorerParts } from '$lib/ui/game-ui';
import Scorer from './Scorer.svelte';

export const parts: ScorerParts = { Body: Scorer, Result: Scorer };
