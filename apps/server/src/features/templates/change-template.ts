import {
  ActorGenerateStatus,
  type ReplaceTemplateRequest,
  type TemplateItem,
  TemplateMessage,
} from '@talkreel/contract';
import type { AppContext } from '../../app-context';
import { invalidInput } from '../../http/app-error';
import type { AuthUser } from '../../http/auth';
import { authorizeActor } from '../actors/policy';
import { authorizeVoice } from '../voices/policy';
import { authorizeTemplate } from './policy';
import { bodyOf, literalId, placesOf, toTemplateItems } from './template-item';

export async function renameTemplate(
  ctx: AppContext,
  user: AuthUser,
  input: { id: string; name: string },
): Promise<TemplateItem> {
  const row = await authorizeTemplate(ctx, user, 'edit', input.id);
  const changed = { ...row, name: input.name, updated_at: ctx.now() };
  await ctx.db
    .updateTable('templates')
    .set({ name: changed.name, updated_at: changed.updated_at })
    .where('id', '=', row.id)
    .execute();
  return (await toTemplateItems(ctx, user, [changed]))[0];
}

/**
 * Another actor or voice where the template names one, typically one that was deleted (issue
 * 28: "using it then asks for a replacement"). Each replacement must be one the caller may use
 * (a voice also brings its model); a field holding a `{{variable}}` is refused, as is a scene
 * the template does not have. Scene 1's replacement also fills the task's top level where it
 * named the same id, since a task with scenes mirrors scene 1 there. The reply's `missing` is
 * computed afresh, so the web page's state and the row check follow at once.
 */
export async function replaceInTemplate(
  ctx: AppContext,
  user: AuthUser,
  input: ReplaceTemplateRequest,
): Promise<TemplateItem> {
  const row = await authorizeTemplate(ctx, user, 'edit', input.id);
  const body = bodyOf(row);
  const places = placesOf(body);
  for (const r of input.replacements) {
    const place = places.find((p) => p.scene === r.scene);
    if (!place) throw invalidInput(TemplateMessage.NO_SUCH_SCENE((r.scene ?? 0) + 1));
    const field = `${r.kind}_id`;
    const old = literalId(place.fields, r.kind);
    if (!old) throw invalidInput(TemplateMessage.MEMBER_FROM_COLUMN(r.kind));
    const set: Record<string, unknown> = { [field]: r.id };
    if (r.kind === 'actor') {
      const actor = await authorizeActor(ctx, user, r.id);
      if (actor.generate_status !== ActorGenerateStatus.READY)
        throw invalidInput(TemplateMessage.ACTOR_NOT_READY);
    } else set.voice_model_name = (await authorizeVoice(ctx, user, r.id)).model_name;
    Object.assign(place.fields, set);
    if (r.scene === 0 && body[field] === old) Object.assign(body, set);
  }
  const changed = { ...row, body: JSON.stringify(body), updated_at: ctx.now() };
  await ctx.db
    .updateTable('templates')
    .set({ body: changed.body, updated_at: changed.updated_at })
    .where('id', '=', row.id)
    .execute();
  return (await toTemplateItems(ctx, user, [changed]))[0];
}

/** Batches made from it stay (their rows hold their filled tasks); they lose the link only. */
export async function deleteTemplate(ctx: AppContext, user: AuthUser, id: string) {
  const row = await authorizeTemplate(ctx, user, 'edit', id);
  await ctx.db.deleteFrom('templates').where('id', '=', row.id).execute();
}
