import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../screens/placeholder/ComingSoon';

export const Route = createFileRoute('/_app/password-management/change-password')({
  component: () => <ComingSoon title="Change Password" />,
});
