import { Code, loginReply } from '@talkreel/contract';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, ok, refuse } from '../test/fakeServer';
import { ApiError } from './ApiError';
import { callApi } from './client';

/** A schema whose chunk arrives when the test says so (as over a slow network). */
function slowSchema() {
  let arrive!: (schema: typeof loginReply) => void;
  let fail!: (error: Error) => void;
  const chunk = new Promise<typeof loginReply>((resolve, reject) => {
    arrive = resolve;
    fail = reject;
  });
  const reply = vi.fn(() => chunk);
  return { reply, arrive, fail };
}

describe('a reply schema fetched with its call (the login path)', () => {
  it('is asked for before the reply is in, and the reply waits for it and is checked', async () => {
    fakeServer({ 'POST /login': () => ok({ token: '' }) });
    const schema = slowSchema();
    const call = callApi('/login', { method: 'POST', body: {}, reply: schema.reply, toast: false });
    expect(schema.reply).toHaveBeenCalledTimes(1);
    schema.arrive(loginReply);
    // An empty token breaks the schema's min length: the check ran on the fetched schema.
    await expect(call).rejects.toMatchObject({
      kind: 'validation',
      message: 'Token cannot be empty',
    });
  });

  it('hands over the camelCased data once the schema has come', async () => {
    fakeServer({ 'POST /login': () => ok({ token: 'tok-1' }) });
    const schema = slowSchema();
    const call = callApi('/login', { method: 'POST', body: {}, reply: schema.reply, toast: false });
    schema.arrive(loginReply);
    await expect(call).resolves.toEqual({ token: 'tok-1' });
  });

  it('fails like the network when the chunk cannot be fetched, but a refusal stays a refusal', async () => {
    fakeServer({
      'POST /login': () => ok({ token: 'tok-1' }),
      'POST /prelogin/send_email_verify_code': () => refuse(Code.SLOW_DOWN, 'Too frequent'),
    });
    const broken = slowSchema();
    broken.fail(new TypeError('Failed to fetch dynamically imported module'));
    const success = callApi('/login', {
      method: 'POST',
      body: {},
      reply: broken.reply,
      toast: false,
    });
    await expect(success).rejects.toBeInstanceOf(ApiError);
    await expect(success).rejects.toMatchObject({ kind: 'network', status: 0 });

    const refusal = callApi('/prelogin/send_email_verify_code', {
      method: 'POST',
      body: {},
      reply: broken.reply,
      toast: false,
    });
    await expect(refusal).rejects.toMatchObject({ kind: 'business', code: Code.SLOW_DOWN });
  });
});
