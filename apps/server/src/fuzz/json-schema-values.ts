/**
 * Values for the fuzzer, read from the JSON Schema subset the contract's zod schemas produce
 * (type lists, anyOf, enum/const, string lengths and patterns, number bounds, arrays, objects).
 */
export type JsonSchema = {
  type?: string | string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  default?: unknown;
};

export type Rng = () => number;

/** Deterministic generator, so a failing run can be replayed from its printed seed. */
export function seededRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)];

const typesOf = (s: JsonSchema): string[] =>
  s.type === undefined ? [] : Array.isArray(s.type) ? s.type : [s.type];

/** A plausible value that satisfies the schema, or undefined where the schema allows anything. */
export function sampleOf(s: JsonSchema, rng: Rng): unknown {
  if (s.const !== undefined) return s.const;
  if (s.enum) return pick(rng, s.enum);
  const alts = s.anyOf ?? s.oneOf;
  if (alts) return sampleOf(pick(rng, alts), rng);
  const type = typesOf(s).find((t) => t !== 'null') ?? typesOf(s)[0];
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(s.properties ?? {})) out[k] = sampleOf(v, rng);
      return out;
    }
    case 'array': {
      if (s.prefixItems) return s.prefixItems.map((p) => sampleOf(p, rng));
      const n = Math.max(s.minItems ?? 0, 1);
      return Array.from({ length: Math.min(n, s.maxItems ?? n) }, () =>
        sampleOf(s.items ?? {}, rng),
      );
    }
    case 'string':
      if (s.format === 'email') return 'fuzz@example.com';
      if (s.pattern === '^\\d+$') return '1';
      return 'x'.repeat(Math.max(s.minLength ?? 1, 1));
    case 'integer':
    case 'number':
      return Math.max(s.minimum ?? 1, (s.exclusiveMinimum ?? 0) + 1);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return 'x';
  }
}

/** Types the schema accepts at this level (the union over anyOf), or null when it takes any. */
function acceptedTypes(s: JsonSchema): Set<string> | null {
  if (s.const !== undefined || s.enum) return new Set(['literal']);
  const alts = s.anyOf ?? s.oneOf;
  if (alts) {
    const all = new Set<string>();
    for (const a of alts) {
      const t = acceptedTypes(a);
      if (t === null) return null;
      for (const x of t) all.add(x);
    }
    return all;
  }
  const t = typesOf(s);
  if (t.length === 0) return null;
  const set = new Set(t);
  if (set.has('integer')) set.add('number');
  return set;
}

/** Values of a JSON type none of the accepted types admits. */
const WRONG_TYPED: Record<string, unknown[]> = {
  object: [{ $gt: '' }, JSON.parse('{"__proto__":{"admin":true}}'), {}],
  array: [[], [1, 'two', null], ['x']],
  boolean: [true, false],
  string: ['', 'NaN', '1e309'],
  number: [-1, 0, 1.5, Number.MAX_SAFE_INTEGER * 4],
  null: [null],
};

export interface Violation {
  /** Property path from the body's root. */
  path: string[];
  /** `undefined` with `remove` set means the property is left out. */
  value?: unknown;
  remove?: boolean;
  why: string;
}

/**
 * Changes that make a body invalid for certain: a required property left out, a value of a
 * type the schema does not admit, a string over its maximum, a number under its minimum, an
 * enum value outside its set, an array over its maximum.
 */
export function violationsOf(s: JsonSchema, path: string[] = []): Violation[] {
  const out: Violation[] = [];
  const accepted = acceptedTypes(s);
  if (path.length > 0 && accepted) {
    for (const [type, values] of Object.entries(WRONG_TYPED)) {
      const admitted =
        accepted.has(type) ||
        (type === 'number' && accepted.has('integer')) ||
        // A literal set admits only its own values; anything of another type is out.
        (accepted.has('literal') && [...(s.enum ?? [s.const])].some((v) => typeof v === type));
      if (!admitted)
        for (const value of values) out.push({ path, value, why: `wrong type ${type}` });
    }
  }
  if (s.enum && path.length > 0 && s.enum.every((v) => typeof v === 'string')) {
    out.push({ path, value: 'not-one-of-them', why: 'outside enum' });
  }
  const alts = s.anyOf ?? s.oneOf;
  // Bounds inside a union are only certain when every branch shares them; skip unions.
  if (!alts && path.length > 0) {
    if (s.maxLength !== undefined) {
      out.push({ path, value: 'é'.repeat(s.maxLength + 1), why: 'string over maxLength' });
    }
    if (s.minLength !== undefined && s.minLength > 0 && typesOf(s).every((t) => t === 'string')) {
      out.push({ path, value: '', why: 'string under minLength' });
    }
    if (s.minimum !== undefined && typesOf(s).every((t) => t === 'number' || t === 'integer')) {
      out.push({ path, value: s.minimum - 1, why: 'number under minimum' });
    }
    if (s.maximum !== undefined && typesOf(s).every((t) => t === 'number' || t === 'integer')) {
      out.push({ path, value: s.maximum + 1, why: 'number over maximum' });
    }
    if (s.maxItems !== undefined) {
      const item = sampleOf(s.items ?? {}, seededRng(1));
      out.push({
        path,
        value: Array.from({ length: s.maxItems + 1 }, () => item),
        why: 'array over maxItems',
      });
    }
  }
  if (typesOf(s).includes('object') && s.properties) {
    for (const [k, v] of Object.entries(s.properties)) {
      if (s.required?.includes(k))
        out.push({ path: [...path, k], remove: true, why: `missing ${k}` });
      out.push(...violationsOf(v, [...path, k]));
    }
  }
  return out;
}

/** Bodies the JSON parser or content-type check refuses before any handler runs (both fuzzers). */
export const UNPARSABLE_BODIES: { contentType: string; raw: string; why: string }[] = [
  { contentType: 'application/json', raw: '{"a":', why: 'truncated JSON' },
  { contentType: 'application/json', raw: '{"a":1,}', why: 'trailing comma' },
  { contentType: 'application/json', raw: '', why: 'empty JSON body' },
  { contentType: 'text/plain', raw: 'hello', why: 'text body' },
  { contentType: 'application/xml', raw: '<a/>', why: 'xml body' },
  { contentType: 'application/json', raw: `{"x":"${'y'.repeat(300 * 1024)}"}`, why: 'oversized' },
];

/** Noise that keeps a body's validity as it is: extra fields and odd unicode in free text. */
export const NOISE_VALUES: unknown[] = [
  'ＴＥＳＴ 🎬 ‮evil‬',
  '\u0000nul',
  '\ud800 lone surrogate',
  "'; DROP TABLE users; --",
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  -2147483649,
  1e308,
  { nested: { deeper: [1, 2, { deepest: true }] } },
];

export function applyViolation(body: unknown, v: Violation): unknown {
  if (v.path.length === 0) return v.value;
  const root = structuredClone(body) as Record<string, unknown>;
  let node = root;
  for (const key of v.path.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  const last = v.path[v.path.length - 1];
  if (v.remove) delete node[last];
  else node[last] = v.value;
  return root;
}
