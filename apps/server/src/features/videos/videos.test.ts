import { Code, VideoMessage, VideoStatus, type videoItem } from '@talkreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { signUp } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';
import { testTime } from '../../test/test-time';
import { stockActorId, stockVoiceId } from '../stock/stock-selection';
import { newProject, newWorkspace } from '../tree/test-tree';
import { speechMetrics } from '../voices/speech/speech-cache';
import { type FakeElevenLabs, startFakeElevenLabs } from '../voices/test-provider';
import { addMember, currentWorkspaceOf } from '../workspaces/test-membership';
import { renderVideoJob } from './render-video';
import {
  eventually,
  fetchText,
  frameRegion,
  insertOwnActor,
  insertOwnVoice,
  probeLink,
  scriptOf,
  seedFewStock,
  settledVideo,
  snapshotCreation,
} from './test-creation';
import { videoFileKeys } from './video-keys';

type Video = z.input<typeof videoItem>;
type User = { email: string; token: string };

let server: TestServer;
let provider: FakeElevenLabs;
let owner: User;
let member: User;
let outsider: User;
let workspace: string;
let project: string;
let outsiderProject: string;
const olivia = stockActorId('olivia-studio');
const maya = stockActorId('maya-office');
const grace = stockActorId('grace-news');
const script = scriptOf(
  100,
  'Welcome to our studio. Today we talk about the weather and the sea. ',
);

beforeAll(async () => {
  provider = await startFakeElevenLabs();
  server = await startTestServer({
    speechProviders: { elevenlabs: { apiKey: 'test-eleven-key', baseUrl: provider.url } },
  });
  await seedFewStock(server, 4);
  [owner, member, outsider] = [await signUp(server), await signUp(server), await signUp(server)];
  workspace = (await currentWorkspaceOf(server, owner.email)) ?? '';
  await addMember(server, workspace, member.email);
  project = (await newProject(server, owner.token, workspace, null, 'Launch')).id;
  const theirs = (await currentWorkspaceOf(server, outsider.email)) ?? '';
  outsiderProject = (await newProject(server, outsider.token, theirs, null, 'Theirs')).id;
});
afterAll(async () => {
  await server.close();
  await provider.close();
});

const task = (overrides: Record<string, unknown> = {}) => ({
  text: script,
  voice_id: 'en-ava',
  voice_model_name: 'espeak-ng',
  scene_id: null,
  voice_settings: { stability: 0.5, similarity_boost: 0.75, style_exaggeration: 0, speed: 1 },
  folder_id: null,
  project_id: project,
  actor_id: olivia,
  // Fields the client sends that the server ignores.
  level: 1,
  callback_url: '',
  save_to_db: true,
  ...overrides,
});
const batch = (user: User, tasks: unknown[]) =>
  server.call<{ total: number; videos: Video[] }>(
    'POST',
    '/video/audio-video/process-batch',
    { tasks },
    { token: user.token },
  );
const preview = async (user: User, body: Record<string, unknown>) => {
  const r = await server.call<{ id: string; duration: number }>(
    'POST',
    '/audio/tts/generate',
    body,
    user,
  );
  expect(r.body, r.body.message).toMatchObject({ code: 200 });
  return r.body.data;
};
const result = (user: User, taskId: string) =>
  server.call<Video>('POST', '/video/callback/result', { task_id: taskId }, user);
const settled = (user: User, taskId: string, timeoutMs = 120_000) =>
  settledVideo(server, user, taskId, timeoutMs);
const jobRow = (id: string) =>
  server.ctx.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
const projectRow = (id: string) =>
  server.ctx.db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('POST /video/audio-video/process-batch refusals', () => {
  it('refuse bad scripts, actor counts and projects, unverified pairs and foreign items, creating nothing', async () => {
    const ownActors = [];
    for (let i = 0; i < 7; i++) ownActors.push(await insertOwnActor(server, owner.email));
    const outsiderActor = await insertOwnActor(server, outsider.email);
    const generating = await insertOwnActor(server, owner.email, { generate_status: 1 });
    const ten = [olivia, maya, grace, stockActorId('nia-living'), ...ownActors.slice(0, 6)];
    const eleven = [...ten, ownActors[6]];
    const before = await snapshotCreation(server);
    const cases: [unknown[], number, string][] = [
      [[], Code.INVALID_INPUT, VideoMessage.MISSING_TEXT_OR_ACTORS],
      [[task({ text: '' })], Code.INVALID_INPUT, VideoMessage.MISSING_TEXT_OR_ACTORS],
      [[task({ text: undefined })], Code.INVALID_INPUT, VideoMessage.MISSING_TEXT_OR_ACTORS],
      [[task({ actor_id: '' })], Code.INVALID_INPUT, VideoMessage.MISSING_TEXT_OR_ACTORS],
      [
        [task({ text: scriptOf(99) })],
        Code.INVALID_INPUT,
        'Script must be at least 100 characters',
      ],
      [
        [task({ text: scriptOf(1501) })],
        Code.INVALID_INPUT,
        'Script must be at most 1500 characters',
      ],
      [[task({ project_id: undefined })], Code.INVALID_INPUT, 'projectId is required'],
      [
        eleven.map((actor_id) => task({ actor_id })),
        Code.INVALID_INPUT,
        'At most 10 actors can be used in a project',
      ],
      [[task(), task()], Code.INVALID_INPUT, VideoMessage.ACTOR_TWICE],
      [
        [task({ voice_settings: { speed: 3 } })],
        Code.INVALID_INPUT,
        'Speed must be between 0 and 2',
      ],
      [[task({ project_id: 'no-such-project' })], Code.NOT_FOUND, 'Project not found'],
      [[task({ project_id: outsiderProject })], Code.ACCESS_RESTRICTED, 'Permission denied'],
      [[task({ actor_id: outsiderActor })], Code.ACCESS_RESTRICTED, 'Permission denied'],
      [[task({ voice_id: 'no-such-voice' })], Code.NOT_FOUND, 'Voice not found'],
      [
        [task({ actor_id: generating })],
        Code.OPERATION_FAILED,
        'This actor is still being generated',
      ],
      // Ten actors pass the count; the pairs are not verified yet.
      [
        ten.map((actor_id) => task({ actor_id })),
        Code.AUDIO_NOT_VERIFIED,
        VideoMessage.AUDIO_NOT_VERIFIED,
      ],
    ];
    for (const [tasks, code, message] of cases) {
      const r = await batch(owner, tasks);
      expect(r.body, message).toMatchObject({ code, message });
    }
    const unverified = await batch(owner, [task()]);
    expect(unverified.status).toBe(409);
    expect(unverified.body).toMatchObject({
      code: 1020,
      data: { pairs: [{ actor_id: olivia, voice_id: stockVoiceId('en-ava') }] },
    });
    // The owner's verified pair does not count for the member.
    await preview(owner, { text: 'Verify me.', voice_id: 'en-ava', actor_id: olivia });
    const forMember = await batch(member, [task()]);
    expect(forMember.body.code).toBe(Code.AUDIO_NOT_VERIFIED);
    const signedOut = await server.call('POST', '/video/audio-video/process-batch', {
      tasks: [task()],
    });
    expect(signedOut.body.code).toBe(Code.SIGN_IN_REQUIRED);
    const after = await snapshotCreation(server);
    expect({ ...after, verified: [], usage: [], tts: [] }).toEqual({
      ...before,
      verified: [],
      usage: [],
      tts: [],
    });
  });
});

describe('a talking video, end to end through the queue', () => {
  let video: Video;
  let previewId: string;
  let previewSeconds: number;

  beforeAll(async () => {
    // The preview speaks the very script, so the render reuses its speech.
    const spoken = await preview(owner, { text: script, voice_id: 'en-ava', actor_id: olivia });
    previewId = spoken.id;
    previewSeconds = spoken.duration;
    const syntheses = speechMetrics.syntheses;
    const r = await batch(owner, [task()]);
    expect(r.body, r.body.message).toMatchObject({ code: 200, data: { total: 1 } });
    const [queued] = r.body.data.videos;
    expect(queued).toMatchObject({
      video_status: VideoStatus.IN_PROGRESS,
      input_text: script,
      project_id: project,
      video_url: null,
      actor: { id: olivia, actor_model_id: 'olivia-studio', name: 'Olivia' },
      voice: { voice_tts_id: 'en-ava' },
    });
    video = (await settled(owner, queued.task_id)) as Video;
    expect(speechMetrics.syntheses).toBe(syntheses);
  }, testTime(180_000));

  it('finishes (status 2) with a 720x1280 25 fps H.264/AAC MP4 as long as the speech', async () => {
    expect(video.video_status).toBe(VideoStatus.FINISHED);
    const row = await server.ctx.db
      .selectFrom('videos')
      .selectAll()
      .where('id', '=', video.id)
      .executeTakeFirstOrThrow();
    expect(row.tts_audio_id).toBe(previewId);
    const probe = await probeLink(server, video.video_url ?? '');
    expect(probe).toMatchObject({
      width: 720,
      height: 1280,
      fps: 25,
      videoCodec: 'h264',
      audioCodec: 'aac',
    });
    expect(Math.abs(probe.durationSec - previewSeconds)).toBeLessThan(0.1);
    // Today's payload names no picture: it is reported as what it rendered, 9:16 720p.
    expect(video.picture).toMatchObject({
      format: '9:16',
      resolution: '720p',
      width: 720,
      height: 1280,
      background: { type: 'actor' },
      brand: 'none',
    });
    expect(video.duration).toBeCloseTo(previewSeconds, 1);
    const small = await probeLink(server, video.compressed_video_url ?? '');
    expect(small).toMatchObject({ width: 360, height: 640, videoCodec: 'h264' });
  });

  it('stores the poster and the SRT captions', async () => {
    const poster = await fetch(new URL(video.poster_url ?? '', server.url));
    expect(poster.status).toBe(200);
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
    const srt = await fetchText(server, video.srt_url ?? '');
    expect(srt).toMatch(/^1\r?\n00:00:0\d,\d{3} --> /);
    expect(srt).toContain('Welcome');
  });

  it("updates the project's latest video image and the actor's use count", async () => {
    expect((await projectRow(project)).latest_video_image_key).toBe(
      videoFileKeys(videoRef()).poster,
    );
    const actor = await server.ctx.db
      .selectFrom('actors')
      .select('use_count')
      .where('id', '=', olivia)
      .executeTakeFirstOrThrow();
    expect(actor.use_count).toBe(1);
  });

  it("lists the project's videos for its members; outsiders and signed-out callers are refused", async () => {
    for (const user of [owner, member]) {
      const list = await server.call<{ total: number; videos: Video[] }>(
        'POST',
        '/video/videos-by-folder-project',
        { project_id: project, current_page: 1, page_size: 1000 },
        user,
      );
      expect(list.body).toMatchObject({ code: 200, data: { total: 1 } });
      expect(list.body.data.videos[0]).toMatchObject({
        id: video.id,
        task_id: video.task_id,
        video_status: 2,
        input_text: script,
        actor: { id: olivia, name: 'Olivia' },
        voice: { id: stockVoiceId('en-ava'), name: 'Ava' },
      });
      expect(list.body.data.videos[0].srt_url).toBeTruthy();
      expect((await result(user, video.task_id)).body.data.id).toBe(video.id);
    }
    const before = await snapshotCreation(server);
    const refused: [string, unknown][] = [
      ['/video/videos-by-folder-project', { project_id: project }],
      ['/video/callback/result', { task_id: video.task_id }],
      ['/video/delete', { id: video.id }],
      ['/video/retry-failed-video', { tasks: [{ failed_video_id: video.id }] }],
      ['/video/audio-video/process-batch', { tasks: [task()] }],
    ];
    for (const [path, body] of refused) {
      const r = await server.call('POST', path, body, outsider);
      expect(r.body.code, path).toBe(Code.ACCESS_RESTRICTED);
      const anonymous = await server.call('POST', path, body);
      expect(anonymous.body.code, path).toBe(Code.SIGN_IN_REQUIRED);
    }
    const missing = await server.call('POST', '/video/callback/result', { task_id: 'nope' }, owner);
    expect(missing.body).toMatchObject({ code: Code.NOT_FOUND, message: 'Video not found' });
    expect(await snapshotCreation(server)).toEqual(before);
  });

  it('refuses to retry a video that did not fail', async () => {
    const before = await snapshotCreation(server);
    const r = await server.call(
      'POST',
      '/video/retry-failed-video',
      { tasks: [{ failed_video_id: video.id }] },
      owner,
    );
    expect(r.body).toMatchObject({
      code: Code.INVALID_INPUT,
      message: VideoMessage.ONLY_FAILED_RETRY,
    });
    expect(await snapshotCreation(server)).toEqual(before);
  });

  it('deletes the video with its stored files and clears the project image', async () => {
    const keys = videoFileKeys(videoRef());
    for (const key of Object.values(keys))
      expect(await server.ctx.storage.head(key)).not.toBeNull();
    const r = await server.call('POST', '/video/delete', { id: video.id }, member);
    expect(r.body).toMatchObject({ code: 200, data: null });
    for (const key of Object.values(keys)) expect(await server.ctx.storage.head(key)).toBeNull();
    expect((await result(owner, video.task_id)).body.code).toBe(Code.NOT_FOUND);
    expect((await projectRow(project)).latest_video_image_key).toBeNull();
    const empty = await server.call(
      'POST',
      '/video/videos-by-folder-project',
      { project_id: project },
      owner,
    );
    expect(empty.body).toMatchObject({ code: 200, data: null });
  });

  const videoRef = () => ({ id: video.id, workspace_id: workspace });
});

describe('failed videos', () => {
  let voiceId: string;
  let failedProject: string;

  beforeAll(async () => {
    voiceId = await insertOwnVoice(server, owner.email, { voice_tts_id: 'eleven-retry' });
    failedProject = (await newProject(server, owner.token, workspace, null, 'Retries')).id;
    await preview(owner, { text: 'A quick check.', voice_id: voiceId, actor_id: maya });
  });

  it('a refusal by the provider fails the video at once (status 3); a retry renders it', {
    timeout: testTime(180_000),
  }, async () => {
    provider.mode = 'refuse';
    let failed: Video;
    try {
      const r = await batch(owner, [
        task({
          project_id: failedProject,
          actor_id: maya,
          voice_id: voiceId,
          voice_model_name: '',
        }),
      ]);
      expect(r.body.code).toBe(200);
      failed = (await settled(owner, r.body.data.videos[0].task_id, 60_000)) as Video;
    } finally {
      provider.mode = 'ok';
    }
    expect(failed).toMatchObject({ video_status: VideoStatus.FAILED, video_url: null });
    // The kind of failure only: the provider's own words stay in the log.
    expect(failed.error_message).toBe(
      'The speech provider failed: the provider refused the request',
    );

    const retried = await server.call<{ total: number; videos: Video[] }>(
      'POST',
      '/video/retry-failed-video',
      { tasks: [{ failed_video_id: failed.id }] },
      owner,
    );
    expect(retried.body).toMatchObject({
      code: 200,
      data: { total: 1, videos: [{ id: failed.id, video_status: VideoStatus.IN_PROGRESS }] },
    });
    const done = (await settled(owner, failed.task_id)) as Video;
    expect(done).toMatchObject({ video_status: VideoStatus.FINISHED, error_message: null });
    const probe = await probeLink(server, done.video_url ?? '');
    expect(probe).toMatchObject({ width: 720, height: 1280, audioCodec: 'aac' });
    expect((await projectRow(failedProject)).latest_video_image_key).toBe(
      videoFileKeys({ id: done.id, workspace_id: workspace }).poster,
    );
  });

  it('a provider outage is retried with backoff; the last try marks the video failed', async () => {
    provider.mode = 'down';
    try {
      const r = await batch(owner, [
        task({ project_id: failedProject, actor_id: maya, voice_id: voiceId, text: scriptOf(120) }),
      ]);
      const queued = r.body.data.videos[0];
      const jobId = `video.render@${queued.id}.0`;
      const job = await eventually(async () => {
        const row = await jobRow(jobId);
        return row?.attempts === 1 && row.status === 'pending' && row;
      });
      // The first try failed and a second is scheduled after the backoff; still in progress.
      expect(job.run_at).toBeGreaterThan(Date.now());
      expect((await result(owner, queued.task_id)).body.data.video_status).toBe(1);
      // What the fifth and last try does when the provider is still down:
      await expect(
        renderVideoJob(server.ctx, {
          jobId,
          payload: { video_id: queued.id },
          attempt: 5,
          signal: new AbortController().signal,
        }),
      ).rejects.toThrow(/503/);
      const failed = (await result(owner, queued.task_id)).body.data;
      expect(failed).toMatchObject({ video_status: VideoStatus.FAILED });
      // The user reads the kind of failure; the provider's own words stay in the log.
      expect(failed.error_message).toContain('the provider is unavailable');
      expect(failed.error_message).not.toContain('Service unavailable');
    } finally {
      provider.mode = 'ok';
    }
  });
});

describe('deleting projects and workspaces', () => {
  /** A finished video row with stored files, as a render leaves it. */
  async function storedVideo(workspaceId: string, projectId: string) {
    const id = `v${Math.random().toString(36).slice(2)}`;
    const keys = videoFileKeys({ id, workspace_id: workspaceId });
    for (const key of Object.values(keys))
      await server.ctx.storage.put(key, Buffer.from('x'), 'video/mp4');
    const now = server.ctx.now();
    await server.ctx.db
      .insertInto('videos')
      .values({
        id,
        task_id: `t${id}`,
        workspace_id: workspaceId,
        project_id: projectId,
        user_id: 'someone',
        actor_id: olivia,
        actor_name: 'Olivia',
        burn_captions: 0,
        actor_model_id: 'olivia-studio',
        voice_id: stockVoiceId('en-ava'),
        voice_settings: '{}',
        voice_model_name: null,
        scene_id: null,
        input_text: script,
        video_status: VideoStatus.FINISHED,
        video_key: keys.video,
        compressed_video_key: keys.compressed,
        poster_key: keys.poster,
        srt_key: keys.srt,
        tts_audio_id: null,
        duration_ms: 1000,
        error: null,
        retries: 0,
        created_at: now,
        updated_at: now,
        finished_at: now,
      })
      .execute();
    return { id, keys };
  }
  const gone = async (v: { id: string; keys: Record<string, string> }) => {
    const row = await server.ctx.db
      .selectFrom('videos')
      .select('id')
      .where('id', '=', v.id)
      .executeTakeFirst();
    const heads = await Promise.all(Object.values(v.keys).map((k) => server.ctx.storage.head(k)));
    return row === undefined && heads.every((h) => h === null);
  };

  it('deleting a project deletes its videos and their files, and no others', async () => {
    const doomed = (await newProject(server, owner.token, workspace, null, 'Doomed')).id;
    const kept = (await newProject(server, owner.token, workspace, null, 'Kept')).id;
    const [a, b] = [await storedVideo(workspace, doomed), await storedVideo(workspace, kept)];
    const r = await server.call('POST', '/sidebar/project/delete', { project_id: doomed }, owner);
    expect(r.body.code).toBe(200);
    expect(await gone(a)).toBe(true);
    expect(await gone(b)).toBe(false);
  });

  it('deleting a workspace deletes all of its videos and files', async () => {
    const other = await newWorkspace(server, owner.token, 'Short-lived');
    const p = (await newProject(server, owner.token, other, null, 'P')).id;
    const v = await storedVideo(other, p);
    const r = await server.call('DELETE', `/workspace/${other}`, undefined, owner);
    expect(r.body.code).toBe(200);
    expect(await gone(v)).toBe(true);
  });
});

describe('a video deleted while it renders', () => {
  it('stops its render: the job ends without storing anything of it', {
    timeout: testTime(120_000),
  }, async () => {
    const stored: string[] = [];
    const storage = server.ctx.storage;
    const put = storage.put.bind(storage);
    // Watches what the render stores (the real store still does the storing).
    storage.put = async (key, body, contentType) => {
      stored.push(key);
      return put(key, body, contentType);
    };
    try {
      const r = await batch(owner, [task({ text: scriptOf(600) })]);
      const queued = r.body.data.videos[0];
      const jobId = `video.render@${queued.id}.0`;
      await eventually(async () => {
        const row = await server.ctx.db
          .selectFrom('videos')
          .select('render_started_at')
          .where('id', '=', queued.id)
          .executeTakeFirst();
        return row?.render_started_at != null;
      });
      const deleted = await server.call('POST', '/video/delete', { id: queued.id }, owner);
      expect(deleted.body.code).toBe(200);
      const job = await eventually(async () => {
        const row = await jobRow(jobId);
        return row?.status === 'completed' && row;
      });
      // One try, ended as done (nothing to retry), and no file of the video was ever stored.
      expect(job.attempts).toBe(1);
      expect(stored.filter((key) => key.includes(queued.id))).toEqual([]);
    } finally {
      storage.put = put;
    }
  });
});

describe('burned-in captions', () => {
  it('are drawn into the picture when the task asks, and only then; the choice is stored', {
    timeout: testTime(240_000),
  }, async () => {
    // A project of its own, so the videos above keep their counts and images.
    const captionsProject = (await newProject(server, owner.token, workspace, null, 'Captions')).id;
    const render = async (burn: boolean) => {
      const r = await batch(owner, [task({ project_id: captionsProject, burn_captions: burn })]);
      expect(r.body.code).toBe(200);
      const done = (await settled(owner, r.body.data.videos[0].task_id)) as Video;
      expect(done.video_status).toBe(VideoStatus.FINISHED);
      return done;
    };
    const plain = await render(false);
    const captioned = await render(true);
    const rows = await server.ctx.db
      .selectFrom('videos')
      .select(['id', 'burn_captions'])
      .where('id', 'in', [plain.id, captioned.id])
      .execute();
    expect(Object.fromEntries(rows.map((x) => [x.id, x.burn_captions]))).toEqual({
      [plain.id]: 0,
      [captioned.id]: 1,
    });
    // Same speech, same actor: the lower part of the frame differs only by the drawn words.
    const a = await frameRegion(server, plain.video_url ?? '', 1.5, 800, 480);
    const b = await frameRegion(server, captioned.video_url ?? '', 1.5, 800, 480);
    let changed = 0;
    for (let i = 0; i < a.length; i++) if (Math.abs(a[i] - b[i]) > 40) changed++;
    expect(changed / a.length).toBeGreaterThan(0.005);
  });
});

describe("a video's voice settings", () => {
  it('are reported with the video, so a remix speaks at the same speed (issue 7)', {
    timeout: testTime(240_000),
  }, async () => {
    const fasterProject = (await newProject(server, owner.token, workspace, null, 'Faster')).id;
    const settings = { stability: 0.4, similarity_boost: 0.8, style_exaggeration: 0.1, speed: 1.2 };
    const r = await batch(owner, [task({ project_id: fasterProject, voice_settings: settings })]);
    expect(r.body, r.body.message).toMatchObject({ code: 200 });
    expect(r.body.data.videos[0].voice_settings).toEqual(settings);
    const done = (await settled(owner, r.body.data.videos[0].task_id)) as Video;
    expect(done.voice_settings).toEqual(settings);
    const list = await server.call<{ videos: Video[] }>(
      'POST',
      '/video/videos-by-folder-project',
      { project_id: fasterProject, current_page: 1, page_size: 1000 },
      owner,
    );
    expect(list.body.data.videos.map((v) => v.voice_settings)).toEqual([settings]);
    // The voice itself keeps its own speed.
    expect(list.body.data.videos[0].voice?.speed).toBe(1);
  });
});
