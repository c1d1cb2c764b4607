import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { PersistedKey } from '../../../state/persistedKeys';
import { registerUserStateReset } from '../../../state/userStateReset';
import type { PickedActor } from '../../actors/types';
import { useVoiceSettingsStore } from '../../voices/useVoiceSettingsStore';
import type { VideoResult } from '../model/videoResult';
import { mergePicked, pairKey } from './draftActor';
import {
  addScene,
  duplicateScene,
  moveScene,
  removeScene,
  startScenes,
  withScenes,
} from './draftScenes';
import {
  type DraftActor,
  type DraftScene,
  type DraftSnapshot,
  EMPTY_DRAFT,
  type ProjectDraft,
  type SceneTransition,
} from './draftTypes';
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
  /** "Add scene": a single-scene draft becomes a scene list; a scene list gets one more. */
  addScene(projectId: string): void;
  duplicateScene(projectId: string, sceneId: string): void;
  /** Down to one scene, the draft is a single-scene draft again. */
  removeScene(projectId: string, sceneId: string): void;
  moveScene(projectId: string, from: number, to: number): void;
  setScene(projectId: string, sceneId: string, change: Partial<Omit<DraftScene, 'id'>>): void;
  setTransition(projectId: string, transition: SceneTransition): void;
  /** Empties the script, the actor selection and the scenes and returns what they held. */
  takeForGenerate(projectId: string): DraftSnapshot;
  /** Puts a failed generation's script and actors back (creation.md §4). */
  restore(projectId: string, snapshot: DraftSnapshot): void;
  addTemporary(projectId: string, results: VideoResult[]): void;
  removeTemporary(projectId: string, ids: string[]): void;
  /** Remix: the draft becomes one script and one actor with its voice. */
  remix(projectId: string, text: string, actor: DraftActor): void;
  /** Remix of a multi-scene video: the draft becomes its scenes, transition and picture. */
  remixScenes(
    projectId: string,
    remix: { scenes: DraftScene[]; transition: SceneTransition; picture: PictureChoice },
  ): void;
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
        addScene: (projectId) =>
          edit(projectId, (d) =>
            d.scenes
              ? { scenes: addScene(d.scenes) }
              : // The script and actors move into the scenes: one place holds them.
                { scenes: startScenes(d), text: '', actors: [] },
          ),
        duplicateScene: (projectId, sceneId) =>
          edit(projectId, (d) => (d.scenes ? { scenes: duplicateScene(d.scenes, sceneId) } : {})),
        removeScene: (projectId, sceneId) =>
          edit(projectId, (d) =>
            d.scenes ? withScenes(removeScene(d.scenes, sceneId), d.picture) : {},
          ),
        moveScene: (projectId, from, to) =>
          edit(projectId, (d) => (d.scenes ? { scenes: moveScene(d.scenes, from, to) } : {})),
        setScene: (projectId, sceneId, change) =>
          edit(projectId, (d) => ({
            scenes: d.scenes?.map((s) => (s.id === sceneId ? { ...s, ...change } : s)),
          })),
        setTransition: (projectId, transition) => edit(projectId, () => ({ transition })),
        takeForGenerate: (projectId) => {
          const draft = get().drafts[projectId] ?? EMPTY_DRAFT;
          edit(projectId, () => ({ text: '', actors: [], scenes: undefined }));
          return {
            text: draft.text,
            actors: draft.actors,
            ...(draft.scenes ? { scenes: draft.scenes, transition: draft.transition } : {}),
          };
        },
        restore: (projectId, snapshot) =>
          edit(projectId, (d) => {
            // A scene list comes back whole unless the user started another one meanwhile.
            if (snapshot.scenes) return d.scenes ? {} : { scenes: snapshot.scenes };
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
        remix: (projectId, text, actor) =>
          edit(projectId, () => ({ text, actors: [actor], scenes: undefined })),
        remixScenes: (projectId, { scenes, transition, picture }) =>
          edit(projectId, () => ({ text: '', actors: [], scenes, transition, picture })),
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
              Object.entries(s.drafts).map(([id, draft]) => [id, withoutVoice(draft, voiceId)]),
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

/** The draft with every actor (attached or in a scene) speaking with `voiceId` voiceless. */
function withoutVoice(draft: ProjectDraft, voiceId: string): ProjectDraft {
  const clear = (a: DraftActor): DraftActor =>
    a.audio?.id === voiceId ? { ...a, audio: null } : a;
  const speaks = (a: DraftActor | null) => a?.audio?.id === voiceId;
  if (!draft.actors.some(speaks) && !draft.scenes?.some((s) => speaks(s.actor))) return draft;
  return {
    ...draft,
    actors: draft.actors.map(clear),
    ...(draft.scenes
      ? { scenes: draft.scenes.map((s) => (s.actor ? { ...s, actor: clear(s.actor) } : s)) }
      : {}),
  };
}

registerUserStateReset(() => useDraftStore.getState().reset());

export const useProjectDraft = (projectId: string) =>
  useDraftStore((s) => s.drafts[projectId] ?? EMPTY_DRAFT);
