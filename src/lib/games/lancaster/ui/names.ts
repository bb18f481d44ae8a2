/** Display helpers shared by the Lancaster screens. */
import type { SessionContext } from '$lib/games/core/types';
import { NO_GAIN, type LawGain } from '../rules';
import { allyOwner, type Options } from '../options';
import { battleNo } from '../queries';
import type { LiveState } from '../state';

type Format = (key: string, options?: { values?: Record<string, string | number> }) => string;

/** A player's name, or «Ally of X» for an ally id. */
export function sideName(ctx: SessionContext<Options>, id: string | null, t: Format): string {
	if (id === null) return '';
	const owner = allyOwner(id);
	const name = ctx.players.find((p) => p.id === (owner ?? id))?.name ?? id;
	return owner ? t('lancaster.ally', { values: { player: name } }) : name;
}

/** What a law gives one player, one translated line per non-zero item. */
export function gainLines(g: LawGain, t: Format): string[] {
	const out: string[] = [];
	for (const k of Object.keys(NO_GAIN) as (keyof LawGain)[]) {
		if (g[k] !== 0) out.push(t(`lancaster.gain.${k}`, { values: { n: g[k] } }));
	}
	return out;
}

/**
 * A battle on the board by its one number (queries.ts `battleNo`): round 2's 'u1' → «New
 * battle 3», and the same battle once fought or moved down → «Battle 3».
 */
export function battleName(
	s: Pick<LiveState, 'round' | 'battleNames'>,
	key: string,
	t: Format
): string {
	const n = battleNo(s, key);
	return key.startsWith('u')
		? t('lancaster.ui.battle.newCard', { values: { n } })
		: t('lancaster.ui.battle.numbered', { values: { n } });
}

/** «Ana's strength-2 knight: 2 gold to free» — a prisoner and what freeing it costs. */
export function prisonerLine(
	pr: { slotId: string; strength: number; ransom: number | null },
	name: (id: string) => string,
	t: Format
): string {
	const who = t('lancaster.ui.battle.prisoner', {
		values: { player: name(pr.slotId), strength: pr.strength }
	});
	const cost =
		pr.ransom === null
			? t('lancaster.ui.battle.noRansom')
			: t('lancaster.battle.ransom', { values: { n: pr.ransom } });
	return `${who}: ${cost}`;
}
