import { Temporal } from 'temporal-polyfill';
import type { CaseProgress } from '../../src/api/case-progress';
import type { Property } from '../../src/api/property-form';
import type { CaseFile } from '../../src/domain/case/case-file';
import { caseProgressJson } from '../../src/domain/case/case-progress-report';
import type { CaseRecords } from '../../src/domain/case/lifecycle';
import { s65SignedFlags, type SignedCopy } from '../../src/domain/documents/signed-copy-rules';
import { json } from './json-response';
import type { MockHandler } from './mock-api';

/**
 * A case's progress for stories and screen tests, computed from a property as the server computes it from its rows
 * (the same domain function answers): its parties, its signed copies, and whatever confirmations a story gives.
 */
export function recordsOfProperty(property: Property, extra: Partial<CaseRecords> = {}): CaseRecords {
  const copies = (property.propertyDocument ?? []).flatMap((document): SignedCopy[] =>
    document.documentType === 'UPLOAD' &&
    (document.uploadType === 'SIGNED' || document.uploadType === 'ACCEPTANCE') &&
    document.documentModule !== undefined
      ? [
          {
            id: document.id,
            module: document.documentModule,
            uploadType: document.uploadType,
            signedBy: document.signedBy ?? null,
            dssSigned: document.dssSigned ?? false,
            fileName: document.fileName ?? '',
          },
        ]
      : [],
  );
  const has = (module: SignedCopy['module'], uploadType: SignedCopy['uploadType']) =>
    copies.some((copy) => copy.module === module && copy.uploadType === uploadType);
  const flags = s65SignedFlags(copies);
  // As the server reads it (src/server/case/case-records.ts): both lawyers signed through DSS, or the notice was sent.
  const noticeSent =
    (flags.s65BuyerLawyerSigned && flags.s65SellerLawyerSigned) ||
    (property.propertyDocument ?? []).some(
      (document) => document.documentType === 'TEMPLATE' && document.documentModule === 's65' && document.actionType === 'SENT',
    );
  return {
    transactionTypeName: property.transactionTypeName ?? null,
    status: {
      informationComplete: property.taskStage !== 'Property Information',
      buyer: Boolean(property.buyer),
      seller: Boolean(property.seller),
      buyerLawyer: Boolean(property.buyerLawyer),
      sellerLawyer: Boolean(property.sellerLawyer),
    },
    locked: Boolean(property.locked),
    warrantSigned: has('wta', 'SIGNED'),
    optionSigned: has('otp', 'SIGNED'),
    ...(has('otp', 'ACCEPTANCE') ? { acceptance: { signedOn: null } } : {}),
    requisitions: { sent: 0, replied: 0 },
    noticeSent,
    confirmations: {},
    ...extra,
  };
}

/**
 * What a story's case has besides its records: its completion date, the stamp duty saved on it, its OTP's price,
 * and (for its deadlines) the OTP's dates, the requisitions sent and the side the firm acts for.
 */
export type StoryCaseFile = Partial<
  Pick<CaseFile, 'completionDate' | 'stampDuty' | 'purchasePrice' | 'option' | 'requisitions' | 'clientFlag' | 'hasRequisitions'>
>;

/** The progress the server would answer for these records, now. */
export function progressAnswer(propertyId: number, records: CaseRecords, file: StoryCaseFile = {}): CaseProgress {
  const now = Temporal.Now.instant();
  return caseProgressJson({ propertyId, records, clientFlag: 'S', hasRequisitions: false, requisitions: [], ...file }, now);
}

/** The progress the server would answer for a property as it is: its records, its completion date, and `file`. */
export function progressOfProperty(property: Property, extra: Partial<CaseRecords> = {}, file: StoryCaseFile = {}): CaseProgress {
  const completion = property.completionDate ? { completionDate: property.completionDate } : {};
  return progressAnswer(property.id ?? 0, recordsOfProperty(property, extra), { ...completion, ...file });
}

/** POST /get-case-progress for one property as it is now; `file` adds what the property does not carry (the OTP's dates …). */
export function caseProgressRoute(
  property: () => Property,
  extra: () => Partial<CaseRecords> = () => ({}),
  file: () => StoryCaseFile = () => ({}),
): MockHandler {
  return ({ body }) => {
    const current = property();
    if ((body as { propertyId?: unknown } | null)?.propertyId !== current.id) return json({ errormsg: 'Record not found.' }, 404);
    return json(progressOfProperty(current, extra(), file()));
  };
}
