import { Code } from '@talkreel/contract';
import type { Page } from 'playwright-core';

/**
 * Makes the server refuse one call, as a real outage would look to the browser: the call is
 * held for `delayMs` (so the screen can be seen ahead of the answer), then answered with
 * business code 1009. Returns a function that lets the call through again.
 */
export async function refuseCall(page: Page, path: string, delayMs = 1500) {
  const pattern = `**/api/v1${path}`;
  let seen = 0;
  await page.route(pattern, async (route) => {
    seen++;
    await new Promise((r) => setTimeout(r, delayMs));
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        code: Code.OPERATION_FAILED,
        message: 'Please try again later.',
        data: null,
      }),
    });
  });
  return {
    calls: () => seen,
    restore: () => page.unroute(pattern),
  };
}
