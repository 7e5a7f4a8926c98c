/**
 * What a first page may cost: the compressed bodies of its scripts and stylesheets as Chromium receives them
 * (headers not counted), with an empty cache. tests/e2e/first-load-budget.test.ts enforces BYTE_BUDGETS; the
 * bench reads the same numbers. KB here is 1024 bytes.
 */
const KB = 1024;

/**
 * Issue 13's goals. Home meets its goal and is held to it: measured with brotli, 126.3 KB (boot 112.8 KB, home's
 * own 5.2 KB, styles 5 KB, the menu's links). Its boot chunk holds the session messages alone now (the other
 * areas of the catalogue load with the screens that use them), and the maintenance notice opens only in the week
 * before maintenance (the test fixes the clock outside it), so its modal and checkbox (25 KB) are not on a
 * normal first visit. The listing is not there yet, 229.9 KB: boot, react-dom alone 56 of it, TanStack Router 19,
 * TanStack Query with openapi-fetch 9, React Aria's core 15. Cuts still open on the listing: the shell's dialogs
 * and the delete confirmation (18 KB), the date picker's calendar until it opens (about 8 KB).
 */
export const BYTE_GOALS = { home: 130 * KB, propertyListing: 200 * KB } as const;

/** Enforced now: home at its goal; the listing at today's weight with about 5 % room, so new weight fails the test. */
export const BYTE_BUDGETS = { home: BYTE_GOALS.home, propertyListing: 240 * KB } as const;

/** A repeat visit takes every hashed asset from the browser's cache: no bytes at all. */
export const REPEAT_VISIT_ASSET_BYTES = 0;
