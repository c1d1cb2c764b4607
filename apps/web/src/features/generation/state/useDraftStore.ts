import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { PersistedKey } from '../../../state/persistedKeys';
import { registerUserStateReset } from '../../../state/userStateReset';
import type { PickedActor } from '../../actors/types';
import { useVoiceSettingsStore } from '../../voices/useVoiceSettingsStore';
import type { VideoResult } from '../model/videoResult';
import { mergePicked, pairKey } from './draftActor';
import { type DraftActor, type DraftSnapshot, EMPTY_DRAFT, type ProjectDraft } from './draftTypes';
import { type PictureChoice, pictureOf } from './pictureChoice';

interface DraftState {
  drafts: Record<string, ProjectDraft>;
  /** Actor-voice pairs verified by a preview or accepted by a generation (pairKey). */
  verifiedPairs: string[];

  setText(projectId: string, text: string): void;
  setBurnCaptions(projectId: string, burn: boolean): void;
  /** Changes some picture choices of the project's draft; the rest stay as chosen. */
  setPicture(projectId: string, change: Partial<PictureChoice>): void;
  setPicked(projectId: string, picked: PickedActor[]): void;
  setActorAudio(
    projectId: string,
    actorId: string,
    audio: Pick<DraftActor, 'audio' | 'playbackRate'>,
  ): void;
  removeActor(projectId: string, actorId: string): void;
  /** Empties the script and the actor selection and returns what they held. */
  takeForGenerate(projectId: string): DraftSnapshot;
  /** Puts a failed generation's script and actors back (creation.md §4). */
  restore(projectId: string, snapshot: DraftSnapshot): void;
  addTemporary(projectId: string, results: VideoResult[]): void;
  removeTemporary(projectId: string, ids: string[]): void;
  /** Remix: the draft becomes one script and one actor with its voice. */
  remix(projectId: string, text: string, actor: DraftActor): void;
  markVerified(pairs: { actorId: string; voiceId: string }[]): void;
  markUnverified(pairs: { actorId: string; voiceId: string }[]): void;
  /**
   * A voice that no longer exists (deleted): every draft actor speaking with it has no voice
   * again, and no pair with it counts as verified.
   */
  forgetVoice(voiceId: string): void;
  reset(): void;
}

export const DRAFTS_STORAGE_KEY = PersistedKey.VIDEO_DRAFTS;
const VERSION = 1;

/**
 * The per-project video drafts (creation.md §3, local cache "per-project video drafts"):
 * script, attached actors with their chosen voice and speed, temporary results.
 */
export const useDraftStore = create<DraftState>()(
  persist(
    (set, get) => {
      const edit = (projectId: string, change: (d: ProjectDraft) => Partial<ProjectDraft>) =>
        set((s) => {
          const draft = s.drafts[projectId] ?? EMPTY_DRAFT;
          return { drafts: { ...s.drafts, [projectId]: { ...draft, ...change(draft) } } };
        });
      return {
        drafts: {},
        verifiedPairs: [],
        setText: (projectId, text) => edit(projectId, () => ({ text })),
        setBurnCaptions: (projectId, burnCaptions) => edit(projectId, () => ({ burnCaptions })),
        setPicture: (projectId, change) =>
          edit(projectId, (d) => ({ picture: pictureOf({ ...pictureOf(d.picture), ...change }) })),
        setPicked: (projectId, picked) =>
          edit(projectId, (d) => ({ actors: mergePicked(d.actors, picked) })),
        setActorAudio: (projectId, actorId, audio) =>
          edit(projectId, (d) => ({
            actors: d.actors.map((a) => (a.actor.id === actorId ? { ...a, ...audio } : a)),
          })),
        removeActor: (projectId, actorId) =>
          edit(projectId, (d) => ({ actors: d.actors.filter((a) => a.actor.id !== actorId) })),
        takeForGenerate: (projectId) => {
          const draft = get().drafts[projectId] ?? EMPTY_DRAFT;
          edit(projectId, () => ({ text: '', actors: [] }));
          return { text: draft.text, actors: draft.actors };
        },
        restore: (projectId, snapshot) =>
          edit(projectId, (d) => {
            // Whatever the user started meanwhile is kept: new text wins, new actors are added.
            const ids = new Set(snapshot.actors.map((a) => a.actor.id));
            return {
              text: d.text.trim() ? d.text : snapshot.text,
              actors: [...snapshot.actors, ...d.actors.filter((a) => !ids.has(a.actor.id))],
            };
          }),
        addTemporary: (projectId, results) =>
          edit(projectId, (d) => ({ temporaryResults: [...results, ...d.temporaryResults] })),
        removeTemporary: (projectId, ids) =>
          edit(projectId, (d) => ({
            temporaryResults: d.temporaryResults.filter((r) => !ids.includes(r.id)),
          })),
        remix: (projectId, text, actor) => edit(projectId, () => ({ text, actors: [actor] })),
        markVerified: (pairs) => {
          set((s) => ({
            verifiedPairs: [
              ...new Set([...s.verifiedPairs, ...pairs.map((p) => pairKey(p.actorId, p.voiceId))]),
            ],
          }));
          // The audio dialog asks its own store whether a pair was heard: a pair verified here
          // (a remixed or generated video, Generate's previews) must not read "unverified" there.
          const voices = useVoiceSettingsStore.getState();
          for (const p of pairs) voices.markVerified(p.actorId, p.voiceId);
        },
        markUnverified: (pairs) => {
          const gone = new Set(pairs.map((p) => pairKey(p.actorId, p.voiceId)));
          set((s) => ({ verifiedPairs: s.verifiedPairs.filter((k) => !gone.has(k)) }));
        },
        forgetVoice: (voiceId) =>
          set((s) => ({
            drafts: Object.fromEntries(
              Object.entries(s.drafts).map(([id, draft]) => [
                id,
                draft.actors.some((a) => a.audio?.id === voiceId)
                  ? {
                      ...draft,
                      actors: draft.actors.map((a) =>
                        a.audio?.id === voiceId ? { ...a, audio: null } : a,
                      ),
                    }
                  : draft,
              ]),
            ),
            verifiedPairs: s.verifiedPairs.filter((k) => !k.endsWith(pairKey('', voiceId))),
          })),
        reset: () => set({ drafts: {}, verifiedPairs: [] }),
      };
    },
    {
      name: DRAFTS_STORAGE_KEY,
      version: VERSION,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ drafts, verifiedPairs }) => ({ drafts, verifiedPairs }),
    },
  ),
);

registerUserStateReset(() => useDraftStore.getState().reset());

export const useProjectDraft = (projectId: string) =>
  useDraftStore((s) => s.drafts[projectId] ?? EMPTY_DRAFT);
