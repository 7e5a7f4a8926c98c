/**
 * Counts requests in flight; the global 'Please wait....' loader shows while the count is above zero.
 * The shape suits React's useSyncExternalStore(store.subscribe, store.getSnapshot).
 */
export interface LoaderStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): number;
  begin(): void;
  end(): void;
}

export function createLoaderStore(): LoaderStore {
  let inFlight = 0;
  const listeners = new Set<() => void>();
  const set = (next: number) => {
    inFlight = next;
    for (const listener of listeners) listener();
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => inFlight,
    begin: () => set(inFlight + 1),
    // Never below zero: an unmatched end must not hide the loader of a later request.
    end: () => set(Math.max(0, inFlight - 1)),
  };
}

/** The app's one loader, fed by every client created without its own store. */
export const requestLoader: LoaderStore = createLoaderStore();
