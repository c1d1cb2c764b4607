import type { Page, PublicListVoicesQuery, PublicVoice } from '@talkreel/contract';
import type { AppContext } from '../../../../app-context';
import type { ApiPrincipal } from '../../../api-keys/principal';
import { findVoices } from '../../../voices/list-voices';
import { nextPageCursor, pageWanted } from '../paged-by-number';
import { toPublicVoices } from './voice-resource';

const TAB = {
  all: 'all_voices',
  starred: 'starred_voices',
  recently_used: 'recently_used',
  stock: 'default_voices',
  mine: 'my_voices',
} as const;

/** `GET /voices`: the picker's ready voices (stock and the caller's own), searched and filtered. */
export async function listPublicVoices(
  ctx: AppContext,
  principal: ApiPrincipal,
  query: PublicListVoicesQuery,
): Promise<Page<PublicVoice>> {
  const wanted = pageWanted(query);
  const only = (value: string | undefined) => (value ? [value] : []);
  const { total, rows } = await findVoices(ctx, principal.user, {
    condition1: { name: query.name ?? null },
    condition2: {
      gender: only(query.gender),
      age: only(query.age_group),
      languages: only(query.language),
    },
    condition3: TAB[query.tab],
    page: wanted.page,
    page_size: wanted.pageSize,
  });
  return { data: await toPublicVoices(ctx, rows), next_cursor: nextPageCursor(wanted, total) };
}
