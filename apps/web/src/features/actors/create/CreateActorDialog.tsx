import * as Dialog from '@radix-ui/react-dialog';
import { ACTOR_NAME_CHECK_DELAY_MS } from '@talkreel/contract';
import { DialogOverlay } from '../../../ui/DialogOverlay';
import { focusDialogItself } from '../../../ui/focusDialogItself';
import { FULL_SCREEN_ON_PHONE } from '../../../ui/fullScreenOnPhone';
import { useReturnFocus } from '../../../ui/useReturnFocus';
import { CreateActorBody } from './CreateActorBody';

export interface CreateActorDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** An agent acting for a sub-user: sent as user_id on every call (empty: the caller). */
  userId?: string;
  /** The pause before the name's duplicate check: 1000 ms for a user, 150 ms for an agent. */
  duplicateCheckDelayMs?: number;
  /** The new actor's template id, once the server has queued it; the dialog then closes. */
  onCreated?(templateId: string): void;
}

/**
 * The create-actor dialog (creation.md §2, §4, §5): a photo or a video, its 9:16 crop and
 * consent, then a name ("Actor {n}", checked for duplicates) and a voice, and Create. Its
 * draft lives inside, so every opening starts afresh at step 0.
 */
export function CreateActorDialog({
  open,
  onOpenChange,
  userId = '',
  duplicateCheckDelayMs = ACTOR_NAME_CHECK_DELAY_MS,
  onCreated,
}: CreateActorDialogProps) {
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <DialogOverlay />
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={focusDialogItself}
          onCloseAutoFocus={returnFocus}
          className={`fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100vh-48px)] w-[min(640px,calc(100vw-32px))] -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-[20px] bg-white shadow-[var(--shadow-pop)] outline-none animate-fade-in ${FULL_SCREEN_ON_PHONE}`}
        >
          <CreateActorBody
            userId={userId}
            duplicateCheckDelayMs={duplicateCheckDelayMs}
            onClose={() => onOpenChange(false)}
            onCreated={(templateId) => {
              onCreated?.(templateId);
              onOpenChange(false);
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
