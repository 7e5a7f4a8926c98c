import { createFileRoute } from '@tanstack/react-router';
import { SoaRequestPage } from '../../screens/other-services/soa/SoaRequestPage';

/** Seed 002 §2.4: statement of account for a property without a requisition; the left navigation shows other services (mode 3). */
export const Route = createFileRoute('/_app/othersvc-nonrqsoa')({
  component: () => <SoaRequestPage mode="nonSoa" />,
});
