/**
 * Which proxies may tell us the client address in X-Forwarded-For: none (the socket address is
 * the client), the last N hops, or only the listed addresses/CIDRs. Never "everyone", or any
 * client could pick its own address and walk past the per-address caps.
 */
export type TrustProxy = false | number | string[];

/**
 * Reads TRUST_PROXY: unset/`false`/`0` trusts nobody; a whole number is a hop count (`true`,
 * the old switch, means one balancer in front); anything else is a comma-separated list.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const v = (value ?? '').trim();
  if (v === '' || v === 'false' || v === '0') return false;
  if (v === 'true') return 1;
  if (/^\d+$/.test(v)) return Number(v);
  const list = v
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  return list.length ? list : false;
}

/**
 * Fastify's own number option now trusts nobody (it cannot check the peer), so a hop count
 * becomes a function: the socket peer and the next N-1 forwarded hops are proxies. That is
 * only safe when the server cannot be reached around the balancer; a list is safer.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}
