import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../screens/placeholder/ComingSoon';

export const Route = createFileRoute('/_app/property-summary/$id/{-$direct}')({
  component: () => <ComingSoon title="Stakeholder Profiles" />,
});
