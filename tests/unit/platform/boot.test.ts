import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deferBoot, expectBeforePaint } from '../../../src/lib/boot';

const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;
// The shape of SvelteKit 2's prerendered page: CSP meta with the bootstrap's hash, preload hints.
const boot = `
	{
		const element = document.currentScript.parentElement;
		Promise.all([
			import("/_app/immutable/entry/start.js"),
			import("/_app/immutable/entry/app.js")
		]).then(([kit, app]) => {
			kit.start(app, element, { node_ids: [0, 2] });
		});
	}
`;
const page = `<head><meta http-equiv="content-security-policy" content="script-src 'self' ${sha(boot)}">
	<link href="/_app/immutable/entry/start.js" rel="modulepreload">
	<link href="/_app/immutable/chunks/a.js" rel="modulepreload">
</head><body><div><script>${boot}</script></div></body>`;

describe('deferBoot (the prerendered home starts after its first paint)', () => {
	it('runs the bootstrap and its preload hints after the first frame and allows the new script by its hash', () => {
		const out = deferBoot(page);
		const script = out.match(/<script>([\s\S]*?)<\/script>/)![1]!;
		expect(script).toContain('requestAnimationFrame(() => setTimeout(() => { for (const href of');
		expect(script).toContain('["/_app/immutable/entry/start.js","/_app/immutable/chunks/a.js"]');
		expect(out).not.toContain('<link href="/_app/immutable/entry/start.js" rel="modulepreload">');
		expect(out).toContain(sha(script));
		expect(out).not.toContain(sha(boot));
		// still valid JavaScript
		expect(() => new Function(script)).not.toThrow();
	});

	it("preloads the platform messages of the page's language with the other scripts", () => {
		const out = deferBoot(page, { es: '/_app/es.js', en: '/_app/en.js' });
		const script = out.match(/<script>([\s\S]*?)<\/script>/)![1]!;
		// The hints part of the deferred bootstrap, run against a stand-in document.
		const hints = script.slice(script.indexOf('for (const href'), script.indexOf('Promise.all'));
		const hrefs = (lang: string) => {
			const added: string[] = [];
			const document = {
				documentElement: { lang },
				createElement: () => ({}),
				head: { append: (l: { href: string }) => added.push(l.href) }
			};
			new Function('document', hints)(document);
			return added;
		};
		expect(hrefs('es')).toEqual([
			'/_app/immutable/entry/start.js',
			'/_app/immutable/chunks/a.js',
			'/_app/es.js'
		]);
		expect(hrefs('en').at(-1)).toBe('/_app/en.js');
		expect(hrefs('fr')).toHaveLength(2);
	});

	it('leaves a page without that bootstrap as it was (preload hints included)', () => {
		const other = page.replace('Promise.all', 'Promise.any');
		expect(deferBoot(other)).toBe(other);
	});
});

describe('expectBeforePaint', () => {
	it('holds the first paint, from the head, until the element with that id is parsed', () => {
		const out = expectBeforePaint(page, 'prerendered-en');
		const head = out.slice(0, out.indexOf('</head>'));
		expect(head).toContain('<link rel="expect" href="#prerendered-en" blocking="render">');
		expect(out.replace(/<link rel="expect"[^>]*>\n/, '')).toBe(page);
	});
});
