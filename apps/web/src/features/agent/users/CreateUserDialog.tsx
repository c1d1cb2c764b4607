import * as Dialog from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { DialogOverlay } from '../../../ui/DialogOverlay';
import { FULL_SCREEN_ON_PHONE } from '../../../ui/fullScreenOnPhone';
import { notify } from '../../../ui/toast';
import { useReturnFocus } from '../../../ui/useReturnFocus';
import { createAgentUser } from '../agentApi';
import { dashboardKeys } from '../agentQueryKeys';
import { UserFormFields } from './UserFormFields';
import { emptyUserFields } from './userForm';
import { useUserForm } from './useUserForm';

interface CreateUserDialogProps {
  agentId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** The body lives only while open, so closing clears the form (creation.md §2). */
function CreateUserBody({ agentId, onClose }: { agentId: string; onClose(): void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useUserForm(emptyUserFields, true);
  const save = async () => {
    const saved = await form.submit((values) => createAgentUser(agentId, values));
    if (!saved) return;
    notify({ tone: 'success', title: t('agent.users.created') });
    await queryClient.invalidateQueries({ queryKey: dashboardKeys.users(agentId) });
    onClose();
  };
  return (
    <form
      className="flex h-full flex-col"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <div className="flex items-center justify-between border-b border-line px-6 py-4">
        <Dialog.Title className="text-[16px] font-semibold text-ink">
          {t('agent.users.createTitle')}
        </Dialog.Title>
        <Dialog.Close
          aria-label={t('agent.form.close')}
          className="flex size-8 items-center justify-center rounded-lg text-ink-muted hover:bg-canvas hover:text-ink max-md:size-10"
        >
          <X className="size-4" aria-hidden="true" />
        </Dialog.Close>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-6 py-6">
        <UserFormFields values={form.values} errors={form.errors} onChange={form.setField} />
      </div>
      <div className="flex justify-end gap-2.5 border-t border-line px-6 py-4">
        <Button variant="outline" onClick={onClose}>
          {t('agent.form.cancel')}
        </Button>
        <Button type="submit" loading={form.saving}>
          {t('agent.form.save')}
        </Button>
      </div>
    </form>
  );
}

/** The create-user modal, 688x559 (creation.md §2); it closes after a successful save. */
export function CreateUserDialog({ agentId, open, onOpenChange }: CreateUserDialogProps) {
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <DialogOverlay />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus}
          data-testid="create-user-dialog"
          className={`fixed top-1/2 left-1/2 z-50 h-[min(559px,calc(100vh-32px))] w-[min(688px,calc(100vw-32px))] -translate-x-1/2 -translate-y-1/2 overflow-hidden rounded-[20px] bg-white shadow-[var(--shadow-pop)] outline-none animate-fade-in ${FULL_SCREEN_ON_PHONE}`}
        >
          <CreateUserBody agentId={agentId} onClose={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
