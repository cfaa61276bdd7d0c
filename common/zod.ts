import { z } from "zod";

// Zod probes for `new Function` to compile faster validators. Our Content-Security-Policy
// forbids eval, so the probe only produces a CSP violation report; skip it.
z.config({ jitless: true });

export { z };
