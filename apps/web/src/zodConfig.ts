import { z } from 'zod';

// Zod probes `new Function` once to decide whether to compile its parsers; under our CSP
// (script-src 'self', no 'unsafe-eval') that probe is refused and reported as a violation.
// Parsing without compiled parsers is what the CSP leaves anyway, so skip the probe.
z.config({ jitless: true });
