import { create } from 'zustand';

/** What a scene card must show after Generate found it lacking. */
export interface SceneAttention {
  sceneId: string;
  /**
   * Highlight its script (too short), open its actor picker or its audio settings; `focus` just
   * puts the cursor in its script (a scene just added).
   */
  what: 'script' | 'actor' | 'voice' | 'focus';
  /** Open the audio settings previewing at once (the server asked for a verification). */
  autoPreview?: boolean;
  /** Counts requests, so asking twice for the same scene acts twice. */
  seq: number;
}

interface SceneAttentionState {
  request: SceneAttention | null;
  ask(sceneId: string, what: SceneAttention['what'], autoPreview?: boolean): void;
  done(): void;
}

/** Puts the cursor in the script of the project's last scene (the one just added). */
export function focusLastScene(scenes: { id: string }[] | undefined) {
  const last = scenes?.at(-1);
  if (last) useSceneAttention.getState().ask(last.id, 'focus');
}

/**
 * Generate (a hook) points the scene list (components) at a scene: the list and its dialogs live
 * in the composer, the checks in useGenerateVideos, and this is the one line between them.
 */
export const useSceneAttention = create<SceneAttentionState>()((set) => ({
  request: null,
  ask: (sceneId, what, autoPreview) =>
    set((s) => ({ request: { sceneId, what, autoPreview, seq: (s.request?.seq ?? 0) + 1 } })),
  done: () => set({ request: null }),
}));
