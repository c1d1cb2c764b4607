import { describe, expect, it } from 'vitest';
import {
  AgentMessage,
  agentUsersRequest,
  isCalendarDate,
  isHttpsUrl,
  setSubscriptionRequest,
} from './agent';
import { AGENT_USER_PAGE_SIZE } from './limits';

describe('agent contract (creation.md §5, issue 10)', () => {
  it('dates are real YYYY-MM-DD calendar days', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-1-01')).toBe(false);
    expect(isCalendarDate('01/02/2026')).toBe(false);
  });

  it('workflow addresses are https URLs with a host and no credentials', () => {
    expect(isHttpsUrl('https://hooks.example.com/x?y=1')).toBe(true);
    expect(isHttpsUrl('http://hooks.example.com')).toBe(false);
    expect(isHttpsUrl('https://user:pw@hooks.example.com')).toBe(false);
    expect(isHttpsUrl('hooks.example.com')).toBe(false);
  });

  it('the user list defaults to page 1 of 10, type name, no value and open dates', () => {
    expect(agentUsersRequest.parse({ agent_id: 7 })).toEqual({
      agent_id: '7',
      page: 1,
      page_size: AGENT_USER_PAGE_SIZE,
      type: 'name',
      value: '',
      start_datetime: null,
      end_datetime: null,
    });
  });

  it('subscription frequency is digits only; the hour is 1-24; the type is 1', () => {
    const ok = { type: 1, agent_id: 'a', subscription_time: '24', subscription_frequency: '007' };
    expect(setSubscriptionRequest.parse(ok)).toMatchObject({
      subscription_time: 24,
      subscription_frequency: 7,
    });
    const first = (v: object) =>
      setSubscriptionRequest.safeParse({ ...ok, ...v }).error?.issues[0].message;
    expect(first({ subscription_frequency: '1e3' })).toBe(AgentMessage.SUBSCRIPTION_FREQUENCY);
    expect(first({ subscription_frequency: ' ' })).toBe(AgentMessage.SUBSCRIPTION_FREQUENCY);
    expect(first({ subscription_time: 0 })).toBe(AgentMessage.SUBSCRIPTION_TIME);
    expect(first({ type: 0 })).toBe(AgentMessage.SUBSCRIPTION_TYPE);
  });
});
