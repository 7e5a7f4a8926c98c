import { createFileRoute } from '@tanstack/react-router';
import { ParcelLandPage } from '../../screens/other-services/parcel-land/ParcelLandPage';

/** Seed 002 §2.3: the parcel land request to IRAS; the left navigation shows other services (mode 3). */
export const Route = createFileRoute('/_app/othersvc-lrparcelland')({
  component: () => <ParcelLandPage />,
});
