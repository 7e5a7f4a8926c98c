import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger';
import { redactPath } from './redact-path';

/** One line per request without query string or headers (both may carry tokens). */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round(performance.now() - started);
    logger.info(`${c.req.method} ${redactPath(c.req.path)} ${c.res.status} ${ms}ms`);
  };
}
