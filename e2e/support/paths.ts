import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
/** The built server; E2E_SERVER_DIST points at another build (e.g. one made outside the tree). */
const serverDist = process.env.E2E_SERVER_DIST ?? path.join(repoRoot, 'apps/server/dist');
export const serverMain = path.join(serverDist, 'main.js');
export const serverAdmin = path.join(serverDist, 'admin.js');
/** The built SPA; E2E_WEB_DIST points at another build. */
export const webDist = process.env.E2E_WEB_DIST ?? path.join(repoRoot, 'apps/web/dist');
export const screenshotDir = path.join(repoRoot, 'e2e/screenshots');
