import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../screens/placeholder/ComingSoon';

export const Route = createFileRoute('/_app/client-details/$id/{-$direct}/{-$propId}')({
  component: () => <ComingSoon title="Contact Details" />,
});
