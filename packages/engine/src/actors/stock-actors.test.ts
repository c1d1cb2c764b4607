import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeMedia } from '../media/probe.js';
import { renderIdleVideo } from '../render/render-idle-video.js';
import { renderActorStill } from '../render/render-still.js';
import { alignedRegionDifference, extractFrame } from '../render/test-support.js';
import { findStockVoice } from '../speech/stock-voices.js';
import { ageGroups, genders, situations, skinTones } from './illustrated/params.js';
import { findStockActor, stockActors } from './stock-actors.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'talkreel-actors-test-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('stock actor catalogue', () => {
  it('has at least 40 actors with unique keys covering every filter value', () => {
    expect(stockActors.length).toBeGreaterThanOrEqual(40);
    expect(new Set(stockActors.map((a) => a.key)).size).toBe(stockActors.length);
    for (const g of genders) expect(stockActors.some((a) => a.gender === g)).toBe(true);
    for (const age of ageGroups) expect(stockActors.some((a) => a.ageGroup === age)).toBe(true);
    for (const tone of skinTones) expect(stockActors.some((a) => a.skinTone === tone)).toBe(true);
    for (const lang of ['en', 'zh', 'es', 'de'] as const) {
      expect(stockActors.filter((a) => a.languages.includes(lang)).length).toBeGreaterThanOrEqual(
        8,
      );
    }
    expect(new Set(stockActors.map((a) => a.situation)).size).toBe(situations.length);
  });

  it('suggests an existing stock voice of the same language and gender', () => {
    for (const actor of stockActors) {
      const voice = actor.defaultVoice.voiceKey
        ? findStockVoice(actor.defaultVoice.voiceKey)
        : undefined;
      expect(voice, actor.key).toBeDefined();
      expect(voice?.language).toBe(actor.languages[0]);
      expect(voice?.gender).toBe(actor.gender);
    }
  });

  it('draws the same actor image every time (deterministic by seed)', async () => {
    const actor = findStockActor('margaret-class');
    if (!actor) throw new Error('missing');
    const a = join(dir, 'a.jpg');
    const b = join(dir, 'b.jpg');
    await renderActorStill({ kind: 'illustrated', params: actor.params }, a);
    await renderActorStill({ kind: 'illustrated', params: actor.params }, b, { width: 720 });
    const [bufA, bufB] = await Promise.all([readFile(a), readFile(b)]);
    expect([...bufA.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(bufA.equals(bufB)).toBe(true);
  });

  it('renders an idle preview: silent audio track, mouth closed while the face moves', async () => {
    const actor = findStockActor('nia-living');
    if (!actor) throw new Error('missing');
    const video = join(dir, 'idle.mp4');
    await renderIdleVideo(
      { kind: 'illustrated', params: actor.params },
      { video, poster: join(dir, 'idle.jpg') },
      { durationSec: 2 },
    );
    const probe = await probeMedia(video);
    expect(probe).toMatchObject({
      width: 720,
      height: 1280,
      fps: 25,
      hasAudio: true,
      audioCodec: 'aac',
    });
    expect(Math.abs(probe.durationSec - 2)).toBeLessThanOrEqual(1 / 25);
    const mouth = { x: 300, y: 615, width: 120, height: 95 };
    const a = await extractFrame(video, 0.2);
    const b = await extractFrame(video, 1.7);
    expect(alignedRegionDifference(a, b, mouth)).toBeLessThan(2.5);
  });
});
