// The web build's `zod` (vite.config.ts points the bare name here): zod itself, with parsers
// that are never compiled. Zod probes `new Function` once to decide whether to compile them;
// under our CSP (script-src 'self', no 'unsafe-eval') that probe is refused and reported as a
// violation, and parsing uncompiled is all the CSP leaves anyway. Set here, before any schema
// exists, whichever chunk brings zod in first (the login page's script has none).
import * as z from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z };
export default z;
