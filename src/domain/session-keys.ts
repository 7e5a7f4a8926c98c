/** Names of the values kept in browser storage after login (seed 000 §3). */
export const STORAGE_KEYS = {
  jwt: 'jwt',
  userId: 'userId',
  isUENUpdated: 'isUENUpdated',
  isLAActive: 'isLAActive',
  message: 'message',
  showNotify: 'showNotify',
  expiredTime: 'expiredTime',
  hideMaintenanceNotice: 'hideMaintenanceNotice',
  receivedQuestions: 'receivedQuestions',
  /** Proof from /verify-security-qa that the questions were answered; /reset-password needs it. */
  resetToken: 'resetToken',
  /** 'true' when this browser's menu offers the workflow diagrams (issue 21, set in the Profile). */
  showWorkflowDiagrams: 'showWorkflowDiagrams',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
