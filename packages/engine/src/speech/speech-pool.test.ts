import { afterAll, describe, expect, it } from 'vitest';
import { alignTimeline } from './align/align-timeline';
import { synthesizeLocal, synthesizeLocalInThread } from './local-tts';
import { startLoopbackServer } from './providers/loopback-server';
import { configureSpeechPool, SpeechPool, speechPool } from './speech-pool';
import { englishScript } from './test-texts';

const voice = { espeakVoice: 'en-us' };
/** One long sentence: splitScript cannot cut it, so on the calling thread it would block throughout. */
const oneLongSentence = englishScript(600).replace(/[.,:;!?]/g, '');

const ownPools: SpeechPool[] = [];
afterAll(() => Promise.all(ownPools.map((pool) => pool.close())));

describe('speech pool', () => {
  it('speaks on a worker exactly what the calling thread would', async () => {
    const request = { text: 'The pool speaks. Then it speaks again!', language: 'en', voice };
    const [pooled, here] = await Promise.all([
      synthesizeLocal(request),
      synthesizeLocalInThread(request),
    ]);
    expect(pooled.sampleRate).toBe(here.sampleRate);
    expect(pooled.samples).toBeInstanceOf(Float32Array);
    expect(pooled.samples.length).toBe(here.samples.length);
    expect(Buffer.from(pooled.samples.buffer).equals(Buffer.from(here.samples.buffer))).toBe(true);
    expect(pooled.timeline).toEqual(here.timeline);
  });

  it('leaves the calling thread free: HTTP round trips complete while a long synthesis runs', async () => {
    const server = await startLoopbackServer((_request, response) => response.end('pong'));
    // espeak loaded beforehand, so the long synthesis below starts speaking at once.
    await synthesizeLocal({ text: 'Warm up.', language: 'en', voice });
    try {
      let finished = false;
      const speech = synthesizeLocal({ text: oneLongSentence, language: 'en', voice }).then(
        (result) => {
          finished = true;
          return result;
        },
      );
      expect(speechPool().stats().running).toBe(1);
      for (let i = 0; i < 3; i++) {
        expect(await (await fetch(server.baseUrl)).text()).toBe('pong');
      }
      // Three round trips each need several turns of this thread's event loop.
      expect(finished).toBe(false);
      expect((await speech).timeline.words.length).toBeGreaterThan(80);
      expect(finished).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('aligns provider audio on a worker as the calling thread would', async () => {
    const reference = { text: 'Aligned on a worker. Then checked here.', language: 'en', voice };
    const target = await synthesizeLocalInThread({
      ...reference,
      voice: { espeakVoice: 'en-us', rate: 220 },
    });
    const before = Buffer.from(target.samples.buffer).toString('base64');
    const pooled = await speechPool().alignTo(reference, target);
    const here = alignTimeline(await synthesizeLocalInThread(reference), target);
    // espeak instances that spoke different things before differ by a sample or so.
    expect(pooled.duration).toBe(here.duration);
    expect(pooled.phonemes.map((p) => p.symbol)).toEqual(here.phonemes.map((p) => p.symbol));
    pooled.phonemes.forEach((phoneme, i) => {
      expect(Math.abs(phoneme.start - here.phonemes[i].start)).toBeLessThan(0.02);
    });
    expect(pooled.words.map((word) => word.text)).toEqual(
      target.timeline.words.map((word) => word.text),
    );
    // The caller's samples were copied, not moved.
    expect(Buffer.from(target.samples.buffer).toString('base64')).toBe(before);
  });

  it('queues requests beyond its size and serves them in order', async () => {
    const pool = new SpeechPool(1);
    ownPools.push(pool);
    const order: string[] = [];
    const texts = ['First in line.', 'Second in line.', 'Third in line.'];
    const all = Promise.all(
      texts.map((text) =>
        pool.synthesize({ text, language: 'en', voice }).then((result) => {
          order.push(text);
          return result;
        }),
      ),
    );
    expect(pool.stats()).toEqual({ size: 1, running: 1, queued: 2 });
    const results = await all;
    expect(order).toEqual(texts);
    expect(results.map((r) => r.timeline.words.length)).toEqual([3, 3, 3]);
    expect(pool.stats()).toEqual({ size: 1, running: 0, queued: 0 });
  });

  it('rejects with the worker’s error and keeps serving', async () => {
    const pool = new SpeechPool(1);
    ownPools.push(pool);
    await expect(
      pool.synthesize({ text: 'Nobody.', language: 'en', voice: { espeakVoice: 'no-such-voice' } }),
    ).rejects.toThrow('espeak-ng has no voice "no-such-voice"');
    const after = await pool.synthesize({ text: 'Still here.', language: 'en', voice });
    expect(after.timeline.words.map((word) => word.text)).toEqual(['Still', 'here']);
  });

  it('takes its size from configureSpeechPool; a resized pool finishes its work first', async () => {
    configureSpeechPool({ size: 2 });
    const first = speechPool();
    expect(first.size).toBe(2);
    const running = first.synthesize({ text: 'Finish me.', language: 'en', voice });
    configureSpeechPool({ size: 1 });
    const second = speechPool();
    expect(second).not.toBe(first);
    expect(second.size).toBe(1);
    expect((await running).timeline.words.map((word) => word.text)).toEqual(['Finish', 'me']);
    const next = await synthesizeLocal({ text: 'New pool.', language: 'en', voice });
    expect(next.timeline.words.map((word) => word.text)).toEqual(['New', 'pool']);
  });
});
