import {
  Code,
  MAX_SCENES,
  MAX_TALKING_VIDEO_SECONDS,
  SceneMessage,
  sceneSpeechTooLongMessage,
  VideoMessage,
  VideoStatus,
  type videoItem,
} from '@talkreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { signUp } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { testTime } from '../../../test/test-time';
import { stockActorId, stockVoiceId } from '../../stock/stock-selection';
import { newProject } from '../../tree/test-tree';
import { currentWorkspaceOf } from '../../workspaces/test-membership';
import {
  insertOwnActor,
  probeLink,
  scriptOf,
  seedFewStock,
  settledVideo,
  videoTask,
} from '../test-creation';
import { videoPrefix } from '../video-keys';
import { createdSoFar } from './created-so-far';
import { scenePartKeys } from './scene-keys';

/** Multi-scene videos through the web app's process-batch (issue 27). */

type Video = z.input<typeof videoItem>;
type User = { email: string; token: string };

let server: TestServer;
let owner: User;
let outsider: User;
let project: string;
let workspace: string;
const olivia = stockActorId('olivia-studio');
const maya = stockActorId('maya-office');
const grace = stockActorId('grace-news');
const settings = { stability: 0.5, similarity_boost: 0.75, style_exaggeration: 0, speed: 2 };
const scene = (actor_id: string, seed: string, extra: Record<string, unknown> = {}) => ({
  text: scriptOf(100, seed),
  actor_id,
  voice_id: 'en-ava',
  voice_settings: settings,
  ...extra,
});

const batch = (user: User, tasks: unknown[]) =>
  server.call<{ total: number; videos: Video[] }>(
    'POST',
    '/video/audio-video/process-batch',
    { tasks },
    { token: user.token },
  );

beforeAll(async () => {
  server = await startTestServer();
  await seedFewStock(server, 4);
  [owner, outsider] = [await signUp(server), await signUp(server)];
  workspace = (await currentWorkspaceOf(server, owner.email)) ?? '';
  project = (await newProject(server, owner.token, workspace, null, 'Scenes')).id;
  // The web page's safeguard: every actor-voice pair has a verified preview.
  for (const actor_id of [olivia, maya]) {
    const r = await server.call(
      'POST',
      '/audio/tts/generate',
      { text: 'Verify me.', voice_id: 'en-ava', actor_id },
      { token: owner.token },
    );
    expect(r.body.code, r.body.message).toBe(200);
  }
}, testTime(180_000));
afterAll(async () => {
  await server?.close();
}, testTime(120_000));

describe('process-batch with scenes', () => {
  let made: Video;
  let done: Video;
  const scenes = [
    scene(olivia, 'The first scene welcomes everyone to the show. '),
    scene(maya, 'The second scene stands on a coloured wall. ', {
      background: { type: 'color', value: '#336699' },
    }),
  ];

  beforeAll(async () => {
    const r = await batch(owner, [
      {
        // Top-level script, actor and voice left out: they are scene 1's.
        project_id: project,
        folder_id: null,
        scenes,
        transition: 'fade',
        format: '1:1',
      },
    ]);
    expect(r.body.code, r.body.message).toBe(200);
    expect(r.body.data.total).toBe(1);
    made = r.body.data.videos[0];
    done = await settledVideo(server, owner, made.task_id, 240_000);
  }, testTime(300_000));

  it('makes one video of the scenes: scene 1 as its actor, every scene listed untimed', () => {
    expect(made.actor.id).toBe(olivia);
    expect(made.transition).toBe('fade');
    expect(made.scenes).toEqual([
      {
        index: 0,
        start: null,
        duration: null,
        actor_id: olivia,
        actor_name: expect.any(String),
        text: scenes[0].text,
        // What the scene was made with, for Remix.
        actor_model_id: expect.any(String),
        actor_image_url: expect.any(String),
        actor_available: true,
        voice: expect.objectContaining({ id: stockVoiceId('en-ava') }),
        voice_settings: settings,
        background: null,
        layout: null,
      },
      {
        index: 1,
        start: null,
        duration: null,
        actor_id: maya,
        actor_name: expect.any(String),
        text: scenes[1].text,
        actor_model_id: expect.any(String),
        actor_image_url: expect.any(String),
        actor_available: true,
        voice: expect.objectContaining({ id: stockVoiceId('en-ava') }),
        voice_settings: settings,
        background: { type: 'color', value: '#336699' },
        layout: null,
      },
    ]);
    expect(made.voice_settings?.speed).toBe(2);
  });

  it('renders them cross-faded: scene 2 starts before scene 1 ends, the MP4 lasts the joined length', async () => {
    expect(done.video_status, done.error_message ?? '').toBe(VideoStatus.FINISHED);
    const [first, second] = done.scenes ?? [];
    expect(first.start).toBe(0);
    const overlap = (first.duration ?? 0) - (second.start ?? 0);
    // The 0.3 s cross-fade, to the frame (25 fps).
    expect(overlap).toBeGreaterThan(0.25);
    expect(overlap).toBeLessThan(0.37);
    const end = (second.start ?? 0) + (second.duration ?? 0);
    expect(done.duration).toBeCloseTo(end, 1);
    const probe = await probeLink(server, done.video_url ?? '');
    expect(probe).toMatchObject({ width: 720, height: 720, hasAudio: true });
    expect(Math.abs(probe.durationSec - end)).toBeLessThan(0.05);
  });

  it("reports a scene whose actor was deleted since as not available, keeping the actor's name", async () => {
    // No new render: the finished row's scene 2 is pointed at an own actor, which is then deleted.
    const mine = await insertOwnActor(server, owner.email, { name: 'Gone Soon' });
    const row = await server.ctx.db
      .selectFrom('videos')
      .select('scenes')
      .where('id', '=', done.id)
      .executeTakeFirstOrThrow();
    const stored = JSON.parse(row.scenes ?? '[]') as Record<string, unknown>[];
    stored[1] = { ...stored[1], actor_id: mine, actor_name: 'Gone Soon', actor_model_id: mine };
    await server.ctx.db
      .updateTable('videos')
      .set({ scenes: JSON.stringify(stored) })
      .where('id', '=', done.id)
      .execute();
    const read = async () =>
      (await server.call<Video>('POST', '/video/callback/result', { task_id: done.task_id }, owner))
        .body.data.scenes?.[1];
    expect(await read()).toMatchObject({ actor_id: mine, actor_available: true });
    await server.ctx.db.deleteFrom('actors').where('id', '=', mine).execute();
    expect(await read()).toMatchObject({
      actor_id: mine,
      actor_name: 'Gone Soon',
      actor_model_id: mine,
      actor_image_url: null,
      actor_available: false,
      voice: expect.objectContaining({ id: stockVoiceId('en-ava') }),
    });
  });

  it('drops the parts once joined, and deleting the video removes all of its folder', async () => {
    const video = { workspace_id: workspace, id: done.id };
    for (const index of [0, 1]) {
      expect(await server.ctx.storage.head(scenePartKeys(video, index).video)).toBeNull();
    }
    const rows = await server.ctx.db
      .selectFrom('video_scene_parts')
      .selectAll()
      .where('video_id', '=', done.id)
      .execute();
    expect(rows).toEqual([]);
    const r = await server.call('POST', '/video/delete', { id: done.id }, { token: owner.token });
    expect(r.body.code, r.body.message).toBe(200);
    expect(await server.ctx.storage.deletePrefix(videoPrefix(video))).toBe(0);
  });

  it("leaves today's payload as it was: a task without scenes is a video with none", async () => {
    const r = await batch(owner, [videoTask(project, olivia)]);
    expect(r.body.code, r.body.message).toBe(200);
    const [video] = r.body.data.videos;
    expect(video).toMatchObject({ scenes: null, transition: null });
    const row = await server.ctx.db
      .selectFrom('videos')
      .select(['scenes', 'transition', 'input_text'])
      .where('id', '=', video.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      scenes: null,
      transition: null,
      input_text: videoTask(project, olivia).text,
    });
    // Its render is no part of this file's story: it goes, and with it the render's work.
    const del = await server.call(
      'POST',
      '/video/delete',
      { id: video.id },
      { token: owner.token },
    );
    expect(del.body.code, del.body.message).toBe(200);
  });
});

describe('process-batch refuses bad scenes and creates nothing', () => {
  const task = (scenes: unknown[]) => ({ project_id: project, folder_id: null, scenes });

  async function refused(tasks: unknown[], code: number, message: string) {
    const before = await createdSoFar(server);
    const r = await batch(owner, tasks);
    expect(r.body).toMatchObject({ code, message });
    expect(await createdSoFar(server)).toEqual(before);
    return r.body;
  }

  it(`more than ${MAX_SCENES} scenes, none, or a short script in scene 2`, async () => {
    await refused(
      [task(Array.from({ length: MAX_SCENES + 1 }, () => scene(olivia, 'Again. ')))],
      Code.INVALID_INPUT,
      SceneMessage.TOO_MANY_SCENES,
    );
    await refused([task([])], Code.INVALID_INPUT, SceneMessage.NO_SCENES);
    await refused(
      [task([scene(olivia, 'Fine. '), { ...scene(maya, 'x'), text: 'Too short' }])],
      Code.INVALID_INPUT,
      `Scene 2: ${VideoMessage.SCRIPT_TOO_SHORT}`,
    );
  });

  it("an unknown actor, another user's actor or an unverified pair in scene 2, named", async () => {
    await refused(
      [task([scene(olivia, 'One. '), scene('no-such-actor', 'Two. ')])],
      Code.NOT_FOUND,
      expect.stringMatching(/^Scene 2: /) as unknown as string,
    );
    const foreign = await insertOwnActor(server, outsider.email);
    await refused(
      [task([scene(olivia, 'One. '), scene(foreign, 'Two. ')])],
      Code.ACCESS_RESTRICTED,
      expect.stringMatching(/^Scene 2: /) as unknown as string,
    );
    // grace was never previewed with en-ava: the whole video waits for that pair.
    const body = await refused(
      [task([scene(olivia, 'One. '), scene(grace, 'Two. ')])],
      Code.AUDIO_NOT_VERIFIED,
      VideoMessage.AUDIO_NOT_VERIFIED,
    );
    expect(body.data).toEqual({ pairs: [{ actor_id: grace, voice_id: stockVoiceId('en-ava') }] });
  });

  it('a scene speaking past 2 minutes is named', { timeout: testTime(120_000) }, async () => {
    // 1500 characters of English spoken at half speed: about three minutes.
    const long = scriptOf(1500, 'We talk about the weather and the sea today. ');
    const before = await createdSoFar(server);
    const r = await batch(owner, [
      task([
        scene(olivia, 'One. '),
        { ...scene(olivia, 'x'), text: long, voice_settings: { ...settings, speed: 0.5 } },
      ]),
    ]);
    expect(r.body.code).toBe(Code.INVALID_INPUT);
    const seconds = Number(/spoken for (\d+) seconds/.exec(r.body.message)?.[1]);
    expect(seconds).toBeGreaterThan(MAX_TALKING_VIDEO_SECONDS);
    expect(r.body.message).toBe(sceneSpeechTooLongMessage(2, seconds));
    expect(await createdSoFar(server)).toEqual(before);
  });
});
