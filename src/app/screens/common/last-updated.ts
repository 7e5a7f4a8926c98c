/** The footer's "last updated" date (ISO; the footer shows dd-MMM-yyyy). Bump it with each release. */
export const LAST_UPDATED = '2026-11-22';
