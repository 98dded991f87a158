// zod compiles object parsers with `Function(...)` unless told not to, and probes for it first;
// the app's Content-Security-Policy has no 'unsafe-eval', so the probe alone is reported as a
// violation (tests/e2e/csp.spec.ts). Imported first by src/main.tsx, before any schema is built.
import { z } from "zod";

z.config({ jitless: true });
