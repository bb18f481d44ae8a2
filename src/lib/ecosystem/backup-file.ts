/**
 * Backup files on disk: the export streamed through the browser's gzip (`CompressionStream`)
 * into a Blob, so only the compressed bytes and one page of sessions are in memory; the import
 * streamed back through `DecompressionStream` a line at a time. Files of versions 1 and 2 (one
 * JSON document, never compressed) are still read, whole.
 */
import {
	decodeBackupBytes,
	exportLines,
	parseBackup,
	readHeader,
	readLine,
	type BackupHeader,
	type BackupRecord,
	type ParseResult
} from '$lib/db/backup';
import type { Repository } from '$lib/db/repo';
import type { MessageRef } from '$lib/games/core/types';

export const GZIP_TYPE = 'application/gzip';

/** The whole backup as a gzip-compressed Blob of JSON lines. */
export async function exportBackupBlob(repo: Repository): Promise<Blob> {
	const lines = exportLines(repo);
	const text = new ReadableStream<string>({
		async pull(controller) {
			const next = await lines.next();
			if (next.done) controller.close();
			else controller.enqueue(next.value);
		},
		async cancel() {
			await lines.return(undefined);
		}
	});
	const gz = text
		.pipeThrough(new TextEncoderStream())
		.pipeThrough(
			new CompressionStream('gzip') as unknown as TransformStream<Uint8Array, Uint8Array>
		);
	const blob = await new Response(gz).blob();
	return new Blob([blob], { type: GZIP_TYPE });
}

export type OpenedBackup =
	| { ok: true; header: BackupHeader; records: AsyncIterable<BackupRecord> }
	| { ok: false; error: MessageRef; details?: string };

const isGzip = (b: Uint8Array) => b[0] === 0x1f && b[1] === 0x8b;

/** The lines of a text stream, without their line ends. */
async function* linesOf(stream: ReadableStream<string>): AsyncGenerator<string> {
	const reader = stream.getReader();
	let rest = '';
	try {
		for (;;) {
			const { done, value } = await reader.read();
			if (done) break;
			rest += value;
			let at: number;
			while ((at = rest.indexOf('\n')) >= 0) {
				yield rest.slice(0, at);
				rest = rest.slice(at + 1);
			}
		}
		if (rest !== '') yield rest;
	} finally {
		reader.releaseLock();
	}
}

/** Records of a document read whole, in the order an import takes them. */
async function* documentRecords(
	backup: Extract<ParseResult, { ok: true }>['backup']
): AsyncGenerator<BackupRecord> {
	for (const value of backup.sessions) yield { kind: 'session', value };
	for (const value of backup.profiles ?? []) yield { kind: 'profile', value };
	for (const value of backup.drafts ?? []) yield { kind: 'draft', value };
	for (const value of backup.memory ?? []) yield { kind: 'memory', value };
}

/**
 * Opens a backup file: a gzip-compressed version 3 file is streamed (its header read now,
 * its records as the import asks for them); anything else is read whole and checked by
 * `parseBackup` (a gzip file whose text is not a version 3 file too). A damaged stream ends
 * the records with a 'bad' one: what came before it is imported.
 */
export async function openBackup(file: Blob): Promise<OpenedBackup> {
	const start = new Uint8Array(await file.slice(0, 2).arrayBuffer());
	if (!isGzip(start)) {
		const parsed = parseBackup(
			decodeBackupBytes(new Uint8Array(await file.arrayBuffer())),
			file.size
		);
		return parsed.ok
			? { ok: true, header: parsed.backup, records: documentRecords(parsed.backup) }
			: parsed;
	}
	const text = file
		.stream()
		.pipeThrough(
			new DecompressionStream('gzip') as unknown as TransformStream<Uint8Array, Uint8Array>
		)
		.pipeThrough(new TextDecoderStream() as unknown as TransformStream<Uint8Array, string>);
	const lines = linesOf(text);
	let first: IteratorResult<string>;
	try {
		first = await lines.next();
	} catch (e) {
		return { ok: false, error: { key: 'backup.error.notJson' }, details: String(e) };
	}
	if (first.done) return { ok: false, error: { key: 'backup.error.empty' } };
	const head = readHeader(first.value.replace(/^\uFEFF/, ''));
	if (head && !head.ok) return head;
	if (!head) {
		// A compressed document of an older version: read it whole.
		let whole = first.value;
		try {
			for await (const line of lines) whole += '\n' + line;
		} catch (e) {
			return { ok: false, error: { key: 'backup.error.notJson' }, details: String(e) };
		}
		const parsed = parseBackup(whole);
		return parsed.ok
			? { ok: true, header: parsed.backup, records: documentRecords(parsed.backup) }
			: parsed;
	}
	async function* records(): AsyncGenerator<BackupRecord> {
		try {
			for await (const line of lines) if (line.trim() !== '') yield readLine(line);
		} catch (e) {
			yield { kind: 'bad', details: `stream: ${String(e).slice(0, 200)}` };
		}
	}
	return { ok: true, header: head.backup, records: records() };
}
