/**
 * Person matte benchmark (issue 26): how long computePersonMatte takes for one actor photo
 * (sample1.jpg's 540x960 crop) and for a video actor's idle loop (prepared from 30 s of 720x1280
 * footage of that face, as an upload would be), the loop printed as a ratio to its own duration
 * (seconds of matting per second of footage). Wall time and this process's CPU time both, since
 * the machine may be shared. The model's first load is timed apart. Run with `npm run bench:matte`.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { prepareVideoActor } from '../packages/engine/src/actors/video/prepare-video-actor';
import {
  makeFaceFootage,
  samplePhoto,
  singleFaceCrop,
} from '../packages/engine/src/actors/video/test-footage';
import { readVideoActorData } from '../packages/engine/src/actors/video/video-actor-data';
import { computePersonMatte } from '../packages/engine/src/matte/compute-person-matte';
import { mattingModel } from '../packages/engine/src/matte/matting-model';

async function timed(work: () => Promise<unknown>): Promise<{ wall: number; cpu: number }> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  await work();
  const used = process.cpuUsage(cpu);
  return { wall: (performance.now() - started) / 1000, cpu: (used.user + used.system) / 1e6 };
}

const fmt = (t: { wall: number; cpu: number }) =>
  `${t.wall.toFixed(2)} s (CPU ${t.cpu.toFixed(2)} s)`;

async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'talkreel-bench-matte-'));
  try {
    console.log(`model load: ${fmt(await timed(() => mattingModel()))}`);

    const image = await loadImage(await readFile(samplePhoto(1)));
    const { x, y, width, height } = singleFaceCrop;
    const canvas = createCanvas(width, height);
    canvas.getContext('2d').drawImage(image, x, y, width, height, 0, 0, width, height);
    const photo = join(dir, 'photo.jpg');
    await writeFile(photo, await canvas.encode('jpeg', 92));
    const photoTime = await timed(() =>
      computePersonMatte({ kind: 'photo', imagePath: photo }, join(dir, 'photo-matte.png')),
    );
    console.log(`photo ${width}x${height}: ${fmt(photoTime)}`);

    const footage = join(dir, 'footage.mp4');
    await makeFaceFootage(footage, 30);
    const actor = await prepareVideoActor({ inputPath: footage, outDir: join(dir, 'actor') });
    const data = await readVideoActorData(actor.dataPath);
    const loopSeconds = data.loopFrames.length / data.fps;
    const distinct = new Set(data.loopFrames).size;
    const loopTime = await timed(() =>
      computePersonMatte({ kind: 'video', dataPath: actor.dataPath }, join(dir, 'loop-matte.mp4')),
    );
    console.log(
      `video loop ${data.width}x${data.height}, ${data.loopFrames.length} frames (${distinct} distinct), ` +
        `${loopSeconds.toFixed(2)} s: ${fmt(loopTime)}, ratio ${(loopTime.wall / loopSeconds).toFixed(2)} ` +
        `(CPU ${(loopTime.cpu / loopSeconds).toFixed(2)}) s of matting per s of footage`,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
