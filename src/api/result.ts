import { sessionMessages as messages } from '../domain/messages/session';
import { ApiError } from './errors';

/** What an openapi-fetch call resolves to, reduced to the parts unwrap needs. */
export interface CallResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * The error middleware already throws on non-2xx, so `data` is normally there. An empty 2xx body is a
 * broken answer, reported like any other failed status.
 */
export function unwrap<T>(result: CallResult<T>): T {
  if (result.error === undefined && result.data !== undefined) return result.data;
  throw new ApiError(result.response.status, messages.errorStatus(result.response.status));
}
