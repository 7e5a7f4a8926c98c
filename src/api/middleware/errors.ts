import type { Middleware } from 'openapi-fetch';
import { ApiError, apiErrorFromResponse } from '../errors';
import { isSandboxPath, publicPaths } from '../public-operations';

/**
 * Turns every non-2xx answer into a thrown ApiError and every transport failure into ApiError status 0
 * ('Network Error.'). A 401 on a call that carried our token means the session is over: onUnauthorized.
 */
export function errorMiddleware(onUnauthorized?: (status: number) => void): Middleware {
  return {
    async onResponse({ request, response, schemaPath }) {
      if (response.ok) return undefined;
      const error = await apiErrorFromResponse(response);
      if (response.status === 401 && isAuthenticatedCall(request, schemaPath)) onUnauthorized?.(response.status);
      throw error;
    },
    onError({ error, request }) {
      // A cancelled request (TanStack Query aborts stale ones) is not a network failure.
      if (request.signal.aborted || isAbortError(error)) return undefined;
      return error instanceof ApiError ? error : ApiError.network(error);
    },
  };
}

function isAuthenticatedCall(request: Request, schemaPath: string): boolean {
  return request.headers.has('Authorization') && !publicPaths.has(schemaPath) && !isSandboxPath(schemaPath);
}

function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}
