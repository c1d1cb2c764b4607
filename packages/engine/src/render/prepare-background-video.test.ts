import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findStockActor } from '../actors/stock-actors.js';
import { ffmpegPath, ffprobePath } from '../media/ffmpeg-path.js';
import { probeMedia } from '../media/probe.js';
import { runProcess } from '../media/run-process.js';
import { prepareBackgroundVideo, RENDER_READY_MAX_SIDE } from './prepare-background-video.js';
import { extractFrame, regionDifference, renderShortClip } from './test-support.js';

// An upload made render-ready once must render exactly as the upload itself does: the same
// frames at the render's rate, the same colours (its YUV converted to BT.709 and tagged so),
// and none of what a render never uses (sound, other frame rates).
let dir: string;
let upload: string;
const stock = findStockActor('olivia-studio');
if (!stock) throw new Error('stock actor missing');
const actor = { kind: 'illustrated' as const, params: stock.params };

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'talkreel-ready-'));
  upload = join(dir, 'upload.mp4');
  // A moving SD picture tagged BT.601 (as an older camera writes it), 30 fps, with sound.
  await runProcess(ffmpegPath(), [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=s=640x360:r=30:d=2'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=2'],
    ...['-vf', 'scale=out_color_matrix=bt601:out_range=tv,format=yuv420p'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-colorspace', 'smpte170m'],
    ...['-c:a', 'aac', '-shortest', upload],
  ]);
}, 60_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('a render-ready background video', () => {
  it('is 25 fps BT.709 at its own size, without sound, a key frame every second', async () => {
    const ready = join(dir, 'ready.mp4');
    const probed = await prepareBackgroundVideo(upload, ready);
    expect(probed).toMatchObject({
      width: 640,
      height: 360,
      fps: 25,
      hasAudio: false,
      videoCodec: 'h264',
      colorSpace: 'bt709',
    });
    expect(probed.durationSec).toBeCloseTo(2, 1);
    const { stdout } = await runProcess(ffprobePath(), [
      ...['-v', 'error', '-select_streams', 'v:0', '-skip_frame', 'nokey'],
      ...['-show_entries', 'frame=best_effort_timestamp_time', '-of', 'csv=p=0', ready],
    ]);
    const keys = stdout
      .toString()
      .trim()
      .split('\n')
      .filter((line) => /^[\d.]+,?$/.test(line.trim()))
      .map((t) => Math.round(Number.parseFloat(t)));
    expect(keys).toEqual([0, 1]);
  });

  it('renders the picture the upload itself renders', async () => {
    const ready = join(dir, 'ready-render.mp4');
    await prepareBackgroundVideo(upload, ready);
    const frames = [];
    for (const [name, value] of [
      ['as-uploaded', upload],
      ['render-ready', ready],
    ]) {
      const clip = await renderShortClip(actor, dir, name, {
        background: { type: 'video', value },
      });
      frames.push(await extractFrame(clip.video, 0.3));
    }
    const [a, b] = frames;
    const whole = { x: 0, y: 0, width: a.width, height: a.height };
    // Encoder noise only (the test picture's fine lines are the hardest case for it).
    expect(regionDifference(a, b, whole)).toBeLessThan(2);
  }, 60_000);

  it('keeps at most a 4K long side', async () => {
    const wide = join(dir, 'wide.mp4');
    await runProcess(ffmpegPath(), [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'color=c=red:s=4000x200:r=25:d=1'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', wide],
    ]);
    const probed = await prepareBackgroundVideo(wide, join(dir, 'wide-ready.mp4'));
    expect([probed.width, probed.height]).toEqual([RENDER_READY_MAX_SIDE, 192]);
    expect((await probeMedia(wide)).width).toBe(4000);
  });
});
