import type { Camelize, folderItem, projectItem } from '@talkreel/contract';
import type { z } from 'zod';

/** A folder as the sidebar lists it (core.md §3), including the `uncategorized` entry. */
export type Folder = Camelize<z.output<typeof folderItem>>;
/** A project (core.md §3); `folderId` null means uncategorized. */
export type Project = Camelize<z.output<typeof projectItem>>;
/** Folder id (or `uncategorized`) to its projects, in display order (descending sortOrder). */
export type ProjectsMap = Record<string, Project[]>;

/** The part of the local creation state that server calls change. */
export interface Tree {
  folders: Folder[];
  projectsMap: ProjectsMap;
}
