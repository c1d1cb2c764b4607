import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, ok } from '../../../test/fakeServer';
import { renderDialog } from '../testing/renderDialog';
import type { CreateActorRequest } from './createActorApi';
import { createdReply } from './testing/fixtures';
import { useCreateActor } from './useCreateActor';

/** The hook behind the dialog's Create button, on a button of its own. */
function CreateButton({ kind }: { kind: 'image' | 'video' }) {
  const { create } = useCreateActor(() => {});
  const common = { userId: '', name: 'Ada', fileUri: 'f', voice: { id: 'v1', name: 'Warm' } };
  const request: CreateActorRequest =
    kind === 'image'
      ? { ...common, kind, crop: { x: 0, y: 0, width: 1080, height: 1920 } }
      : {
          ...common,
          kind,
          crop: [
            [0, 0],
            [1080, 0],
            [1080, 1920],
            [0, 1920],
          ],
        };
  return (
    <button type="button" onClick={() => create(request)}>
      Create
    </button>
  );
}

describe('the toast of a created actor says how long it takes (issue 24)', () => {
  it("with this server's estimate and the actors ahead, in the waiting cards' words", async () => {
    fakeServer({
      'POST /video/image-to-video': () =>
        ok({ ...createdReply, progress: { percent: 0, ahead: 1, remaining_seconds: 14 } }),
    });
    renderDialog(<CreateButton kind="image" />);
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Ada is being created')).toBeInTheDocument();
    expect(
      screen.getByText('About 15 s left · 1 actor ahead of yours. You can keep working meanwhile.'),
    ).toBeInTheDocument();
  });

  it("with the spec's usual time when the server has measured nothing", async () => {
    fakeServer({ 'POST /video/direct-huozu-training': () => ok(createdReply) });
    renderDialog(<CreateButton kind="video" />);
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(
      await screen.findByText('About 3 to 6 hours. You can keep working meanwhile.'),
    ).toBeInTheDocument();
  });
});
