import {
  applyViolation,
  type JsonSchema,
  NOISE_VALUES,
  pick,
  type Rng,
  sampleOf,
  UNPARSABLE_BODIES,
  violationsOf,
} from './json-schema-values';
import { pictureViolations } from './picture-violations';

/** How a fuzzed call presents itself. */
export type Credentials =
  | 'signed'
  | 'none'
  | 'token-without-signature'
  | 'wrong-signature'
  | 'stale-timestamp'
  | 'unknown-token';

export interface FuzzCase {
  method: string;
  /** Path with its parameters filled in, below the server root. */
  path: string;
  credentials: Credentials;
  contentType?: string;
  /** Sent as is when a string, as JSON otherwise; no body when undefined. */
  body?: unknown;
  raw?: string;
  why: string;
}

interface Operation {
  security?: unknown[];
  requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
}

const FORGED: Credentials[] = [
  'none',
  'token-without-signature',
  'wrong-signature',
  'stale-timestamp',
  'unknown-token',
];

/** Path parameter values no record can have: nothing is found, nothing is written. */
const ODD_IDS = [
  '0',
  '-1',
  '99999999999999999999999',
  'ＴＥＳＴ🎬',
  "1' OR '1'='1",
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  'a'.repeat(400),
  'null',
  '1.5e3',
];

/**
 * Calls that must all be refused (or, for GET, be read-only): forged credentials on signed
 * routes, bodies that break their schema, unparsable bodies, and ids that name nothing. A body
 * that could pass validation is only ever sent with forged credentials or to a GET.
 */
export function casesFor(
  method: string,
  template: string,
  op: Operation,
  rng: Rng,
): { fixed: FuzzCase[]; random: () => FuzzCase } | null {
  const signedRoute = (op.security?.length ?? 0) > 0;
  const schema = op.requestBody?.content['application/json'].schema;
  const params = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  const fill = (odd: boolean) =>
    template.replace(/\{(\w+)\}/g, () =>
      odd ? encodeURI(pick(rng, ODD_IDS)) : `fuzz${Math.floor(rng() * 1e6)}`,
    );
  const violations = schema ? [...violationsOf(schema), ...pictureViolations(schema)] : [];
  const validBody = () => (schema ? sampleOf(schema, rng) : undefined);
  const withNoise = (body: unknown) => {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
    const noisy = { ...(body as Record<string, unknown>) };
    noisy[`extra_${Math.floor(rng() * 1000)}`] = pick(rng, NOISE_VALUES);
    return noisy;
  };
  const readOnly = method === 'GET';
  const fixed: FuzzCase[] = [];
  const invalid = (): FuzzCase | null => {
    if (violations.length === 0) return null;
    const v = pick(rng, violations);
    return {
      method,
      path: fill(rng() < 0.3),
      credentials: 'signed',
      body: withNoise(applyViolation(validBody(), v)),
      why: v.why,
    };
  };
  const forged = (): FuzzCase => ({
    method,
    path: fill(rng() < 0.5),
    credentials: pick(rng, FORGED),
    body: method === 'POST' || method === 'PUT' ? withNoise(validBody() ?? {}) : undefined,
    why: 'forged credentials',
  });
  const unparsable = (): FuzzCase => ({
    method,
    path: fill(false),
    credentials: 'signed',
    ...pick(rng, UNPARSABLE_BODIES),
  });
  const oddId = (): FuzzCase => ({
    method,
    path: fill(true),
    credentials: 'signed',
    body: method === 'POST' || method === 'PUT' ? withNoise(validBody() ?? {}) : undefined,
    why: 'id that names nothing',
  });
  const oddQuery = (): FuzzCase => ({
    method,
    path: `${fill(rng() < 0.5)}?${encodeURIComponent(String(pick(rng, NOISE_VALUES)).replace(/[\ud800-\udfff]/g, ''))}=${pick(rng, ODD_IDS)}&page=-1&page_size=1e9`,
    credentials: 'signed',
    why: 'odd query',
  });

  const makers: (() => FuzzCase | null)[] = [];
  if (signedRoute) makers.push(forged);
  if (method === 'POST' || method === 'PUT') {
    if (violations.length) makers.push(invalid);
    makers.push(unparsable);
    for (const v of violations) {
      fixed.push({
        method,
        path: fill(false),
        credentials: 'signed',
        body: applyViolation(validBody(), v),
        why: v.why,
      });
    }
  }
  if (params.length) makers.push(oddId);
  // Public GETs may write (a sign-in key is minted per call); only signed reads are read-only.
  if (readOnly && signedRoute) makers.push(oddQuery);
  if (makers.length === 0) return null;
  return {
    fixed,
    random: () => {
      for (;;) {
        const c = pick(rng, makers)();
        if (c) return c;
      }
    },
  };
}
