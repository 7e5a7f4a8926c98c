import type { Context } from 'hono';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import { NOTIFICATION_STREAM_EVENTS as EVENTS } from '../../domain/notifications/notification-kinds';
import type { AppDeps } from '../app-deps';
import { sessionFromHeader } from '../auth/bearer';
import type { AppEnv, Session } from '../http/app-env';
import { presenceReporter } from '../presence/presence-reporter';
import { notificationJson } from './notification-json';
import { latestNoticeId, noticesAfter, unreadCount, type NoticeOwner } from './notification-store';

export interface StreamTiming {
  /** How often a stream looks for new notices: one indexed query on the user's notices. */
  pollMs: number;
  /** How often it checks that the session still stands (logout, renewal, expiry end the stream) and the unread count. */
  sessionCheckMs: number;
  /** A comment line this often keeps proxies and the browser from dropping a quiet connection. */
  keepAliveMs: number;
}

export const STREAM_TIMING: StreamTiming = { pollMs: 1_000, sessionCheckMs: 5_000, keepAliveMs: 15_000 };
/** What the browser's EventSource would wait before reconnecting; the app's own reader backs off by itself. */
const RETRY_MS = 2_000;
const BATCH = 50;

type StreamDeps = Pick<AppDeps, 'db' | 'keys' | 'clock' | 'logger'>;

/**
 * GET /notifications/stream for the signed-in user: an `unread` event first, then a `notification` event for each
 * notice stored after `afterId` (Last-Event-ID) or, without one, after connecting. Given the tab's id
 * (`presenceTab`), also a `presence` event whenever who else is on the case its heartbeat declared changes. Nothing
 * is held in this process: every round reads the tables, so the notice of an answer another server process stored,
 * or a heartbeat another process took, arrives the same. The stream ends when the client goes or the session no
 * longer stands.
 */
export function notificationStream(
  c: Context<AppEnv>,
  deps: StreamDeps,
  session: Session,
  afterId: number | undefined,
  timing: StreamTiming = STREAM_TIMING,
  presenceTab?: string,
): Response {
  const owner: NoticeOwner = { firmId: session.firmId, userPk: session.userPk };
  const reportPresence = presenceTab === undefined ? null : presenceReporter(deps, { ...owner, tabId: presenceTab });
  const authorization = c.req.header('Authorization');
  return streamSSE(c, async (stream) => {
    try {
      const wake = wakeOnAbort(stream);
      let lastId = afterId ?? (await latestNoticeId(deps.db, owner));
      let unread = await unreadCount(deps.db, owner);
      await stream.writeSSE({ event: EVENTS.unread, data: JSON.stringify({ unreadCount: unread }), retry: RETRY_MS });
      let checkedAt = Date.now();
      let spokeAt = Date.now();
      while (!stream.aborted && !stream.closed) {
        const rows = await noticesAfter(deps.db, owner, lastId, BATCH);
        if (rows.length > 0) unread = await unreadCount(deps.db, owner);
        for (const row of rows) {
          const data = JSON.stringify({ notification: notificationJson(row), unreadCount: unread });
          await stream.writeSSE({ event: EVENTS.notification, id: String(row.id), data });
          lastId = row.id;
          spokeAt = Date.now();
        }
        if (reportPresence && (await reportPresence(stream))) spokeAt = Date.now();
        if (Date.now() - checkedAt >= timing.sessionCheckMs) {
          checkedAt = Date.now();
          if (!(await sessionFromHeader(deps, authorization))) break;
          const now = await unreadCount(deps.db, owner);
          if (now !== unread) {
            unread = now;
            await stream.writeSSE({ event: EVENTS.unread, data: JSON.stringify({ unreadCount: unread }) });
            spokeAt = Date.now();
          }
        }
        if (Date.now() - spokeAt >= timing.keepAliveMs) {
          await stream.write(': keep-alive\n\n');
          spokeAt = Date.now();
        }
        // A full batch means more are waiting: read on at once.
        if (rows.length < BATCH) await wake.sleep(timing.pollMs);
      }
    } catch (error) {
      // The database closing under a stream (the server stopping) is no reason to fail the process.
      deps.logger.error('Notification stream ended on an error', error);
    }
  });
}

/** A sleep that a client going away cuts short, so its loop ends at once rather than at the next round. */
function wakeOnAbort(stream: SSEStreamingApi): { sleep(ms: number): Promise<void> } {
  let wake: (() => void) | undefined;
  stream.onAbort(() => wake?.());
  return {
    sleep: (ms) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(done, ms);
        function done() {
          clearTimeout(timer);
          wake = undefined;
          resolve();
        }
        wake = done;
      }),
  };
}
