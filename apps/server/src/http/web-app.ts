import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { Code } from '@talkreel/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config';
import { isPagePath } from './page-paths';
import { webSettingsOf, withWebSettings } from './web-settings';

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

  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    // The raw file lacks the settings; its path falls through to the page below.
    allowedPath: (pathName) => pathName !== '/index.html',
  });
  app.get('/', (_req, reply) => sendPage(reply));
  app.setNotFoundHandler((req, reply) => {
    const pathname = req.url.split('?')[0];
    if ((req.method === 'GET' || req.method === 'HEAD') && isPagePath(pathname))
      return sendPage(reply);
    return notFound(reply);
  });
}
