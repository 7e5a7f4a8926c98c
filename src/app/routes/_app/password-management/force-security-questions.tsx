import { createFileRoute } from '@tanstack/react-router';
import { loadQuestionSets } from '../../../screens/account/account-load';
import { ForceSecurityQuestionsPage } from '../../../screens/account/ForceSecurityQuestionsPage';

/** A set-up page: AppShell shows it without navigation (screens/shell/setup-paths.ts). */
export const Route = createFileRoute('/_app/password-management/force-security-questions')({
  // The loader is a chunk of its own, fetched beside the page's: its API code stays out of other pages' first load.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context }) => loadQuestionSets(context),
  component: ForceSecurityQuestionsPage,
});
