/** Ids of the sidebar's draggables and drop targets; folders and projects never collide. */
export const folderDndId = (id: string) => `folder:${id}`;
export const projectDndId = (id: string) => `project:${id}`;
export const groupDndId = (key: string) => `group:${key}`;
export const NEW_FOLDER_ZONE = 'zone:new-folder';
export const DELETE_ZONE = 'zone:delete';

export type DndData =
  | { type: 'folder'; folderId: string }
  | { type: 'project'; projectId: string }
  | { type: 'group'; key: string }
  | { type: 'zone'; zone: 'new-folder' | 'delete' };
