import { createFileRoute } from '@tanstack/react-router';
import { PropertyListingPage } from '../../screens/property-listing/PropertyListingPage';

// The direct-entry token exchange (userId + uniqueCode) runs in the _app guard, before the login check.
export const Route = createFileRoute('/_app/property-listing/{-$userId}/{-$uniqueCode}')({
  component: PropertyListingPage,
});
