#!/usr/bin/env node
// The table server: several phones at one table share a game through it.
// Hocuspocus (Yjs) over WebSocket; documents stored on disk; unknown tokens refused.
//
//   npm run table-server -- [--host 0.0.0.0] [--port 1234] [--data ./table-data]
//                           [--redis redis://127.0.0.1:6379]
//   env: TABLE_HOST, TABLE_PORT, TABLE_DATA, TABLE_TOKENS (comma-separated), REDIS_URL
//
// With a Redis address, several instances (behind one load balancer, or on several machines)
// keep the phones connected to different instances in step (Hocuspocus's Redis extension).
import { Server } from '@hocuspocus/server';
import { Database } from '@hocuspocus/extension-database';
import { SturdyRedis } from './redis.js';
import { resolve } from 'node:path';
import { networkInterfaces } from 'node:os';
import { pathToFileURL } from 'node:url';
import * as Y from 'yjs';
import { FileStore } from './file-store.js';
import { MESSAGE_LIMIT, RoomGuard } from './guard.js';
import { closeAccepted, loadTokens, tokenAccepted } from './tokens.js';

/** Room names the app makes: "t-" (a table) or "g-" (a group) and a random id. */
const ROOM = /^[a-z]-[A-Za-z0-9_-]{8,64}$/;

export function parseArgs(argv, env = process.env) {
	const opt = (name) => {
		const i = argv.indexOf(`--${name}`);
		return i >= 0 ? argv[i + 1] : undefined;
	};
	return {
		host: opt('host') ?? env.TABLE_HOST ?? '0.0.0.0',
		port: Number(opt('port') ?? env.TABLE_PORT ?? 1234),
		data: resolve(opt('data') ?? env.TABLE_DATA ?? 'table-data'),
		redis: opt('redis') ?? env.REDIS_URL ?? null,
		quiet: argv.includes('--quiet')
	};
}

/** Builds and starts a table server; resolves once it listens. */
export async function startTableServer({
	host,
	port,
	data,
	tokens,
	quiet = true,
	redis = null,
	extensions = []
}) {
	const store = new FileStore(data);
	const accepted = tokens ?? loadTokens(data);
	const say = quiet ? () => {} : (line) => console.log(line);
	const guard = new RoomGuard({
		log: say,
		closes: (room, proof) => closeAccepted(accepted, proof, room)
	});
	const server = new Server(
		{
			port,
			address: host,
			quiet: true,
			stopOnSignals: false,
			// An entry a phone has seen acknowledged is on disk within 1 s: the
			// store runs 200 ms after the last change, and at most 600 ms after the first of a burst.
			debounce: 200,
			maxDebounce: 600,
			async onAuthenticate({ token, documentName }) {
				if (!ROOM.test(documentName) || !tokenAccepted(accepted, token, documentName)) {
					if (!quiet) console.log(`refused a connection to ${documentName.slice(0, 12)}…`);
					throw new Error('unknown token');
				}
			},
			extensions: [
				guard,
				...extensions,
				...(redis ? [redisExtension(redis, say)] : []),
				new Database({
					fetch: ({ documentName }) => store.fetch(documentName),
					store: ({ documentName, state }) => store.store(documentName, state)
				})
			]
		},
		// A frame over the message limit (plus its header) closes that connection before it is
		// even read whole: a 50 MB message never sits in the server's memory.
		{ maxPayload: MESSAGE_LIMIT + 1024 }
	);
	await server.listen();
	return {
		server,
		guard,
		tokens: accepted,
		port: server.address.port,
		/** Stores every open room now (SIGTERM, before exit): no debounce left to lose. */
		storeAll: () =>
			Promise.all(
				[...server.hocuspocus.documents].map(([name, doc]) =>
					store.store(name, Y.encodeStateAsUpdate(doc))
				)
			)
	};
}

/**
 * Hocuspocus's Redis extension from a redis:// address: every instance publishes the updates
 * its phones make and hears the others'; a lock lets one instance store a document at a time.
 */
export function redisExtension(address, log = () => {}) {
	const u = new URL(address);
	if (u.protocol !== 'redis:' && u.protocol !== 'rediss:')
		throw new Error(`REDIS_URL must be redis://host:port, not ${u.protocol}`);
	const db = Number(u.pathname.slice(1) || 0);
	return new SturdyRedis({
		log,
		host: u.hostname,
		port: Number(u.port || 6379),
		options: {
			...(u.username ? { username: decodeURIComponent(u.username) } : {}),
			...(u.password ? { password: decodeURIComponent(u.password) } : {}),
			...(db ? { db } : {}),
			...(u.protocol === 'rediss:' ? { tls: {} } : {})
		}
	});
}

function lanAddresses() {
	return Object.values(networkInterfaces())
		.flat()
		.filter((a) => a && a.family === 'IPv4' && !a.internal)
		.map((a) => a.address);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
	const args = parseArgs(process.argv.slice(2));
	const started = await startTableServer({ ...args, quiet: args.quiet });
	const { server, tokens, port } = started;
	const hosts = args.host === '0.0.0.0' ? lanAddresses() : [args.host];
	console.log(`Tablemate table server: storing in ${args.data}`);
	for (const h of hosts.length ? hosts : ['127.0.0.1']) console.log(`  address: ws://${h}:${port}`);
	console.log(`  token:   ${tokens[0]}`);
	if (args.redis)
		console.log(`  in step with the other instances through ${new URL(args.redis).host}`);
	console.log('Phones need a secure page (HTTPS) and wss:// behind a TLS proxy; see README.');
	const stop = async () => {
		// Every open room on disk first, then the connections closed.
		try {
			await started.storeAll();
		} catch (e) {
			console.error('storing the open rooms failed:', e);
		}
		await server.destroy();
		process.exit(0);
	};
	// A fault in a dependency (a Redis command failing while Redis is away) is logged, never the
	// end of every table on this instance.
	process.on('unhandledRejection', (e) => console.error('unhandled:', e?.message ?? e));
	process.on('SIGINT', stop);
	process.on('SIGTERM', stop);
}
