// One game's figures, for work on that game: its lazy chunk (gzipped, with one language) and
// its scripted typical round. Run after `vite build`: node bench/one.js kingdom-defenders
import { startServer } from '../tests/e2e/harness.js';
import { BUDGET, measureSizes } from './sizes.js';
import { runFlows } from './flows.js';

const game = process.argv[2];
const chunk = measureSizes().games[game];
if (!chunk) {
	console.error(`No game chunk named ${game}`);
	process.exit(2);
}
console.log(
	`${game}: chunk ${chunk.js} KB gzipped JS (budget ${BUDGET.gameChunkKb} KB); heaviest step ${chunk.heaviestStep.name} +${chunk.heaviestStep.js} KB`
);
const server = await startServer();
for (const i of await runFlows(server.url, [game]))
	console.log(
		i.error
			? `flow FAILED: ${i.error}`
			: [
					`flow: ${i.perRound} per round (${i.taps} taps + ${i.typed} typed over ${i.rounds} rounds) — budget ${i.budget}`,
					`  at a glance: ${i.glance.scrolledPct}% of ${i.glance.taps} taps after a scroll (≤ 10%), page height median ${i.glance.heightP50} px (≤ 1,480), slowest tap ${i.glance.maxMs ?? '< 16'} ms`,
					...i.also.map(
						(m) =>
							`  ${m.label}: ${m.taps + m.typed} (${m.taps} taps + ${m.typed} typed) — budget ${m.budget}`
					)
				].join('\n')
	);
await server.close();
if (chunk.js > BUDGET.gameChunkKb) process.exitCode = 1;
