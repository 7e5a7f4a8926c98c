import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../screens/placeholder/ComingSoon';

export const Route = createFileRoute('/_setup/password-management/set-UEN/$firstTime')({
  component: () => <ComingSoon title="UEN Management" />,
});
