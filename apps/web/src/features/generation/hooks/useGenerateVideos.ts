import {
  type CaptionStyle,
  Code,
  MAX_ACTORS_PER_PROJECT,
  MAX_TALKING_VIDEO_SECONDS,
  MAX_VIDEO_TOTAL_SECONDS,
} from '@talkreel/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/ApiError';
import { recordEvent } from '../../../api/events/recordEvent';
import { showErrorToast } from '../../../api/showErrorToast';
import { notify } from '../../../ui/toast';
import { processBatch } from '../api/generationApi';
import { useSceneAttention } from '../composer/scenes/sceneAttention';
import { firstSceneProblem } from '../composer/scenes/sceneChecklist';
import {
  sceneBatchOf,
  sceneOfActor,
  sceneSpeakers,
  sceneTemporaryResult,
} from '../composer/scenes/scenePlan';
import { scriptReady } from '../model/checklist';
import { temporaryResultsOf, videoTasksOf } from '../model/videoTasks';
import { pairKey } from '../state/draftActor';
import type { DraftActor, DraftScene, ProjectDraft } from '../state/draftTypes';
import { pictureOf } from '../state/pictureChoice';
import { useDraftStore } from '../state/useDraftStore';
import { inFlightBatches } from './inFlightBatches';
import { updateVideos, withResults } from './resultsCache';
import { verifyPairs } from './verifyPairs';

export interface GenerateUi {
  /** The script is missing or too short: highlight and focus the script box. */
  onScriptMissing(): void;
  /** No actor attached: say so and open the actor picker. */
  onActorMissing(): void;
  /** This actor's voice must be chosen or verified first: open its audio dialog. */
  onAudioNeeded(actorId: string, options: { autoPreview: boolean }): void;
}

/** Pairs the server named in a 1020 refusal (`data.pairs`). */
function unverifiedPairsOf(data: unknown): { actorId: string; voiceId: string }[] {
  const pairs = (data as { pairs?: unknown } | null)?.pairs;
  if (!Array.isArray(pairs)) return [];
  return pairs
    .map((p: { actor_id?: unknown; voice_id?: unknown }) => ({
      actorId: String(p?.actor_id ?? ''),
      voiceId: String(p?.voice_id ?? ''),
    }))
    .filter((p) => p.actorId);
}

/** The actor whose voice no longer exists, from a 1004 refusal (`data.actor_id`, `voice_id`). */
function missingVoiceOf(err: unknown): { actorId: string; voiceId: string } | null {
  if (!isApiError(err) || err.code !== Code.NOT_FOUND) return null;
  const d = err.data as { actor_id?: unknown; voice_id?: unknown } | null;
  if (typeof d?.actor_id !== 'string' || typeof d.voice_id !== 'string') return null;
  return { actorId: d.actor_id, voiceId: d.voice_id };
}

let batchSeq = 0;

/** The script previewed to verify an actor: the draft's, or its first scene's in a scene list. */
const scriptOf = (text: string, scenes: DraftScene[] | undefined) =>
  scenes ? (actor: DraftActor) => sceneOfActor(scenes, actor.actor.id)?.text ?? text : text;

/** Progress of the one-pass voice check: previews made of `total`. */
export interface Verifying {
  done: number;
  total: number;
}

/**
 * Generate videos (creation.md §4/§5): checks the script and the actors, then verifies every
 * actor whose voice is not verified yet in one pass (issue 7: before, a 10-actor project was
 * confirmed first and then refused with 1020 once per actor), asks for confirmation at 10 or
 * more actors, then clears the script and actors, shows temporary results at once and sends
 * the batch. A failure puts script and actors back. Code 1020 (the server knows fewer
 * verified pairs than this browser) is not toasted: the pairs it lists are verified in one
 * pass and the batch is sent again once; a preview that fails opens that actor's audio dialog.
 * A draft of scenes (issue 27) is checked scene by scene, and sends one task: one video.
 */
export function useGenerateVideos(
  projectId: string,
  folderId: string | null,
  ui: GenerateUi,
  /** The brand kit's caption style once loaded, for burned captions (issue 26). */
  captionStyle: CaptionStyle | null = null,
) {
  const client = useQueryClient();
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [verifying, setVerifying] = useState<Verifying | null>(null);

  /**
   * The actor's audio dialog: the composer's for a single-scene draft; for a scene list, the one
   * of the first scene it speaks in.
   */
  const audioNeeded = (
    scenes: DraftScene[] | undefined,
    actorId: string,
    options: { autoPreview: boolean },
  ) => {
    if (!scenes) return ui.onAudioNeeded(actorId, options);
    const scene = sceneOfActor(scenes, actorId);
    if (scene) useSceneAttention.getState().ask(scene.id, 'voice', options.autoPreview);
  };

  /** True when every actor given is verified now; else the first failure's dialog is open. */
  const verifyAll = async (
    actors: DraftActor[],
    script: string | ((actor: DraftActor) => string),
    scenes?: DraftScene[],
  ) => {
    if (!actors.length) return true;
    setVerifying({ done: 0, total: actors.length });
    try {
      const failed = await verifyPairs(actors, script, (done) =>
        setVerifying({ done, total: actors.length }),
      );
      if (failed.length) audioNeeded(scenes, failed[0].actor.id, { autoPreview: false });
      return failed.length === 0;
    } finally {
      setVerifying(null);
    }
  };

  const run = async (retried = false) => {
    const store = useDraftStore.getState();
    const snapshot = store.takeForGenerate(projectId);
    const batchId = `temp_${Date.now().toString(36)}${batchSeq++}`;
    const picture = pictureOf(store.drafts[projectId]?.picture);
    const burn = store.drafts[projectId]?.burnCaptions ?? false;
    const { scenes } = snapshot;
    // Who speaks: the attached actors, or each scene's (several scenes may share one).
    const speakers = scenes ? sceneSpeakers(scenes).map((s) => s.actor) : snapshot.actors;
    const temporary = scenes
      ? sceneTemporaryResult(batchId, projectId, scenes, picture)
      : temporaryResultsOf(batchId, projectId, snapshot.text, snapshot.actors, new Date(), picture);
    const ids = temporary.map((t) => t.id);
    inFlightBatches.add(ids);
    store.addTemporary(projectId, temporary);
    let again = false;
    try {
      const reply = await processBatch(
        scenes
          ? sceneBatchOf(
              projectId,
              scenes,
              snapshot.transition,
              folderId,
              burn,
              picture,
              captionStyle,
            )
          : videoTasksOf(
              projectId,
              snapshot.text,
              snapshot.actors,
              folderId,
              burn,
              picture,
              captionStyle,
            ),
      );
      store.markVerified(
        speakers.flatMap((a) => (a.audio ? [{ actorId: a.actor.id, voiceId: a.audio.id }] : [])),
      );
      updateVideos(client, projectId, (list) => withResults(list, reply.videos));
    } catch (err) {
      store.restore(projectId, snapshot);
      const missing = missingVoiceOf(err);
      if (isApiError(err) && err.code === Code.AUDIO_NOT_VERIFIED) {
        const pairs = unverifiedPairsOf(err.data);
        store.markUnverified(pairs);
        const named = speakers.filter((a) => pairs.some((p) => p.actorId === a.actor.id));
        if (!retried && named.length) {
          again = await verifyAll(named, scriptOf(snapshot.text, scenes), scenes);
        } else {
          const first = named[0] ?? speakers[0];
          if (first) audioNeeded(scenes, first.actor.id, { autoPreview: true });
        }
      } else if (missing) {
        // The voice was deleted (elsewhere, or in another tab): that actor needs a new one.
        useDraftStore.getState().forgetVoice(missing.voiceId);
        const actor = speakers.find((a) => a.actor.id === missing.actorId);
        notify({
          tone: 'error',
          title: t('generation.generate.voiceGone', { name: actor?.actor.name ?? '' }),
        });
        audioNeeded(scenes, missing.actorId, { autoPreview: false });
      } else if (isApiError(err)) {
        showErrorToast(err);
      } else {
        console.error('[generation] generate failed', err);
      }
    } finally {
      inFlightBatches.remove(ids);
      useDraftStore.getState().removeTemporary(projectId, ids);
    }
    if (again) await run(true);
  };

  /** Generate for a scene list: each scene checked in order, then its voices, then one video. */
  const requestScenes = async (draft: ProjectDraft, scenes: DraftScene[]) => {
    const problem = firstSceneProblem(scenes, draft.transition);
    if (problem?.what === 'totalTooLong' || problem?.what === 'sceneTooLong') {
      recordEvent('generate_refused', { missing: 'length' });
      return notify({
        tone: 'error',
        title:
          problem.what === 'totalTooLong'
            ? t('generation.scenes.totalTooLong', { minutes: MAX_VIDEO_TOTAL_SECONDS / 60 })
            : t('generation.scenes.sceneTooLong', {
                number: problem.index + 1,
                minutes: MAX_TALKING_VIDEO_SECONDS / 60,
              }),
      });
    }
    if (problem) {
      recordEvent('generate_refused', { missing: problem.what });
      return useSceneAttention.getState().ask(problem.sceneId, problem.what);
    }
    const { verifiedPairs } = useDraftStore.getState();
    const unverified = sceneSpeakers(scenes).filter(
      ({ actor: a }) => a.audio && !verifiedPairs.includes(pairKey(a.actor.id, a.audio.id)),
    );
    if (
      !(await verifyAll(
        unverified.map((s) => s.actor),
        scriptOf('', scenes),
        scenes,
      ))
    )
      return;
    await run();
  };

  const request = async () => {
    if (verifying) return;
    const draft = useDraftStore.getState().drafts[projectId];
    if (draft?.scenes) return requestScenes(draft, draft.scenes);
    // A refused attempt is tracked (creation.md §5), with what was missing first.
    if (!draft || !scriptReady(draft.text)) {
      recordEvent('generate_refused', { missing: 'script' });
      return ui.onScriptMissing();
    }
    if (!draft.actors.length) {
      recordEvent('generate_refused', { missing: 'actor' });
      return ui.onActorMissing();
    }
    const voiceless = draft.actors.find((a) => !a.audio);
    if (voiceless) {
      recordEvent('generate_refused', { missing: 'voice' });
      return ui.onAudioNeeded(voiceless.actor.id, { autoPreview: false });
    }
    // The voice check comes before the question: nothing is asked that could not be sent.
    const { verifiedPairs } = useDraftStore.getState();
    const unverified = draft.actors.filter(
      (a) => a.audio && !verifiedPairs.includes(pairKey(a.actor.id, a.audio.id)),
    );
    if (!(await verifyAll(unverified, draft.text))) return;
    if (draft.actors.length >= MAX_ACTORS_PER_PROJECT) return setConfirming(true);
    await run();
  };

  return {
    request: () => void request(),
    verifying,
    confirming,
    setConfirming,
    confirm: () => void run(),
  };
}
