import type { TFunction } from 'i18next';
import { Download, FolderInput, PencilLine, Trash2 } from 'lucide-react';
import type { MenuAction } from './ItemMenu';

/** The project menu (core.md §2): Rename, (Move,) Download all medias, Delete. */
export function projectActions(
  t: TFunction,
  on: { rename(): void; move?(): void; download(): void; delete(): void },
): MenuAction[] {
  return [
    { label: t('tree.actions.rename'), icon: PencilLine, onSelect: on.rename, takesFocus: true },
    ...(on.move ? [{ label: t('tree.actions.move'), icon: FolderInput, onSelect: on.move }] : []),
    { label: t('tree.actions.download'), icon: Download, onSelect: on.download },
    { label: t('tree.actions.delete'), icon: Trash2, onSelect: on.delete, danger: true },
  ];
}

/** The folder menu: Rename, Delete. */
export function folderActions(t: TFunction, on: { rename(): void; delete(): void }): MenuAction[] {
  return [
    { label: t('tree.actions.rename'), icon: PencilLine, onSelect: on.rename, takesFocus: true },
    { label: t('tree.actions.delete'), icon: Trash2, onSelect: on.delete, danger: true },
  ];
}
