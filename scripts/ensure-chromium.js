// Browser tests drive Debian's Chromium. Install it when missing and we are root; otherwise
// stop with a one-line instruction. Never skip the browser tests silently.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

if (process.getuid?.() === 0) {
	console.log(`${path} is missing: installing Debian's chromium package…`);
	const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
	for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
		const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
		if (r.status !== 0) {
			console.error(
				`apt-get ${args.join(' ')} failed: install Chromium with "apt-get install -y chromium" and run npm test again.`
			);
			process.exit(1);
		}
	}
	if (existsSync(path)) process.exit(0);
}
console.error(
	`Browser tests need Debian's Chromium at ${path}: run "sudo apt-get install -y chromium" (or set CHROMIUM_PATH), then npm test again.`
);
process.exit(1);
