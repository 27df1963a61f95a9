// The first module of every app's main entry: it runs before any module defines a schema.
import { config } from 'zod/v4/core';

// Zod compiles its object parsers with `new Function` and probes for it when a schema is
// built. The Content-Security-Policy forbids eval, and the browser reports even the probe as
// a violation: jitless keeps zod to its interpreter. The setting lives on globalThis, so it
// reaches every copy of zod on the page (each remote bundles its own).
config({ jitless: true });
