import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findStockActor } from '../actors/stock-actors.js';
import { probeMedia } from '../media/probe.js';
import { synthesizeLocal } from '../speech/local-tts.js';
import { findStockVoice } from '../speech/stock-voices.js';
import type { SpeechResult } from '../timeline.js';
import { renderTalkingVideo } from './render-talking-video.js';
import { parseSrt } from './srt.js';
import { alignedRegionDifference, extractFrame } from './test-support.js';

let dir: string;
let speech: SpeechResult;
const outputs = { video: '', poster: '', compressed: '', srt: '' };

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'talkreel-real-speech-'));
  const voice = findStockVoice('zh-xiaomei');
  const actor = findStockActor('xiaomei-studio');
  if (!voice || !actor) throw new Error('stock data missing');
  speech = await synthesizeLocal({
    text: '大家早上好，欢迎收看。',
    language: 'zh',
    voice: voice.local,
  });
  Object.assign(outputs, {
    video: join(dir, 'zh.mp4'),
    poster: join(dir, 'zh.jpg'),
    compressed: join(dir, 'zh-small.mp4'),
    srt: join(dir, 'zh.srt'),
  });
  await renderTalkingVideo({
    actor: { kind: 'illustrated', params: actor.params },
    speech,
    outputs,
    captions: true,
  });
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('renderTalkingVideo with synthesised Chinese speech', () => {
  it('matches the audio duration and times the captions from the timeline', async () => {
    const probe = await probeMedia(outputs.video);
    expect(
      Math.abs(probe.durationSec - speech.samples.length / speech.sampleRate),
    ).toBeLessThanOrEqual(1 / 25);
    const cues = parseSrt(await readFile(outputs.srt, 'utf8'));
    expect(cues.length).toBeGreaterThan(0);
    const words = speech.timeline.words;
    expect(cues[0].start).toBeCloseTo(words[0].start, 3);
    expect(cues[cues.length - 1].end).toBeCloseTo(Math.max(...words.map((w) => w.end)), 3);
    expect(cues.map((c) => c.text).join('')).toBe(words.map((w) => w.text).join(''));
  });

  it('moves the mouth while speaking', async () => {
    const mouth = { x: 300, y: 615, width: 120, height: 95 };
    const first = speech.timeline.words[0].start;
    const last = speech.timeline.words[speech.timeline.words.length - 1].end;
    const times = Array.from({ length: 6 }, (_, i) => first + ((last - first) * (i + 0.5)) / 6);
    const frames = await Promise.all(times.map((t) => extractFrame(outputs.video, t)));
    let largest = 0;
    for (let i = 1; i < frames.length; i++) {
      largest = Math.max(largest, alignedRegionDifference(frames[0], frames[i], mouth));
    }
    expect(largest).toBeGreaterThan(5);
  });
});
