import { PARCEL_LAND_AGENCY_DETAIL } from '../domain/other-services/parcel-land-fee';
import { toWireDate, type ParcelLandForm } from '../domain/other-services/parcel-land-form';
import type { components } from './schema.gen';

type ParcelLandRequest = components['schemas']['ParcelLandRequest'];

/**
 * The parcel land submission of seed 002 §3 from the APPLICATION tab: action 'Send', the request date as
 * dd/MM/yyyy, the lots as rows, and the one IRAS agency line (the server charges its own fee table, not this).
 */
export function parcelLandSubmission(loginId: string, form: ParcelLandForm): ParcelLandRequest {
  return {
    action: 'Send',
    loginId,
    parcelNo: form.parcelNo.trim(),
    propertyDetail: { propAcNo: form.propAcNo.trim() },
    lotDetail: {
      landLotDetails: form.lots.map((lot) => ({
        landLotFormat: lot.landLotFormat,
        landLotMkTsId: lot.landLotMkTsId,
        landLotMkTsNo: lot.landLotMkTsNo.trim(),
        landLotNo: lot.landLotNo.trim(),
      })),
    },
    applicantDetail: {
      referenceNo: form.referenceNo.trim(),
      emailAddress: form.emailAddress.trim(),
      reqDate: toWireDate(form.reqDate),
      applicantSolicitor: form.applicantSolicitor.trim(),
      sellSolTel: form.sellSolTel.trim(),
      purposeReq: form.purposeReq,
      applicantAddress: form.applicantAddress.trim(),
    },
    agenciesDetail: [{ ...PARCEL_LAND_AGENCY_DETAIL }],
  };
}
