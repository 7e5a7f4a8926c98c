export interface Feature {
  id: string;
  title: string;
  text: string;
}

/** The modules of the product (seed 000 §1). */
export const FEATURES: readonly Feature[] = [
  {
    id: 'property-contact',
    title: 'Property and contact management',
    text:
      'Open a case file per property with its address, MCST, land and strata lot details and transaction type, and ' +
      'keep buyers, sellers, their lawyers and agents in one contact book your whole firm shares.',
  },
  {
    id: 'otp-wta',
    title: 'Option to Purchase and Warrant to Act',
    text:
      'Generate OTP and WTA documents from templates filled with the parties and property already on file, ready ' +
      'for review and signature.',
  },
  {
    id: 's65',
    title: 'S.65 form',
    text:
      'Prepare the S.65 form from the case file and track when the buyer’s and the seller’s lawyers have signed it.',
  },
  {
    id: 'legal-requisitions',
    title: 'Legal requisitions',
    text:
      'Order due-diligence searches from IRAS, URA, BCA, LTA, PUB, NEA, ACRA and the MCST in one cart, follow their ' +
      'status and collect the replies against the property.',
  },
  {
    id: 'other-services',
    title: 'IRAS and other services',
    text:
      'Check units against the IRAS Valuation List, order parcel land and other agency services, and download ' +
      'monthly requisition and billing reports for your accounts.',
  },
  {
    id: 'e-checklist',
    title: 'e-Checklist add-on',
    text:
      'An optional module from our partner: a checklist and templates per transaction type, linked to each ' +
      'property so nobody in the team misses a step.',
  },
];

export const PLANNED_FEATURES = ['e-Repository', 'e-Lodgement', 'Document signing'] as const;
