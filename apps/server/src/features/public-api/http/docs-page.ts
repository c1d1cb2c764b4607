import { createRequire } from 'node:module';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { PUBLIC_API_BASE_PATH, PUBLIC_API_DOCS_PATH } from '@talkreel/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Scalar's standalone build (and the chunks it loads), shipped in its npm package. */
function scalarBrowserDir(): string {
  const entry = createRequire(import.meta.url).resolve('@scalar/api-reference');
  return path.join(path.dirname(entry), 'browser');
}

const ASSETS = `${PUBLIC_API_DOCS_PATH}/assets/`;

/** No inline script: the web app's content security policy allows only the server's own files. */
const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Talkreel API reference</title>
</head>
<body>
<div id="api-reference"></div>
<script src="${ASSETS}standalone.js"></script>
<script src="${PUBLIC_API_DOCS_PATH}/init.js"></script>
</body>
</html>
`;

/**
 * No telemetry, no AI agent, no web fonts (the page's policy also blocks the font files Scalar's
 * first paint names, so the system's fonts are used); the document comes from this server.
 */
const INIT = `Scalar.createApiReference('#api-reference', ${JSON.stringify({
  url: `${PUBLIC_API_BASE_PATH}/openapi.json`,
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  showDeveloperTools: 'never',
})});
`;

/** The readable reference of the public API at /docs/api, served from local files only. */
export async function registerApiDocsPage(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, {
    root: scalarBrowserDir(),
    prefix: ASSETS,
    // The web app registers this plugin too; only one may decorate the reply.
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (res) => res.setHeader('cache-control', 'public, max-age=3600'),
  });
  const page = (_req: unknown, reply: FastifyReply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(PAGE);
  app.get(PUBLIC_API_DOCS_PATH, page);
  app.get(`${PUBLIC_API_DOCS_PATH}/`, page);
  app.get(`${PUBLIC_API_DOCS_PATH}/init.js`, (_req, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(INIT),
  );
}
