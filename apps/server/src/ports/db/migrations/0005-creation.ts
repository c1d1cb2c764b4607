import type { Kysely, Migration } from 'kysely';

/**
 * Talking-actor creation (creation.md): actors and voices (stock and the user's own),
 * favourites and stars, the TTS preview cache with verified actor-voice pairs, and videos.
 */
export const creationMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('voices')
      .addColumn('id', 'text', (c) => c.primaryKey())
      // The engine's voice id: a stock voice key or the provider's voice id.
      .addColumn('voice_tts_id', 'text', (c) => c.notNull())
      // local | elevenlabs | minimax
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('model_name', 'text', (c) => c.notNull())
      .addColumn('owner_user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
      // default | my
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_key', 'text', (c) => c.notNull())
      .addColumn('gender', 'text')
      .addColumn('age_group', 'text')
      .addColumn('language', 'text')
      .addColumn('speed', 'double precision', (c) => c.notNull().defaultTo(1))
      // JSON of the espeak voice for local voices.
      .addColumn('local_spec', 'text')
      .addColumn('sample_key', 'text')
      .addColumn('process_status', 'integer', (c) => c.notNull())
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('voices_owner').on('voices').column('owner_user_id').execute();
    await db.schema.createIndex('voices_tts_id').on('voices').column('voice_tts_id').execute();

    await db.schema
      .createTable('actors')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('model_id', 'text', (c) => c.notNull().unique())
      .addColumn('owner_user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
      // stock | user_template
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_key', 'text', (c) => c.notNull())
      .addColumn('gender', 'text', (c) => c.notNull())
      .addColumn('age_group', 'text', (c) => c.notNull())
      .addColumn('skin_tone', 'text')
      .addColumn('situation', 'text')
      .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
      // JSON: how the renderer draws the actor (illustrated params, or a stored photo).
      .addColumn('spec', 'text', (c) => c.notNull())
      .addColumn('is_hd', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_pro', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_exclusive_pro', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_free_speech', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('generate_type', 'integer', (c) => c.notNull())
      .addColumn('generate_status', 'integer', (c) => c.notNull())
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('use_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('image_key', 'text')
      .addColumn('video_key', 'text')
      .addColumn('compressed_video_key', 'text')
      .addColumn('default_voice_id', 'text', (c) => c.references('voices.id').onDelete('set null'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('actors_owner').on('actors').column('owner_user_id').execute();

    // Languages an actor is listed under, one row each, so the filter is a plain join.
    await db.schema
      .createTable('actor_languages')
      .addColumn('actor_id', 'text', (c) => c.notNull().references('actors.id').onDelete('cascade'))
      .addColumn('language', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('actor_languages_pk', ['actor_id', 'language'])
      .execute();

    await db.schema
      .createTable('actor_favorites')
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('actor_id', 'text', (c) => c.notNull().references('actors.id').onDelete('cascade'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('actor_favorites_pk', ['user_id', 'actor_id'])
      .execute();

    await db.schema
      .createTable('voice_stars')
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('voice_id', 'text', (c) => c.notNull().references('voices.id').onDelete('cascade'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('voice_stars_pk', ['user_id', 'voice_id'])
      .execute();

    // When a user last previewed or generated with a voice ("Recent Voices").
    await db.schema
      .createTable('voice_usage')
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('voice_id', 'text', (c) => c.notNull().references('voices.id').onDelete('cascade'))
      .addColumn('used_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('voice_usage_pk', ['user_id', 'voice_id'])
      .execute();

    // An actor-voice pair the user has heard a successful preview of (else generation is 1020).
    await db.schema
      .createTable('actor_voice_verifications')
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('actor_id', 'text', (c) => c.notNull().references('actors.id').onDelete('cascade'))
      .addColumn('voice_id', 'text', (c) => c.notNull().references('voices.id').onDelete('cascade'))
      .addColumn('verified_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('actor_voice_verifications_pk', ['user_id', 'actor_id', 'voice_id'])
      .execute();

    // Synthesised speech, shared by every request with the same text, actor, voice and settings.
    await db.schema
      .createTable('tts_audios')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('cache_key', 'text', (c) => c.notNull().unique())
      .addColumn('voice_id', 'text', (c) => c.notNull())
      .addColumn('actor_id', 'text')
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('settings', 'text', (c) => c.notNull())
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('model_name', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('audio_key', 'text', (c) => c.notNull())
      .addColumn('duration_ms', 'integer', (c) => c.notNull())
      // JSON word and phoneme timeline, which lip-sync needs and the audio file cannot carry.
      .addColumn('timeline', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('videos')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('task_id', 'text', (c) => c.notNull().unique())
      .addColumn('workspace_id', 'text', (c) => c.notNull())
      .addColumn('project_id', 'text', (c) =>
        c.notNull().references('projects.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('actor_id', 'text', (c) => c.notNull())
      // Kept so a result still names its actor if the actor is deleted later.
      .addColumn('actor_name', 'text', (c) => c.notNull())
      .addColumn('actor_model_id', 'text', (c) => c.notNull())
      .addColumn('voice_id', 'text', (c) => c.notNull())
      .addColumn('voice_settings', 'text', (c) => c.notNull())
      .addColumn('voice_model_name', 'text')
      .addColumn('scene_id', 'text')
      .addColumn('input_text', 'text', (c) => c.notNull())
      .addColumn('video_status', 'integer', (c) => c.notNull())
      .addColumn('video_key', 'text')
      .addColumn('compressed_video_key', 'text')
      .addColumn('poster_key', 'text')
      .addColumn('srt_key', 'text')
      .addColumn('tts_audio_id', 'text')
      .addColumn('duration_ms', 'integer')
      .addColumn('error', 'text')
      .addColumn('retries', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addColumn('finished_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('videos_project')
      .on('videos')
      .columns(['project_id', 'created_at'])
      .execute();
    await db.schema.createIndex('videos_workspace').on('videos').column('workspace_id').execute();
  },
};
