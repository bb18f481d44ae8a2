/**
 * Whose tableau is unfolded on the Board tab, by player id. Each player's line (PlayerLine, in
 * the shell's list of players) holds its own fold as a draft and publishes it here while it is
 * on screen; the Board reads it to show that player's palaces, hand and corrections. A line that
 * leaves the screen takes its entry with it, so no other session's players linger here.
 */
export const unfolded: Record<string, boolean> = $state({});
