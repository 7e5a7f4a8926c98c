import { and, asc, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { CaseFile, OptionFacts } from '../../domain/case/case-file';
import { otpPurchasePrice } from '../../domain/case/case-stamp-duty';
import type { Confirmation, ConfirmedStage } from '../../domain/case/lifecycle';
import { otpClockTime } from '../../domain/case/otp-clock-time';
import { s65SignedFlags } from '../../domain/documents/signed-copy-rules';
import { agencyKey } from '../../domain/requisitions/agencies';
import type { Database } from '../db/database';
import { inFirm, type FirmId } from '../db/firm-scope';
import { caseConfirmations, dueDiligences, properties, propertyDocuments, requisitionAgencyRequests, users } from '../db/schema';
import { signedCopiesAmong } from '../documents/signed-copies';
import { statusFactsOf } from '../property/property-facts';
import { loadCaseStampDuty } from './case-stamp-duty-rows';

/**
 * Everything the lifecycle and the deadlines need, read from the case's own rows in one go (the caller's
 * transaction when it has one). Null when the property is not the firm's.
 */
export async function loadCaseFile(db: Database, firmId: FirmId, propertyId: number): Promise<CaseFile | null> {
  const [property] = await db
    .select()
    .from(properties)
    .where(inFirm(properties, firmId, eq(properties.id, propertyId)));
  if (!property) return null;
  const [documents, requests, confirmations, attached, stampDuty] = await Promise.all([
    db
      .select()
      .from(propertyDocuments)
      .where(inFirm(propertyDocuments, firmId, eq(propertyDocuments.propertyId, propertyId)))
      .orderBy(desc(propertyDocuments.updatedAt), desc(propertyDocuments.id)),
    db
      .select({
        agencyCode: requisitionAgencyRequests.agencyCode,
        deptCode: requisitionAgencyRequests.deptCode,
        sentAt: requisitionAgencyRequests.sentAt,
        receivedAt: requisitionAgencyRequests.receivedAt,
        status: requisitionAgencyRequests.status,
      })
      .from(requisitionAgencyRequests)
      .innerJoin(dueDiligences, eq(dueDiligences.id, requisitionAgencyRequests.dueDiligenceId))
      .where(
        and(
          inFirm(
            dueDiligences,
            firmId,
            eq(dueDiligences.propertyId, propertyId),
            isNotNull(dueDiligences.submittedAt),
            isNull(dueDiligences.discardedAt),
          ),
          inArray(requisitionAgencyRequests.status, ['Processing', 'Replied']),
        ),
      )
      .orderBy(asc(requisitionAgencyRequests.id)),
    db
      .select({
        stage: caseConfirmations.stage,
        on: caseConfirmations.onDate,
        signedAbroad: caseConfirmations.signedAbroad,
        by: users.userId,
        at: caseConfirmations.confirmedAt,
      })
      .from(caseConfirmations)
      .innerJoin(users, eq(users.id, caseConfirmations.confirmedBy))
      .where(inFirm(caseConfirmations, firmId, eq(caseConfirmations.propertyId, propertyId))),
    db
      .select({ id: dueDiligences.id })
      .from(dueDiligences)
      .where(inFirm(dueDiligences, firmId, eq(dueDiligences.propertyId, propertyId), isNull(dueDiligences.discardedAt)))
      .limit(1),
    loadCaseStampDuty(db, firmId, propertyId),
  ]);

  const copies = signedCopiesAmong(documents);
  const has = (module: 'otp' | 'wta', uploadType: 'SIGNED' | 'ACCEPTANCE') =>
    copies.some((copy) => copy.module === module && copy.uploadType === uploadType);
  const flags = s65SignedFlags(copies);
  // The editable OTP is the latest ORIGINAL / UPDATE template row (rows come newest first).
  const otp = documents.find(
    (row) => row.documentType === 'TEMPLATE' && row.documentModule === 'otp' && (row.actionType === 'ORIGINAL' || row.actionType === 'UPDATE'),
  );
  const noticeSent =
    (flags.s65SellerLawyerSigned && flags.s65BuyerLawyerSigned) ||
    documents.some((row) => row.documentType === 'TEMPLATE' && row.documentModule === 's65' && row.actionType === 'SENT');

  const confirmed: Partial<Record<ConfirmedStage, Confirmation>> = {};
  for (const row of confirmations) {
    confirmed[row.stage] = {
      on: row.on,
      by: row.by,
      at: row.at.toISOString(),
      ...(row.stage === 'optionExercised' ? { signedAbroad: row.signedAbroad } : {}),
    };
  }
  const sent = requests.filter((request) => request.sentAt !== null);
  const purchasePrice = otpPurchasePrice(otp?.metadata?.purchasePrice);
  return {
    propertyId,
    clientFlag: property.clientFlag === 'B' || property.clientFlag === 'S' ? property.clientFlag : '',
    hasRequisitions: attached.length > 0,
    records: {
      transactionTypeName: property.transactionTypeName,
      status: statusFactsOf(property),
      locked: property.locked,
      warrantSigned: has('wta', 'SIGNED'),
      optionSigned: has('otp', 'SIGNED'),
      ...(has('otp', 'ACCEPTANCE') ? { acceptance: { signedOn: otp?.acceptanceSignedOn ?? null } } : {}),
      requisitions: { sent: sent.length, replied: sent.filter((request) => request.status === 'Replied').length },
      noticeSent,
      confirmations: confirmed,
    },
    ...(otp ? { option: optionFactsOf(otp.expiry, otp.metadata?.otpTime, otp.signedOn) } : {}),
    ...(property.completionDate ? { completionDate: property.completionDate } : {}),
    requisitions: sent.map((request) => ({
      agency: agencyKey(request),
      sentAt: (request.sentAt ?? new Date(0)).toISOString(),
      ...(request.receivedAt && request.status === 'Replied' ? { repliedAt: request.receivedAt.toISOString() } : {}),
    })),
    stampDuty,
    ...(purchasePrice === undefined ? {} : { purchasePrice }),
  };
}

function optionFactsOf(expiry: string | null, otpTime: string | undefined, signedOn: string | null): OptionFacts {
  const expiryTime = otpTime ? otpClockTime(otpTime) : undefined;
  return {
    ...(expiry ? { expiryDate: expiry } : {}),
    ...(expiryTime ? { expiryTime } : {}),
    ...(signedOn ? { grantedOn: signedOn } : {}),
  };
}
