// The long kill-mid-write run (issue 12): `node scripts/kill-loop.js [cycles]` (default 200)
// after `npm run build`. npm test runs the same loop with 20 cycles.
import { spawnSync } from 'node:child_process';

const cycles = Number(process.argv[2]) || 200;
const r = spawnSync(
	process.execPath,
	['--test', '--test-name-pattern=randomized SIGKILL', 'tests/e2e/session.test.js'],
	{ stdio: 'inherit', env: { ...process.env, KILL_CYCLES: String(cycles) } }
);
process.exit(r.status ?? 1);
