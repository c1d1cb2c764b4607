import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDownloadAllMedias } from '../download/useDownloadAllMedias';
import { projectActions } from '../menu/itemActions';
import { useTreeNavigation } from '../navigation/TreeNavigation';
import { projectPath } from '../paths';
import { useClickOrDoubleClick } from '../rename/useClickOrDoubleClick';
import type { Project } from '../state/treeTypes';
import { useRenameProject } from './useRenameProject';

/**
 * What a project behaves like wherever it is listed (the folder grid's card, the sidebar's row,
 * core.md §2): a click opens it, a double click renames it inline, and its menu renames, moves
 * (where the list offers it), downloads all medias or deletes. Each place draws it its own way.
 */
export function useProjectItem(
  project: Project,
  on: { move?(project: Project): void; delete(project: Project): void },
) {
  const { t } = useTranslation();
  const nav = useTreeNavigation();
  const rename = useRenameProject();
  const download = useDownloadAllMedias();
  const [editing, setEditing] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const open = () => nav.go(projectPath(project.id));
  const clicks = useClickOrDoubleClick(open, () => setEditing(true));
  const { move } = on;
  return {
    editing,
    setEditing,
    menuOpen,
    open,
    clicks,
    renameTo: (name: string) => rename(project.id, name),
    /** The props of the item's ItemMenu. */
    menu: {
      label: t('tree.actions.moreFor', { name: project.name }),
      onOpenChange: setMenuOpen,
      actions: projectActions(t, {
        rename: () => setEditing(true),
        move: move && (() => move(project)),
        download: () => void download(project.id),
        delete: () => on.delete(project),
      }),
    },
  };
}
