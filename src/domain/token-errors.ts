import { sessionMessages as messages } from './messages/session';

/** The message for a failed token fetch (seed 000 §8, 002 §8): 401, another status, or no response (status 0). */
export function tokenFetchErrorMessage(status: number): string {
  if (status === 401) return messages.invalidUsernamePassword;
  if (status === 0) return messages.networkError;
  return messages.errorStatus(status);
}
