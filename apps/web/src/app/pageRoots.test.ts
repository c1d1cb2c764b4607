import { WEB_PAGE_ROOTS } from '@talkreel/contract';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';

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
  it('name every first segment of the route table, and nothing else', () => {
    expect([...new Set(firstSegments(routes))].sort()).toEqual([...WEB_PAGE_ROOTS].sort());
  });
});
