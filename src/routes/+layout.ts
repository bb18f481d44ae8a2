// Single-page app: no server rendering; the static pages are prerendered shells.
export const ssr = false;
export const prerender = true;
export const trailingSlash = 'never';
