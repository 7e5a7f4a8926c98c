import { messages } from '../../domain/messages';
import { PARCEL_LAND_AGENCY_DETAIL, PARCEL_LAND_AGENCY_LINE, PARCEL_LAND_TRANSACTION_LINE } from '../../domain/other-services/parcel-land-fee';
import { fromWireDate, toWireDate, type ParcelLandForm } from '../../domain/other-services/parcel-land-form';
import { parcelLandMessages, parcelLandProblems } from '../../domain/other-services/parcel-land-rules';
import { OTHER_SERVICE_TYPES } from '../../domain/other-services/service-types';
import { dollarsToCents } from '../../domain/requisitions/money';
import type { Clock } from '../clock';
import { todayBy } from '../clock';
import type { Database } from '../db/database';
import { isStorableDate } from '../http/calendar-date';
import { BadRequestError } from '../http/errors';
import type { ParcelLandBodyValue } from '../routes/other-services-bodies';
import type { OtherServicesDesk } from '../services/agency/other-services-desk';
import { nextOtherServiceSequence, otherServiceRpNumber, plControlNumber } from './control-numbers';
import { caseOfAccount } from './firm-cases';
import { storeSubmission, type Submitter } from './submission';

export interface ParcelLandDeps {
  db: Database;
  clock: Clock;
  desk: OtherServicesDesk;
}

/** The APPLICATION tab's form as the submission carries it (seed 002 §3); the request date goes dd/MM/yyyy → ISO. */
export function parcelLandFormOf(body: ParcelLandBodyValue): ParcelLandForm {
  const applicant = body.applicantDetail;
  const wireDate = applicant.reqDate.trim();
  const reqDate = fromWireDate(wireDate);
  if (wireDate !== '' && !isStorableDate(reqDate)) {
    throw new BadRequestError(['applicantDetail.reqDate: must be a date dd/MM/yyyy']);
  }
  return {
    referenceNo: applicant.referenceNo,
    emailAddress: applicant.emailAddress,
    reqDate,
    applicantSolicitor: applicant.applicantSolicitor,
    sellSolTel: applicant.sellSolTel,
    purposeReq: applicant.purposeReq,
    applicantAddress: applicant.applicantAddress,
    propAcNo: body.propertyDetail.propAcNo,
    parcelNo: body.parcelNo,
    lots: body.lotDetail.landLotDetails.map((lot) => ({ ...lot })),
  };
}

/** The agency line must be the parcel land fee as the page shows it; what is charged is always the server's. */
function isParcelLandFee(agencies: ParcelLandBodyValue['agenciesDetail']): boolean {
  const [line, ...more] = agencies;
  const fee = PARCEL_LAND_AGENCY_DETAIL;
  return (
    !!line &&
    more.length === 0 &&
    line.agencyCode.trim().toUpperCase() === fee.agencyCode &&
    line.deptCode.trim().toUpperCase() === fee.deptCode &&
    line.chargeCode.trim().toUpperCase() === fee.chargeCode &&
    dollarsToCents(line.applFee) === PARCEL_LAND_AGENCY_LINE.fee &&
    dollarsToCents(line.applGst) === PARCEL_LAND_AGENCY_LINE.gst &&
    line.usageQty === fee.usageQty
  );
}

/**
 * The parcel land submission (seed 002 §3, §5, §7): checked with the APPLICATION tab's rules against Singapore's
 * today (400 with every message, the first as errormsg), the fee line compared with the parcel land fee, then
 * stored in one transaction — PL- and RP-numbered, charged the parcel land lines — and handed to the desk. Answers
 * the success text with the PL control number; an Idempotency-Key repeated answers the first text.
 */
export async function submitParcelLand(
  deps: ParcelLandDeps,
  submitter: Submitter,
  body: ParcelLandBodyValue,
  requestKey: string | undefined,
): Promise<string> {
  const today = todayBy(deps.clock);
  const form = parcelLandFormOf(body);
  const problems = parcelLandMessages(parcelLandProblems(form, today));
  if (problems.length > 0) throw new BadRequestError(problems, problems[0]);
  if (!isParcelLandFee(body.agenciesDetail)) {
    throw new BadRequestError([
      `agenciesDetail: must be the parcel land fee (${PARCEL_LAND_AGENCY_DETAIL.agencyCode} ${PARCEL_LAND_AGENCY_DETAIL.chargeCode} ` +
        `${PARCEL_LAND_AGENCY_DETAIL.applFee.toFixed(2)} + GST ${PARCEL_LAND_AGENCY_DETAIL.applGst.toFixed(2)}, quantity 1)`,
    ]);
  }

  const now = new Date(deps.clock.nowMs());
  return storeSubmission(deps.db, submitter, requestKey, now, {
    answer: ([row]) => messages.parcelLandSent(row?.plControlNo ?? ''),
    rows: async (tx) => {
      const sequence = await nextOtherServiceSequence(tx, 'parcelLand', today);
      const propAcNo = form.propAcNo.trim();
      const known = propAcNo ? await caseOfAccount(tx, submitter.firmId, propAcNo) : undefined;
      return [
        {
          kind: 'parcelLand',
          messageType: OTHER_SERVICE_TYPES.parcelLand.messageType,
          plControlNo: plControlNumber(today, sequence),
          rpControlNo: otherServiceRpNumber('parcelLand', today, sequence),
          createdAt: now,
          referenceNo: form.referenceNo.trim(),
          propertyType: 'L',
          propertyId: known?.id ?? null,
          propertyAccountNo: propAcNo,
          propertyAddress: known?.propAddress ?? '',
          extract: {
            applicantDetail: {
              referenceNo: form.referenceNo.trim(),
              emailAddress: form.emailAddress.trim(),
              reqDate: toWireDate(form.reqDate),
              applicantSolicitor: form.applicantSolicitor.trim(),
              sellSolTel: form.sellSolTel.trim(),
              purposeReq: form.purposeReq,
              applicantAddress: form.applicantAddress.trim(),
            },
            propAcNo,
            parcelNo: form.parcelNo.trim().toUpperCase(),
            lots: form.lots.map((lot) => ({ ...lot, landLotMkTsNo: lot.landLotMkTsNo.trim(), landLotNo: lot.landLotNo.trim().toUpperCase() })),
          },
          applFee: PARCEL_LAND_AGENCY_LINE.fee,
          applGst: PARCEL_LAND_AGENCY_LINE.gst,
          transactionFee: PARCEL_LAND_TRANSACTION_LINE.fee,
          transactionGst: PARCEL_LAND_TRANSACTION_LINE.gst,
        },
      ];
    },
    stored: (tx, rows) =>
      deps.desk.send(
        tx,
        submitter.firmId,
        rows.map((row) => row.id),
      ),
  });
}
