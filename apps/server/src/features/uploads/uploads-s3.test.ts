import { Code, UPLOAD_URL_TTL_MS, UploadMessage } from '@talkreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/factories';
import { type GatedS3, s3Credentials, s3Region, startGatedS3 } from '../../test/gated-s3';
import { startTestServer, type TestServer } from '../../test/test-server';
import { testTime } from '../../test/test-time';
import { makeWav, uploadFile } from './test-uploads';

// The upload flow with S3 storage: the client PUTs straight to the bucket by the presigned
// address, so the bucket (s3rver behind a V4 signature check, as real S3) is what enforces
// the signed size and lifetime; the server then judges the object and keeps it under its type.
describe('uploads on S3: presigned PUT to the bucket, then confirm judged by content', () => {
  let gate: GatedS3;
  let server: TestServer;
  let alice: { token: string };
  let wav: Buffer;

  beforeAll(async () => {
    gate = await startGatedS3('talkreel-uploads');
    server = await startTestServer({
      storage: {
        s3: {
          bucket: gate.bucket,
          region: s3Region,
          endpoint: gate.endpoint,
          forcePathStyle: true,
          ...s3Credentials,
        },
      },
    });
    alice = await signUp(server);
    wav = await makeWav(12);
  }, testTime(60_000));
  afterAll(async () => {
    await server?.close();
    await gate?.close();
  });

  const open = async (fileSize: number) => {
    const r = await server.call<{ presigned_url: string; task_id: string; content_type: string }>(
      'POST',
      '/upload/file',
      { file_name: 'voice.wav', file_size: fileSize, content_type: 'audio' },
      { token: alice.token },
    );
    expect(r.body.code).toBe(200);
    return {
      url: r.body.data.presigned_url,
      taskId: r.body.data.task_id,
      contentType: r.body.data.content_type,
    };
  };
  const put = (url: string, bytes: Buffer) =>
    fetch(url, { method: 'PUT', body: new Uint8Array(bytes) }).then((r) => r.status);
  const confirm = (taskId: string) =>
    server.call<Record<string, unknown>>('POST', `/upload/confirm/${taskId}`, undefined, {
      token: alice.token,
    });

  it('a WAV PUT to the bucket is confirmed, kept under its type, and the PUT target removed', async () => {
    const before = gate.counts();
    const { taskId, confirm: reply } = await uploadFile(server, alice.token, 'audio', wav, 'a.wav');
    expect(reply.body.code, reply.body.message).toBe(200);
    expect(reply.body.data).toMatchObject({
      file_type: 'audio',
      format: 'wav',
      file_uri: `upload://${taskId}`,
      file_size: wav.length,
    });
    const row = await server.ctx.db
      .selectFrom('uploads')
      .selectAll()
      .where('id', '=', taskId)
      .executeTakeFirstOrThrow();
    expect((await server.ctx.storage.head(row.file_key ?? ''))?.size).toBe(wav.length);
    expect(await server.ctx.storage.head(row.incoming_key)).toBeNull();
    // The PUT and the server's own reads and writes all went through the signature check.
    const after = gate.counts();
    expect(after.refused).toBe(before.refused);
    expect(after.verified).toBeGreaterThan(before.verified + 2);
  });

  it("the bucket takes the upload reply's content_type, none, or a MIME type as the PUT's Content-Type", async () => {
    for (const type of ['reply', null, 'audio/wav']) {
      const { url, taskId, contentType } = await open(wav.length);
      expect(contentType).toBe('audio');
      const sent = type === 'reply' ? contentType : type;
      const res = await fetch(url, {
        method: 'PUT',
        body: new Uint8Array(wav),
        headers: sent === null ? {} : { 'content-type': sent },
      });
      expect(res.status, `${sent}: ${await res.text()}`).toBe(200);
      const reply = await confirm(taskId);
      expect(reply.body.code, String(sent)).toBe(200);
      expect(reply.body.data).toMatchObject({ file_type: 'audio', format: 'wav' });
    }
  });

  it('the bucket refuses a body of another size than declared; confirm says nothing arrived', async () => {
    const { url, taskId } = await open(1000);
    expect(new URL(url).origin).toBe(gate.endpoint);
    expect(await put(url, Buffer.alloc(1001))).toBe(403);
    expect((await confirm(taskId)).body).toMatchObject({
      code: Code.UPLOAD_FAILED,
      message: UploadMessage.NOT_RECEIVED,
    });
    // The address still takes a body of the declared size.
    expect(await put(url, Buffer.alloc(1000))).toBe(200);
  });

  it('the bucket refuses an address past its lifetime', async () => {
    server.advanceClock(-(UPLOAD_URL_TTL_MS + 60_000));
    let url: string;
    try {
      ({ url } = await open(wav.length));
    } finally {
      server.advanceClock(UPLOAD_URL_TTL_MS + 60_000);
    }
    expect(await put(url, wav)).toBe(403);
  });
});
