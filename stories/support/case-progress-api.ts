import { Temporal } from 'temporal-polyfill';
import type { CaseProgress } from '../../src/api/case-progress';
import type { Property } from '../../src/api/property-form';
import type { CaseFile } from '../../src/domain/case/case-file';
import { caseProgressJson } from '../../src/domain/case/case-progress-report';
import type { CaseRecords } from '../../src/domain/case/lifecycle';
import { s65SignedFlags, type SignedCopy } from '../../src/domain/documents/signed-copy-rules';
import { json, type MockHandler } from './mock-api';

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
            dssSigned: false,
            fileName: document.fileName ?? '',
          },
        ]
      : [],
  );
  const has = (module: SignedCopy['module'], uploadType: SignedCopy['uploadType']) =>
    copies.some((copy) => copy.module === module && copy.uploadType === uploadType);
  const flags = s65SignedFlags(copies);
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
    noticeSent: flags.s65BuyerLawyerSigned && flags.s65SellerLawyerSigned,
    confirmations: {},
    ...extra,
  };
}

/** What a story's case has besides its records: its completion date, the stamp duty saved on it, its OTP's price. */
export type StoryCaseFile = Partial<Pick<CaseFile, 'completionDate' | 'stampDuty' | 'purchasePrice'>>;

/** The progress the server would answer for these records, now. */
export function progressAnswer(propertyId: number, records: CaseRecords, file: StoryCaseFile = {}): CaseProgress {
  const now = Temporal.Now.instant();
  return caseProgressJson({ propertyId, records, clientFlag: 'S', hasRequisitions: false, requisitions: [], ...file }, now);
}

/** POST /get-case-progress for one property as it is now. */
export function caseProgressRoute(property: () => Property, extra: () => Partial<CaseRecords> = () => ({})): MockHandler {
  return ({ body }) => {
    const current = property();
    if ((body as { propertyId?: unknown } | null)?.propertyId !== current.id) return json({ errormsg: 'Record not found.' }, 404);
    return json(
      progressAnswer(current.id ?? 0, recordsOfProperty(current, extra()), current.completionDate ? { completionDate: current.completionDate } : {}),
    );
  };
}
