import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../screens/placeholder/ComingSoon';

export const Route = createFileRoute('/_app/requisition-reports')({
  component: () => <ComingSoon title="REQUISITION" />,
});
