import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { messages } from '../../domain/messages';

/**
 * The contract's cap on a JSON body (openapi PayloadTooLarge). The largest body the product sends, a
 * property with its 100 lots and 50 MCST rows at their longest, is a few hundred KB even with every
 * character \u-escaped; 1 MB is plenty and far below a memory risk.
 */
export const JSON_BODY_MAX_BYTES = 1024 * 1024;

const isMultipart = (contentType: string | undefined) => (contentType ?? '').toLowerCase().startsWith('multipart/form-data');

/**
 * One rule for the whole API, public calls included: any body but an upload's is read at most to 1 MB, and
 * a larger one answers 413 before it is buffered. Uploads (multipart) keep the limits their routes set.
 */
export function apiBodyLimit(): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: JSON_BODY_MAX_BYTES,
    onError: (c) => c.json({ errormsg: messages.payloadTooLarge, errors: ['body: larger than 1 MB'] }, 413),
  });
  return (c, next) => (isMultipart(c.req.header('Content-Type')) ? next() : limit(c, next));
}
