import type { SSEStreamingApi } from 'hono/streaming';
import { NOTIFICATION_STREAM_EVENTS as EVENTS } from '../../domain/notifications/notification-kinds';
import type { AppDeps } from '../app-deps';
import { presenceForTab, type PresenceTab } from './presence-store';

/**
 * The notification stream's `presence` events for one tab: asked every round, said on the first round and then
 * only when it changes (someone arrives, leaves, lapses or starts editing). Heartbeats alone change nothing said.
 */
export function presenceReporter(deps: Pick<AppDeps, 'db' | 'clock'>, tab: PresenceTab): (stream: SSEStreamingApi) => Promise<boolean> {
  let said: string | null = null;
  return async (stream) => {
    const data = JSON.stringify(await presenceForTab(deps.db, tab, new Date(deps.clock.nowMs())));
    if (data === said) return false;
    said = data;
    await stream.writeSSE({ event: EVENTS.presence, data });
    return true;
  };
}
