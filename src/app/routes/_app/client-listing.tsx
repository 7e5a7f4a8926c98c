import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../screens/placeholder/ComingSoon';

export const Route = createFileRoute('/_app/client-listing')({
  component: () => <ComingSoon title="Contact Listing" />,
});
