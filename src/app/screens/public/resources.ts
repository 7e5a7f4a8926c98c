export interface ResourceArticle {
  id: string;
  /** ISO date; shown as dd-MMM-yyyy. */
  date: string;
  title: string;
  paragraphs: readonly string[];
}

/** e-Insights: short practice notes. General information, not legal advice. */
export const RESOURCE_ARTICLES: readonly ResourceArticle[] = [
  {
    id: 'otp-to-completion',
    date: '2026-02-09',
    title: 'From option to completion: keeping the file on schedule',
    paragraphs: [
      'Most delays in a sale or purchase come from information that arrives late: a missing lot number, an MCST ' +
        'that has not been identified, or a requisition ordered a week before completion.',
      'Open the property file as soon as you are instructed, record the land and strata lots, and assign the buyer, ' +
        'the seller and both lawyers early. The OTP, WTA and S.65 documents become available once all four are on ' +
        'file, and the requisitions can be ordered in one cart while the option is still running.',
      'Set the completion date on the file: it appears in the property listing and lets the team sort and search by ' +
        'completion, so nothing falls through in a busy month.',
    ],
  },
  {
    id: 'choosing-requisitions',
    date: '2026-01-19',
    title: 'Choosing the right legal requisitions',
    paragraphs: [
      'IRAS confirms property tax arrears; URA and LTA reveal road and drainage schemes that may affect the land; BCA ' +
        'reports outstanding building notices; PUB and NEA cover drainage, sewerage and sanitary matters; for strata ' +
        'units the MCST reports maintenance charges and any by-law breaches.',
      'Order the agencies that matter for the property type: a strata apartment usually needs IRAS, URA, LTA, BCA and ' +
        'the MCST; landed property adds PUB. Reply times differ from 15 minutes for ACRA to 14 days for an MCST, so ' +
        'order the slow ones first.',
    ],
  },
  {
    id: 'lot-numbers',
    date: '2025-12-15',
    title: 'Lot numbers and their check digit',
    paragraphs: [
      'A land lot belongs to a Mukim (MK 1 to 34) or a Town Subdivision (TS 1 to 30). New-format lot numbers end ' +
        'with a check letter computed from the MK or TS number and the lot digits, from the sequence C, A, M, K, W, N, ' +
        'V, X, P, L, T.',
      'The portal checks the letter as you type, so a transposed digit is caught before a requisition is sent to an ' +
        'agency and charged. Strata lots start with U and accessory lots with A.',
    ],
  },
  {
    id: 'client-data-pdpa',
    date: '2025-11-24',
    title: 'Handling client data under the PDPA',
    paragraphs: [
      'Conveyancing files hold NRIC numbers, addresses and financial details. Collect only what the transaction ' +
        'needs, keep it in the case file rather than in e-mail attachments, and give each team member their own user ID ' +
        'so every change is traceable.',
      'When a matter closes, download what your firm must retain and remove documents you no longer need from shared ' +
        'drives.',
    ],
  },
];
