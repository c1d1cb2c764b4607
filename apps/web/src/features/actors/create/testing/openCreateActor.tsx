import { vi } from 'vitest';
import { fakeServer, ok } from '../../../../test/fakeServer';
import { myVoicePage, myVoiceRow } from '../../../voices/upload/testing/fixtures';
import { renderDialog } from '../../testing/renderDialog';
import { CreateActorDialog, type CreateActorDialogProps } from '../CreateActorDialog';
import { confirmedMedia, createdReply, uploadSlot } from './fixtures';

/**
 * The browser's object URLs, which jsdom lacks: the dialog shows the chosen file through one.
 * A stand-in for the browser, not for our code.
 */
export function fakeObjectUrls() {
  let n = 0;
  URL.createObjectURL = () => `blob:local/${++n}`;
  URL.revokeObjectURL = () => {};
}

type Handlers = Parameters<typeof fakeServer>[0];

/**
 * The calls of a photo actor's creation answered as the server would: suffix 3, names free,
 * a 1080x1920 picture, two ready own voices (and one still cloning, which is not offered).
 */
export const createHandlers = (kind: 'image' | 'video' = 'image'): Handlers => ({
  'GET /users/actor-name-suffix-id': () => ok({ suffix_id: 3 }),
  'POST /users/check-actor-name-duplicate': () => ok({ is_duplicate: false }),
  'POST /upload/file': () => ok(uploadSlot(kind)),
  'POST /upload/confirm/t1': () =>
    ok(
      kind === 'image' ? confirmedMedia('image', 1080, 1920) : confirmedMedia('video', 1920, 1080),
    ),
  'GET /users/myvoice': () =>
    ok(
      myVoicePage([
        myVoiceRow('voice-1', 'Warm narrator'),
        myVoiceRow('voice-2', 'Bright host', { provider: 'elevenlabs' }),
        myVoiceRow('voice-3', 'Still cloning', { process_status: 1 }),
      ]),
    ),
  'POST /video/check-actor-file': () => ok({ usable: true }),
  'POST /video/image-to-video': () => ok(createdReply),
  'POST /video/direct-huozu-training': () => ok(createdReply),
  'POST /users/update-first-dh-create': () => ok(null),
});

export const createServer = (extra: Handlers = {}, kind: 'image' | 'video' = 'image') =>
  fakeServer({ ...createHandlers(kind), ...extra });

export function openCreateActor(props: Partial<CreateActorDialogProps> = {}) {
  const onCreated = vi.fn<(id: string) => void>();
  const onOpenChange = vi.fn();
  const view = renderDialog(
    <CreateActorDialog open onOpenChange={onOpenChange} onCreated={onCreated} {...props} />,
  );
  return { ...view, onCreated, onOpenChange };
}
