import { LOGIN_DESTINATION_PATHS } from '../../../domain/login-routing';

/**
 * The one-time set-up pages a login can lead to (seed 000 §4): forced security questions and the first-time
 * set-UEN. They sit in the app layout like any signed-in page but show the set-up chrome (no navigation), so
 * the set-up cannot be skipped through a menu. set-UEN/false is the navigation's UEN page and keeps the shell.
 * The route guard (session/setup-state.ts) keeps a user with a pending step on its page.
 */
const SETUP_PATHS: readonly string[] = [LOGIN_DESTINATION_PATHS['force-security-questions'], LOGIN_DESTINATION_PATHS['set-uen']];

/** A path inside the app as the routes name it: without the /conveyancing prefix or a trailing slash. */
export function inAppPath(pathname: string): string {
  return pathname.replace(/^\/conveyancing(?=\/)/, '').replace(/\/+$/, '');
}

/** Whether a path inside the app (with or without the /conveyancing prefix) is a set-up page. */
export function isSetupPath(pathname: string): boolean {
  return SETUP_PATHS.includes(inAppPath(pathname));
}
