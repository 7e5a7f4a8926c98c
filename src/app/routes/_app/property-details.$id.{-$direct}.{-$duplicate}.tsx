import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../screens/placeholder/ComingSoon';

export const Route = createFileRoute('/_app/property-details/$id/{-$direct}/{-$duplicate}')({
  component: () => <ComingSoon title="Property Details" />,
});
