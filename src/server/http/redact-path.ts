const JWT_SHAPED = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;
const TOKEN_IN_PATH = /^(\/api\/get-user-details\/[^/]+\/)[^/]+/;

/** The path with tokens removed: the seeds put the jwt in some paths, and logs must never hold one. */
export function redactPath(path: string): string {
  return path
    .replace(TOKEN_IN_PATH, '$1[redacted]')
    .split('/')
    .map((segment) => (JWT_SHAPED.test(segment) ? '[redacted]' : segment))
    .join('/');
}
