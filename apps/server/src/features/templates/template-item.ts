import { stringsOf, type TemplateItem, variablesOf } from '@talkreel/contract';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../http/auth';
import { localName } from '../stock/stock-names';
import { mediaUrl } from '../tree/media-url';
import { isoTime } from '../tree/paging';
import { thumbnailUrls } from '../videos/poster-thumbnails';
import { roleIn } from '../workspaces/policy';
import { canEditTemplate, type TemplateRow } from './policy';

export const bodyOf = (row: TemplateRow) => JSON.parse(row.body) as Record<string, unknown>;

/** The actor a template shows as its poster: the first scene's, else the task's. */
export function posterActorOf(body: Record<string, unknown>): string | null {
  const scenes = body.scenes as { actor_id?: unknown }[] | undefined;
  const id = Array.isArray(scenes) && scenes[0]?.actor_id ? scenes[0].actor_id : body.actor_id;
  return typeof id === 'string' && !id.includes('{{') ? id : null;
}

/** Templates as the web app lists them, with their actor's picture as the poster. */
export async function toTemplateItems(
  ctx: AppContext,
  user: AuthUser,
  rows: TemplateRow[],
): Promise<TemplateItem[]> {
  if (!rows.length) return [];
  const role = (await roleIn(ctx, user.id, rows[0].workspace_id)) ?? 'member';
  const actorIds = [
    ...new Set(rows.map((r) => posterActorOf(bodyOf(r))).filter((id): id is string => !!id)),
  ];
  const actors = actorIds.length
    ? await ctx.db
        .selectFrom('actors')
        .select(['id', 'name', 'image_key', 'image_thumbs', 'owner_user_id'])
        .where('id', 'in', actorIds)
        .execute()
    : [];
  const actorOf = new Map(actors.map((a) => [a.id, a]));
  return Promise.all(
    rows.map(async (row) => {
      const body = bodyOf(row);
      const actorId = posterActorOf(body);
      // Deleted (or another member's own actor): the template still lists, without a picture.
      const actor = actorId ? actorOf.get(actorId) : undefined;
      return {
        id: row.id,
        workspace_id: row.workspace_id,
        name: row.name,
        body,
        variables: variablesOf(stringsOf(body).map((s) => s.text)),
        actor_id: actorId,
        actor_name: actor ? localName(actor, ctx.lang) : null,
        poster_url: actor?.image_key ? await mediaUrl(ctx, actor.image_key) : null,
        poster_thumbnails: await thumbnailUrls(ctx, actor?.image_thumbs ?? null),
        created_by: row.created_by,
        can_edit: canEditTemplate(user.id, role, row),
        created_at: isoTime(row.created_at),
        updated_at: isoTime(row.updated_at),
      };
    }),
  );
}
