import { FolderPlus, Plus, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '../../../ui/Button';
import { Tooltip } from '../../../ui/Tooltip';
import { CurrentProductHeader } from '../../workspaces/CurrentProductHeader';
import { useTreeStatus } from '../hooks/TreeStatus';
import { useCreateFolder } from '../hooks/useCreateFolder';
import { useCreateProject } from '../hooks/useCreateProject';
import { useDeleteConfirmation } from '../menu/useDeleteConfirmation';
import { parseCreationPath } from '../paths';
import { findProject, groupKey } from '../state/treeOps';
import { resolveFolderId, resolveProjectId, useCreationStore } from '../state/useCreationStore';
import { SidebarTree } from './SidebarTree';

function SidebarSkeleton() {
  return (
    <div className="flex flex-col gap-2 px-4 pt-1" aria-hidden="true">
      {[72, 56, 64, 48].map((w) => (
        <div key={w} className="flex h-7 items-center gap-2.5">
          <span className="size-4 animate-pulse rounded bg-black/[0.06]" />
          <span className="h-3 animate-pulse rounded bg-black/[0.06]" style={{ width: `${w}%` }} />
        </div>
      ))}
    </div>
  );
}

/**
 * The creation sidebar (core.md §2): 72 units wide, the logo with the current product's name,
 * a new-project button and the Projects list with its add-folder button.
 */
export function CreationSidebar() {
  const { t } = useTranslation();
  const status = useTreeStatus();
  const createProject = useCreateProject();
  const createFolder = useCreateFolder();
  const confirm = useDeleteConfirmation();
  const { pathname } = useLocation();
  const here = parseCreationPath(pathname);
  const activeFolderId = here.kind === 'folder' ? resolveFolderId(here.id) : null;
  const activeProjectId = here.kind === 'project' ? resolveProjectId(here.id) : null;
  // New projects go to the folder on screen (or the open project's folder).
  const targetFolder = useCreationStore((s) => {
    if (activeFolderId) return activeFolderId;
    if (!activeProjectId) return null;
    return groupKey(findProject(s, activeProjectId)?.project.folderId);
  });
  const canChange = status.loaded;

  return (
    <aside
      aria-label={t('tree.sidebar.label')}
      // Narrower than md it fills the phone menu drawer instead.
      className="flex h-full w-72 shrink-0 flex-col border-r border-line bg-canvas max-md:h-auto max-md:min-h-0 max-md:w-full max-md:flex-1 max-md:border-r-0"
    >
      <div className="flex h-16 shrink-0 items-center px-5">
        <CurrentProductHeader />
      </div>
      <div className="px-4 pb-4">
        <Button
          block
          icon={<Plus className="size-4" strokeWidth={2.2} aria-hidden="true" />}
          disabled={!canChange}
          onClick={() => createProject(targetFolder)}
        >
          {t('tree.newProject')}
        </Button>
      </div>
      <div className="flex h-9 shrink-0 items-center justify-between pr-3 pl-5 max-md:h-11 max-md:pr-2">
        <h2 className="text-[11.5px] font-semibold tracking-[0.06em] text-ink-subtle uppercase">
          {t('tree.sidebar.projects')}
        </h2>
        <Tooltip content={t('tree.newFolder')}>
          <button
            type="button"
            aria-label={t('tree.newFolder')}
            disabled={!canChange}
            onClick={() => createFolder()}
            className="flex size-7 items-center justify-center rounded-md text-ink-muted transition-colors hover:bg-black/5 hover:text-ink disabled:opacity-40 max-md:size-10"
          >
            <FolderPlus className="size-4" strokeWidth={1.9} aria-hidden="true" />
          </button>
        </Tooltip>
      </div>
      {status.ready && status.failed ? (
        <div className="mx-3 mb-2 flex items-center justify-between gap-2 rounded-lg bg-danger/8 px-3 py-2 text-[12.5px] text-danger">
          <span>{t('tree.loadFailed')}</span>
          <button type="button" onClick={status.retry} className="shrink-0 font-medium underline">
            {t('tree.retry')}
          </button>
        </div>
      ) : null}
      {status.ready ? (
        <SidebarTree
          activeFolderId={activeFolderId}
          activeProjectId={activeProjectId}
          onDelete={(kind, id, name) => confirm.ask({ kind, id, name })}
        />
      ) : status.failed ? (
        <div className="flex flex-col items-center gap-3 px-6 pt-6 text-center text-[13px] text-ink-muted">
          <p>{t('tree.loadFailed')}</p>
          <Button
            variant="outline"
            size="sm"
            icon={<RotateCw className="size-3.5" aria-hidden="true" />}
            onClick={status.retry}
          >
            {t('tree.retry')}
          </Button>
        </div>
      ) : (
        <SidebarSkeleton />
      )}
      {confirm.dialog}
    </aside>
  );
}
