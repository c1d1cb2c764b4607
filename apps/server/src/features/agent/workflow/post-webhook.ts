import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { checkAddressForm, refusalOfResolved } from './address-guard';

/** How much of a receiver's answer is read: enough for an error line, no more. */
const MAX_RESPONSE_BYTES = 16 * 1024;
/** How much of a failed answer is kept in the delivery's error. */
const ERROR_SNIPPET_CHARS = 200;

export interface WebhookOptions {
  /** The operator's WEBHOOK_ALLOW_PRIVATE: private addresses and plain http allowed. */
  allowPrivate: boolean;
  timeoutMs: number;
  /** How a refusal names the address (default: the workflow address). */
  what?: string;
}

/** How one attempt ended. `retryable`: worth another try later (5xx, 429, timeout, network). */
export interface WebhookOutcome {
  ok: boolean;
  httpStatus: number | null;
  error: string | null;
  retryable: boolean;
  /** The start of the answer's body as read (at most MAX_RESPONSE_BYTES); absent when none came. */
  responseBody?: Buffer;
}

class AddressRefusedError extends Error {}

/**
 * POSTs `body` to an agent's workflow address, guarded: https only, and only to public addresses
 * (checked on the addresses DNS returns, and the connection made to exactly those, so a name
 * cannot resolve differently between check and connect); a deadline over the whole exchange;
 * redirects never followed; at most MAX_RESPONSE_BYTES of the answer read.
 */
export async function postWebhook(
  address: string,
  body: string,
  headers: Record<string, string>,
  options: WebhookOptions,
): Promise<WebhookOutcome> {
  const refused = (error: string): WebhookOutcome => ({
    ok: false,
    httpStatus: null,
    error,
    retryable: false,
  });
  const form = checkAddressForm(address, options.allowPrivate, options.what);
  if ('refused' in form) return refused(form.refused);
  const { url, secure } = form;

  return new Promise<WebhookOutcome>((resolve) => {
    let settled = false;
    const finish = (outcome: WebhookOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const request = (secure ? https : http).request(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'Talkreel-Webhook/1',
          ...headers,
        },
        // A fresh connection each time: never a pooled socket opened for another address.
        agent: false,
        lookup: guardedLookup(options.allowPrivate),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => finish(outcomeOf(status, response.headers.location, chunks));
        response.on('data', (chunk: Buffer) => {
          if (size >= MAX_RESPONSE_BYTES) return;
          chunks.push(chunk);
          size += chunk.length;
          // Enough read: stop the transfer rather than take whatever the receiver sends.
          if (size >= MAX_RESPONSE_BYTES) {
            done();
            response.destroy();
          }
        });
        response.on('end', done);
        response.on('error', done);
        response.on('close', done);
      },
    );
    const timer = setTimeout(() => {
      finish({
        ok: false,
        httpStatus: null,
        error: `Timed out after ${options.timeoutMs} ms`,
        retryable: true,
      });
      request.destroy();
    }, options.timeoutMs);
    request.on('error', (err: NodeJS.ErrnoException) => {
      if (err instanceof AddressRefusedError) finish(refused(err.message));
      else
        finish({
          ok: false,
          httpStatus: null,
          error: `Network error: ${err.code ?? err.message}`,
          retryable: true,
        });
    });
    request.end(body);
  });
}

/** A DNS lookup that fails when any address of the name is not public (unless allowed). */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, family: options.family ?? 0 }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const list = addresses as LookupAddress[];
      const refusal = refusalOfResolved(hostname, list, allowPrivate);
      if (refusal) return callback(new AddressRefusedError(refusal), '', 0);
      if (options.all) return (callback as AllCallback)(null, list);
      callback(null, list[0].address, list[0].family);
    });
  };
}

type AllCallback = (err: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void;

function outcomeOf(status: number, location: string | undefined, chunks: Buffer[]): WebhookOutcome {
  const responseBody = Buffer.concat(chunks);
  if (status >= 200 && status < 300)
    return { ok: true, httpStatus: status, error: null, retryable: false, responseBody };
  if (status >= 300 && status < 400)
    return {
      ok: false,
      httpStatus: status,
      error: `Redirect not followed${location ? ` (to ${location.slice(0, ERROR_SNIPPET_CHARS)})` : ''}`,
      retryable: false,
      responseBody,
    };
  const text = responseBody.toString('utf8').replace(/\s+/g, ' ').trim();
  return {
    ok: false,
    httpStatus: status,
    error: `HTTP ${status}${text ? `: ${text.slice(0, ERROR_SNIPPET_CHARS)}` : ''}`,
    retryable: status >= 500 || status === 429 || status === 408,
    responseBody,
  };
}
