import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  ActorGenerateStatus,
  ActorGenerateType,
  ActorSource,
  VideoStatus,
  VoiceSource,
  type videoItem,
} from '@talkreel/contract';
import { ffmpegPath, type MediaProbe, probeMedia, stockActors } from '@talkreel/engine';
import type { Insertable } from 'kysely';
import { expect } from 'vitest';
import type { z } from 'zod';
import { newId } from '../../lib/ids';
import type { VideosTable } from '../../ports/db/schema';
import type { TestServer } from '../../test/test-server';
import { testTime } from '../../test/test-time';
import { seedStockLibrary } from '../stock/seed-stock';
import { nameKey } from '../voices/name-key';
import { userIdOf } from '../workspaces/test-membership';
import { inWorkDir } from './stored-files';

const execFileAsync = promisify(execFile);

/** Test helpers for the creation features. Used only by *.test.ts files. */

export type Reply<T> = { status: number; body: { code: number; message: string; data: T } };

/** The first few stock actors and voices, without their slow idle videos. */
export const seedFewStock = (server: TestServer, limit = 4) =>
  seedStockLibrary(server.ctx, { limit, idleVideos: false });

/** A script of exactly `length` characters (the spec's minimum is 100). */
export const scriptOf = (length: number, seed = 'Welcome to our studio. ') => {
  let text = '';
  while (text.length < length) text += seed;
  return `${text
    .slice(0, length - 1)
    .trimEnd()
    .padEnd(length - 1, 'x')}.`;
};

/**
 * A video row as a test needs it: where it is and what state it is in; the rest (actor, voice,
 * script) are placeholders no render reads. Returns its id (and task id).
 */
export async function insertVideoRow(
  server: TestServer,
  values: Pick<
    Insertable<VideosTable>,
    'workspace_id' | 'project_id' | 'user_id' | 'video_status'
  > &
    Partial<Insertable<VideosTable>>,
): Promise<string> {
  const id = values.id ?? newId();
  const now = server.ctx.now();
  await server.ctx.db
    .insertInto('videos')
    .values({
      id,
      task_id: id,
      actor_id: 'a',
      actor_name: 'A',
      actor_model_id: 'a',
      voice_id: 'v',
      voice_settings: '{}',
      input_text: 'Hello',
      burn_captions: 0,
      retries: 0,
      created_at: now,
      updated_at: now,
      ...values,
    })
    .execute();
  return id;
}

/** A user's own actor, as the custom-actor flow would leave it (ready unless told otherwise). */
export async function insertOwnActor(
  server: TestServer,
  email: string,
  overrides: { name?: string; generate_status?: number; gender?: string } = {},
) {
  const id = newId();
  const now = server.ctx.now();
  const name = overrides.name ?? `Mine ${id.slice(0, 4)}`;
  await server.ctx.db
    .insertInto('actors')
    .values({
      id,
      model_id: id,
      owner_user_id: await userIdOf(server, email),
      source: ActorSource.USER_TEMPLATE,
      name,
      name_key: nameKey(name),
      gender: overrides.gender ?? 'female',
      age_group: 'young',
      skin_tone: 'Tan',
      situation: 'office',
      tags: '[]',
      spec: JSON.stringify({ kind: 'illustrated', params: stockActors[1].params }),
      is_hd: 1,
      is_pro: 0,
      is_exclusive_pro: 0,
      is_free_speech: 0,
      generate_type: ActorGenerateType.IMAGE,
      generate_status: overrides.generate_status ?? ActorGenerateStatus.READY,
      sort_order: 0,
      use_count: 0,
      image_key: null,
      video_key: null,
      compressed_video_key: null,
      default_voice_id: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await server.ctx.db
    .insertInto('actor_languages')
    .values({ actor_id: id, language: 'en' })
    .execute();
  return id;
}

/** A user's own (cloned) voice of a cloud provider. */
export async function insertOwnVoice(
  server: TestServer,
  email: string,
  overrides: { name?: string; provider?: string; voice_tts_id?: string; model_name?: string } = {},
) {
  const id = newId();
  const now = server.ctx.now();
  const name = overrides.name ?? `Clone ${id.slice(0, 4)}`;
  await server.ctx.db
    .insertInto('voices')
    .values({
      id,
      voice_tts_id: overrides.voice_tts_id ?? `tts-${id}`,
      provider: overrides.provider ?? 'elevenlabs',
      model_name: overrides.model_name ?? 'eleven_multilingual_v2',
      owner_user_id: await userIdOf(server, email),
      source: VoiceSource.MY,
      name,
      name_key: nameKey(name),
      gender: 'male',
      age_group: 'middle_aged',
      language: 'en',
      speed: 1,
      local_spec: null,
      sample_key: null,
      process_status: 2,
      sort_order: 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** Every row of the creation tables, to prove a refused call changed nothing. */
export async function snapshotCreation(server: TestServer) {
  const db = server.ctx.db;
  return {
    actors: await db.selectFrom('actors').selectAll().orderBy('id').execute(),
    favorites: await db.selectFrom('actor_favorites').selectAll().orderBy('actor_id').execute(),
    voices: await db.selectFrom('voices').selectAll().orderBy('id').execute(),
    stars: await db.selectFrom('voice_stars').selectAll().orderBy('voice_id').execute(),
    usage: await db.selectFrom('voice_usage').selectAll().orderBy('voice_id').execute(),
    verified: await db
      .selectFrom('actor_voice_verifications')
      .selectAll()
      .orderBy('actor_id')
      .orderBy('voice_id')
      .execute(),
    tts: await db.selectFrom('tts_audios').selectAll().orderBy('id').execute(),
    videos: await db.selectFrom('videos').selectAll().orderBy('id').execute(),
    jobs: await db
      .selectFrom('jobs')
      .select(['id', 'status'])
      .where('name', '=', 'video.render')
      .orderBy('id')
      .execute(),
  };
}

/** Downloads a signed media link of the server and probes the file with ffprobe. */
export async function probeLink(server: TestServer, link: string): Promise<MediaProbe> {
  const res = await fetch(new URL(link, server.url));
  expect(res.status).toBe(200);
  const bytes = Buffer.from(await res.arrayBuffer());
  return inWorkDir('probe', async (dir) => {
    const file = path.join(dir, path.basename(new URL(link, server.url).pathname));
    await writeFile(file, bytes);
    return probeMedia(file);
  });
}

/**
 * One grey frame of a signed video link at `atSec`, cropped to rows `fromY`..`fromY + height`
 * of the 720-wide picture: raw 8-bit pixels to compare two renders region by region.
 */
export async function frameRegion(
  server: TestServer,
  link: string,
  atSec: number,
  fromY: number,
  height: number,
): Promise<Buffer> {
  const { stdout } = await execFileAsync(
    ffmpegPath(),
    [
      '-v',
      'error',
      '-ss',
      String(atSec),
      '-i',
      new URL(link, server.url).href,
      '-frames:v',
      '1',
    ].concat(['-vf', `crop=720:${height}:0:${fromY},format=gray`, '-f', 'rawvideo', '-']),
    { encoding: 'buffer', maxBuffer: 16 * 1024 * 1024 },
  );
  return stdout;
}

/** The RGB of a signed video link's top-left pixel at 1 s (8x8 averaged). */
export async function cornerPixel(server: TestServer, link: string): Promise<number[]> {
  const { stdout } = await execFileAsync(
    ffmpegPath(),
    ['-v', 'error', '-ss', '1', '-i', new URL(link, server.url).href, '-frames:v', '1'].concat([
      '-vf',
      'crop=8:8:0:0,scale=1:1',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      '-',
    ]),
    { encoding: 'buffer' },
  );
  return [...stdout.subarray(0, 3)];
}

/** The body of a signed media link as text (SRT captions). */
export async function fetchText(server: TestServer, link: string): Promise<string> {
  const res = await fetch(new URL(link, server.url));
  expect(res.status).toBe(200);
  return res.text();
}

/** Waits until `check` holds, polling; fails after `timeoutMs` (scaled by TEST_TIME_SCALE). */
export async function eventually<T>(
  check: () => Promise<T | undefined | null | false>,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + testTime(timeoutMs);
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * A video once it has left "in progress" (finished or failed), as POST /video/callback/result
 * answers it for `user`.
 */
export function settledVideo(
  server: TestServer,
  user: { token: string },
  taskId: string,
  timeoutMs = 120_000,
): Promise<z.input<typeof videoItem>> {
  return eventually(async () => {
    const r = await server.call<z.input<typeof videoItem>>(
      'POST',
      '/video/callback/result',
      { task_id: taskId },
      user,
    );
    return r.body.data.video_status !== VideoStatus.IN_PROGRESS && r.body.data;
  }, timeoutMs);
}

/** `n` ready actors of the user's own, each verified with the voice by a real preview. */
export async function verifiedActors(
  server: TestServer,
  user: { email: string; token: string },
  n: number,
  voiceId = 'en-ava',
): Promise<string[]> {
  const actors: string[] = [];
  for (let i = 0; i < n; i++) {
    const actorId = await insertOwnActor(server, user.email);
    const r = await server.call(
      'POST',
      '/audio/tts/generate',
      { text: 'Verify me.', voice_id: voiceId, actor_id: actorId },
      { token: user.token },
    );
    expect(r.body.code, r.body.message).toBe(200);
    actors.push(actorId);
  }
  return actors;
}

/** A batch task of the spec's shape for an actor in a project (espeak voice, default settings). */
export const videoTask = (
  projectId: string,
  actorId: string,
  overrides: Record<string, unknown> = {},
) => ({
  text: scriptOf(100, 'A short line for a quick video. '),
  voice_id: 'en-ava',
  voice_model_name: 'espeak-ng',
  scene_id: null,
  voice_settings: { stability: 0.5, similarity_boost: 0.75, style_exaggeration: 0, speed: 1 },
  folder_id: null,
  project_id: projectId,
  actor_id: actorId,
  ...overrides,
});
