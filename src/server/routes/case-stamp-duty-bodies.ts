import * as v from 'valibot';
import { STAMP_DUTY_KINDS, type StampDutyCalculation, type StampDutyKind } from '../../domain/case/case-stamp-duty';
import { messages } from '../../domain/messages';
import { buyerStampDuty } from '../../domain/stamp-duty/buyer-stamp-duty';
import { parseBuyerStampDutyRequest, parseSellerStampDutyRequest, type ParsedStampDutyRequest } from '../../domain/stamp-duty/request-schema';
import { sellerStampDuty } from '../../domain/stamp-duty/seller-stamp-duty';
import { BadRequestError } from '../http/errors';
import { RecordIdSchema } from '../http/record-id';

/** Request bodies of the case's stamp duty calls (openapi/schemas/case.yaml). */

const kind = v.picklist(STAMP_DUTY_KINDS, messages.caseStampDutyKindInvalid);

/** The calculator's request is checked by its own schema once the kind is known (calculationOf). */
export const SaveCaseStampDutyBody = v.object({ propertyId: RecordIdSchema, kind, request: v.unknown() });

export const PrintCaseStampDutyBody = v.object({ propertyId: RecordIdSchema, kind });

/** The checked request, or a 400 naming each problem under `request.` in the calculator's words. */
function checked<Request>(parsed: ParsedStampDutyRequest<Request>): Request {
  if (parsed.ok) return parsed.request;
  const errors = parsed.problems.map(({ field, message }) => `${field ? `request.${field}` : 'request'}: ${message}`);
  throw new BadRequestError(errors, parsed.problems[0]?.message);
}

/**
 * The server's own figures for the request, worked out with the calculator's schema and rates (POST /stamp-duty/buyer
 * and /seller): whatever figures a client holds are never taken.
 */
export function calculationOf(kindOf: StampDutyKind, request: unknown): StampDutyCalculation {
  if (kindOf === 'buyer') {
    const buyer = checked(parseBuyerStampDutyRequest(request));
    return { kind: 'buyer', request: buyer, result: buyerStampDuty(buyer) };
  }
  const seller = checked(parseSellerStampDutyRequest(request));
  return { kind: 'seller', request: seller, result: sellerStampDuty(seller) };
}
