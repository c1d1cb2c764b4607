// Fails the web build when the login page's first script grows past its budget (issue 11):
// the entry chunk and every chunk it imports statically, gzip-compressed, as the browser
// fetches them before the login page can show. Chunks loaded later (the signed-in areas, a
// language other than English) do not count. Prints the figure on every build.
// The budget, 120 kB: the signed-in areas, the shell with the query library, the features'
// English, zod with the contract's schemas, the Radix menus, the toast library, the invite
// page, react-i18next's Trans and the call layer are all chunks of their own (issues 11 and
// 24), and so is the router with the route table (src/app/App.tsx): a signed-out visitor gets
// the login page without it, and it loads with the first navigation. What is left is one
// chunk, 97.9 kB when the budget was set: react-dom 65, i18next 13, React 3, the rest the
// login page itself.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const LOGIN_SCRIPT_BUDGET_KB = Number(process.env.LOGIN_SCRIPT_BUDGET_KB ?? 120);

/** The module with the router and the route table, loaded after the login page. */
const APP_MODULE = 'src/app/App.tsx';

/** The entry and its static imports, transitively, from Vite's build manifest. */
export function loginChunks(manifest) {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('no entry chunk in the build manifest');
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit(entry);
  return [...seen].map((key) => manifest[key].file);
}

const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

function main() {
  const dist = path.resolve(import.meta.dirname, '../dist');
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const files = loginChunks(manifest);
  const login = files.reduce((sum, file) => sum + gzipSize(path.join(dist, file)), 0) / 1024;
  const all =
    fs
      .readdirSync(path.join(dist, 'assets'))
      .filter((f) => f.endsWith('.js'))
      .reduce((sum, f) => sum + gzipSize(path.join(dist, 'assets', f)), 0) / 1024;
  console.log(
    `login page script: ${login.toFixed(1)} kB gzip in ${files.length} chunks ` +
      `(budget ${LOGIN_SCRIPT_BUDGET_KB} kB); whole app: ${all.toFixed(1)} kB gzip`,
  );
  // The router is the largest thing the login page does without: a chunk of its own.
  const app = manifest[APP_MODULE];
  if (!app?.isDynamicEntry || files.includes(app.file)) {
    console.error(`${APP_MODULE} (the router) is not a chunk of its own, out of the login page's`);
    process.exit(1);
  }
  if (login > LOGIN_SCRIPT_BUDGET_KB) {
    console.error(`login page script is over its budget: ${files.join(', ')}`);
    process.exit(1);
  }
}

if (process.argv[1] === import.meta.filename) main();
