import { games } from '$lib/games/registry';

export const entries = () => games.map((g) => ({ game: g.id }));
