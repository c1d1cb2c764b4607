import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '..');

/** Every source file the suite may load: the tests and what they import. */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

// vitest.config.ts runs this suite with `isolate: false`: a worker's files share one module
// cache, so a mocked module, a spy, a stubbed global or environment variable, or fake timers
// left by one file would leak into the files after it, and fail them only in some orders.
const LEAKS =
  /\bvi\.(mock|doMock|spyOn|stubEnv|stubGlobal|useFakeTimers|hoisted)\b|process\.env\.\w+\s*=[^=]/;

describe('the server suite shares its module cache between files', () => {
  it('so no file mocks, spies on or stubs anything global', () => {
    const offenders = sourceFiles(src)
      .filter((file) => LEAKS.test(fs.readFileSync(file, 'utf8')))
      .filter((file) => file !== import.meta.filename)
      .map((file) => path.relative(src, file));
    expect(offenders).toEqual([]);
  });
});
