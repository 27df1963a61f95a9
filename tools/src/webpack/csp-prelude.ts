// The first module of every app's main entry: it runs before any module defines a schema.

// Zod compiles its object parsers with `new Function` and probes for it when a schema is
// built. The Content-Security-Policy forbids eval, and the browser reports even the probe as
// a violation: jitless keeps zod to its interpreter. Zod reads its settings from this global
// object, which every copy of zod on the page shares (each remote bundles its own); setting it
// here, rather than through zod's `config()`, keeps zod itself out of the first load.
const zodSettings = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodSettings.__zod_globalConfig = { ...zodSettings.__zod_globalConfig, jitless: true };

export {};
