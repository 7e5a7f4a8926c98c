import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../screens/placeholder/ComingSoon';

export const Route = createFileRoute('/_app/property-otp/$id')({
  component: () => <ComingSoon title="Option to Purchase" />,
});
