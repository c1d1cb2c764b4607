import {
  AgentUserAppState,
  type AgentUserItem,
  AgentUserStatus,
  type agentUserItem,
} from '@talkreel/contract';
import type { z } from 'zod';
import { isoTime } from '../tree/paging';
import type { SubUserRow } from './policy';

/** The columns an agent user entry is made from. */
export const AGENT_USER_COLUMNS = [
  'id',
  'username',
  'gender',
  'email',
  'company',
  'personal_title',
  'created_at',
  'activated_at',
  'agent_disabled',
] as const;

type AgentUserColumns = Pick<SubUserRow, (typeof AGENT_USER_COLUMNS)[number]>;

/**
 * appState is 1 once the sub-user has signed in (their account is activated on first sign-in),
 * isAgent 1 unless their agent disabled them.
 */
export function toAgentUserItem(row: AgentUserColumns): z.input<typeof agentUserItem> {
  return {
    id: row.id,
    username: row.username,
    gender: row.gender,
    email: row.email,
    company: row.company,
    personal_title: row.personal_title,
    created_at: isoTime(row.created_at),
    app_state:
      row.activated_at === null ? AgentUserAppState.UNVERIFIED : AgentUserAppState.VERIFIED,
    is_agent: row.agent_disabled ? AgentUserStatus.DISABLED : AgentUserStatus.ENABLED,
  } satisfies AgentUserItem;
}
