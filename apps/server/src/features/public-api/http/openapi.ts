import {
  IDEMPOTENCY_KEY_MAX_LENGTH,
  PUBLIC_API_BASE_PATH,
  PublicApiHeader,
  problem,
} from '@talkreel/contract';
import { z } from 'zod';
import type { AnyApiRoute } from './api-route';

type Json = Record<string, unknown>;

/** Refusals every operation may answer, and those of operations with a body. */
const PROBLEM_RESPONSES: Record<string, { name: string; description: string }> = {
  400: { name: 'BadRequest', description: 'The request is malformed (path, query, JSON, cursor)' },
  401: { name: 'Unauthorized', description: 'No API key, or a key that no longer works' },
  403: { name: 'Forbidden', description: 'The key may not do this (scope, role, agent)' },
  404: { name: 'NotFound', description: 'No such resource in the key’s workspace' },
  409: { name: 'Conflict', description: 'Conflicts with the current state or an Idempotency-Key' },
  413: { name: 'ContentTooLarge', description: 'The request body is too large' },
  415: { name: 'UnsupportedMediaType', description: 'The body is not application/json' },
  422: { name: 'UnprocessableContent', description: 'A field of the body is invalid' },
  429: { name: 'TooManyRequests', description: 'The key’s rate limit is used up' },
  500: { name: 'InternalError', description: 'Something failed on our side' },
};
const ALWAYS = ['400', '401', '403', '404', '409', '429', '500'];
const WITH_BODY = ['413', '415', '422'];

const RATE_HEADERS = {
  [PublicApiHeader.RATE_LIMIT_LIMIT]: { $ref: '#/components/headers/RateLimitLimit' },
  [PublicApiHeader.RATE_LIMIT_REMAINING]: { $ref: '#/components/headers/RateLimitRemaining' },
  [PublicApiHeader.RATE_LIMIT_RESET]: { $ref: '#/components/headers/RateLimitReset' },
};

/**
 * JSON Schemas of the routes' zod schemas. Schemas named with `.meta({ id })` become shared
 * components (zod writes them under `$defs`, which would resolve against the document's root).
 */
class SchemaCollector {
  readonly components: Record<string, Json> = {};

  of(schema: z.ZodType, io: 'input' | 'output'): Json {
    let json: Json;
    try {
      json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Json;
    } catch {
      return {};
    }
    const { $schema: _, $defs, ...rest } = json;
    const renames: Record<string, string> = {};
    for (const [name, def] of Object.entries(($defs as Record<string, Json>) ?? {})) {
      renames[name] = this.add(name, def, io);
    }
    const rewritten = rewriteRefs(rest, renames) as Json;
    for (const name of Object.values(renames)) {
      this.components[name] = rewriteRefs(this.components[name], renames) as Json;
    }
    return rewritten;
  }

  /** Stores a named schema; the same name with another shape (an input variant) gets a suffix. */
  private add(name: string, def: Json, io: 'input' | 'output'): string {
    const text = JSON.stringify(def);
    for (const candidate of [name, `${name}${io === 'input' ? 'Input' : 'Output'}`]) {
      const known = this.components[candidate];
      if (!known) {
        this.components[candidate] = def;
        return candidate;
      }
      if (JSON.stringify(known) === text) return candidate;
    }
    return name;
  }
}

function rewriteRefs(v: unknown, renames: Record<string, string>): unknown {
  if (Array.isArray(v)) return v.map((x) => rewriteRefs(x, renames));
  if (!v || typeof v !== 'object') return v;
  const out: Json = {};
  for (const [k, x] of Object.entries(v as Json)) {
    if (k === '$ref' && typeof x === 'string' && x.startsWith('#/$defs/')) {
      const name = x.slice('#/$defs/'.length);
      out[k] = `#/components/schemas/${renames[name] ?? name}`;
    } else {
      out[k] = rewriteRefs(x, renames);
    }
  }
  return out;
}

/** Path or query parameters from an object schema, one per property. */
function parametersOf(
  collector: SchemaCollector,
  schema: z.ZodType | undefined,
  where: 'path' | 'query',
): Json[] {
  if (!schema) return [];
  const json = collector.of(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, Json>;
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, prop]) => {
    const { description, ...rest } = prop;
    return {
      name,
      in: where,
      required: where === 'path' || required.has(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: rest,
    };
  });
}

/** The route's own description, and who may call it when that is more than any key. */
function description(r: AnyApiRoute): string {
  const who = [
    r.scope === 'write' ? 'Needs a `write` key.' : '',
    r.agentOnly ? 'Agent keys only.' : '',
  ].filter(Boolean);
  return [r.description ?? '', who.join(' ')].filter(Boolean).join('\n\n');
}

const pathOf = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/**
 * The public API's OpenAPI 3.1 document, from the routes' own zod schemas: what validates a
 * request is what the document (and the typed client generated from it) says. Pure, so the
 * client package can build it without a server.
 */
export function buildPublicOpenApi(routes: AnyApiRoute[], opts: { serverUrl?: string } = {}) {
  const collector = new SchemaCollector();
  const paths: Record<string, Record<string, Json>> = {};
  for (const r of routes) {
    const status = String(r.status ?? 200);
    const parameters: Json[] = [
      ...parametersOf(collector, r.params, 'path'),
      ...parametersOf(collector, r.query, 'query'),
      // Path params a route names without a schema still belong in the document.
      ...[...r.url.matchAll(/:(\w+)/g)]
        .filter(() => !r.params)
        .map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } })),
      { $ref: '#/components/parameters/OnBehalfOf' },
    ];
    if (r.method === 'POST') parameters.push({ $ref: '#/components/parameters/IdempotencyKey' });
    const ok: Json = {
      description: r.status === 204 ? 'No content' : 'Success',
      headers: RATE_HEADERS,
    };
    if (r.status !== 204) {
      ok.content = {
        [r.contentType ?? 'application/json']: { schema: collector.of(r.reply, 'output') },
      };
    }
    const responses: Json = { [status]: ok };
    for (const code of [...ALWAYS, ...(r.body ? WITH_BODY : [])].sort()) {
      responses[code] = { $ref: `#/components/responses/${PROBLEM_RESPONSES[code].name}` };
    }
    const op: Json = {
      operationId: r.operationId,
      summary: r.summary,
      ...(description(r) ? { description: description(r) } : {}),
      tags: [r.tag],
      parameters,
      responses,
    };
    if (r.scope === 'write' || r.agentOnly) {
      op['x-talkreel-scope'] = r.scope;
      if (r.agentOnly) op['x-talkreel-agent-only'] = true;
    }
    if (r.body) {
      op.requestBody = {
        required: true,
        content: { 'application/json': { schema: collector.of(r.body, 'input') } },
      };
    }
    const path = pathOf(r.url);
    paths[path] = { ...paths[path], [r.method.toLowerCase()]: op };
  }

  const problemSchema = collector.of(problem, 'output');
  const responses: Record<string, Json> = {};
  for (const [code, { name, description }] of Object.entries(PROBLEM_RESPONSES)) {
    responses[name] = {
      description,
      headers:
        code === '429'
          ? {
              ...RATE_HEADERS,
              [PublicApiHeader.RETRY_AFTER]: { $ref: '#/components/headers/RetryAfter' },
            }
          : code === '401'
            ? {}
            : RATE_HEADERS,
      content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
    };
  }
  const intHeader = (description: string) => ({
    description,
    schema: { type: 'integer', minimum: 0 },
  });

  return {
    openapi: '3.1.0',
    info: {
      title: 'Talkreel public API',
      version: '1',
      description:
        'Make talking-actor videos from your own systems. Authenticate with an API key made in ' +
        'Settings → API keys: `Authorization: Bearer tr_...`. Errors are RFC 9457 problem ' +
        'details (`application/problem+json`) with our catalogue `code`. Lists answer ' +
        '`{ data, next_cursor }`; pass `next_cursor` back as `cursor` for the next page.',
    },
    servers: [{ url: `${opts.serverUrl ?? ''}${PUBLIC_API_BASE_PATH}` }],
    security: [{ bearerAuth: [] }],
    tags: [...new Set(routes.map((r) => r.tag))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: 'An API key: `tr_` followed by 43 letters and digits',
        },
      },
      schemas: { ...collector.components, Problem: problemSchema },
      responses,
      parameters: {
        IdempotencyKey: {
          name: PublicApiHeader.IDEMPOTENCY_KEY,
          in: 'header',
          required: false,
          description:
            'Any unique value (a UUID): the same key and body within 24 hours answers the first ' +
            'result and makes nothing new; the same key with another body is 409.',
          schema: { type: 'string', minLength: 1, maxLength: IDEMPOTENCY_KEY_MAX_LENGTH },
        },
        OnBehalfOf: {
          name: PublicApiHeader.ON_BEHALF_OF,
          in: 'header',
          required: false,
          description: "Agent keys only: the id of one of the agent's sub-users to act for.",
          schema: { type: 'string' },
        },
      },
      headers: {
        RateLimitLimit: intHeader('Calls allowed in the current window'),
        RateLimitRemaining: intHeader('Calls left in the current window'),
        RateLimitReset: intHeader('Seconds until the window starts afresh'),
        RetryAfter: intHeader('Seconds to wait before trying again'),
      },
    },
  };
}
