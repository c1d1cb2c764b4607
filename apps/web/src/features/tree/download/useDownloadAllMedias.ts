import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../../api/download';
import { useDownloadTasks } from '../../../ui/downloadTasks';
import { notify } from '../../../ui/toast';
import { currentTree, resolveProjectId, serverProjectId } from '../hooks/treeStore';
import { findProject } from '../state/treeOps';
import { browserConnectionHints, chooseConcurrency } from './chooseConcurrency';
import { collectProjectMedia } from './collectProjectMedia';
import { safeFileName } from './correctFileName';
import { downloadAllMedias } from './downloadAllMedias';
import { throttleProgress } from './zipProgress';

/**
 * Starts "Download all medias" for a project: a task on the progress badge, the media fetched
 * directly and zipped in the browser, then saved as "<project name>.zip".
 */
export function useDownloadAllMedias() {
  const { t } = useTranslation();
  return useCallback(
    async (projectId: string) => {
      const found = findProject(currentTree(), resolveProjectId(projectId));
      if (!found) return;
      const { project } = found;
      const tasks = useDownloadTasks.getState();
      const task = tasks.start(project.name);
      const progress = throttleProgress((p) => useDownloadTasks.getState().update(task, p));
      try {
        const items = await collectProjectMedia({
          id: await serverProjectId(project.id),
          latestVideoImage: project.latestVideoImage,
        });
        if (!items.length) {
          progress.cancel();
          useDownloadTasks.getState().remove(task);
          notify({
            tone: 'info',
            title: t('tree.download.nothingTitle'),
            text: t('tree.download.nothing'),
          });
          return;
        }
        const result = await downloadAllMedias(items, {
          concurrency: chooseConcurrency(browserConnectionHints()),
          onProgress: (p) => progress.push(p),
        });
        if (!result) throw new Error('No file could be fetched');
        progress.finish(100);
        saveBlob(result.zip, `${safeFileName(project.name, 'project')}.zip`);
        useDownloadTasks.getState().finish(task, 'done');
        if (result.failed) {
          notify({
            tone: 'info',
            title: t('tree.download.partialTitle'),
            text: t('tree.download.partial', { count: result.failed }),
          });
        }
      } catch (err) {
        progress.cancel();
        console.error('[download] download all medias failed', err);
        useDownloadTasks.getState().finish(task, 'error');
        notify({
          tone: 'error',
          title: t('tree.download.failedTitle'),
          text: t('tree.download.failed'),
        });
      }
    },
    [t],
  );
}
