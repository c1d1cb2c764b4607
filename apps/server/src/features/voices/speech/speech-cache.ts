import { TTS_PREVIEW_KEEP_MS, type VoiceSettings } from '@talkreel/contract';
import { decodeAudio, type SpeechResult, type SpeechTimeline } from '@talkreel/engine';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../../app-context';
import { newId, sha256 } from '../../../lib/ids';
import { speechCacheLookups } from '../../../ops/metrics';
import type { TtsAudiosTable } from '../../../ports/db/schema';
import { readObject } from '../../videos/stored-files';
import type { VoiceRow } from '../voice-items';
import { effectiveSettings, synthesizeWithVoice } from './voice-engine';

export type TtsAudioRow = Selectable<TtsAudiosTable>;

export interface SpeechRequest {
  voice: VoiceRow;
  actorId: string | null;
  text: string;
  settings: VoiceSettings;
  /** Name stored with newly made audio. */
  name: string;
  userId: string;
}

export interface CachedSpeech {
  row: TtsAudioRow;
  /** The speech itself when this call synthesised it (saves decoding the stored file). */
  fresh?: SpeechResult;
}

/** Counts real syntheses (cache misses) in this process, for logs and tests. */
export const speechMetrics = { syntheses: 0 };

/** Requests of this process waiting for the same speech share one promise. */
const inFlight = new Map<string, Promise<CachedSpeech>>();

/** The cache key: text, actor, voice (and its engine definition) and the settings that matter. */
export function speechCacheKey(
  voice: VoiceRow,
  actorId: string | null,
  text: string,
  settings: VoiceSettings,
) {
  return sha256(
    JSON.stringify({
      v: 1,
      voice: voice.id,
      provider: voice.provider,
      model: voice.model_name,
      tts: voice.voice_tts_id,
      local: voice.local_spec,
      actor: actorId,
      text,
      settings: effectiveSettings(voice.provider, settings),
    }),
  );
}

/**
 * Speech for a request: the stored result when one exists, else one synthesis shared by every
 * identical request in flight in this process. Servers racing on the same key both synthesise
 * at worst; the database keeps one row and both write the same object key.
 */
export function speechFor(ctx: AppContext, request: SpeechRequest): Promise<CachedSpeech> {
  const key = speechCacheKey(request.voice, request.actorId, request.text, request.settings);
  let pending = inFlight.get(key);
  if (!pending) {
    pending = (async () => {
      const cached = await findCachedSpeech(ctx, key);
      return cached ? { row: cached } : synthesizeAndStore(ctx, key, request);
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}

const readCachedSpeech = (ctx: AppContext, cacheKey: string) =>
  ctx.db.selectFrom('tts_audios').selectAll().where('cache_key', '=', cacheKey).executeTakeFirst();

/**
 * A hit on speech last used longer ago than this marks it used again: the purge then keeps it
 * for TTS_PREVIEW_KEEP_MS more. Newer hits write nothing; what they hand out has at least this
 * long before the purge may take it.
 */
const SPEECH_TOUCH_AFTER_MS = TTS_PREVIEW_KEEP_MS / 2;

/** When stored speech was last handed out (rows stored before used_at existed: when made). */
const lastUsedAt = (row: Pick<TtsAudioRow, 'used_at' | 'created_at'>) =>
  Number(row.used_at ?? row.created_at);

/**
 * The stored speech for a key; each one found counts as a cache hit (each synthesis, a miss).
 * Speech the purge may soon take is marked used in one statement, which the purge's own
 * conditional delete cannot interleave with: either the purge then keeps the row, or the row
 * is already gone and this is a miss (synthesised again, under a new file of its own).
 */
export async function findCachedSpeech(ctx: AppContext, cacheKey: string) {
  const row = await readCachedSpeech(ctx, cacheKey);
  if (!row) return undefined;
  const now = ctx.now();
  if (lastUsedAt(row) < now - SPEECH_TOUCH_AFTER_MS) {
    const touched = await ctx.db
      .updateTable('tts_audios')
      .set({ used_at: now })
      .where('id', '=', row.id)
      .executeTakeFirst();
    if (Number(touched.numUpdatedRows) === 0) return undefined;
    row.used_at = now;
  }
  speechCacheLookups.inc({ result: 'hit' });
  return row;
}

async function synthesizeAndStore(
  ctx: AppContext,
  cacheKey: string,
  request: SpeechRequest,
): Promise<CachedSpeech> {
  speechMetrics.syntheses++;
  speechCacheLookups.inc({ result: 'miss' });
  const started = Date.now();
  const { speech, audio, mimeType, extension } = await synthesizeWithVoice(
    ctx,
    request.voice,
    request.text,
    request.settings,
  );
  // Each synthesis stores under a key of its own row: the purge deleting an older row's file
  // (after the row) can never take the file of a newer row for the same speech.
  const id = newId();
  const audioKey = `tts/${cacheKey}-${id}.${extension}`;
  await ctx.storage.put(audioKey, audio, mimeType);
  const now = ctx.now();
  const row: TtsAudioRow = {
    id,
    cache_key: cacheKey,
    voice_id: request.voice.id,
    actor_id: request.actorId,
    text: request.text,
    settings: JSON.stringify(request.settings),
    provider: request.voice.provider,
    model_name: request.voice.model_name,
    name: request.name,
    audio_key: audioKey,
    duration_ms: Math.round((speech.samples.length / speech.sampleRate) * 1000),
    timeline: JSON.stringify(roundTimeline(speech.timeline)),
    created_by: request.userId,
    created_at: now,
    used_at: now,
  };
  await ctx.db
    .insertInto('tts_audios')
    .values(row)
    .onConflict((oc) => oc.column('cache_key').doNothing())
    .execute();
  ctx.log.info(
    { voice: request.voice.id, chars: request.text.length, ms: Date.now() - started },
    'speech synthesised',
  );
  const stored = await readCachedSpeech(ctx, cacheKey);
  // Another process stored the same speech first: its row is the cache's, our file no one's.
  if (stored && stored.id !== id) await ctx.storage.delete(audioKey);
  return { row: stored ?? row, fresh: speech };
}

/** Stored speech decoded back to samples, with its timeline. */
export async function loadSpeech(ctx: AppContext, row: TtsAudioRow): Promise<SpeechResult> {
  const decoded = await decodeAudio(await readObject(ctx, row.audio_key));
  return {
    sampleRate: decoded.sampleRate,
    samples: decoded.samples,
    timeline: JSON.parse(row.timeline) as SpeechTimeline,
  };
}

/** Millisecond precision is plenty for lip-sync and keeps the stored JSON small. */
function roundTimeline(timeline: SpeechTimeline): SpeechTimeline {
  const ms = (t: number) => Math.round(t * 1000) / 1000;
  return {
    duration: ms(timeline.duration),
    words: timeline.words.map((w) => ({ ...w, start: ms(w.start), end: ms(w.end) })),
    phonemes: timeline.phonemes.map((p) => ({ ...p, start: ms(p.start), end: ms(p.end) })),
  };
}
