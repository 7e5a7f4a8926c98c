import { Hono } from 'hono';
import type { AppDeps } from '../app-deps';
import { requireBearer } from '../auth/bearer';
import type { AppEnv } from '../http/app-env';
import { parseOrThrow, readJson, readQuery } from '../http/read-input';
import { LastEventId, NotificationPageQuery, NotificationReadBody } from '../notifications/notification-bodies';
import { notificationJson } from '../notifications/notification-json';
import { markNoticesRead, noticePage } from '../notifications/notification-store';
import { notificationStream, STREAM_TIMING } from '../notifications/notification-stream';
import { StreamTabQuery } from '../presence/presence-bodies';

/**
 * The signed-in user's notifications (issue 20 "Notifications"): a page of them, marking them read, and the live
 * stream the bell listens to. A user sees only their own notices, of their own firm.
 */
export function notificationRoutes(deps: AppDeps): Hono<AppEnv> {
  const bearer = requireBearer(deps);
  return new Hono<AppEnv>()
    .get('/notifications/stream', bearer, (c) => {
      const afterId = parseOrThrow(LastEventId, c.req.header('Last-Event-ID'));
      const { tab } = readQuery(c, StreamTabQuery);
      return notificationStream(c, deps, c.get('session'), afterId, STREAM_TIMING, tab);
    })
    .get('/notifications', bearer, async (c) => {
      const page = readQuery(c, NotificationPageQuery);
      const { firmId, userPk } = c.get('session');
      const { rows, recordCount, unreadCount } = await noticePage(deps.db, { firmId, userPk }, page);
      return c.json({ records: rows.map(notificationJson), recordCount, unreadCount, ...page });
    })
    .post('/notifications/read', bearer, async (c) => {
      const body = await readJson(c, NotificationReadBody);
      const { firmId, userPk } = c.get('session');
      const unreadCount = await markNoticesRead(deps.db, { firmId, userPk }, body.all ? 'all' : (body.ids ?? []), new Date(deps.clock.nowMs()));
      return c.json({ unreadCount });
    });
}
