import type { GameUi } from '$lib/ui/game-ui';
import { module } from '../index';
import Live from './Live.svelte';
import Board from './BoardScreen.svelte';
import PlayerLine from './PlayerLine.svelte';
import Options from './Options.svelte';
import Scorer from './ScorerScreen.svelte';
import Setup from './SetupScreen.svelte';

export { module };
export const ui: GameUi = { Live, Board, PlayerLine, Scorer, Setup, Options };
