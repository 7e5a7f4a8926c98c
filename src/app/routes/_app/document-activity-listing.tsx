import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../screens/placeholder/ComingSoon';

export const Route = createFileRoute('/_app/document-activity-listing')({
  component: () => <ComingSoon title="ACTIVITY LOG DETAILS" />,
});
