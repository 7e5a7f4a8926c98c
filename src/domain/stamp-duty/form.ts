import type { BuyerStampDutyRequest } from './buyer-stamp-duty';
import type { BuyerProfile, PropertyUse } from './rates';
import { parseBuyerStampDutyRequest, parseSellerStampDutyRequest, type ParsedStampDutyRequest } from './request-schema';
import type { SellerStampDutyRequest } from './seller-stamp-duty';

/**
 * The calculator form: one set of fields for both tabs, because a sale's buyer and seller share the property, its
 * price and use, and the date of the sale's document (the buyer's document date is the seller's disposal date).
 * Amounts are the text typed; dates ISO yyyy-mm-dd or ''.
 */
export interface StampDutyForm {
  price: string;
  marketValue: string;
  use: PropertyUse;
  buyer: BuyerProfile;
  propertiesOwned: number;
  documentDate: string;
  signedAbroad: boolean;
  acquiredOn: string;
}

export type StampDutyFormField = keyof StampDutyForm;
export type StampDutyTab = 'buyer' | 'seller';
/** A message per field the form shows it under. */
export type StampDutyFormProblems = Partial<Record<StampDutyFormField, string>>;

export interface StampDutyFormStart {
  price?: number | undefined;
  use?: PropertyUse | undefined;
  documentDate?: string | undefined;
}

export function newStampDutyForm(start: StampDutyFormStart = {}): StampDutyForm {
  return {
    price: start.price === undefined ? '' : String(start.price),
    marketValue: '',
    use: start.use ?? 'RESIDENTIAL',
    buyer: 'SC',
    propertiesOwned: 0,
    documentDate: start.documentDate ?? '',
    signedAbroad: false,
    acquiredOn: '',
  };
}

/** '1,500,000', 'S$ 1500000.50' → the number; '' → undefined (not given); anything else NaN, which the schema names. */
export function amountOf(text: string): number | undefined {
  const bare = text
    .replace(/^\s*S?\$\s*/i, '')
    .replace(/,/g, '')
    .trim();
  if (bare === '') return undefined;
  return /^-?(\d+\.?\d*|\.\d+)$/.test(bare) ? Number(bare) : Number.NaN;
}

/** A field left blank is left out, so the schema says it is required rather than that it is not a number. */
function given<K extends string, T>(key: K, value: T | undefined): Partial<Record<K, T>> {
  return (value === undefined || value === '' ? {} : { [key]: value }) as Partial<Record<K, T>>;
}

/** The body POST /stamp-duty/buyer would get; unchecked (amounts may be NaN). */
export function buyerRequestOf(form: StampDutyForm): Partial<BuyerStampDutyRequest> {
  return {
    ...given('price', amountOf(form.price)),
    ...given('marketValue', amountOf(form.marketValue)),
    use: form.use,
    buyer: form.buyer,
    propertiesOwned: form.propertiesOwned,
    ...given('documentDate', form.documentDate),
    signedAbroad: form.signedAbroad,
  };
}

/** The body POST /stamp-duty/seller would get; the form's document date is the disposal date. */
export function sellerRequestOf(form: StampDutyForm): Partial<SellerStampDutyRequest> {
  return {
    ...given('price', amountOf(form.price)),
    ...given('marketValue', amountOf(form.marketValue)),
    use: form.use,
    ...given('acquiredOn', form.acquiredOn),
    ...given('disposedOn', form.documentDate),
    signedAbroad: form.signedAbroad,
  };
}

export type CheckedStampDutyRequest = { tab: 'buyer'; request: BuyerStampDutyRequest } | { tab: 'seller'; request: SellerStampDutyRequest };

/** The wire field a problem is about → the form field that shows it. */
const FORM_FIELD_OF: Readonly<Record<string, StampDutyFormField>> = {
  price: 'price',
  marketValue: 'marketValue',
  use: 'use',
  buyer: 'buyer',
  propertiesOwned: 'propertiesOwned',
  documentDate: 'documentDate',
  signedAbroad: 'signedAbroad',
  acquiredOn: 'acquiredOn',
  disposedOn: 'documentDate',
};

function problemsOf(parsed: ParsedStampDutyRequest<unknown>): StampDutyFormProblems {
  if (parsed.ok) return {};
  const problems: StampDutyFormProblems = {};
  for (const { field, message } of parsed.problems) {
    // Every field the form builds has a place; a whole-body problem cannot come from the form, but shows on the price.
    const shownAt = FORM_FIELD_OF[field] ?? 'price';
    problems[shownAt] ??= message;
  }
  return problems;
}

/** The tab's request, checked with the server's own schema: the request to send, or what to fix first. */
export function checkStampDutyForm(tab: StampDutyTab, form: StampDutyForm): CheckedStampDutyRequest | StampDutyFormProblems {
  if (tab === 'buyer') {
    const parsed = parseBuyerStampDutyRequest(buyerRequestOf(form));
    return parsed.ok ? { tab, request: parsed.request } : problemsOf(parsed);
  }
  const parsed = parseSellerStampDutyRequest(sellerRequestOf(form));
  return parsed.ok ? { tab, request: parsed.request } : problemsOf(parsed);
}

export const isCheckedRequest = (checked: CheckedStampDutyRequest | StampDutyFormProblems): checked is CheckedStampDutyRequest =>
  'request' in checked;
