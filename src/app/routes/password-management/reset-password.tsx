import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../../screens/password/ResetPasswordPage';

export const Route = createFileRoute('/password-management/reset-password')({
  component: ResetPasswordPage,
});
