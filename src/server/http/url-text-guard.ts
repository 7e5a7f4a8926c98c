import type { MiddlewareHandler } from 'hono';
import { BadRequestError } from './errors';
import { unstorableText } from './storable-text';

function decoded(part: string): string | undefined {
  try {
    return decodeURIComponent(part);
  } catch {
    return undefined;
  }
}

/** Why a percent-encoded path or query part is refused, or undefined when its decoded text is fine. */
function partProblem(part: string): string | undefined {
  const text = decoded(part);
  return text === undefined ? 'not valid percent-encoded UTF-8' : unstorableText(text);
}

function urlProblem(url: string): string | undefined {
  const { pathname, search } = new URL(url);
  for (const segment of pathname.split('/')) {
    const problem = partProblem(segment);
    if (problem) return `path: ${problem}`;
  }
  for (const pair of search.slice(1).split('&')) {
    for (const part of pair.split('=')) {
      const problem = partProblem(part.replaceAll('+', ' '));
      if (problem) return `query: ${problem}`;
    }
  }
  return undefined;
}

/**
 * Refuses, for the whole API, a path or query whose decoded text no handler could use: bytes that are not
 * UTF-8 (Hono would hand the handler the raw %-text), a NUL (PostgreSQL text cannot hold it) or a lone
 * surrogate. One check here rather than one per path parameter, so a new route is covered too.
 */
export function urlTextGuard(options: { except?: string } = {}): MiddlewareHandler {
  // A prefix test rather than hono/combine's except(), which builds a router match and a compose per request.
  const { except } = options;
  const excepted = (path: string) => except !== undefined && (path === except || path.startsWith(`${except}/`));
  return async (c, next) => {
    if (excepted(c.req.path)) return next();
    // A request's URL reaches Hono parsed, every byte outside printable ASCII percent-encoded: without a '%'
    // it decodes to itself and holds nothing refused here, so the common case skips the parsing.
    const problem = c.req.url.includes('%') ? urlProblem(c.req.url) : undefined;
    if (problem) throw new BadRequestError([problem]);
    await next();
  };
}
