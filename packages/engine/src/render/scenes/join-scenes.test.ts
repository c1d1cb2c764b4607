import { copyFile, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findStockActor } from '../../actors/stock-actors.js';
import { ffmpegPath } from '../../media/ffmpeg-path.js';
import { probeMedia } from '../../media/probe.js';
import { runProcess } from '../../media/run-process.js';
import { targetEncoderArgs } from '../frame-stream.js';
import { encodeTargets } from '../render-clip.js';
import { renderTalkingVideo, type TalkingVideoOutputs } from '../render-talking-video.js';
import { parseSrt } from '../srt.js';
import { brightShare, extractFrame, handBuiltSpeech, regionDifference } from '../test-support.js';
import { type JoinedScenes, joinScenes } from './join-scenes.js';
import { probePartStreams, type ScenePart } from './scene-parts.js';
import {
  blendWeight,
  cornerColors,
  decodedFrameHashes,
  decodeErrors,
  decodeSound,
  frameTimes,
  nearestColor,
  soundCentre,
  streamTimes,
  videoPacketHashes,
} from './scene-test-media.js';

const fps = 25;
/**
 * Three scenes on backgrounds of their own colour, each saying one word: a tone from 0.4 to 0.6 s
 * into the scene (clear of any cross-fade's frames), its caption burned in. Lengths that are no
 * whole number of frames nor of AAC frames, so padding would show.
 */
const scenes = [
  { color: '#d02828', word: 'Alpha', seconds: 1.23 },
  { color: '#2848d0', word: 'Bravo', seconds: 0.97 },
  { color: '#28a048', word: 'Charlie', seconds: 1.51 },
];
const word = { start: 0.4, end: 0.6 };
const colors = scenes.map((s) => s.color);
/** Burned-in captions of a 720x720 video. */
const captionBand = { x: 160, y: 530, width: 400, height: 95 };

let dir: string;
let parts: ScenePart[];
/** Each part's video stream length, as ffprobe reads it. */
let partSeconds: number[];

const outputsIn = (name: string): TalkingVideoOutputs => ({
  video: join(dir, `${name}.mp4`),
  compressed: join(dir, `${name}-small.mp4`),
  poster: join(dir, `${name}.jpg`),
  srt: join(dir, `${name}.srt`),
});

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'talkreel-join-test-'));
  const actor = findStockActor('david-office');
  if (!actor) throw new Error('stock actor missing');
  parts = [];
  for (const [i, scene] of scenes.entries()) {
    const outputs = outputsIn(`part${i}`);
    const report = await renderTalkingVideo({
      actor: { kind: 'illustrated', params: actor.params },
      speech: handBuiltSpeech(
        [{ symbol: 'ɑː', ...word }],
        [{ text: scene.word, ...word }],
        scene.seconds,
      ),
      outputs,
      format: '1:1',
      captions: true,
      background: { type: 'color', value: scene.color },
      // As the server renders a cross-faded video's parts; a cut copies them all the same.
      sceneFades: { fadeIn: i > 0, fadeOut: i < scenes.length - 1 },
      scenePart: true,
    });
    parts.push({ ...outputs, durationSec: report.durationSec });
  }
  // A part's pictures set its length: its sound runs up to a frame longer (the speech is no whole
  // number of frames) and is cut to them in the join.
  partSeconds = await Promise.all(parts.map(async (p) => (await durations(p.video)).video));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/**
 * Each scene's first picture is shown at the scene's start and its tone heard 0.5 s after it, to
 * 2 ms (an AAC priming or frame padding slip is 21 ms), with both streams starting at 0.
 */
async function expectInStep(path: string, joined: JoinedScenes): Promise<void> {
  const streams = await streamTimes(path);
  expect([streams.video.start, streams.audio.start]).toEqual([0, 0]);
  const shown = await frameTimes(path);
  const sound = await decodeSound(path);
  for (const scene of joined.scenes) {
    expect(shown[Math.round(scene.start * fps)]).toBeCloseTo(scene.start, 3);
    const centre = soundCentre(sound, scene.start + 0.3, scene.start + 0.7);
    expect(Math.abs(centre - (scene.start + 0.5))).toBeLessThan(0.002);
  }
}

/** The video and audio stream durations of a file (ffprobe). */
const durations = async (path: string) => {
  const streams = await streamTimes(path);
  return { video: streams.video.duration, audio: streams.audio.duration };
};

describe('joinScenes with cuts', () => {
  let joined: JoinedScenes;
  let out: TalkingVideoOutputs;
  beforeAll(async () => {
    out = outputsIn('cut');
    joined = await joinScenes({ parts, transition: 'cut', outputs: out });
  });

  it('lasts as long as its scenes together, pictures and sound alike (ffprobe)', async () => {
    const total = partSeconds.reduce((a, b) => a + b, 0);
    expect((await probeMedia(out.video)).durationSec).toBeCloseTo(total, 3);
    expect(joined.durationSec).toBeCloseTo(total, 6);
    for (const path of [out.video, out.compressed]) {
      const streams = await durations(path);
      expect(streams.video).toBeCloseTo(total, 3);
      expect(streams.audio).toBeCloseTo(total, 3);
    }
    let start = 0;
    joined.scenes.forEach((scene, i) => {
      expect(scene).toEqual({
        index: i,
        start: expect.closeTo(start, 6),
        duration: expect.closeTo(partSeconds[i], 3),
      });
      start += partSeconds[i];
    });
  });

  it("rebuilds the compressed file's sound from the full parts' (a part's compressed file has none)", async () => {
    for (const part of parts) {
      expect(Object.keys(await streamTimes(part.compressed))).toEqual(['video']);
      expect(Object.keys(await streamTimes(part.video))).toEqual(['video', 'audio']);
    }
    // Its length and its step with the pictures are checked beside the full file's.
    expect(await probeMedia(out.compressed)).toMatchObject({ audioCodec: 'aac' });
  });

  it("copies the parts' video packets as they are, full size and compressed", async () => {
    expect(joined.method).toBe('copy');
    for (const key of ['video', 'compressed'] as const) {
      const own = (await Promise.all(parts.map((p) => videoPacketHashes(p[key])))).flat();
      expect(await videoPacketHashes(out[key])).toEqual(own);
    }
    expect(await probeMedia(out.compressed)).toMatchObject({ width: 360, height: 360 });
  });

  it('changes pictures and sound at the same instant at every join', async () => {
    const frames = await cornerColors(out.video);
    const firstFrames = joined.scenes.map((s) => Math.round(s.start * fps));
    const expected = frames.map((_, k) => firstFrames.filter((f) => f <= k).length - 1);
    expect(frames.map((c) => nearestColor(c, colors))).toEqual(expected);
    await expectInStep(out.video, joined);
    await expectInStep(out.compressed, joined);
  });

  it("writes one SRT with each scene's caption at its time in the video, numbered through", async () => {
    const cues = parseSrt(await readFile(out.srt, 'utf8'));
    expect(cues.map((c) => [c.index, c.text])).toEqual(scenes.map((s, i) => [i + 1, s.word]));
    cues.forEach((cue, i) => {
      expect(cue.start).toBeCloseTo(joined.scenes[i].start + word.start, 3);
      expect(cue.end).toBeCloseTo(joined.scenes[i].start + word.end, 3);
    });
  });

  it("shows each scene's own burned-in caption and scene 1's poster", async () => {
    const shown = await Promise.all(
      joined.scenes.map((s) => extractFrame(out.video, s.start + 0.5)),
    );
    for (const frame of shown) expect(brightShare(frame, captionBand)).toBeGreaterThan(0.02);
    expect(regionDifference(shown[0], shown[1], captionBand)).toBeGreaterThan(5);
    expect(regionDifference(shown[1], shown[2], captionBand)).toBeGreaterThan(5);
    expect(await readFile(out.poster)).toEqual(await readFile(parts[0].poster));
  });
});

describe('joinScenes with cross-fades', () => {
  let joined: JoinedScenes;
  let out: TalkingVideoOutputs;
  beforeAll(async () => {
    out = outputsIn('fade');
    joined = await joinScenes({ parts, transition: 'fade', outputs: out });
  });

  it('overlaps each join by 0.3 s (8 frames at 25 fps): the video is that much shorter', async () => {
    const overlap = 8 / fps;
    const total = partSeconds.reduce((a, b) => a + b, 0) - 2 * overlap;
    expect(joined.method).toBe('splice');
    expect(joined.durationSec).toBeCloseTo(total, 6);
    for (const path of [out.video, out.compressed]) {
      const streams = await durations(path);
      expect(streams.video).toBeCloseTo(total, 3);
      expect(streams.audio).toBeCloseTo(total, 3);
    }
    expect(joined.scenes.map((s) => s.start)).toEqual([
      0,
      expect.closeTo(partSeconds[0] - overlap, 6),
      expect.closeTo(partSeconds[0] + partSeconds[1] - 2 * overlap, 6),
    ]);
  });

  it("blends one scene's pictures into the next's over 0.3 s, to a frame", async () => {
    const frames = await cornerColors(out.video);
    for (const [j, next] of joined.scenes.slice(1).entries()) {
      const weights = frames.map((c) => blendWeight(c, colors[j], colors[j + 1]));
      const around = weights.slice(0, Math.round((next.start + 0.5) * fps));
      const lastOld = around.reduce((last, w, k) => (w < 0.05 ? k : last), -1);
      const firstNew = around.findIndex((w, k) => k > lastOld && w > 0.95);
      const blends = weights.slice(lastOld + 1, firstNew);
      expect(Math.abs((firstNew - lastOld) / fps - 0.3)).toBeLessThanOrEqual(1 / fps);
      expect(lastOld / fps).toBeCloseTo(next.start, 6);
      // Rising steadily from the old colour to the new one.
      blends.forEach((w, k) => {
        expect(w).toBeCloseTo((k + 1) / 8, 1);
      });
    }
  });

  it('copies every frame outside the fades from the parts as they are (decoded hashes), and plays without a decode error', async () => {
    for (const key of ['video', 'compressed'] as const) {
      const shown = await decodedFrameHashes(out[key]);
      const own = await Promise.all(parts.map((p) => decodedFrameHashes(p[key])));
      expect(shown.length).toBe(Math.round(joined.durationSec * fps));
      joined.scenes.forEach((scene, i) => {
        // The 8 faded frames at each end (none at the video's ends) are blends, not copies.
        const head = i > 0 ? 8 : 0;
        const tail = i < scenes.length - 1 ? 8 : 0;
        const start = Math.round(scene.start * fps);
        const copied = shown.slice(start + head, start + own[i].length - tail);
        expect(copied).toEqual(own[i].slice(head, own[i].length - tail));
        const faded = shown.slice(start + own[i].length - tail, start + own[i].length);
        faded.forEach((hash, k) => {
          expect(hash).not.toBe(own[i][own[i].length - tail + k]);
          expect(hash).not.toBe(own[i + 1][k]);
        });
      });
      expect(await decodeErrors(out[key])).toBe('');
    }
  });

  it("keeps each scene's sound and captions with its pictures", async () => {
    await expectInStep(out.video, joined);
    await expectInStep(out.compressed, joined);
    const cues = parseSrt(await readFile(out.srt, 'utf8'));
    expect(cues.map((c) => c.text)).toEqual(scenes.map((s) => s.word));
    cues.forEach((cue, i) => {
      expect(cue.start).toBeCloseTo(joined.scenes[i].start + word.start, 3);
    });
  });
});

describe('joinScenes when it cannot copy, or must not go on', () => {
  it('copies parts stored with sound in their compressed file (before parts had none) beside new ones, in step', async () => {
    // Scenes 1 and 3 as stored before: the compressed file with sound of its own.
    const old = await Promise.all(
      [parts[0], parts[2]].map(async (part, i) => {
        const compressed = join(dir, `old${i}-small.mp4`);
        await runProcess(ffmpegPath(), [
          ...['-v', 'error', '-y', '-i', part.compressed, '-i', part.video],
          ...[
            '-map',
            '0:v',
            '-map',
            '1:a',
            '-c:v',
            'copy',
            '-c:a',
            'aac',
            '-b:a',
            '64k',
            compressed,
          ],
        ]);
        return { ...part, compressed };
      }),
    );
    expect(Object.keys(await streamTimes(old[0].compressed))).toEqual(['video', 'audio']);
    const out = outputsIn('old-parts');
    const joined = await joinScenes({
      parts: [old[0], parts[1], old[1]],
      transition: 'cut',
      outputs: out,
    });
    expect(joined.method).toBe('copy');
    const total = partSeconds.reduce((a, b) => a + b, 0);
    for (const path of [out.video, out.compressed]) {
      const streams = await durations(path);
      expect(streams.video).toBeCloseTo(total, 3);
      expect(streams.audio).toBeCloseTo(total, 3);
    }
    const own = (await Promise.all(parts.map((p) => videoPacketHashes(p.compressed)))).flat();
    expect(await videoPacketHashes(out.compressed)).toEqual(own);
    await expectInStep(out.video, joined);
    await expectInStep(out.compressed, joined);
  });

  it("lays the sound out by the probed frames when a part's reported length rounds to another count", async () => {
    // Scene 2 lasts 24 frames; 0.995 s would be 25 (the sound written while probing is redone).
    const out = outputsIn('rounded');
    const rounded = [
      parts[0],
      { ...parts[1], durationSec: parts[1].durationSec + 0.025 },
      parts[2],
    ];
    const joined = await joinScenes({ parts: rounded, transition: 'cut', outputs: out });
    const total = partSeconds.reduce((a, b) => a + b, 0);
    for (const path of [out.video, out.compressed]) {
      const streams = await durations(path);
      expect(streams.video).toBeCloseTo(total, 3);
      expect(streams.audio).toBeCloseTo(total, 3);
    }
    await expectInStep(out.video, joined);
    await expectInStep(out.compressed, joined);
  });

  it("encodes a cut when a part's stream differs (another H.264 profile), still in step", async () => {
    // Scene 2 re-encoded in the Main profile: its packets cannot follow scene 1's.
    const other = join(dir, 'part1-main.mp4');
    await runProcess(ffmpegPath(), [
      ...['-v', 'error', '-y', '-i', parts[1].video, '-c:v', 'libx264', '-profile:v', 'main'],
      ...['-c:a', 'copy', other],
    ]);
    const out = outputsIn('mixed');
    const mixed = [parts[0], { ...parts[1], video: other }, parts[2]];
    const joined = await joinScenes({ parts: mixed, transition: 'cut', outputs: out });
    expect(joined.method).toBe('encode');
    const frames = await cornerColors(out.video);
    expect(frames.length).toBe(Math.round(joined.durationSec * fps));
    expect(joined.durationSec).toBeCloseTo(
      partSeconds.reduce((a, b) => a + b, 0),
      6,
    );
    await expectInStep(out.video, joined);
  });

  it('encodes a fade whole when a part has no key frames at its fades (stored before they had), in the same times', async () => {
    // Scene 2 re-encoded as parts were before: key frames only every 2 s, none at its fades.
    const [target] = encodeTargets(
      { video: join(dir, 'part1-keyless.mp4') },
      { width: 720, height: 720 },
    );
    await runProcess(ffmpegPath(), [
      ...['-v', 'error', '-y', '-i', parts[1].video, ...targetEncoderArgs(target, fps)],
      ...['-c:a', 'copy', target.path],
    ]);
    const [own, keyless] = await probePartStreams([parts[1].video, target.path]);
    // The same stream settings: only the missing key frames stop the splice.
    expect(keyless.copyKey).toBe(own.copyKey);
    expect(keyless.keyFrames.map((k) => k.frame)).toEqual([0]);
    expect(own.keyFrames.map((k) => k.frame)).toEqual([0, 8, 16]);
    const out = outputsIn('keyless');
    const mixed = [parts[0], { ...parts[1], video: target.path }, parts[2]];
    const joined = await joinScenes({ parts: mixed, transition: 'fade', outputs: out });
    expect(joined.method).toBe('encode');
    expect(joined.durationSec).toBeCloseTo(partSeconds.reduce((a, b) => a + b, 0) - 16 / fps, 6);
    await expectInStep(out.video, joined);
    expect(await decodeErrors(out.video)).toBe('');
  });

  it('refuses a part that does not last as long as its render said, and writes nothing', async () => {
    const out = outputsIn('wrong');
    const wrong = [parts[0], { ...parts[1], durationSec: parts[1].durationSec + 0.5 }];
    await expect(joinScenes({ parts: wrong, transition: 'cut', outputs: out })).rejects.toThrow(
      /Scene 2's video lasts 24 frames/,
    );
    await expect(stat(out.video)).rejects.toThrow();
  });

  it('refuses a part without sound before joining anything', async () => {
    const silent = join(dir, 'part1-silent.mp4');
    await runProcess(ffmpegPath(), [
      '-v',
      'error',
      '-y',
      '-i',
      parts[1].video,
      '-an',
      '-c',
      'copy',
      silent,
    ]);
    const out = outputsIn('silent');
    const mixed = [parts[0], { ...parts[1], video: silent }];
    await expect(joinScenes({ parts: mixed, transition: 'cut', outputs: out })).rejects.toThrow(
      /matches no streams/,
    );
    await expect(stat(out.video)).rejects.toThrow();
  });

  it('stops when aborted and leaves no video behind', async () => {
    const out = outputsIn('aborted');
    // A poster from an earlier attempt at the same paths goes too: no half-joined set remains.
    await copyFile(parts[0].poster, out.poster);
    const controller = new AbortController();
    const joining = joinScenes({
      parts,
      transition: 'fade',
      outputs: out,
      signal: controller.signal,
    });
    setImmediate(() => controller.abort());
    await expect(joining).rejects.toThrow(/aborted/);
    for (const path of Object.values(out)) await expect(stat(path)).rejects.toThrow();
  });
});
