import { Link } from '@tanstack/react-router';
import { machinesPageMessages } from '../../../domain/messages/machines-page';

/**
 * From a case to the case lifecycle's page with the case marked on its diagram (issues 19, 21). The router's own Link:
 * the search parameter is typed by the route's validateSearch, where a plain href would not be checked. Import it
 * from this file, not the folder's index, which would bring the diagrams (ELK, every machine) into the case page.
 */
export function CaseDiagramLink({ propertyId }: { propertyId: number }) {
  return (
    <Link to="/machines/$machineId" params={{ machineId: 'case-lifecycle' }} search={{ case: propertyId }} className="ui-link">
      {machinesPageMessages.caseDiagramLink}
    </Link>
  );
}
