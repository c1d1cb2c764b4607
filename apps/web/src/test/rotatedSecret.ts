import { createHash } from 'node:crypto';
import {
  Code,
  Message,
  RefusalReason,
  signaturePayload,
  WEB_SETTINGS_ELEMENT_ID,
  type WebSettings,
} from '@talkreel/contract';
import { type FakeReply, type JsonReply, ok, refuse } from './fakeServer';

/** The app's page as our server serves it, holding `settings`. */
export const pageWith = (settings: WebSettings): FakeReply => ({
  status: 200,
  html: `<!doctype html><html><head><script type="application/json" id="${WEB_SETTINGS_ELEMENT_ID}">${JSON.stringify(settings)}</script></head><body><div id="root"></div></body></html>`,
});

/**
 * The server's answer to a call carrying `header`s when its secret is `secret`: `data` when the
 * call is signed with it, else the refusal of a signature it does not know.
 */
export function answerSignedWith(
  secret: string,
  header: (name: string) => string | null | undefined,
  data: unknown = null,
): JsonReply {
  const ts = header('x-timestamp') ?? '';
  const token = header('auth-token') ?? '';
  const expected = createHash('sha256')
    .update(signaturePayload(ts, token, secret))
    .digest('hex');
  return header('x-signature') === expected
    ? ok(data)
    : refuse(Code.ACCESS_RESTRICTED, Message.BAD_SIGNATURE, {
        reason: RefusalReason.BAD_SIGNATURE,
      });
}
