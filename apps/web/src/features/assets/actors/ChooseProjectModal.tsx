import * as Dialog from '@radix-ui/react-dialog';
import { MODAL_SKELETONS } from '@talkreel/contract';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { DialogOverlay } from '../../../ui/DialogOverlay';
import { useReturnFocus } from '../../../ui/useReturnFocus';
import type { Project } from '../../tree/state/treeTypes';
import { ProjectChoiceRow } from './ProjectChoiceRow';
import { useUncategorizedProjects } from './useUncategorizedProjects';

const SKELETON_KEYS = Array.from({ length: MODAL_SKELETONS }, (_, i) => `skeleton-${i}`);

/**
 * The choose-project modal of Apply (creation.md §2): the uncategorized projects (5 skeleton
 * rows while they load), a plus to create one, Confirm enabled once one is chosen.
 */
export function ChooseProjectModal({
  open,
  actorName,
  onOpenChange,
  onConfirm,
}: {
  open: boolean;
  actorName: string;
  onOpenChange(open: boolean): void;
  onConfirm(projectId: string): void;
}) {
  const { t } = useTranslation();
  const { projects, loading, rename, create, creating } = useUncategorizedProjects(open);
  const [chosen, setChosen] = useState<string | null>(null);
  const chosenProject = projects.find((p) => p.id === chosen) ?? null;
  const returnFocus = useReturnFocus(open);

  const close = (next: boolean) => {
    if (!next) setChosen(null);
    onOpenChange(next);
  };
  const add = async () => {
    try {
      const project = await create();
      setChosen(project.id);
    } catch {
      // The call layer has shown the catalogue toast.
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={close}>
      <Dialog.Portal>
        <DialogOverlay />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[min(560px,calc(100vh-48px))] w-[calc(100vw-32px)] max-w-[460px] -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl border border-line bg-white shadow-[var(--shadow-pop)] outline-none animate-fade-in"
        >
          <div className="flex items-start justify-between gap-3 px-6 pt-5 pb-3">
            <div className="min-w-0">
              <Dialog.Title className="text-[16px] font-semibold text-ink">
                {t('assets.actors.choose.title')}
              </Dialog.Title>
              <Dialog.Description className="mt-0.5 text-[13px] text-ink-muted">
                {t('assets.actors.choose.text', { name: actorName })}
              </Dialog.Description>
            </div>
            <div className="-mr-2 flex shrink-0 items-center gap-1">
              <button
                type="button"
                onClick={add}
                disabled={creating || loading}
                aria-label={t('assets.actors.choose.create')}
                title={t('assets.actors.choose.create')}
                className="flex size-8 items-center justify-center rounded-lg text-brand-600 hover:bg-brand-50 disabled:opacity-40"
              >
                <Plus className="size-4" aria-hidden="true" />
              </button>
              <Dialog.Close
                aria-label={t('assets.actors.choose.close')}
                className="flex size-8 items-center justify-center rounded-lg text-ink-muted hover:bg-canvas hover:text-ink"
              >
                <X className="size-4" aria-hidden="true" />
              </Dialog.Close>
            </div>
          </div>
          <div className="min-h-[120px] flex-1 overflow-y-auto px-4 pb-2">
            {loading ? (
              <ul aria-hidden="true" className="space-y-1">
                {SKELETON_KEYS.map((key) => (
                  <li
                    key={key}
                    data-testid="project-row-skeleton"
                    className="flex h-12 items-center gap-3 px-3"
                  >
                    <span className="size-8 animate-pulse rounded-lg bg-[#efeef5]" />
                    <span className="h-3.5 w-1/2 animate-pulse rounded bg-[#efeef5]" />
                  </li>
                ))}
              </ul>
            ) : projects.length === 0 ? (
              <p className="px-3 py-8 text-center text-[13px] text-ink-muted">
                {t('assets.actors.choose.empty')}
              </p>
            ) : (
              <div
                role="listbox"
                aria-label={t('assets.actors.choose.title')}
                className="space-y-1"
              >
                {projects.map((project: Project) => (
                  <ProjectChoiceRow
                    key={project.id}
                    project={project}
                    selected={project.id === chosen}
                    onSelect={(p) => setChosen(p.id)}
                    onRename={rename}
                  />
                ))}
              </div>
            )}
          </div>
          <div className="flex justify-end gap-2.5 border-t border-line px-6 py-4">
            <Button variant="outline" onClick={() => close(false)}>
              {t('assets.actors.choose.cancel')}
            </Button>
            <Button
              disabled={!chosenProject}
              onClick={() => {
                if (!chosenProject) return;
                onConfirm(chosenProject.id);
                close(false);
              }}
            >
              {t('assets.actors.choose.confirm')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
