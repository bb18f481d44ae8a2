/// <reference types="vite-plugin-pwa/client" />
// See https://svelte.dev/docs/kit/types#app.d.ts
declare global {
	namespace App {
		// interface Error {}
		// interface Locals {}
		// interface PageData {}
		interface PageState {
			/** The step's rules are open over the live screen (back closes them). */
			stepRules?: boolean;
		}
		// interface Platform {}
	}
	const __APP_VERSION__: string;
}

export {};
