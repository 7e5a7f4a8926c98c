/** Our office and desks; the Contact Us section, the maintenance notice and the policies quote them. */
export const OFFICE = {
  company: 'Conveyancing Workbench Pte. Ltd.',
  addressLines: ['80 Robinson Road, #10-01', 'Singapore 068898'],
  nearestMrt: 'Tanjong Pagar MRT (EW15), Exit A, about 5 minutes on foot',
} as const;

export interface ContactDesk {
  name: string;
  purpose: string;
  phone: string;
  email: string;
  hours: readonly string[];
}

export const HELPDESK: ContactDesk = {
  name: 'Helpdesk',
  purpose: 'Log-in and password help, technical issues, legal requisition status and billing queries.',
  phone: '+65 6221 8800',
  email: 'helpdesk@conveyancingworkbench.sg',
  hours: ['Monday to Friday, 8.30 am to 6.00 pm', 'Saturday, 9.00 am to 12.30 pm', 'Closed on Sundays and public holidays'],
};

export const SALES: ContactDesk = {
  name: 'Sales and subscriptions',
  purpose: 'New subscriptions, additional user IDs, the e-Checklist add-on and product demonstrations.',
  phone: '+65 6221 8811',
  email: 'sales@conveyancingworkbench.sg',
  hours: ['Monday to Friday, 9.00 am to 6.00 pm', 'Closed on weekends and public holidays'],
};

export const DATA_PROTECTION_EMAIL = 'dpo@conveyancingworkbench.sg';

/** tel: links want the digits only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
