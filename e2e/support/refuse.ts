import { Code, httpStatusOf, Message } from '@talkreel/contract';
import type { Page } from 'playwright-core';

type RefusalCode = keyof typeof httpStatusOf;

/** The message the real server sends with each code simulated here. */
const messages: Partial<Record<RefusalCode, string>> = {
  [Code.OPERATION_FAILED]: 'Please try again later.',
  [Code.SYSTEM_ERROR]: Message.INTERNAL,
};

/**
 * Makes the server refuse one call the way the real server refuses: the HTTP status the
 * contract sends for `code` (1009 is 409) and the same envelope. The call is held for `delayMs`
 * (so the screen can be seen ahead of the answer). Returns a function that lets calls through
 * again.
 */
export async function refuseCall(
  page: Page,
  path: string,
  delayMs = 1500,
  code: RefusalCode = Code.OPERATION_FAILED,
) {
  const pattern = `**/api/v1${path}`;
  let seen = 0;
  await page.route(pattern, async (route) => {
    seen++;
    await new Promise((r) => setTimeout(r, delayMs));
    await route.fulfill({
      status: httpStatusOf[code],
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify({ code, message: messages[code] ?? 'Refused', data: null }),
    });
  });
  return {
    calls: () => seen,
    restore: () => page.unroute(pattern),
  };
}
