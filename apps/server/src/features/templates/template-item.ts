import {
  stringsOf,
  type TemplateItem,
  type TemplateMemberKind,
  type TemplateMissing,
  variablesOf,
} from '@talkreel/contract';
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

/** Where a template names an actor and a voice: each scene, or the task itself without scenes. */
export function placesOf(
  body: Record<string, unknown>,
): { scene: number | null; fields: Record<string, unknown> }[] {
  const scenes = body.scenes;
  if (Array.isArray(scenes) && scenes.length)
    return scenes.map((s, i) => ({
      scene: i,
      fields: s && typeof s === 'object' ? (s as Record<string, unknown>) : {},
    }));
  return [{ scene: null, fields: body }];
}

/** A literal id (not a `{{variable}}`, not empty) in `field`, or null. */
export function literalId(fields: Record<string, unknown>, kind: TemplateMemberKind) {
  const value = fields[`${kind}_id`];
  return typeof value === 'string' && value.trim() && !value.includes('{{') ? value.trim() : null;
}

/**
 * The actors and voices the templates name that no longer exist. Deleted only: whether the
 * viewer may use one (another member's own actor) is the row check's to say, per maker.
 */
async function missingOf(ctx: AppContext, bodies: Record<string, unknown>[]) {
  const named = { actor: new Set<string>(), voice: new Set<string>() };
  for (const body of bodies)
    for (const { fields } of placesOf(body))
      for (const kind of ['actor', 'voice'] as const) {
        const id = literalId(fields, kind);
        if (id) named[kind].add(id);
      }
  const actorIds = [...named.actor];
  const voiceIds = [...named.voice];
  const actors = actorIds.length
    ? await ctx.db.selectFrom('actors').select('id').where('id', 'in', actorIds).execute()
    : [];
  // A task names a voice by its id or its voice_tts_id (as authorizeVoice reads it).
  const voices = voiceIds.length
    ? await ctx.db
        .selectFrom('voices')
        .select(['id', 'voice_tts_id'])
        .where((eb) => eb.or([eb('id', 'in', voiceIds), eb('voice_tts_id', 'in', voiceIds)]))
        .where('deleted_at', 'is', null)
        .execute()
    : [];
  const present = {
    actor: new Set(actors.map((a) => a.id)),
    voice: new Set(voices.flatMap((v) => [v.id, v.voice_tts_id])),
  };
  return (body: Record<string, unknown>): TemplateMissing[] =>
    placesOf(body).flatMap(({ scene, fields }) =>
      (['actor', 'voice'] as const).flatMap((kind) => {
        const id = literalId(fields, kind);
        return id && !present[kind].has(id) ? [{ scene, kind, id }] : [];
      }),
    );
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
  const missing = await missingOf(ctx, rows.map(bodyOf));
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
        missing: missing(body),
        created_at: isoTime(row.created_at),
        updated_at: isoTime(row.updated_at),
      };
    }),
  );
}
