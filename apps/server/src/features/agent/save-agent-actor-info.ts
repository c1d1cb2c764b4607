import {
  AgentMessage,
  CloneStatus,
  Code,
  Message,
  type saveAgentActorInfoRequest,
  VoiceSource,
} from '@talkreel/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { AppError, notFound } from '../../http/app-error';
import type { AuthUser } from '../../http/auth';
import { actorNameTaken, ownActor } from '../actors/custom/own-actor';
import { ownNameTaken } from '../voices/clone/clone-policy';
import { nameKey } from '../voices/name-key';
import { authorizeSubUser } from './policy';

const refuse = (
  code: typeof Code.ALREADY_EXISTS | typeof Code.INVALID_INPUT,
  field: string,
  message: string,
) => new AppError(code, message, { fields: { [field]: message } });

/**
 * POST /agent/user/save-actor-info (the preview modal): renames a sub-user's actor, makes
 * `voice_id` its voice and, for one of the sub-user's own voices, renames that voice. A name
 * another of the sub-user's actors or voices has is refused (1005) and nothing changes. A
 * library voice keeps its name: it is everyone's.
 */
export async function saveAgentActorInfo(
  ctx: AppContext,
  user: AuthUser,
  input: z.output<typeof saveAgentActorInfoRequest>,
): Promise<{ message: string }> {
  const owner = await ctx.db
    .selectFrom('actors')
    .select('owner_user_id')
    .where('id', '=', input.actor_id)
    .executeTakeFirst();
  if (!owner) throw notFound(Message.NOT_FOUND);
  const ownerId = owner.owner_user_id ?? '';
  if (input.user_id && input.user_id !== ownerId) throw notFound(Message.USER_NOT_FOUND);
  const { subUser } = await authorizeSubUser(ctx, user, ownerId, input.agent_id);
  const actor = await ownActor(ctx, subUser, input.actor_id);

  const voice = await ctx.db
    .selectFrom('voices')
    .selectAll()
    .where('id', '=', input.voice_id)
    .where('deleted_at', 'is', null)
    .where((eb) => eb.or([eb('owner_user_id', 'is', null), eb('owner_user_id', '=', subUser.id)]))
    .executeTakeFirst();
  if (!voice || voice.process_status !== CloneStatus.SUCCESS) {
    throw refuse(Code.INVALID_INPUT, 'voice_id', AgentMessage.VOICE_ID);
  }
  const ownVoice = voice.source === VoiceSource.MY;
  if (await actorNameTaken(ctx, subUser.id, input.actor_name, actor.id)) {
    throw refuse(Code.ALREADY_EXISTS, 'actor_name', Message.ACTOR_NAME_EXISTS);
  }
  if (ownVoice && (await ownNameTaken(ctx, subUser.id, input.voice_name, voice.id))) {
    throw refuse(Code.ALREADY_EXISTS, 'voice_name', Message.VOICE_NAME_EXISTS);
  }

  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('actors')
      .set({
        name: input.actor_name,
        name_key: nameKey(input.actor_name),
        default_voice_id: voice.id,
        updated_at: now,
      })
      .where('id', '=', actor.id)
      .execute();
    if (ownVoice) {
      await trx
        .updateTable('voices')
        .set({ name: input.voice_name, name_key: nameKey(input.voice_name), updated_at: now })
        .where('id', '=', voice.id)
        .execute();
    }
  });
  return { message: AgentMessage.SAVED };
}
