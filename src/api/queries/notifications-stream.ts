import { NOTIFICATION_STREAM_EVENTS as EVENTS } from '../../domain/notifications/notification-kinds';
import { reconnectDelay } from '../../domain/notifications/reconnect-delay';
import type { CasePresence } from './case-presence';
import type { Notification, NotificationStreamNotice, UnreadCount } from './notifications';

/** One event of a text/event-stream: its type ('message' when unnamed), its data lines joined, its id. */
export interface StreamMessage {
  event: string;
  data: string;
  id: string | undefined;
}

/**
 * Reads an event stream as it arrives, chunk by chunk (the HTML standard's "event stream interpretation": data,
 * event and id fields; comment lines, the keep-alives, ignored; a blank line dispatches). The browser's own
 * EventSource does this but cannot send the bearer header, hence a reader of our own.
 */
export function createStreamParser(onMessage: (message: StreamMessage) => void): { push(text: string): void } {
  let buffer = '';
  let data: string[] = [];
  let event = '';
  let id: string | undefined;
  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) onMessage({ event: event || 'message', data: data.join('\n'), id });
      data = [];
      event = '';
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    const value = colon < 0 ? '' : text.slice(colon + 1).replace(/^ /, '');
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
    else if (field === 'id' && !value.includes('\0')) id = value;
  };
  return {
    push(text) {
      buffer += text;
      // A CR at the very end may be the first half of a CRLF split between chunks: keep it for the next one.
      const lines = buffer.split(/\r\n|\r(?!$)|\n/);
      buffer = lines.pop() ?? '';
      for (const each of lines) line(each);
    },
  };
}

export interface NotificationStreamOptions {
  /** The stored jwt, read at each connection so a renewed token is used. */
  getToken: () => string | null;
  onUnread: (unreadCount: number) => void;
  onNotice: (notification: Notification, unreadCount: number) => void;
  /** The session is over (401 with the token still the current one): the reader has stopped. */
  onUnauthorized?: () => void;
  /** This tab's id, as its /case-presence heartbeats carry it: the stream then says who else is on the tab's case. */
  presenceTab?: string;
  onPresence?: (presence: CasePresence) => void;
  /** Where the API is; '/api' on the page's origin by default. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** The wait before the attempt-th reconnection in a row; reconnectDelay by default. */
  delay?: (attempt: number) => number;
}

/**
 * Listens to GET /notifications/stream until closed: reconnecting with back-off when the connection drops or the
 * server is away, resuming after the last notice received (Last-Event-ID), and stopping for good on a 401 — unless
 * the token changed meanwhile (a renewal retires the old one), when it connects again at once with the new one.
 */
export function openNotificationStream(options: NotificationStreamOptions): { close(): void } {
  const controller = new AbortController();
  const { signal } = controller;
  const fetchImpl = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const delay = options.delay ?? reconnectDelay;
  let lastEventId: string | undefined;

  const onMessage = (message: StreamMessage) => {
    if (message.id !== undefined) lastEventId = message.id;
    const payload = parsed(message.data);
    if (message.event === EVENTS.unread && isUnread(payload)) options.onUnread(payload.unreadCount);
    if (message.event === EVENTS.notification && isNotice(payload)) options.onNotice(payload.notification, payload.unreadCount);
    if (message.event === EVENTS.presence && isPresence(payload)) options.onPresence?.(payload);
  };

  /** One connection: 'unauthorized' when the session is over, 'token-changed' to retry at once, else 'dropped'. */
  const connect = async (token: string): Promise<'unauthorized' | 'token-changed' | 'dropped' | 'connected-then-dropped'> => {
    const headers: Record<string, string> = { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' };
    if (lastEventId !== undefined) headers['Last-Event-ID'] = lastEventId;
    const response = await fetchImpl(streamUrl(options.baseUrl, options.presenceTab), { headers, signal, cache: 'no-store' });
    if (response.status === 401) {
      await response.body?.cancel();
      return options.getToken() === token ? 'unauthorized' : 'token-changed';
    }
    const isStream = (response.headers.get('Content-Type') ?? '').startsWith('text/event-stream');
    if (!response.ok || !isStream || !response.body) {
      await response.body?.cancel();
      return 'dropped';
    }
    const parser = createStreamParser(onMessage);
    const decoder = new TextDecoder();
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return 'connected-then-dropped';
      parser.push(decoder.decode(value, { stream: true }));
    }
  };

  const run = async () => {
    let attempt = 0;
    while (!signal.aborted) {
      const token = options.getToken();
      if (!token) return;
      let outcome: Awaited<ReturnType<typeof connect>>;
      try {
        outcome = await connect(token);
      } catch {
        if (signal.aborted) return;
        outcome = 'dropped';
      }
      if (outcome === 'unauthorized') {
        options.onUnauthorized?.();
        return;
      }
      if (outcome === 'token-changed') continue;
      // A stream that was open and ended (the server restarting, the session renewed) starts the back-off afresh.
      if (outcome === 'connected-then-dropped') attempt = 0;
      await sleep(delay(attempt), signal);
      attempt += 1;
    }
  };
  void run();
  return { close: () => controller.abort() };
}

function streamUrl(baseUrl = '/api', presenceTab?: string): string {
  const page = (globalThis as { location?: { href?: string } }).location?.href;
  const base = page && baseUrl.startsWith('/') ? new URL(baseUrl, page).href : baseUrl;
  const tab = presenceTab === undefined ? '' : `?tab=${encodeURIComponent(presenceTab)}`;
  return `${base.replace(/\/$/, '')}/notifications/stream${tab}`;
}

function parsed(data: string): unknown {
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isUnread(value: unknown): value is UnreadCount {
  return isRecord(value) && typeof value.unreadCount === 'number';
}

function isNotice(value: unknown): value is NotificationStreamNotice {
  return isRecord(value) && typeof value.unreadCount === 'number' && isRecord(value.notification) && typeof value.notification.id === 'number';
}

function isPresence(value: unknown): value is CasePresence {
  return (
    isRecord(value) &&
    (value.propertyId === null || typeof value.propertyId === 'number') &&
    Array.isArray(value.others) &&
    (value.others as unknown[]).every(
      (other) => isRecord(other) && typeof other.userId === 'string' && typeof other.userName === 'string' && Array.isArray(other.editing),
    )
  );
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}
