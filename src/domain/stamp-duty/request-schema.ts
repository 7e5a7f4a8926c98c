import * as v from 'valibot';
import { stampDutyMessages as messages } from '../messages/stamp-duty';
import { buyerRatesProblem, type BuyerStampDutyRequest } from './buyer-stamp-duty';
import { isExistingDate, isIsoDateShape } from './dates';
import { formatDollars, hasAtMostCents, MAX_AMOUNT } from './money';
import { BUYER_PROFILES, PROPERTY_USES } from './rates';
import { sellerRatesProblem, type SellerStampDutyRequest } from './seller-stamp-duty';

/**
 * The calculators' requests checked field by field, each problem in words a lawyer can act on (issue 19: "Bad
 * input: 400 with a readable message"). The server checks every request with these; the calculator form checks
 * what it is about to send with the same schemas.
 */

/** What each wire field is called in a message: the calculator form's labels. */
export const STAMP_DUTY_FIELD_LABELS = {
  price: 'Price',
  marketValue: 'Market value',
  use: 'Property use',
  buyer: 'Buyer',
  propertiesOwned: 'Properties already owned',
  documentDate: 'Document date',
  signedAbroad: 'Signed abroad',
  acquiredOn: 'Acquisition date',
  disposedOn: 'Disposal date',
} as const;

type WireField = keyof typeof STAMP_DUTY_FIELD_LABELS;
const isWireField = (key: unknown): key is WireField => typeof key === 'string' && Object.hasOwn(STAMP_DUTY_FIELD_LABELS, key);

/** A missing field names itself; a body that is no object at all says so. */
const objectMessage = (issue: v.ObjectIssue): string => {
  const key = issue.path?.[0]?.key;
  return isWireField(key) ? messages.dutyFieldRequired(STAMP_DUTY_FIELD_LABELS[key]) : messages.dutyBodyNotObject;
};

const amount = (label: string) =>
  v.pipe(
    v.number(messages.dutyAmountNotNumber(label)),
    v.minValue(0, messages.dutyAmountNegative(label)),
    v.maxValue(MAX_AMOUNT, messages.dutyAmountTooLarge(label, formatDollars(MAX_AMOUNT))),
    v.check(hasAtMostCents, messages.dutyAmountCents(label)),
  );

const isoDate = (label: string) =>
  v.pipe(
    v.string(messages.dutyDateFormatWrong(label)),
    v.nonEmpty(messages.dutyFieldRequired(label)),
    v.check(isIsoDateShape, messages.dutyDateFormatWrong(label)),
    v.check(isExistingDate, (issue) => messages.dutyDateDoesNotExist(label, String(issue.input))),
  );

const propertyUse = v.picklist(PROPERTY_USES, messages.propertyUseInvalid);
const signedAbroad = v.optional(v.boolean(messages.signedAbroadInvalid));

export const BuyerStampDutyRequestSchema = v.pipe(
  v.object(
    {
      price: amount(STAMP_DUTY_FIELD_LABELS.price),
      marketValue: v.optional(amount(STAMP_DUTY_FIELD_LABELS.marketValue)),
      use: propertyUse,
      buyer: v.picklist(BUYER_PROFILES, messages.buyerProfileInvalid),
      propertiesOwned: v.pipe(
        v.number(messages.propertiesOwnedInvalid),
        v.safeInteger(messages.propertiesOwnedInvalid),
        v.minValue(0, messages.propertiesOwnedInvalid),
      ),
      documentDate: isoDate(STAMP_DUTY_FIELD_LABELS.documentDate),
      signedAbroad,
    },
    objectMessage,
  ),
  v.forward(
    v.check(
      (request) => buyerRatesProblem(request) === null,
      (issue) => buyerRatesProblem(issue.input) ?? '',
    ),
    ['documentDate'],
  ),
);

export const SellerStampDutyRequestSchema = v.pipe(
  v.object(
    {
      price: amount(STAMP_DUTY_FIELD_LABELS.price),
      marketValue: v.optional(amount(STAMP_DUTY_FIELD_LABELS.marketValue)),
      use: propertyUse,
      acquiredOn: isoDate(STAMP_DUTY_FIELD_LABELS.acquiredOn),
      disposedOn: isoDate(STAMP_DUTY_FIELD_LABELS.disposedOn),
      signedAbroad,
    },
    objectMessage,
  ),
  // ISO dates compare correctly as strings.
  v.forward(
    v.check((request) => request.disposedOn >= request.acquiredOn, messages.disposalBeforeAcquisition),
    ['disposedOn'],
  ),
  v.forward(
    v.check(
      (request) => sellerRatesProblem(request) === null,
      (issue) => sellerRatesProblem(issue.input) ?? '',
    ),
    ['acquiredOn'],
  ),
);

/** One problem with a request: the wire field it is about ('' for the body as a whole) and what to say. */
export interface StampDutyProblem {
  field: string;
  message: string;
}

export type ParsedStampDutyRequest<Request> = { ok: true; request: Request } | { ok: false; problems: StampDutyProblem[] };

function parseWith<Request>(schema: v.GenericSchema<unknown, Request>, input: unknown): ParsedStampDutyRequest<Request> {
  // One problem per field: the first that applies ('' is "required", not also "not a date").
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (result.success) return { ok: true, request: result.output };
  return { ok: false, problems: result.issues.map((issue) => ({ field: v.getDotPath(issue) ?? '', message: issue.message })) };
}

export const parseBuyerStampDutyRequest = (input: unknown): ParsedStampDutyRequest<BuyerStampDutyRequest> =>
  parseWith(BuyerStampDutyRequestSchema, input);

export const parseSellerStampDutyRequest = (input: unknown): ParsedStampDutyRequest<SellerStampDutyRequest> =>
  parseWith(SellerStampDutyRequestSchema, input);
