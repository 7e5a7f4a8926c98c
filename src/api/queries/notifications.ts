import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { unwrap } from '../result';
import type { components } from '../schema.gen';

type Schemas = components['schemas'];
export type Notification = Schemas['Notification'];
export type NotificationPage = Schemas['NotificationPage'];
export type NotificationReadRequest = Schemas['NotificationReadRequest'];
export type NotificationStreamNotice = Schemas['NotificationStreamNotice'];
export type UnreadCount = Schemas['UnreadCount'];

/** The bell's queries: the newest notices, and the unread count the stream keeps current. */
export const notificationsQueryKey = ['notifications'] as const;
export const unreadCountQueryKey = [...notificationsQueryKey, 'unread'] as const;

/** How many notices the bell's list shows: the newest. */
export const BELL_PAGE_SIZE = 20;

/** GET /notifications: a page of the signed-in user's notices, newest first, with the unread count. */
export async function getNotifications(client: ApiClient, page: { pageNo: number; pageSize: number }): Promise<NotificationPage> {
  return unwrap(await client.GET('/notifications', { params: { query: page } }));
}

/** POST /notifications/read: answers how many are still unread. */
export async function markNotificationsRead(client: ApiClient, body: NotificationReadRequest): Promise<number> {
  return unwrap(await client.POST('/notifications/read', { body })).unreadCount;
}

/** The bell's list, read when it opens; the stream prepends what arrives while it is cached. */
export function bellNotificationsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: [...notificationsQueryKey, 'list', BELL_PAGE_SIZE] as const,
    queryFn: () => getNotifications(client, { pageNo: 1, pageSize: BELL_PAGE_SIZE }),
  });
}
