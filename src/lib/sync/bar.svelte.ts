/**
 * What the top bar says instead of whose turn while a secret choice is open on a shared table
 *: everyone chooses at once, each on their own phone, so the bar names no one's turn
 * and says how many have sealed their choice. SecretStep (loaded only when the session is
 * shared) sets `note`, already translated, and clears it when it goes; LiveBar reads it. This
 * module holds nothing else, so the bar pulls nothing of sync in with it.
 */
export const sealing = $state<{ note: string | null }>({ note: null });
