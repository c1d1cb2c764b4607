import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { Code } from '@talkreel/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config';
import { notFoundPage, wantsHtml } from './not-found-page';
import { isPagePath } from './page-paths';
import { webSettingsOf, withWebSettings } from './web-settings';

/** For files named by their content hash: kept for a year, never revalidated. */
export const IMMUTABLE_ASSET_CACHE = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA: its assets as files, and index.html (for `/` and the app's page routes)
 * with the server's run-time settings written in. Anything else is a 404, never the page: a
 * balancer's probe of a wrong path must not read the page as a healthy answer.
 */
export async function registerWebApp(app: FastifyInstance, config: Config, webDist?: string) {
  const notFound = (reply: FastifyReply) =>
    reply.status(404).send({ code: Code.NOT_FOUND, message: 'Not found', data: null });
  const indexFile = webDist && path.join(webDist, 'index.html');
  if (!webDist || !indexFile || !fs.existsSync(indexFile)) {
    // Fastify's own 404 logs the raw URL, query secrets included.
    app.setNotFoundHandler((_req, reply) => notFound(reply));
    return;
  }
  const page = withWebSettings(fs.readFileSync(indexFile, 'utf8'), webSettingsOf(config));
  // The page names the current build's assets and carries settings: never served from a cache.
  const sendPage = (reply: FastifyReply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);

  const hashedAssets = path.join(path.resolve(webDist), 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    // The raw file lacks the settings; its path falls through to the page below.
    allowedPath: (pathName) => pathName !== '/index.html',
    // The web build writes .br and .gz copies next to its files (apps/web/scripts/precompress.mjs):
    // sent by Accept-Encoding, and never answered as files of their own.
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz'],
    cacheControl: false,
    setHeaders: (res, filePath) => {
      res.setHeader('vary', 'accept-encoding');
      // Vite names everything under /assets/ by its content hash: a new build is a new name.
      // Other files (favicon, login clips) keep their names across builds, so they revalidate.
      res.setHeader(
        'cache-control',
        filePath.startsWith(hashedAssets) ? IMMUTABLE_ASSET_CACHE : 'no-cache',
      );
    },
  });
  app.get('/', (_req, reply) => sendPage(reply));
  app.setNotFoundHandler((req, reply) => {
    const pathname = req.url.split('?')[0];
    const read = req.method === 'GET' || req.method === 'HEAD';
    if (read && isPagePath(pathname)) return sendPage(reply);
    // A person who followed a wrong link gets a page with a way back; calls keep the envelope.
    if (read && !pathname.startsWith('/api/') && wantsHtml(req.headers.accept)) {
      return reply
        .status(404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(notFoundPage(req.headers['accept-language']));
    }
    return notFound(reply);
  });
}
