import { bodyLimit } from 'hono/body-limit';
import { messages } from '../../domain/messages';

/** Large enough for a property with every lot and MCST row the server accepts, far below a memory risk. */
export const JSON_BODY_MAX_BYTES = 256 * 1024;

/** Oversized JSON bodies are bad input like any other: 400 before they are read whole. */
export function jsonBodyLimit(maxSize = JSON_BODY_MAX_BYTES) {
  return bodyLimit({
    maxSize,
    onError: (c) => c.json({ errormsg: messages.badRequest, errors: [`body: larger than ${Math.round(maxSize / 1024)} KB`] }, 400),
  });
}
