import { randomBytes } from 'node:crypto';
import { CloneStatus } from '@talkreel/contract';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { uploadFile } from '../features/uploads/test-uploads';
import { eventually } from '../features/videos/test-creation';
import {
  type CloneStandIn,
  speechWav,
  startElevenLabsStandIn,
} from '../features/voices/clone/test-clone-providers';
import { deleteRedisKeys } from '../ports/queue/queue-contract';
import { signUp } from '../test/factories';
import { startTestServer, type TestServer } from '../test/test-server';

const redisUrl = process.env.REDIS_URL;
const prefix = `talkreel-test-${randomBytes(4).toString('hex')}`;
const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((o) => o.close()));
});
afterAll(async () => {
  if (redisUrl) await deleteRedisKeys(redisUrl, prefix);
});

type LogLine = Record<string, unknown> & { msg?: string; reqId?: string };

describe('the request id follows the job it queued', () => {
  for (const queue of ['database', 'bullmq'] as const) {
    it.runIf(queue === 'database' || redisUrl)(
      `the worker's log lines for a job carry the id of the call that queued it (${queue} queue)`,
      async () => {
        const eleven: CloneStandIn = await startElevenLabsStandIn();
        opened.push(eleven);
        const logLines: string[] = [];
        const server: TestServer = await startTestServer(
          {
            speechProviders: { elevenlabs: { apiKey: 'el-key', baseUrl: eleven.url } },
            ...(queue === 'bullmq' ? { redisUrl, queuePrefix: prefix } : {}),
          },
          { logLines },
        );
        opened.push(server);
        const { token } = await signUp(server);
        const up = await uploadFile(server, token, 'audio', await speechWav(), 'me.wav');
        expect(up.confirm.body.code, up.confirm.body.message).toBe(200);

        const requestId = `trace-${randomBytes(6).toString('hex')}`;
        const started = await server.call<{ task_id: string }>(
          'POST',
          '/audio/clone-elevenlabs',
          { audio_name: 'Traced voice', audio_url: up.confirm.body.data.file_uri },
          { token, headers: { 'x-request-id': requestId } },
        );
        expect(started.body.code, started.body.message).toBe(200);
        const taskId = started.body.data.task_id;
        await eventually(async () => {
          const r = await server.call<{ process_status: number }>(
            'GET',
            `/audio/processing-status/${taskId}`,
            undefined,
            { token },
          );
          return r.body.data.process_status !== CloneStatus.PROCESSING;
        }, 120_000);

        const lines = () => logLines.map((l) => JSON.parse(l) as LogLine);
        // The job's own lines: started and completed, each naming the request and the job.
        const jobLines = await eventually(async () => {
          const mine = lines().filter((l) => l.reqId === requestId && l.job === 'voice.clone');
          return mine.some((l) => l.msg === 'job completed') && mine;
        }, 30_000);
        expect(jobLines.map((l) => l.msg)).toEqual(
          expect.arrayContaining(['job started', 'job completed']),
        );
        expect(jobLines.every((l) => l.jobId === `voice.clone@${taskId}`)).toBe(true);
        // ...and the HTTP request itself logged under the same id.
        expect(lines().some((l) => l.reqId === requestId && l.msg === 'request completed')).toBe(
          true,
        );
        // Lines of other requests' work never borrow it.
        const other = lines().filter((l) => l.job === 'voice.clone' && l.reqId !== requestId);
        expect(other).toEqual([]);
      },
      180_000,
    );
  }
});
