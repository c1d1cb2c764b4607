import { useState } from 'react';
import { vi } from 'vitest';
import { fakeServer, ok } from '../../../../test/fakeServer';
import { renderDialog } from '../../../actors/testing/renderDialog';
import type { VoiceItem } from '../../types';
import { VoiceUploadDialog } from '../VoiceUploadDialog';
import { cloneTask, confirmed, processing, providers, savedInfo, uploadSlot } from './fixtures';

/** The upload and clone calls answered as the server would. */
export const cloneHandlers = (): Parameters<typeof fakeServer>[0] => ({
  'GET /audio/clone-providers': () => ok(providers()),
  'POST /users/check-audio-name-duplicate': () => ok({ is_duplicate: false }),
  'POST /upload/file': () => ok(uploadSlot()),
  'POST /upload/confirm/t1': () => ok(confirmed()),
  'POST /audio/clone-local': () => ok(cloneTask),
  'GET /audio/processing-status/c1': () => ok(processing(2)),
  'GET /audio/save-info/voice-9': () => ok(savedInfo()),
});

/** The upload and clone calls, plus any `extra` handlers. */
export const cloneServer = (extra: Parameters<typeof fakeServer>[0] = {}) =>
  fakeServer({ ...cloneHandlers(), ...extra });

/** The dialog; with `userId`, as an agent adding a voice to that user. */
export function openVoiceUpload(userId?: string) {
  const onSaved = vi.fn<(v: VoiceItem) => void>();
  const onOpenChange = vi.fn();
  const view = renderDialog(
    <VoiceUploadDialog open onOpenChange={onOpenChange} onSaved={onSaved} userId={userId} />,
  );
  return { ...view, onSaved, onOpenChange };
}

function ClosablePage({ onSaved }: { onSaved(voice: VoiceItem): void }) {
  const [open, setOpen] = useState(true);
  return <VoiceUploadDialog open={open} onOpenChange={setOpen} onSaved={onSaved} />;
}

/** The dialog as a page holds it: Cancel, the X or Escape really close it (and unmount its body). */
export function openClosableVoiceUpload() {
  const onSaved = vi.fn<(v: VoiceItem) => void>();
  return { ...renderDialog(<ClosablePage onSaved={onSaved} />), onSaved };
}
