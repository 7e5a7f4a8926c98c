import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../screens/placeholder/ComingSoon';

export const Route = createFileRoute('/password-management/forgot-password')({
  component: () => <ComingSoon title="Forgot Password" />,
});
