import {
  Code,
  Header,
  ProblemSlug,
  PUBLIC_API_BASE_PATH,
  PublicApiHeader,
} from '@talkreel/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../app-context';
import { pickLanguage } from '../../../http/language';
import { authenticateApiKey } from '../../api-keys/authenticate-api-key';
import { resolveOnBehalfOf } from '../../api-keys/on-behalf-of';
import type { ApiPrincipal } from '../../api-keys/principal';
import type { AnyApiRoute } from './api-route';
import { registerApiDocsPage } from './docs-page';
import {
  abandonIdempotent,
  finishIdempotent,
  idempotencyKeyOf,
  requestHashOf,
  startIdempotent,
} from './idempotency';
import { buildPublicOpenApi } from './openapi';
import { ApiProblem, problemOf, sendProblem } from './problem-reply';
import { applyRateLimit, countApiCall } from './rate-limit';
import { parseRequestPart } from './request-input';

const ON_BEHALF_OF = PublicApiHeader.ON_BEHALF_OF.toLowerCase();
const IDEMPOTENCY_KEY = PublicApiHeader.IDEMPOTENCY_KEY.toLowerCase();

/**
 * The public API (issue 25) as its own Fastify plugin under /api/public/v1: API keys instead of
 * signed sessions, problem+json instead of the envelope, per-key rate limits and idempotent
 * POSTs. /api/v1 and its error handler are untouched. Also serves the OpenAPI document and the
 * reference page.
 */
export async function registerPublicApi(
  app: FastifyInstance,
  full: AppContext,
  routes: AnyApiRoute[],
): Promise<void> {
  const openapi = JSON.stringify(buildPublicOpenApi(routes));
  await app.register(
    async (door) => {
      door.setErrorHandler((err, req, reply) => {
        const problem = problemOf(err, req);
        if (problem.status >= 500) req.log.error({ err, reqId: req.id }, 'unhandled error');
        return sendProblem(req, reply, problem);
      });
      for (const route of routes) {
        door.route({
          method: route.method,
          url: route.url,
          bodyLimit: route.bodyLimit,
          handler: (req, reply) => handleApiCall(full, route, req, reply),
        });
      }
      door.get('/openapi.json', (_req, reply) =>
        reply.type('application/json; charset=utf-8').send(openapi),
      );
      // Anything else under the prefix is a 404 problem, not the web app's envelope or page.
      const noSuchOperation = async () => {
        throw new ApiProblem(404, ProblemSlug.NOT_FOUND, 'No such operation', Code.NOT_FOUND);
      };
      door.all('/', noSuchOperation);
      door.all('/*', noSuchOperation);
    },
    { prefix: PUBLIC_API_BASE_PATH },
  );
  await registerApiDocsPage(app);
}

/** One call: who, how often, may they, is it well-formed, was it answered before, then the work. */
async function handleApiCall(
  full: AppContext,
  route: AnyApiRoute,
  req: FastifyRequest,
  reply: FastifyReply,
) {
  const lang = pickLanguage(req.headers[Header.LANGUAGE] as string | undefined);
  const ctx: AppContext = { ...full, requestId: req.id, lang };
  let principal: ApiPrincipal = await authenticateApiKey(ctx, req);
  applyRateLimit(reply, await countApiCall(ctx, principal.keyId, route.scope));
  if (route.scope === 'write' && principal.scope !== 'write') {
    throw new ApiProblem(
      403,
      ProblemSlug.INSUFFICIENT_SCOPE,
      'This API key may only read; this operation needs a write key',
      Code.ACCESS_RESTRICTED,
    );
  }
  const onBehalfOf = req.headers[ON_BEHALF_OF];
  if (typeof onBehalfOf === 'string' && onBehalfOf.trim()) {
    principal = await resolveOnBehalfOf(ctx, principal, onBehalfOf.trim());
  }
  if (route.agentOnly && !principal.agentId) {
    throw new ApiProblem(
      403,
      ProblemSlug.FORBIDDEN,
      'Only agent keys may call this operation',
      Code.ACCESS_RESTRICTED,
    );
  }
  const params = parseRequestPart(route.params, req.params, 'path');
  const query = parseRequestPart(route.query, req.query, 'query');
  const body = parseRequestPart(route.body, req.body, 'body');
  const status = route.status ?? 200;
  const run = async () => {
    const result = await route.handler({ ctx, principal, params, query, body, req, reply });
    if (route.contentType) return String(result);
    return status === 204 ? null : JSON.stringify(result ?? null);
  };

  const idempotencyKey =
    route.method === 'POST' ? idempotencyKeyOf(req.headers[IDEMPOTENCY_KEY]) : null;
  if (!idempotencyKey) return sendJson(reply, status, await run(), route.contentType);

  const path = req.url.split('?')[0];
  const hash = requestHashOf(
    route.method,
    path,
    route.body ? req.body : null,
    principal.onBehalfOf,
  );
  const start = await startIdempotent(ctx, principal.keyId, idempotencyKey, hash);
  if (start.kind === 'replay') {
    reply.header(PublicApiHeader.IDEMPOTENT_REPLAYED, 'true');
    return sendJson(reply, start.status, start.body, route.contentType);
  }
  let json: string | null;
  try {
    json = await run();
  } catch (err) {
    await abandonIdempotent(ctx, principal.keyId, idempotencyKey);
    throw err;
  }
  await finishIdempotent(ctx, principal.keyId, idempotencyKey, status, json);
  return sendJson(reply, status, json, route.contentType);
}

function sendJson(
  reply: FastifyReply,
  status: number,
  json: string | null,
  contentType = 'application/json',
) {
  if (json === null) return reply.status(status).send();
  return reply.status(status).type(`${contentType}; charset=utf-8`).send(json);
}
