import {
  API_TIMEOUT_MS,
  DEFAULT_VIDEO_VOICE_SETTINGS,
  TTS_TIMEOUT_MS,
  VIDEO_BATCH_TIMEOUT_MS,
} from '@talkreel/contract';
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../state/useSessionStore';
import { fakeServer } from '../../../test/fakeServer';
import { held } from '../../tree/testing/treeServer';
import { generatePreview } from '../../voices/voicesApi';
import { processBatch } from './generationApi';

/**
 * Where a call stands after the fake clock has moved; `outcome` settles once its failure has
 * run its course (signing and the error's reporting take real microtasks and imports).
 */
function watch(call: Promise<unknown>) {
  const state = { settled: false, outcome: call };
  call.then(
    () => Object.assign(state, { settled: true }),
    () => Object.assign(state, { settled: true }),
  );
  return state;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('calls with their own time limits (core.md §7: 2 min speech, 5 min batch)', () => {
  afterEach(() => vi.useRealTimers());

  it('a speech preview waits past the usual 10 s and gives up at 2 minutes', async () => {
    const never = held();
    fakeServer({ 'POST /audio/tts/generate': () => never.reply });
    useSessionStore.getState().signIn('tok', null);
    vi.useFakeTimers();
    const call = watch(
      generatePreview({
        text: 'Hello there',
        actorId: 'a1',
        speed: 1,
        voice: { id: 'v1', name: 'Ava', modelName: 'espeak-ng' } as Parameters<
          typeof generatePreview
        >[0]['voice'],
      }),
    );
    await advance(API_TIMEOUT_MS + 1_000);
    expect(call.settled).toBe(false);
    await advance(TTS_TIMEOUT_MS - API_TIMEOUT_MS - 2_000);
    expect(call.settled).toBe(false);
    await advance(2_000);
    await expect(call.outcome).rejects.toMatchObject({ kind: 'timeout', status: 408 });
  });

  it('a generate batch waits past the speech limit and gives up at 5 minutes', async () => {
    const never = held();
    fakeServer({ 'POST /video/audio-video/process-batch': () => never.reply });
    useSessionStore.getState().signIn('tok', null);
    vi.useFakeTimers();
    const call = watch(
      processBatch([
        {
          text: 'x'.repeat(120),
          actor_id: 'a1',
          voice_id: 'v1',
          voice_model_name: null,
          voice_settings: { ...DEFAULT_VIDEO_VOICE_SETTINGS, speed: 1 },
          project_id: 'p1',
          folder_id: null,
          scene_id: null,
          burn_captions: false,
        },
      ]),
    );
    await advance(TTS_TIMEOUT_MS + 1_000);
    expect(call.settled).toBe(false);
    await advance(VIDEO_BATCH_TIMEOUT_MS - TTS_TIMEOUT_MS - 2_000);
    expect(call.settled).toBe(false);
    await advance(2_000);
    await expect(call.outcome).rejects.toMatchObject({ kind: 'timeout', status: 408 });
  });
});
