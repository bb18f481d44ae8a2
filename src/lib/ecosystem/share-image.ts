/**
 * A finished game's result as a PNG: the game, the date, the final table (rank, each player's
 * colour with the initial and name, the score, a crown for the winners, the player's role or
 * elimination where the game records one, the score by category where the game explains it)
 * and the play time. Shared through the Web Share API
 * with the file where the phone can, downloaded otherwise. Everything is drawn on the phone.
 */
import { initial, textOn } from '$lib/ui/colors';
import type { Breakdown, MessageRef, SessionSummary } from '$lib/games/core/types';
import { finishingPlaces, placeRanks } from '$lib/games/core/ranking';

export interface ShareRow {
	readonly name: string;
	readonly color: string;
	readonly score: number | null;
	readonly winner: boolean;
	readonly rank: number | null;
	/** The colour's name ("Red"): the colour is never shown alone. */
	readonly colorName: string;
	/** A short note: Root's faction, the Xidit evaluation that eliminated the player... */
	readonly note: string;
	/** The score by category ("Palaces 12"), in the game's order; empty where it has none. */
	readonly parts: readonly string[];
}

export interface ShareCard {
	readonly title: string;
	readonly subtitle: string;
	readonly rows: readonly ShareRow[];
	/** Lines under the table (the game's figures, the play time). */
	readonly footer: readonly string[];
	readonly scoreLabel: string;
	readonly brand: string;
}

const W = 1080;
const PAD = 64;
const ROW = 112;
const PART_LINE = 40;
const NAME_X = PAD + 170;
const PART_FONT = 28;

/**
 * The card's rows in the play's finishing order (core `finishingPlaces`: a winner by rule is
 * first whatever the points), each player with its place and whether it won; a winner who is
 * not a player (Xidit's ghost) holds its place but has no row (the footer says it won).
 */
export function sharePlaces<P extends { readonly id: string }>(
	players: readonly P[],
	summary: Pick<SessionSummary, 'scores' | 'winners' | 'places'>,
	order: 'asc' | 'desc'
): { player: P; rank: number; winner: boolean }[] {
	const winners = new Set(summary.winners);
	const byId = new Map(players.map((p) => [p.id, p]));
	return placeRanks(
		finishingPlaces(
			summary,
			order,
			players.map((p) => p.id)
		)
	)
		.filter((r) => byId.has(r.id))
		.map((r) => ({ player: byId.get(r.id)!, rank: r.rank, winner: winners.has(r.id) }));
}

/** One player's score by category as the card shows it: "Palaces 12", in the game's order. */
export function breakdownParts(
	breakdown: Breakdown | null | undefined,
	playerId: string,
	label: (ref: MessageRef) => string
): string[] {
	return (breakdown?.categories ?? []).map((c) => `${label(c.label)} ${c.points[playerId] ?? 0}`);
}

/** The score-by-category lines of a row: its parts joined with " · ", wrapped to `max` px. */
export function partLines(
	measure: (text: string) => number,
	parts: readonly string[],
	max: number
): string[] {
	const lines: string[] = [];
	let line = '';
	for (const part of parts) {
		const next = line ? `${line} · ${part}` : part;
		if (line && measure(next) > max) {
			lines.push(line);
			line = part;
		} else line = next;
	}
	if (line) lines.push(line);
	return lines;
}

/** Row heights: a row grows by a line per wrapped line of its score by category. */
function rowHeights(ctx: CanvasRenderingContext2D | null, card: ShareCard): number[] {
	return card.rows.map((r) => {
		if (!r.parts.length) return ROW;
		const n = ctx
			? partLines((t) => ctx.measureText(t).width, r.parts, W - PAD - NAME_X).length
			: Math.ceil(r.parts.join(' · ').length / 48);
		return ROW + n * PART_LINE;
	});
}

export function cardHeight(card: ShareCard, heights: readonly number[] = rowHeights(null, card)) {
	const rows = heights.reduce((a, b) => a + b, 0);
	return PAD * 2 + 200 + rows + 40 + card.footer.length * 52 + 60;
}

function fit(ctx: CanvasRenderingContext2D, text: string, max: number): string {
	if (ctx.measureText(text).width <= max) return text;
	let t = text;
	while (t.length > 1 && ctx.measureText(`${t}…`).width > max) t = t.slice(0, -1);
	return `${t}…`;
}

export function drawCard(canvas: HTMLCanvasElement, card: ShareCard): void {
	const font = (px: number, weight = 400) =>
		`${weight} ${px}px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;
	const ctx = canvas.getContext('2d');
	if (!ctx) return;
	ctx.font = font(PART_FONT);
	const heights = rowHeights(ctx, card);
	const H = cardHeight(card, heights);
	canvas.width = W;
	canvas.height = H;
	ctx.fillStyle = '#fbf8f1';
	ctx.fillRect(0, 0, W, H);
	ctx.fillStyle = '#1d1b16';
	ctx.textBaseline = 'alphabetic';
	ctx.font = font(64, 700);
	ctx.fillText(fit(ctx, card.title, W - 2 * PAD), PAD, PAD + 60);
	ctx.font = font(36);
	ctx.fillStyle = '#4d473c';
	ctx.fillText(fit(ctx, card.subtitle, W - 2 * PAD), PAD, PAD + 120);
	// Header of the table.
	let y = PAD + 200;
	ctx.font = font(30, 600);
	ctx.fillStyle = '#4d473c';
	ctx.textAlign = 'right';
	ctx.fillText(card.scoreLabel, W - PAD, y - 20);
	ctx.textAlign = 'left';
	card.rows.forEach((row, i) => {
		const top = y;
		const height = heights[i] ?? ROW;
		if (row.winner) {
			ctx.fillStyle = '#f3e6bf';
			ctx.fillRect(PAD - 16, top, W - 2 * PAD + 32, height - 12);
		}
		// Rank.
		ctx.fillStyle = '#1d1b16';
		ctx.font = font(44, 700);
		ctx.fillText(row.rank === null ? '' : String(row.rank), PAD, top + 66);
		// Colour disc with the initial: never colour alone.
		const cx = PAD + 110;
		const cy = top + 50;
		ctx.beginPath();
		ctx.arc(cx, cy, 38, 0, Math.PI * 2);
		ctx.fillStyle = row.color;
		ctx.fill();
		ctx.lineWidth = 3;
		ctx.strokeStyle = '#1d1b16';
		ctx.stroke();
		ctx.fillStyle = textOn(row.color);
		ctx.font = font(36, 700);
		ctx.textAlign = 'center';
		ctx.fillText(initial(row.name), cx, cy + 13);
		ctx.textAlign = 'left';
		// Name (with the crown) and the note.
		ctx.fillStyle = '#1d1b16';
		ctx.font = font(44, row.winner ? 700 : 500);
		const nameMax = W - PAD - 220 - NAME_X;
		ctx.fillText(fit(ctx, `${row.winner ? '♛ ' : ''}${row.name}`, nameMax), NAME_X, top + 46);
		const note = [row.colorName, row.note].filter(Boolean).join(' · ');
		if (note) {
			ctx.font = font(30);
			ctx.fillStyle = '#4d473c';
			ctx.fillText(fit(ctx, note, nameMax), NAME_X, top + 86);
		}
		ctx.font = font(PART_FONT);
		ctx.fillStyle = '#1d1b16';
		partLines((t) => ctx.measureText(t).width, row.parts, W - PAD - NAME_X).forEach((line, k) =>
			ctx.fillText(line, NAME_X, top + ROW + 14 + k * PART_LINE)
		);
		ctx.fillStyle = '#1d1b16';
		ctx.font = font(52, 700);
		ctx.textAlign = 'right';
		ctx.fillText(row.score === null ? '—' : String(row.score), W - PAD, top + 68);
		ctx.textAlign = 'left';
		y += height;
	});
	y += 40;
	ctx.font = font(34);
	ctx.fillStyle = '#1d1b16';
	for (const line of card.footer) {
		ctx.fillText(fit(ctx, line, W - 2 * PAD), PAD, y);
		y += 52;
	}
	ctx.font = font(28, 600);
	ctx.fillStyle = '#6b6355';
	ctx.textAlign = 'right';
	ctx.fillText(card.brand, W - PAD, H - PAD / 2);
	ctx.textAlign = 'left';
}

export function toPng(canvas: HTMLCanvasElement): Promise<Blob> {
	return new Promise((resolve, reject) =>
		canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('toBlob'))), 'image/png')
	);
}

/**
 * Shares the file through the Web Share API when the browser can share files, else saves it.
 * Returns what happened ('cancelled' when the person closed the share sheet).
 */
export async function shareOrDownload(
	blob: Blob,
	fileName: string,
	title: string,
	nav: Partial<Pick<Navigator, 'share' | 'canShare'>> = typeof navigator === 'undefined'
		? {}
		: navigator
): Promise<'shared' | 'downloaded' | 'cancelled'> {
	const file = new File([blob], fileName, { type: blob.type || 'image/png' });
	if (nav.share && nav.canShare?.({ files: [file] })) {
		try {
			await nav.share({ files: [file], title });
			return 'shared';
		} catch (e) {
			if (e instanceof DOMException && e.name === 'AbortError') return 'cancelled';
			// Any other refusal (no permission, not allowed here): save the file instead.
		}
	}
	const url = URL.createObjectURL(blob);
	const a = document.createElement('a');
	a.href = url;
	a.download = fileName;
	document.body.append(a);
	a.click();
	a.remove();
	setTimeout(() => URL.revokeObjectURL(url), 1000);
	return 'downloaded';
}
