import type { Property } from '../../../api/property-form';
import { emptyLotInfo, type PropertyDraft } from './draft';

/** The stakeholders a duplicate must not carry over (seed 000 §4 "Duplicate"). */
const PARTY_KEYS = ['buyer', 'seller', 'buyerLawyer', 'sellerLawyer', 'buyerAgent', 'sellerAgent'] as const;
/** The secondary stakeholder infos (propertyMortgageeBankInfo, propertyTenantInfo …). */
const STAKEHOLDER_INFO = /^property[A-Za-z]*Info$/;

type LotRow = PropertyDraft['lotInfos'][number];
type McstRow = PropertyDraft['mcstDetails'][number];

/** A stored date (yyyy-mm-dd, possibly with a time) as the form's yyyy-mm-dd, or '' when none. */
function dateOnly(value: string | null | undefined): string {
  return value ? value.slice(0, 10) : '';
}

function lotRowFrom(row: NonNullable<Property['lotInfos']>[number]): LotRow {
  const blank = emptyLotInfo();
  return {
    ...row,
    mktsId: row.mktsId ?? blank.mktsId,
    mktsNo: row.mktsNo ?? '',
    landLotFormat: row.landLotFormat ?? blank.landLotFormat,
    landLotNo: row.landLotNo ?? '',
    partIndicator: row.partIndicator ?? blank.partIndicator,
    irasPLPTNo: row.irasPLPTNo ?? '',
  };
}

function mcstRowFrom(detail: NonNullable<Property['mcstDetails']>[number]): McstRow {
  return {
    ...detail,
    mcstNo: detail.mcstNo ?? '',
    subMcsNo: detail.subMcsNo ?? '',
    mcstType: detail.mcstType ?? '',
    devName: detail.devName ?? '',
    devLocation: detail.devLocation ?? '',
    maName: detail.maName ?? '',
    maAddress1: detail.maAddress1 ?? '',
    maAddress2: detail.maAddress2 ?? '',
    maAgencyMail: detail.maAgencyMail ?? '',
    // Only ticked details are stored (seed 000 §3), so every stored one shows ticked.
    isChecked: detail.isChecked ?? '1',
  };
}

/**
 * The server's property as the form's draft: the payload fields only (parties, documents and status stay
 * with the page), every text field a string. The transaction-type flag starts false: the warning is about
 * a switch made in this edit.
 */
export function draftFromProperty(property: Property): PropertyDraft {
  const lots = (property.lotInfos ?? []).map(lotRowFrom);
  return {
    id: property.id,
    propertyRefNo: property.propertyRefNo,
    lawfirmRefNo: property.lawfirmRefNo,
    propType: property.propType,
    propDesc: property.propDesc ?? '',
    postal: property.postal ?? '',
    propName: property.propName ?? '',
    hseNo: property.hseNo ?? '',
    propAcctNo: property.propAcctNo ?? '',
    storeyNo: property.storeyNo ?? '',
    unitNo: property.unitNo ?? '',
    road1: property.road1 ?? '',
    road2: property.road2 ?? '',
    plotName: property.plotName ?? '',
    streetName: property.streetName,
    mcstNo: property.mcstNo ?? '',
    mcstDetails: (property.mcstDetails ?? []).map(mcstRowFrom),
    lotInfos: lots.length ? lots : [emptyLotInfo()],
    lotType: property.lotType ?? '',
    mktsId: property.mktsId ?? 'MK',
    mktsNo: property.mktsNo ?? '',
    strataLotFormat: property.strataLotFormat ?? 'N',
    strataLotNo: property.strataLotNo ?? '',
    applicantInfo: {
      ...property.applicantInfo,
      applicantName: property.applicantInfo?.applicantName ?? '',
      applicantEmail: property.applicantInfo?.applicantEmail ?? '',
      applicantContact: property.applicantInfo?.applicantContact ?? '',
    },
    transactionTypeId: property.transactionTypeId ?? undefined,
    transactionTypeName: property.transactionTypeName ?? '',
    clientFlag: property.clientFlag ?? '',
    completionDate: dateOnly(property.completionDate),
    isTransactionTypeChanged: false,
    checkListId: property.checkListId ?? null,
  };
}

function withoutId<T extends object>(record: T): T {
  const copy: T & { id?: unknown } = { ...record };
  delete copy.id;
  return copy;
}

/**
 * Seed 000 §4 "Duplicate": the id, every stakeholder, the ids of the MCST details, lots and applicant and the
 * checklist id are cleared (the server also sets locked false and assigns a new control number).
 */
export function draftForDuplicate(draft: PropertyDraft): PropertyDraft {
  const copy: Record<string, unknown> = { ...draft };
  for (const key of Object.keys(copy)) {
    if ((PARTY_KEYS as readonly string[]).includes(key) || STAKEHOLDER_INFO.test(key)) delete copy[key];
  }
  delete copy.locked;
  return {
    ...(copy as PropertyDraft),
    id: undefined,
    propertyRefNo: '',
    checkListId: null,
    lotInfos: draft.lotInfos.map(withoutId),
    mcstDetails: draft.mcstDetails.map(withoutId),
    applicantInfo: withoutId(draft.applicantInfo),
  };
}
