import type { PurposeCode } from '../requisitions/selection';

export type LotFormat = 'N' | 'O';
export type MktsId = 'MK' | 'TS';

/** One land lot row of the APPLICATION tab (seed 002 §3 "Parcel land submission" lotDetail). */
export interface ParcelLandLot {
  landLotFormat: LotFormat;
  landLotMkTsId: MktsId;
  landLotMkTsNo: string;
  landLotNo: string;
}

/** What the APPLICATION tab holds; `reqDate` is ISO yyyy-MM-dd here and dd/MM/yyyy on the wire. */
export interface ParcelLandForm {
  referenceNo: string;
  emailAddress: string;
  reqDate: string;
  applicantSolicitor: string;
  sellSolTel: string;
  purposeReq: PurposeCode;
  applicantAddress: string;
  propAcNo: string;
  parcelNo: string;
  lots: ParcelLandLot[];
}

/** Seed 002 §9 defaults: lot format N, MK; purpose 001 SALE/PURCHASE. */
export const emptyParcelLandLot = (): ParcelLandLot => ({ landLotFormat: 'N', landLotMkTsId: 'MK', landLotMkTsNo: '', landLotNo: '' });

export function emptyParcelLandForm(today: string): ParcelLandForm {
  return {
    referenceNo: '',
    emailAddress: '',
    reqDate: today,
    applicantSolicitor: '',
    sellSolTel: '',
    purposeReq: '001',
    applicantAddress: '',
    propAcNo: '',
    parcelNo: '',
    lots: [emptyParcelLandLot()],
  };
}

/** Seed 002 §9 "Purpose of requisition codes". */
export const PURPOSE_OPTIONS: ReadonlyArray<{ code: PurposeCode; label: string }> = [
  { code: '001', label: 'SALE/PURCHASE' },
  { code: '002', label: 'MORTGAGE' },
  { code: '003', label: 'OTHERS' },
];

/** dd/MM/yyyy, as the submission carries the request date (seed 002 §3). */
export function toWireDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return year && month && day ? `${day}/${month}/${year}` : '';
}

/** yyyy-MM-dd from dd/MM/yyyy; '' when the text is not that shape. */
export function fromWireDate(wire: string): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(wire.trim());
  return match ? `${match[3]}-${match[2]}-${match[1]}` : '';
}
