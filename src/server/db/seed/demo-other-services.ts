import { and, eq, inArray } from 'drizzle-orm';
import { PARCEL_LAND_AGENCY_LINE, PARCEL_LAND_TRANSACTION_LINE } from '../../../domain/other-services/parcel-land-fee';
import { OTHER_SERVICE_TYPES } from '../../../domain/other-services/service-types';
import type { Database } from '../database';
import { otherServiceRequests, properties, type NewOtherServiceRequest } from '../schema';
import type { DemoIds } from './demo-cases';
import { DEMO_FIRMS } from './demo-people';
import { SANDBOX_IRAS_LAND } from './sandbox-iras-land';

/** A day after asking, as the demo's desk takes; long past, so the simulator answers on the first look. */
const DEMO_REPLY_AFTER_MS = 24 * 60 * 60 * 1000;

const TAN_LIM = DEMO_FIRMS.tanLim;
const KEMBANGAN = 'PCN-2026-000103';
const SUNSET = 'PCN-2026-000105';
const SUNSET_ACCOUNT = SANDBOX_IRAS_LAND.find((land) => land.streetName === 'SUNSET DRIVE')?.propertyAccountNo ?? '30985416';

const applicant = (referenceNo: string, reqDate: string) => ({
  referenceNo,
  emailAddress: TAN_LIM.email ?? '',
  reqDate,
  applicantSolicitor: 'Tan Wei Ming',
  sellSolTel: TAN_LIM.phone ?? '',
  purposeReq: '001' as const,
  applicantAddress: `${TAN_LIM.address ?? ''}, Singapore ${TAN_LIM.postalCode ?? ''}`,
});

const PARCEL_LAND_FEES = {
  applFee: PARCEL_LAND_AGENCY_LINE.fee,
  applGst: PARCEL_LAND_AGENCY_LINE.gst,
  transactionFee: PARCEL_LAND_TRANSACTION_LINE.fee,
  transactionGst: PARCEL_LAND_TRANSACTION_LINE.gst,
};

/**
 * Tan & Lim's other-service requests, one of each kind (seed 002 §2.2), seeded as sent: parcel land information on
 * the Jalan Kembangan case, a statement of account on its submitted requisition, a non-requisition statement on the
 * Sunset Drive land, each due a reply long ago — the desk answers them (reply PDF, parcel information) the first
 * time anyone lists them — and a second parcel land request still with the register (no reply due: it stays
 * Processing), so a newcomer sees every kind and both statuses.
 */
export async function seedDemoOtherServices(tx: Database, ids: Pick<DemoIds, 'firmIdOf' | 'userIdOf'>): Promise<void> {
  const firmId = ids.firmIdOf('tanLim');
  const createdBy = ids.userIdOf('lawyer1');
  const cases = await tx
    .select({
      id: properties.id,
      propertyRefNo: properties.propertyRefNo,
      lawfirmRefNo: properties.lawfirmRefNo,
      propAddress: properties.propAddress,
      propAcctNo: properties.propAcctNo,
    })
    .from(properties)
    .where(and(eq(properties.firmId, firmId), inArray(properties.propertyRefNo, [KEMBANGAN, SUNSET])));
  const kembangan = cases.find((row) => row.propertyRefNo === KEMBANGAN);
  const sunset = cases.find((row) => row.propertyRefNo === SUNSET);
  const sunsetLand = SANDBOX_IRAS_LAND.find((land) => land.propertyAccountNo === SUNSET_ACCOUNT);
  if (!kembangan || !sunset || !sunsetLand) throw new Error('Demo other services refer to a missing case or land');

  const sent = (at: string, replies: boolean) => ({
    createdAt: new Date(at),
    replyDueAt: replies ? new Date(Date.parse(at) + DEMO_REPLY_AFTER_MS) : null,
    firmId,
    createdBy,
  });
  const kembanganLots = [
    { landLotFormat: 'N' as const, landLotMkTsId: 'MK' as const, landLotMkTsNo: '27', landLotNo: '3150' },
    { landLotFormat: 'N' as const, landLotMkTsId: 'MK' as const, landLotMkTsNo: '27', landLotNo: '3151' },
  ];
  const rows: NewOtherServiceRequest[] = [
    {
      ...sent('2026-10-15T02:30:00Z', true),
      kind: 'parcelLand',
      messageType: OTHER_SERVICE_TYPES.parcelLand.messageType,
      plControlNo: 'PL2026101500001',
      rpControlNo: 'RPPLI2026101500001',
      referenceNo: kembangan.lawfirmRefNo,
      propertyType: 'L',
      propertyId: kembangan.id,
      propertyAccountNo: kembangan.propAcctNo,
      propertyAddress: kembangan.propAddress,
      extract: {
        applicantDetail: applicant(kembangan.lawfirmRefNo, '15/10/2026'),
        propAcNo: kembangan.propAcctNo,
        parcelNo: 'P0311',
        lots: kembanganLots,
      },
      ...PARCEL_LAND_FEES,
    },
    {
      ...sent('2026-10-20T03:00:00Z', true),
      kind: 'soa',
      messageType: OTHER_SERVICE_TYPES.soa.messageType,
      lfControlNo: 'LF2026100300017',
      rpControlNo: 'RPSOA2026102000001',
      referenceNo: kembangan.lawfirmRefNo,
      propertyType: 'L',
      propertyId: kembangan.id,
      propertyAccountNo: kembangan.propAcctNo,
      propertyAddress: kembangan.propAddress,
      extract: { propAcNo: kembangan.propAcctNo, parcelNo: '', lots: [] },
    },
    {
      ...sent('2026-11-05T07:45:00Z', true),
      kind: 'nonSoa',
      messageType: OTHER_SERVICE_TYPES.nonSoa.messageType,
      lfControlNo: 'LF2026110500001',
      rpControlNo: 'RPNSOA2026110500001',
      referenceNo: sunset.lawfirmRefNo,
      propertyType: 'L',
      propertyId: sunset.id,
      propertyAccountNo: sunsetLand.propertyAccountNo,
      propertyAddress: `${sunsetLand.houseNo} ${sunsetLand.streetName} SINGAPORE ${sunsetLand.postalCode} (${sunsetLand.pptyDescription})`,
      extract: { propAcNo: sunsetLand.propertyAccountNo, parcelNo: '', lots: [] },
    },
    {
      ...sent('2026-11-20T06:10:00Z', false),
      kind: 'parcelLand',
      messageType: OTHER_SERVICE_TYPES.parcelLand.messageType,
      plControlNo: 'PL2026112000001',
      rpControlNo: 'RPPLI2026112000001',
      referenceNo: sunset.lawfirmRefNo,
      propertyType: 'L',
      propertyId: sunset.id,
      propertyAccountNo: '',
      propertyAddress: sunset.propAddress,
      extract: {
        applicantDetail: applicant(sunset.lawfirmRefNo, '20/11/2026'),
        propAcNo: '',
        parcelNo: 'P3985',
        lots: [{ landLotFormat: 'N', landLotMkTsId: 'MK', landLotMkTsNo: '06', landLotNo: '3985M' }],
      },
      ...PARCEL_LAND_FEES,
    },
  ];
  await tx.insert(otherServiceRequests).values(rows);
}
