import type { GameUi } from '$lib/ui/game-ui';
import { module } from '../index';
import Board from './Board.svelte';
import Live from './Live.svelte';
import Options from './Options.svelte';
import PlayerLine from './PlayerLine.svelte';
import Scorer from './ScorerScreen.svelte';
import Setup from './Setup.svelte';

export { module };
export const ui: GameUi = { Live, Board, PlayerLine, Scorer, Setup, Options };
