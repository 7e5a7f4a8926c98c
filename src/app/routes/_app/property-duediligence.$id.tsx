import { createFileRoute } from '@tanstack/react-router';
import { DueDiligencePage } from '../../screens/due-diligence/DueDiligencePage';

/** /property-duediligence/{id} (seed 001 §2.5): LEGAL REQUISITION and STATUS tabs of one property. */
export const Route = createFileRoute('/_app/property-duediligence/$id')({
  component: function DueDiligenceRoute() {
    const { id } = Route.useParams();
    return <DueDiligencePage key={id} id={Number(id)} />;
  },
});
