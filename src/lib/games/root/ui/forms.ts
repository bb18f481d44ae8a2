/**
 * Root's forms: each component of this folder that holds a field, and how its state is
 * drafted (the step and the entity its `formDraft` key names) or why it keeps no draft.
 */
import type { FormList } from '$lib/ui/form-draft.svelte';

export const forms: FormList = {
	VpQuick: { step: 'root-vp', entity: 'player' },
	Disruption: { step: 'root-disruption', entity: 'suit of the trade post removed' },
	FixFaction: { step: 'root-fix-faction', entity: 'none' },
	MoreBody: { step: 'root-more', entity: 'player' },
	OptionsForm: {
		noDraft:
			'controlled: every choice is passed up in the options, which the new-game screen drafts'
	},
	PrintsEditor: {
		noDraft:
			'controlled: the printed values are passed up in the options (drafted by the new-game screen) and remembered for the table when typed'
	},
	ScorerFields: {
		noDraft: 'every field records its move when it changes (a faction, a coalition, a VP total)'
	},
	Setup: {
		noDraft:
			'the setup screen’s checklist ticks are a reading aid for laying out the box, recorded nowhere and outside any session'
	}
};
