import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '../../screens/password/ForgotPasswordPage';

export const Route = createFileRoute('/password-management/forgot-password')({
  component: ForgotPasswordPage,
});
