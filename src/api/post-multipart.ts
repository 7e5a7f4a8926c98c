import { sessionMessages as messages } from '../domain/messages/session';
import { ApiError, apiErrorFromResponse } from './errors';

export interface MultipartRequest<T> {
  /** The API path, e.g. '/upload-logo'. */
  path: string;
  form: FormData;
  token: string | null;
  /** Fraction of the body sent, 0..1. */
  onProgress?: ((fraction: number) => void) | undefined;
  baseUrl?: string | undefined;
  /** Extra request headers, e.g. an Idempotency-Key that makes a retried upload safe. */
  headers?: Readonly<Record<string, string>> | undefined;
  /** Checks the JSON answer's shape; a 2xx with anything else is a broken answer. */
  isReply: (body: unknown) => body is T;
}

/**
 * XMLHttpRequest rather than fetch: fetch reports no upload progress, and the screens show a bar. It therefore
 * bypasses the client middleware, so it sets the bearer and maps failures to ApiError itself.
 */
export function postMultipart<T>(request: MultipartRequest<T>): Promise<T> {
  const { path, form, token, onProgress, baseUrl = '/api', isReply, headers = {} } = request;
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${baseUrl.replace(/\/$/, '')}${path}`);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    });
    xhr.addEventListener('load', () => {
      const response = new Response(xhr.responseText, {
        status: xhr.status,
        headers: { 'Content-Type': xhr.getResponseHeader('Content-Type') ?? 'application/json' },
      });
      void settle(response, isReply, onProgress).then(resolve, reject);
    });
    xhr.addEventListener('error', () => reject(ApiError.network(new Error('upload failed'))));
    xhr.addEventListener('abort', () => reject(ApiError.network(new Error('upload aborted'))));
    xhr.addEventListener('timeout', () => reject(ApiError.network(new Error('upload timed out'))));
    xhr.send(form);
  });
}

async function settle<T>(response: Response, isReply: (body: unknown) => body is T, onProgress?: (fraction: number) => void): Promise<T> {
  if (!response.ok) throw await apiErrorFromResponse(response);
  const body = (await response.json().catch(() => undefined)) as unknown;
  if (!isReply(body)) throw new ApiError(response.status, messages.errorStatus(response.status));
  onProgress?.(1);
  return body;
}
