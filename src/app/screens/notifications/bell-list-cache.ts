import type { QueryClient } from '@tanstack/react-query';
import { bellNotificationsQueryOptions, type Notification, type NotificationPage } from '../../../api/queries/notifications';
import { api } from '../../api';

const listKey = () => bellNotificationsQueryOptions(api).queryKey;

/** A pushed notice joins the bell's list when the list is in the cache (it was opened before), newest first. */
export function addToBellList(queryClient: QueryClient, notice: Notification, unreadCount: number): void {
  queryClient.setQueryData<NotificationPage>(listKey(), (page) => {
    if (!page || page.records.some((record) => record.id === notice.id)) return page;
    return { ...page, records: [notice, ...page.records].slice(0, page.pageSize), recordCount: page.recordCount + 1, unreadCount };
  });
}

/** The bell's list after notices were marked read: those named, or all. */
export function markReadInBellList(queryClient: QueryClient, which: 'all' | number, unreadCount: number): void {
  queryClient.setQueryData<NotificationPage>(
    listKey(),
    (page) =>
      page && {
        ...page,
        unreadCount,
        records: page.records.map((record) => (which === 'all' || record.id === which ? { ...record, read: true } : record)),
      },
  );
}
