import { memoByHeader } from './header-memo';

export type ReplyEncoding = 'br' | 'gzip';

/**
 * The encoding to send a compressible reply in, from the request's Accept-Encoding: brotli when
 * the client takes it (every current browser does), else gzip, else none. A `q=0` refuses an
 * encoding, and `*` stands for any not named; anything unreadable counts as not accepted.
 */
export function preferredEncoding(header: string | undefined): ReplyEncoding | undefined {
  return header ? readEncoding(header) : undefined;
}

const readEncoding = memoByHeader(parse);

function parse(header: string): ReplyEncoding | undefined {
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return undefined;
}
