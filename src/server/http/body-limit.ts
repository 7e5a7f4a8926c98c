import type { Context, MiddlewareHandler } from 'hono';
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
 *
 * Hono's bodyLimit first asks the request for its body stream, and on @hono/node-server that alone turns the
 * lightweight request into a full WHATWG Request whose body is then read through web streams instead of
 * straight from the socket (a tenth of a millisecond a call, plus the garbage). So the cases the headers
 * settle are judged here: GET and HEAD carry no body, and a declared Content-Length without Transfer-Encoding
 * is the body's exact size (Node's parser holds the body to it). Only a body of unknown length, chunked or
 * built in-process, goes through Hono's counting reader.
 */
export function apiBodyLimit(): MiddlewareHandler {
  const tooLarge = (c: Context) => c.json({ errormsg: messages.payloadTooLarge, errors: ['body: larger than 1 MB'] }, 413);
  const limit = bodyLimit({ maxSize: JSON_BODY_MAX_BYTES, onError: tooLarge });
  return (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || isMultipart(c.req.header('Content-Type'))) return next();
    const declared = c.req.header('Content-Length');
    if (declared === undefined || c.req.header('Transfer-Encoding') !== undefined) return limit(c, next);
    return Number.parseInt(declared, 10) > JSON_BODY_MAX_BYTES ? Promise.resolve(tooLarge(c)) : next();
  };
}

/**
 * The first fence of a body its route streams (uploads): a declared Content-Length over `maxSize` is refused
 * before a byte is read. Nothing is buffered here, unlike Hono's bodyLimit, which reads a body of undeclared
 * length (chunked) whole into memory to count it: the route's reader counts such a body as it streams it.
 */
export function declaredLengthLimit(maxSize: number, onError: (c: Context) => Response | Promise<Response>): MiddlewareHandler {
  return async (c, next) => {
    const declared = c.req.header('Content-Length');
    if (declared !== undefined && c.req.header('Transfer-Encoding') === undefined && Number.parseInt(declared, 10) > maxSize) return onError(c);
    await next();
  };
}
