/**
 * The game's late catalogue: the «Why?» and rules-at-hand texts, and those of the screens a live
 * round does not open at first paint. Its own module so the screens can load it without
 * importing the game module (which would put them in one chunk with it).
 */
import { catalogues } from '../core/messages';

export const ID = 'kingdom-defenders';
export const lateCatalogues = catalogues({
	es: () => import('./messages/late.es'),
	en: () => import('./messages/late.en')
});
