import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../screens/placeholder/ComingSoon';

export const Route = createFileRoute('/_app/othersvc-lrparcelland')({
  component: () => <ComingSoon title="Parcel Land Information" />,
});
