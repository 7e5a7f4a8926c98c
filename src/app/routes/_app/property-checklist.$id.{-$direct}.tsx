import { createFileRoute, redirect } from '@tanstack/react-router';
import { ComingSoon } from '../../screens/placeholder/ComingSoon';
import { sessionStore } from '../../session/storage';

// Only reachable when the checklist add-on is on (seed 001 §2.6).
export const Route = createFileRoute('/_app/property-checklist/$id/{-$direct}')({
  beforeLoad: () => {
    if (!sessionStore.isLAActive()) throw redirect({ to: '/property-listing/{-$userId}/{-$uniqueCode}', params: {} });
  },
  component: () => <ComingSoon title="Checklist & Templates" />,
});
