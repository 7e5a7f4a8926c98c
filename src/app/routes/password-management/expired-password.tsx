import { createFileRoute } from '@tanstack/react-router';
import { ExpiredPasswordPage } from '../../screens/password/ExpiredPasswordPage';

export const Route = createFileRoute('/password-management/expired-password')({
  component: ExpiredPasswordPage,
});
