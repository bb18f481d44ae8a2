import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';

// jsdom has <dialog> but not its modal methods: a minimal stand-in for component tests.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
	HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
		this.open = true;
	};
	HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
		if (!this.open) return;
		this.open = false;
		this.dispatchEvent(new Event('close'));
	};
}

// Each component test starts without the form drafts an earlier test left behind.
import { beforeEach } from 'vitest';
beforeEach(() => {
	if (typeof localStorage !== 'undefined') localStorage.clear();
});

// A screen that loads its game code lazily may take seconds on a loaded two-core CI machine:
// findBy*/waitFor wait up to 8 s (the default 1 s made such tests fail only under load).
import { configure } from '@testing-library/svelte';
configure({ asyncUtilTimeout: 8000 });
