/**
 * Lancaster's forms (each `.svelte` here that holds a field): the step and entity their draft
 * is kept under, or why a component keeps none. Checked by tests/unit/platform/forms.test.ts.
 */
import type { FormList } from '$lib/ui/form-draft.svelte';

export const forms: FormList = {
	Troops: { step: 'lancaster-troops-', entity: 'player' },
	LawRecord: { step: 'lancaster-laws-', entity: 'none' },
	Ballot: { step: 'lancaster-tablevote-', entity: 'law' },
	LawStep: { step: 'lancaster-law-', entity: 'law' },
	Counties: { step: 'lancaster-county-', entity: 'county' },
	Castle: { step: 'lancaster-castle-', entity: 'player' },
	Battles: { step: 'lancaster-battle-', entity: 'battle' },
	FinalEntry: { step: 'lancaster-final', entity: 'none' },
	Adjust: { noDraft: 'its corrections dispatch an adjust on every change: the move is the record' },
	SecretBallot: { noDraft: 'a secret ballot: never kept where another player or a backup sees it' },
	RewardPicker: {
		noDraft: 'controlled: its value belongs to the county or castle form that drafts it'
	},
	LiftPicker: {
		noDraft: 'controlled: its value belongs to the county or castle form that drafts it'
	},
	SlotsEditor: { noDraft: 'controlled: its slots are bound to the battle form that drafts them' },
	OptionsForm: { noDraft: 'controlled by the new-game screen, which drafts the options it passes' }
};
