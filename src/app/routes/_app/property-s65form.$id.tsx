import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../screens/placeholder/ComingSoon';

export const Route = createFileRoute('/_app/property-s65form/$id')({
  component: () => <ComingSoon title="S.65 Form" />,
});
