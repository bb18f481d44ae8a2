// The tests of several table-server instances (issue 35 point 6) run Debian's redis-server.
// Install it when missing and we are root; otherwise stop with a one-line instruction.
// Never skip those tests silently.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

if (existsSync(REDIS_SERVER)) process.exit(0);

if (process.getuid?.() === 0) {
	console.log(`${REDIS_SERVER} is missing: installing Debian's redis-server package…`);
	const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
	for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'redis-server']]) {
		const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
		if (r.status !== 0) {
			console.error(
				`apt-get ${args.join(' ')} failed: install Redis with "apt-get install -y redis-server" and run the tests again.`
			);
			process.exit(1);
		}
	}
	if (existsSync(REDIS_SERVER)) process.exit(0);
}
console.error(
	`The table server's Redis tests need Debian's redis-server at ${REDIS_SERVER}: run "sudo apt-get install -y redis-server" (or set REDIS_SERVER_PATH), then the tests again.`
);
process.exit(1);
