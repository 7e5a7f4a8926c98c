import { createFileRoute, redirect } from '@tanstack/react-router';
import { ComingSoon } from '../../screens/placeholder/ComingSoon';
import { sessionStore } from '../../session/storage';

// Checklist & Templates exist only for firms with the add-on (isLAActive 'true').
export const Route = createFileRoute('/_app/check-listing')({
  beforeLoad: () => {
    if (!sessionStore.isLAActive()) throw redirect({ to: '/property-listing/{-$userId}/{-$uniqueCode}', params: {} });
  },
  component: () => <ComingSoon title="Checklist & Templates" />,
});
