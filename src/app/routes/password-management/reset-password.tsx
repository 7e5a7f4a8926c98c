import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../screens/placeholder/ComingSoon';

export const Route = createFileRoute('/password-management/reset-password')({
  component: () => <ComingSoon title="Reset Password" />,
});
