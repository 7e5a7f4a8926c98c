/**
 * Who else has a case open (ours: the seeds have one user per screen). Each browser tab on a case page says so
 * every few seconds, naming the record it is editing, if any; a tab not heard from for a while is gone.
 */

/** The records a case page edits, as the heartbeat names them: the form is in edit mode. */
export const EDITED_RECORDS = ['case-details', 'otp', 'wta', 's65', 'parties'] as const;
export type EditedRecord = (typeof EDITED_RECORDS)[number];

/** What a tab on a case page is doing: looking at the case, or editing one of its records. */
export const PRESENCE_ACTIVITIES = ['viewing', ...EDITED_RECORDS] as const;
export type PresenceActivity = (typeof PRESENCE_ACTIVITIES)[number];

/** A heartbeat's activity; 'left' ends the tab's presence at once (the page closed or went to another case). */
export const HEARTBEAT_ACTIVITIES = [...PRESENCE_ACTIVITIES, 'left'] as const;
export type HeartbeatActivity = (typeof HEARTBEAT_ACTIVITIES)[number];

/** How often an open case page says it is still there. */
export const PRESENCE_HEARTBEAT_MS = 5_000;

/** A tab not heard from for this long is no longer present: three heartbeats missed, so one lost beat is no gap. */
export const PRESENCE_TTL_MS = 15_000;

/** A tab's id: random per page load; letters, digits, '-' and '_'. */
export const TAB_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** One other user on the case: what they are editing, in EDITED_RECORDS order; none when only viewing. */
export interface PresentUser {
  userId: string;
  userName: string;
  editing: EditedRecord[];
}

/** What a tab is told: the case it declared and the others on it; no case when its presence has lapsed or left. */
export interface CasePresence {
  propertyId: number | null;
  others: PresentUser[];
}
