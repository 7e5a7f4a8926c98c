export interface EGuide {
  id: string;
  description: string;
  /** ISO date; shown as dd-MMM-yyyy. */
  lastUpdated: string;
  /**
   * Served by our own server, never a third-party host. Absent while the guide is being written: the table
   * says so rather than offering a download that would not be the guide.
   */
  href?: string;
}

export const EGUIDES: readonly EGuide[] = [
  { id: 'registration-form', description: 'Subscription registration form', lastUpdated: '2026-01-05', href: '/api/registration-form' },
  { id: 'getting-started', description: 'Getting started: logging in, passwords and security questions', lastUpdated: '2026-01-05' },
  { id: 'property-contacts', description: 'Managing properties and contacts', lastUpdated: '2026-01-12' },
  { id: 'stakeholders', description: 'Stakeholder profiles: assigning parties, lawyers and agents', lastUpdated: '2026-01-12' },
  { id: 'otp-wta', description: 'Option to Purchase and Warrant to Act templates', lastUpdated: '2026-01-20' },
  { id: 's65', description: 'Preparing and signing the S.65 form', lastUpdated: '2026-01-20' },
  { id: 'legal-requisitions', description: 'Legal requisitions, the draft cart and reports', lastUpdated: '2026-02-03' },
  { id: 'other-services', description: 'IRAS checks and other agency services', lastUpdated: '2026-02-03' },
  { id: 'documents', description: 'Uploading documents and the activity log', lastUpdated: '2026-02-10' },
  { id: 'e-checklist', description: 'e-Checklist and templates add-on', lastUpdated: '2026-02-16' },
];
