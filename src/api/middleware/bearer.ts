import type { Middleware } from 'openapi-fetch';
import { isSandboxPath } from '../public-operations';

/** Sets `Authorization: Bearer <jwt>` on product calls; sandbox calls stand in for outside services. */
export function bearerMiddleware(getToken: () => string | null): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      if (isSandboxPath(schemaPath)) {
        request.headers.delete('Authorization');
        return request;
      }
      const token = getToken();
      // A caller-supplied header wins: the direct-entry flow uses a token it has not stored yet.
      if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };
}
