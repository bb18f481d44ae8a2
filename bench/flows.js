// Runs the scripted typical rounds of bench/flows/ (all, or the games named) in Chromium at
// 360×740 and returns each one's taps and typed fields against its budget.
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { launch } from '../tests/e2e/harness.js';
import { installCounter, installGlance } from './interactions.js';

export async function runFlows(base, only = []) {
	const interactions = [];
	for (const file of (existsSync('bench/flows') ? readdirSync('bench/flows') : [])
		.filter((f) => f.endsWith('.js') && (!only.length || only.includes(f.slice(0, -3))))
		.sort()) {
		const flow = await import(`./flows/${file}`);
		const fb = await launch({ viewport: { width: 360, height: 740 } });
		await installCounter(fb.context);
		const glance = await installGlance(fb.context);
		// As glance-probe measures: the CPU 4× slower, so tap-to-paint times are a phone's.
		const cdp = await fb.context.newCDPSession(fb.page);
		await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
		try {
			const res = await flow.run({ page: fb.page, base });
			await fb.page.waitForTimeout(300);
			res.glance = await glance.read(fb.page);
			const perRound = (res.taps + res.typed) / res.rounds;
			// `also`: other moments a flow measures beside its typical round (a quiet round, the
			// final), each { label, taps, typed, budget }.
			interactions.push({
				name: flow.name,
				...res,
				also: res.also ?? [],
				perRound,
				budget: flow.budget.perRound
			});
		} catch (e) {
			// What the screen showed when the flow stopped, to see why.
			mkdirSync('bench-results', { recursive: true });
			await fb.page
				.screenshot({ path: `bench-results/${file.slice(0, -3)}-failed.png`, fullPage: true })
				.catch(() => {});
			interactions.push({ name: flow.name, error: String(e).split('\n').slice(0, 2).join(' ') });
		} finally {
			await fb.close();
		}
	}
	return interactions;
}
