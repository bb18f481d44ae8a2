/** A game's message catalogues: one lazy chunk per language, only the one in use downloads. */
import type { Catalogue, Locale } from './types';

type CatalogueModule = Promise<{ default: Catalogue }>;

export function catalogues(
	es: () => CatalogueModule,
	en: () => CatalogueModule
): Readonly<Record<Locale, () => Promise<Catalogue>>> {
	return { es: () => es().then((m) => m.default), en: () => en().then((m) => m.default) };
}
