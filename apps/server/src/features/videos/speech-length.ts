import {
  MAX_TALKING_VIDEO_SECONDS,
  MAX_VIDEO_TOTAL_SECONDS,
  sceneSpeechTooLongMessage,
  speechTooLongMessage,
  type VoiceSettings,
  videoSpeechTooLongMessage,
} from '@talkreel/contract';
import type { AppContext } from '../../app-context';
import { invalidInput } from '../../http/app-error';
import { findCachedSpeech, speechCacheKey, speechFor } from '../voices/speech/speech-cache';
import type { VoiceRow } from '../voices/voice-items';

/** One video of a batch as the render will ask the speech cache for it. */
export interface SpokenTask {
  voice: VoiceRow;
  actorId: string;
  text: string;
  settings: VoiceSettings;
}

/**
 * Refuses (1001) a batch whose speech would pass the 2-minute video limit, before anything is
 * written, instead of accepting it and failing the render later. Speech comes from the speech
 * cache (the same call and key as the render's), so whatever is made here the render reuses.
 * The length does not depend on the actor, so each (voice, text, speed) is made once: a stored
 * result for any of the batch's actors is used, else the first actor's is synthesised. Speech
 * that cannot be made now (provider down or refusing) is left to the render, which retries or
 * fails the video as it always did.
 */
export async function assertSpeechFits(ctx: AppContext, userId: string, tasks: SpokenTask[]) {
  const groups = new Map<string, SpokenTask[]>();
  for (const task of tasks) {
    const key = speechCacheKey(task.voice, null, task.text, task.settings);
    groups.set(key, [...(groups.get(key) ?? []), task]);
  }
  for (const group of groups.values()) {
    const ms = await speechMs(ctx, userId, group);
    if (ms !== undefined && ms / 1000 > MAX_TALKING_VIDEO_SECONDS)
      throw invalidInput(speechTooLongMessage(ms / 1000));
  }
}

/**
 * The same check for the scenes of one multi-scene video (issue 27): each scene within 2 minutes
 * (the refusal names the scene) and all of them within 10. Scenes saying the same with the same
 * voice are synthesised once. A scene whose speech cannot be made now counts as nothing here;
 * the render checks it.
 */
export async function assertScenesFit(ctx: AppContext, userId: string, scenes: SpokenTask[]) {
  const known = new Map<string, number | undefined>();
  let totalMs = 0;
  for (const [i, scene] of scenes.entries()) {
    const key = speechCacheKey(scene.voice, null, scene.text, scene.settings);
    if (!known.has(key)) known.set(key, await speechMs(ctx, userId, [scene]));
    const ms = known.get(key);
    if (ms === undefined) continue;
    if (ms / 1000 > MAX_TALKING_VIDEO_SECONDS)
      throw invalidInput(sceneSpeechTooLongMessage(i + 1, ms / 1000));
    totalMs += ms;
  }
  if (totalMs / 1000 > MAX_VIDEO_TOTAL_SECONDS)
    throw invalidInput(videoSpeechTooLongMessage(totalMs / 1000));
}

async function speechMs(
  ctx: AppContext,
  userId: string,
  group: SpokenTask[],
): Promise<number | undefined> {
  for (const t of group) {
    const cached = await findCachedSpeech(
      ctx,
      speechCacheKey(t.voice, t.actorId, t.text, t.settings),
    );
    if (cached) return Number(cached.duration_ms);
  }
  const [first] = group;
  try {
    const { row } = await speechFor(ctx, {
      voice: first.voice,
      actorId: first.actorId,
      text: first.text,
      settings: first.settings,
      name: first.voice.name,
      userId,
    });
    return Number(row.duration_ms);
  } catch (err) {
    ctx.log.warn(
      { err, voice: first.voice.id },
      'speech length unknown at submit; the render checks it',
    );
    return undefined;
  }
}
