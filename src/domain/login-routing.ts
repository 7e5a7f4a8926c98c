import { sessionMessages as messages } from './messages/session';

/** Where a login ends (seed 000 §4 "Login"): one decision used by the login machine and its tests. */
export type LoginDestination = 'expired-password' | 'force-security-questions' | 'set-uen' | 'property-listing';

export const LOGIN_DESTINATION_PATHS: Record<LoginDestination, string> = {
  'expired-password': '/password-management/expired-password',
  'force-security-questions': '/password-management/force-security-questions',
  'set-uen': '/password-management/set-UEN/true',
  'property-listing': '/property-listing',
};

/** 'Password has expired' and 'Password needs to be changed' send the user to the expired-password page. */
export function isPasswordChangeMessage(errormsg: string | null | undefined): boolean {
  return errormsg === messages.passwordExpired || errormsg === messages.passwordNeedsChange;
}

/** After a token is issued: no security questions first, then a missing UEN, else the listing. */
export function destinationAfterToken(questions: { status?: string | null }, isUENUpdated: string | null | undefined): LoginDestination {
  if (questions.status === 'fail') return 'force-security-questions';
  if (isUENUpdated === 'N') return 'set-uen';
  return 'property-listing';
}
