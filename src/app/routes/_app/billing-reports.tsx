import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../screens/placeholder/ComingSoon';

export const Route = createFileRoute('/_app/billing-reports')({
  component: () => <ComingSoon title="BILLING" />,
});
