import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const web = path.resolve(import.meta.dirname, '../..');

/** `import … from`, `export … from` (not `import type`), and bare `import '…'`. */
const FROM = /^(?:import|export)\s+([^;()'"]*?)\s*from\s*['"]([^'"]+)['"]/gm;
const BARE = /^import\s+['"]([^'"]+)['"]/gm;

function resolveLocal(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/**
 * What `start` loads statically, transitively, read from the sources: the modules of the web
 * app (relative to apps/web) and the packages (by name). Dynamic `import()` is not followed: it
 * is a chunk of its own, fetched later.
 */
function staticGraph(start: string) {
  const modules = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    const name = path.relative(web, file);
    if (modules.has(name)) return;
    modules.add(name);
    if (!/\.tsx?$/.test(file)) return;
    const code = fs.readFileSync(file, 'utf8');
    const specs = [
      ...[...code.matchAll(FROM)].filter((m) => !/^type\s/.test(m[1])).map((m) => m[2]),
      ...[...code.matchAll(BARE)].map((m) => m[1]),
    ];
    for (const spec of specs) {
      if (spec.startsWith('.')) {
        const local = resolveLocal(file, spec);
        if (!local) throw new Error(`${name}: cannot resolve ${spec}`);
        visit(local);
      } else {
        packages.add(
          spec
            .split('/')
            .slice(0, spec.startsWith('@') ? 2 : 1)
            .join('/'),
        );
      }
    }
  };
  visit(path.join(web, start));
  return { modules, packages };
}

describe("the login page's first script (issue 24: at most 120 kB gzip)", () => {
  const entry = staticGraph('src/main.tsx');

  it('carries the login page, React, react-dom and i18next', () => {
    expect(entry.modules).toContain('src/features/access/LoginPage.tsx');
    expect(entry.modules).toContain('src/features/access/EmailLoginForm.tsx');
    expect([...entry.packages]).toEqual(
      expect.arrayContaining(['react', 'react-dom', 'i18next', 'react-i18next']),
    );
  });

  it('leaves out the router, the route table and the query library (loaded after sign-in)', () => {
    expect(entry.packages).not.toContain('react-router');
    expect(entry.packages).not.toContain('@tanstack/react-query');
    expect(entry.modules).not.toContain('src/app/App.tsx');
    expect(entry.modules).not.toContain('src/app/routes.tsx');
  });

  it('is read right: the app chunk itself does reach the router and the route table', () => {
    const app = staticGraph('src/app/App.tsx');
    expect(app.packages).toContain('react-router');
    expect(app.modules).toContain('src/app/routes.tsx');
  });
});
