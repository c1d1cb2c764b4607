import { WEB_PAGE_ROOTS } from '@talkreel/contract';
import { OPERATOR_PATHS } from '../ops/health-routes';

const pageRoots = new Set<string>(WEB_PAGE_ROOTS);

/**
 * Whether a GET of this path (query string removed) is one of the web app's pages: `/`,
 * `/index.html`, or a path under one of its route roots with no file extension in its last
 * segment (`/assets/voice/` is a page, `/assets/app-1a2b.js` that is not built is not).
 */
export function isPagePath(pathname: string): boolean {
  if (pathname === '/' || pathname === '/index.html') return true;
  if (OPERATOR_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return false;
  const segments = pathname.split('/').filter(Boolean);
  if (!pageRoots.has(segments[0] ?? '')) return false;
  const last = segments[segments.length - 1] ?? '';
  return !/\.[A-Za-z0-9]+$/.test(last);
}
