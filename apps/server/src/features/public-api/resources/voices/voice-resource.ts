import {
  CloneMessage,
  CloneStatus,
  type PublicVoice,
  type PublicVoiceStatus,
} from '@talkreel/contract';
import type { AppContext } from '../../../../app-context';
import { localName } from '../../../stock/stock-names';
import { isoTime } from '../../../tree/paging';
import type { VoiceRow } from '../../../voices/voice-items';
import { signedLink } from '../signed-link';

const STATUS_OF: Record<number, PublicVoiceStatus> = {
  [CloneStatus.PROCESSING]: 'processing',
  [CloneStatus.SUCCESS]: 'ready',
  [CloneStatus.FAILED]: 'failed',
  [CloneStatus.TIMEOUT]: 'failed',
};

/** Voice rows as public voice resources (`GET /voices/{id}`, the `voice.*` webhooks). */
export async function toPublicVoices(ctx: AppContext, rows: VoiceRow[]): Promise<PublicVoice[]> {
  if (!rows.length) return [];
  const failed = rows.filter((v) => STATUS_OF[Number(v.process_status)] === 'failed');
  // A failed own voice says why from its clone task, newest last so it wins.
  const reasons = failed.length
    ? await ctx.db
        .selectFrom('clone_tasks')
        .select(['voice_id', 'status', 'error'])
        .where(
          'voice_id',
          'in',
          failed.map((v) => v.id),
        )
        .orderBy('created_at', 'asc')
        .execute()
    : [];
  const reasonOf = new Map(reasons.map((r) => [r.voice_id, r]));
  return Promise.all(
    rows.map(async (v) => {
      const status = STATUS_OF[Number(v.process_status)] ?? 'processing';
      const preview = await signedLink(ctx, v.sample_key);
      const task = reasonOf.get(v.id);
      const timedOut = Number(task?.status ?? v.process_status) === CloneStatus.TIMEOUT;
      return {
        id: v.id,
        object: 'voice' as const,
        name: localName(v, ctx.lang),
        language: v.language,
        gender: v.gender,
        age_group: v.age_group,
        source: v.owner_user_id === null ? ('stock' as const) : ('custom' as const),
        provider: v.provider,
        status,
        preview_url: preview.url,
        preview_url_expires_at: preview.expiresAt,
        error:
          status === 'failed'
            ? {
                code: timedOut ? 'clone_timeout' : 'clone_failed',
                message: task?.error ?? (timedOut ? CloneMessage.TIMEOUT : CloneMessage.FAILED),
              }
            : null,
        created_at: isoTime(v.created_at),
      };
    }),
  );
}

/** One voice row as its public resource. */
export async function toPublicVoice(ctx: AppContext, row: VoiceRow): Promise<PublicVoice> {
  const [voice] = await toPublicVoices(ctx, [row]);
  return voice;
}
