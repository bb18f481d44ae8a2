import type { FormList } from '$lib/ui/form-draft.svelte';

/** The pad's forms and how each keeps what the table typed. */
export const forms: FormList = {
	Pad: { noDraft: 'each player’s points are a Counter that records its move on every change' },
	Options: {
		noDraft: 'controlled: the new-game screen drafts the options it passes and receives'
	}
};
