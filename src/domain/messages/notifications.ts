/**
 * The notification bell and what it announces (issue 20 "Notifications"): an agency's or the tax desk's reply, a
 * DSS signature back, a deadline falling due. The seeds have no such feature, so the wording is ours. Part of the
 * catalogue in ../messages.ts.
 */
export const notificationMessages = {
  notificationsTitle: 'Notifications',
  /** The bell's accessible name: the unread count is what a screen reader user needs to hear. */
  notificationsBellLabel: (unread: number) => (unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'),
  notificationsMarkAllRead: 'Mark all as read',
  notificationsEmpty: 'No notifications yet.',
  notificationsLoadFailed: 'Notifications could not be loaded. Please try again.',
  notificationsUnreadMark: 'Unread',
  notificationsShowMore: 'Show more',
  /** A notice about a case names the case first, so a list of them reads at a glance. */
  notificationAboutCase: (caseRef: string, summary: string) => (caseRef ? `${caseRef}: ${summary}` : summary),
  notificationDeadlineDueSoon: (label: string, dueDate: string) => `${label} on ${dueDate}: due within 3 days.`,
  notificationDeadlineOverdue: (label: string, dueDate: string) => `${label} on ${dueDate}: overdue.`,
} as const;
