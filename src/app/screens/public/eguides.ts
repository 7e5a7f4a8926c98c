export interface EGuide {
  id: string;
  description: string;
  /** ISO date; shown as dd-MMM-yyyy. */
  lastUpdated: string;
  /** Served by our own app, never a third-party host. */
  href: string;
}

const GUIDES_PATH = '/conveyancing/guides';

export const EGUIDES: readonly EGuide[] = [
  { id: 'registration-form', description: 'Subscription registration form', lastUpdated: '2026-01-05', href: `${GUIDES_PATH}/registration-form.pdf` },
  { id: 'getting-started', description: 'Getting started: logging in, passwords and security questions', lastUpdated: '2026-01-05', href: `${GUIDES_PATH}/getting-started.pdf` },
  { id: 'property-contacts', description: 'Managing properties and contacts', lastUpdated: '2026-01-12', href: `${GUIDES_PATH}/property-and-contacts.pdf` },
  { id: 'stakeholders', description: 'Stakeholder profiles: assigning parties, lawyers and agents', lastUpdated: '2026-01-12', href: `${GUIDES_PATH}/stakeholder-profiles.pdf` },
  { id: 'otp-wta', description: 'Option to Purchase and Warrant to Act templates', lastUpdated: '2026-01-20', href: `${GUIDES_PATH}/otp-and-wta.pdf` },
  { id: 's65', description: 'Preparing and signing the S.65 form', lastUpdated: '2026-01-20', href: `${GUIDES_PATH}/s65-form.pdf` },
  { id: 'legal-requisitions', description: 'Legal requisitions, the draft cart and reports', lastUpdated: '2026-02-03', href: `${GUIDES_PATH}/legal-requisitions.pdf` },
  { id: 'other-services', description: 'IRAS checks and other agency services', lastUpdated: '2026-02-03', href: `${GUIDES_PATH}/other-services.pdf` },
  { id: 'documents', description: 'Uploading documents and the activity log', lastUpdated: '2026-02-10', href: `${GUIDES_PATH}/documents.pdf` },
  { id: 'e-checklist', description: 'e-Checklist and templates add-on', lastUpdated: '2026-02-16', href: `${GUIDES_PATH}/e-checklist.pdf` },
];
