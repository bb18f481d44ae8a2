// Hocuspocus's Redis extension, made to survive Redis going away.
//
// As shipped, a command issued while Redis is down waits in ioredis's offline queue until
// `maxRetriesPerRequest` reconnects failed, then rejects with MaxRetriesPerRequestError — and
// several of the extension's publishes are not awaited by anyone, so the rejection is
// unhandled and the process exits. Here:
//
// - commands fail at once while Redis is away (no offline queue), and every publish's failure
//   is caught: the instance keeps serving the phones connected to it on its own;
// - ioredis reconnects forever (every 2 s at most); once both connections are back, every open
//   room is subscribed again and announced (a Yjs sync step 1 through Redis), so the other
//   instances send what this one missed and ask for what they missed;
// - the same announcement runs every `resyncMs` for every open room, so two instances that
//   missed each other's first messages (a room loaded on both at the same moment) do not stay
//   apart until a phone reconnects;
// - storing does not need Redis: when the store lock cannot be taken because Redis is away,
//   the room is stored anyway (files are written whole and renamed, never half-written).
import { Redis } from '@hocuspocus/extension-redis';

export class SturdyRedis extends Redis {
	constructor({ resyncMs = 5000, log = () => {}, ...configuration }) {
		super({
			...configuration,
			options: {
				...configuration.options,
				enableOfflineQueue: false,
				maxRetriesPerRequest: 1,
				retryStrategy: (times) => Math.min(100 * times, 2000)
			}
		});
		this.say = log;
		this.down = false;
		for (const client of [this.pub, this.sub]) {
			client.on('error', (e) => {
				if (!this.down) this.say(`Redis unreachable (${e.message}); serving on alone`);
				this.down = true;
			});
			client.on('ready', () => {
				if (this.pub.status === 'ready' && this.sub.status === 'ready') void this.resync();
			});
		}
		// Redlock emits each failed vote as an 'error' event: unheard, that event would throw.
		this.redlock.on('error', () => {});
		// Every publish, wherever the extension makes it, may fail while Redis is away.
		const publish = this.pub.publish.bind(this.pub);
		this.pub.publish = (...args) => publish(...args).catch(() => 0);
		this.timer = setInterval(() => void this.resync(), resyncMs);
		this.timer.unref?.();
	}

	/** Subscribes again to every open room and announces each (Redis back, or the periodic pass). */
	async resync() {
		if (!this.instance || this.pub.status !== 'ready' || this.sub.status !== 'ready') return;
		if (this.down) this.say('Redis back: resynchronising the open rooms');
		this.down = false;
		for (const [name, doc] of this.instance.documents) {
			try {
				await this.sub.subscribe(this.subKey(name));
				await this.publishFirstSyncStep(name, doc);
			} catch {
				return; // away again: the next 'ready' comes back here
			}
		}
	}

	async afterLoadDocument({ documentName, document }) {
		// Redis away: the room opens for the phones on this instance; `resync` subscribes later.
		try {
			await super.afterLoadDocument({ documentName, document });
		} catch {
			this.down = true;
		}
	}

	async onStoreDocument(payload) {
		// Redis away: no other instance can hear us nor hold the lock through it; store alone.
		if (this.pub.status !== 'ready') return;
		try {
			await super.onStoreDocument(payload);
		} catch (e) {
			// The lock is held by another instance (its error has no message): that one stores.
			if (!e?.message) throw e;
			// Redis away: nobody else can store this room's latest state through us; store it.
		}
	}

	async afterUnloadDocument(data) {
		try {
			await super.afterUnloadDocument(data);
		} catch {
			// Unsubscribing fails while Redis is away; the subscription is gone with the connection.
		}
	}

	async onDestroy() {
		clearInterval(this.timer);
		try {
			await super.onDestroy();
		} catch {
			// Redis away at shutdown: nothing to release.
		}
	}
}
