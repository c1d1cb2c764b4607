import type { PickedActor } from '../actors/types';
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
  voice: VoiceItem | null;
  speed: number;
  /** Start generating a preview for the current pair at once (code 1020 flow). */
  autoPreview?: boolean;
  onSave(result: AudioSettingsSave): void;
}

export function AudioSettingsDialog(_props: AudioSettingsDialogProps) {
  return null;
}
