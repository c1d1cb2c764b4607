import { UNCATEGORIZED_FOLDER_ID } from '@talkreel/contract';

/** Creation paths of core.md §2, always with their trailing slash. */
export const PRODUCT_PATH = '/creation/product/';
export const folderPath = (id: string) => `/creation/folder/${encodeURIComponent(id)}/`;
export const projectPath = (id: string) => `/creation/project/${encodeURIComponent(id)}/`;
export const UNCATEGORIZED_PATH = folderPath(UNCATEGORIZED_FOLDER_ID);

export type CreationPlace =
  | { kind: 'product' }
  | { kind: 'folder'; id: string }
  | { kind: 'project'; id: string }
  | { kind: 'other' };

const PATTERN = /^\/creation\/(folder|project)\/([^/]+)\/?$/;

export function parseCreationPath(path: string): CreationPlace {
  if (/^\/creation\/product\/?$/.test(path)) return { kind: 'product' };
  const m = PATTERN.exec(path);
  if (!m) return { kind: 'other' };
  return { kind: m[1] as 'folder' | 'project', id: decodeURIComponent(m[2]) };
}

/** Same place, with or without the trailing slash. */
export const samePath = (a: string, b: string) => a.replace(/\/$/, '') === b.replace(/\/$/, '');
