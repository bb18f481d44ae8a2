// Reactive like the real one, so a shallow-routing state (pushState) reaches components.
export const page = $state({
	// eslint-disable-next-line svelte/prefer-svelte-reactivity -- a stand-in; nothing mutates it
	url: new URL('http://localhost/'),
	params: {} as Record<string, string>,
	route: { id: '/' },
	status: 200,
	error: null,
	data: {},
	form: null,
	state: {} as App.PageState
});
export const navigating = null;
export const updated = { current: false, check: async () => false };
