import { VoiceMessage } from '@talkreel/contract';
import type { AppContext } from '../../app-context';
import { forbidden, notFound } from '../../http/app-error';
import type { AuthUser } from '../../http/auth';
import type { VoiceRow } from './voice-items';

/** A usable voice: ready, and stock or the caller's own. */
export const READY_VOICE = 2;

/**
 * The voice a call names, by its id or its voice_tts_id (clients send either). Stock voices
 * and the caller's own are usable; another user's is 1003, an unknown or unready one 1004.
 */
export async function authorizeVoice(
  ctx: AppContext,
  user: AuthUser,
  idOrTtsId: string,
  /** Also an own voice still being made or failed (the public API's GET /voices/{id}). */
  options: { anyStatus?: boolean } = {},
): Promise<VoiceRow> {
  const rows = await ctx.db
    .selectFrom('voices')
    .selectAll()
    .where((eb) => eb.or([eb('id', '=', idOrTtsId), eb('voice_tts_id', '=', idOrTtsId)]))
    // A deleted own voice makes nothing new; videos already made keep it.
    .where('deleted_at', 'is', null)
    .execute();
  const usable = rows.filter(
    (v) =>
      (v.owner_user_id === null || v.owner_user_id === user.id) &&
      (options.anyStatus || v.process_status === READY_VOICE),
  );
  // An exact id beats a voice_tts_id match; the caller's own voice beats a stock one.
  const pick =
    usable.find((v) => v.id === idOrTtsId) ??
    usable.find((v) => v.owner_user_id === user.id) ??
    usable[0];
  if (pick) return pick;
  if (rows.some((v) => v.owner_user_id !== null && v.owner_user_id !== user.id)) {
    throw forbidden();
  }
  throw notFound(VoiceMessage.VOICE_NOT_FOUND);
}
