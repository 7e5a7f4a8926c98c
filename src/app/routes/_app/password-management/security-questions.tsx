import { createFileRoute } from '@tanstack/react-router';
import { loadQuestionSets } from '../../../screens/account/account-load';
import { SecurityQuestionsPage } from '../../../screens/account/SecurityQuestionsPage';

export const Route = createFileRoute('/_app/password-management/security-questions')({
  // The loader is a chunk of its own, fetched beside the page's: its API code stays out of other pages' first load.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context }) => loadQuestionSets(context),
  component: SecurityQuestionsPage,
});
