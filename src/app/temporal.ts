import type { Temporal as TemporalApi } from 'temporal-polyfill';

// The browser build resolves `import { Temporal } from 'temporal-polyfill'` to this module (vite.config.ts),
// so a browser with Temporal built in (Chromium, Firefox) never downloads the 57 KB polyfill. Any other
// browser installs it here first: a top-level await holds back every module that imports Temporal until then.
if (!('Temporal' in globalThis)) await import('temporal-polyfill/global');

/** The browser's Temporal, or the polyfill's where the browser has none. */
export const Temporal = (globalThis as unknown as { Temporal: typeof TemporalApi }).Temporal;
