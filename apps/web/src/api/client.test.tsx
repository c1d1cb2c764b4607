import { createHash } from 'node:crypto';
import {
  Code,
  DEFAULT_SIGNING_SECRET,
  emailLoginSessionReply,
  Message,
  profileReply,
} from '@talkreel/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import { useSessionStore } from '../state/useSessionStore';
import { fakeServer, ok, refuse } from '../test/fakeServer';
import { AppToaster } from '../ui/AppToaster';
import { ApiError } from './ApiError';
import { callApi } from './client';

const signIn = (token: string) => useSessionStore.getState().signIn(token, null);

describe('request headers', () => {
  it('signs a call with the token: bearer, auth-token, timestamp and SHA-256(ts + token + secret)', async () => {
    const net = fakeServer({ 'GET /agent/check-admin': () => ok({ agent_admin: false }) });
    signIn('tok-abc');
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_123);
    await callApi('/agent/check-admin');
    const h = net.calls[0].headers;
    const expected = createHash('sha256')
      .update(`1700000000123tok-abc${DEFAULT_SIGNING_SECRET}`)
      .digest('hex');
    expect(h.get('x-signature')).toBe(expected);
    expect(h.get('x-timestamp')).toBe('1700000000123');
    expect(h.get('authorization')).toBe('Bearer tok-abc');
    expect(h.get('auth-token')).toBe('tok-abc');
    expect(h.get('accept-language')).toBe('en');
    expect(h.get('x-request-id')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('sends no credentials without a token, and the current UI language', async () => {
    const net = fakeServer({
      'GET /rsapub': () => ok({ exponent: 65537, module: 'ab', rsa_id: 'r' }),
    });
    await i18n.changeLanguage('zh-TW');
    await callApi('/rsapub');
    const h = net.calls[0].headers;
    expect(h.get('accept-language')).toBe('zh-TW');
    for (const name of ['authorization', 'auth-token', 'x-timestamp', 'x-signature']) {
      expect(h.get(name)).toBeNull();
    }
  });

  it('gives every call its own request id', async () => {
    const net = fakeServer({ 'GET /rsapub': () => ok(null) });
    await callApi('/rsapub');
    await callApi('/rsapub');
    expect(net.calls[0].headers.get('x-request-id')).not.toBe(
      net.calls[1].headers.get('x-request-id'),
    );
  });
});

describe('replies', () => {
  it('unwraps the envelope and converts keys to camelCase', async () => {
    fakeServer({
      'POST /prelogin/get_email_login_session': () =>
        ok({ email_session_id: 's-1', first_login: true }),
    });
    const data = await callApi('/prelogin/get_email_login_session', {
      method: 'POST',
      body: { email: 'a@b.co' },
      reply: emailLoginSessionReply,
    });
    expect(data).toEqual({ emailSessionId: 's-1', firstLogin: true });
  });

  it('rejects a reply that breaks its schema with the first validation message, logged and toasted', async () => {
    fakeServer({
      'GET /users/profile': () =>
        ok({ id: 'u1', email: '', username: 'x', latest_modified_workspace: { id: 'w' } }),
    });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<AppToaster />);
    const err = await callApi('/users/profile', { reply: profileReply }).catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ kind: 'validation', message: 'Email cannot be empty' });
    expect(log).toHaveBeenCalledOnce();
    expect(await screen.findByText('Email cannot be empty')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });
});

describe('failures', () => {
  it('shows the business-code toast, in the UI language', async () => {
    fakeServer({
      'GET /agent/check-admin': () => refuse(Code.ACCESS_RESTRICTED, Message.PERMISSION_DENIED),
    });
    render(<AppToaster />);
    await i18n.changeLanguage('de');
    const err = await callApi('/agent/check-admin').catch((e) => e);
    expect(err).toMatchObject({ kind: 'business', code: 1003, status: 403 });
    expect(await screen.findByText('Zugriff eingeschränkt')).toBeInTheDocument();
    expect(screen.getByText('Unzureichende Berechtigungen.')).toBeInTheDocument();
  });

  it('falls back to the HTTP-status toast when there is no envelope', async () => {
    fakeServer({ 'GET /agent/check-admin': () => ({ status: 502, body: 'Bad gateway' }) });
    render(<AppToaster />);
    await callApi('/agent/check-admin').catch(() => undefined);
    expect(await screen.findByText('Service Unavailable')).toBeInTheDocument();
    expect(screen.getByText('Service temporarily unavailable.')).toBeInTheDocument();
  });

  it('reports a lost connection as "Connection Failed"', async () => {
    fakeServer({ 'GET /agent/check-admin': () => 'network-error' });
    render(<AppToaster />);
    const err = await callApi('/agent/check-admin').catch((e) => e);
    expect(err).toMatchObject({ kind: 'network', status: 0 });
    expect(await screen.findByText('Connection Failed')).toBeInTheDocument();
  });

  it('gives up after the timeout with "Request Timeout"', async () => {
    // A server that never answers; only the client's own abort ends the request.
    vi.stubGlobal(
      'fetch',
      (_: unknown, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          ),
        ),
    );
    render(<AppToaster />);
    const err = await callApi('/agent/check-admin', { timeoutMs: 30 }).catch((e) => e);
    expect(err).toMatchObject({ kind: 'timeout', status: 408 });
    expect(await screen.findByText('Request Timeout')).toBeInTheDocument();
  });

  it('stays quiet when the caller opts out of toasts', async () => {
    fakeServer({ 'POST /login': () => refuse(Code.INVALID_CODE, Message.INVALID_VERIFY_CODE) });
    render(<AppToaster />);
    const err = await callApi('/login', { method: 'POST', body: {}, toast: false }).catch((e) => e);
    expect(err).toMatchObject({ code: 1007, message: Message.INVALID_VERIFY_CODE });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('Invalid Code')).toBeNull();
  });

  it('clears the token on business code 1002', async () => {
    fakeServer({
      'GET /users/profile': () => refuse(Code.SIGN_IN_REQUIRED, Message.TOKEN_EXPIRED),
    });
    signIn('stale');
    await callApi('/users/profile').catch(() => undefined);
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('clears the token on HTTP 401 even without an envelope', async () => {
    fakeServer({ 'GET /users/profile': () => ({ status: 401, body: 'unauthorized' }) });
    signIn('stale');
    await callApi('/users/profile').catch(() => undefined);
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('keeps the token on any other refusal', async () => {
    fakeServer({
      'GET /users/profile': () => refuse(Code.ACCESS_RESTRICTED, Message.PERMISSION_DENIED),
    });
    signIn('good');
    await callApi('/users/profile', { toast: false }).catch(() => undefined);
    expect(useSessionStore.getState().token).toBe('good');
  });
});
