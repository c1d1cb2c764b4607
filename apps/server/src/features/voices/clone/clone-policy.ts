import {
  CloneMessage,
  Code,
  Message,
  VoiceLabel,
  VoiceProvider,
  type VoiceProviderName,
  VoiceSource,
} from '@talkreel/contract';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../../app-context';
import { AppError, forbidden, notFound } from '../../../http/app-error';
import type { AuthUser } from '../../../http/auth';
import type { CloneTasksTable } from '../../../ports/db/schema';
import { administersUser } from '../../agent/policy';
import { nameKey } from '../name-key';
import type { VoiceRow } from '../voice-items';

export type CloneTaskRow = Selectable<CloneTasksTable>;

/**
 * Whose voices and actors a call acts on: `user_id` empty or the caller's own id means the
 * caller; an agent admin may name a sub-user of an agent they administer (issue 10), and what
 * the call makes then belongs to that sub-user. Any other id is refused (1003).
 */
export async function targetUserId(
  ctx: AppContext,
  user: AuthUser,
  userId: string | null | undefined,
): Promise<string> {
  if (!userId || userId === user.id) return user.id;
  if (await administersUser(ctx, user, userId)) return userId;
  throw new AppError(Code.ACCESS_RESTRICTED, CloneMessage.OTHER_USER);
}

/** Why a provider cannot clone on this server, or null when it can. */
export function providerUnavailable(ctx: AppContext, provider: VoiceProviderName): string | null {
  if (provider === VoiceProvider.ELEVENLABS && !ctx.config.speechProviders.elevenlabs) {
    return 'ELEVENLABS_API_KEY is not set on this server';
  }
  if (provider === VoiceProvider.MINIMAX && !ctx.config.speechProviders.minimax) {
    return 'MINIMAX_API_KEY is not set on this server';
  }
  return null;
}

/** "matched, not cloned" for offline voice matches, "cloned" for provider clones. */
export const labelOf = (provider: string) =>
  provider === VoiceProvider.LOCAL ? VoiceLabel.MATCHED : VoiceLabel.CLONED;

/**
 * An own voice of `ownerId` (not deleted) by id: unknown is 1004, a stock voice or somebody
 * else's is 1003.
 */
export async function ownVoice(ctx: AppContext, ownerId: string, voiceId: string) {
  const voice = await ctx.db
    .selectFrom('voices')
    .selectAll()
    .where('id', '=', voiceId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!voice) throw notFound(Message.NOT_FOUND);
  if (voice.source !== VoiceSource.MY || voice.owner_user_id !== ownerId) throw forbidden();
  return voice;
}

/** The caller's clone task: unknown is 1004, somebody else's 1003. */
export async function ownCloneTask(ctx: AppContext, user: AuthUser, taskId: string) {
  const task = await ctx.db
    .selectFrom('clone_tasks')
    .selectAll()
    .where('id', '=', taskId)
    .executeTakeFirst();
  if (!task) throw notFound(CloneMessage.TASK_NOT_FOUND);
  if (task.user_id !== user.id) throw forbidden();
  return task;
}

/** True when `ownerId` already has a live own voice of this name (ignoring `exceptId`). */
export async function ownNameTaken(
  ctx: AppContext,
  ownerId: string,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  let query = ctx.db
    .selectFrom('voices')
    .select('id')
    .where('owner_user_id', '=', ownerId)
    .where('source', '=', VoiceSource.MY)
    .where('deleted_at', 'is', null)
    .where('name_key', '=', nameKey(name));
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export type { VoiceRow };
