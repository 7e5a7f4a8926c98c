import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../screens/placeholder/ComingSoon';

export const Route = createFileRoute('/_app/property-wta/$id')({
  component: () => <ComingSoon title="Warrant to Act" />,
});
