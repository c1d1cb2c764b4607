import { FolderOpen, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { Button } from '../../../ui/Button';
import { useTreeStatus } from '../hooks/TreeStatus';
import { useCreateProject } from '../hooks/useCreateProject';
import { useRenameFolder } from '../hooks/useRenameFolder';
import { useTreeView } from '../hooks/useTreeView';
import { ItemMenu } from '../menu/ItemMenu';
import { folderActions } from '../menu/itemActions';
import { useDeleteConfirmation } from '../menu/useDeleteConfirmation';
import { MoveProjectDialog } from '../move/MoveProjectDialog';
import { useTreeNavigation } from '../navigation/TreeNavigation';
import { EmptyState } from '../page/EmptyState';
import { PageHeader } from '../page/PageHeader';
import { PageLoading } from '../page/PageLoading';
import { PRODUCT_PATH, UNCATEGORIZED_PATH } from '../paths';
import { InlineName } from '../rename/InlineName';
import { isPendingCreation } from '../state/localIds';
import type { Project } from '../state/treeTypes';
import { resolveFolderId } from '../state/useCreationStore';
import { DissolveNote } from './DissolveNote';
import { ProjectGrid } from './ProjectGrid';

/**
 * /creation/folder/{id}/ (core.md §2): header with back, inline-editable name, new project and
 * the folder menu; then the sortable project grid or an empty state. The uncategorized folder
 * shows only the empty state when it has no projects.
 */
export function FolderPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const status = useTreeStatus();
  const view = useTreeView();
  const nav = useTreeNavigation();
  const createProject = useCreateProject();
  const rename = useRenameFolder();
  const confirm = useDeleteConfirmation();
  const [editing, setEditing] = useState(false);
  const [moving, setMoving] = useState<Project | null>(null);

  if (!status.ready) return <PageLoading />;
  const folder = view.allFolders.find((f) => f.id === resolveFolderId(id));
  if (!folder) {
    // A folder that is gone (deleted, or dissolved by a refresh) falls back to uncategorized.
    // Gone because the user just deleted it: the next page is already on its way.
    if (!status.loaded || isPendingCreation(id) || nav.leaving(pathname)) return <PageLoading />;
    return <Navigate to={UNCATEGORIZED_PATH} replace />;
  }
  const projects = view.projectsOf(folder.id);
  const fixed = folder.isUncategorized;
  const name = fixed ? t('tree.uncategorized') : folder.name;
  const create = () => createProject(folder.id);

  if (fixed && projects.length === 0) {
    return (
      <div className="flex h-full flex-col" data-page-id={folder.id}>
        <EmptyState
          title={t('tree.folder.firstTitle')}
          text={t('tree.folder.firstText')}
          action={t('tree.newProject')}
          onAction={create}
        />
      </div>
    );
  }

  return (
    <div className="flex min-h-full flex-col" data-page-id={folder.id}>
      <PageHeader
        backLabel={t('tree.folder.back')}
        onBack={() => nav.go(PRODUCT_PATH)}
        title={
          <span onDoubleClick={() => !fixed && setEditing(true)} className="block min-w-0">
            <InlineName
              value={name}
              kind="folder"
              editing={editing}
              onEditingChange={setEditing}
              onRename={(next) => rename(folder.id, next)}
              inputClassName="h-9 text-[17px] font-semibold"
            />
          </span>
        }
        subtitle={t('tree.projectCount', { count: projects.length })}
        actions={
          <>
            <Button
              size="sm"
              className="max-md:h-10"
              icon={<Plus className="size-4" strokeWidth={2.2} aria-hidden="true" />}
              onClick={create}
              disabled={!status.loaded}
            >
              {t('tree.newProject')}
            </Button>
            {fixed ? null : (
              <ItemMenu
                label={t('tree.actions.moreFor', { name })}
                className="size-8"
                actions={folderActions(t, {
                  rename: () => setEditing(true),
                  delete: () => confirm.ask({ kind: 'folder', id: folder.id, name: folder.name }),
                })}
              />
            )}
          </>
        }
      />
      {fixed ? null : <DissolveNote />}
      {projects.length ? (
        <ProjectGrid
          folderKey={folder.id}
          label={t('tree.folder.cards', { name })}
          projects={projects}
          onMove={setMoving}
          onDelete={(p) => confirm.ask({ kind: 'project', id: p.id, name: p.name })}
        />
      ) : (
        <EmptyState
          icon={<FolderOpen className="size-7" strokeWidth={1.7} aria-hidden="true" />}
          title={t('tree.folder.emptyTitle')}
          text={t('tree.folder.emptyText')}
          action={t('tree.newProject')}
          onAction={create}
        />
      )}
      {moving ? <MoveProjectDialog project={moving} onClose={() => setMoving(null)} /> : null}
      {confirm.dialog}
    </div>
  );
}
