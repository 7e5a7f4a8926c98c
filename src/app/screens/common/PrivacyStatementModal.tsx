import { lazyWhenOpen } from './lazy-when-open';
import type { PolicyModalProps } from './PolicyDialog';

// Opened from the menu and the footer of every public page; the statement loads only when someone asks to read it.
export const PrivacyStatementModal = lazyWhenOpen<PolicyModalProps>(() =>
  import('./PrivacyStatementDialog').then((module) => module.PrivacyStatementDialog),
);
