import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useDeleteFolder } from '../hooks/useDeleteFolder';
import { useDeleteProject } from '../hooks/useDeleteProject';

interface Target {
  kind: 'folder' | 'project';
  id: string;
  name: string;
}

/**
 * Delete with confirmation (core.md §2): projects use the shared dialog's default wording;
 * folders say that their projects are kept, since those move to uncategorized.
 */
export function useDeleteConfirmation() {
  const { t } = useTranslation();
  const [target, setTarget] = useState<Target | null>(null);
  const deleteFolder = useDeleteFolder();
  const deleteProject = useDeleteProject();
  const dialog = (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) setTarget(null);
      }}
      onConfirm={() => {
        if (target?.kind === 'folder') deleteFolder(target.id);
        else if (target) deleteProject(target.id);
      }}
      title={
        target?.kind === 'folder' ? t('tree.delete.folderTitle', { name: target.name }) : undefined
      }
      description={target?.kind === 'folder' ? t('tree.delete.folderText') : undefined}
    />
  );
  return { ask: setTarget, dialog };
}
