import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  CLONE_TASK_TIMEOUT_MS,
  CLONE_TASKS_PER_HOUR,
  CloneMessage,
  CloneStatus,
  Code,
  Message,
  UploadMessage,
  VoiceLabel,
} from '@talkreel/contract';
import { ffmpegPath, probeMedia } from '@talkreel/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { testTime } from '../../../test/test-time';
import { makeVideo, makeWav, uploadFile } from '../../uploads/test-uploads';
import { eventually } from '../../videos/test-creation';
import {
  type CloneStandIn,
  speechWav,
  startCloneServer,
  startElevenLabsStandIn,
} from './test-clone-providers';

type User = { email: string; token: string };
interface Status {
  process_status: number;
  sample_url: string | null;
  task_id: string;
  audio_id: string | null;
  error: string | null;
}

const run = promisify(execFile);

/** A 31 s 720x1280 MP4 whose sound track is the speech sample. */
async function speechVideo(wav: Buffer): Promise<Buffer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'talkreel-speech-video-'));
  try {
    fs.writeFileSync(path.join(dir, 's.wav'), wav);
    const out = path.join(dir, 'v.mp4');
    await run(ffmpegPath(), [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'color=c=gray:s=720x1280:d=31:r=2'],
      ...['-i', path.join(dir, 's.wav'), '-af', 'apad', '-t', '31'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', out],
    ]);
    return fs.readFileSync(out);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('own voices: cloning, matching and the voice library', () => {
  let server: TestServer;
  let eleven: CloneStandIn;
  let minimax: CloneStandIn;
  let alice: User;
  let bob: User;
  let speech: Buffer;
  let speechUri: string;

  beforeAll(async () => {
    ({ server, eleven, minimax } = await startCloneServer());
    alice = await signUp(server);
    bob = await signUp(server);
    speech = await speechWav();
    const up = await uploadFile(server, alice.token, 'audio', speech, 'me.wav');
    expect(up.confirm.body.code, up.confirm.body.message).toBe(200);
    speechUri = up.confirm.body.data.file_uri;
  }, testTime(120_000));
  afterAll(async () => {
    await server?.close();
    await eleven?.close();
    await minimax?.close();
  });

  const call = <T>(user: User, method: string, url: string, body?: unknown) =>
    server.call<T>(method, url, body, { token: user.token });
  const status = (user: User, taskId: string) =>
    call<Status>(user, 'GET', `/audio/processing-status/${taskId}`);
  const settled = (user: User, taskId: string) =>
    eventually(async () => {
      const r = await status(user, taskId);
      return r.body.data.process_status !== CloneStatus.PROCESSING && r.body.data;
    }, 120_000);
  const start = async (user: User, url: string, body: Record<string, unknown>) => {
    const r = await call<{ task_id: string; status: number; created_at: string }>(
      user,
      'POST',
      url,
      body,
    );
    expect(r.body.code, r.body.message).toBe(200);
    expect(r.body.data.status).toBe(CloneStatus.PROCESSING);
    expect(Number.isNaN(Date.parse(r.body.data.created_at))).toBe(false);
    return r.body.data.task_id;
  };
  const myVoices = async (user: User) =>
    (
      await call<{ total: number; templates: Record<string, unknown>[] }>(
        user,
        'GET',
        '/users/myvoice?page=1&page_size=1000',
      )
    ).body.data;

  it('says which providers this server has', async () => {
    const r = await call<{ providers: Record<string, unknown>[] }>(
      alice,
      'GET',
      '/audio/clone-providers',
    );
    expect(r.body.data.providers).toEqual([
      { provider: 'elevenlabs', available: true, reason: null, label: VoiceLabel.CLONED },
      { provider: 'minimax', available: true, reason: null, label: VoiceLabel.CLONED },
      { provider: 'local', available: true, reason: null, label: VoiceLabel.MATCHED },
    ]);
  });

  it('clones with ElevenLabs: the exact request, a spoken sample, save-info and myvoice', async () => {
    const before = eleven.calls.length;
    const taskId = await start(alice, '/audio/clone-elevenlabs', {
      audio_name: 'My studio voice',
      audio_url: speechUri,
    });
    const done = await settled(alice, taskId);
    expect(done, done.error ?? '').toMatchObject({
      process_status: CloneStatus.SUCCESS,
      task_id: taskId,
    });
    const [add, tts] = eleven.calls.slice(before);
    expect(add).toMatchObject({ method: 'POST', path: '/v1/voices/add' });
    expect(add.headers['xi-api-key']).toBe('el-test-key');
    expect(add.form?.get('name')).toBe('My studio voice');
    const files = add.form?.getAll('files') ?? [];
    expect(files).toHaveLength(1);
    const sent = Buffer.from(await (files[0] as Blob).arrayBuffer());
    expect(sent.equals(speech)).toBe(true);
    // The sample is spoken by the new voice.
    const voice = await server.ctx.db
      .selectFrom('voices')
      .selectAll()
      .where('id', '=', done.audio_id ?? '')
      .executeTakeFirstOrThrow();
    expect(tts.path.split('?')[0]).toBe(`/v1/text-to-speech/${voice.voice_tts_id}`);
    expect(voice).toMatchObject({ provider: 'elevenlabs', process_status: 2, source: 'my' });

    const sample = await fetch(new URL(done.sample_url ?? '', server.url));
    expect(sample.status).toBe(200);
    expect(sample.headers.get('content-type')).toBe('audio/mpeg');
    expect((await sample.arrayBuffer()).byteLength).toBeGreaterThan(1000);

    for (const id of [taskId, voice.id]) {
      const info = await call<Record<string, unknown>>(alice, 'GET', `/audio/save-info/${id}`);
      expect(info.body.data).toMatchObject({
        id: voice.id,
        name: 'My studio voice',
        process_status: 2,
        provider: 'elevenlabs',
        task_id: taskId,
        voice_tts_id: voice.voice_tts_id,
        label: VoiceLabel.CLONED,
      });
    }
    const mine = await myVoices(alice);
    expect(mine.templates.find((t) => t.id === voice.id)).toMatchObject({
      name: 'My studio voice',
      process_status: 2,
      is_starred: false,
      label: VoiceLabel.CLONED,
    });
    const show = await call<{ audios: { id: string }[] }>(alice, 'POST', '/audio/show', {
      condition3: { condition: 'my_voices' },
    });
    expect(show.body.data.audios.map((a) => a.id)).toContain(voice.id);
    const all = await call<{ audios: { id: string }[] }>(alice, 'POST', '/audio/show', {});
    expect(all.body.data.audios.map((a) => a.id)).toContain(voice.id);
    // Another user's lists do not show it.
    expect((await myVoices(bob)).templates.map((t) => t.id)).not.toContain(voice.id);
  });

  it('an ElevenLabs refusal fails the task (3) with the reason and frees the name', async () => {
    eleven.mode = 'refuse';
    try {
      const taskId = await start(alice, '/audio/clone-elevenlabs', {
        audio_name: 'Refused voice',
        audio_url: speechUri,
      });
      const done = await settled(alice, taskId);
      expect(done.process_status).toBe(CloneStatus.FAILED);
      expect(done.sample_url).toBeNull();
      expect(done.error).toContain(CloneMessage.FAILED);
      // The kind of failure, not the provider's own words (those go to the log only).
      expect(done.error).toContain('the provider refused the request');
      expect(done.error).not.toContain('The audio sample is too short');
    } finally {
      eleven.mode = 'ok';
    }
    expect((await myVoices(alice)).templates.map((t) => t.name)).not.toContain('Refused voice');
    const dup = await call<{ is_duplicate: boolean }>(
      alice,
      'POST',
      '/users/check-audio-name-duplicate',
      {
        input_name: 'Refused voice',
      },
    );
    expect(dup.body.data.is_duplicate).toBe(false);
  });

  it('clones with MiniMax: upload (purpose voice_clone), then voice_clone with our voice id', async () => {
    const before = minimax.calls.length;
    const taskId = await start(alice, '/audio/clone-minimax', {
      user_id: '',
      audio_name: 'MiniMax me',
      audio_url: speechUri,
      language: 'de',
    });
    const done = await settled(alice, taskId);
    expect(done.process_status, done.error ?? '').toBe(CloneStatus.SUCCESS);
    const [upload, clone, tts] = minimax.calls.slice(before);
    expect(upload.path).toBe('/v1/files/upload?GroupId=group-7');
    expect(upload.headers.authorization).toBe('Bearer mm-test-key');
    expect(upload.form?.get('purpose')).toBe('voice_clone');
    const file = upload.form?.get('file') as Blob;
    expect(Buffer.from(await file.arrayBuffer()).equals(speech)).toBe(true);
    expect(clone.path).toBe('/v1/voice_clone?GroupId=group-7');
    expect(clone.json?.file_id).toBe(9001);
    expect(String(clone.json?.voice_id)).toMatch(/^talkreel[0-9a-f]{16}$/);
    expect(tts.path).toBe('/v1/t2a_v2?GroupId=group-7');
    expect(tts.json?.voice_setting).toMatchObject({ voice_id: clone.json?.voice_id });
    const info = await call<{ voice_tts_id: string; provider: string; language: string }>(
      alice,
      'GET',
      `/audio/save-info/${taskId}`,
    );
    expect(info.body.data).toMatchObject({
      provider: 'minimax',
      voice_tts_id: clone.json?.voice_id,
      language: 'de',
    });
    // The sample was spoken in the voice's language.
    expect(tts.json?.language_boost).toBe('German');
  });

  it('a MiniMax error in base_resp (HTTP 200) fails the task', async () => {
    minimax.mode = 'refuse';
    try {
      const taskId = await start(alice, '/audio/clone-minimax', {
        audio_name: 'MiniMax refused',
        audio_url: speechUri,
      });
      const done = await settled(alice, taskId);
      expect(done.process_status).toBe(CloneStatus.FAILED);
      expect(done.error).toContain('the provider refused the request');
      expect(done.error).not.toContain('invalid params');
    } finally {
      minimax.mode = 'ok';
    }
  });

  it('matches a voice offline: provider local, "matched, not cloned", speaks previews', async () => {
    const taskId = await start(alice, '/audio/clone-local', {
      audio_name: 'Matched me',
      audio_url: speechUri,
      language: 'en',
    });
    const done = await settled(alice, taskId);
    expect(done.process_status, done.error ?? '').toBe(CloneStatus.SUCCESS);
    const voice = await server.ctx.db
      .selectFrom('voices')
      .selectAll()
      .where('id', '=', done.audio_id ?? '')
      .executeTakeFirstOrThrow();
    expect(voice).toMatchObject({ provider: 'local', language: 'en', gender: 'female' });
    const spec = JSON.parse(voice.local_spec ?? '{}') as Record<string, unknown>;
    // An espeak or a Flite voice, whichever is nearer the recording; the voice names its engine.
    const flite = spec.engine === 'flite';
    expect(spec).toHaveProperty(flite ? 'fliteVoice' : 'espeakVoice');
    expect(voice.model_name).toBe(flite ? 'flite' : 'espeak-ng');
    const info = await call<{ label: string }>(alice, 'GET', `/audio/save-info/${voice.id}`);
    expect(info.body.data.label).toBe(VoiceLabel.MATCHED);
    const sample = await fetch(new URL(done.sample_url ?? '', server.url));
    expect(sample.status).toBe(200);
    expect((await sample.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    const preview = await call<{ audio_url: string; duration: number }>(
      alice,
      'POST',
      '/audio/tts/generate',
      {
        text: 'Hello from my matched voice.',
        voice_id: voice.id,
      },
    );
    expect(preview.body.code, preview.body.message).toBe(200);
    expect(preview.body.data.duration).toBeGreaterThan(0.5);
  });

  it('extracts the audio track of an uploaded MP4 and clones it; a silent video fails clearly', async () => {
    const withSound = await uploadFile(
      server,
      alice.token,
      'video',
      await speechVideo(speech),
      'me.mp4',
    );
    expect(withSound.confirm.body.code, withSound.confirm.body.message).toBe(200);
    const before = eleven.calls.length;
    const taskId = await start(alice, '/audio-extraction/tasks', {
      audio_name: 'From my video',
      video_url: withSound.confirm.body.data.file_uri,
      provider: 'elevenlabs',
    });
    const done = await settled(alice, taskId);
    expect(done.process_status, done.error ?? '').toBe(CloneStatus.SUCCESS);
    expect(done.sample_url).toBeTruthy();
    // ElevenLabs got the extracted track: mono WAV.
    const sent = eleven.calls.slice(before).find((c) => c.path === '/v1/voices/add');
    const track = sent?.form?.get('files') as Blob;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'talkreel-track-'));
    try {
      fs.writeFileSync(path.join(dir, 't.wav'), Buffer.from(await track.arrayBuffer()));
      const probe = await probeMedia(path.join(dir, 't.wav'));
      expect(probe.hasAudio && !probe.hasVideo).toBe(true);
      expect(probe.durationSec).toBeGreaterThan(30);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }

    const silent = await uploadFile(
      server,
      alice.token,
      'video',
      await makeVideo(31, { audio: false }),
      's.mp4',
    );
    expect(silent.confirm.body.code).toBe(200);
    const failedId = await start(alice, '/audio-extraction/tasks', {
      audio_name: 'Silent video',
      video_url: silent.confirm.body.data.file_uri,
    });
    const failed = await settled(alice, failedId);
    expect(failed).toMatchObject({
      process_status: CloneStatus.FAILED,
      sample_url: null,
      error: CloneMessage.NO_AUDIO_TRACK,
    });
  });

  it('rename with duplicate check, star, and delete (videos keep the row)', async () => {
    const taskId = await start(alice, '/audio/clone-elevenlabs', {
      audio_name: 'Voice A',
      audio_url: speechUri,
    });
    const a = (await settled(alice, taskId)).audio_id ?? '';
    const renamed = await call<{ is_duplicate: boolean }>(alice, 'POST', '/audio/rename-template', {
      audio_id: a,
      audio_name: 'My studio voice',
      user_id: '',
    });
    expect(renamed.body.data.is_duplicate).toBe(true);
    expect((await myVoices(alice)).templates.find((t) => t.id === a)?.name).toBe('Voice A');
    const ok = await call<{ is_duplicate: boolean }>(alice, 'POST', '/audio/rename-template', {
      audio_id: a,
      audio_name: 'Voice B',
    });
    expect(ok.body.data.is_duplicate).toBe(false);
    expect((await myVoices(alice)).templates.find((t) => t.id === a)?.name).toBe('Voice B');
    const check = (name: string) =>
      call<{ is_duplicate: boolean }>(alice, 'POST', '/users/check-audio-name-duplicate', {
        input_name: name,
      });
    expect((await check('voice b')).body.data.is_duplicate).toBe(true);
    expect((await check('Voice A')).body.data.is_duplicate).toBe(false);
    // Starting a clone with a taken name is refused.
    const taken = await call(alice, 'POST', '/audio/clone-local', {
      audio_name: 'Voice B',
      audio_url: speechUri,
    });
    expect(taken.body).toMatchObject({
      code: Code.ALREADY_EXISTS,
      message: Message.AUDIO_NAME_EXISTS,
    });

    const star = () =>
      call<{ is_favorite: boolean }>(alice, 'POST', '/audio-template/toggle-favorite', {
        customize_audio_template_id: a,
      });
    expect((await star()).body.data.is_favorite).toBe(true);
    expect((await myVoices(alice)).templates.find((t) => t.id === a)?.is_starred).toBe(true);
    expect((await star()).body.data.is_favorite).toBe(false);

    const del = await call(alice, 'POST', '/audio/delete', { audio_id: a });
    expect(del.body.code).toBe(200);
    expect((await myVoices(alice)).templates.map((t) => t.id)).not.toContain(a);
    const show = await call<{ audios: { id: string }[] }>(alice, 'POST', '/audio/show', {});
    expect(show.body.data.audios.map((x) => x.id)).not.toContain(a);
    const speak = await call(alice, 'POST', '/audio/tts/generate', { text: 'Hi.', voice_id: a });
    expect(speak.body.code).toBe(Code.NOT_FOUND);
    // The row and its sample stay for the videos already made with it.
    const row = await server.ctx.db
      .selectFrom('voices')
      .selectAll()
      .where('id', '=', a)
      .executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();
    expect(await server.ctx.storage.head(row.sample_key ?? '')).not.toBeNull();
    expect((await call(alice, 'POST', '/audio/delete', { audio_id: a })).body.code).toBe(
      Code.NOT_FOUND,
    );
  });

  it('a stranger is refused on every call and changes nothing', async () => {
    const taskId = await start(alice, '/audio/clone-elevenlabs', {
      audio_name: 'Private',
      audio_url: speechUri,
    });
    const voiceId = (await settled(alice, taskId)).audio_id ?? '';
    const refusals: [string, string, unknown][] = [
      ['GET', `/audio/processing-status/${taskId}`, undefined],
      ['GET', `/audio/save-info/${taskId}`, undefined],
      ['GET', `/audio/save-info/${voiceId}`, undefined],
      ['POST', '/audio/rename-template', { audio_id: voiceId, audio_name: 'Mine now' }],
      ['POST', '/audio-template/toggle-favorite', { customize_audio_template_id: voiceId }],
      ['POST', '/audio/delete', { audio_id: voiceId }],
    ];
    for (const [method, url, body] of refusals) {
      const r = await call(bob, method, url, body);
      expect(r.body.code, `${method} ${url}`).toBe(Code.ACCESS_RESTRICTED);
    }
    // Alice's upload is not Bob's to clone.
    for (const url of ['/audio/clone-elevenlabs', '/audio/clone-minimax', '/audio/clone-local']) {
      const r = await call(bob, 'POST', url, { audio_name: 'Stolen', audio_url: speechUri });
      expect(r.body).toMatchObject({
        code: Code.INVALID_INPUT,
        message: UploadMessage.FILE_URI_INVALID,
      });
    }
    // Acting for another user is refused.
    const aliceId = (
      await server.ctx.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', alice.email)
        .executeTakeFirstOrThrow()
    ).id;
    const asAlice = [
      ['POST', '/audio/clone-minimax', { user_id: aliceId, audio_name: 'X', audio_url: speechUri }],
      ['GET', `/users/myvoice?user_id=${aliceId}`, undefined],
      ['POST', '/users/check-audio-name-duplicate', { input_name: 'Private', user_id: aliceId }],
      ['POST', '/audio/rename-template', { audio_id: voiceId, audio_name: 'Y', user_id: aliceId }],
    ] as const;
    for (const [method, url, body] of asAlice) {
      const r = await call(bob, method, url, body);
      expect(r.body, `${method} ${url}`).toMatchObject({
        code: Code.ACCESS_RESTRICTED,
        message: CloneMessage.OTHER_USER,
      });
    }
    const info = await call<{ name: string }>(alice, 'GET', `/audio/save-info/${voiceId}`);
    expect(info.body.data.name).toBe('Private');
    expect((await myVoices(alice)).templates.find((t) => t.id === voiceId)?.is_starred).toBe(false);
  });

  it('an outside URL is refused and nothing is fetched', async () => {
    let hits = 0;
    const outside = createServer((_req, res) => {
      hits++;
      res.end('RIFF');
    });
    await new Promise<void>((resolve) => outside.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(outside.address() as AddressInfo).port}/voice.wav`;
    const calls = eleven.calls.length + minimax.calls.length;
    try {
      const attempts: [string, Record<string, unknown>][] = [
        ['/audio/clone-elevenlabs', { audio_name: 'Outside', audio_url: url }],
        ['/audio/clone-minimax', { audio_name: 'Outside', audio_url: url }],
        ['/audio/clone-local', { audio_name: 'Outside', audio_url: 'file:///etc/passwd' }],
        ['/audio-extraction/tasks', { audio_name: 'Outside', video_url: url }],
        ['/audio/clone-local', { audio_name: 'Outside', audio_url: 'upload://../../x' }],
      ];
      for (const [path, body] of attempts) {
        const r = await call(alice, 'POST', path, body);
        expect(r.body, path).toMatchObject({
          code: Code.INVALID_INPUT,
          message: UploadMessage.FILE_URI_INVALID,
        });
      }
      // An audio upload is not a video.
      const wrongKind = await call(alice, 'POST', '/audio-extraction/tasks', {
        audio_name: 'Kind',
        video_url: speechUri,
      });
      expect(wrongKind.body).toMatchObject({
        code: Code.INVALID_INPUT,
        message: UploadMessage.FILE_KIND_MISMATCH,
      });
    } finally {
      await new Promise((resolve) => outside.close(resolve));
    }
    expect(hits).toBe(0);
    expect(eleven.calls.length + minimax.calls.length).toBe(calls);
    const tasks = await server.ctx.db.selectFrom('clone_tasks').select('id').execute();
    const names = (await myVoices(alice)).templates.map((t) => t.name);
    expect(names).not.toContain('Outside');
    expect(tasks.length).toBeGreaterThan(0);
  });
});

describe('clone tasks: timeout, hourly cap, unconfigured providers', () => {
  it('a provider that never answers is reported as timed out (4) after the deadline', async () => {
    const eleven = await startElevenLabsStandIn();
    eleven.mode = 'hang';
    const server = await startTestServer({
      speechProviders: { elevenlabs: { apiKey: 'k', baseUrl: eleven.url } },
    });
    try {
      const user = await signUp(server);
      const up = await uploadFile(server, user.token, 'audio', await makeWav(12), 'a.wav');
      const started = await server.call<{ task_id: string }>(
        'POST',
        '/audio/clone-elevenlabs',
        { audio_name: 'Slow', audio_url: up.confirm.body.data.file_uri },
        { token: user.token },
      );
      const taskId = started.body.data.task_id;
      await eventually(async () => eleven.calls.length > 0);
      const polled = await server.call<Status>(
        'GET',
        `/audio/processing-status/${taskId}`,
        undefined,
        user,
      );
      expect(polled.body.data.process_status).toBe(CloneStatus.PROCESSING);
      server.advanceClock(CLONE_TASK_TIMEOUT_MS + 1000);
      // A stranger asking about the overdue task is refused and changes nothing.
      const stranger = await signUp(server);
      const refused = await server.call('GET', `/audio/save-info/${taskId}`, undefined, stranger);
      expect(refused.body.code).toBe(Code.ACCESS_RESTRICTED);
      const row = await server.ctx.db
        .selectFrom('clone_tasks')
        .select('status')
        .where('id', '=', taskId)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe(CloneStatus.PROCESSING);
      const late = await server.call<Status>(
        'GET',
        `/audio/processing-status/${taskId}`,
        undefined,
        user,
      );
      expect(late.body.data).toMatchObject({
        process_status: CloneStatus.TIMEOUT,
        sample_url: null,
        error: CloneMessage.TIMEOUT,
      });
      const mine = await server.call<{ templates: unknown[] }>(
        'GET',
        '/users/myvoice',
        undefined,
        user,
      );
      expect(mine.body.data.templates).toEqual([]);
    } finally {
      await eleven.close();
      await server.close();
    }
  });

  it(`caps clone tasks at ${CLONE_TASKS_PER_HOUR} an hour per user (1011)`, async () => {
    // Jobs are not run here: only the starts are counted.
    const server = await startTestServer({ workers: 'external' });
    try {
      const user = await signUp(server);
      const up = await uploadFile(server, user.token, 'audio', await makeWav(12), 'a.wav');
      const startOne = (i: number) =>
        server.call(
          'POST',
          '/audio/clone-local',
          { audio_name: `V${i}`, audio_url: up.confirm.body.data.file_uri },
          user,
        );
      for (let i = 0; i < CLONE_TASKS_PER_HOUR; i++)
        expect((await startOne(i)).body.code).toBe(200);
      const over = await startOne(99);
      expect(over.status).toBe(429);
      expect(over.body.code).toBe(Code.SLOW_DOWN);
      expect(await server.ctx.db.selectFrom('clone_tasks').select('id').execute()).toHaveLength(
        CLONE_TASKS_PER_HOUR,
      );
    } finally {
      await server.close();
    }
  });

  it('a provider without a key is refused at once and says why', async () => {
    const server = await startTestServer({ speechProviders: {} });
    try {
      const user = await signUp(server);
      const providers = await server.call<{
        providers: { provider: string; available: boolean; reason: string | null }[];
      }>('GET', '/audio/clone-providers', undefined, user);
      expect(providers.body.data.providers).toMatchObject([
        {
          provider: 'elevenlabs',
          available: false,
          reason: 'ELEVENLABS_API_KEY is not set on this server',
        },
        {
          provider: 'minimax',
          available: false,
          reason: 'MINIMAX_API_KEY is not set on this server',
        },
        { provider: 'local', available: true, reason: null },
      ]);
      const up = await uploadFile(server, user.token, 'audio', await makeWav(12), 'a.wav');
      const r = await server.call(
        'POST',
        '/audio/clone-elevenlabs',
        { audio_name: 'No key', audio_url: up.confirm.body.data.file_uri },
        user,
      );
      expect(r.body.code).toBe(Code.OPERATION_FAILED);
      expect(r.body.message).toContain(CloneMessage.PROVIDER_NOT_CONFIGURED);
      expect(await server.ctx.db.selectFrom('clone_tasks').select('id').execute()).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
