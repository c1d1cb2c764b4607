import { CloneStatus, type myVoiceQuery, type myVoiceReply, VoiceSource } from '@talkreel/contract';
import type { z } from 'zod';
import type { AppContext } from '../../../app-context';
import type { AuthUser } from '../../../http/auth';
import { mediaUrl } from '../../tree/media-url';
import { isoTime, pageWindow } from '../../tree/paging';
import { wirePeaks } from '../peaks/sample-peaks';
import { starredVoiceIds } from '../voice-items';
import { labelOf, targetUserId } from './clone-policy';

/**
 * GET /users/myvoice: the user's own voices, ready and still being made (failed ones are
 * deleted), newest first.
 */
export async function myVoices(
  ctx: AppContext,
  user: AuthUser,
  input: z.output<typeof myVoiceQuery>,
): Promise<z.input<typeof myVoiceReply>> {
  const ownerId = await targetUserId(ctx, user, input.user_id);
  const base = ctx.db
    .selectFrom('voices')
    .where('owner_user_id', '=', ownerId)
    .where('source', '=', VoiceSource.MY)
    .where('deleted_at', 'is', null)
    .where('process_status', 'in', [CloneStatus.PROCESSING, CloneStatus.SUCCESS]);
  const { n } = await base
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const { offset, limit } = pageWindow(input.page, input.page_size);
  const rows = await base
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'asc')
    .limit(limit)
    .offset(offset)
    .execute();
  // The owner's stars: an agent looking at its sub-user's voices sees them as the sub-user does.
  const starred = await starredVoiceIds(
    ctx,
    ownerId,
    rows.map((r) => r.id),
  );
  return {
    page: input.page,
    page_size: input.page_size,
    total: Number(n),
    templates: await Promise.all(
      rows.map(async (v) => ({
        id: v.id,
        voice_tts_id: v.voice_tts_id,
        provider: v.provider,
        name: v.name,
        sample_url: v.sample_key ? await mediaUrl(ctx, v.sample_key) : null,
        is_starred: starred.has(v.id),
        process_status: v.process_status,
        user_id: ownerId,
        created_at: isoTime(v.created_at),
        label: labelOf(v.provider),
        gender: v.gender,
        language: v.language,
        peaks: wirePeaks(v.peaks),
      })),
    ),
  };
}
