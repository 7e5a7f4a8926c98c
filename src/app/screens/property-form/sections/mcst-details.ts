import type { McstRecord } from '../../../../api/property-lookups';
import { formatPropAddress } from '../../../../domain/property-address';
import type { PropertyDraft } from '../draft';

export type McstDetailDraft = PropertyDraft['mcstDetails'][number];

type McstDetailFields = {
  mcstId: string;
  mcstNo: string;
  subMcsNo: string;
  mcstType: string;
  devName: string;
  devLocation: string;
  maName: string;
  maAddress1: string;
  maAddress2: string;
  maAgencyMail: string;
  blockNo: string;
  postalCode: string;
  storeyNo: string;
  streetName: string;
  unitNo: string;
};

/** A search record as the property stores it: the nested address flattened (seed 000 §3 MCST detail). */
export function mcstDetailFromRecord({ address, ...record }: McstRecord): McstDetailFields {
  return {
    mcstId: record.mcstId,
    mcstNo: record.mcstNo,
    subMcsNo: record.subMcsNo ?? '',
    mcstType: record.mcstType ?? '',
    devName: record.devName ?? '',
    devLocation: record.devLocation ?? '',
    maName: record.maName ?? '',
    maAddress1: record.maAddress1 ?? '',
    maAddress2: record.maAddress2 ?? '',
    maAgencyMail: record.maAgencyMail ?? '',
    blockNo: address?.blockNo ?? '',
    postalCode: address?.postalCode ?? '',
    storeyNo: address?.storeyNo ?? '',
    streetName: address?.streetName ?? '',
    unitNo: address?.unitNo ?? '',
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The development's address for the table; the location text when the record has no street. */
export function mcstAddress(detail: McstDetailDraft): string {
  const streetName = text(detail.streetName);
  if (!streetName) return detail.devLocation;
  return formatPropAddress({
    hseNo: text(detail.blockNo),
    streetName,
    storeyNo: text(detail.storeyNo),
    unitNo: text(detail.unitNo),
    postal: text(detail.postalCode),
  });
}
