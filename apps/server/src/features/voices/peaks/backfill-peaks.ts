import { CloneStatus } from '@talkreel/contract';
import type { AppContext } from '../../../app-context';
import type { JobRun } from '../../../jobs/base-job';
import { enqueueJob } from '../../../jobs/enqueue-job';
import type { JobPayload } from '../../../jobs/job-names';
import { readObject } from '../../videos/stored-files';
import { samplePeaks, storedPeaks } from './sample-peaks';

/** Voices read per round: a sample is a few hundred kB, decoded one at a time. */
const BATCH = 20;

/**
 * voice.backfill-peaks: the waveform of every stored sample that has none yet (voices from
 * before peaks were kept). Idempotent and resumable: each voice is written as soon as it is
 * done, and only while it still has no peaks and the same sample. A sample that cannot be
 * decoded gets `[]` (shown as no waveform) so it is not tried again on every start.
 */
export async function backfillVoicePeaksJob(
  ctx: AppContext,
  job: JobRun<JobPayload<'voice.backfill-peaks'>>,
): Promise<void> {
  let filled = 0;
  for (;;) {
    if (job.signal.aborted) return;
    const rows = await ctx.db
      .selectFrom('voices')
      .select(['id', 'sample_key'])
      .where('peaks', 'is', null)
      .where('sample_key', 'is not', null)
      .where('deleted_at', 'is', null)
      .where('process_status', '=', CloneStatus.SUCCESS)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) break;
    for (const row of rows) {
      if (row.sample_key) await fillPeaks(ctx, row.id, row.sample_key);
      filled++;
    }
  }
  if (filled) ctx.log.info({ filled }, 'voice peaks backfilled');
}

async function fillPeaks(ctx: AppContext, voiceId: string, sampleKey: string) {
  let peaks: number[] = [];
  try {
    peaks = await samplePeaks(await readObject(ctx, sampleKey));
  } catch (err) {
    ctx.log.warn({ err, voiceId }, 'voice sample could not be decoded for its waveform');
  }
  await ctx.db
    .updateTable('voices')
    .set({ peaks: storedPeaks(peaks) })
    .where('id', '=', voiceId)
    .where('sample_key', '=', sampleKey)
    .where('peaks', 'is', null)
    .execute();
}

/** Queues the backfill; while one waits or runs, another ask joins it. */
export function scheduleVoicePeaksBackfill(ctx: Pick<AppContext, 'queue' | 'requestId'>) {
  return enqueueJob(ctx, 'voice.backfill-peaks', {}, { jobId: 'voice.backfill-peaks' });
}
