import type { CasePresence } from '../../src/api/queries/case-presence';
import type { Notification, NotificationPage, NotificationStreamNotice, UnreadCount } from '../../src/api/queries/notifications';
import { BELL_PAGE_SIZE } from '../../src/api/queries/notifications';
import { NOTIFICATION_STREAM_EVENTS as EVENTS } from '../../src/domain/notifications/notification-kinds';
import { json } from '../support/json-response';
import type { MockHandler, MockRoutes } from '../support/mock-api';

/**
 * The demo server's notifications (issue 20): the user's notices, marking them read, and the live stream the bell
 * listens to — an event stream held open until the page lets go of it, down which `push` sends a new notice as
 * the server does when an answer arrives. Every demo API has an empty feed; a story or test passes its own.
 */
export interface DemoNotificationFeed {
  routes: MockRoutes;
  /** Stores a notice and sends it down every open stream. */
  push(notice: NewDemoNotice): Notification;
  /** Says who else is on the case down every open stream, as the server does for a tab on a case page. */
  pushPresence(presence: CasePresence): void;
  notices(): readonly Notification[];
  /** Streams open now. */
  listeners(): number;
}

export type NewDemoNotice = Pick<Notification, 'kind' | 'title'> & Partial<Notification>;

const encoder = new TextEncoder();
const sse = (event: string, data: unknown, id?: number) =>
  encoder.encode(`event: ${event}\n${id === undefined ? '' : `id: ${id}\n`}data: ${JSON.stringify(data)}\n\n`);

export function demoNotificationFeed(initial: readonly NewDemoNotice[] = []): DemoNotificationFeed {
  let nextId = 1;
  const stored: Notification[] = [];
  const streams = new Set<ReadableStreamDefaultController<Uint8Array>>();
  const unread = () => stored.filter((notice) => !notice.read).length;
  const store = (notice: NewDemoNotice): Notification => {
    const full: Notification = { id: nextId, link: null, propertyId: null, createdAt: new Date().toISOString(), read: false, ...notice };
    nextId = Math.max(nextId, full.id) + 1;
    stored.unshift(full);
    return full;
  };
  for (const notice of [...initial].reverse()) store(notice);

  const page: MockHandler = () =>
    json({
      records: stored.slice(0, BELL_PAGE_SIZE),
      recordCount: stored.length,
      unreadCount: unread(),
      pageNo: 1,
      pageSize: BELL_PAGE_SIZE,
    } satisfies NotificationPage);

  const read: MockHandler = ({ body }) => {
    const request = (body ?? {}) as { ids?: number[]; all?: boolean };
    for (const notice of stored) if (request.all === true || request.ids?.includes(notice.id)) notice.read = true;
    return json({ unreadCount: unread() } satisfies UnreadCount);
  };

  const stream: MockHandler = ({ signal }) => {
    let own: ReadableStreamDefaultController<Uint8Array> | undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        own = controller;
        streams.add(controller);
        controller.enqueue(sse(EVENTS.unread, { unreadCount: unread() } satisfies UnreadCount));
      },
      cancel() {
        if (own) streams.delete(own);
      },
    });
    signal.addEventListener(
      'abort',
      () => {
        if (!own) return;
        streams.delete(own);
        try {
          own.close();
        } catch {
          // Already closed by the reader.
        }
      },
      { once: true },
    );
    return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
  };

  return {
    routes: {
      'GET /notifications': page,
      'POST /notifications/read': read,
      'GET /notifications/stream': stream,
      // A case page's heartbeat: taken, and nobody else on the case unless a story pushes someone.
      'POST /case-presence': () => new Response(null, { status: 204 }),
    },
    push(notice) {
      const full = store(notice);
      const data: NotificationStreamNotice = { notification: full, unreadCount: unread() };
      for (const controller of streams) controller.enqueue(sse(EVENTS.notification, data, full.id));
      return full;
    },
    pushPresence(presence) {
      for (const controller of streams) controller.enqueue(sse(EVENTS.presence, presence));
    },
    notices: () => stored,
    listeners: () => streams.size,
  };
}

/** What lawyer1 might find under the bell on a working morning: two unread, two read. */
export const DEMO_NOTICES: readonly NewDemoNotice[] = [
  {
    kind: 'requisition.replied',
    title: 'PCN-2026-000101: IRAS replied to the requisition.',
    link: '/property-duediligence/1',
    propertyId: 1,
    createdAt: '2026-03-10T01:42:10Z',
  },
  {
    kind: 'deadline.due',
    title: 'PCN-2026-000105: Stamp duty due on 12-Mar-2026: due within 3 days.',
    link: '/property-summary/5',
    propertyId: 5,
    createdAt: '2026-03-10T00:00:05Z',
  },
  {
    kind: 'document.signed',
    title: "PCN-2026-000106: Received the S.65 notice signed by the seller's lawyer through DSS.",
    link: '/property-s65form/6',
    propertyId: 6,
    createdAt: '2026-03-09T07:15:00Z',
    read: true,
  },
  {
    kind: 'service.replied',
    title: 'IRAS replied to the parcel land information request.',
    link: '/othersvc-listing',
    createdAt: '2026-03-06T03:30:00Z',
    read: true,
  },
];
