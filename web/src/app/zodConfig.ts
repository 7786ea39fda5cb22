// Zod's configuration, set before any schema exists: the form pages' chunks build theirs when they
// load, and an object schema probes for eval (`new Function`) as it is built. The CSP allows no
// eval, so the probe is refused and, though zod catches it, the browser reports a CSP violation on
// every form page (Lighthouse: best practices 96). Jitless skips the probe; without eval zod runs
// jitless anyway. Zod reads its configuration from this global, so the entry sets it without
// loading zod.

const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
shared.__zod_globalConfig ??= {};
shared.__zod_globalConfig.jitless = true;

export {};
