import type { HistoryEventKind } from '../history/event-kinds';

/**
 * What the bell announces (issue 20 "Notifications"): the answers that arrive by themselves, each also a history
 * event of the same kind, and a deadline falling due, which is no write and so has no event.
 */
export const ANNOUNCED_EVENT_KINDS = ['requisition.replied', 'service.replied', 'document.signed'] as const satisfies readonly HistoryEventKind[];
export type AnnouncedEventKind = (typeof ANNOUNCED_EVENT_KINDS)[number];

export const DEADLINE_DUE_KIND = 'deadline.due';

export type NotificationKind = AnnouncedEventKind | typeof DEADLINE_DUE_KIND;

/**
 * The named events of GET /notifications/stream. `notification`: one new notice (its id is the event id, so a
 * reconnect resumes after it); `unread`: the user's unread count changed (read elsewhere, or on connecting);
 * `presence`: who else is on the case the tab's heartbeat declared (src/domain/presence), when that changes.
 */
export const NOTIFICATION_STREAM_EVENTS = { notification: 'notification', unread: 'unread', presence: 'presence' } as const;
