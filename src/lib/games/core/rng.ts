/**
 * Seeded pseudo-random generator whose whole state is a plain, serialisable object.
 * sfc32 (Chris Doty-Humphrey's Small Fast Counting generator) seeded by a cyrb128 hash of
 * the seed string: the same seed gives the same sequence on every device and JS engine.
 */
export interface RngState {
	readonly a: number;
	readonly b: number;
	readonly c: number;
	readonly d: number;
}

/** cyrb128 string hash: four 32-bit words from any string. */
function cyrb128(str: string): [number, number, number, number] {
	let h1 = 1779033703,
		h2 = 3144134277,
		h3 = 1013904242,
		h4 = 2773480762;
	for (let i = 0; i < str.length; i++) {
		const k = str.charCodeAt(i);
		h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
		h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
		h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
		h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
	}
	h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
	h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
	h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
	h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
	h1 ^= h2 ^ h3 ^ h4;
	h2 ^= h1;
	h3 ^= h1;
	h4 ^= h1;
	return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

export function seedRng(seed: string): RngState {
	const [a, b, c, d] = cyrb128(seed);
	let s: RngState = { a, b, c, d };
	// Discard the first outputs so that similar seeds diverge.
	for (let i = 0; i < 12; i++) s = nextFloat(s)[1];
	return s;
}

/** One step: a float in [0, 1) and the next state. Pure. */
export function nextFloat(s: RngState): [number, RngState] {
	let { a, b, c, d } = s;
	a >>>= 0;
	b >>>= 0;
	c >>>= 0;
	d >>>= 0;
	const t = (((a + b) | 0) + d) | 0;
	d = (d + 1) | 0;
	a = b ^ (b >>> 9);
	b = (c + (c << 3)) | 0;
	c = (c << 21) | (c >>> 11);
	c = (c + t) | 0;
	return [(t >>> 0) / 4294967296, { a: a >>> 0, b: b >>> 0, c: c >>> 0, d: d >>> 0 }];
}

/** An integer in [0, n). Pure. */
export function nextInt(s: RngState, n: number): [number, RngState] {
	if (!Number.isInteger(n) || n <= 0) throw new Error(`n must be a positive integer, got ${n}`);
	const [f, next] = nextFloat(s);
	return [Math.floor(f * n), next];
}

/**
 * A mutable convenience wrapper for code that draws many numbers in a row (setup
 * randomizers). `state` can be read back at any time to store it.
 */
export class Rng {
	state: RngState;
	constructor(seedOrState: string | RngState) {
		this.state = typeof seedOrState === 'string' ? seedRng(seedOrState) : seedOrState;
	}
	float(): number {
		const [f, s] = nextFloat(this.state);
		this.state = s;
		return f;
	}
	int(n: number): number {
		const [i, s] = nextInt(this.state, n);
		this.state = s;
		return i;
	}
	/** Fisher–Yates shuffle into a new array. */
	shuffle<T>(items: readonly T[]): T[] {
		const out = items.slice();
		for (let i = out.length - 1; i > 0; i--) {
			const j = this.int(i + 1);
			[out[i], out[j]] = [out[j]!, out[i]!];
		}
		return out;
	}
	pick<T>(items: readonly T[]): T {
		if (items.length === 0) throw new Error('cannot pick from an empty list');
		return items[this.int(items.length)]!;
	}
}

/** Pure shuffle: the shuffled copy and the next generator state. */
export function shuffle<T>(s: RngState, items: readonly T[]): [T[], RngState] {
	const r = new Rng(s);
	const out = r.shuffle(items);
	return [out, r.state];
}

/** Pure draw of `count` items from the top of a shuffled copy of `items`. */
export function draw<T>(
	s: RngState,
	items: readonly T[],
	count: number
): [drawn: T[], rest: T[], next: RngState] {
	if (count < 0 || count > items.length) throw new Error(`count must be 0..${items.length}`);
	const [shuffled, next] = shuffle(s, items);
	return [shuffled.slice(0, count), shuffled.slice(count), next];
}

/** Seed codes: 6 characters without look-alikes (no 0/O, 1/I/L), easy to read out loud. */
export const SEED_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const SEED_LENGTH = 6;

/** A seed code from a source of chance the caller gives (the app: $lib/ui/seed). */
export function newSeedCode(random: () => number): string {
	let code = '';
	for (let i = 0; i < SEED_LENGTH; i++)
		code += SEED_ALPHABET[Math.floor(random() * SEED_ALPHABET.length)];
	return code;
}

/** Normalises what a person typed (lower case, spaces, dashes) into a seed code, or null. */
export function parseSeedCode(input: string): string | null {
	const code = input.toUpperCase().replace(/[\s-]/g, '');
	if (code.length !== SEED_LENGTH) return null;
	for (const ch of code) if (!SEED_ALPHABET.includes(ch)) return null;
	return code;
}
