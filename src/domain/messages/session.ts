/**
 * Login, session, bearer tokens and the set-up gates: what every page may need from the first load. Part of the
 * catalogue in ../messages.ts (verbatim seed wording; see there).
 */
export const sessionMessages = {
  // Login and session (seed 000 §4, §7, §8; seed 002 §8)
  passwordExpired: 'Password has expired',
  passwordNeedsChange: 'Password needs to be changed',
  loginFailed: 'Login Failed. Please contact helpdesk.',
  /** Our wording (the seeds leave it open); the same for an unknown user id and a wrong password. */
  invalidCredentials: 'Invalid User ID or Password.',
  loginThrottled: (minutes: number) => `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  sessionTimeout: 'Login Session Timeout. Please log in again.',
  extendSessionTitle: 'Extend Session?',
  invalidUsernamePassword: 'Invalid username/password',
  errorStatus: (code: number) => `Error Status ${code}`,
  networkError: 'Network Error.',
  fetchQuestionsError: 'Fetch Questions Error',
  pleaseWait: 'Please wait....',
  notAvailableYet: 'This screen is not available yet.',
  // Server-side (ours): bearer token problems
  missingToken: 'Authorization token is missing.',
  invalidToken: 'Authorization token is invalid or has expired.',
  loggedOut: 'You have been logged out.',
  notFound: 'Record not found.',
  badRequest: 'The request is not valid.',
  payloadTooLarge: 'The request is too large (more than 1 MB).',
  // Server-side (ours): the database cannot be reached for a moment (503 with Retry-After); nothing was saved
  databaseUnavailable: 'The service is briefly unavailable and nothing was saved. Please try again in a few seconds.',
  // Server-side (ours): the one-time set-up gates (403 SetupPending), each saying what to do
  setupPendingSecurityQuestions: 'Please set up your security questions before continuing.',
  setupPendingUen: "Please enter your law firm's UEN before continuing.",
  setupPendingDisclaimer: 'Please accept the disclaimer before continuing.',
} as const;
