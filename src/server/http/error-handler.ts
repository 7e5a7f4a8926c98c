import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { messages } from '../../domain/messages';
import { isConnectionLost } from '../db/connection-lost';
import { isTransactionConflict } from '../db/transaction-retry';
import type { Logger } from '../logger';
import { BadRequestError, ConflictError, NotFoundError } from './errors';
import { redactPath } from './redact-path';

/** How long a client is asked to wait before trying again while the database is unreachable. */
const DATABASE_RETRY_AFTER_SECONDS = 5;
/** A transaction that met other writes more often than its retries allow: the next try will most likely go through. */
const CONFLICT_RETRY_AFTER_SECONDS = 1;

/** Known problems get their JSON answer; only real faults are logged and answered with 500. */
export function errorHandler(logger: Logger): ErrorHandler {
  return (error, c) => {
    if (error instanceof BadRequestError) return c.json({ errormsg: error.errormsg, errors: error.errors }, 400);
    if (error instanceof NotFoundError) return c.json({ errormsg: messages.notFound }, 404);
    if (error instanceof ConflictError) return c.json({ ...error.details, errormsg: error.errormsg }, 409);
    // Hono raises these itself, e.g. for an oversized body.
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ errormsg: error.message || messages.badRequest, errors: [] }, error.status);
    }
    if (isConnectionLost(error)) {
      // Nothing was written (the transaction did not commit); the pool reconnects by itself once the database answers.
      logger.error(`${c.req.method} ${redactPath(c.req.path)}: the database is unreachable`, error);
      c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return c.json({ errormsg: messages.databaseUnavailable }, 503);
    }
    if (isTransactionConflict(error)) {
      // Every attempt met a deadlock or a serialization failure (db/transaction-retry.ts) and was rolled back.
      logger.error(`${c.req.method} ${redactPath(c.req.path)}: the transaction met other writes on every attempt`, error);
      c.header('Retry-After', String(CONFLICT_RETRY_AFTER_SECONDS));
      return c.json({ errormsg: messages.databaseUnavailable }, 503);
    }
    logger.error(`${c.req.method} ${redactPath(c.req.path)} failed`, error);
    return c.json({ errormsg: 'Internal server error.' }, 500);
  };
}
