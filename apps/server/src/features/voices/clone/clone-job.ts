import { randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import {
  CLONE_PROVIDER_CALL_TIMEOUT_MS,
  CLONE_SAMPLE_TEXT,
  CloneMessage,
  CloneStatus,
  DEFAULT_PREVIEW_VOICE_SETTINGS,
  SPEECH_LANGUAGES,
  type SpeechLanguageValue,
  VoiceProvider,
} from '@talkreel/contract';
import {
  type CloneAudioFile,
  cloneElevenLabsVoice,
  cloneMiniMaxVoice,
  extractAudioTrack,
  localModelName,
  matchLocalVoice,
  NoAudioTrackError,
  NoSpeechError,
  SpeechProviderError,
} from '@talkreel/engine';
import type { AppContext } from '../../../app-context';
import type { JobRun } from '../../../jobs/base-job';
import type { JobPayload } from '../../../jobs/job-names';
import { recordWorkTiming, WorkKind } from '../../progress/work-timings';
import { downloadObject, inWorkDir, readObject } from '../../videos/stored-files';
import { samplePeaks, storedPeaks } from '../peaks/sample-peaks';
import { SpeechUnavailableError, synthesizeWithVoice } from '../speech/voice-engine';
import type { VoiceRow } from '../voice-items';
import type { CloneTaskRow } from './clone-policy';
import { finishCloneTask } from './finish-clone';
import { forgetProviderVoice } from './forget-provider-voice';

/** A clone task's failure with a message for the user. */
class CloneFailure extends Error {}

/**
 * voice.clone: makes the task's voice. Takes the upload (or a video's audio track, mono and
 * loudness-normalised), clones it with the provider (or matches an espeak voice offline), speaks
 * the sample sentence with the new voice and stores it as the sample. Provider calls stop at the
 * task's deadline; a task past its deadline is left for the status call to report as timed out.
 */
export async function cloneVoiceJob(
  ctx: AppContext,
  job: JobRun<JobPayload<'voice.clone'>>,
): Promise<void> {
  const task = await readCloneTask(ctx, job.payload.task_id);
  if (!task || task.status !== CloneStatus.PROCESSING) return;
  const voice = await ctx.db
    .selectFrom('voices')
    .selectAll()
    .where('id', '=', task.voice_id)
    .executeTakeFirst();
  if (!voice) return;
  const remaining = task.deadline_at - ctx.now();
  if (remaining <= 0) {
    await finishCloneTask(ctx, task, { status: CloneStatus.TIMEOUT, error: CloneMessage.TIMEOUT });
    return;
  }
  // Everything stops at the task's deadline, or when this worker loses the job or shuts down
  // (the job's signal: the job is then run again, not timed out); each provider call also has
  // its own limit.
  const signal = AbortSignal.any([AbortSignal.timeout(remaining), job.signal]);
  // From here it is working, not waiting: its progress counts from now.
  await ctx.db
    .updateTable('clone_tasks')
    .set({ started_at: ctx.now() })
    .where('id', '=', task.id)
    .execute();
  const started = Date.now();
  try {
    const made = await inWorkDir('clone', (dir) => makeVoice(ctx, task, voice, dir, signal));
    const kept = await finishCloneTask(ctx, task, { status: CloneStatus.SUCCESS, voice: made });
    if (kept)
      await recordWorkTiming(ctx, {
        kind: WorkKind.CLONE,
        inputUnits: 1,
        workMs: Date.now() - started,
      });
    // A success after the task was reported timed out, or for a voice its owner deleted while
    // it was being made, leaves a provider voice nobody can use.
    if (!kept || (await deletedMeanwhile(ctx, voice.id))) {
      await forgetProviderVoice(ctx, { ...voice, ...made });
    }
  } catch (err) {
    if (job.signal.aborted) throw err;
    if (signal.aborted) {
      await finishCloneTask(ctx, task, {
        status: CloneStatus.TIMEOUT,
        error: CloneMessage.TIMEOUT,
      });
      return;
    }
    const message = failureMessage(err);
    if (message === null) {
      // A bug, or a store that lost the upload: the job fails loudly for the operator, and the
      // task ends too, or its voice would stay "processing" (and count against the owner's
      // limit) until somebody polled past its deadline.
      await finishCloneTask(ctx, task, { status: CloneStatus.FAILED, error: CloneMessage.FAILED });
      throw err;
    }
    ctx.log.warn({ err, task: task.id }, 'voice clone failed');
    await finishCloneTask(ctx, task, { status: CloneStatus.FAILED, error: message });
  }
}

/**
 * The queue gave up on a clone whose worker died on its (only) try: the task fails, so its
 * voice does not stay "processing" for good. Does nothing to a task that has already ended.
 */
export async function cloneJobAbandoned(
  ctx: AppContext,
  job: { jobId: string; payload: JobPayload<'voice.clone'> },
): Promise<void> {
  const task = await readCloneTask(ctx, job.payload.task_id);
  if (!task) return;
  await finishCloneTask(ctx, task, { status: CloneStatus.FAILED, error: CloneMessage.FAILED });
}

const readCloneTask = (ctx: AppContext, id: string) =>
  ctx.db.selectFrom('clone_tasks').selectAll().where('id', '=', id).executeTakeFirst();

/** The user-facing reason of a known failure; null for a bug (the job then fails loudly). */
function failureMessage(err: unknown): string | null {
  if (err instanceof CloneFailure) return err.message;
  if (err instanceof NoAudioTrackError) return CloneMessage.NO_AUDIO_TRACK;
  if (err instanceof NoSpeechError) return `${CloneMessage.FAILED}: ${err.message}`;
  if (err instanceof SpeechProviderError) {
    return `${CloneMessage.FAILED} (${err.provider}: ${err.providerMessage})`;
  }
  if (err instanceof SpeechUnavailableError) return `${CloneMessage.FAILED}: ${err.message}`;
  return null;
}

export interface MadeVoice {
  voice_tts_id: string;
  /** Set when the clone decides it: a local match speaks with espeak or Flite. */
  model_name?: string;
  local_spec: string | null;
  gender: string | null;
  language: string | null;
  sample_key: string;
  /** The sample's waveform (stored JSON); null leaves it to voice.backfill-peaks. */
  peaks: string | null;
}

async function makeVoice(
  ctx: AppContext,
  task: CloneTaskRow,
  voice: VoiceRow,
  dir: string,
  signal: AbortSignal,
): Promise<MadeVoice> {
  const file = await sourceAudio(ctx, task, dir, signal);
  const made = await cloneWith(ctx, task, voice, file, signal);
  const speaking: VoiceRow = { ...voice, ...made, sample_key: null };
  try {
    const { audio, mimeType } = await synthesizeWithVoice(ctx, speaking, CLONE_SAMPLE_TEXT, {
      ...DEFAULT_PREVIEW_VOICE_SETTINGS,
    });
    const sampleKey = `voices/${voice.id}/sample.${mimeType === 'audio/wav' ? 'wav' : 'mp3'}`;
    await ctx.storage.put(sampleKey, audio, mimeType);
    return { ...made, sample_key: sampleKey, peaks: await peaksOrNull(ctx, audio, voice.id) };
  } catch (err) {
    // The provider made the voice but the task fails (or is run again, which clones afresh):
    // this copy would be left in the provider's account for good.
    await forgetProviderVoice(ctx, speaking).catch((queueErr: unknown) =>
      ctx.log.error({ err: queueErr, voiceId: made.voice_tts_id }, 'could not queue voice.forget'),
    );
    throw err;
  }
}

/** A waveform that cannot be made does not fail the voice: the backfill tries again later. */
async function peaksOrNull(ctx: AppContext, audio: Uint8Array, voiceId: string) {
  try {
    return storedPeaks(await samplePeaks(audio));
  } catch (err) {
    ctx.log.warn({ err, voiceId }, 'voice sample waveform failed');
    return null;
  }
}

async function deletedMeanwhile(ctx: AppContext, voiceId: string): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('voices')
    .select('deleted_at')
    .where('id', '=', voiceId)
    .executeTakeFirst();
  return !row || row.deleted_at !== null;
}

/** The recording to clone: the uploaded audio, or the uploaded video's sound track. */
async function sourceAudio(
  ctx: AppContext,
  task: CloneTaskRow,
  dir: string,
  signal: AbortSignal,
): Promise<CloneAudioFile> {
  const upload = await ctx.db
    .selectFrom('uploads')
    .selectAll()
    .where('id', '=', task.upload_id)
    .executeTakeFirst();
  if (!upload?.file_key) throw new CloneFailure(`${CloneMessage.FAILED}: the upload is gone`);
  if (task.source === 'audio') {
    // Audio uploads are at most 10 MB: held in memory for the provider's form.
    const wav = upload.format === 'wav';
    return {
      bytes: await readObject(ctx, upload.file_key),
      fileName: `${upload.id}.${wav ? 'wav' : 'mp3'}`,
      contentType: wav ? 'audio/wav' : 'audio/mpeg',
    };
  }
  // A video (up to 1 GB) goes to disk, never whole into memory; only its sound track is read.
  const input = path.join(dir, `input.${upload.format ?? 'mp4'}`);
  const output = path.join(dir, 'track.wav');
  await downloadObject(ctx, upload.file_key, input);
  await extractAudioTrack({ inputPath: input, outputPath: output, signal });
  return { bytes: await fsp.readFile(output), fileName: 'track.wav', contentType: 'audio/wav' };
}

async function cloneWith(
  ctx: AppContext,
  task: CloneTaskRow,
  voice: VoiceRow,
  file: CloneAudioFile,
  signal: AbortSignal,
): Promise<Omit<MadeVoice, 'sample_key' | 'peaks'>> {
  const timeoutMs = CLONE_PROVIDER_CALL_TIMEOUT_MS;
  switch (task.provider) {
    case VoiceProvider.ELEVENLABS: {
      const account = ctx.config.speechProviders.elevenlabs;
      if (!account) throw new SpeechUnavailableError('ELEVENLABS_API_KEY is not set');
      const { voiceId } = await cloneElevenLabsVoice({
        apiKey: account.apiKey,
        baseUrl: account.baseUrl,
        name: voice.name,
        files: [file],
        signal,
        timeoutMs,
      });
      return { voice_tts_id: voiceId, local_spec: null, gender: null, language: voice.language };
    }
    case VoiceProvider.MINIMAX: {
      const account = ctx.config.speechProviders.minimax;
      if (!account) throw new SpeechUnavailableError('MINIMAX_API_KEY is not set');
      // MiniMax lets the caller name the clone: a letter first, 8-256 letters and digits.
      const { voiceId } = await cloneMiniMaxVoice({
        apiKey: account.apiKey,
        baseUrl: account.baseUrl,
        groupId: account.groupId,
        voiceId: `talkreel${randomBytes(8).toString('hex')}`,
        file,
        signal,
        timeoutMs,
      });
      return { voice_tts_id: voiceId, local_spec: null, gender: null, language: voice.language };
    }
    case VoiceProvider.LOCAL: {
      const language = SPEECH_LANGUAGES.includes(voice.language as SpeechLanguageValue)
        ? (voice.language as SpeechLanguageValue)
        : 'en';
      const match = await matchLocalVoice({ audio: file.bytes, language });
      return {
        voice_tts_id: `local-${voice.id}`,
        model_name: localModelName(match.spec),
        local_spec: JSON.stringify(match.spec),
        gender: match.gender,
        language,
      };
    }
    default:
      throw new CloneFailure(`${CloneMessage.FAILED}: unknown provider ${task.provider}`);
  }
}
