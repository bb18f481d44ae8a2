/** Short non-blocking messages (saved, refused, deleted — with an optional action). */
export interface Toast {
	id: number;
	text: string;
	kind: 'info' | 'error';
	action?: { label: string; run: () => void };
}

let next = 1;
export const toasts = $state<Toast[]>([]);

export function showToast(
	text: string,
	opts: { kind?: Toast['kind']; action?: Toast['action']; ms?: number } = {}
): number {
	const id = next++;
	toasts.push({ id, text, kind: opts.kind ?? 'info', action: opts.action });
	setTimeout(() => dismissToast(id), opts.ms ?? (opts.action ? 10_000 : 4_000));
	return id;
}

export function dismissToast(id: number): void {
	const i = toasts.findIndex((t) => t.id === id);
	if (i >= 0) toasts.splice(i, 1);
}
