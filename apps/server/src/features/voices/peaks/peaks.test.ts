import { CloneStatus, VOICE_PEAKS_COUNT } from '@talkreel/contract';
import { encodeMp3 } from '@talkreel/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { testTime } from '../../../test/test-time';
import { jobCompleted } from '../../../test/wait-for-job';
import { seedStockLibrary } from '../../stock/seed-stock';
import { stockVoiceId } from '../../stock/stock-selection';
import { uploadFile } from '../../uploads/test-uploads';
import { eventually, insertOwnVoice } from '../../videos/test-creation';
import { speechWav } from '../clone/test-clone-providers';
import { scheduleVoicePeaksBackfill } from './backfill-peaks';

type User = { email: string; token: string };
interface Voice {
  id: string;
  peaks?: number[] | null;
}

let server: TestServer;
let alice: User;
beforeAll(async () => {
  server = await startTestServer();
  alice = await signUp(server);
});
afterAll(() => server?.close());

const RATE = 16_000;
/** One second of a loud 220 Hz tone, then one second of silence, as a real MP3. */
function loudThenSilent(): Promise<Buffer> {
  const samples = new Float32Array(RATE * 2);
  for (let i = 0; i < RATE; i++) samples[i] = 0.8 * Math.sin((2 * Math.PI * 220 * i) / RATE);
  return encodeMp3(samples, RATE);
}

const myVoices = async (user: User) =>
  (
    await server.call<{ templates: Voice[] }>(
      'GET',
      '/users/myvoice?page=1&page_size=1000',
      undefined,
      user,
    )
  ).body.data.templates;
const shown = async (user: User, condition: string) =>
  (
    await server.call<{ audios: Voice[] }>(
      'POST',
      '/audio/show',
      { condition3: { condition } },
      user,
    )
  ).body.data.audios;

/** An own voice stored before waveforms were kept: a sample, no peaks. */
async function oldVoice(name: string, sample: Buffer) {
  const id = await insertOwnVoice(server, alice.email, { name, provider: 'local' });
  const key = `voices/${id}/sample.mp3`;
  await server.ctx.storage.put(key, sample, 'audio/mpeg');
  await server.ctx.db.updateTable('voices').set({ sample_key: key }).where('id', '=', id).execute();
  return id;
}

describe('voice waveforms (issue 24)', () => {
  it('the backfill gives older voices the peaks of their decoded sample: loud, then silent', {
    timeout: testTime(180_000),
  }, async () => {
    const loud = await oldVoice('Loud then quiet', await loudThenSilent());
    const broken = await oldVoice('Not audio', Buffer.from('this is not an mp3 at all'));
    expect((await myVoices(alice)).find((v) => v.id === loud)?.peaks).toBeNull();

    await jobCompleted(server, await scheduleVoicePeaksBackfill(server.ctx), 120_000);

    const peaks = (await myVoices(alice)).find((v) => v.id === loud)?.peaks ?? [];
    expect(peaks).toHaveLength(VOICE_PEAKS_COUNT);
    expect(Math.max(...peaks)).toBe(100);
    // The first second is the tone, the second is silence (the MP3 encoder's delay shifts both
    // by about 90 ms, some 5 of the 200 slices).
    const half = VOICE_PEAKS_COUNT / 2;
    expect(Math.min(...peaks.slice(10, half - 10))).toBeGreaterThan(60);
    expect(Math.max(...peaks.slice(half + 10))).toBeLessThan(3);
    // The voice list sends the same waveform.
    expect((await shown(alice, 'my_voices')).find((v) => v.id === loud)?.peaks).toEqual(peaks);

    // A sample that cannot be decoded is marked, not tried again, and sends no waveform.
    const row = await server.ctx.db
      .selectFrom('voices')
      .select('peaks')
      .where('id', '=', broken)
      .executeTakeFirstOrThrow();
    expect(row.peaks).toBe('[]');
    expect((await myVoices(alice)).find((v) => v.id === broken)?.peaks).toBeNull();
  });

  it('a voice made from a recording has its waveform as soon as it is ready', {
    timeout: testTime(240_000),
  }, async () => {
    const up = await uploadFile(server, alice.token, 'audio', await speechWav(), 'me.wav');
    expect(up.confirm.body.code, up.confirm.body.message).toBe(200);
    const started = await server.call<{ task_id: string }>(
      'POST',
      '/audio/clone-local',
      { audio_name: 'Matched me', audio_url: up.confirm.body.data.file_uri },
      alice,
    );
    expect(started.body.code, started.body.message).toBe(200);
    const done = await eventually(async () => {
      const r = await server.call<{ process_status: number; audio_id: string | null }>(
        'GET',
        `/audio/processing-status/${started.body.data.task_id}`,
        undefined,
        alice,
      );
      return r.body.data.process_status !== CloneStatus.PROCESSING && r.body.data;
    }, 180_000);
    expect(done.process_status).toBe(CloneStatus.SUCCESS);
    const peaks = (await myVoices(alice)).find((v) => v.id === done.audio_id)?.peaks ?? [];
    expect(peaks).toHaveLength(VOICE_PEAKS_COUNT);
    expect(Math.max(...peaks)).toBe(100);
    // Speech has pauses: not one flat block.
    expect(Math.min(...peaks)).toBeLessThan(50);
  });

  it('a stock voice gets its waveform with its sample', {
    timeout: testTime(180_000),
  }, async () => {
    await seedStockLibrary(server.ctx, { limit: 1, idleVideos: false });
    const stock = (await shown(alice, 'default_voices')).find(
      (v) => v.id === stockVoiceId('en-ava'),
    );
    expect(stock?.peaks).toHaveLength(VOICE_PEAKS_COUNT);
    expect(Math.max(...(stock?.peaks ?? []))).toBe(100);
  });
});
