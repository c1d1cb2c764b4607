import { API_TIMEOUT_MS, Code, camelize, Message } from '@talkreel/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { uploadAvatar } from '../features/account/accountApi';
import { useSessionStore } from '../state/useSessionStore';
import { fakeServer } from '../test/fakeServer';
import { answerSignedWith, pageWith } from '../test/rotatedSecret';
import { setServerSettings } from '../test/serverSettings';
import { AppToaster } from '../ui/AppToaster';
import { uploadFile } from './uploadFile';

/** Stands in for the browser's XMLHttpRequest: records the request, reports progress, answers. */
type XhrAnswer = { status: number; body: unknown };
/** 'stalled': no answer ever comes, so a request with a timeout times out (as the browser does). */
function fakeXhr(answer: XhrAnswer | 'stalled' | ((headers: Record<string, string>) => XhrAnswer)) {
  const sent: { url: string; headers: Record<string, string>; form: FormData; timeout: number }[] =
    [];
  class FakeXhr {
    upload: {
      onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void;
    } = {};
    status = 0;
    responseText = '';
    timeout = 0;
    withCredentials = false;
    onload?: () => void;
    onerror?: () => void;
    ontimeout?: () => void;
    onabort?: () => void;
    private url = '';
    private headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(k: string, v: string) {
      this.headers[k] = v;
    }
    abort() {
      this.onabort?.();
    }
    send(form: FormData) {
      sent.push({ url: this.url, headers: this.headers, form, timeout: this.timeout });
      if (answer === 'stalled') {
        if (this.timeout > 0) setTimeout(() => this.ontimeout?.(), this.timeout);
        return;
      }
      const { status, body } = typeof answer === 'function' ? answer(this.headers) : answer;
      setTimeout(() => {
        for (const loaded of [50, 100])
          this.upload.onprogress?.({ lengthComputable: true, loaded, total: 100 });
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

describe('uploadFile', () => {
  it('posts a signed multipart form, reports progress and returns the camelCased reply', async () => {
    const sent = fakeXhr({
      status: 200,
      body: { code: 200, message: 'success', data: { avatar_url: '/media/a.png' } },
    });
    useSessionStore.getState().signIn('tok', null);
    const progress: number[] = [];
    const file = new File(['png-bytes'], 'avatar.png', { type: 'image/png' });
    const data = await uploadFile('/users/avatar', {
      file,
      field: 'avatar',
      fields: { note: 'x' },
      reply: z.object({ avatar_url: z.string() }),
      onProgress: (f) => progress.push(f),
    });
    expect(data).toEqual(camelize({ avatar_url: '/media/a.png' }));
    expect(progress).toEqual([0.5, 1]);
    expect(sent[0].url).toBe('/api/v1/users/avatar');
    expect(sent[0].headers.authorization).toBe('Bearer tok');
    expect(sent[0].headers['x-signature']).toMatch(/^[0-9a-f]{64}$/);
    expect((sent[0].form.get('avatar') as File).name).toBe('avatar.png');
    expect(sent[0].form.get('note')).toBe('x');
  });

  it('defaults the field to "file" and toasts a refusal', async () => {
    const sent = fakeXhr({
      status: 400,
      body: { code: Code.UPLOAD_FAILED, message: Message.INVALID_IMAGE, data: null },
    });
    render(<AppToaster />);
    const err = await uploadFile('/upload', { file: new Blob(['x']) }).catch((e) => e);
    expect(err).toMatchObject({ kind: 'business', code: Code.UPLOAD_FAILED });
    expect(sent[0].form.get('file')).toBeInstanceOf(Blob);
    expect(await screen.findByText('Upload Failed')).toBeInTheDocument();
  });

  it('gives up on a stalled avatar upload after 10 s with "Request Timeout" (core.md §7)', async () => {
    vi.useFakeTimers();
    const sent = fakeXhr('stalled');
    render(<AppToaster />);
    const failed = uploadAvatar(new File(['png'], 'me.png', { type: 'image/png' })).catch((e) => e);
    // The request goes out once it is signed (the signature is computed asynchronously).
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].timeout).toBe(API_TIMEOUT_MS);
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS);
    expect(await failed).toMatchObject({ kind: 'timeout', status: 408 });
    vi.useRealTimers();
    expect(await screen.findByText('Request Timeout')).toBeInTheDocument();
  });

  it('sends the file again, once, after the server has rotated its signing secret', async () => {
    setServerSettings({ signingSecret: 'old-secret', googleSignIn: false });
    useSessionStore.getState().signIn('tok', null);
    const page = fakeServer({
      'GET /': () => pageWith({ signingSecret: 'new-secret', googleSignIn: false }),
    });
    const sent = fakeXhr((headers) =>
      answerSignedWith('new-secret', (name) => headers[name], { avatar_url: '/media/a.png' }),
    );
    const data = await uploadFile('/users/avatar', {
      file: new Blob(['png-bytes']),
      reply: z.object({ avatar_url: z.string() }),
    });
    expect(data).toEqual({ avatarUrl: '/media/a.png' });
    expect(sent).toHaveLength(2);
    expect(page.callsTo('GET /')).toHaveLength(1);
  });
});
