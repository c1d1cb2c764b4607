import { MEDIA_LINK_TTL_MS } from '@talkreel/contract';
import type { AppContext } from '../../../app-context';
import type { ObjectStore } from '../../../ports/storage/object-store';
import { mediaUrl } from '../../tree/media-url';
import { isoTime } from '../../tree/paging';

export interface SignedLink {
  url: string | null;
  expiresAt: string | null;
}

/**
 * How long a signed link is answered again rather than signed afresh. A list of 100 videos
 * carries 300 links, and signing each (an HMAC, a query string, an absolute URL) was a quarter
 * of the call's CPU; the same key's link is reused for this long, with the expiry stated when
 * it was signed (so never later than the link's own, at most this much earlier than a fresh
 * one's). Short next to the links' 10 minutes.
 */
export const LINK_REUSE_MS = 30_000;
/** Links remembered per store; past this the memory starts afresh. */
const LINK_CACHE_MAX = 20_000;

interface CachedLink extends SignedLink {
  signedAt: number;
}
/** Per store (tests run several), keyed by the public URL and the object key. */
const linkCache = new WeakMap<ObjectStore, Map<string, CachedLink>>();

const NO_LINK: SignedLink = { url: null, expiresAt: null };

/** A still-fresh link of the key signed earlier, or undefined. */
function reusedLink(
  cache: Map<string, CachedLink>,
  cacheKey: string,
  now: number,
): SignedLink | undefined {
  const hit = cache.get(cacheKey);
  return hit && now >= hit.signedAt && now - hit.signedAt < LINK_REUSE_MS ? hit : undefined;
}

async function signFresh(
  ctx: AppContext,
  cache: Map<string, CachedLink>,
  cacheKey: string,
  key: string,
): Promise<SignedLink> {
  // Taken before signing, so the stated expiry is never later than the link's own.
  const signedAt = ctx.now();
  const expiresAt = isoTime(signedAt + MEDIA_LINK_TTL_MS);
  const link = { url: absoluteUrl(ctx, await mediaUrl(ctx, key)), expiresAt, signedAt };
  if (cache.size >= LINK_CACHE_MAX) cache.clear();
  cache.set(cacheKey, link);
  return link;
}

function cacheOf(ctx: AppContext): Map<string, CachedLink> {
  let cache = linkCache.get(ctx.storage);
  if (!cache) {
    cache = new Map();
    linkCache.set(ctx.storage, cache);
  }
  return cache;
}

/**
 * Stored files as signed addresses and the moments they stop working (null: no file), in the
 * keys' order. Other systems fetch them from elsewhere, so a local store's path is made
 * absolute on PUBLIC_URL. Only links not signed in the last LINK_REUSE_MS are awaited.
 */
export async function signedLinks(
  ctx: AppContext,
  keys: readonly (string | null)[],
): Promise<SignedLink[]> {
  const cache = cacheOf(ctx);
  const now = ctx.now();
  const base = ctx.config.publicUrl;
  const links: SignedLink[] = [];
  let misses: Promise<void>[] | undefined;
  keys.forEach((key, i) => {
    if (!key) {
      links.push(NO_LINK);
      return;
    }
    const cacheKey = `${base}\n${key}`;
    const hit = reusedLink(cache, cacheKey, now);
    links.push(hit ?? NO_LINK);
    if (!hit) {
      misses ??= [];
      misses.push(
        signFresh(ctx, cache, cacheKey, key).then((link) => {
          links[i] = link;
        }),
      );
    }
  });
  if (misses) await Promise.all(misses);
  return links;
}

/** One stored file as a signed address and the moment it stops working (null: no file). */
export async function signedLink(ctx: AppContext, key: string | null): Promise<SignedLink> {
  const [link] = await signedLinks(ctx, [key]);
  return link;
}

/** An ISO 8601 time, or null. */
export const isoOrNull = (ms: number | null) => (ms === null ? null : isoTime(Number(ms)));

/** An address the server gave as a path (local store), made absolute on PUBLIC_URL. */
export const absoluteUrl = (ctx: AppContext, url: string) =>
  new URL(url, `${ctx.config.publicUrl}/`).href;
