import { useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ForceSecurityQuestionsPage } from '../../src/app/screens/account/ForceSecurityQuestionsPage';
import { SetUenPage } from '../../src/app/screens/account/SetUenPage';
import { BillingReportsPage } from '../../src/app/screens/billing-reports/BillingReportsPage';
import { CheckListingPage } from '../../src/app/screens/checklist/CheckListingPage';
import { ContactListingPage } from '../../src/app/screens/contacts/listing/ContactListingPage';
import { DocumentListingPage } from '../../src/app/screens/document-centre/listing/DocumentListingPage';
import { OtherServiceListingPage } from '../../src/app/screens/other-services/listing/OtherServiceListingPage';
import { ChangePasswordPage } from '../../src/app/screens/password/ChangePasswordPage';
import { PropertyListingPage } from '../../src/app/screens/property-listing/PropertyListingPage';
import { RequisitionReportsPage } from '../../src/app/screens/requisition-reports/RequisitionReportsPage';
import { billingRoutes, billingRows } from '../billing-reports/billing-api';
import { checklistRoutes, checklistRows } from '../checklist/checklist-api';
import { demoClients } from '../contacts/contact-fixtures';
import { contactServer } from '../contacts/contacts-api';
import { documentServer } from '../document-centre/document-centre-api';
import { FIRM_DOCUMENTS } from '../document-centre/document-fixtures';
import { everyKindRows, otherServicesRoutes } from '../other-services/other-services-api';
import { listingServer } from '../property-listing/listing-api';
import { demoRows } from '../property-listing/listing-fixtures';
import { ACTIVE_PROPERTY } from '../property-summary/summary-fixtures';
import { requisitions } from '../requisition-reports/report-fixtures';
import { requisitionsServer } from '../requisition-reports/requisitions-api';
import { accountApi, accountHandlers } from '../support/account-api';
import { demoApi, passwordApi, type MockRoutes } from '../support/mock-api';
import { BASEPATH } from '../support/with-router';

/**
 * The shell stories show the app's own page at each path they visit (the listing of each area, the set-up pages),
 * so a designer sees the shell as the app shows it rather than around a placeholder.
 */
const PAGES: Readonly<Record<string, () => ReactNode>> = {
  '/property-listing': () => <PropertyListingPage />,
  '/client-listing': () => <ContactListingPage />,
  '/othersvc-listing': () => <OtherServiceListingPage />,
  '/document-upload-listing': () => <DocumentListingPage />,
  '/check-listing': () => <CheckListingPage />,
  '/password-management/change-password': () => <ChangePasswordPage />,
  '/requisition-reports': () => <RequisitionReportsPage />,
  '/billing-reports': () => <BillingReportsPage />,
  '/password-management/force-security-questions': () => <ForceSecurityQuestionsPage />,
  '/password-management/set-UEN/true': () => <SetUenPage firstTime />,
};

/** The page the app shows at the story router's current path (nothing at a path the shell stories never visit). */
export function AreaPage() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const page = PAGES[pathname.replace(new RegExp(`^${BASEPATH}(?=/|$)`), '')];
  return page ? page() : null;
}

/**
 * One demo server for every page above: the signed-in shell's calls and each area's in-memory part with a few
 * rows. Later areas win where two fake the same call (the checklist's cases are the checklist page's).
 */
export function areaApi(overrides: MockRoutes = {}): MockRoutes {
  return {
    ...billingRoutes(billingRows(4)),
    ...listingServer({ rows: demoRows(6) }).routes,
    ...contactServer({ clients: demoClients(5) }).routes,
    ...otherServicesRoutes(everyKindRows()),
    ...documentServer({ documents: FIRM_DOCUMENTS, properties: [ACTIVE_PROPERTY] }).routes,
    ...requisitionsServer({ requisitions: requisitions(4) }).routes,
    ...checklistRoutes({ rows: checklistRows(3) }),
    ...accountApi({ 'POST /retrieve-UEN-details': accountHandlers.uenDetails('') }),
    ...passwordApi(),
    ...demoApi(),
    ...overrides,
  };
}
