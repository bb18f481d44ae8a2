/** A game's message catalogues: one lazy chunk per language, only the one in use downloads. */
import type { Catalogue, Locale } from './types';

type CatalogueModule = Promise<{ default: Catalogue }>;

export function catalogues(
	load: Readonly<Record<Locale, () => CatalogueModule>>
): Readonly<Record<Locale, () => Promise<Catalogue>>> {
	return { es: () => load.es().then((m) => m.default), en: () => load.en().then((m) => m.default) };
}
