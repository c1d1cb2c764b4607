import { Code, MAX_ACTORS_PER_PROJECT } from '@talkreel/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../api/ApiError';
import { showErrorToast } from '../../../api/showErrorToast';
import { processBatch } from '../api/generationApi';
import { scriptReady } from '../model/checklist';
import { temporaryResultsOf, videoTasksOf } from '../model/videoTasks';
import { useDraftStore } from '../state/useDraftStore';
import { inFlightBatches } from './inFlightBatches';
import { updateVideos, withResults } from './resultsCache';

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

let batchSeq = 0;

/**
 * Generate videos (creation.md §4/§5): checks the script and the actors, asks for confirmation
 * at 10 or more actors, then clears the script and actors, shows temporary results at once
 * and sends the batch. A failure puts script and actors back; code 1020 is not toasted but
 * opens the audio verification dialog for the first unverified actor.
 */
export function useGenerateVideos(projectId: string, folderId: string | null, ui: GenerateUi) {
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);

  const run = async () => {
    const store = useDraftStore.getState();
    const snapshot = store.takeForGenerate(projectId);
    const batchId = `temp_${Date.now().toString(36)}${batchSeq++}`;
    const temporary = temporaryResultsOf(batchId, projectId, snapshot.text, snapshot.actors);
    const ids = temporary.map((t) => t.id);
    inFlightBatches.add(ids);
    store.addTemporary(projectId, temporary);
    try {
      const reply = await processBatch(
        videoTasksOf(
          projectId,
          snapshot.text,
          snapshot.actors,
          folderId,
          store.drafts[projectId]?.burnCaptions ?? false,
        ),
      );
      store.markVerified(
        snapshot.actors.flatMap((a) =>
          a.audio ? [{ actorId: a.actor.id, voiceId: a.audio.id }] : [],
        ),
      );
      updateVideos(client, projectId, (list) => withResults(list, reply.videos));
    } catch (err) {
      store.restore(projectId, snapshot);
      if (isApiError(err) && err.code === Code.AUDIO_NOT_VERIFIED) {
        const pairs = unverifiedPairsOf(err.data);
        store.markUnverified(pairs);
        const first =
          snapshot.actors.find((a) => pairs.some((p) => p.actorId === a.actor.id)) ??
          snapshot.actors[0];
        if (first) ui.onAudioNeeded(first.actor.id, { autoPreview: true });
      } else if (isApiError(err)) {
        showErrorToast(err);
      } else {
        console.error('[generation] generate failed', err);
      }
    } finally {
      inFlightBatches.remove(ids);
      useDraftStore.getState().removeTemporary(projectId, ids);
    }
  };

  const request = () => {
    const draft = useDraftStore.getState().drafts[projectId];
    if (!draft || !scriptReady(draft.text)) return ui.onScriptMissing();
    if (!draft.actors.length) return ui.onActorMissing();
    const voiceless = draft.actors.find((a) => !a.audio);
    if (voiceless) return ui.onAudioNeeded(voiceless.actor.id, { autoPreview: false });
    if (draft.actors.length >= MAX_ACTORS_PER_PROJECT) return setConfirming(true);
    void run();
  };

  return {
    request,
    confirming,
    setConfirming,
    confirm: () => void run(),
  };
}
