import { Folder as FolderIcon, FolderPlus, Inbox, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { formatDate } from '../../../ui/formatDate';
import { TruncatedText } from '../../../ui/TruncatedText';
import { useWorkspaces } from '../../workspaces/useWorkspaces';
import { useTreeStatus } from '../hooks/TreeStatus';
import { useCreateFolder } from '../hooks/useCreateFolder';
import { useCreateProject } from '../hooks/useCreateProject';
import { useTreeView } from '../hooks/useTreeView';
import { useTreeNavigation } from '../navigation/TreeNavigation';
import { PageLoading } from '../page/PageLoading';
import { Thumbnail } from '../page/Thumbnail';
import { folderPath } from '../paths';

/**
 * /creation/product/ (core.md §2): the product's home, where its folders (and the
 * uncategorized group) are laid out as cards, with buttons to start a folder or a project.
 */
export function ProductHomePage() {
  const { t } = useTranslation();
  const { current } = useWorkspaces();
  const status = useTreeStatus();
  const view = useTreeView();
  const nav = useTreeNavigation();
  const createFolder = useCreateFolder();
  const createProject = useCreateProject();
  if (!status.ready) return <PageLoading />;
  const total = Object.values(view.projectsMap).reduce((n, list) => n + list.length, 0);

  return (
    <div className="mx-auto flex w-full max-w-[1180px] flex-col px-8 pt-10 pb-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <p className="text-[12px] font-semibold tracking-[0.06em] text-brand-600 uppercase">
            {t('tree.product.eyebrow')}
          </p>
          <h1 className="mt-1 truncate text-[26px] font-semibold tracking-[-0.02em] text-ink">
            {current?.name ?? t('tree.product.title')}
          </h1>
          <p className="mt-1 text-[14px] text-ink-muted">
            {t('tree.product.summary', {
              folders: t('tree.folderCount', { count: view.folders.length }),
              projects: t('tree.projectCount', { count: total }),
            })}
          </p>
        </div>
        <div className="flex gap-2.5">
          <Button
            variant="outline"
            icon={<FolderPlus className="size-4" aria-hidden="true" />}
            onClick={() => createFolder()}
            disabled={!status.loaded}
          >
            {t('tree.newFolder')}
          </Button>
          <Button
            icon={<Plus className="size-4" strokeWidth={2.2} aria-hidden="true" />}
            onClick={() => createProject(null)}
            disabled={!status.loaded}
          >
            {t('tree.newProject')}
          </Button>
        </div>
      </div>
      <ul
        aria-label={t('tree.product.folders')}
        className="mt-8 grid grid-cols-[repeat(auto-fill,minmax(240px,1fr))] gap-5"
      >
        {view.allFolders.map((folder) => {
          const projects = view.projectsOf(folder.id);
          const image =
            projects.find((p) => p.latestVideoImage)?.latestVideoImage ?? folder.latestVideoImage;
          const name = folder.isUncategorized ? t('tree.uncategorized') : folder.name;
          const Icon = folder.isUncategorized ? Inbox : FolderIcon;
          return (
            <li key={folder.id}>
              <button
                type="button"
                onClick={() => nav.go(folderPath(folder.id))}
                className="group block w-full overflow-hidden rounded-2xl border border-line bg-white text-left transition-[box-shadow,border-color,transform] duration-200 hover:-translate-y-0.5 hover:border-[#dcdae8] hover:shadow-[var(--shadow-card)]"
              >
                <Thumbnail src={image} className="aspect-[16/9] border-b border-line" />
                <div className="flex items-center gap-3 px-4 py-3.5">
                  <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-500">
                    <Icon className="size-4" strokeWidth={1.9} aria-hidden="true" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <TruncatedText text={name} className="text-[14px] font-medium text-ink" />
                    <span className="block text-[12.5px] text-ink-subtle">
                      {t('tree.projectCount', { count: projects.length })}
                      {folder.isUncategorized ? '' : ` · ${formatDate(folder.createdAt)}`}
                    </span>
                  </span>
                </div>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
