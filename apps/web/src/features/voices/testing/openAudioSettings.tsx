import { camelize } from '@talkreel/contract';
import { vi } from 'vitest';
import { fakeServer, ok } from '../../../test/fakeServer';
import { actorRow } from '../../actors/testing/fixtures';
import { renderDialog } from '../../actors/testing/renderDialog';
import type { PickedActor } from '../../actors/types';
import { AudioSettingsDialog, type AudioSettingsSave } from '../AudioSettingsDialog';
import type { VoiceItem } from '../types';
import { ava, filterOptions, jack, lena, voicePage } from './fixtures';

/** Maya, a stock actor whose default voice is Ava. */
export const maya = camelize({
  ...actorRow(1, { name: 'Maya' }),
  default_audio: ava,
}) as unknown as PickedActor;
export const asVoice = (row: Record<string, unknown>) => camelize(row) as unknown as VoiceItem;

export interface ShowBody {
  condition1: { name: string | null };
  condition2: Record<string, string[]>;
  condition3: { condition: string };
  page: number;
  page_size: number;
}

/** The voice calls answered as the server would, plus any `extra` handlers. */
export function voiceServer(extra: Parameters<typeof fakeServer>[0] = {}) {
  return fakeServer({
    'GET /audio/filter-options': () => ok(filterOptions),
    'POST /audio/show': () => ok(voicePage([ava, jack, lena])),
    'POST /users/update-first-dh-create': () => ok(null),
    ...extra,
  });
}

export function openAudioSettings(props: Partial<Parameters<typeof AudioSettingsDialog>[0]> = {}) {
  const onSave = vi.fn<(r: AudioSettingsSave) => void>();
  const onOpenChange = vi.fn();
  const view = renderDialog(
    <AudioSettingsDialog
      open
      onOpenChange={onOpenChange}
      actor={maya}
      voice={null}
      speed={1}
      onSave={onSave}
      {...props}
    />,
  );
  return { ...view, onSave, onOpenChange };
}
