import { Code, Message } from '@talkreel/contract';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { appSettings } from '../config';
import { useSessionStore } from '../state/useSessionStore';
import { fakeServer, refuse, type SeenCall } from '../test/fakeServer';
import { answerSignedWith, pageWith } from '../test/rotatedSecret';
import { setServerSettings } from '../test/serverSettings';
import { AppToaster } from '../ui/AppToaster';
import { callApi } from './client';

/** A server whose secret is `secret`: it answers a call signed with it, and refuses any other. */
const signedWith = (secret: string) => (call: SeenCall) =>
  answerSignedWith(secret, (name) => call.headers.get(name), { agent_admin: false });

const rotated = { signingSecret: 'new-secret', googleSignIn: false };

describe('a page left open across a rotation of the signing secret', () => {
  beforeEach(() => {
    setServerSettings({ signingSecret: 'old-secret', googleSignIn: false });
    useSessionStore.getState().signIn('tok', null);
  });

  it('re-reads the settings from a fresh page and sends the call again, without a toast', async () => {
    const net = fakeServer({
      'GET /agent/check-admin': signedWith('new-secret'),
      'GET /': () => pageWith(rotated),
    });
    render(<AppToaster />);
    expect(await callApi('/agent/check-admin')).toEqual({ agentAdmin: false });
    expect(net.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /agent/check-admin',
      'GET /',
      'GET /agent/check-admin',
    ]);
    expect(appSettings().signingSecret).toBe('new-secret');
    expect(screen.queryByText('Access Restricted')).toBeNull();
  });

  it('fetches the page once however many calls are refused together', async () => {
    const net = fakeServer({
      'GET /agent/check-admin': signedWith('new-secret'),
      'GET /': () => pageWith(rotated),
    });
    await Promise.all([1, 2, 3].map(() => callApi('/agent/check-admin')));
    expect(net.callsTo('GET /')).toHaveLength(1);
    expect(net.callsTo('GET /agent/check-admin')).toHaveLength(6);
  });

  it('does not send the call again when the page holds the same settings', async () => {
    const net = fakeServer({
      'GET /agent/check-admin': signedWith('new-secret'),
      'GET /': () => pageWith({ signingSecret: 'old-secret', googleSignIn: false }),
    });
    render(<AppToaster />);
    const err = await callApi('/agent/check-admin').catch((e) => e);
    expect(err).toMatchObject({ code: Code.ACCESS_RESTRICTED });
    expect(net.callsTo('GET /agent/check-admin')).toHaveLength(1);
    expect(await screen.findByText('Access Restricted')).toBeInTheDocument();
  });

  it('tries once: a call still refused after new settings is reported', async () => {
    const net = fakeServer({
      'GET /agent/check-admin': signedWith('yet-another-secret'),
      'GET /': () => pageWith(rotated),
    });
    const err = await callApi('/agent/check-admin').catch((e) => e);
    expect(err).toMatchObject({ code: Code.ACCESS_RESTRICTED });
    expect(net.callsTo('GET /agent/check-admin')).toHaveLength(2);
    expect(net.callsTo('GET /')).toHaveLength(1);
  });

  it('leaves other refusals of access alone', async () => {
    const net = fakeServer({
      'GET /agent/check-admin': () => refuse(Code.ACCESS_RESTRICTED, Message.PERMISSION_DENIED),
      'GET /': () => pageWith(rotated),
    });
    await callApi('/agent/check-admin').catch(() => undefined);
    expect(net.callsTo('GET /')).toHaveLength(0);
    expect(appSettings().signingSecret).toBe('old-secret');
  });
});
