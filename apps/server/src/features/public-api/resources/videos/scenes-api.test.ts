import {
  Code,
  MAX_SCENES,
  MAX_VIDEO_TOTAL_SECONDS,
  type Problem,
  PublicSceneMessage,
  type PublicVideo,
  SceneMessage,
  videoSpeechTooLongMessage,
} from '@talkreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApiKey, publicCall } from '../../../../test/api-key-factory';
import { signUp } from '../../../../test/factories';
import { startTestServer, type TestServer } from '../../../../test/test-server';
import { testTime } from '../../../../test/test-time';
import { stockActorId } from '../../../stock/stock-selection';
import { createdSoFar } from '../../../videos/scenes/created-so-far';
import {
  eventually,
  fetchText,
  insertOwnActor,
  probeLink,
  scriptOf,
  seedFewStock,
} from '../../../videos/test-creation';
import { currentWorkspaceOf, userIdOf } from '../../../workspaces/test-membership';

/** Multi-scene videos through the public API (issue 27): POST /videos with scenes. */

type User = { email: string; token: string; id: string; workspace: string; key: string };

let server: TestServer;
let owner: User;
let outsider: User;
const olivia = stockActorId('olivia-studio');
const maya = stockActorId('maya-office');
// Short scenes (spoken at double speed) keep a 1080p render of three of them brief.
const line = (seed: string) => scriptOf(100, seed);

async function newUser(): Promise<User> {
  const { email, token } = await signUp(server);
  const id = await userIdOf(server, email);
  const workspace = (await currentWorkspaceOf(server, email)) ?? '';
  const key = (await createTestApiKey(server, { userId: id, workspaceId: workspace })).secret;
  return { email, token, id, workspace, key };
}

const call = <T = PublicVideo>(
  user: { key: string },
  method: string,
  path: string,
  body?: unknown,
) => publicCall<T>(server, method, path, { key: user.key, body });

/** The SubRip cues' [start, end] in seconds. */
function cueTimes(srt: string): [number, number][] {
  const seconds = (t: string) => {
    const [h, m, rest] = t.split(':');
    return Number(h) * 3600 + Number(m) * 60 + Number(rest.replace(',', '.'));
  };
  return [...srt.matchAll(/(\d\d:\d\d:\d\d,\d\d\d) --> (\d\d:\d\d:\d\d,\d\d\d)/g)].map((m) => [
    seconds(m[1]),
    seconds(m[2]),
  ]);
}

beforeAll(async () => {
  server = await startTestServer((url) => ({ publicUrl: url }));
  await seedFewStock(server, 4);
  owner = await newUser();
  outsider = await newUser();
}, testTime(180_000));
afterAll(async () => {
  await server?.close();
}, testTime(120_000));

describe('POST /videos with three scenes, 16:9 1080p', () => {
  let queued: PublicVideo;
  let done: PublicVideo;
  const scenes = [
    { script: line('Scene one opens the tour of our studio. '), actor_id: olivia, speed: 2 },
    {
      script: line('Scene two shows the office and its people. '),
      actor_id: maya,
      speed: 2,
      background: { type: 'color', value: '#204060' },
      layout: { placement: 'left', scale: 0.8 },
    },
    { script: line('Scene three says goodbye until next time. '), actor_id: olivia, speed: 2 },
  ];

  beforeAll(async () => {
    const r = await call(owner, 'POST', '/videos', {
      scenes,
      transition: 'cut',
      format: '16:9',
      resolution: '1080p',
      title: 'Tour',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(202);
    queued = r.body;
    done = await eventually(async () => {
      const got = await call(owner, 'GET', `/videos/${queued.id}`);
      expect(got.status).toBe(200);
      expect(got.body.status).not.toBe('failed');
      return got.body.status === 'done' && got.body;
    }, 540_000);
  }, testTime(600_000));

  it('answers 202 with one video of three scenes, not yet timed, scene 1 as its actor', () => {
    expect(queued).toMatchObject({
      object: 'video',
      status: expect.stringMatching(/^(queued|rendering)$/),
      actor_id: olivia,
      format: '16:9',
      resolution: '1080p',
      width: 1920,
      height: 1080,
      transition: 'cut',
      scenes: [
        { index: 0, start: null, duration: null },
        { index: 1, start: null, duration: null },
        { index: 2, start: null, duration: null },
      ],
      video_url: null,
    });
    expect(queued.progress).toBeLessThan(100);
    // The video says all its scenes, in order.
    expect(queued.script).toBe(scenes.map((s) => s.script).join('\n\n'));
  });

  it('reports each scene where it lies; their durations add up to the MP4 ffprobe measures', async () => {
    expect(done.progress).toBe(100);
    const timed = done.scenes ?? [];
    expect(timed.map((s) => s.index)).toEqual([0, 1, 2]);
    let next = 0;
    for (const scene of timed) {
      expect(scene.duration).toBeGreaterThan(1);
      // A cut: each scene starts where the one before ended.
      expect(scene.start).toBeCloseTo(next, 2);
      next = (scene.start ?? 0) + (scene.duration ?? 0);
    }
    const sum = timed.reduce((total, s) => total + (s.duration ?? 0), 0);
    expect(done.duration_seconds).toBeCloseTo(sum, 1);
    const probe = await probeLink(server, done.video_url ?? '');
    expect(probe).toMatchObject({ width: 1920, height: 1080, hasAudio: true, hasVideo: true });
    // Within a frame (25 fps) of the scenes' sum.
    expect(Math.abs(probe.durationSec - sum)).toBeLessThan(0.05);
  });

  it('delivers one SRT whose captions follow the scenes at their times', async () => {
    const cues = cueTimes(await fetchText(server, done.srt_url ?? ''));
    const [, second, third] = done.scenes ?? [];
    // Some caption starts at each scene's start, and the last one ends with the video.
    for (const scene of [second, third]) {
      expect(cues.some(([start]) => Math.abs(start - (scene.start ?? 0)) < 0.5)).toBe(true);
    }
    expect(cues.at(-1)?.[1]).toBeLessThanOrEqual((done.duration_seconds ?? 0) + 0.05);
    expect(cues.at(-1)?.[1]).toBeGreaterThan((third.start ?? 0) + 0.5);
    // Times only go forward.
    for (let i = 1; i < cues.length; i++) expect(cues[i][0]).toBeGreaterThanOrEqual(cues[i - 1][0]);
  });

  it('keeps no scene parts once joined', async () => {
    const parts = await server.ctx.db
      .selectFrom('video_scene_parts')
      .select('scene_index')
      .where('video_id', '=', done.id)
      .execute();
    expect(parts).toEqual([]);
  });

  it('lists the video with its scenes, and DELETE removes its row and files', async () => {
    const list = await call<{ data: PublicVideo[] }>(owner, 'GET', '/videos');
    expect(list.body.data.find((v) => v.id === done.id)?.scenes).toEqual(done.scenes);
    const del = await call(owner, 'DELETE', `/videos/${done.id}`);
    expect(del.status).toBe(204);
    const link = await fetch(new URL(done.video_url ?? '', server.url));
    expect(link.status).toBe(404);
  });
});

describe('POST /videos refuses bad scenes and creates nothing', () => {
  const ok = (seed: string, actor_id = olivia) => ({ script: line(seed), actor_id });

  async function refused(body: unknown, status: number) {
    const before = await createdSoFar(server);
    const r = await call<Problem>(owner, 'POST', '/videos', body);
    expect(r.status, JSON.stringify(r.body)).toBe(status);
    expect(await createdSoFar(server)).toEqual(before);
    return r.body;
  }

  it(`more than ${MAX_SCENES} scenes: 422 on body.scenes`, async () => {
    const body = await refused(
      { scenes: Array.from({ length: MAX_SCENES + 1 }, (_, i) => ok(`Scene ${i}. `)) },
      422,
    );
    expect(body.errors).toEqual([{ field: 'body.scenes', message: SceneMessage.TOO_MANY_SCENES }]);
  });

  it('both forms at once: 422 naming each top-level field to drop', async () => {
    const body = await refused(
      { script: line('Top level. '), actor_id: olivia, scenes: [ok('A scene. ')] },
      422,
    );
    expect(body.errors).toEqual([
      { field: 'body.script', message: PublicSceneMessage.BOTH_FORMS },
      { field: 'body.actor_id', message: PublicSceneMessage.BOTH_FORMS },
    ]);
  });

  it('neither form, or a transition without scenes: 422 naming the fields', async () => {
    const neither = await refused({ title: 'Nothing to say' }, 422);
    expect(neither.errors?.map((e) => e.field)).toEqual(['body.script', 'body.actor_id']);
    const lone = await refused({ ...ok('Alone. '), transition: 'fade' }, 422);
    expect(lone.errors?.map((e) => e.field)).toEqual(['body.transition']);
  });

  it('a bad script in scene 2: 422 on that scene field', async () => {
    const body = await refused(
      { scenes: [ok('First. '), { script: 'Too short', actor_id: maya }] },
      422,
    );
    expect(body.errors?.[0].field).toBe('body.scenes.1.script');
  });

  it('an unknown actor, or another user’s own actor, in scene 2: 404 like a lone one', async () => {
    const foreign = await insertOwnActor(server, outsider.email);
    for (const actor of ['no-such-actor', foreign]) {
      const body = await refused({ scenes: [ok('First. '), ok('Second. ', actor)] }, 404);
      expect(body.code).toBe(Code.NOT_FOUND);
    }
  });

  it(`scenes speaking over ${MAX_VIDEO_TOTAL_SECONDS / 60} minutes in all: 422 giving the total`, {
    timeout: testTime(180_000),
  }, async () => {
    // 1500 characters of English speak in under 2 minutes; twelve of them pass 10 minutes.
    // The same text and voice is synthesised once for all twelve.
    const long = scriptOf(1500, 'We talk about the weather and the sea today. ');
    const body = await refused(
      { scenes: Array.from({ length: 12 }, () => ({ script: long, actor_id: olivia })) },
      422,
    );
    const seconds = Number(/spoken for (\d+) seconds/.exec(body.detail ?? '')?.[1]);
    expect(seconds).toBeGreaterThan(MAX_VIDEO_TOTAL_SECONDS);
    expect(body.detail).toBe(videoSpeechTooLongMessage(seconds));
  });
});
