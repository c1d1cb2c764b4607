import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { isRestoredRoute, RESTORED_ROUTE } from '../../../state/useRouteMemory';
import { NotFoundNotice } from '../../../ui/NotFoundNotice';
// A direct import (issue 24, where a file-name glob showed nothing when the file moved), in the
// tree area's own chunk as before: a project page that has opened never waits on another fetch
// (a chunk lost to a network blip, or a server restart, was the app's error screen).
import { ProjectWorkspace } from '../../generation/ProjectWorkspace';
import { useDownloadAllMedias } from '../download/useDownloadAllMedias';
import { useTreeStatus } from '../hooks/TreeStatus';
import { useRenameProject } from '../hooks/useRenameProject';
import { useTreeView } from '../hooks/useTreeView';
import { ItemMenu } from '../menu/ItemMenu';
import { projectActions } from '../menu/itemActions';
import { useDeleteConfirmation } from '../menu/useDeleteConfirmation';
import { useTreeNavigation } from '../navigation/TreeNavigation';
import { PageHeader } from '../page/PageHeader';
import { PageLoading } from '../page/PageLoading';
import { folderPath, projectPath, UNCATEGORIZED_PATH } from '../paths';
import { InlineName } from '../rename/InlineName';
import { isLocalId, isPendingCreation } from '../state/localIds';
import { findProject, groupKey } from '../state/treeOps';
import { resolveProjectId } from '../state/useCreationStore';

/**
 * /creation/project/{id}/ (core.md §2): header with a back button to the parent folder, the
 * inline-editable name and the project menu; below it the generation area (`children`, else
 * the generation feature's ProjectWorkspace).
 */
export function ProjectPage({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { pathname, state } = useLocation();
  const status = useTreeStatus();
  const view = useTreeView();
  const nav = useTreeNavigation();
  const rename = useRenameProject();
  const download = useDownloadAllMedias();
  const confirm = useDeleteConfirmation();
  const [editing, setEditing] = useState(false);

  if (!status.ready) return <PageLoading />;
  const found = findProject(view.tree, resolveProjectId(id));
  if (!found) {
    // Gone because the user just deleted it: the next page is already on its way.
    if (!status.loaded || isPendingCreation(id) || nav.leaving(pathname)) return <PageLoading />;
    // Restoring a remembered project that is gone falls back to the first uncategorized one,
    // else that folder (core.md §2); a link to it (a bookmark, a shared address) says so.
    if (!isRestoredRoute(state)) {
      return (
        <NotFoundNotice
          title={t('tree.project.goneTitle')}
          text={t('tree.project.goneText')}
          linkLabel={t('tree.project.goneLink')}
          to={UNCATEGORIZED_PATH}
        />
      );
    }
    const first = view.uncategorizedProjects[0];
    return (
      <Navigate
        to={first ? projectPath(first.id) : UNCATEGORIZED_PATH}
        state={RESTORED_ROUTE}
        replace
      />
    );
  }
  const { project } = found;
  const key = groupKey(project.folderId);
  const creating = isLocalId(project.id);
  const body =
    children ?? (creating ? <PageLoading /> : <ProjectWorkspace projectId={project.id} />);

  return (
    <div className="flex min-h-full flex-col" data-page-id={project.id}>
      <PageHeader
        backLabel={t('tree.project.back')}
        onBack={() => nav.go(folderPath(key))}
        title={
          <span onDoubleClick={() => setEditing(true)} className="block min-w-0">
            <InlineName
              value={project.name}
              kind="project"
              editing={editing}
              onEditingChange={setEditing}
              onRename={(name) => rename(project.id, name)}
              inputClassName="h-9 text-[17px] font-semibold"
            />
          </span>
        }
        actions={
          <ItemMenu
            label={t('tree.actions.moreFor', { name: project.name })}
            className="size-8"
            actions={projectActions(t, {
              rename: () => setEditing(true),
              download: () => void download(project.id),
              delete: () => confirm.ask({ kind: 'project', id: project.id, name: project.name }),
            })}
          />
        }
      />
      {body}
      {confirm.dialog}
    </div>
  );
}
