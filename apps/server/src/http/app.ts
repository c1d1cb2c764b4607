import { randomUUID } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import { API_BASE_PATH, Code, Header, JSON_BODY_MAX_BYTES, Message } from '@talkreel/contract';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import type { AnyApiRoute } from '../features/public-api/http/api-route';
import { registerPublicApi } from '../features/public-api/http/register-public-api';
import { publicApiRoutes } from '../features/public-api/routes';
import { registerHealthRoutes } from '../ops/health-routes';
import { registerMetrics } from '../ops/metrics-route';
import { isLocalObjectStore } from '../ports/storage/local-store';
import { registerMediaRoute } from '../ports/storage/media-route';
import { registerUploadPutRoute } from '../ports/storage/upload-put-route';
import { AccessLog } from './access-log';
import { AppError } from './app-error';
import { type AuthUser, authenticate } from './auth';
import { knownReply } from './known-json';
import { pickLanguage } from './language';
import { buildOpenApi } from './openapi';
import { requestSerializer } from './redact-url';
import type { AnyRoute } from './route';
import { registerSecurityHeaders } from './security-headers';
import { fastifyTrustProxy } from './trust-proxy';
import { parseInput } from './validate';
import { registerWebApp } from './web-app';

const REQUEST_ID_PATTERN = /^[\w.:-]{1,128}$/;

export interface AppOptions {
  routes: AnyRoute[];
  /** Operations of the public API (/api/public/v1); all of them unless a test names its own. */
  publicRoutes?: AnyApiRoute[];
  /** Built SPA to serve at /, with index.html for client routes. */
  webDist?: string;
  logger?: boolean | object;
}

export async function buildApp(
  ctx: Omit<AppContext, 'log'>,
  options: AppOptions,
): Promise<{ app: FastifyInstance; ctx: AppContext }> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: ctx.config.logLevel,
            ...(typeof options.logger === 'object' ? options.logger : {}),
            // Tokens, codes and link signatures in query strings stay out of the logs.
            serializers: { req: requestSerializer },
          },
    logController: new AccessLog(),
    trustProxy: fastifyTrustProxy(ctx.config.trustProxy),
    // Files come as multipart uploads with their own caps; JSON calls are small.
    bodyLimit: JSON_BODY_MAX_BYTES,
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers[Header.REQUEST_ID];
      return typeof given === 'string' && REQUEST_ID_PATTERN.test(given) ? given : randomUUID();
    },
  });
  const full: AppContext = { ...ctx, log: app.log };
  registerSecurityHeaders(app, ctx.config);

  await app.register(fastifyMultipart, { limits: { fileSize: 1024 * 1024 * 1024, files: 1 } });
  // Calls take JSON (or multipart files) only. Fastify would also parse text/plain, and a text
  // body on a call without input (logout, the first-creation marker) would then be obeyed.
  app.removeContentTypeParser('text/plain');

  // Local objects are served here; S3 links point at the bucket instead.
  if (isLocalObjectStore(full.storage)) registerMediaRoute(app, full.storage, full.now);
  // ...and uploaded to here through presigned PUT addresses.
  if (isLocalObjectStore(full.storage)) await registerUploadPutRoute(app, full.storage);

  // Set as the request arrives, so every reply carries it, refusals and errors included (the
  // error handler keeps headers already set). Callback hooks: no promise per request.
  app.addHook('onRequest', (req, reply, done) => {
    reply.header(Header.REQUEST_ID, req.id);
    done();
  });

  app.setErrorHandler((err, req, reply) => {
    if (err instanceof AppError) {
      return reply
        .status(err.httpStatus)
        .send({ code: err.code, message: err.message, data: err.data });
    }
    const e = err as { statusCode?: number; code?: string; message?: string };
    if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
      if (e.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        const limit = req.routeOptions.bodyLimit ?? JSON_BODY_MAX_BYTES;
        return reply.status(413).send({
          code: Code.INVALID_INPUT,
          message: 'Request body is too large',
          data: { reason: 'too_large', max_bytes: limit },
        });
      }
      // Malformed JSON, oversize bodies and the like: the client's fault, safe to describe.
      const code = e.statusCode === 413 ? Code.UPLOAD_FAILED : Code.INVALID_FORMAT;
      return reply
        .status(e.statusCode)
        .send({ code, message: e.message ?? 'Bad request', data: null });
    }
    req.log.error({ err, reqId: req.id }, 'unhandled error');
    return reply.status(500).send({
      code: Code.SYSTEM_ERROR,
      message: `${Message.INTERNAL} (request ${req.id})`,
      data: null,
    });
  });

  const resolveUser = async (req: FastifyRequest, mode: string): Promise<AuthUser | null> =>
    mode === 'user' ? authenticate(req, full) : null;

  for (const route of options.routes) {
    const handle = async (req: FastifyRequest, reply: FastifyReply) => {
      const lang = pickLanguage(req.headers[Header.LANGUAGE] as string | undefined);
      const signIn = 'signIn' in route ? route.signIn : undefined;
      let user = signIn ? null : await resolveUser(req, route.auth);
      // The call's own context: any job it queues carries its request id.
      const ctx: AppContext = { ...full, requestId: req.id, lang };
      if ('raw' in route) return route.raw({ ctx, req, reply, lang, user });
      const source = route.method === 'GET' || route.method === 'DELETE' ? req.query : req.body;
      const merged = { ...(source as object), ...(req.params as object) };
      let input: unknown;
      try {
        input = route.input
          ? parseInput(route.input, merged, { fields: route.fieldErrors })
          : undefined;
      } catch (err) {
        // Who is asking is checked first, whichever way the route signs in.
        if (signIn) await authenticate(req, full);
        throw err;
      }
      if (signIn) user = await signIn({ ctx, req, input });
      const call = { ctx, input, req, reply, lang, ip: req.ip };
      const data =
        route.auth === 'user'
          ? await route.handler({ ...call, user: user as AuthUser })
          : await route.handler(call);
      const known = knownReply(data, req.headers['accept-encoding']);
      if (known !== undefined) {
        reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
        if (known.encoding) reply.header('content-encoding', known.encoding);
        return reply.send(known.body);
      }
      return { code: Code.OK, message: Message.OK, data: data ?? null };
    };
    app.route({
      method: route.method,
      url: `${API_BASE_PATH}${route.url}`,
      bodyLimit: 'bodyLimit' in route ? route.bodyLimit : undefined,
      handler: handle,
    });
  }

  registerHealthRoutes(app, full);
  registerMetrics(app, full);

  const openapi = buildOpenApi(options.routes);
  app.get('/api/docs', async () => openapi);

  app.all(`${API_BASE_PATH}/*`, async () => {
    throw new AppError(Code.NOT_FOUND, 'No such call');
  });

  // The public API is a door of its own, with its own auth and error format (issue 25).
  await registerPublicApi(app, full, options.publicRoutes ?? publicApiRoutes);

  await registerWebApp(app, full.config, options.webDist);

  return { app, ctx: full };
}
