import type { QueryClient } from '@tanstack/react-query';

/**
 * The app's query cache, without the query library: the login page (its first script) only ever
 * needs to drop it, and the library itself comes with the signed-in shell (issue 24). Null until
 * the shell (or a test's providers) has made it: then there is nothing cached to drop.
 */
let current: QueryClient | null = null;

export function setAppQueryClient(client: QueryClient) {
  current = client;
}

export function appQueryClient(): QueryClient | null {
  return current;
}

/** Nothing cached for one account may show for the next (a sign-in, a logout). */
export function clearQueryCache() {
  current?.clear();
}
