import type { Page, PublicActor, PublicListActorsQuery } from '@talkreel/contract';
import type { AppContext } from '../../../../app-context';
import { findActors } from '../../../actors/list-actors';
import type { ApiPrincipal } from '../../../api-keys/principal';
import { nextPageCursor, pageWanted } from '../paged-by-number';
import { toPublicActors } from './actor-resource';

const TAB = { all: 'all', favorites: 'fav', mine: 'my' } as const;

/** `GET /actors`: the picker's list (stock and the caller's own) with its tabs and filters. */
export async function listPublicActors(
  ctx: AppContext,
  principal: ApiPrincipal,
  query: PublicListActorsQuery,
): Promise<Page<PublicActor>> {
  const wanted = pageWanted(query);
  const only = (value: string | undefined) => (value ? [value] : []);
  const { total, rows } = await findActors(ctx, principal.user, {
    condition1: TAB[query.tab],
    condition2: {
      gender: only(query.gender),
      age: only(query.age_group),
      languages: only(query.language),
      skin_tones: only(query.skin_tone),
      situation: only(query.situation),
    },
    condition3: query.order,
    page: wanted.page,
    page_size: wanted.pageSize,
  });
  return { data: await toPublicActors(ctx, rows), next_cursor: nextPageCursor(wanted, total) };
}
