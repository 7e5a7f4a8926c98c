import { createFileRoute } from '@tanstack/react-router';
import { SecurityQuestionsPage } from '../../../screens/account/SecurityQuestionsPage';

export const Route = createFileRoute('/_app/password-management/security-questions')({
  component: SecurityQuestionsPage,
});
