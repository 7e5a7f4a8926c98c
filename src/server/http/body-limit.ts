import { IncomingMessage } from 'node:http';
import type { HttpBindings } from '@hono/node-server';
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

/** A body read whole within the cap, or why not: too large, or the client went away before it ended. */
type CappedBody = { bytes: Uint8Array<ArrayBuffer> } | 'too-large' | 'cut-short';

/**
 * Reads a body of unknown length straight from the socket, at most `maxSize` bytes. Past the cap it stops
 * keeping the bytes, not reading them. Through Hono's reader the rest stayed unread: the web-stream adapter
 * (Readable.toWeb) pauses the socket once its queue is full and pauses it again whenever @hono/node-server's
 * drain after the answer resumes it, so 500 ms later the socket was destroyed under a client still sending.
 * A kept-alive connection's next request was lost, and a client that reads only once it has sent met a reset
 * instead of its 413. Here the rest is read and dropped (by @hono/node-server's drain once the 413 is written,
 * for a while and up to a size, then it closes).
 */
function readCapped(incoming: IncomingMessage, maxSize: number): Promise<CappedBody> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const settle = (outcome: CappedBody) => {
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onCut);
      incoming.off('close', onCut);
      resolve(outcome);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxSize) chunks.push(chunk);
      else {
        settle('too-large');
        incoming.resume();
      }
    };
    const onEnd = () => {
      const bytes = new Uint8Array(size);
      let offset = 0;
      for (const chunk of chunks) {
        bytes.set(chunk, offset);
        offset += chunk.length;
      }
      settle({ bytes });
    };
    const onCut = () => settle('cut-short');
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('error', onCut);
    incoming.on('close', onCut);
  });
}

const nodeIncoming = (c: Context): IncomingMessage | undefined => {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  return incoming instanceof IncomingMessage ? incoming : undefined;
};

/**
 * One rule for the whole API, public calls included: any body but an upload's is read at most to 1 MB, and
 * a larger one answers 413 before it is buffered. Uploads (multipart) keep the limits their routes set.
 *
 * Hono's bodyLimit first asks the request for its body stream, and on @hono/node-server that alone turns the
 * lightweight request into a full WHATWG Request whose body is then read through web streams instead of
 * straight from the socket (a tenth of a millisecond a call, plus the garbage); and once it has seen too
 * much it leaves the rest of the body unread (see readCapped). So the cases the headers
 * settle are judged here: GET and HEAD carry no body, and a declared Content-Length without Transfer-Encoding
 * is the body's exact size (Node's parser holds the body to it). A body of unknown length (chunked) is counted
 * as it arrives from the socket; only one built in-process (app.request, no socket) goes through Hono's reader.
 */
export function apiBodyLimit(): MiddlewareHandler {
  const tooLarge = (c: Context) => c.json({ errormsg: messages.payloadTooLarge, errors: ['body: larger than 1 MB'] }, 413);
  const limit = bodyLimit({ maxSize: JSON_BODY_MAX_BYTES, onError: tooLarge });
  const countFromSocket = async (c: Context, incoming: IncomingMessage, next: () => Promise<void>) => {
    const body = await readCapped(incoming, JSON_BODY_MAX_BYTES);
    if (body === 'too-large') return tooLarge(c);
    // Nobody reads this answer: the client went away before its body ended.
    if (body === 'cut-short') return c.json({ errormsg: messages.badRequest, errors: ['body: ended early'] }, 400);
    const { url, method, headers } = c.req.raw;
    c.req.raw = new Request(url, { method, headers, body: body.bytes });
    await next();
  };
  return (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || isMultipart(c.req.header('Content-Type'))) return next();
    const declared = c.req.header('Content-Length');
    if (declared === undefined || c.req.header('Transfer-Encoding') !== undefined) {
      const incoming = nodeIncoming(c);
      return incoming ? countFromSocket(c, incoming, next) : limit(c, next);
    }
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
