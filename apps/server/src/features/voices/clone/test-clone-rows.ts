import type { TestServer } from '../../../test/test-server';

/** A clone task's row and its voice's, as stored (test support). */
export async function cloneTaskWithVoice(server: TestServer, taskId: string) {
  const task = await server.ctx.db
    .selectFrom('clone_tasks')
    .selectAll()
    .where('id', '=', taskId)
    .executeTakeFirstOrThrow();
  const voice = await server.ctx.db
    .selectFrom('voices')
    .selectAll()
    .where('id', '=', task.voice_id)
    .executeTakeFirstOrThrow();
  return { task, voice };
}
