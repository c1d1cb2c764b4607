import {
  WORKFLOW_DELIVERY_KEEP_MS,
  WORKFLOW_DELIVERY_LIST_SIZE,
  type WorkflowDelivery,
  WorkflowDeliveryKind,
  WorkflowDeliveryStatus,
} from '@talkreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schedulePurgeExpired } from '../../../jobs/purge-expired';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { jobCompleted } from '../../../test/wait-for-job';
import { agentAdmin } from '../test-agent';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const DAY = 86_400_000;
const MINUTE = 60_000;

describe('hourly purge of workflow deliveries', () => {
  it(`removes finished deliveries older than ${WORKFLOW_DELIVERY_KEEP_MS / DAY} days beyond each agent's last ${WORKFLOW_DELIVERY_LIST_SIZE}; keeps those in flight`, async () => {
    const busy = await agentAdmin(server, 'Busy');
    const quiet = await agentAdmin(server, 'Quiet');
    const now = server.ctx.now();
    const old = now - WORKFLOW_DELIVERY_KEEP_MS - DAY;
    const delivery = (agentId: string, id: string, createdAt: number, status: string) => ({
      id,
      agent_id: agentId,
      kind: WorkflowDeliveryKind.VIDEO,
      video_id: `video-${id}`,
      status,
      attempts: 1,
      http_status: status === WorkflowDeliveryStatus.DELIVERED ? 200 : null,
      error: null,
      next_attempt_at: status === WorkflowDeliveryStatus.RETRYING ? now : null,
      delivered_at: status === WorkflowDeliveryStatus.DELIVERED ? createdAt : null,
      created_at: createdAt,
      updated_at: createdAt,
    });
    // Busy: 3 recent deliveries, 20 old ones a minute apart (one failed), and an older one
    // still being retried. Quiet: two old ones, all it has.
    const rows = [
      ...[0, 1, 2].map((i) =>
        delivery(
          busy.agentId,
          `recent-${i}`,
          now - DAY - i * MINUTE,
          WorkflowDeliveryStatus.DELIVERED,
        ),
      ),
      ...Array.from({ length: 20 }, (_, i) =>
        delivery(
          busy.agentId,
          `old-${String(i).padStart(2, '0')}`,
          old - i * MINUTE,
          i === 19 ? WorkflowDeliveryStatus.FAILED : WorkflowDeliveryStatus.DELIVERED,
        ),
      ),
      delivery(busy.agentId, 'in-flight', old - DAY, WorkflowDeliveryStatus.RETRYING),
      delivery(quiet.agentId, 'quiet-0', old, WorkflowDeliveryStatus.DELIVERED),
      delivery(quiet.agentId, 'quiet-1', old - MINUTE, WorkflowDeliveryStatus.FAILED),
    ];
    await server.ctx.db.insertInto('agent_workflow_deliveries').values(rows).execute();
    const listed = async (admin: typeof busy) => {
      const r = await server.call<{ deliveries: WorkflowDelivery[] }>(
        'POST',
        '/agent/workflow/deliveries',
        { agent_id: admin.agentId },
        admin,
      );
      expect(r.body.code, r.body.message).toBe(200);
      return r.body.data.deliveries.map((d) => d.id);
    };
    const busyList = await listed(busy);
    const quietList = await listed(quiet);

    const id = await schedulePurgeExpired(server.ctx);
    await jobCompleted(server, id);

    const left = await server.ctx.db
      .selectFrom('agent_workflow_deliveries')
      .select('id')
      .orderBy('id')
      .execute();
    // The three recent ones and the 17 newest old ones fill Busy's list; the three oldest
    // finished ones go; the one still retrying stays. Quiet keeps its only two.
    const gone = ['old-17', 'old-18', 'old-19'];
    expect(left.map((r) => r.id)).toEqual(
      rows
        .map((r) => r.id)
        .filter((r) => !gone.includes(r))
        .sort(),
    );
    // What the agents' workflow screens list is unchanged.
    expect(await listed(busy)).toEqual(busyList);
    expect(await listed(quiet)).toEqual(quietList);
  });
});
