// Zod probes for eval (`Function('')`) to compile fast parsers; under the server's Content-Security-Policy,
// which has no 'unsafe-eval', that probe is a reported violation. Imported first by main.tsx, before any parse.
// Zod keeps its settings on `globalThis.__zod_globalConfig` (so that copies of it agree) and takes an object
// already there; setting them there, instead of calling `z.config`, keeps zod (~4 KB gz) out of the entry.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
