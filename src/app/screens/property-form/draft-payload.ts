import type { PropertyInput, PropertyUpdate } from '../../../api/property-form';
import { resetForLand, uppercaseRoads } from '../../../domain/property/derive';
import type { PropertyDraft } from './draft';

type LotRow = PropertyDraft['lotInfos'][number];
type McstRow = PropertyDraft['mcstDetails'][number];
type McstDetail = NonNullable<PropertyInput['mcstDetails']>[number];

/** A record id as the contract has it (a number); anything else is no id at all. */
function recordId(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  return undefined;
}

const CLIENT_FLAGS = ['B', 'S', 'N'] as const;
type ClientFlagValue = NonNullable<PropertyInput['clientFlag']>;

function clientFlag(value: string): ClientFlagValue {
  return CLIENT_FLAGS.find((flag) => flag === value) ?? '';
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function lotInfo(row: LotRow, index: number): NonNullable<PropertyInput['lotInfos']>[number] {
  return {
    id: recordId(row.id),
    sequenceKey: index + 1,
    // An empty id or indicator never passes the rules, so it cannot reach this point; the contract omits it.
    mktsId: row.mktsId || undefined,
    mktsNo: row.mktsNo.trim(),
    landLotFormat: row.landLotFormat,
    landLotNo: row.landLotNo.trim().toUpperCase(),
    partIndicator: row.partIndicator === 'Y' || row.partIndicator === 'N' ? row.partIndicator : undefined,
    irasPLPTNo: row.irasPLPTNo.trim(),
  };
}

/** An MCST detail as stored; the address parts may sit flat on the row or nested as the search returns them. */
function mcstDetail(row: McstRow): McstDetail {
  const address = (typeof row.address === 'object' && row.address !== null ? row.address : {}) as Record<string, unknown>;
  return {
    id: recordId(row.id),
    mcstId: text(row.mcstId),
    mcstNo: row.mcstNo,
    subMcsNo: row.subMcsNo,
    mcstType: row.mcstType,
    devName: row.devName,
    devLocation: row.devLocation,
    maName: row.maName,
    maAddress1: row.maAddress1,
    maAddress2: row.maAddress2,
    maAgencyMail: row.maAgencyMail,
    blockNo: text(row.blockNo) ?? text(address.blockNo),
    postalCode: text(row.postalCode) ?? text(address.postalCode),
    storeyNo: text(row.storeyNo) ?? text(address.storeyNo),
    streetName: text(row.streetName) ?? text(address.streetName),
    unitNo: text(row.unitNo) ?? text(address.unitNo),
    isChecked: '1',
  };
}

/**
 * The add-property body: the contract's fields only (UI-only keys of the sections stay behind), roads in
 * capitals, a LAND property without strata lot or house no. (seed 000 §4, §5), and only the ticked MCST
 * details (seed 000 §3). The server derives the rest (address, clientFlag, status).
 */
export function toPropertyInput(draft: PropertyDraft): PropertyInput {
  const form = resetForLand(uppercaseRoads(draft));
  const checkListId = text(form.checkListId);
  return {
    id: recordId(form.id),
    lawfirmRefNo: form.lawfirmRefNo.trim(),
    completionDate: form.completionDate ? form.completionDate.slice(0, 10) : null,
    ...(checkListId ? { checkListId } : {}),
    isTransactionTypeChanged: form.isTransactionTypeChanged === true,
    // The sections always set a type; BUILDING is the form's own default (emptyDraft).
    propType: form.propType || 'BUILDING',
    propDesc: form.propDesc,
    postal: form.postal.trim(),
    propName: form.propName.trim(),
    hseNo: form.hseNo.trim(),
    propAcctNo: form.propAcctNo.trim(),
    storeyNo: form.storeyNo.trim(),
    unitNo: form.unitNo.trim(),
    road1: form.road1.trim(),
    road2: form.road2.trim(),
    plotName: form.plotName.trim(),
    streetName: form.streetName.trim(),
    mcstNo: form.mcstNo.trim(),
    mcstDetails: form.mcstDetails.filter((row) => row.isChecked === '1').map(mcstDetail),
    lotInfos: form.lotInfos.map(lotInfo),
    lotType: form.lotType,
    mktsId: form.mktsId || undefined,
    mktsNo: form.mktsNo.trim(),
    strataLotFormat: form.strataLotFormat,
    strataLotNo: form.strataLotNo.trim().toUpperCase(),
    applicantInfo: {
      id: recordId(form.applicantInfo.id),
      applicantName: form.applicantInfo.applicantName.trim(),
      applicantEmail: form.applicantInfo.applicantEmail.trim(),
      applicantContact: form.applicantInfo.applicantContact.trim(),
    },
    transactionTypeId: recordId(form.transactionTypeId) ?? null,
    transactionTypeName: form.transactionTypeName,
    clientFlag: clientFlag(form.clientFlag),
  };
}

/** The update-property body: the same, and it must name the property and the version it was made from. */
export function toPropertyUpdate(draft: PropertyDraft, version: number): PropertyUpdate {
  const input = toPropertyInput(draft);
  if (input.id === undefined) throw new Error('An update needs the id of the property it changes.');
  return { ...input, id: input.id, version };
}
