/** The account and firm events' summaries (issue 20 "History": logins, failed logins, password and security changes). */
export const accountSummaries = {
  loggedIn: (how: 'password' | 'direct-link') => (how === 'password' ? 'Logged in.' : 'Logged in from a direct link.'),
  loginFailed: (why: 'wrong-password' | 'throttled') =>
    why === 'wrong-password' ? 'Login failed: wrong password.' : 'Login refused: too many failed attempts.',
  loggedOut: 'Logged out.',
  passwordChanged: 'Changed the password.',
  passwordReset: 'Reset the password after answering the security questions.',
  securityQuestions: 'Set the security questions.',
  disclaimer: 'Accepted the disclaimer.',
  logo: 'Uploaded a new firm logo.',
  uen: (uen: string) => `Set the firm's UEN to ${uen}.`,
} as const;
