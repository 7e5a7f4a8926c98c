import { createFileRoute } from '@tanstack/react-router';
import { SoaRequestPage } from '../../screens/other-services/soa/SoaRequestPage';

/** Seed 002 §2.5: statement of account requests for the firm's requisitions; the left navigation shows other services (mode 3). */
export const Route = createFileRoute('/_app/othersvc-sao')({
  component: () => <SoaRequestPage mode="soa" />,
});
