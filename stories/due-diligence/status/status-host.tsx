import { RequisitionStatusTab } from '../../../src/app/screens/due-diligence/status/RequisitionStatusTab';
import { AppChrome } from '../../../src/app/screens/shell/AppChrome';
import { UserDetailsContext } from '../../../src/app/screens/shell/user-details-context';
import { demoUserDetails } from '../../support/mock-api';
import { STATUS_PROPERTY_ID } from './status-fixtures';

/** The STATUS tab as the due-diligence page shows it, for lawyer1, with the app's toasts. Needs a QueryClient. */
export function StatusTabHost() {
  return (
    <AppChrome>
      <UserDetailsContext.Provider value={demoUserDetails('lawyer1')}>
        <RequisitionStatusTab propertyId={STATUS_PROPERTY_ID} />
      </UserDetailsContext.Provider>
    </AppChrome>
  );
}
