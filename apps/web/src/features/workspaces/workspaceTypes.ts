import type { Camelize, workspaceListReply } from '@talkreel/contract';
import type { z } from 'zod';

/** GET-side shapes of the product list (core.md §3 workspace list item). */
export type WorkspaceList = Camelize<z.output<typeof workspaceListReply>>;
export type Workspace = WorkspaceList['workspaces'][number];
