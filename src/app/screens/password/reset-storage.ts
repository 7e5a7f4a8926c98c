import { STORAGE_KEYS } from '../../../domain/session-keys';
import type { ResetPasswordInput } from '../../../../machines/reset-password.machine';

/**
 * The hand-over from forgot-password to reset-password (seed 002 §4): the user id, the received-questions
 * flag and the reset token, kept in browser storage like the login so a reload keeps the page usable.
 * sessionStore.clearLogin() removes all three.
 */
export const resetStorage = {
  storeVerified(userid: string, resetToken: string): void {
    localStorage.setItem(STORAGE_KEYS.userId, userid);
    localStorage.setItem(STORAGE_KEYS.receivedQuestions, 'true');
    localStorage.setItem(STORAGE_KEYS.resetToken, resetToken);
  },

  read(): ResetPasswordInput {
    return {
      userid: localStorage.getItem(STORAGE_KEYS.userId),
      receivedQuestions: localStorage.getItem(STORAGE_KEYS.receivedQuestions) === 'true',
      resetToken: localStorage.getItem(STORAGE_KEYS.resetToken),
    };
  },
};
