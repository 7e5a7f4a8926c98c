import { clientFlagForTransactionType } from '../../domain/client-flag';
import { propDescFor, resetForLand, uppercaseRoads } from '../../domain/property/derive';
import { isPropertyInformationComplete } from '../../domain/property/information-complete';
import { lotEntry } from '../../domain/property/lot-entry';
import type { PropertyPayload } from '../../domain/property/schema';
import type { LotInfo, PropertyForm } from '../../domain/property/types';
import { formatPropAddress } from '../../domain/property-address';
import type { NewProperty, propertyLotInfos, propertyMcstDetails } from '../db/schema';
import type { McstAddressParts } from './property-body';

export interface TransactionTypeRef {
  id: number;
  name: string;
}

/** The property columns a write sets; parties, status, lock and checklist are decided elsewhere. */
export type PropertyColumns = Required<
  Pick<
    NewProperty,
    | 'lawfirmRefNo'
    | 'propType'
    | 'propDesc'
    | 'propName'
    | 'hseNo'
    | 'propAcctNo'
    | 'storeyNo'
    | 'unitNo'
    | 'road1'
    | 'road2'
    | 'plotName'
    | 'streetName'
    | 'locationMap'
    | 'postal'
    | 'mcstNo'
    | 'lotType'
    | 'mktsId'
    | 'mktsNo'
    | 'strataLotFormat'
    | 'strataLotNo'
    | 'applicantName'
    | 'applicantEmail'
    | 'applicantContact'
    | 'transactionTypeId'
    | 'clientFlag'
    | 'completionDate'
    | 'propAddress'
    | 'informationComplete'
  >
>;

export type LotRow = Omit<typeof propertyLotInfos.$inferInsert, 'id' | 'propertyId'>;
export type McstRow = Omit<typeof propertyMcstDetails.$inferInsert, 'id' | 'propertyId'>;

export interface PreparedProperty {
  /** What the rules check: the payload after the server's derivations, trimmed. */
  form: PropertyForm;
  columns: PropertyColumns;
  lots: LotRow[];
  mcstDetails: McstRow[];
}

export interface PropertyWriteInput {
  payload: PropertyPayload;
  locationMap: string;
  /** The nested or flat address of each MCST detail, in payload order. */
  mcstAddresses: readonly McstAddressParts[];
  transactionType: TransactionTypeRef | null;
}

const trim = (value: string) => value.trim();

function derivedLot(row: PropertyPayload['lotInfos'][number]): LotInfo {
  return {
    mktsId: row.mktsId,
    mktsNo: trim(row.mktsNo),
    landLotFormat: row.landLotFormat,
    landLotNo: trim(lotEntry(row.landLotNo)).toUpperCase(),
    partIndicator: row.partIndicator,
    irasPLPTNo: trim(row.irasPLPTNo),
  };
}

/**
 * Everything the server derives before a property is validated and stored (seed 000 §3, §4): roads in
 * upper case, lot entry after the last hyphen, LAND without strata lot or house no., propDesc from the
 * type, clientFlag from the transaction type, the address line, and whether the information is complete.
 * Only ticked MCST details are kept (the seed sends only those).
 */
export function prepareProperty(input: PropertyWriteInput): PreparedProperty {
  const p = input.payload;
  const ticked = p.mcstDetails
    .map((detail, index) => ({ detail, address: input.mcstAddresses[index] }))
    .filter(({ detail }) => detail.isChecked === '1');
  const base: PropertyForm = {
    lawfirmRefNo: trim(p.lawfirmRefNo),
    propType: p.propType,
    hseNo: trim(p.hseNo),
    propAcctNo: trim(p.propAcctNo),
    plotName: trim(p.plotName),
    streetName: trim(p.streetName),
    storeyNo: trim(p.storeyNo).toUpperCase(),
    unitNo: trim(p.unitNo),
    postal: trim(p.postal),
    applicantInfo: {
      applicantName: trim(p.applicantInfo.applicantName),
      applicantEmail: trim(p.applicantInfo.applicantEmail),
      applicantContact: trim(p.applicantInfo.applicantContact),
    },
    mcstNo: trim(p.mcstNo),
    mcstDetails: ticked.map(() => ({ isChecked: '1' })),
    completionDate: trim(p.completionDate).slice(0, 10),
    lotInfos: p.lotInfos.map(derivedLot),
    lotType: p.lotType,
    // With no strata lot the id is the form's default, never blank.
    mktsId: p.lotType === '' && p.mktsId === '' ? 'MK' : p.mktsId,
    mktsNo: trim(p.mktsNo),
    strataLotFormat: p.strataLotFormat,
    strataLotNo: trim(lotEntry(p.strataLotNo)).toUpperCase(),
  };
  const form = resetForLand(uppercaseRoads({ ...base, road1: trim(p.road1), road2: trim(p.road2) }));
  const { road1, road2, ...rules } = form;

  const columns: PropertyColumns = {
    lawfirmRefNo: form.lawfirmRefNo,
    // The caller refuses an empty type before storing; BUILDING only keeps this total.
    propType: form.propType === 'LAND' ? 'LAND' : 'BUILDING',
    propDesc: propDescFor(form.propType),
    propName: trim(p.propName),
    hseNo: form.hseNo,
    propAcctNo: form.propAcctNo,
    storeyNo: form.storeyNo,
    unitNo: form.unitNo,
    road1,
    road2,
    plotName: form.plotName,
    streetName: form.streetName,
    locationMap: input.locationMap.trim(),
    postal: form.postal,
    mcstNo: form.mcstNo,
    lotType: form.lotType,
    mktsId: form.mktsId,
    mktsNo: form.mktsNo,
    strataLotFormat: form.strataLotFormat,
    strataLotNo: form.strataLotNo,
    applicantName: form.applicantInfo.applicantName,
    applicantEmail: form.applicantInfo.applicantEmail,
    applicantContact: form.applicantInfo.applicantContact,
    transactionTypeId: input.transactionType?.id ?? null,
    clientFlag: input.transactionType ? clientFlagForTransactionType(input.transactionType.name) : '',
    completionDate: form.completionDate === '' ? null : form.completionDate,
    propAddress: formatPropAddress(form),
    informationComplete: isPropertyInformationComplete(rules),
  };

  const lots: LotRow[] = form.lotInfos.map((lot, index) => ({
    sequenceKey: index + 1,
    mktsId: lot.mktsId,
    mktsNo: lot.mktsNo,
    landLotFormat: lot.landLotFormat,
    landLotNo: lot.landLotNo,
    partIndicator: lot.partIndicator,
    irasPlptNo: lot.irasPLPTNo,
  }));

  const mcstDetails: McstRow[] = ticked.map(({ detail, address }, position) => ({
    position,
    mcstId: detail.mcstId === undefined ? '' : String(detail.mcstId).trim(),
    mcstNo: trim(detail.mcstNo),
    subMcsNo: trim(detail.subMcsNo),
    mcstType: trim(detail.mcstType),
    devName: trim(detail.devName),
    devLocation: trim(detail.devLocation),
    maName: trim(detail.maName),
    maAddress1: trim(detail.maAddress1),
    maAddress2: trim(detail.maAddress2),
    maAgencyMail: trim(detail.maAgencyMail),
    blockNo: address?.blockNo ?? '',
    postalCode: address?.postalCode ?? '',
    storeyNo: address?.storeyNo ?? '',
    streetName: address?.streetName ?? '',
    unitNo: address?.unitNo ?? '',
  }));

  return { form: rules, columns, lots, mcstDetails };
}
