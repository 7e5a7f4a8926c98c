import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../screens/placeholder/ComingSoon';

export const Route = createFileRoute('/_app/property-duediligence/$id')({
  component: () => <ComingSoon title="Due Diligence" />,
});
