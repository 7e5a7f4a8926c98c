import createClient, { type Client } from 'openapi-fetch';
import type { SetupStep } from '../domain/setup-steps';
import { requestLoader, type LoaderStore } from './loader';
import { bearerMiddleware } from './middleware/bearer';
import { errorMiddleware } from './middleware/errors';
import { loadingMiddleware } from './middleware/loading';
import { setupPendingMiddleware } from './middleware/setup-pending';
import type { paths } from './schema.gen';

// Callers catch what the client throws without reaching into its internals.
export { ApiError, isApiError } from './errors';

export type ApiClient = Client<paths>;

export interface ApiClientOptions {
  /** Where the API is served; relative URLs resolve against the page. */
  baseUrl?: string;
  /** The stored jwt, read on every call so a refreshed token is used at once. */
  getToken: () => string | null;
  /** Called when a call that carried the token answers 401 (the session is over). */
  onUnauthorized?: (status: number) => void;
  /** Called when a call answers 403 SetupPending: the user's one-time set-up step `step` is not done. */
  onSetupPending?: (step: SetupStep) => void;
  /** The outside boundary; tests pass a fake. */
  fetch?: typeof fetch;
  /** Defaults to the app-wide loader behind 'Please wait....'. */
  loader?: LoaderStore;
}

/**
 * The one API client. Non-2xx answers and network failures are thrown as ApiError by the middleware, so a
 * resolved call always holds `data`.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const client = createClient<paths>({
    baseUrl: resolveBaseUrl(options.baseUrl ?? '/api'),
    // Looked up on each call, not captured here, so a fetch installed later (story mocks) is the one used.
    fetch: options.fetch ?? ((input: Request) => globalThis.fetch(input)),
  });
  // Order matters: onResponse/onError run in reverse, so the loader settles before errors are thrown.
  client.use(
    bearerMiddleware(options.getToken),
    errorMiddleware(options.onUnauthorized),
    // After the error middleware in this list, so it sees the 403 before that one throws.
    setupPendingMiddleware(options.onSetupPending ?? (() => undefined)),
    loadingMiddleware(options.loader ?? requestLoader),
  );
  return client;
}

/** `new Request('/api/…')` needs an absolute URL outside a page (jsdom, Node); the page's origin is it. */
function resolveBaseUrl(baseUrl: string): string {
  const page = (globalThis as { location?: { href?: string } }).location?.href;
  return page && baseUrl.startsWith('/') ? new URL(baseUrl, page).href : baseUrl;
}
