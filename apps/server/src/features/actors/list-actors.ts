import type { ActorOrder, actorShowReply, actorShowRequest } from '@talkreel/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../http/auth';
import { pageWindow, totalPages } from '../tree/paging';
import { byNameKey } from '../voices/name-key';
import { toActorItems } from './actor-items';
import type { ActorRow } from './policy';

/** Filter group → column of the actors table (languages go through actor_languages). */
const filterColumn = {
  gender: 'a.gender',
  age: 'a.age_group',
  skin_tones: 'a.skin_tone',
  situation: 'a.situation',
} as const;

/**
 * POST /actor/show. condition1 picks the tab (all: stock plus the caller's own; fav: the
 * caller's favourites among those; my: the caller's own), condition2 narrows by filter groups
 * (any chosen value within a group, every group), condition3 orders the page.
 */
export async function listActors(
  ctx: AppContext,
  user: AuthUser,
  input: z.output<typeof actorShowRequest>,
): Promise<z.input<typeof actorShowReply>> {
  const { total, rows } = await findActors(ctx, user, input);
  return {
    page_size: input.page_size,
    total,
    total_pages: totalPages(total, input.page_size),
    current_page: input.page,
    actors: await toActorItems(ctx, user.id, rows),
  };
}

/** The page of actor rows `listActors` shows, and how many match (the public API maps them). */
export async function findActors(
  ctx: AppContext,
  user: AuthUser,
  input: z.output<typeof actorShowRequest>,
): Promise<{ total: number; rows: ActorRow[] }> {
  let query = ctx.db
    .selectFrom('actors as a')
    // Stock actors show once their picture exists; the caller's own show while generating too.
    .where((eb) =>
      eb.or([
        eb.and([eb('a.owner_user_id', 'is', null), eb('a.image_key', 'is not', null)]),
        eb('a.owner_user_id', '=', user.id),
      ]),
    );
  if (input.condition1 === 'my') query = query.where('a.owner_user_id', '=', user.id);
  if (input.condition1 === 'fav') {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('actor_favorites as f')
          .select('f.actor_id')
          .whereRef('f.actor_id', '=', 'a.id')
          .where('f.user_id', '=', user.id),
      ),
    );
  }
  for (const [group, values] of Object.entries(input.condition2)) {
    if (!values?.length) continue;
    if (group === 'languages') {
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('actor_languages as l')
            .select('l.actor_id')
            .whereRef('l.actor_id', '=', 'a.id')
            .where('l.language', 'in', values),
        ),
      );
    } else {
      query = query.where(filterColumn[group as keyof typeof filterColumn], 'in', values);
    }
  }

  const { n } = await query
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const total = Number(n);
  const { offset, limit } = pageWindow(input.page, input.page_size);
  const rows = await orderActors(ctx, query.selectAll('a'), input.condition3)
    .orderBy('a.id', 'asc')
    .limit(limit)
    .offset(offset)
    .execute();
  return { total, rows };
}

type ActorQuery = ReturnType<typeof actorSelect>;
const actorSelect = (ctx: AppContext) => ctx.db.selectFrom('actors as a').selectAll('a');

function orderActors(ctx: AppContext, query: ActorQuery, order: ActorOrder): ActorQuery {
  const byName = byNameKey(ctx.dbKind, 'a.name_key');
  switch (order) {
    case 'newly_added':
      return query.orderBy('a.created_at', 'desc').orderBy('a.sort_order', 'asc');
    case 'name_asc':
      return query.orderBy(byName, 'asc');
    case 'name_desc':
      return query.orderBy(byName, 'desc');
    default:
      // Most Popular: most videos made with the actor, then the library's own order.
      return query.orderBy('a.use_count', 'desc').orderBy('a.sort_order', 'asc');
  }
}
