import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type actorTemplateReply, CustomActorStatus } from '@talkreel/contract';
import { expect } from 'vitest';
import type { z } from 'zod';
import type { TestServer } from '../../../test/test-server';
import { makeMedia, uploadFile } from '../../uploads/test-uploads';
import { eventually } from '../../videos/test-creation';

/** Test helpers for own actors. Used only by *.test.ts files. */

const require = createRequire(import.meta.url);
export type User = { email: string; token: string };
type Template = z.input<typeof actorTemplateReply>;

/** A group photo with 3-4 faces shipped inside @vladmandic/face-api (a dev dependency). */
export const groupPhoto = () =>
  path.join(
    path.dirname(require.resolve('@vladmandic/face-api/package.json')),
    'demo',
    'sample1.jpg',
  );

/** sample1.jpg's left face (closed mouth, facing the camera) as the dialog's 9:16 crop. */
export const singleFaceCrop = { x: 239, y: 100, width: 540, height: 960 };

/**
 * 30 s of 720x1280 video of that one face, still (cheap to encode, no head motion); at a low
 * frame rate where only the judging of the file matters, not its making.
 */
export const faceFootage = (fps = 25) =>
  makeMedia('face.mp4', [
    ...['-loop', '1', '-framerate', String(fps), '-i', groupPhoto()],
    '-vf',
    `crop=${singleFaceCrop.width}:${singleFaceCrop.height}:${singleFaceCrop.x}:${singleFaceCrop.y},scale=720:1280`,
    ...['-t', '30', '-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'stillimage'],
    ...['-pix_fmt', 'yuv420p'],
  ]);

export const groupPhotoBytes = () => readFile(groupPhoto());

/** Uploads and confirms; answers the file_uri. */
export async function uploaded(
  server: TestServer,
  user: User,
  kind: string,
  bytes: Buffer,
  name: string,
) {
  const { confirm } = await uploadFile(server, user.token, kind, bytes, name);
  expect(confirm.body.code, confirm.body.message).toBe(200);
  return confirm.body.data.file_uri;
}

/** GET /video/user-actor-template/{id} until the actor is ready or failed. */
export function settled(server: TestServer, user: User, id: string, timeoutMs = 120_000) {
  return eventually(async () => {
    const r = await server.call<Template>(
      'GET',
      `/video/user-actor-template/${id}`,
      undefined,
      user,
    );
    expect(r.body.code, r.body.message).toBe(200);
    return r.body.data.status >= CustomActorStatus.READY && r.body.data;
  }, timeoutMs);
}
