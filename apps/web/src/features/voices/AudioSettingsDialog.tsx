import * as Dialog from '@radix-ui/react-dialog';
import { DialogOverlay } from '../../ui/DialogOverlay';
import { focusDialogItself } from '../../ui/focusDialogItself';
import { FULL_SCREEN_ON_PHONE } from '../../ui/fullScreenOnPhone';
import { useReturnFocus } from '../../ui/useReturnFocus';
import type { PickedActor } from '../actors/types';
import { AudioSettingsBody } from './AudioSettingsBody';
import type { VoiceItem } from './types';

export interface AudioSettingsSave {
  voice: VoiceItem;
  speed: number;
  saveThisVoice: boolean;
}

export interface AudioSettingsDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  actor: PickedActor;
  /** The actor's voice in the project; null falls back to the actor's default voice. */
  voice: VoiceItem | null;
  speed: number;
  /** Start generating a preview for the current pair at once (the code 1020 flow). */
  autoPreview?: boolean;
  /** The project's script: previews speak it instead of the short sample when given. */
  script?: string;
  onSave(result: AudioSettingsSave): void;
  /** Where focus goes on close when what opened the dialog is gone (see useReturnFocus). */
  fallbackFocus?(): HTMLElement | null;
}

/**
 * The audio settings dialog (creation.md §2): choose the actor's voice from the list, set the
 * speed, hear a preview (which verifies the pair) and save. Everything inside starts afresh
 * at each opening and stops playing when it closes.
 */
export function AudioSettingsDialog({
  open,
  onOpenChange,
  fallbackFocus,
  ...rest
}: AudioSettingsDialogProps) {
  const returnFocus = useReturnFocus(open, fallbackFocus);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <DialogOverlay />
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={focusDialogItself}
          onCloseAutoFocus={returnFocus}
          className={`fixed top-1/2 left-1/2 z-50 flex h-[min(720px,calc(100vh-48px))] w-[min(980px,calc(100vw-32px))] -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-[20px] bg-white shadow-[var(--shadow-pop)] outline-none animate-fade-in ${FULL_SCREEN_ON_PHONE}`}
        >
          <AudioSettingsBody {...rest} onClose={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
