import type { WorkflowDelivery } from '@talkreel/contract';
import type { AgentWorkflowDeliveriesTable } from '../../../ports/db/schema';
import { isoTime } from '../../tree/paging';

const iso = (ms: number | null) => (ms === null ? null : isoTime(ms));

/** A delivery row as the workflow screen reads it. */
export function toWorkflowDelivery(row: AgentWorkflowDeliveriesTable): WorkflowDelivery {
  const waiting = row.status === 'pending' || row.status === 'retrying';
  return {
    id: row.id,
    kind: row.kind as WorkflowDelivery['kind'],
    video_id: row.video_id,
    status: row.status as WorkflowDelivery['status'],
    http_status: row.http_status === null ? null : Number(row.http_status),
    attempts: Number(row.attempts),
    error: row.error,
    created_at: isoTime(row.created_at),
    delivered_at: iso(row.delivered_at),
    // While sending, next_attempt_at is the claim's lapse, not a time the screen should show.
    next_attempt_at: waiting ? iso(row.next_attempt_at) : null,
  };
}
