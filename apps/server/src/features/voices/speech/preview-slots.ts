import {
  Code,
  PREVIEW_CONCURRENCY,
  PREVIEW_LIMIT,
  PREVIEW_QUEUE_LIMIT,
  PREVIEW_WINDOW_MS,
  VoiceMessage,
} from '@talkreel/contract';
import type { AppContext } from '../../../app-context';
import { AppError } from '../../../http/app-error';
import { countAttempt } from '../../../http/rate-limit';
import { SynthesisSlots } from './synthesis-slots';

/** This process's preview syntheses: a few at once, a bounded line behind them. */
export const previewSlots = new SynthesisSlots(PREVIEW_CONCURRENCY, PREVIEW_QUEUE_LIMIT);

/**
 * Runs a preview synthesis for a user within the fair-use bounds: a place in this process's
 * line (1011 when it is full), then one of the user's previews a window, counted in the
 * database so every API server shares it (1011 past the limit), then the work once a slot frees.
 * Either refusal comes before any work and adds nothing to the count, so it changes nothing.
 */
export async function withPreviewSlot<T>(
  ctx: AppContext,
  userId: string,
  work: () => Promise<T>,
): Promise<T> {
  const ticket = previewSlots.reserve();
  if (!ticket) throw new AppError(Code.SLOW_DOWN, VoiceMessage.PREVIEWS_BUSY);
  try {
    await countAttempt(ctx, `preview:${userId}`, PREVIEW_LIMIT, PREVIEW_WINDOW_MS);
    await ticket.ready;
    return await work();
  } finally {
    ticket.release();
  }
}
