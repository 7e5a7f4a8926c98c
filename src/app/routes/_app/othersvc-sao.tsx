import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../screens/placeholder/ComingSoon';

export const Route = createFileRoute('/_app/othersvc-sao')({
  component: () => <ComingSoon title="Statement of Account" />,
});
