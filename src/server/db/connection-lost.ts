/**
 * Whether an error means the database could not be reached, rather than that a statement failed: the connection
 * was refused, reset or ended, the server is shutting down or not accepting connections. Drizzle wraps the driver's
 * error, so the whole `cause` chain is read.
 */
export function isConnectionLost(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || code.startsWith('08'))) return true;
    if (CONNECTION_MESSAGES.some((pattern) => pattern.test(current instanceof Error ? current.message : ''))) return true;
  }
  return false;
}

/**
 * PostgreSQL's admin_shutdown, crash_shutdown and cannot_connect_now (class 57P), a database that does not accept
 * connections (55000, raised with "is not currently accepting connections" only at connect), and the socket errors
 * Node reports; class 08 (connection exception) is matched by its prefix.
 */
const CONNECTION_CODES = new Set(['57P01', '57P02', '57P03', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN']);

/** What node-postgres says when a connection ends under it, or a database refuses new ones. */
const CONNECTION_MESSAGES = [
  /^Connection terminated/,
  /Client has encountered a connection error and is not queryable/,
  /is not currently accepting connections/,
  /timeout exceeded when trying to connect/,
];
