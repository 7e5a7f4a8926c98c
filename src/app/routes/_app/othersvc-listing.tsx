import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../screens/placeholder/ComingSoon';

export const Route = createFileRoute('/_app/othersvc-listing')({
  component: () => <ComingSoon title="OTHER SVC LISTING" />,
});
