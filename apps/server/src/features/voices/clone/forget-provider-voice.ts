import { createHash } from 'node:crypto';
import { VoiceProvider, VoiceSource } from '@talkreel/contract';
import { deleteElevenLabsVoice, deleteMiniMaxVoice, SpeechProviderError } from '@talkreel/engine';
import type { AppContext } from '../../../app-context';
import type { JobRun } from '../../../jobs/base-job';
import { enqueueJob } from '../../../jobs/enqueue-job';
import type { JobPayload } from '../../../jobs/job-names';

type CloudProvider = JobPayload<'voice.forget'>['provider'];

/** A voice row as far as forgetting it at its provider goes. */
export interface ForgettableVoice {
  provider: string;
  source: string;
  voice_tts_id: string;
}

/**
 * The provider and id to delete, for a voice we cloned at a provider; null for everything else
 * (stock voices belong to everyone, offline voices live nowhere, a clone still pending has no
 * provider id yet).
 */
export function providerVoiceOf(
  voice: ForgettableVoice,
): { provider: CloudProvider; id: string } | null {
  if (voice.source !== VoiceSource.MY) return null;
  if (voice.provider !== VoiceProvider.ELEVENLABS && voice.provider !== VoiceProvider.MINIMAX) {
    return null;
  }
  if (voice.voice_tts_id.startsWith('pending-')) return null;
  return { provider: voice.provider, id: voice.voice_tts_id };
}

/**
 * Queues the deletion of a cloned voice at its provider (one job per provider id: asking twice
 * queues it once). Call it once nothing of ours can use the voice any more.
 */
export async function forgetProviderVoice(
  ctx: Pick<AppContext, 'queue' | 'requestId'>,
  voice: ForgettableVoice,
): Promise<void> {
  const target = providerVoiceOf(voice);
  if (!target) return;
  await enqueueJob(
    ctx,
    'voice.forget',
    { provider: target.provider, provider_voice_id: target.id },
    { jobId: `voice.forget@${target.provider}@${jobKeyOf(target.id)}` },
  );
}

/** The provider's id as it may appear in a job id (ours and theirs do; any other is hashed). */
const jobKeyOf = (id: string) =>
  /^[A-Za-z0-9_.-]{1,150}$/.test(id) ? id : createHash('sha256').update(id).digest('hex');

/**
 * voice.forget: deletes the voice at its provider. An unreachable or busy provider is tried
 * again later (the job's backoff); a refusal (a revoked key, a voice the provider no longer
 * knows) will not change by retrying, so it is logged and the job ends.
 */
export async function forgetProviderVoiceJob(
  ctx: AppContext,
  job: JobRun<JobPayload<'voice.forget'>>,
): Promise<void> {
  const { provider, provider_voice_id: voiceId } = job.payload;
  const accounts = ctx.config.speechProviders;
  try {
    if (provider === 'elevenlabs') {
      if (!accounts.elevenlabs) return keyMissing(ctx, provider, voiceId);
      const { existed } = await deleteElevenLabsVoice({
        ...accounts.elevenlabs,
        voiceId,
        signal: job.signal,
      });
      ctx.log.info({ provider, voiceId, existed }, 'cloned voice deleted at its provider');
    } else {
      if (!accounts.minimax) return keyMissing(ctx, provider, voiceId);
      await deleteMiniMaxVoice({ ...accounts.minimax, voiceId, signal: job.signal });
      ctx.log.info({ provider, voiceId }, 'cloned voice deleted at its provider');
    }
  } catch (err) {
    if (err instanceof SpeechProviderError && !err.retryable) {
      ctx.log.warn({ err, provider, voiceId }, 'provider refused to delete a cloned voice');
      return;
    }
    throw err;
  }
}

function keyMissing(ctx: AppContext, provider: CloudProvider, voiceId: string): void {
  // The key was removed since the clone: the voice stays in that account for its owner to remove.
  ctx.log.warn({ provider, voiceId }, 'cannot delete a cloned voice: no API key for its provider');
}
