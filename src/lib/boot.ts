/**
 * Defers SvelteKit's start on a prerendered page until after its first paint (see
 * src/hooks.server.ts): moves the page's modulepreload hints into the inline bootstrap and runs
 * them with its `Promise.all([import(start), import(app)]).then(…)` in `requestAnimationFrame`
 * + `setTimeout`, so the scripts still download in parallel, only after the paint.
 * `messages` (language → script) adds the platform messages of the page's language (`<html
 * lang>`, set by app.html's head script) to those hints: the app imports them only once it has
 * started, a second round trip otherwise.
 * The content-security-policy allows inline scripts by hash, so the bootstrap's hash is replaced
 * by the new one. A page whose bootstrap does not have that shape is returned unchanged.
 */
import { createHash } from 'node:crypto';

const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;

export function deferBoot(html: string, messages: Record<string, string> = {}): string {
	const hints = [...html.matchAll(/[ \t]*<link href="([^"]+)" rel="modulepreload">\n?/g)];
	const language = Object.keys(messages).length
		? `, ${JSON.stringify(messages)}[document.documentElement.lang]`
		: '';
	const preload =
		`for (const href of [${hints.map((h) => JSON.stringify(h[1])).join(',')}${language}].filter(Boolean)) ` +
		`document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));`;
	let out = html;
	for (const [, body] of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
		const start = body!.indexOf('Promise.all([');
		const end = body!.lastIndexOf('});');
		if (start < 0 || end < start) continue;
		const deferred =
			body!.slice(0, start) +
			`requestAnimationFrame(() => setTimeout(() => { ${preload} ${body!.slice(start, end + 3)} }));` +
			body!.slice(end + 3);
		out = out
			.replace(`<script>${body}</script>`, `<script>${deferred}</script>`)
			.replace(sha(body!), sha(deferred));
	}
	if (out === html) return html;
	for (const [hint] of hints) out = out.replace(hint, '');
	return out;
}

/**
 * Holds the page's first paint until the element `id` is parsed (`<link rel="expect"
 * blocking="render">`; browsers without it ignore it): the prerendered home's head takes longer
 * to parse than the parser's time slice, and Chromium painted a blank frame in between (traced
 * at 4× CPU: two frames fewer before the first contentful paint, about 25 ms earlier).
 */
export function expectBeforePaint(html: string, id: string): string {
	return html.replace('</head>', `<link rel="expect" href="#${id}" blocking="render">\n</head>`);
}
