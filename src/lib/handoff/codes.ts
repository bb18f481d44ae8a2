/**
 * No network at all: a play (or a setup: a session just started) handed from
 * phone to phone as a few QR codes. The payload is the session as a one-session backup file
 * (version-3 lines, gzip: the bytes the backup export writes), in base64url, split into
 * numbered codes: `TM1.<tag>.<n>.<of>.<data>`. The tag ties the codes of one hand-off together.
 * Pure (browser streams only): no Svelte, no Dexie.
 */

export const PREFIX = 'TM1';
/** Characters of payload per code: a QR code a phone's camera reads at arm's length. */
export const CODE_CHARS = 600;
/** More codes than this is not a hand-off anymore (a backup file is the way then). */
export const MAX_CODES = 40;

export function toBase64url(bytes: Uint8Array): string {
	let s = '';
	for (let i = 0; i < bytes.length; i += 0x8000)
		s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
	return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64url(text: string): Uint8Array | null {
	if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
	try {
		const s = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
		const out = new Uint8Array(s.length);
		for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
		return out;
	} catch {
		return null;
	}
}

async function pipe(bytes: Uint8Array, stream: GenericTransformStream): Promise<Uint8Array> {
	const out = new Blob([bytes as BlobPart])
		.stream()
		.pipeThrough(stream as unknown as TransformStream<Uint8Array, Uint8Array>);
	return new Uint8Array(await new Response(out).arrayBuffer());
}

export const gzip = (text: string) =>
	pipe(new TextEncoder().encode(text), new CompressionStream('gzip'));

export async function gunzip(bytes: Uint8Array): Promise<string | null> {
	try {
		return new TextDecoder().decode(await pipe(bytes, new DecompressionStream('gzip')));
	} catch {
		return null;
	}
}

/** The codes of gzip `bytes`: null when they would take more than MAX_CODES codes. */
export function splitCodes(bytes: Uint8Array, tag: string, size = CODE_CHARS): string[] | null {
	const data = toBase64url(bytes);
	const of = Math.max(1, Math.ceil(data.length / size));
	if (of > MAX_CODES) return null;
	return Array.from(
		{ length: of },
		(_, i) => `${PREFIX}.${tag}.${i + 1}.${of}.${data.slice(i * size, (i + 1) * size)}`
	);
}

/** A short random tag for one hand-off. */
export function newTag(): string {
	return toBase64url(crypto.getRandomValues(new Uint8Array(3)));
}

export type Added =
	| { kind: 'bad' }
	| { kind: 'progress'; have: number; of: number; fresh: boolean }
	| { kind: 'done'; bytes: Uint8Array };

const CODE = /^TM1\.([A-Za-z0-9_-]{1,8})\.(\d{1,3})\.(\d{1,3})\.([A-Za-z0-9_-]*)$/;

/**
 * Gathers a hand-off's codes in any order, each once. A code of another hand-off starts over
 * with that one (the sender began again); a code that is not ours is refused.
 */
export class Collector {
	#tag: string | null = null;
	#of = 0;
	#parts = new Map<number, string>();

	get have() {
		return this.#parts.size;
	}

	get of() {
		return this.#of;
	}

	/** Which codes (1-based) are still missing. */
	missing(): number[] {
		return Array.from({ length: this.#of }, (_, i) => i + 1).filter((n) => !this.#parts.has(n));
	}

	add(text: string): Added {
		const m = CODE.exec(text.trim());
		if (!m) return { kind: 'bad' };
		const [, tag, n, of, data] = m as unknown as [string, string, string, string, string];
		const i = Number(n);
		const total = Number(of);
		if (total < 1 || total > MAX_CODES || i < 1 || i > total) return { kind: 'bad' };
		if (tag !== this.#tag || total !== this.#of) {
			this.#tag = tag;
			this.#of = total;
			this.#parts.clear();
		}
		const fresh = !this.#parts.has(i);
		this.#parts.set(i, data);
		if (this.#parts.size < total)
			return { kind: 'progress', have: this.#parts.size, of: total, fresh };
		const joined = Array.from({ length: total }, (_, k) => this.#parts.get(k + 1)!).join('');
		const bytes = fromBase64url(joined);
		return bytes ? { kind: 'done', bytes } : { kind: 'bad' };
	}
}
