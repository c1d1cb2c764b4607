import { lazyChunk } from './lazyChunk';

/** The router and the route table (App.tsx): not in the login page's first script. */
export const appChunk = lazyChunk(() => import('./App'));

/**
 * The signed-in shell with the query library. Its route loads it; the entry starts it at once
 * for a visitor with a token, beside the router's chunk, so neither waits for the other.
 */
export const shellChunk = lazyChunk(() => import('./shell/QueryShell'));
