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

/** How a fuzzed public API call presents itself. */
export type PublicCredentials =
  /** The workspace owner's write key. */
  | 'key'
  /** A read key of the same workspace, on operations that need a write key. */
  | 'read-key'
  | 'none'
  | 'unknown-key'
  | 'revoked-key'
  /** The web app's session token: the two surfaces do not mix. */
  | 'session-token'
  | 'malformed-authorization'
  /** The write key, with a Talkreel-On-Behalf-Of header it is not an agent key for. */
  | 'key-on-behalf-of';

export interface PublicFuzzCase {
  method: string;
  /** Path with its parameters filled in and its query, below the server root. */
  path: string;
  credentials: PublicCredentials;
  contentType?: string;
  /** Sent as JSON; no body when undefined. */
  body?: unknown;
  raw?: string;
  /** An Idempotency-Key header to send (POST only). */
  idempotencyKey?: string;
  why: string;
}

type Json = Record<string, unknown>;

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: JsonSchema;
}

export interface PublicOperation {
  parameters?: (Parameter | { $ref: string })[];
  requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
  'x-talkreel-scope'?: 'read' | 'write';
}

export interface PublicOpenApi {
  servers: { url: string }[];
  paths: Record<string, Record<string, PublicOperation>>;
  components: Json;
}

/** A document's `#/components/...` references replaced by what they point to (cycles cut). */
export function inlineRefs<T>(value: T, doc: PublicOpenApi, seen: string[] = []): T {
  if (Array.isArray(value)) return value.map((v) => inlineRefs(v, doc, seen)) as T;
  if (!value || typeof value !== 'object') return value;
  const ref = (value as Json).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/')) {
    if (seen.includes(ref)) return {} as T;
    const target = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, key) => (node as Json | undefined)?.[key], doc);
    return inlineRefs(target as T, doc, [...seen, ref]);
  }
  return Object.fromEntries(
    Object.entries(value as Json).map(([k, v]) => [k, inlineRefs(v, doc, seen)]),
  ) as T;
}

const FORGED: PublicCredentials[] = [
  'none',
  'unknown-key',
  'revoked-key',
  'session-token',
  'malformed-authorization',
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
  'stock-actor-..',
];

/** Query values that no page, filter or cursor takes. */
const ODD_QUERY_VALUES = [
  '0',
  '-1',
  '101',
  '1e9',
  'abc',
  '',
  '%00',
  'null',
  '[]',
  'a'.repeat(2000),
];

const UNPARSABLE: Pick<PublicFuzzCase, 'contentType' | 'raw' | 'why'>[] = [
  ...UNPARSABLE_BODIES,
  { contentType: 'application/json', raw: '[1,2,3]', why: 'JSON array body' },
  { contentType: 'audio', raw: 'x', why: 'invalid media type' },
];

/**
 * Calls of one public API operation that must all be refused with a problem (or, for GET, be
 * read-only): forged or wrong-surface credentials, a read key on a write operation, bodies
 * that break their schema, unparsable bodies, ids that name nothing, odd queries, malformed
 * Idempotency-Key headers. A body that could pass validation is only ever sent with credentials
 * that cannot write.
 */
export function publicCasesFor(
  method: string,
  template: string,
  rawOp: PublicOperation,
  doc: PublicOpenApi,
  rng: Rng,
): { fixed: PublicFuzzCase[]; random: () => PublicFuzzCase } {
  const op = inlineRefs(rawOp, doc);
  const base = doc.servers[0]?.url ?? '';
  const parameters = (op.parameters ?? []) as Parameter[];
  const queryParams = parameters.filter((p) => p.in === 'query');
  const schema = op.requestBody?.content['application/json'].schema;
  const hasBody = method === 'POST' || method === 'PATCH';
  const fill = (odd: boolean) =>
    `${base}${template.replace(/\{(\w+)\}/g, () =>
      odd ? encodeURI(pick(rng, ODD_IDS)) : `fuzz${Math.floor(rng() * 1e6)}`,
    )}`;
  const violations = schema ? [...violationsOf(schema), ...pictureViolations(schema)] : [];
  const validBody = () => (schema ? sampleOf(schema, rng) : hasBody ? {} : undefined);
  const withNoise = (body: unknown) => {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
    return { ...(body as Json), [`extra_${Math.floor(rng() * 1000)}`]: pick(rng, NOISE_VALUES) };
  };
  const idempotencyKey = () =>
    method === 'POST' && rng() < 0.5 ? `fuzz-${Math.floor(rng() * 1e9)}` : undefined;

  const fixed: PublicFuzzCase[] = [];
  const makers: (() => PublicFuzzCase)[] = [];

  makers.push(() => ({
    method,
    path: fill(rng() < 0.5),
    credentials: pick(rng, FORGED),
    body: hasBody ? withNoise(validBody()) : undefined,
    idempotencyKey: idempotencyKey(),
    why: 'forged credentials',
  }));
  if (op['x-talkreel-scope'] === 'write') {
    const readKey = (): PublicFuzzCase => ({
      method,
      path: fill(false),
      credentials: 'read-key',
      body: hasBody ? validBody() : undefined,
      idempotencyKey: idempotencyKey(),
      why: 'read key on a write operation',
    });
    fixed.push(readKey());
    makers.push(readKey);
  }
  makers.push(() => ({
    method,
    path: fill(rng() < 0.5),
    credentials: 'key-on-behalf-of',
    body: hasBody ? validBody() : undefined,
    why: 'on behalf of someone with a key that is no agent key',
  }));
  if (hasBody) {
    for (const v of violations) {
      fixed.push({
        method,
        path: fill(false),
        credentials: 'key',
        body: applyViolation(validBody(), v),
        idempotencyKey: idempotencyKey(),
        why: v.why,
      });
    }
    if (violations.length) {
      makers.push(() => {
        const v = pick(rng, violations);
        return {
          method,
          path: fill(rng() < 0.3),
          credentials: 'key',
          body: withNoise(applyViolation(validBody(), v)),
          idempotencyKey: idempotencyKey(),
          why: v.why,
        };
      });
    }
    makers.push(() => ({
      method,
      path: fill(false),
      credentials: 'key',
      ...pick(rng, UNPARSABLE),
      idempotencyKey: idempotencyKey(),
    }));
  }
  if (method === 'POST' && violations.length) {
    // An Idempotency-Key no server keeps (too long, empty) on a body that is invalid anyway.
    makers.push(() => ({
      method,
      path: fill(false),
      credentials: 'key',
      body: applyViolation(validBody(), pick(rng, violations)),
      // Header values are Latin-1: no emoji can be sent at all.
      idempotencyKey: pick(rng, ['k'.repeat(300), ' ', 'caf\u00e9 cl\u00e9']),
      why: 'odd Idempotency-Key',
    }));
  }
  if (template.includes('{')) {
    makers.push(() => ({
      method,
      path: fill(true),
      credentials: 'key',
      // Only where nothing could be created: an id that names nothing, or an invalid body.
      body: hasBody
        ? violations.length
          ? applyViolation(validBody(), pick(rng, violations))
          : validBody()
        : undefined,
      why: 'id that names nothing',
    }));
  }
  if (method === 'GET') {
    // A read as a client would make it, its query sampled from the schemas: answered, not refused.
    makers.push(() => {
      const query = queryParams
        .filter((p) => p.required || rng() < 0.5)
        .map((p) => `${p.name}=${encodeURIComponent(String(sampleOf(p.schema, rng) ?? ''))}`)
        .filter((pair) => !pair.startsWith('cursor='));
      return {
        method,
        path: `${fill(false)}${query.length ? `?${query.join('&')}` : ''}`,
        credentials: 'key',
        why: 'plain read',
      };
    });
    makers.push(() => {
      const names = [...queryParams.map((p) => p.name), 'limit', 'cursor', 'page_size'];
      const query = names
        .filter(() => rng() < 0.6)
        .map((n) => `${n}=${encodeURIComponent(pick(rng, ODD_QUERY_VALUES))}`);
      query.push(
        `${encodeURIComponent(String(pick(rng, NOISE_VALUES)).replace(/[\ud800-\udfff]/g, ''))}=1`,
      );
      return {
        method,
        path: `${fill(rng() < 0.5)}?${query.join('&')}`,
        credentials: 'key',
        why: 'odd query',
      };
    });
  }
  return { fixed, random: () => pick(rng, makers)() };
}

/** The credentials a fuzz run holds: keys of one workspace and its owner's session token. */
export interface PublicFuzzKeys {
  write: string;
  read: string;
  revoked: string;
  sessionToken: string;
}

export function publicHeadersFor(c: PublicFuzzCase, keys: PublicFuzzKeys): Record<string, string> {
  const h: Record<string, string> = { 'x-forwarded-for': '10.201.0.1' };
  if (c.contentType) h['content-type'] = c.contentType;
  else if (c.body !== undefined) h['content-type'] = 'application/json';
  if (c.idempotencyKey !== undefined) h['idempotency-key'] = c.idempotencyKey;
  const bearer = (secret: string) => ({ ...h, authorization: `Bearer ${secret}` });
  switch (c.credentials) {
    case 'key':
      return bearer(keys.write);
    case 'read-key':
      return bearer(keys.read);
    case 'key-on-behalf-of':
      return { ...bearer(keys.write), 'talkreel-on-behalf-of': 'fuzz-sub-user' };
    case 'none':
      return h;
    case 'unknown-key':
      return bearer(`tr_${'Z'.repeat(43)}`);
    case 'revoked-key':
      return bearer(keys.revoked);
    case 'session-token':
      return bearer(keys.sessionToken);
    case 'malformed-authorization':
      return { ...h, authorization: `Basic ${keys.write}` };
  }
}

export interface PublicOutcome {
  c: PublicFuzzCase;
  status: number;
  problem?: string;
}

/**
 * What a refusal must be: `application/problem+json` whose body has RFC 9457's fields, its
 * `status` the HTTP status, and a catalogue `code`. A 2xx is only right for a read.
 */
export async function judgePublicReply(
  c: PublicFuzzCase,
  res: Response,
  catalogue: Set<number>,
): Promise<PublicOutcome> {
  const text = await res.text();
  const out = { c, status: res.status };
  if (res.ok) {
    return c.method === 'GET' ? out : { ...out, problem: 'accepted a call it should refuse' };
  }
  const type = res.headers.get('content-type') ?? '';
  if (!type.startsWith('application/problem+json'))
    return { ...out, problem: `refused as ${type || 'no content type'}: ${text.slice(0, 80)}` };
  let body: Json;
  try {
    body = JSON.parse(text);
  } catch {
    return { ...out, problem: `problem is not JSON: ${text.slice(0, 80)}` };
  }
  const fields = ['type', 'title', 'detail'].filter((f) => typeof body[f] !== 'string');
  if (fields.length) return { ...out, problem: `problem without ${fields.join(', ')}` };
  if (body.status !== res.status)
    return { ...out, problem: `problem status ${String(body.status)} on HTTP ${res.status}` };
  if (typeof body.code !== 'number' || !catalogue.has(body.code))
    return { ...out, problem: `code outside the catalogue: ${String(body.code)}` };
  return out;
}
