import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
export const serverMain = path.join(repoRoot, 'apps/server/dist/main.js');
export const serverAdmin = path.join(repoRoot, 'apps/server/dist/admin.js');
export const webDist = path.join(repoRoot, 'apps/web/dist');
export const screenshotDir = path.join(repoRoot, 'e2e/screenshots');
