/**
 * What a table room holds at most. The table server refuses more
 * (server/guard.js, same figures, checked equal by tests/unit/sync/limits.test.ts) and a phone
 * refuses to record a move that would go over, with a translated message.
 *
 * - 64 KB an entry: the largest action a game records is a few KB (a final table of six players
 *   with notes); 64 KB leaves room for long notes and refuses a pasted photo.
 * - 1 MB a message: a phone's taps are one entry each; a sync step after a long time offline
 *   carries ~150 bytes per entry, so 1 MB is ~6,000 offline moves.
 * - 20 MB a room: a 3,000-move game is ~0.5 MB in the room; 20 MB is forty of those, and what
 *   every phone at the table downloads and keeps.
 */
export const ENTRY_LIMIT = 64 * 1024;
export const MESSAGE_LIMIT = 1024 * 1024;
export const ROOM_LIMIT = 20 * 1024 * 1024;
/** What a signature adds to an entry (public key and signature, base64url, and their names). */
export const SIGNATURE_BYTES = 256;
