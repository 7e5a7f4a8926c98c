import { STORAGE_KEYS, type StorageKey } from '../../domain/session-keys';

/** The login kept in browser storage (seed 000 §3): the one place screens read and write it. */
export interface StoredLogin {
  jwt: string;
  userId: string;
  isUENUpdated: string;
  isLAActive: string;
}

const read = (key: StorageKey): string | null => localStorage.getItem(key);
const write = (key: StorageKey, value: string) => localStorage.setItem(key, value);

export const sessionStore = {
  jwt: () => read(STORAGE_KEYS.jwt),
  userId: () => read(STORAGE_KEYS.userId),
  isLAActive: () => read(STORAGE_KEYS.isLAActive) === 'true',
  expiresAt: () => Number(read(STORAGE_KEYS.expiredTime) ?? 0),
  hasLogin: () => Boolean(read(STORAGE_KEYS.jwt) && read(STORAGE_KEYS.userId)),

  storeLogin(login: StoredLogin) {
    // A message left by an earlier expired-password visit must not follow a successful login.
    localStorage.removeItem(STORAGE_KEYS.message);
    write(STORAGE_KEYS.jwt, login.jwt);
    write(STORAGE_KEYS.userId, login.userId);
    write(STORAGE_KEYS.isUENUpdated, login.isUENUpdated);
    write(STORAGE_KEYS.isLAActive, login.isLAActive);
  },
  storeToken(jwt: string, userId: string) {
    write(STORAGE_KEYS.jwt, jwt);
    write(STORAGE_KEYS.userId, userId);
  },
  /** After a successful update-UEN: the stored flag follows the server's, which is now Y. */
  markUenUpdated() {
    write(STORAGE_KEYS.isUENUpdated, 'Y');
  },
  storeExpiry(expiresAt: number) {
    write(STORAGE_KEYS.expiredTime, String(expiresAt));
  },
  /** Kept for the expired-password page: the user id and the server's message. */
  storeExpiredPassword(userId: string, message: string) {
    // A token from an earlier session must not ride along with the expired-password change.
    localStorage.removeItem(STORAGE_KEYS.jwt);
    write(STORAGE_KEYS.userId, userId);
    write(STORAGE_KEYS.message, message);
  },
  message: () => read(STORAGE_KEYS.message),

  /** The hand-over from forgot-password to reset-password (seed 002 §4): user id, flag and reset token. */
  storeVerifiedAnswers(userId: string, resetToken: string) {
    write(STORAGE_KEYS.userId, userId);
    write(STORAGE_KEYS.receivedQuestions, 'true');
    write(STORAGE_KEYS.resetToken, resetToken);
  },
  verifiedAnswers: () => ({
    userid: read(STORAGE_KEYS.userId),
    receivedQuestions: read(STORAGE_KEYS.receivedQuestions) === 'true',
    resetToken: read(STORAGE_KEYS.resetToken),
  }),

  /** Logout, timeout, rejected disclaimer and auth failures all clear the same values. */
  clearLogin() {
    for (const key of [
      STORAGE_KEYS.jwt,
      STORAGE_KEYS.userId,
      STORAGE_KEYS.isUENUpdated,
      STORAGE_KEYS.isLAActive,
      STORAGE_KEYS.message,
      STORAGE_KEYS.showNotify,
      STORAGE_KEYS.expiredTime,
      STORAGE_KEYS.receivedQuestions,
      STORAGE_KEYS.resetToken,
    ]) {
      localStorage.removeItem(key);
    }
  },
};
