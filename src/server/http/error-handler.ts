import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { messages } from '../../domain/messages';
import type { Logger } from '../logger';
import { BadRequestError, ConflictError, NotFoundError } from './errors';
import { redactPath } from './redact-path';

/** Known problems get their JSON answer; only real faults are logged and answered with 500. */
export function errorHandler(logger: Logger): ErrorHandler {
  return (error, c) => {
    if (error instanceof BadRequestError) return c.json({ errormsg: error.errormsg, errors: error.errors }, 400);
    if (error instanceof NotFoundError) return c.json({ errormsg: messages.notFound }, 404);
    if (error instanceof ConflictError) return c.json({ errormsg: error.errormsg }, 409);
    // Hono raises these itself, e.g. for an oversized body.
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ errormsg: error.message || messages.badRequest, errors: [] }, error.status);
    }
    logger.error(`${c.req.method} ${redactPath(c.req.path)} failed`, error);
    return c.json({ errormsg: 'Internal server error.' }, 500);
  };
}
