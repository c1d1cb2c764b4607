import { WEB_PAGE_ROOTS } from '@talkreel/contract';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { areas, routes } from './routes';

/** The first path segment of every page in the route table (pathless layouts walked through). */
function firstSegments(list: RouteObject[]): string[] {
  return list.flatMap((route) => {
    if (route.path === undefined) return firstSegments(route.children ?? []);
    const first = route.path.split('/').filter(Boolean)[0];
    // '*' is the empty page for unknown paths: the server answers those with a 404.
    return first && first !== '*' ? [first] : [];
  });
}

describe('page roots the server serves the app at', () => {
  it('name every first segment of the route table and its lazy areas, and nothing else', () => {
    const roots = [...firstSegments(routes), ...areas.map((a) => a.root)];
    expect([...new Set(roots)].sort()).toEqual([...WEB_PAGE_ROOTS].sort());
  });

  it("each lazy area's routes sit under its root only (else they would never be loaded)", async () => {
    for (const area of areas) {
      expect([...new Set(firstSegments(await area.routes.load()))], area.root).toEqual([area.root]);
    }
  });
});
