/**
 * A session as hand-off codes, and back: the sending phone writes the session as a
 * one-session backup file (header line and one session line, gzip); the receiving phone opens
 * those bytes with the backup file reader and imports them through the ordinary backup import
 * (checked and replayed with the game's rules, merged by id like any backup).
 */
import type { Repository } from '$lib/db/repo';
import type { LoadedGame } from '$lib/games/registry';
import { BACKUP_FORMAT, BACKUP_VERSION, compactSession, exportSessions } from '$lib/db/backup';
import { openBackup } from '$lib/ecosystem/backup-file';
import { importRecords, type ImportResult } from '$lib/ecosystem/backup-import';
import { gunzip, gzip, newTag, splitCodes } from './codes';

/** The session's one-session backup text (version-3 lines). */
export async function playLines(repo: Repository, sessionId: string): Promise<string | null> {
	const backup = await exportSessions(repo, [sessionId]);
	const s = backup.sessions[0];
	if (!s) return null;
	const head = {
		format: BACKUP_FORMAT,
		version: BACKUP_VERSION,
		exportedAt: backup.exportedAt,
		app: backup.app
	};
	// Only the session: drafts and this phone's editing state stay here.
	const { correcting: _c, ...rest } = s;
	return `${JSON.stringify(head)}\n${JSON.stringify({ s: compactSession(rest) })}\n`;
}

/** The codes that hand `sessionId` over; null when it is too long for codes. */
export async function playCodes(repo: Repository, sessionId: string): Promise<string[] | null> {
	const text = await playLines(repo, sessionId);
	return text ? splitCodes(await gzip(text), newTag()) : null;
}

/** Imports a received hand-off (the gzip bytes the codes carried). */
export async function importHandoff(
	repo: Repository,
	bytes: Uint8Array,
	load: (gameId: string) => Promise<LoadedGame | null>
): Promise<ImportResult & { sessionId?: string }> {
	// The whole gzip checked first, trailer (length and CRC) included: the backup reader streams
	// records as they decompress, so a hand-off missing its last characters was stored and then
	// reported damaged. A hand-off that fails its check stores nothing.
	if ((await gunzip(bytes)) === null) return { ok: false, error: { key: 'backup.error.invalid' } };
	const opened = await openBackup(new Blob([bytes as BlobPart], { type: 'application/gzip' }));
	if (!opened.ok) return opened;
	const all = opened.records;
	let sessionId: string | undefined;
	async function* records() {
		for await (const r of all) {
			if (r.kind === 'session' && !sessionId)
				sessionId = (r.value as { id?: unknown })?.id as string | undefined;
			yield r;
		}
	}
	const result = await importRecords(repo, records(), load);
	return { ...result, sessionId };
}
