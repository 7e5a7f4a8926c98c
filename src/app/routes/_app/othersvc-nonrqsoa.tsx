import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../screens/placeholder/ComingSoon';

export const Route = createFileRoute('/_app/othersvc-nonrqsoa')({
  component: () => <ComingSoon title="Statement of Account (Non-Requisition)" />,
});
