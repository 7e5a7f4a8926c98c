import { lazyWhenOpen } from './lazy-when-open';
import type { PolicyModalProps } from './PolicyDialog';

export type { PolicyModalProps };

// Opened from the menu and the footer of every public page; the terms load only when someone asks to read them.
export const TermsOfServiceModal = lazyWhenOpen<PolicyModalProps>(() =>
  import('./TermsOfServiceDialog').then((module) => module.TermsOfServiceDialog),
);
