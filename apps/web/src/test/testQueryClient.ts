import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../app/queryClient';

const live = new Set<QueryClient>();

/**
 * The app's query client, remembered so the test's clean-up can stop it: a query that failed
 * in one test would otherwise retry seconds later and land in the next test's fake server.
 */
export function testQueryClient(): QueryClient {
  const client = createQueryClient();
  live.add(client);
  return client;
}

/** Cancels every pending fetch and retry of the clients made since the last clean-up. */
export function stopTestQueryClients() {
  for (const client of live) client.clear();
  live.clear();
}
