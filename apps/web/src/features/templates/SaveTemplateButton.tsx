import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { BookmarkPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/ApiError';
import { notMemberWorkspaceId } from '../../api/refusals';
import { showErrorToast } from '../../api/showErrorToast';
import { Button } from '../../ui/Button';
import { DialogOverlay } from '../../ui/DialogOverlay';
import { notify } from '../../ui/toast';
import { useKitCaptionStyle } from '../generation/hooks/useKitCaptionStyle';
import { useProjectDraft } from '../generation/state/useDraftStore';
import { saveRefusalText } from './saveRefusalText';
import { variableMessageText } from './sheetMessageText';
import { createTemplate, templatesKey } from './templatesApi';
import { draftVariables, templateTaskOf } from './templateTaskOf';

/**
 * "Save as template" in a project's composer (issue 28): the draft's video settings, scripts with
 * their {{variables}}, become a template of the workspace under the name the user gives.
 */
export function SaveTemplateButton({
  projectId,
  className,
}: {
  projectId: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button
          type="button"
          className={clsx(
            'inline-flex h-8 shrink-0 items-center gap-1.5 rounded-full px-2.5 text-[13px] font-medium whitespace-nowrap text-ink-muted transition-colors hover:bg-white hover:text-brand-700 max-md:h-10',
            className,
          )}
        >
          <BookmarkPlus className="size-4" aria-hidden="true" />
          {/* On a phone the header holds the mode and Add scene too: the icon alone, named. */}
          <span className="max-md:sr-only">{t('templates.saveAs.button')}</span>
        </button>
      </Dialog.Trigger>
      {open ? <SaveTemplateDialog projectId={projectId} onDone={() => setOpen(false)} /> : null}
    </Dialog.Root>
  );
}

function SaveTemplateDialog({ projectId, onDone }: { projectId: string; onDone(): void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const draft = useProjectDraft(projectId);
  const captionStyle = useKitCaptionStyle();
  const [name, setName] = useState('');
  /** Why the server refused the last save, in the reader's language (the dialog stays open). */
  const [refusal, setRefusal] = useState<string | null>(null);
  const task = templateTaskOf(draft, captionStyle);
  const { variables, problem } = draftVariables(draft);
  const several = !draft.scenes && draft.actors.length > 1;
  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) => createTemplate(name.trim(), body, false),
    onMutate: () => setRefusal(null),
    onSuccess: (saved) => {
      void client.invalidateQueries({ queryKey: templatesKey });
      notify({ tone: 'success', title: t('templates.saveAs.saved', { name: saved.name }) });
      onDone();
    },
    onError: (err) => {
      if (!isApiError(err)) return;
      const text = saveRefusalText(err, t);
      if (text) setRefusal(text);
      // A removal from the workspace is the shell's to say (as the call layer leaves it).
      else if (!notMemberWorkspaceId(err)) showErrorToast(err);
    },
  });
  const blocked = !task || problem !== null;
  return (
    <Dialog.Portal>
      <DialogOverlay />
      <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-32px)] max-w-[460px] -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-line bg-white p-6 shadow-[var(--shadow-pop)] outline-none animate-fade-in">
        <Dialog.Title className="text-[16px] leading-6 font-semibold text-ink">
          {t('templates.saveAs.title')}
        </Dialog.Title>
        <Dialog.Description className="mt-1 text-[14px] leading-5 text-ink-muted">
          {t('templates.saveAs.text')}
        </Dialog.Description>
        <form
          className="mt-4 flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (task && !blocked && name.trim()) save.mutate(task);
          }}
        >
          <label className="flex flex-col gap-1.5 text-[13px] font-medium text-ink">
            {t('templates.nameLabel')}
            <input
              className="h-10 rounded-[10px] border border-line px-3 text-[14px] font-normal outline-none focus:border-brand-300 focus:shadow-[0_0_0_4px_rgb(109_74_255/0.10)]"
              value={name}
              maxLength={100}
              onChange={(e) => setName(e.target.value)}
            />
          </label>
          <div>
            <p className="text-[13px] font-medium text-ink">{t('templates.variables')}</p>
            {variables.length ? (
              <ul aria-label={t('templates.variables')} className="mt-1.5 flex flex-wrap gap-1.5">
                {variables.map((v) => (
                  <li
                    key={v.name}
                    className="rounded-md bg-brand-50 px-1.5 py-0.5 font-mono text-[12px] text-brand-700"
                  >
                    {v.fallback === null ? `{{${v.name}}}` : `{{${v.name}|${v.fallback}}}`}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-1 text-[13px] text-ink-muted">
                {t('templates.saveAs.noVariables', { example: '{{first_name}}' })}
              </p>
            )}
          </div>
          {several ? (
            <p className="text-[13px] text-ink-muted">
              {t('templates.saveAs.firstActor', { name: draft.actors[0].actor.name })}
            </p>
          ) : null}
          {!task ? (
            <p role="alert" className="text-[13px] text-danger">
              {t('templates.saveAs.nothing')}
            </p>
          ) : problem ? (
            <p role="alert" className="text-[13px] text-danger">
              {variableMessageText(problem, t)}
            </p>
          ) : refusal ? (
            <div role="alert" className="text-[13px] text-danger">
              <p className="font-medium">{t('templates.saveAs.refusal.notSaved')}</p>
              <p>{refusal}</p>
            </div>
          ) : null}
          <div className="flex justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="outline">{t('templates.saveAs.cancel')}</Button>
            </Dialog.Close>
            <Button type="submit" disabled={blocked || !name.trim()} loading={save.isPending}>
              {t('templates.saveAs.confirm')}
            </Button>
          </div>
        </form>
      </Dialog.Content>
    </Dialog.Portal>
  );
}
