import type { components } from '../../api/schema.gen';
import type { NotificationKind } from '../../domain/notifications/notification-kinds';
import type { NotificationRow } from '../db/schema';

export type NotificationJson = components['schemas']['Notification'];

/** A stored notice as the contract gives it (openapi/schemas/notifications.yaml Notification). */
export function notificationJson(row: NotificationRow): NotificationJson {
  return {
    id: row.id,
    // Only announceArrival and the deadline check write the table, each with one of these kinds.
    kind: row.kind as NotificationKind,
    title: row.title,
    link: row.link,
    propertyId: row.propertyId,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}
