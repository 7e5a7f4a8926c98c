/**
 * How long a page's data counts as fresh. A route's loader fetches it just before the page mounts: within this
 * window the page (and a return to it) reads that answer instead of asking again, and a form started from it is
 * not started over by a refetch on mount. The user's own changes invalidate their queries explicitly, so the
 * window only bounds how long a change made elsewhere (another user of the firm) can go unseen.
 */
export const PAGE_DATA_STALE_TIME = 30_000;
