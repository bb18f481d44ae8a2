/** The player colours offered when seating a table; each has a translated name. */
export const PLAYER_COLORS = [
	{ id: 'red', value: '#c62828' },
	{ id: 'blue', value: '#1565c0' },
	{ id: 'green', value: '#2e7d32' },
	{ id: 'yellow', value: '#f9c80e' },
	{ id: 'purple', value: '#6a1b9a' },
	{ id: 'orange', value: '#ef6c00' },
	{ id: 'black', value: '#212121' },
	{ id: 'white', value: '#f5f5f5' },
	{ id: 'pink', value: '#d81b60' },
	{ id: 'teal', value: '#00897b' },
	{ id: 'brown', value: '#6d4c41' },
	{ id: 'grey', value: '#78909c' }
] as const;

export function colorId(value: string): string | undefined {
	return PLAYER_COLORS.find((c) => c.value === value)?.id;
}

export function initial(name: string): string {
	return [...name.trim()][0]?.toUpperCase() ?? '?';
}

/** Black or white text, whichever contrasts more with the colour (WCAG relative luminance). */
export function textOn(hex: string): string {
	const m = /^#([0-9a-f]{6})$/i.exec(hex);
	if (!m) return '#000';
	const n = parseInt(m[1], 16);
	const lin = (c: number) => {
		const s = c / 255;
		return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
	};
	const l = 0.2126 * lin((n >> 16) & 255) + 0.7152 * lin((n >> 8) & 255) + 0.0722 * lin(n & 255);
	return l > 0.179 ? '#000' : '#fff';
}
