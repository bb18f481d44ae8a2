/**
 * The forms of Kingdom Defenders' screens: how each one's state is kept as its draft (the step
 * and the entity its key names), or why it keeps none. Checked against the files by
 * tests/unit/platform/forms.test.ts.
 */
import type { FormList } from '$lib/ui/form-draft.svelte';

export const forms: FormList = {
	AdventureForm: { step: 'kd-adventure-', entity: 'player' },
	GestaForm: { step: 'kd-gesta-', entity: 'player' },
	HordeForm: { step: 'kd-horde-card-', entity: 'card' },
	HordeMovePanel: { step: 'kd-horde-move-', entity: 'none' },
	CampPanel: { step: 'kd-camp-', entity: 'none' },
	IncomeForm: { step: 'kd-income', entity: 'none' },
	FinalLine: {
		noDraft:
			'controlled by FinalForm, which keeps what each player’s line shows, ✎ open or not, as its drafts (step kd-final, entity the player)'
	},
	FinalFields: {
		noDraft: 'the quick scorer’s: each field records its change at once, the move is the record'
	},
	FavourSelect: { noDraft: 'each choice records its pick at once: the move is the record' },
	Corrections: { noDraft: 'each counter records its change at once: the move is the record' },
	StartingResources: {
		noDraft: 'each counter records the starting resources at once: the move is the record'
	},
	Options: {
		noDraft: 'controlled by the new-game screen, which drafts the options it passes'
	},
	TracksEditor: {
		noDraft: 'controlled by Options (the new-game screen’s options); remembered at each change'
	},
	Live: {
		noDraft: 'its only fields are the reminders’ tick boxes, an aid that records nothing'
	},
	SetupPlanView: {
		noDraft: 'its only fields are the setup checklist’s tick boxes, an aid that records nothing'
	}
};
