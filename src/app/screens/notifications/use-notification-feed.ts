import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { casePresenceFeed } from '../../../api/queries/case-presence-feed';
import type { Notification } from '../../../api/queries/notifications';
import { openNotificationStream } from '../../../api/queries/notifications-stream';
import { nextTask } from '../../next-task';
import { sessionStore } from '../../session/storage';
import { addToBellList } from './bell-list-cache';

// What a notice refreshes names the query roots of the areas it touches, whose modules carry their wording: loaded
// with the first notice that arrives, not with the header of every page.
const refreshForNotice = (queryClient: QueryClient, notice: Notification) =>
  import('./refresh-on-notice').then((module) => module.refreshForNotice(queryClient, notice));

/**
 * The signed-in user's notifications as they arrive: the unread count (null until the stream first says it) from
 * GET /notifications/stream, read for as long as `listening` holds. Each notice pushed joins the bell's list and
 * refreshes what it changed. The stream reconnects by itself and stops when the session ends.
 */
export function useNotificationFeed(listening: boolean): { unread: number | null; setUnread: (count: number) => void } {
  const queryClient = useQueryClient();
  const [unread, setUnread] = useState<number | null>(null);
  useEffect(() => {
    if (!listening) return;
    // Opened a task after the header mounts, not among the first commit's effects: the call costs a phone's main
    // thread a few milliseconds there (issue 13), and the count is a moment away either way.
    let stream: { close(): void } | null = null;
    let closed = false;
    void nextTask().then(() => {
      if (closed) return;
      stream = openNotificationStream({
        getToken: () => sessionStore.jwt(),
        onUnread: setUnread,
        // Who else is on this tab's case rides on the same stream: the case page's banner reads the feed.
        presenceTab: casePresenceFeed.tabId,
        onPresence: casePresenceFeed.receive,
        onNotice: (notice, unreadCount) => {
          setUnread(unreadCount);
          addToBellList(queryClient, notice, unreadCount);
          void refreshForNotice(queryClient, notice);
        },
      });
    });
    return () => {
      closed = true;
      stream?.close();
    };
  }, [listening, queryClient]);
  return { unread, setUnread };
}
