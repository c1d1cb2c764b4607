import { crc32, deflateSync } from 'node:zlib';
import {
  AUDIO_UPLOAD_MAX_BYTES,
  Code,
  DAY_MS,
  IMAGE_MAX_PIXELS,
  MAX_UPLOADS_IN_FLIGHT_PER_USER,
  Message,
  SHEET_MAX_BYTES,
  SheetMessage,
  UPLOAD_URL_TTL_MS,
  UploadMessage,
} from '@talkreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids';
import { signUp } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';
import { testTime } from '../../test/test-time';
import { makeXlsx, makeZip } from '../batches/test-sheets';
import { insertOwnActor, insertOwnVoice } from '../videos/test-creation';
import { purgeUploads } from './purge-uploads';
import { markUploadUsed, resolveFileUri } from './resolve-file-uri';
import {
  makeJpeg,
  makeMp3,
  makePng,
  makeVideo,
  makeWav,
  openAndPut,
  uploadFile,
} from './test-uploads';

describe('uploads: presigned PUT, then confirm judged by content', () => {
  let server: TestServer;
  let alice: { email: string; token: string };
  let bob: { email: string; token: string };
  const media: Record<string, Buffer> = {};

  beforeAll(async () => {
    server = await startTestServer();
    alice = await signUp(server);
    bob = await signUp(server);
    const [wav, mp3, shortWav, png, jpeg, mp4, mov, shortVideo, longVideo, lowVideo] =
      await Promise.all([
        makeWav(12),
        makeMp3(12),
        makeWav(5),
        makePng(),
        makeJpeg(),
        makeVideo(31),
        makeVideo(31, { container: 'mov' }),
        makeVideo(12),
        makeVideo(181),
        makeVideo(31, { height: 480 }),
      ]);
    Object.assign(media, {
      wav,
      mp3,
      shortWav,
      png,
      jpeg,
      mp4,
      mov,
      shortVideo,
      longVideo,
      lowVideo,
    });
  }, testTime(120_000));
  afterAll(() => server?.close());

  const confirmAs = (token: string, taskId: string) =>
    server.call<Record<string, unknown>>('POST', `/upload/confirm/${taskId}`, undefined, { token });

  it.each([
    ['audio', 'wav', 'voice.wav'],
    ['audio', 'mp3', 'voice.mp3'],
    ['image', 'png', 'face.png'],
    ['image', 'jpeg', 'face.jpg'],
    ['video', 'mp4', 'clip.mp4'],
    ['video', 'mov', 'clip.mov'],
  ])('a good %s file (%s) is confirmed with a file_uri', async (kind, format, name) => {
    const { taskId, confirm } = await uploadFile(server, alice.token, kind, media[format], name);
    expect(confirm.body.code, confirm.body.message).toBe(200);
    expect(confirm.body.data).toMatchObject({
      file_type: kind,
      file_uri: `upload://${taskId}`,
      task_id: taskId,
      format,
      file_size: media[format].length,
    });
    const row = await server.ctx.db
      .selectFrom('uploads')
      .selectAll()
      .where('id', '=', taskId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('confirmed');
    // The judged copy is kept under its real type; the PUT target is gone.
    expect((await server.ctx.storage.head(row.file_key ?? ''))?.size).toBe(media[format].length);
    expect(await server.ctx.storage.head(row.incoming_key)).toBeNull();
    // Confirming again answers the same.
    expect((await confirmAs(alice.token, taskId)).body.data).toEqual(confirm.body.data);
  });

  it("the PUT takes the upload reply's content_type, none, or a MIME type as its Content-Type", async () => {
    for (const type of ['reply', null, 'audio/wav']) {
      const open = await server.call<{
        presigned_url: string;
        task_id: string;
        content_type: string;
      }>(
        'POST',
        '/upload/file',
        { file_name: 'voice.wav', file_size: media.wav.length, content_type: 'audio' },
        { token: alice.token },
      );
      expect(open.body.data.content_type).toBe('audio');
      // What an S3 client does with a presigned content type: sends it back as the header.
      const sent = type === 'reply' ? open.body.data.content_type : type;
      const put = await fetch(new URL(open.body.data.presigned_url, server.url), {
        method: 'PUT',
        body: new Uint8Array(media.wav),
        headers: sent === null ? {} : { 'content-type': sent },
      });
      expect(put.status, `${sent}: ${await put.text()}`).toBe(200);
      const confirm = await confirmAs(alice.token, open.body.data.task_id);
      expect(confirm.body.code, String(sent)).toBe(200);
      expect(confirm.body.data).toMatchObject({ file_type: 'audio', format: 'wav' });
    }
  });

  it('lists the upload and own-voice calls in the OpenAPI document', async () => {
    const doc = (await (await fetch(`${server.url}/api/docs`)).json()) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/upload/file',
        '/api/v1/upload/confirm/{task_id}',
        '/api/v1/audio/clone-elevenlabs',
        '/api/v1/audio/clone-minimax',
        '/api/v1/audio/clone-local',
        '/api/v1/audio-extraction/tasks',
        '/api/v1/audio/processing-status/{task_id}',
        '/api/v1/audio/save-info/{id}',
        '/api/v1/users/myvoice',
        '/api/v1/audio/rename-template',
        '/api/v1/users/check-audio-name-duplicate',
        '/api/v1/audio-template/toggle-favorite',
        '/api/v1/audio/delete',
        '/api/v1/audio/clone-providers',
      ]),
    );
  });

  it('reports the duration of audio and the size of video', async () => {
    const audio = await uploadFile(server, alice.token, 'audio', media.wav, 'a.wav');
    expect(Number((audio.confirm.body.data as Record<string, unknown>).duration_sec)).toBeCloseTo(
      12,
      0,
    );
    const video = await uploadFile(server, alice.token, 'video', media.mp4, 'v.mp4');
    expect(video.confirm.body.data).toMatchObject({ width: 720, height: 1280 });
  });

  const refusedWith = async (kind: string, bytes: Buffer, name: string, message: string) => {
    const { taskId, confirm } = await uploadFile(server, alice.token, kind, bytes, name);
    expect(confirm.status).toBe(400);
    expect(confirm.body).toMatchObject({ code: Code.INVALID_FORMAT, message, data: null });
    const row = await server.ctx.db
      .selectFrom('uploads')
      .selectAll()
      .where('id', '=', taskId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('rejected');
    expect(row.file_key).toBeNull();
    expect(await server.ctx.storage.head(row.incoming_key)).toBeNull();
    // A refused task stays refused.
    expect((await confirmAs(alice.token, taskId)).body.code).toBe(Code.INVALID_FORMAT);
  };

  it('wrong magic bytes under a good name are refused with the kind message', async () => {
    await refusedWith('audio', media.png, 'voice.wav', Message.INVALID_AUDIO);
    await refusedWith('audio', media.mp4, 'voice.mp3', Message.INVALID_AUDIO);
    await refusedWith('image', media.wav, 'face.png', Message.INVALID_IMAGE);
    await refusedWith('video', media.jpeg, 'clip.mp4', Message.INVALID_VIDEO);
    await refusedWith(
      'video',
      Buffer.from('not a video at all, just words'),
      'clip.mov',
      Message.INVALID_VIDEO,
    );
  });

  it('a sheet (CSV or XLSX, issue 28) is judged by its bytes: a workbook or UTF-8 text', async () => {
    const csv = Buffer.from('\ufefffirst_name;company\r\nZoë;Acme\r\n');
    const xlsx = makeXlsx([['first_name'], ['Zoë']]);
    for (const [bytes, format, name] of [
      [csv, 'csv', 'people.csv'],
      [xlsx, 'xlsx', 'people.xlsx'],
      // The name says nothing: an XLSX called .csv is still an XLSX.
      [xlsx, 'xlsx', 'people.csv'],
    ] as const) {
      const { taskId, confirm } = await uploadFile(server, alice.token, 'sheet', bytes, name);
      expect(confirm.body.code, confirm.body.message).toBe(200);
      expect(confirm.body.data).toMatchObject({
        file_type: 'sheet',
        file_uri: `upload://${taskId}`,
        format,
        file_size: bytes.length,
      });
    }
    const invalid = SheetMessage.INVALID_UPLOAD;
    await refusedWith('sheet', media.png, 'people.csv', invalid);
    // Latin-1 (é as one byte), UTF-16 (ASCII in it is valid UTF-8, but full of NULs) and a ZIP
    // that holds no workbook.
    await refusedWith('sheet', Buffer.from('first_name\nRen\xe9\n', 'latin1'), 'a.csv', invalid);
    await refusedWith('sheet', Buffer.from('name\r\nAl\r\n', 'utf16le'), 'a.csv', invalid);
    await refusedWith('sheet', makeZip({ 'word/document.xml': '<w/>' }), 'a.xlsx', invalid);
    // A sheet is not a file of another kind, and over the batch sheet's 5 MB it is refused at once.
    await refusedWith('image', csv, 'people.png', Message.INVALID_IMAGE);
    const big = await server.call(
      'POST',
      '/upload/file',
      { file_name: 'big.csv', file_size: SHEET_MAX_BYTES + 1, content_type: 'sheet' },
      { token: alice.token },
    );
    expect(big.body).toMatchObject({ code: Code.INVALID_FORMAT, message: invalid });
  });

  it('an image whose header promises more than IMAGE_MAX_PIXELS is refused unread', async () => {
    // 8000 x 8000 RGB in a file of a few dozen bytes: decoded it would take 256 MB (a real
    // solid-colour PNG of that size is ~200 kB; the header is all the judge may read of it).
    const side = 8000;
    expect(side * side).toBeGreaterThan(IMAGE_MAX_PIXELS);
    const chunk = (type: string, data: Buffer) => {
      const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
      const out = Buffer.alloc(body.length + 8);
      out.writeUInt32BE(data.length, 0);
      body.copy(out, 4);
      out.writeUInt32BE(crc32(body), body.length + 4);
      return out;
    };
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(side, 0);
    ihdr.writeUInt32BE(side, 4);
    ihdr[8] = 8; // bit depth
    ihdr[9] = 2; // RGB
    const huge = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(Buffer.alloc(side * 3 + 1))),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    await refusedWith('image', huge, 'huge.png', Message.INVALID_IMAGE);
  });

  it('audio shorter than 10 s is refused', async () => {
    await refusedWith('audio', media.shortWav, 'short.wav', Message.INVALID_AUDIO);
  });

  it('video shorter than 30 s, longer than 180 s or lower than 720 px is refused', async () => {
    await refusedWith('video', media.shortVideo, 'short.mp4', Message.INVALID_VIDEO);
    await refusedWith('video', media.longVideo, 'long.mp4', Message.INVALID_VIDEO);
    await refusedWith('video', media.lowVideo, 'low.mp4', Message.INVALID_VIDEO);
  });

  it('truncated files are refused', async () => {
    const half = (b: Buffer) => b.subarray(0, Math.floor(b.length / 2));
    // The WAV header still promises 12 s; only the decode shows the bytes are missing.
    await refusedWith('audio', half(media.wav), 'cut.wav', Message.INVALID_AUDIO);
    await refusedWith('video', half(media.mp4), 'cut.mp4', Message.INVALID_VIDEO);
    await refusedWith('image', half(media.png), 'cut.png', Message.INVALID_IMAGE);
    await refusedWith('image', half(media.jpeg), 'cut.jpg', Message.INVALID_IMAGE);
  });

  it('a declared size over the limit or an unknown kind is refused at once', async () => {
    const big = await server.call(
      'POST',
      '/upload/file',
      { file_name: 'big.wav', file_size: AUDIO_UPLOAD_MAX_BYTES + 1, content_type: 'audio' },
      { token: alice.token },
    );
    expect(big.body).toMatchObject({ code: Code.INVALID_FORMAT, message: Message.INVALID_AUDIO });
    const odd = await server.call(
      'POST',
      '/upload/file',
      { file_name: 'a.pdf', file_size: 10, content_type: 'document' },
      { token: alice.token },
    );
    expect(odd.body).toMatchObject({
      code: Code.INVALID_INPUT,
      message: UploadMessage.UNKNOWN_KIND,
    });
    // A full MIME type counts as its major type.
    const mime = await server.call<{ content_type: string }>(
      'POST',
      '/upload/file',
      { file_name: 'a.mp3', file_size: 10, content_type: 'audio/mpeg' },
      { token: bob.token },
    );
    expect(mime.body.data.content_type).toBe('audio');
  });

  it('the PUT needs no bearer token but refuses a body over the declared size', async () => {
    const open = await server.call<{ presigned_url: string; task_id: string }>(
      'POST',
      '/upload/file',
      { file_name: 'a.wav', file_size: 1000, content_type: 'audio' },
      { token: alice.token },
    );
    const url = new URL(open.body.data.presigned_url, server.url);
    // Streamed without a length, so only counting the bytes can stop it.
    const chunks = [Buffer.alloc(600), Buffer.alloc(600)];
    const stream = new ReadableStream({
      pull(c) {
        const next = chunks.shift();
        if (next) c.enqueue(next);
        else c.close();
      },
    });
    const over = await fetch(url, { method: 'PUT', body: stream, duplex: 'half' } as RequestInit);
    expect(over.status).toBe(413);
    expect((await over.json()).code).toBe(Code.UPLOAD_FAILED);
    const confirm = await confirmAs(alice.token, open.body.data.task_id);
    expect(confirm.body).toMatchObject({
      code: Code.UPLOAD_FAILED,
      message: UploadMessage.NOT_RECEIVED,
    });
    // A failed PUT leaves the address usable for a retry of the right size.
    expect(
      (await fetch(url, { method: 'PUT', body: new Uint8Array(Buffer.alloc(1000)) })).status,
    ).toBe(200);
  });

  it('a replayed, expired or tampered PUT is refused', async () => {
    const { url, putStatus, taskId } = await openAndPut(server, alice.token, 'audio', media.wav);
    expect(putStatus).toBe(200);
    const replay = await fetch(url, {
      method: 'PUT',
      body: new Uint8Array(media.shortWav.subarray(0, media.wav.length)),
    });
    expect(replay.status).toBe(403);
    const confirm = await confirmAs(alice.token, taskId);
    expect(confirm.body.code).toBe(200);
    expect((await fetch(url, { method: 'PUT', body: new Uint8Array(media.wav) })).status).toBe(403);

    const open = await server.call<{ presigned_url: string }>(
      'POST',
      '/upload/file',
      { file_name: 'b.wav', file_size: 4, content_type: 'audio' },
      { token: alice.token },
    );
    const late = new URL(open.body.data.presigned_url, server.url);
    const tampered = new URL(late);
    tampered.searchParams.set('size', '5');
    expect(
      (await fetch(tampered, { method: 'PUT', body: new Uint8Array(Buffer.from('12345')) })).status,
    ).toBe(403);
    server.advanceClock(UPLOAD_URL_TTL_MS + 1000);
    try {
      expect(
        (await fetch(late, { method: 'PUT', body: new Uint8Array(Buffer.from('1234')) })).status,
      ).toBe(403);
    } finally {
      server.advanceClock(-(UPLOAD_URL_TTL_MS + 1000));
    }
  });

  it('a stranger can neither confirm nor use somebody else’s upload', async () => {
    const { taskId } = await openAndPut(server, alice.token, 'audio', media.wav);
    const stranger = await confirmAs(bob.token, taskId);
    expect(stranger.body.code).toBe(Code.ACCESS_RESTRICTED);
    expect(
      (
        await server.ctx.db
          .selectFrom('uploads')
          .select('status')
          .where('id', '=', taskId)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('pending');
    expect((await confirmAs(alice.token, taskId)).body.code).toBe(200);
    const bobId = (
      await server.ctx.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', bob.email)
        .executeTakeFirstOrThrow()
    ).id;
    await expect(
      resolveFileUri(server.ctx, bobId, `upload://${taskId}`, 'audio'),
    ).rejects.toMatchObject({
      code: Code.INVALID_INPUT,
      message: UploadMessage.FILE_URI_INVALID,
    });
    expect((await confirmAs(alice.token, 'no-such-task')).body.code).toBe(Code.NOT_FOUND);
  });

  it('caps uploads in flight per user', async () => {
    const carol = await signUp(server);
    const open = () =>
      server.call(
        'POST',
        '/upload/file',
        { file_name: 'a.wav', file_size: 100, content_type: 'audio' },
        { token: carol.token },
      );
    for (let i = 0; i < MAX_UPLOADS_IN_FLIGHT_PER_USER; i++)
      expect((await open()).body.code).toBe(200);
    const over = await open();
    expect(over.status).toBe(429);
    expect(over.body.code).toBe(Code.SLOW_DOWN);
    // Expired addresses no longer count as in flight.
    server.advanceClock(UPLOAD_URL_TTL_MS + 1000);
    try {
      expect((await open()).body.code).toBe(200);
    } finally {
      server.advanceClock(-(UPLOAD_URL_TTL_MS + 1000));
    }
  });

  it('the purge removes uploads never confirmed, unused, or whose actor or voice is gone, after a day', async () => {
    const dave = await signUp(server);
    const daveId = (
      await server.ctx.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', dave.email)
        .executeTakeFirstOrThrow()
    ).id;
    const pending = await openAndPut(server, dave.token, 'audio', media.wav);
    const unused = await uploadFile(server, dave.token, 'audio', media.wav);
    const takenThenLeft = await uploadFile(server, dave.token, 'audio', media.mp3);
    const forLiveActor = await uploadFile(server, dave.token, 'image', media.png);
    const forDeletedActor = await uploadFile(server, dave.token, 'image', media.jpeg);
    const forLiveVoice = await uploadFile(server, dave.token, 'audio', media.wav);
    const forDeletedVoice = await uploadFile(server, dave.token, 'audio', media.mp3);
    const taken = [takenThenLeft, forLiveActor, forDeletedActor, forLiveVoice, forDeletedVoice];
    for (const u of taken) await markUploadUsed(server.ctx, u.taskId);
    const liveActor = await insertOwnActor(server, dave.email);
    const goneActor = await insertOwnActor(server, dave.email);
    for (const [actor, upload] of [
      [liveActor, forLiveActor],
      [goneActor, forDeletedActor],
    ] as const) {
      await server.ctx.db
        .updateTable('actors')
        .set({ source_upload_id: upload.taskId })
        .where('id', '=', actor)
        .execute();
    }
    await server.ctx.db.deleteFrom('actors').where('id', '=', goneActor).execute();
    for (const [upload, deleted] of [
      [forLiveVoice, false],
      [forDeletedVoice, true],
    ] as const) {
      const voice = await insertOwnVoice(server, dave.email);
      const now = server.ctx.now();
      await server.ctx.db
        .insertInto('clone_tasks')
        .values({
          id: newId(),
          user_id: daveId,
          voice_id: voice,
          provider: 'local',
          source: 'audio',
          upload_id: upload.taskId,
          status: 2,
          error: null,
          deadline_at: now,
          created_at: now,
          updated_at: now,
        })
        .execute();
      if (deleted)
        await server.ctx.db
          .updateTable('voices')
          .set({ deleted_at: now })
          .where('id', '=', voice)
          .execute();
    }
    const rows = async () =>
      server.ctx.db.selectFrom('uploads').selectAll().where('user_id', '=', daveId).execute();
    const before = await rows();
    expect(before).toHaveLength(7);

    await purgeUploads(server.ctx);
    expect(await rows()).toHaveLength(7);

    server.advanceClock(DAY_MS + 60_000);
    try {
      await purgeUploads(server.ctx);
      const kept = [forLiveActor.taskId, forLiveVoice.taskId].sort();
      expect((await rows()).map((r) => r.id).sort()).toEqual(kept);
      for (const row of before) {
        if (row.file_key)
          expect((await server.ctx.storage.head(row.file_key)) !== null).toBe(
            kept.includes(row.id),
          );
        expect(await server.ctx.storage.head(row.incoming_key)).toBeNull();
      }
      expect(pending.taskId).not.toBe(unused.taskId);
    } finally {
      server.advanceClock(-(DAY_MS + 60_000));
    }
  });
});
