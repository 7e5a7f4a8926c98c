import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../src/api/queries/notifications';
import { createStreamParser, openNotificationStream, type StreamMessage } from '../../../src/api/queries/notifications-stream';

/**
 * The app's reader of GET /notifications/stream (EventSource cannot send the bearer header): the event stream
 * format however the bytes are split, reconnection with Last-Event-ID, and stopping when the session is over.
 */

describe('the event stream parser', () => {
  it('dispatches at each blank line, whatever the chunks, skipping comments and joining data lines', () => {
    const messages: StreamMessage[] = [];
    const parser = createStreamParser((message) => messages.push(message));
    for (const chunk of [
      'event: unr',
      'ead\ndata: {"unreadCount"',
      ':2}\r',
      '\n\r\n',
      ': keep-alive\n\n',
      'id: 7\nevent: notification\ndata: a\ndata:b\n',
      '\n',
      'data: no type\n\n',
    ]) {
      parser.push(chunk);
    }
    expect(messages).toEqual([
      { event: 'unread', data: '{"unreadCount":2}', id: undefined },
      { event: 'notification', data: 'a\nb', id: '7' },
      { event: 'message', data: 'no type', id: '7' },
    ]);
  });
});

const notice = (id: number): Notification => ({
  id,
  kind: 'deadline.due',
  title: `Notice ${id}`,
  link: null,
  propertyId: null,
  createdAt: '2026-03-10T00:00:00Z',
  read: false,
});

const streamOf = (text: string) => new Response(text, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });

const until = async (condition: () => boolean) => {
  for (let i = 0; i < 200 && !condition(); i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(condition()).toBe(true);
};

describe('the notification stream reader', () => {
  it('reconnects after a dropped stream, resuming after the last notice, and stops at a 401', async () => {
    const requests: Array<Record<string, string>> = [];
    const answers = [
      streamOf(
        `event: unread\ndata: {"unreadCount":1}\n\nevent: notification\nid: 41\ndata: ${JSON.stringify({ notification: notice(41), unreadCount: 2 })}\n\n`,
      ),
      new Response('{"errormsg":"busy"}', { status: 503 }),
      streamOf(`event: notification\nid: 42\ndata: ${JSON.stringify({ notification: notice(42), unreadCount: 3 })}\n\n`),
      new Response('{"errormsg":"Invalid token"}', { status: 401 }),
    ];
    const unread: number[] = [];
    const notices: number[] = [];
    let stopped = false;
    openNotificationStream({
      baseUrl: 'http://server/api',
      getToken: () => 'jwt-1',
      onUnread: (count) => unread.push(count),
      onNotice: (received, count) => {
        notices.push(received.id);
        unread.push(count);
      },
      onUnauthorized: () => {
        stopped = true;
      },
      delay: () => 1,
      fetch: (input, init) => {
        requests.push({
          url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
          ...(init?.headers as Record<string, string>),
        });
        return Promise.resolve(answers.shift() ?? new Response(null, { status: 500 }));
      },
    });
    await until(() => stopped);
    expect(notices).toEqual([41, 42]);
    expect(unread).toEqual([1, 2, 3]);
    expect(requests.map((request) => request['Last-Event-ID'])).toEqual([undefined, '41', '41', '42']);
    expect(requests[0]).toMatchObject({ url: 'http://server/api/notifications/stream', Authorization: 'Bearer jwt-1', Accept: 'text/event-stream' });
    expect(answers).toEqual([]);
  });

  it('connects again at once with a renewed token instead of stopping', async () => {
    let token = 'old';
    const used: string[] = [];
    let stopped = false;
    const reader = openNotificationStream({
      baseUrl: 'http://server/api',
      getToken: () => token,
      onUnread: () => undefined,
      onNotice: () => undefined,
      onUnauthorized: () => {
        stopped = true;
      },
      delay: () => 60_000,
      fetch: (_input, init) => {
        const auth = (init?.headers as Record<string, string>).Authorization ?? '';
        used.push(auth);
        // The renewal retired the old token while its request was on the way.
        if (auth === 'Bearer old') {
          token = 'new';
          return Promise.resolve(new Response(null, { status: 401 }));
        }
        return Promise.resolve(streamOf('event: unread\ndata: {"unreadCount":0}\n\n'));
      },
    });
    await until(() => used.length === 2);
    reader.close();
    expect(used).toEqual(['Bearer old', 'Bearer new']);
    expect(stopped).toBe(false);
  });
});
