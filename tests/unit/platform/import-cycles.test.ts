/**
 * «No import circles» (CONTRIBUTING): every module under src/lib is walked through its value
 * imports (relative and $lib, .ts and .svelte; `import type` is erased and does not count) and a
 * cycle fails with its path. A small walk rather than a dependency: it needs only the import
 * lines, and madge cannot read .svelte files.
 */
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve('src/lib');

function sources(dir: string): string[] {
	return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
		const p = path.join(dir, e.name);
		if (e.isDirectory()) return sources(p);
		return /\.(ts|svelte)$/.test(e.name) ? [p] : [];
	});
}

function importsOf(file: string): string[] {
	const text = fs.readFileSync(file, 'utf8');
	const out: string[] = [];
	for (const m of text.matchAll(
		/(?:import|export)\s+(type\s+)?(?:[^'";]*?from\s+)?['"]([^'"]+)['"]/g
	)) {
		if (m[1]) continue;
		const spec = m[2]!;
		const base = spec.startsWith('$lib/')
			? path.join(root, spec.slice(5))
			: spec.startsWith('.')
				? path.resolve(path.dirname(file), spec)
				: null;
		if (!base) continue;
		const hit = [base, `${base}.ts`, path.join(base, 'index.ts')].find(
			(c) => fs.existsSync(c) && fs.statSync(c).isFile()
		);
		if (hit) out.push(hit);
	}
	return out;
}

function cycles(files: string[]): string[] {
	const graph = new Map(files.map((f) => [f, importsOf(f)]));
	const mark = new Map<string, 1 | 2>();
	const stack: string[] = [];
	const found: string[] = [];
	const visit = (n: string): void => {
		mark.set(n, 1);
		stack.push(n);
		for (const d of graph.get(n) ?? []) {
			if (mark.get(d) === 1)
				found.push(
					[...stack.slice(stack.indexOf(d)), d].map((x) => path.relative(root, x)).join(' → ')
				);
			else if (!mark.has(d)) visit(d);
		}
		stack.pop();
		mark.set(n, 2);
	};
	for (const f of files) if (!mark.has(f)) visit(f);
	return found;
}

describe('module graph', () => {
	it('finds a planted cycle, so an empty result means something', () => {
		const dir = fs.mkdtempSync(path.join(root, '..', '..', 'node_modules', '.cycle-'));
		try {
			fs.writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b';\nexport const a = b;\n");
			fs.writeFileSync(path.join(dir, 'b.ts'), "import { a } from './a';\nexport const b = a;\n");
			expect(cycles(sources(dir))).toHaveLength(1);
		} finally {
			fs.rmSync(dir, { recursive: true });
		}
	});

	it('has no import cycle under src/lib', () => {
		expect(cycles(sources(root))).toEqual([]);
	});
});
