/** The shell's menus (seed 000 §2 "Authenticated shell"): data only, so the menus and their tests agree. */

export interface MenuItem {
  label: string;
  href: string;
  /** Only for firms with the checklist add-on (isLAActive 'true'). */
  needsChecklist?: boolean;
}

export const TOP_MENU: MenuItem[] = [
  { label: 'Property', href: '/property-listing' },
  { label: 'Contact', href: '/client-listing' },
  { label: 'Other Services', href: '/othersvc-listing' },
  { label: 'Documents', href: '/document-upload-listing' },
  { label: 'Checklist & Templates', href: '/check-listing', needsChecklist: true },
  { label: 'Requisition', href: '/requisition-reports' },
  { label: 'Billing', href: '/billing-reports' },
  // Issue 19: the firm's deadlines board (not a seed menu: after the seed's entries).
  { label: 'Deadlines', href: '/deadlines' },
  // Issue 20: the firm's audit log.
  { label: 'Audit Log', href: '/audit-log' },
];

export type NavMode = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export interface NavAction {
  label: string;
  /** A link, or a dialog the shell opens. */
  href?: string;
  dialog?: 'add-property' | 'add-contact';
}

/** Left navigation per mode: 1 property … 8 billing reports. */
export const LEFT_NAV: Record<NavMode, { title: string; items: NavAction[] }> = {
  1: {
    title: 'Property',
    items: [
      { label: 'Add New Property', dialog: 'add-property' },
      { label: 'Property', href: '/property-listing' },
    ],
  },
  2: {
    title: 'Contact',
    items: [
      { label: 'Add Contact', dialog: 'add-contact' },
      { label: 'Contact', href: '/client-listing' },
    ],
  },
  3: {
    title: 'Other Services',
    items: [
      { label: 'Listing', href: '/othersvc-listing' },
      { label: 'Parcel Land', href: '/othersvc-lrparcelland' },
      { label: 'Statement of Account', href: '/othersvc-sao' },
      { label: 'SOA (Non-Requisition)', href: '/othersvc-nonrqsoa' },
    ],
  },
  4: {
    title: 'Documents',
    items: [
      { label: 'Upload New Document', href: '/document-upload-files' },
      { label: 'Activity Log', href: '/document-activity-listing' },
      { label: 'Listing', href: '/document-upload-listing' },
      { label: 'Outbox', href: '/document-outbox' },
    ],
  },
  5: { title: 'Checklist & Templates', items: [{ label: 'Transaction Type / Checklist', href: '/check-listing' }] },
  6: {
    title: 'Password Management',
    items: [
      { label: 'Change Password', href: '/password-management/change-password' },
      { label: 'Security Questions', href: '/password-management/security-questions' },
      { label: 'Logo', href: '/password-management/upload-logo' },
      { label: 'UEN', href: '/password-management/set-UEN/false' },
    ],
  },
  7: {
    title: 'Requisition Reports',
    items: [
      { label: 'Requisition', href: '/requisition-reports' },
      { label: 'Draft Requisition', href: '/draftedRequisition-reports' },
    ],
  },
  8: { title: 'Billing Reports', items: [{ label: 'Billing', href: '/billing-reports' }] },
};

const MODE_BY_PREFIX: [RegExp, NavMode][] = [
  [/^\/(client-)/, 2],
  [/^\/othersvc-/, 3],
  [/^\/document-/, 4],
  [/^\/(check-listing|property-checklist)/, 5],
  [/^\/password-management\//, 6],
  [/^\/(requisition-reports|draftedRequisition-reports)/, 7],
  [/^\/billing-reports/, 8],
];

/** The navigation mode for a path inside the app (without the /conveyancing prefix). */
export function navModeFor(pathname: string): NavMode {
  const path = pathname.replace(/^\/conveyancing/, '');
  return MODE_BY_PREFIX.find(([pattern]) => pattern.test(path))?.[1] ?? 1;
}

/** Which per-property link is enabled: always, with the four primary stakeholders, or with the checklist rule. */
export type PropertyLinkNeeds = 'nothing' | 'documents' | 'checklist';

export interface PropertyLink {
  label: string;
  /** The path for a property id, without the /conveyancing prefix. */
  path: (id: string) => string;
  needs: PropertyLinkNeeds;
}

/** Per-property left-navigation links, in the seed's order (seed 000 §2 "Authenticated shell"; labels from seed 002 §2). */
export const PROPERTY_LINKS: PropertyLink[] = [
  { label: 'Stakeholder Profiles', path: (id) => `/property-summary/${id}`, needs: 'nothing' },
  { label: 'Property Details', path: (id) => `/property-details/${id}`, needs: 'nothing' },
  { label: 'Option to Purchase', path: (id) => `/property-otp/${id}`, needs: 'documents' },
  { label: 'Warrant to Act', path: (id) => `/property-wta/${id}`, needs: 'documents' },
  { label: 'S.65 Form', path: (id) => `/property-s65form/${id}`, needs: 'documents' },
  // Opened editable: the link is enabled only for the case's own lawyer (seed 000 §2), who may tick.
  { label: 'Checklist & Templates', path: (id) => `/property-checklist/${id}/true`, needs: 'checklist' },
  { label: 'Legal Requisitions', path: (id) => `/property-duediligence/${id}`, needs: 'nothing' },
  // Issue 20: the case's timeline (not a seed link: after the seed's).
  { label: 'Case History', path: (id) => `/property-history/${id}`, needs: 'nothing' },
];

const PROPERTY_PAGE = /^\/property-(?:summary|details|otp|wta|s65form|checklist|duediligence|history)\/(\d+)(?:\/|$)/;

/** The property id of a per-property page (without or with the /conveyancing prefix); null elsewhere. */
export function propertyIdIn(pathname: string): string | null {
  return PROPERTY_PAGE.exec(pathname.replace(/^\/conveyancing/, ''))?.[1] ?? null;
}
