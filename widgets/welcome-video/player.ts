import type { VideoLevel } from './constants';

/** The play/pause button's label: what pressing it does. */
export function playLabel(playing: boolean): 'Play' | 'Pause' {
  return playing ? 'Pause' : 'Play';
}

/** The mute button's label: what pressing it does. */
export function muteLabel(muted: boolean): 'Mute' | 'Unmute' {
  return muted ? 'Unmute' : 'Mute';
}

const LEVEL_COLORS: Record<VideoLevel, string> = {
  Beginner: 'var(--ob-green)',
  Intermediate: 'var(--ob-yellow)',
  Advanced: 'var(--ob-red)',
};

/** A level's badge colour: beginner green, intermediate yellow, advanced red (like risk levels). */
export function levelColor(level: VideoLevel): string {
  return LEVEL_COLORS[level];
}
