import {
  type VoiceCondition,
  VoiceSource,
  type voiceShowReply,
  type voiceShowRequest,
} from '@talkreel/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../http/auth';
import { asStoredStockText } from '../stock/stock-names';
import { pageWindow } from '../tree/paging';
import { byNameKey, containsText, nameKey } from './name-key';
import { READY_VOICE } from './policy';
import { toAudioItems, type VoiceRow } from './voice-items';

/** Filter group → column of the voices table. */
const filterColumn = { gender: 'v.gender', age: 'v.age_group', languages: 'v.language' } as const;

/**
 * POST /audio/show: the voices a user can pick, by condition (all, starred, recently used,
 * stock defaults, own), name search and filters. Recent voices come newest use first.
 */
export async function listVoices(
  ctx: AppContext,
  user: AuthUser,
  input: z.output<typeof voiceShowRequest>,
): Promise<z.input<typeof voiceShowReply>> {
  const { total, rows } = await findVoices(ctx, user, input);
  return {
    page_size: input.page_size,
    total,
    current_page: input.page,
    audios: await toAudioItems(ctx, user.id, rows, { peaks: true }),
  };
}

/** The page of voice rows `listVoices` shows, and how many match (the public API maps them). */
export async function findVoices(
  ctx: AppContext,
  user: AuthUser,
  input: z.output<typeof voiceShowRequest>,
): Promise<{ total: number; rows: VoiceRow[] }> {
  let query = voiceQuery(ctx, user.id)
    .where('v.process_status', '=', READY_VOICE)
    .where('v.deleted_at', 'is', null)
    .where((eb) => eb.or([eb('v.owner_user_id', 'is', null), eb('v.owner_user_id', '=', user.id)]));
  query = applyCondition(query, input.condition3, user.id);
  if (input.condition1.name) {
    const typed = nameKey(input.condition1.name);
    // Stock names are stored in Simplified characters; a Traditional search finds them too.
    const stored = nameKey(asStoredStockText(input.condition1.name));
    query = query.where(
      typed === stored
        ? containsText('v.name_key', typed)
        : sql<boolean>`(${containsText('v.name_key', typed)} or ${containsText('v.name_key', stored)})`,
    );
  }
  for (const [group, values] of Object.entries(input.condition2)) {
    const column = filterColumn[group as keyof typeof filterColumn];
    if (column && values?.length) query = query.where(column, 'in', values);
  }

  const { n } = await query
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const { offset, limit } = pageWindow(input.page, input.page_size);
  let ordered = query.selectAll('v');
  if (input.condition3 === 'recently_used') ordered = ordered.orderBy('u.used_at', 'desc');
  const rows = await ordered
    // Stock voices in catalogue order, then the caller's own, newest first.
    .orderBy(sql`case when v.owner_user_id is null then 0 else 1 end`)
    .orderBy('v.sort_order', 'asc')
    .orderBy('v.created_at', 'desc')
    .orderBy(byNameKey(ctx.dbKind, 'v.name_key'))
    .orderBy('v.id', 'asc')
    .limit(limit)
    .offset(offset)
    .execute();
  return { total: Number(n), rows };
}

/** Voices joined with the user's last use of each. */
const voiceQuery = (ctx: AppContext, userId: string) =>
  ctx.db
    .selectFrom('voices as v')
    .leftJoin('voice_usage as u', (join) =>
      join.onRef('u.voice_id', '=', 'v.id').on('u.user_id', '=', userId),
    );

type VoiceQuery = ReturnType<typeof voiceQuery>;

function applyCondition(query: VoiceQuery, condition: VoiceCondition, userId: string) {
  switch (condition) {
    case 'starred_voices':
      return query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('voice_stars as s')
            .select('s.voice_id')
            .whereRef('s.voice_id', '=', 'v.id')
            .where('s.user_id', '=', userId),
        ),
      );
    case 'recently_used':
      return query.where('u.used_at', 'is not', null);
    case 'default_voices':
      return query.where('v.source', '=', VoiceSource.DEFAULT);
    case 'my_voices':
      return query.where('v.owner_user_id', '=', userId);
    default:
      return query;
  }
}
