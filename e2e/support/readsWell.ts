import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { repoRoot } from './paths';

/** The top-level names of every i18n file (shared and per feature): `generation`, `login`… */
function keyNamespaces(): string[] {
  const web = path.join(repoRoot, 'apps/web/src');
  const files = [path.join(web, 'i18n/en.json')];
  const features = path.join(web, 'features');
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'en.json' && path.basename(dir) === 'i18n') files.push(full);
    }
  };
  walk(features);
  return [...new Set(files.flatMap((f) => Object.keys(JSON.parse(fs.readFileSync(f, 'utf8')))))];
}

export interface ReadingProblems {
  /** Text that spills out of (or is cut by) its box without an intended ellipsis or clamp. */
  overflowing: string[];
  /** i18n keys shown as they are (`generation.results.title`): a string with no translation. */
  rawKeys: string[];
}

/**
 * What a reader would trip over on the page as it stands: text wider or taller than its box
 * (a long German word, a Chinese line that does not wrap) and keys shown untranslated. Text
 * cut on purpose (text-overflow: ellipsis, line clamps), scroll areas and screen-reader-only
 * text are not problems.
 */
export async function readingProblems(page: Page): Promise<ReadingProblems> {
  const namespaces = keyNamespaces();
  return page.evaluate((names) => {
    const overflowing: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const ownText = Array.from(el.childNodes)
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? '')
        .join('')
        .trim();
      if (!ownText || el instanceof HTMLTextAreaElement || el instanceof HTMLInputElement) continue;
      const cs = getComputedStyle(el);
      if (cs.display === 'none' || cs.visibility === 'hidden' || cs.display.startsWith('inline'))
        continue;
      const box = el.getBoundingClientRect();
      // Screen-reader-only text is a 1 px clipped box by design.
      if (box.width <= 2 || box.height <= 2) continue;
      const cutOnPurpose =
        cs.textOverflow === 'ellipsis' ||
        (cs.getPropertyValue('-webkit-line-clamp') || 'none') !== 'none';
      if (cutOnPurpose) continue;
      const scrolls = (v: string) => v === 'auto' || v === 'scroll';
      const wide = !scrolls(cs.overflowX) && el.scrollWidth > el.clientWidth + 1;
      const tall =
        !scrolls(cs.overflowY) &&
        cs.overflowY !== 'visible' &&
        el.scrollHeight > el.clientHeight + 1;
      if (wide || tall) overflowing.push(`${el.tagName.toLowerCase()}: ${ownText.slice(0, 60)}`);
    }
    // biome-ignore lint/performance/useDomNodeTextContent: only text a reader sees counts.
    const text = document.body.innerText;
    const keyPattern = new RegExp(`\\b(?:${names.join('|')})\\.[A-Za-z][\\w.]*[A-Za-z]\\b`, 'g');
    const rawKeys = [...new Set(text.match(keyPattern) ?? [])];
    return { overflowing, rawKeys };
  }, namespaces);
}
