import type { CasePresence } from './case-presence';

const NOBODY: CasePresence = { propertyId: null, others: [] };

/**
 * Who else is on this tab's case, as the notification stream last said: the stream's reader writes it, the case
 * page's banner reads it (useSyncExternalStore). Also this tab's id, which the heartbeats and the stream both carry
 * so the server can tell the stream which case the tab is on. Module state: one tab, one page load.
 */
export interface CasePresenceFeed {
  readonly tabId: string;
  receive: (presence: CasePresence) => void;
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => CasePresence;
}

export function createCasePresenceFeed(tabId: string): CasePresenceFeed {
  let latest = NOBODY;
  const listeners = new Set<() => void>();
  return {
    tabId,
    receive(presence) {
      latest = presence;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => latest,
  };
}

/** 32 hex digits. getRandomValues, not randomUUID: a page served over plain HTTP (not localhost) has only the former. */
function randomTabId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export const casePresenceFeed: CasePresenceFeed = createCasePresenceFeed(randomTabId());
