/**
 * The locale dates and numbers are written in: the app's language (es, en) with the phone's
 * own region when the phone prefers that language ("en-GB" writes 26/11/2026, "en-US"
 * 11/26/2026, "es-MX" its own), else the app's language alone. Intl does the rest: no
 * library.
 */
export function regionalLocale(
	app: string,
	languages: readonly string[] = typeof navigator !== 'undefined'
		? (navigator.languages ?? [navigator.language])
		: []
): string {
	const base = app.split('-')[0]!.toLowerCase();
	for (const l of languages) {
		if (typeof l !== 'string' || l.split('-')[0]!.toLowerCase() !== base) continue;
		try {
			return Intl.getCanonicalLocales(l)[0] ?? app;
		} catch {
			/* a malformed tag: try the next */
		}
	}
	return app;
}
