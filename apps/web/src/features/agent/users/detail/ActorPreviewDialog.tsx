import * as Dialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import { X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/Button';
import { DialogOverlay } from '../../../../ui/DialogOverlay';
import { FULL_SCREEN_ON_PHONE } from '../../../../ui/fullScreenOnPhone';
import { useReturnFocus } from '../../../../ui/useReturnFocus';
import type { UserActor, UserVoice } from './assetTypes';
import { useActorInfoForm } from './useActorInfoForm';

const inputClass = (invalid: boolean) =>
  clsx(
    'h-10 w-full rounded-[10px] border bg-white px-3 text-[14px] text-ink outline-none transition-[border-color,box-shadow] focus:border-brand-400 focus:ring-4 focus:ring-brand-100',
    invalid ? 'border-danger/60' : 'border-line',
  );

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-[13px] font-medium text-ink">
        <span className="mr-0.5 text-danger">*</span>
        {label}
      </label>
      {children}
      {error ? (
        <p role="alert" className="mt-1 text-[12.5px] text-danger">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}

function PreviewBody({
  agentId,
  userId,
  actor,
  voices,
  onClose,
}: {
  agentId: string;
  userId: string;
  actor: UserActor;
  voices: UserVoice[];
  onClose(): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const form = useActorInfoForm(agentId, userId, actor);
  const video = actor.fullActorDefaultVideoUrl;
  const voiceIdError =
    form.errors.voiceId ?? (form.info.voiceId.trim() ? undefined : 'agent.preview.errors.voiceId');
  return (
    <form
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        if (await form.submit()) onClose();
      }}
      className="flex gap-6 p-6 max-md:h-full max-md:flex-col max-md:gap-4 max-md:overflow-y-auto max-md:p-4"
    >
      <div className="aspect-[9/16] w-[220px] shrink-0 overflow-hidden rounded-xl bg-canvas max-md:w-[150px] max-md:self-center">
        {video ? (
          // biome-ignore lint/a11y/useMediaCaption: the actor's default clip has no speech to caption
          <video
            src={video}
            poster={actor.imageUrl ?? undefined}
            controls
            className="size-full object-cover"
          />
        ) : actor.imageUrl ? (
          <img src={actor.imageUrl} alt="" className="size-full object-cover" />
        ) : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="mb-5 flex items-start justify-between gap-3">
          <Dialog.Title className="text-[16px] font-semibold text-ink">
            {t('agent.preview.title')}
          </Dialog.Title>
          <Dialog.Close
            aria-label={t('agent.form.close')}
            className="flex size-8 items-center justify-center rounded-lg text-ink-muted hover:bg-canvas hover:text-ink"
          >
            <X className="size-4" aria-hidden="true" />
          </Dialog.Close>
        </div>
        <div className="space-y-4">
          <Field
            id={`${id}-actor`}
            label={t('agent.preview.actorName')}
            error={form.errors.actorName}
          >
            <input
              id={`${id}-actor`}
              value={form.info.actorName}
              onChange={(e) => form.set({ actorName: e.target.value })}
              className={inputClass(Boolean(form.errors.actorName))}
            />
          </Field>
          {voices.length > 1 ? (
            <Field id={`${id}-chooser`} label={t('agent.preview.chooseVoice')}>
              <select
                id={`${id}-chooser`}
                value={voices.some((v) => v.id === form.info.voiceId) ? form.info.voiceId : ''}
                onChange={(e) => {
                  const voice = voices.find((v) => v.id === e.target.value);
                  if (voice) form.chooseVoice(voice);
                }}
                className={inputClass(false)}
              >
                <option value="" disabled>
                  {t('agent.preview.chooseVoicePlaceholder')}
                </option>
                {voices.map((v) => (
                  <option key={v.id} value={v.id}>
                    {v.name}
                  </option>
                ))}
              </select>
            </Field>
          ) : null}
          <Field
            id={`${id}-voice`}
            label={t('agent.preview.voiceName')}
            error={form.errors.voiceName}
          >
            <input
              id={`${id}-voice`}
              value={form.info.voiceName}
              onChange={(e) => form.set({ voiceName: e.target.value })}
              className={inputClass(Boolean(form.errors.voiceName))}
            />
          </Field>
          <Field id={`${id}-voice-id`} label={t('agent.preview.voiceId')} error={voiceIdError}>
            <input
              id={`${id}-voice-id`}
              value={form.info.voiceId}
              aria-invalid={Boolean(voiceIdError) || undefined}
              onChange={(e) => form.set({ voiceId: e.target.value })}
              className={clsx(inputClass(Boolean(voiceIdError)), 'font-mono text-[13px]')}
            />
          </Field>
        </div>
        <div className="mt-auto flex justify-end gap-2.5 pt-6">
          <Button variant="outline" onClick={onClose}>
            {t('agent.form.cancel')}
          </Button>
          <Button type="submit" disabled={!form.canSave} loading={form.saving}>
            {t('agent.form.save')}
          </Button>
        </div>
      </div>
    </form>
  );
}

/** The actor preview modal of the user detail (creation.md §2) with the selected actor form. */
export function ActorPreviewDialog({
  agentId,
  userId,
  actor,
  voices,
  onClose,
}: {
  agentId: string;
  userId: string;
  actor: UserActor | null;
  voices: UserVoice[];
  onClose(): void;
}) {
  const returnFocus = useReturnFocus(actor !== null);
  return (
    <Dialog.Root open={actor !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <DialogOverlay />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus}
          className={`fixed top-1/2 left-1/2 z-50 w-[min(720px,calc(100vw-32px))] -translate-x-1/2 -translate-y-1/2 overflow-hidden rounded-[20px] bg-white shadow-[var(--shadow-pop)] outline-none animate-fade-in ${FULL_SCREEN_ON_PHONE}`}
        >
          {actor ? (
            <PreviewBody
              key={actor.id}
              agentId={agentId}
              userId={userId}
              actor={actor}
              voices={voices}
              onClose={onClose}
            />
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
