import { APP_BASE } from './static-app';

const JWT_SHAPED = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;
// Case-insensitive and tolerant of doubled slashes: a path the routers would not match exactly is still
// logged (404, or index.html for the client router, which ignores case), so it must be redacted all the same.
const TOKEN_IN_PATH = /^(\/+api\/+get-user-details\/+[^/]+\/+)[^/]+/i;
// The direct-entry link /conveyancing/property-listing/{userId}/{uniqueCode} (seed 000 §6): the code is a
// login secret, so only the user id it belongs to may reach the log.
const CODE_IN_PATH = new RegExp(`^(/+${APP_BASE.replace(/^\/+/, '')}/+property-listing/+[^/]+/+)[^/]+`, 'i');

/** The path with secrets removed: the seeds put the jwt and the direct-entry code in paths, and logs must hold neither. */
export function redactPath(path: string): string {
  return path
    .replace(TOKEN_IN_PATH, '$1[redacted]')
    .replace(CODE_IN_PATH, '$1[redacted]')
    .split('/')
    .map((segment) => (JWT_SHAPED.test(segment) ? '[redacted]' : segment))
    .join('/');
}
