import { lazyChunk } from '../app/lazyChunk';
import type { LazyReply } from './client';

type EntryReplies = typeof import('./entryReplies');

const replies = lazyChunk(() => import('./entryReplies'));

/**
 * One of the login path's reply schemas, for `callApi({ reply })`: fetched (with zod) while
 * the call is on its way the first time, handed over at once afterwards.
 */
export const entryReply =
  <K extends keyof EntryReplies>(name: K): LazyReply<EntryReplies[K]> =>
  () =>
    replies.value ? replies.value[name] : replies.load().then((m) => m[name]);
