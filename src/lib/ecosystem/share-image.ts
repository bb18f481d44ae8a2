/**
 * A finished game's result as a PNG: the game, the date, the final table (rank, each player's
 * colour with the initial and name, the score, a crown for the winners, the player's role or
 * elimination where the game records one) and the play time. Shared through the Web Share API
 * with the file where the phone can, downloaded otherwise. Everything is drawn on the phone.
 */
import { initial, textOn } from '$lib/ui/colors';

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

export function cardHeight(card: ShareCard): number {
	return PAD * 2 + 200 + card.rows.length * ROW + 40 + card.footer.length * 52 + 60;
}

function fit(ctx: CanvasRenderingContext2D, text: string, max: number): string {
	if (ctx.measureText(text).width <= max) return text;
	let t = text;
	while (t.length > 1 && ctx.measureText(`${t}…`).width > max) t = t.slice(0, -1);
	return `${t}…`;
}

export function drawCard(canvas: HTMLCanvasElement, card: ShareCard): void {
	const H = cardHeight(card);
	canvas.width = W;
	canvas.height = H;
	const ctx = canvas.getContext('2d');
	if (!ctx) return;
	const font = (px: number, weight = 400) =>
		`${weight} ${px}px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;
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
	for (const row of card.rows) {
		const top = y;
		if (row.winner) {
			ctx.fillStyle = '#f3e6bf';
			ctx.fillRect(PAD - 16, top, W - 2 * PAD + 32, ROW - 12);
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
		const nameMax = W - PAD - 220 - (PAD + 170);
		ctx.fillText(fit(ctx, `${row.winner ? '♛ ' : ''}${row.name}`, nameMax), PAD + 170, top + 46);
		const note = [row.colorName, row.note].filter(Boolean).join(' · ');
		if (note) {
			ctx.font = font(30);
			ctx.fillStyle = '#4d473c';
			ctx.fillText(fit(ctx, note, nameMax), PAD + 170, top + 86);
		}
		ctx.fillStyle = '#1d1b16';
		ctx.font = font(52, 700);
		ctx.textAlign = 'right';
		ctx.fillText(row.score === null ? '—' : String(row.score), W - PAD, top + 68);
		ctx.textAlign = 'left';
		y += ROW;
	}
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
