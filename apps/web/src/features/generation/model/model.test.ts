import { camelize, DEFAULT_VIDEO_VOICE_SETTINGS, pictureInput } from '@talkreel/contract';
import { describe, expect, it } from 'vitest';
import type { PickedActor } from '../../actors/types';
import { draftActorOf, pairKey } from '../state/draftActor';
import { type PictureChoice, pictureOf } from '../state/pictureChoice';
import { widePicture, wireActor, wireVideo, wireVoice } from '../testing/wireData';
import { allDone, checklistOf } from './checklist';
import { downloadNameOf } from './downloadName';
import { mergeResults } from './mergeResults';
import { pollPlan } from './pollPlan';
import { cardShapeOf, videoFrameOf } from './videoFrame';
import { canDownload, resultView, type VideoResult } from './videoResult';
import { temporaryResultsOf, videoTasksOf } from './videoTasks';

const result = (overrides: Parameters<typeof wireVideo>[0] = {}): VideoResult => ({
  ...camelize(wireVideo(overrides)),
  isUnusual: false,
});
const actor = (overrides: Parameters<typeof wireActor>[0] = {}) =>
  camelize(wireActor(overrides)) as PickedActor;

describe('download file name (creation.md §9)', () => {
  it('is actor name, first 20 script characters with non-alphanumerics as underscores, timestamp', () => {
    const name = downloadNameOf(
      { actor: { name: 'Nora' }, inputText: "Hello, world! It's a great day to talk." },
      1767225600000,
    );
    expect(name).toBe('Nora_Hello__world__It_s_a_1767225600000.mp4');
  });

  it('counts characters, keeps letters of any script and cleans the actor name', () => {
    expect(downloadNameOf({ actor: { name: 'A/B' }, inputText: '你好，世界。Hola señor' }, 5)).toBe(
      'A_B_你好_世界_Hola_señor_5.mp4',
    );
  });
});

describe('result status (creation.md §4)', () => {
  it('maps 1 to processing, 3 to failed, 2 and anything else to ready; unusual wins', () => {
    expect(resultView(result({ video_status: 1 }))).toBe('processing');
    expect(resultView(result({ video_status: 2 }))).toBe('ready');
    expect(resultView(result({ video_status: 3 }))).toBe('failed');
    expect(resultView(result({ video_status: 7 }))).toBe('ready');
    expect(resultView({ ...result({ video_status: 1 }), isUnusual: true })).toBe('unusual');
  });

  it('downloads only finished results with a file', () => {
    expect(canDownload(result({ video_status: 2 }))).toBe(true);
    expect(canDownload(result({ video_status: 7 }))).toBe(false);
    expect(canDownload(result({ video_status: 2, video_url: null }))).toBe(false);
  });
});

describe('polling plan', () => {
  it('polls in-progress results by task id and stops when none is in progress', () => {
    const plan = pollPlan([
      result({ video_status: 1, task_id: 'a' }),
      result({ video_status: 2, task_id: 'b' }),
      { ...result({ video_status: 1, task_id: 'c' }), isUnusual: true },
    ]);
    expect(plan).toEqual({ active: true, taskIds: ['a'], refetchList: false });
    expect(pollPlan([result({ video_status: 2 }), result({ video_status: 3 })]).active).toBe(false);
  });

  it('re-polls the list for an in-progress result without a task id', () => {
    const plan = pollPlan([{ ...result({ video_status: 1 }), taskId: '' }]);
    expect(plan).toEqual({ active: true, taskIds: [], refetchList: true });
  });
});

describe('checklist', () => {
  const nora = draftActorOf(actor());
  it('needs 100 characters, an actor, and every actor-voice pair verified', () => {
    expect(checklistOf('x'.repeat(99), [], [])).toEqual({
      script: false,
      actor: false,
      audio: false,
    });
    const text = 'x'.repeat(100);
    expect(checklistOf(text, [nora], [])).toEqual({ script: true, actor: true, audio: false });
    const ok = checklistOf(text, [nora], [pairKey(nora.actor.id, 'stock-voice-ava')]);
    expect(allDone(ok)).toBe(true);
    // Spaces around the script do not count.
    expect(checklistOf(`  ${'x'.repeat(99)}  `, [nora], []).script).toBe(false);
  });

  it('an actor without a voice is never verified', () => {
    const voiceless = draftActorOf(actor({ default_audio: null }));
    expect(checklistOf('x'.repeat(100), [voiceless], [pairKey(voiceless.actor.id, '')]).audio).toBe(
      false,
    );
  });
});

describe('video tasks', () => {
  it('sends one task per actor with the default voice settings and the chosen speed', () => {
    const slow = { ...draftActorOf(actor()), playbackRate: 0.8 };
    const other = draftActorOf(
      actor({ id: 'a2', default_audio: wireVoice({ id: 'v2', speed: 0 }) }),
    );
    expect(other.playbackRate).toBe(1);
    expect(videoTasksOf('p1', '  Script  ', [slow, other], 'f1')).toEqual([
      {
        text: 'Script',
        actor_id: 'stock-actor-nora',
        voice_id: 'stock-voice-ava',
        voice_model_name: 'espeak-ng',
        voice_settings: { ...DEFAULT_VIDEO_VOICE_SETTINGS, speed: 0.8 },
        project_id: 'p1',
        folder_id: 'f1',
        scene_id: null,
        burn_captions: false,
        format: '9:16',
        resolution: '720p',
        background: { type: 'actor' },
        layout: { placement: 'full', scale: 1 },
        brand: 'none',
      },
      expect.objectContaining({
        actor_id: 'a2',
        voice_id: 'v2',
        voice_settings: { ...DEFAULT_VIDEO_VOICE_SETTINGS, speed: 1 },
      }),
    ]);
    expect(videoTasksOf('p1', 'Script', [slow], null, true)[0].burn_captions).toBe(true);
  });

  it('sends the picture as the contract names it: stock, gradient, upload, logo', () => {
    const task = (picture: Partial<PictureChoice>) =>
      videoTasksOf('p1', 'Script', [draftActorOf(actor())], null, false, pictureOf(picture))[0];
    expect(
      task({
        format: '16:9',
        resolution: '1080p',
        background: { type: 'stock', value: 'office-day' },
        layout: { placement: 'circle', scale: 0.6 },
        brandLogo: true,
      }),
    ).toMatchObject({
      format: '16:9',
      resolution: '1080p',
      background: { type: 'stock', value: 'office-day' },
      layout: { placement: 'circle', scale: 0.6 },
      brand: 'workspace',
    });
    expect(task({ background: { type: 'gradient', value: ['#112233', '#445566'] } })).toMatchObject(
      {
        background: { type: 'gradient', value: ['#112233', '#445566'] },
        brand: 'none',
      },
    );
    // The file's name is the panel's, not the server's.
    expect(
      task({ background: { type: 'video', value: 'upload://t9', name: 'beach.mp4' } }).background,
    ).toEqual({ type: 'video', value: 'upload://t9' });
    // Every field passes the contract's own schema.
    const fields = task({ background: { type: 'color', value: '#A1B2C3' } });
    for (const [key, schema] of Object.entries(pictureInput))
      expect(schema.safeParse(fields[key as keyof typeof fields]).success).toBe(true);
  });

  it('makes in-progress placeholders without task ids, hidden once the list shows the video', () => {
    const temps = temporaryResultsOf('temp_x', 'p1', 'Hello there', [draftActorOf(actor())]);
    expect(temps).toMatchObject([
      { videoStatus: 1, taskId: '', temporary: true, inputText: 'Hello there' },
    ]);
    const listed = result({ video_status: 1, input_text: 'Hello there' });
    expect(mergeResults(temps, [])).toHaveLength(1);
    expect(mergeResults(temps, [listed])).toEqual([listed]);
    // A finished video of the same script is an older one: the placeholder stays.
    expect(mergeResults(temps, [result({ input_text: 'Hello there' })])).toHaveLength(2);
  });
});

describe("a video's frame on its card", () => {
  it('reads the picture, and an older video without one as 9:16 720p', () => {
    expect(videoFrameOf(result())).toEqual({
      format: '9:16',
      resolution: '720p',
      width: 720,
      height: 1280,
    });
    const wide = result({
      picture: widePicture(),
    });
    expect(videoFrameOf(wide)).toMatchObject({ format: '16:9', width: 1920, height: 1080 });
    expect(cardShapeOf('16:9')).toEqual({ columns: 2, aspect: '1280 / 720' });
    expect(cardShapeOf('4:5')).toEqual({ columns: 1, aspect: '720 / 900' });
  });

  it('gives placeholders the shape of the picture asked for', () => {
    const [temp] = temporaryResultsOf(
      'temp_y',
      'p1',
      'Hi',
      [draftActorOf(actor())],
      new Date(),
      pictureOf({ format: '1:1', resolution: '1080p' }),
    );
    expect(videoFrameOf(temp)).toEqual({
      format: '1:1',
      resolution: '1080p',
      width: 1080,
      height: 1080,
    });
  });
});
