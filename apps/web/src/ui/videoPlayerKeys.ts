/** Keyboard controls of the video player (creation.md §2 "Video player controls"). */
export const SEEK_STEP_S = 10;
export const VOLUME_KEY_STEP = 10;
export const VOLUME_SLIDER_STEP = 5;
export const VOLUME_MAX = 100;
/** The player starts at full volume; a volume slider on its own starts half way (§2). */
export const PLAYER_DEFAULT_VOLUME = 100;
export const SLIDER_DEFAULT_VOLUME = 50;

export type PlayerKeyAction =
  | { type: 'toggle' }
  | { type: 'mute' }
  | { type: 'fullscreen' }
  | { type: 'seek'; by: number }
  | { type: 'volume'; by: number };

/** Space plays or pauses, M mutes, F toggles fullscreen, arrows seek 10 s or change volume by 10. */
export function playerKeyAction(key: string): PlayerKeyAction | null {
  switch (key) {
    case ' ':
    case 'Spacebar':
      return { type: 'toggle' };
    case 'm':
    case 'M':
      return { type: 'mute' };
    case 'f':
    case 'F':
      return { type: 'fullscreen' };
    case 'ArrowLeft':
      return { type: 'seek', by: -SEEK_STEP_S };
    case 'ArrowRight':
      return { type: 'seek', by: SEEK_STEP_S };
    case 'ArrowUp':
      return { type: 'volume', by: VOLUME_KEY_STEP };
    case 'ArrowDown':
      return { type: 'volume', by: -VOLUME_KEY_STEP };
    default:
      return null;
  }
}

export const clamp = (value: number, min: number, max: number) =>
  Math.min(max, Math.max(min, value));

/** "1:05", or "1:02:05" past an hour. */
export function formatPlayerTime(seconds: number): string {
  const s = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}
