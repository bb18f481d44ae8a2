/**
 * The reload path of a session: the game's code, the session row, its drafts and its log read
 * side by side (app.html's early read when it started them), then folded from the stored
 * checkpoint. Marks each step for bench/resume.js (docs/performance.md).
 */
import type { Repository } from '$lib/db/repo';
import type { SessionRow } from '$lib/db/schema';
import type { MessageRef } from '$lib/games/core/types';
import type { DraftStore } from './draft.svelte';
import { gameHint, loadGame, rememberGame } from './load-game';
import { SessionView, takeEarlyRead } from './session.svelte';

export function markResume(step: string, detail?: object): void {
	performance.mark(`resume:${step}`, { detail });
}

export type Opened = { view: SessionView; row: SessionRow } | { failure: MessageRef };

export async function openSession(
	id: string,
	repo: Repository,
	drafts: DraftStore
): Promise<Opened> {
	markResume('start');
	const hint = gameHint(id);
	const code = hint ? loadGame(hint).catch(() => null) : null;
	const early = await takeEarlyRead(id);
	const [row, saved, log, stored] = early
		? [early.row, early.drafts, early.log, early.snapshot]
		: await Promise.all([
				repo.getSession(id),
				repo.listDrafts(id),
				repo.loadLog(id),
				repo.getSnapshot(id)
			]);
	markResume('read');
	if (!row) return { failure: { key: 'session.notFound' } };
	const game = (code && hint === row.gameId ? await code : null) ?? (await loadGame(row.gameId));
	if (!game) return { failure: { key: 'session.unknownGame', values: { game: row.gameId } } };
	markResume('game');
	rememberGame(id, row.gameId);
	drafts.load(
		saved.map((d) => [d.form, d.value] as const),
		{
			put: (form, value) => repo.putDraft(id, form, value),
			clear: (form) => repo.clearDraft(id, form)
		}
	);
	const view = await SessionView.open(row, game, log, repo, stored);
	markResume('fold', { early: !!early, resumedFrom: view.resumedFrom, inEffect: log.length });
	return { view, row };
}
