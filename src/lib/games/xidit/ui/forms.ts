/**
 * Xidit's forms: each component of this folder that holds a field, and how its state is kept
 * as a draft (the step and the entity its key names) or why it keeps none.
 */
import type { FormList } from '$lib/ui/form-draft.svelte';

export const forms: FormList = {
	ThreatForm: { step: 'xidit-threat-y', entity: 'player' },
	Census: { step: 'xidit-census-open-', entity: 'none' },
	YearTools: { step: 'xidit-guild-fix', entity: 'none' },
	ScorerEntry: { step: 'xidit-scorer', entity: 'none' },
	RegionRow: { step: 'xidit-region', entity: 'region' },
	FinalSections: { step: 'xidit-final', entity: 'none' },
	CountsEditor: {
		noDraft:
			'each Counter records its number as it changes (the move is the record); refused text, and text typed but not left yet, are kept by the holder’s draft through `check`'
	},
	BardsByRegion: {
		noDraft:
			'each Counter records a region’s bards as it changes; refused text is kept by the holder’s draft through `check`'
	},
	EvalOrder: {
		noDraft:
			'the arrows and the ghost Counters record the order and the ghost’s tokens at once; refused text is kept by the holder’s draft'
	},
	Final: {
		noDraft:
			'its only field, the first player, records the change at once; the numbers’ refusals are FinalSections’ draft (xidit-final)'
	},
	TileFlow: { noDraft: 'each tile select names the tile at once (a move): nothing half-typed' },
	SecretCount: {
		noDraft:
			'a secret census count on its own phone: it must never come back on screen after a reload'
	},
	Options: {
		noDraft: 'controlled by the new-game screen, which drafts the options it passes'
	}
};
