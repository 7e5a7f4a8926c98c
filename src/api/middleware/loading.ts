import type { Middleware } from 'openapi-fetch';
import type { LoaderStore } from '../loader';

/** Counts each request once from send to answer or failure, whatever other middleware throws. */
export function loadingMiddleware(store: LoaderStore): Middleware {
  const pending = new Set<string>();
  const settle = (id: string) => {
    if (pending.delete(id)) store.end();
  };
  return {
    onRequest({ id }) {
      pending.add(id);
      store.begin();
    },
    onResponse({ id }) {
      settle(id);
    },
    onError({ id }) {
      settle(id);
    },
  };
}
