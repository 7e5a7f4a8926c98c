/**
 * Agency replies arrive over time: while a status view is on screen its query reloads every 30 seconds and
 * when the window regains focus (the app's default is off). The interval pauses while the tab is hidden.
 */
export const STATUS_REFRESH_MS = 30_000;

export const liveStatusOptions = { refetchInterval: STATUS_REFRESH_MS, refetchOnWindowFocus: true } as const;
