import { CloneMessage, CloneStatus } from '@talkreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { uploadFile } from '../../uploads/test-uploads';
import { eventually } from '../../videos/test-creation';
import { userIdOf } from '../../workspaces/test-membership';
import { speechWav } from './test-clone-providers';
import { cloneTaskWithVoice } from './test-clone-rows';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('a clone that fails for a reason nobody foresaw', () => {
  it('ends its task as failed instead of leaving the voice processing', async () => {
    const user = await signUp(server);
    const up = await uploadFile(server, user.token, 'audio', await speechWav(), 'me.wav');
    expect(up.confirm.body.code, up.confirm.body.message).toBe(200);
    // The store loses the recording (a disk replaced, a bucket emptied by hand).
    const upload = await server.ctx.db
      .selectFrom('uploads')
      .select('file_key')
      .where('user_id', '=', await userIdOf(server, user.email))
      .executeTakeFirstOrThrow();
    await server.ctx.storage.delete(upload.file_key ?? '');

    const r = await server.call<{ task_id: string }>(
      'POST',
      '/audio/clone-local',
      { audio_name: 'Lost take', audio_url: up.confirm.body.data.file_uri },
      { token: user.token },
    );
    expect(r.body.code, r.body.message).toBe(200);
    // Without any status poll (which would time it out only after its deadline).
    const { task, voice } = await eventually(async () => {
      const rows = await cloneTaskWithVoice(server, r.body.data.task_id);
      return rows.task.status !== CloneStatus.PROCESSING && rows;
    });
    expect(task).toMatchObject({ status: CloneStatus.FAILED, error: CloneMessage.FAILED });
    expect(voice.process_status).toBe(CloneStatus.FAILED);
    expect(voice.deleted_at).not.toBeNull();
  });
});
