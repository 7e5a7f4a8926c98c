import { singaporeWallClock, toDisplayDate } from '../display-date';
import { formatDollars } from '../stamp-duty/money';
import type { BuyerProfile, PropertyUse } from '../stamp-duty/rates';

/**
 * The words of a stamp duty figure, shared by the calculator's form and result, the case page's saved figures and
 * the printed PDF (DESIGN.md: "screen and PDF take their wording from one source").
 */
export const dutyDollars = (amount: number): string => `S$${formatDollars(amount)}`;

/** The calculator's choices in the words a lawyer uses; keys are the wire values. */
export const PROPERTY_USE_NAMES: Readonly<Record<PropertyUse, string>> = { RESIDENTIAL: 'Residential', NON_RESIDENTIAL: 'Non-residential' };

export const BUYER_PROFILE_NAMES: Readonly<Record<BuyerProfile, string>> = {
  SC: 'Singapore citizen',
  PR: 'Permanent resident',
  FOREIGNER: 'Foreigner',
  ENTITY: 'Entity (company, trust …)',
};

/** ABSD goes by the residential properties already owned; three or more all pay the same rate. */
export const PROPERTIES_OWNED_NAMES = ['None (first property)', 'One', 'Two', 'Three or more'] as const;

export function propertiesOwnedName(owned: number): string {
  return PROPERTIES_OWNED_NAMES[Math.min(Math.max(owned, 0), PROPERTIES_OWNED_NAMES.length - 1)] ?? String(owned);
}

export const STAMP_DUTY_WORDS = {
  buyerTitle: 'Buyer’s stamp duty',
  sellerTitle: 'Seller’s stamp duty',
  chargedOn: 'Charged on',
  band: (from: number, to: number) => `${dutyDollars(from)} to ${dutyDollars(to)}`,
  bsd: 'Buyer’s stamp duty (BSD)',
  absd: (rate: number) => `Additional buyer’s stamp duty (ABSD) at ${rate}%`,
  total: 'Total',
  ssdRate: 'Seller’s stamp duty rate',
  ssd: 'Seller’s stamp duty (SSD)',
  dueBy: 'Due by',
  /** Who worked the saved figure out, when (the Singapore date), and on which rates. */
  calculated: (savedAt: string, savedBy: string, ratesEffective: string | null) => {
    const on = toDisplayDate(singaporeWallClock(savedAt));
    return ratesEffective
      ? `Calculated on ${on} by ${savedBy} with IRAS rates effective ${toDisplayDate(ratesEffective)}`
      : `Calculated on ${on} by ${savedBy}; IRAS charges no seller’s stamp duty on non-residential property`;
  },
} as const;
