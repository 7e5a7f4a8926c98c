/** The footer's "last updated" date, shown dd-MMM-yyyy. Bump it with each release. */
export const LAST_UPDATED = '22-Nov-2026';
