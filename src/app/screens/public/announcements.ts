export interface Announcement {
  id: string;
  /** ISO date; shown as dd-MMM-yyyy. */
  date: string;
  title: string;
  text: string;
}

export const ANNOUNCEMENTS: readonly Announcement[] = [
  {
    id: 'e-checklist-promotion',
    date: '2026-02-16',
    title: 'e-Checklist promotion: 6 months plus 3 months free',
    text:
      'Firms that subscribe to the e-Checklist and templates add-on for 6 months receive the following 3 months at ' +
      'no charge. Contact our sales team to activate it for your firm.',
  },
  {
    id: 'valuation-list-2026',
    date: '2026-01-05',
    title: 'IRAS Valuation List 2026',
    text:
      'IRAS has published the annual values that apply from 1 January 2026. The Valuation List check made when you ' +
      'submit a legal requisition for a strata unit now uses the 2026 list. If a unit is not found, check the ' +
      'block, storey, unit and postal code before proceeding.',
  },
  {
    id: 'maintenance-schedule',
    date: '2025-12-01',
    title: 'Monthly maintenance window',
    text:
      'The portal is maintained on the first Saturday of every month from 11.00 pm to 3.00 am. Requisitions made ' +
      'while an agency is unavailable are queued and sent when it returns.',
  },
  {
    id: 'acra-reports',
    date: '2025-11-10',
    title: 'ACRA business profile reports in 15 minutes',
    text:
      'ACRA business profile, extended business profile and people profile reports can now be ordered from Other ' +
      'Services and are usually returned within 15 minutes.',
  },
];
