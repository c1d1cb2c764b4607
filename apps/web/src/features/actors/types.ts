import type { actorItem, Camelize } from '@talkreel/contract';
import type { z } from 'zod';

/**
 * One actor of the library list (creation.md §3), camelCased as the client sees it.
 * `isUnusual` is set on the client when the server's item failed its shape check (§5).
 */
export type PickedActor = Camelize<z.output<typeof actorItem>> & { isUnusual?: boolean };
