import { createFileRoute, redirect } from '@tanstack/react-router';
import { machinesSearch } from '../../screens/machines/machines-search';
import { MachinesIndexPage } from '../../screens/machines/MachinesIndexPage';

/**
 * The machines' index (issue 21). `?case=<propertyId>` was where a case's diagram lived (issue 19); such a link now
 * opens the case lifecycle's own page with the case on it.
 */
export const Route = createFileRoute('/_app/machines/')({
  codeSplitGroupings: [['component']],
  validateSearch: machinesSearch,
  beforeLoad: ({ search }) => {
    if (search.case !== undefined) {
      throw redirect({ to: '/machines/$machineId', params: { machineId: 'case-lifecycle' }, search: { case: search.case }, replace: true });
    }
  },
  component: MachinesIndexPage,
});
