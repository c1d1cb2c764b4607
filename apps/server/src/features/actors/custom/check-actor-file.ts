import path from 'node:path';
import {
  ActorFailureMessage,
  type ActorFileRefusal,
  Code,
  type checkActorFileReply,
  type checkActorFileRequest,
  VIDEO_CROP_MIN_WIDTH,
} from '@talkreel/contract';
import { ActorInputError, preparePhotoActor, prepareVideoActor } from '@talkreel/engine';
import type { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { AppError } from '../../../http/app-error';
import type { AuthUser } from '../../../http/auth';
import { resolveFileUri } from '../../uploads/resolve-file-uri';
import { downloadObject, inWorkDir } from '../../videos/stored-files';
import { targetUserId } from '../../voices/clone/clone-policy';
import { type CreateActor, checkCrop } from './create-actor';
import { sampleFootage } from './sample-footage';

type Input = z.output<typeof checkActorFileRequest>;

/** The shortest idle clip the engine renders: the check only needs its checks to have run. */
const CHECK_IDLE_SEC = 0.2;

// Face detection shares one wasm engine per process: checks run one after another, so a burst
// of them queues here instead of taking every core from the calls around them.
let gate: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = gate.then(work, work);
  gate = run.catch(() => undefined);
  return run;
}

/**
 * POST /video/check-actor-file: the Verify step. The same engine calls that make the actor
 * (preparePhotoActor, prepareVideoActor) run on the confirmed upload and its crop in a scratch
 * folder that is then removed; a video is judged on a one-frame-per-second sample of its whole
 * length (its duration and height were judged when it was uploaded). Nothing is stored.
 */
export async function checkActorFile(
  ctx: AppContext,
  user: AuthUser,
  input: Input,
): Promise<z.input<typeof checkActorFileReply>> {
  await targetUserId(ctx, user, input.user_id);
  // The file is the caller's upload, also when an agent creates an actor for a sub-user.
  const upload = await resolveFileUri(ctx, user.id, input.file_uri, input.kind);
  const source: CreateActor =
    input.kind === 'image'
      ? { kind: 'image', crop: input.crop }
      : { kind: 'video', crop: input.crop };
  checkCrop(source, upload.width, upload.height);
  try {
    await oneAtATime(() =>
      inWorkDir('actor-check', async (dir) => {
        const file = path.join(dir, `input.${upload.format ?? 'bin'}`);
        await downloadObject(ctx, upload.file_key, file);
        await judge(source, file, dir);
      }),
    );
  } catch (err) {
    if (!(err instanceof ActorInputError)) throw err;
    const refusal: ActorFileRefusal = { reason: err.reason };
    throw new AppError(Code.INVALID_FORMAT, ActorFailureMessage[err.reason], refusal);
  }
  return { usable: true };
}

async function judge(source: CreateActor, file: string, dir: string) {
  const outDir = path.join(dir, 'out');
  if (source.kind === 'image') {
    await preparePhotoActor({
      inputPath: file,
      crop: source.crop ?? undefined,
      outDir,
      idleSec: CHECK_IDLE_SEC,
    });
    return;
  }
  const sample = path.join(dir, 'sample.mp4');
  await sampleFootage(file, sample);
  await prepareVideoActor({
    inputPath: sample,
    // None sent: the engine takes the widest 9:16 box in the middle, as when it makes the actor.
    crop: source.crop ? { points: source.crop as [number, number][] } : undefined,
    outDir,
    minCropWidth: VIDEO_CROP_MIN_WIDTH,
    // The sample is a time-lapse: the upload's own length was judged on confirm.
    minDurationSec: 0,
    maxDurationSec: Number.POSITIVE_INFINITY,
    loopSec: 0.4,
    idleSec: CHECK_IDLE_SEC,
  });
}
