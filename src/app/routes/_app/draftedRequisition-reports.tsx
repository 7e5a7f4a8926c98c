import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../screens/placeholder/ComingSoon';

export const Route = createFileRoute('/_app/draftedRequisition-reports')({
  component: () => <ComingSoon title="DRAFT REQUISITION" />,
});
