/**
 * The Checklist & Templates add-on's checklists (seed 000 §2, seed 001 §2.6, §5 "Checklist"): one definition per
 * eligible transaction type, which the partner stand-in renders and the server checks ticks against. The
 * transaction type names are the reference data's (src/server/db/seed/reference-data.ts TRANSACTION_TYPE_NAMES).
 */

/** What the product itself knows about a case, read from its records rather than ticked by hand. */
export const CHECKLIST_FACTS = ['wtaSigned', 'otpSigned', 'otpExercised', 'requisitionsSubmitted', 'requisitionsReplied', 's65Sent'] as const;
export type ChecklistFact = (typeof CHECKLIST_FACTS)[number];

/** How the page says where a derived item's "done" comes from: 'Done in the case (signed WTA uploaded)'. */
export const CHECKLIST_FACT_EVIDENCE: Readonly<Record<ChecklistFact, string>> = {
  wtaSigned: 'signed WTA uploaded',
  otpSigned: 'signed OTP uploaded',
  otpExercised: 'OTP acceptance copy uploaded',
  requisitionsSubmitted: 'legal requisitions submitted',
  requisitionsReplied: 'every agency has replied to the submitted requisitions',
  s65Sent: 'S.65 notice sent',
};

export interface ChecklistItem {
  /** Stable: ticks are stored by it. */
  key: string;
  label: string;
  /** When set, the item is done exactly when the case has this fact; it cannot be ticked by hand. */
  derivedFrom?: ChecklistFact;
}

export type ChecklistKind = 'sale' | 'purchase' | 'saleHdb' | 'purchaseHdb';

export type ChecklistEligibility = 'missing' | 'notEligible' | 'eligible';

const KIND_BY_TYPE: ReadonlyMap<string, ChecklistKind> = new Map([
  ['Sale', 'sale'],
  ['Purchase', 'purchase'],
  ['Sale (HDB)', 'saleHdb'],
  ['Purchase (HDB)', 'purchaseHdb'],
]);

/** The checklist a transaction type gets; null for Mortgage, Others, any other name and no type at all. */
export function checklistKindOf(transactionTypeName: string | null | undefined): ChecklistKind | null {
  return KIND_BY_TYPE.get(transactionTypeName?.trim() ?? '') ?? null;
}

/** Seed 001 §5 "Checklist": no type prompts to add one; Mortgage and Others are not eligible. */
export function checklistEligibility(transactionTypeName: string | null | undefined): ChecklistEligibility {
  if (!transactionTypeName?.trim()) return 'missing';
  return checklistKindOf(transactionTypeName) ? 'eligible' : 'notEligible';
}

const wtaSigned = (party: string): ChecklistItem => ({ key: 'wtaSigned', label: `Warrant to Act signed by the ${party}`, derivedFrom: 'wtaSigned' });
const requisitionsSubmitted: ChecklistItem = {
  key: 'requisitionsSubmitted',
  label: 'Legal requisitions raised with the government agencies',
  derivedFrom: 'requisitionsSubmitted',
};
const requisitionsReplied: ChecklistItem = {
  key: 'requisitionsReplied',
  label: 'Replies to the legal requisitions received and reviewed',
  derivedFrom: 'requisitionsReplied',
};
const s65Notice: ChecklistItem = {
  key: 's65Notice',
  label: 'S.65 notice of change in ownership sent to the managing agent (MCST)',
  derivedFrom: 's65Sent',
};

const SALE: readonly ChecklistItem[] = [
  wtaSigned('vendor'),
  { key: 'titleSearch', label: 'Title search done and the vendor’s title confirmed' },
  { key: 'otpGranted', label: 'Option to Purchase granted to the purchaser', derivedFrom: 'otpSigned' },
  { key: 'optionFeeReceived', label: 'Option fee received from the purchaser' },
  { key: 'otpExercised', label: 'Option exercised by the purchaser and exercise fee received', derivedFrom: 'otpExercised' },
  { key: 'ssdPaid', label: 'Seller’s Stamp Duty (SSD) paid within 14 days of exercise, if sold within the holding period' },
  requisitionsSubmitted,
  requisitionsReplied,
  { key: 'redemptionStatement', label: 'Redemption statement obtained from the existing mortgagee bank' },
  s65Notice,
  { key: 'completionAccount', label: 'Completion account prepared with property tax and maintenance charges apportioned' },
  { key: 'transferSigned', label: 'Instrument of transfer signed by the vendor' },
  { key: 'completion', label: 'Completion: sale proceeds received, title deeds and keys handed over' },
  { key: 'ownershipNotified', label: 'IRAS and the utilities notified of the change of ownership' },
];

const PURCHASE: readonly ChecklistItem[] = [
  wtaSigned('purchaser'),
  { key: 'otpObtained', label: 'Option to Purchase obtained and option fee paid', derivedFrom: 'otpSigned' },
  { key: 'loanOffer', label: 'Housing loan letter of offer accepted' },
  { key: 'otpExercised', label: 'Option exercised within the option period', derivedFrom: 'otpExercised' },
  { key: 'stampDutyPaid', label: 'Buyer’s Stamp Duty (BSD) and ABSD paid within 14 days of exercise' },
  { key: 'caveatLodged', label: 'Caveat lodged with the Singapore Land Authority' },
  requisitionsSubmitted,
  requisitionsReplied,
  { key: 'cpfWithdrawal', label: 'CPF withdrawal for the purchase approved (if CPF is used)' },
  s65Notice,
  { key: 'completionAccount', label: 'Completion account received and checked' },
  { key: 'completion', label: 'Completion: balance purchase price paid, title deeds and keys received' },
  { key: 'transferRegistered', label: 'Transfer and mortgage registered with the Singapore Land Authority' },
];

const SALE_HDB: readonly ChecklistItem[] = [
  wtaSigned('seller'),
  { key: 'intentToSell', label: 'Intent to sell registered with HDB at least 7 days before granting the option' },
  { key: 'otpGranted', label: 'HDB Option to Purchase granted and option fee received', derivedFrom: 'otpSigned' },
  { key: 'otpExercised', label: 'Option exercised by the buyer within 21 days', derivedFrom: 'otpExercised' },
  { key: 'resaleApplication', label: 'Seller’s part of the resale application submitted on the HDB Resale Portal' },
  requisitionsSubmitted,
  requisitionsReplied,
  { key: 'cpfRefund', label: 'CPF refund amount and outstanding loan statement obtained' },
  { key: 'hdbAcceptance', label: 'HDB acceptance of the resale application received' },
  { key: 'resaleEndorsement', label: 'Resale documents endorsed and the first appointment attended' },
  { key: 'completionAccount', label: 'Completion account prepared with the refunds and charges' },
  { key: 'completion', label: 'Resale completion at HDB: keys handed over' },
  { key: 'accountsClosed', label: 'Town council and utility accounts closed' },
];

const PURCHASE_HDB: readonly ChecklistItem[] = [
  wtaSigned('buyer'),
  { key: 'hfeLetter', label: 'HDB Flat Eligibility (HFE) letter obtained' },
  { key: 'otpObtained', label: 'HDB Option to Purchase obtained and option fee paid', derivedFrom: 'otpSigned' },
  { key: 'valuationRequest', label: 'Request for value submitted to HDB' },
  { key: 'otpExercised', label: 'Option exercised within 21 days', derivedFrom: 'otpExercised' },
  { key: 'stampDutyPaid', label: 'Buyer’s Stamp Duty (BSD) and ABSD paid within 14 days of exercise' },
  { key: 'resaleApplication', label: 'Buyer’s part of the resale application submitted on the HDB Resale Portal' },
  requisitionsSubmitted,
  requisitionsReplied,
  { key: 'cpfGrant', label: 'CPF housing grant and CPF withdrawal approved' },
  { key: 'loanApproved', label: 'HDB or bank housing loan approved' },
  { key: 'hdbApproval', label: 'HDB approval of the resale application received' },
  { key: 'completion', label: 'Resale completion at HDB: balance paid and keys collected' },
];

export const CHECKLIST_ITEMS: Readonly<Record<ChecklistKind, readonly ChecklistItem[]>> = {
  sale: SALE,
  purchase: PURCHASE,
  saleHdb: SALE_HDB,
  purchaseHdb: PURCHASE_HDB,
};

/** The items of a transaction type's checklist; empty when it gets none. */
export function checklistItemsFor(transactionTypeName: string | null | undefined): readonly ChecklistItem[] {
  const kind = checklistKindOf(transactionTypeName);
  return kind ? CHECKLIST_ITEMS[kind] : [];
}

export interface ChecklistTick {
  itemKey: string;
  tickedBy: string;
  /** ISO instant. */
  tickedAt: string;
}

export type ChecklistItemState =
  | { item: ChecklistItem; state: 'derived'; evidence: string }
  | { item: ChecklistItem; state: 'ticked'; tick: ChecklistTick }
  | { item: ChecklistItem; state: 'open' };

/**
 * Each item as the page shows it: a derived item is done when the case has its fact (and only then: a tick
 * never stands in for the case); any other item is done by a tick. Ticks of keys the checklist no longer has
 * (the type changed) are ignored.
 */
export function checklistItemStates(
  items: readonly ChecklistItem[],
  facts: ReadonlySet<ChecklistFact>,
  ticks: readonly ChecklistTick[],
): ChecklistItemState[] {
  const tickByKey = new Map(ticks.map((tick) => [tick.itemKey, tick]));
  return items.map((item): ChecklistItemState => {
    if (item.derivedFrom) {
      return facts.has(item.derivedFrom) ? { item, state: 'derived', evidence: CHECKLIST_FACT_EVIDENCE[item.derivedFrom] } : { item, state: 'open' };
    }
    const tick = tickByKey.get(item.key);
    return tick ? { item, state: 'ticked', tick } : { item, state: 'open' };
  });
}

export type TickProblem = 'unknownItem' | 'derivedItem';

/** Why this key cannot be ticked or unticked by hand on this checklist, or null when it can. */
export function tickProblem(items: readonly ChecklistItem[], itemKey: string): TickProblem | null {
  const item = items.find((candidate) => candidate.key === itemKey);
  if (!item) return 'unknownItem';
  return item.derivedFrom ? 'derivedItem' : null;
}
