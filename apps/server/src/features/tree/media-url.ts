import type { AppContext } from '../../app-context';

/**
 * Public URL of a stored media file (project thumbnails). The storage port replaces this body
 * with a signed, time-limited URL; callers already pass the context and await it.
 */
export async function mediaUrl(_ctx: AppContext, key: string): Promise<string> {
  return `/media/${key}`;
}
