import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../screens/placeholder/ComingSoon';

export const Route = createFileRoute('/password-management/expired-password')({
  component: () => <ComingSoon title="Change Expired Password" />,
});
