import { createFileRoute } from '@tanstack/react-router';
import { ForceSecurityQuestionsPage } from '../../../screens/account/ForceSecurityQuestionsPage';

/** A set-up page: AppShell shows it without navigation (screens/shell/setup-paths.ts). */
export const Route = createFileRoute('/_app/password-management/force-security-questions')({
  component: ForceSecurityQuestionsPage,
});
