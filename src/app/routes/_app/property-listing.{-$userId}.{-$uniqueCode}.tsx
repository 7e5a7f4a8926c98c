import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../screens/placeholder/ComingSoon';

// The direct-entry token exchange (userId + uniqueCode) runs in the _app guard, before the login check.
export const Route = createFileRoute('/_app/property-listing/{-$userId}/{-$uniqueCode}')({
  component: () => <ComingSoon title="Property Listing" />,
});
