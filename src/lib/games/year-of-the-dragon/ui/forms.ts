/** This game's forms: how each one drafts its state (see tests/unit/platform/forms.test.ts). */
import type { FormList } from '$lib/ui/form-draft.svelte';

export const forms: FormList = {
	PersonTurn: { step: 'yotd-person-${game.month}', entity: 'player' },
	EventResolve: { step: 'yotd-event-${game.month}', entity: 'none' },
	EventRowEntry: { step: 'yotd-row', entity: 'none' },
	StartPick: { step: 'yotd-start-pick', entity: 'player' },
	PlayerFix: { step: 'yotd-fix', entity: 'player' },
	PalaceEditor: { step: 'yotd-palaces', entity: 'player' },
	ScorerEntry: { step: 'yotd-scorer', entity: 'none' },
	Options: {
		noDraft:
			'controlled by the new-game screen, which drafts the options it passes; a change is sent at once'
	}
};
