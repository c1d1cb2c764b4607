import {
  createWorkspaceReply,
  TREE_PAGE,
  TREE_PAGE_SIZE,
  workspaceListReply,
} from '@talkreel/contract';
import { callApi } from '../../api/client';

/** The product list uses page 1, size 1000 (core.md §7 answer handling). */
export const listWorkspaces = () =>
  callApi('/workspace/list', {
    method: 'POST',
    body: { page: TREE_PAGE, page_size: TREE_PAGE_SIZE },
    reply: workspaceListReply,
  });

export const createWorkspace = (name: string, description = '') =>
  callApi('/workspace', {
    method: 'POST',
    body: { name, description },
    reply: createWorkspaceReply,
  });
