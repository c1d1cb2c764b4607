import { API_BASE_PATH } from '@talkreel/contract';
import { z } from 'zod';
import type { AnyRoute } from './route';

const envelopeOf = (data: unknown) => ({
  type: 'object',
  required: ['code', 'message', 'data'],
  properties: { code: { type: 'integer' }, message: { type: 'string' }, data },
});

const schemaOf = (s: z.ZodType, io: 'input' | 'output') => {
  try {
    return z.toJSONSchema(s, { io, unrepresentable: 'any' });
  } catch {
    return {};
  }
};

/** OpenAPI 3.1 document generated from the contract schemas each route declares. */
export function buildOpenApi(routes: AnyRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    const path = `${API_BASE_PATH}${r.url.replace(/:(\w+)/g, '{$1}')}`;
    const params = [...r.url.matchAll(/:(\w+)/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    const op: Record<string, unknown> = {
      summary: r.summary,
      tags: [r.tag],
      parameters: params,
      security: r.auth === 'user' ? [{ bearer: [], signature: [] }] : [],
    };
    if ('handler' in r) {
      if (r.input && (r.method === 'POST' || r.method === 'PUT')) {
        op.requestBody = {
          content: { 'application/json': { schema: schemaOf(r.input, 'input') } },
        };
      }
      op.responses = {
        200: {
          description: 'Envelope; code 200 is success, other codes per the error catalogue',
          content: { 'application/json': { schema: envelopeOf(schemaOf(r.reply, 'input')) } },
        },
      };
    } else {
      op.responses = { 200: { description: 'See summary' } };
    }
    paths[path] = { ...paths[path], [r.method.toLowerCase()]: op };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Talkreel API',
      version: '1',
      description:
        'Signed calls carry Authorization: Bearer <token> (or Auth-Token), X-Timestamp (ms) and ' +
        'X-Signature = hex SHA-256(timestamp + token + secret).',
    },
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        signature: { type: 'apiKey', in: 'header', name: 'X-Signature' },
      },
    },
    paths,
  };
}
