import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { API_BASE_PATH, Code, Header, Message } from '@talkreel/contract';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { isLocalObjectStore } from '../ports/storage/local-store';
import { registerMediaRoute } from '../ports/storage/media-route';
import { registerUploadPutRoute } from '../ports/storage/upload-put-route';
import { AppError } from './app-error';
import { type AuthUser, authenticate } from './auth';
import { pickLanguage } from './language';
import { buildOpenApi } from './openapi';
import type { AnyRoute } from './route';
import { fastifyTrustProxy } from './trust-proxy';
import { parseInput } from './validate';

const REQUEST_ID_PATTERN = /^[\w.:-]{1,128}$/;

export interface AppOptions {
  routes: AnyRoute[];
  /** Built SPA to serve at /, with index.html for client routes. */
  webDist?: string;
  logger?: boolean | object;
}

export async function buildApp(
  ctx: Omit<AppContext, 'log'>,
  options: AppOptions,
): Promise<{ app: FastifyInstance; ctx: AppContext }> {
  const app = Fastify({
    logger: options.logger ?? { level: ctx.config.logLevel },
    trustProxy: fastifyTrustProxy(ctx.config.trustProxy),
    bodyLimit: 12 * 1024 * 1024,
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers[Header.REQUEST_ID];
      return typeof given === 'string' && REQUEST_ID_PATTERN.test(given) ? given : randomUUID();
    },
  });
  const full: AppContext = { ...ctx, log: app.log };

  await app.register(fastifyMultipart, { limits: { fileSize: 1024 * 1024 * 1024, files: 1 } });

  // Local objects are served here; S3 links point at the bucket instead.
  if (isLocalObjectStore(full.storage)) registerMediaRoute(app, full.storage, full.now);
  // ...and uploaded to here through presigned PUT addresses.
  if (isLocalObjectStore(full.storage)) await registerUploadPutRoute(app, full.storage);

  app.addHook('onSend', async (req, reply) => {
    reply.header(Header.REQUEST_ID, req.id);
  });

  app.setErrorHandler((err, req, reply) => {
    if (err instanceof AppError) {
      return reply
        .status(err.httpStatus)
        .send({ code: err.code, message: err.message, data: err.data });
    }
    const e = err as { statusCode?: number; code?: string; message?: string };
    if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
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
    app.route({
      method: route.method,
      url: `${API_BASE_PATH}${route.url}`,
      handler: async (req, reply) => {
        const lang = pickLanguage(req.headers[Header.LANGUAGE] as string | undefined);
        const user = await resolveUser(req, route.auth);
        if ('raw' in route) return route.raw({ ctx: full, req, reply, lang, user });
        const source = route.method === 'GET' || route.method === 'DELETE' ? req.query : req.body;
        const merged = { ...(source as object), ...(req.params as object) };
        const input = route.input ? parseInput(route.input, merged) : undefined;
        const call = { ctx: full, input, req, reply, lang, ip: req.ip };
        const data =
          route.auth === 'user'
            ? await route.handler({ ...call, user: user as AuthUser })
            : await route.handler(call);
        return { code: Code.OK, message: Message.OK, data: data ?? null };
      },
    });
  }

  const openapi = buildOpenApi(options.routes);
  app.get('/api/docs', async () => openapi);

  app.all(`${API_BASE_PATH}/*`, async () => {
    throw new AppError(Code.NOT_FOUND, 'No such call');
  });

  const webDist = options.webDist;
  if (webDist && fs.existsSync(path.join(webDist, 'index.html'))) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, index: ['index.html'] });
    // Client-side routes (and unknown paths, which the SPA renders empty) get the shell.
    app.setNotFoundHandler((req, reply) => {
      if (req.method === 'GET' && !req.url.startsWith('/api/')) return reply.sendFile('index.html');
      return reply.status(404).send({ code: Code.NOT_FOUND, message: 'Not found', data: null });
    });
  }

  return { app, ctx: full };
}
