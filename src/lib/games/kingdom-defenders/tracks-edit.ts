/**
 * Editing the level tracks the table enters (loaded with the editor only): resizing a track and
 * setting one space, within the bounds `isLevelTracks` checks.
 */
import { TRACK_SPACES_MAX } from './data';
import { isSpace, type LevelTracks, type TrackName, type TrackSpace } from './tracks';

/** No track entered yet. */
export function emptyTracks(): LevelTracks {
	return { strength: [], magic: [] };
}

/** The tracks with one of them `n` spaces long (new spaces give nothing until set). */
export function withTrackLength(tracks: LevelTracks, track: TrackName, n: number): LevelTracks {
	const len = Math.max(0, Math.min(TRACK_SPACES_MAX, n));
	const spaces = tracks[track].slice(0, len);
	while (spaces.length < len) spaces.push('none');
	return { ...tracks, [track]: spaces };
}

/** The tracks with space `i` (0: the first after the start) of one of them set. */
export function withTrackSpace(
	tracks: LevelTracks,
	track: TrackName,
	i: number,
	space: TrackSpace
): LevelTracks {
	if (i < 0 || i >= tracks[track].length || !isSpace(space)) return tracks;
	return { ...tracks, [track]: tracks[track].map((s, j) => (j === i ? space : s)) };
}
