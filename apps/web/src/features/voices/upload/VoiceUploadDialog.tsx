import * as Dialog from '@radix-ui/react-dialog';
import { DialogOverlay } from '../../../ui/DialogOverlay';
import { focusDialogItself } from '../../../ui/focusDialogItself';
import { FULL_SCREEN_ON_PHONE } from '../../../ui/fullScreenOnPhone';
import { useReturnFocus } from '../../../ui/useReturnFocus';
import type { VoiceItem } from '../types';
import { VoiceUploadBody } from './VoiceUploadBody';

export interface VoiceUploadDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The saved voice, after which the dialog closes (creation.md §4). */
  onSaved(voice: VoiceItem): void;
  /** An agent acting for a sub-user: the voice is made for (and checked among) that user's. */
  userId?: string;
  /** Where focus goes on close when what opened the dialog is gone (see useReturnFocus). */
  fallbackFocus?(): HTMLElement | null;
}

/**
 * The voice-upload dialog (creation.md §2): upload a recording or a video, clone it, hear
 * it and save it. Reusable: the voice library opens it, and so will the create-actor
 * dialog's voice step. Everything inside starts afresh at each opening.
 */
export function VoiceUploadDialog({
  open,
  onOpenChange,
  onSaved,
  userId,
  fallbackFocus,
}: VoiceUploadDialogProps) {
  const returnFocus = useReturnFocus(open, fallbackFocus);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <DialogOverlay />
        {/* One height for every step (it scrolls inside): the box does not jump as the upload,
            the clone's progress and the saved record appear. A phone gets the whole screen. */}
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={focusDialogItself}
          onCloseAutoFocus={returnFocus}
          className={`fixed top-1/2 left-1/2 z-50 flex h-[min(760px,calc(100vh-48px))] w-[min(600px,calc(100vw-32px))] -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-[20px] bg-white shadow-[var(--shadow-pop)] outline-none animate-fade-in ${FULL_SCREEN_ON_PHONE}`}
        >
          <VoiceUploadBody
            userId={userId}
            onClose={() => onOpenChange(false)}
            onSaved={(voice) => {
              onSaved(voice);
              onOpenChange(false);
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
