import { vi } from 'vitest';

export interface SeenPut {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: Blob;
}

/**
 * Stands in for the browser's XMLHttpRequest on presigned PUTs: records each request,
 * reports progress in halves, then answers `status`.
 */
export function fakePut(status = 200) {
  const sent: SeenPut[] = [];
  class FakeXhr {
    upload: {
      onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void;
    } = {};
    status = 0;
    responseText = '';
    onload?: () => void;
    onerror?: () => void;
    onabort?: () => void;
    private method = '';
    private url = '';
    private headers: Record<string, string> = {};
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(k: string, v: string) {
      this.headers[k.toLowerCase()] = v;
    }
    abort() {
      this.onabort?.();
    }
    send(body: Blob) {
      sent.push({ method: this.method, url: this.url, headers: this.headers, body });
      setTimeout(() => {
        for (const loaded of [body.size / 2, body.size])
          this.upload.onprogress?.({ lengthComputable: true, loaded, total: body.size });
        this.status = status;
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}
