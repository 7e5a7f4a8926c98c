import { createFileRoute } from '@tanstack/react-router';
import { ChangePasswordPage } from '../../../screens/password/ChangePasswordPage';

export const Route = createFileRoute('/_app/password-management/change-password')({
  component: ChangePasswordPage,
});
