import type { BrowserContext, Page } from 'playwright-core';

const seenBy = new WeakMap<Page, string[]>();

/**
 * Records every Content-Security-Policy violation a page meets: Chromium's console report
 * ("Refused to … Content Security Policy …") and the `securitypolicyviolation` event, which an
 * init script turns into a console line in every document the page loads.
 */
export async function watchCsp(context: BrowserContext, page: Page) {
  const seen: string[] = [];
  seenBy.set(page, seen);
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'}`),
    );
  });
  page.on('console', (msg) => {
    if (/Content.Security.Policy|CSP violation/i.test(msg.text())) seen.push(msg.text());
  });
}

/** The violations recorded on `page` so far (see watchCsp). */
export const cspViolations = (page: Page): string[] => seenBy.get(page) ?? [];
