import type { components } from '../../api/schema.gen';
import { firstPendingStep, pendingSetupSteps, setupPendingMessage, type SetupStep } from '../../domain/setup-steps';
import type { User } from '../db/schema';

type SetupPendingResponse = components['schemas']['SetupPendingResponse'];

/**
 * The signed-in calls the one-time set-up itself needs, as the contract names them (method and path
 * template). Every other product call of a user with a pending step answers 403 SetupPending, so a new
 * route is gated the moment it exists. Public calls (login, public-key, change-password, retrieve-security-qa
 * …) never reach the bearer check and need no entry.
 */
export const SETUP_CALLS: ReadonlySet<string> = new Set([
  // The shell around every set-up page: who the user is and what is pending, the firm's logo in the header,
  // the session countdown's renewal and Logout.
  'GET /get-user-details/{userId}/{jwt}',
  'GET /get-logo',
  'POST /get-new-token',
  'POST /logout',
  // The Disclaimer dialog.
  'POST /disclaimer-user',
  // force-security-questions: the question sets, then saving the choice.
  'GET /questions',
  'POST /register-security-qa',
  // set-UEN/true: the firm's account, then saving its UEN.
  'POST /retrieve-UEN-details',
  'POST /update-UEN',
]);

/** The columns of the user row (already read by the bearer check) that say which steps are done. */
export type SetupColumns = Pick<User, 'question1' | 'question2' | 'uenUpdated' | 'disclaimerAccepted'>;

export function pendingSetupOf(user: SetupColumns): SetupStep[] {
  return pendingSetupSteps({
    // The same test as the login's retrieve-security-qa, which routes a user without them to the set-up.
    securityQuestionsSet: Boolean(user.question1 && user.question2),
    uenUpdated: user.uenUpdated,
    disclaimerAccepted: user.disclaimerAccepted,
  });
}

/** A Hono route path in the contract's form: '/api/get-pdf/:documentId' → '/get-pdf/{documentId}'. */
export function contractPath(routePath: string): string {
  return routePath.replace(/^\/api(?=\/)/, '').replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');
}

/**
 * The 403 answer for a call the user may not make yet, naming the first step left; null when the set-up
 * is done or the call is one the set-up needs. HEAD is routed as GET by Hono, so it is judged as GET.
 */
export function setupRefusal(pending: readonly SetupStep[], method: string, routePath: string): SetupPendingResponse | null {
  const step = firstPendingStep(pending);
  if (!step) return null;
  const operation = `${method === 'HEAD' ? 'GET' : method} ${contractPath(routePath)}`;
  return SETUP_CALLS.has(operation) ? null : { errormsg: setupPendingMessage(step), pending: step };
}
