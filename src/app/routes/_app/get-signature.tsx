import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../screens/placeholder/ComingSoon';

export const Route = createFileRoute('/_app/get-signature')({
  component: () => <ComingSoon title="Signature Load Failed" />,
});
