import path from 'node:path';
import {
  ActorGenerateStatus,
  ActorGenerateType,
  ActorSource,
  VoiceProvider,
  VoiceSource,
} from '@talkreel/contract';
import {
  localModelName,
  renderActorStill,
  type StockActor,
  type StockVoice,
  stockActors,
  stockVoices,
  synthesizeLocal,
  voiceSampleText,
} from '@talkreel/engine';
import type { AppContext } from '../../app-context';
import { enqueueJob } from '../../jobs/enqueue-job';
import type { StoredActorSpec } from '../actors/actor-spec';
import { storedThumbnailKeys, tryPosterThumbnails } from '../videos/poster-thumbnails';
import { inWorkDir, putFile } from '../videos/stored-files';
import { nameKey } from '../voices/name-key';
import { peaksOf, storedPeaks } from '../voices/peaks/sample-peaks';
import { encodeMp3WithHeader } from '../voices/speech/mp3-file';
import { specVersion, stockActorId, stockSelection, stockVoiceId } from './stock-selection';

const READY_VOICE = 2;

export interface SeedOptions {
  /** Seed only the first N actors and voices (STOCK_LIMIT). */
  limit?: number | null;
  /** Queue the actors' idle preview videos (slow: seconds each); tests may skip them. */
  idleVideos?: boolean;
}

/**
 * Adds or refreshes the stock library; safe to run any number of times, from any number of
 * processes. Rows show up quickly: voice rows first, then each actor as soon as its picture is
 * stored; voice samples follow, and the idle videos are queued as one job per actor.
 */
export async function seedStockLibrary(ctx: AppContext, options: SeedOptions = {}) {
  const started = Date.now();
  const { actors, voices } = stockSelection(options.limit);
  for (const voice of voices) await upsertVoiceRow(ctx, voice);
  let pictures = 0;
  for (const actor of actors) if (await seedActor(ctx, actor)) pictures++;
  ctx.log.info(
    { actors: actors.length, pictures, ms: Date.now() - started },
    'stock: actors listed',
  );
  let samples = 0;
  for (const voice of voices) if (await seedVoiceSample(ctx, voice)) samples++;
  ctx.log.info({ voices: voices.length, samples, ms: Date.now() - started }, 'stock: voices ready');
  let queued = 0;
  if (options.idleVideos !== false) {
    const missing = await ctx.db
      .selectFrom('actors')
      .select(['id', 'spec'])
      .where('source', '=', ActorSource.STOCK)
      .where('video_key', 'is', null)
      .where(
        'id',
        'in',
        actors.map((a) => stockActorId(a.key)),
      )
      .orderBy('sort_order')
      .execute();
    for (const actor of missing) {
      await enqueueJob(
        ctx,
        'stock.idle-video',
        { actor_id: actor.id },
        { jobId: `stock.idle-video@${actor.id}.${specVersion(actor.spec)}` },
      );
      queued++;
    }
    if (queued) ctx.log.info({ queued }, 'stock: idle videos queued');
  }
  return { actors: actors.length, voices: voices.length, pictures, samples, idleVideos: queued };
}

/** The voice's row without touching its sample (which is slower to make). */
async function upsertVoiceRow(ctx: AppContext, voice: StockVoice) {
  const now = ctx.now();
  const localSpec = JSON.stringify(voice.local);
  const fields = {
    voice_tts_id: voice.key,
    provider: VoiceProvider.LOCAL,
    // The offline engine that speaks it: "flite" or "espeak-ng".
    model_name: localModelName(voice.local),
    owner_user_id: null,
    source: VoiceSource.DEFAULT,
    name: voice.name,
    name_key: nameKey(voice.name),
    gender: voice.gender,
    age_group: voice.ageGroup,
    language: voice.language,
    local_spec: localSpec,
    process_status: READY_VOICE,
    sort_order: stockVoices.indexOf(voice),
    updated_at: now,
  };
  await ctx.db
    .insertInto('voices')
    .values({
      id: stockVoiceId(voice.key),
      ...fields,
      speed: 1,
      sample_key: null,
      created_at: now,
    })
    .onConflict((oc) => oc.column('id').doUpdateSet(fields))
    .execute();
}

/** Speaks the voice's sample sentence when the stored one is missing or from an older voice. */
async function seedVoiceSample(ctx: AppContext, voice: StockVoice): Promise<boolean> {
  const id = stockVoiceId(voice.key);
  const row = await ctx.db
    .selectFrom('voices')
    .select(['sample_key', 'local_spec'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const key = `stock/voices/${voice.key}/sample-${specVersion(row.local_spec ?? '')}.mp3`;
  if (row.sample_key === key) return false;
  const speech = await synthesizeLocal({
    text: voiceSampleText[voice.language],
    language: voice.language,
    voice: voice.local,
  });
  await ctx.storage.put(
    key,
    await encodeMp3WithHeader(speech.samples, speech.sampleRate),
    'audio/mpeg',
  );
  await ctx.db
    .updateTable('voices')
    // The waveform comes with the sample, from the same samples (no decoding needed).
    .set({ sample_key: key, peaks: storedPeaks(peaksOf(speech.samples)), updated_at: ctx.now() })
    .where('id', '=', id)
    .execute();
  if (row.sample_key) await ctx.storage.delete(row.sample_key);
  return true;
}

/**
 * The actor's row, with its picture rendered when missing or when the engine now draws the
 * actor differently (then the idle videos are cleared, to be made again).
 */
async function seedActor(ctx: AppContext, actor: StockActor): Promise<boolean> {
  const id = stockActorId(actor.key);
  const spec: StoredActorSpec = { kind: 'illustrated', params: actor.params };
  const specText = JSON.stringify(spec);
  const imageKey = `stock/actors/${actor.key}/image-${specVersion(specText)}.jpg`;
  const existing = await ctx.db
    .selectFrom('actors')
    .select(['image_key', 'image_thumbs', 'video_key', 'compressed_video_key', 'spec'])
    .where('id', '=', id)
    .executeTakeFirst();
  const fresh = existing?.image_key !== imageKey;
  let imageThumbs: string | null = null;
  if (fresh) {
    imageThumbs = await inWorkDir('stock-still', async (dir) => {
      const file = path.join(dir, 'image.jpg');
      await renderActorStill(spec, file);
      await putFile(ctx, imageKey, file, 'image/jpeg');
      // The picker's cards load these instead of the picture (creation.md §9).
      return tryPosterThumbnails(ctx, imageKey, file);
    });
  }
  const now = ctx.now();
  const fields = {
    name: actor.name,
    name_key: nameKey(actor.name),
    gender: actor.gender,
    age_group: actor.ageGroup,
    skin_tone: actor.skinTone,
    situation: actor.situation,
    tags: JSON.stringify(actor.tags),
    spec: specText,
    default_voice_id: await defaultVoiceId(ctx, actor),
    sort_order: stockActors.indexOf(actor),
    image_key: imageKey,
    updated_at: now,
    // A new look makes the old idle videos wrong.
    ...(fresh ? { video_key: null, compressed_video_key: null, image_thumbs: imageThumbs } : {}),
  };
  await ctx.db
    .insertInto('actors')
    .values({
      id,
      model_id: actor.key,
      owner_user_id: null,
      source: ActorSource.STOCK,
      is_hd: 1,
      is_pro: 0,
      is_exclusive_pro: 0,
      is_free_speech: 1,
      generate_type: ActorGenerateType.STOCK,
      generate_status: ActorGenerateStatus.READY,
      use_count: 0,
      video_key: null,
      compressed_video_key: null,
      created_at: now,
      ...fields,
    })
    .onConflict((oc) => oc.column('id').doUpdateSet(fields))
    .execute();
  await ctx.db.deleteFrom('actor_languages').where('actor_id', '=', id).execute();
  await ctx.db
    .insertInto('actor_languages')
    .values(actor.languages.map((language) => ({ actor_id: id, language })))
    .onConflict((oc) => oc.columns(['actor_id', 'language']).doNothing())
    .execute();
  if (fresh && existing) {
    const stale = [
      existing.image_key,
      ...storedThumbnailKeys(existing.image_thumbs),
      existing.video_key,
      existing.compressed_video_key,
    ];
    for (const key of stale) if (key) await ctx.storage.delete(key);
  }
  return fresh;
}

/** The actor's suggested stock voice, else any seeded voice of its first language and gender. */
async function defaultVoiceId(ctx: AppContext, actor: StockActor): Promise<string | null> {
  const { language, gender, voiceKey } = actor.defaultVoice;
  const candidates = await ctx.db
    .selectFrom('voices')
    .select(['id', 'voice_tts_id', 'gender'])
    .where('source', '=', VoiceSource.DEFAULT)
    .where('language', '=', language)
    .orderBy('sort_order')
    .execute();
  const pick =
    candidates.find((v) => v.voice_tts_id === voiceKey) ??
    candidates.find((v) => v.gender === gender) ??
    candidates[0];
  return pick?.id ?? null;
}
