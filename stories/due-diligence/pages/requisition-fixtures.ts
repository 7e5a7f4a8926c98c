import type { Property } from '../../../src/api/property-form';
import type { DuplicateRequisition } from '../../../src/api/requisitions';
import { ACTIVE_PROPERTY, COMPANY_BUYER, INDIVIDUAL_SELLER } from '../../property-summary/summary-fixtures';

/**
 * Properties for the due-diligence page's stories and screen tests. READY_PROPERTY passes every page-entry check:
 * a BUILDING (IRAS checks the unit) with an MCST number, a completion date and two ticked MCST details, one land
 * lot and the applicant solicitor; a company buyer and an individual seller for the ACRA reports.
 */
export const READY_PROPERTY: Property = {
  ...ACTIVE_PROPERTY,
  id: 105,
  propertyRefNo: 'PCN-2026-000105',
  lawfirmRefNo: 'TL/CONV/0105',
  lotType: 'S',
  mcstNo: '2978',
  completionDate: '2026-12-01',
  mcstDetails: [
    { mcstNo: '2978', subMcsNo: '1', maName: 'Knight Frank Property Management', maAgencyMail: 'sail@knightfrank.com.sg', isChecked: '1' },
    { mcstNo: '2978', subMcsNo: '2', maName: 'Knight Frank Property Management', maAgencyMail: 'sail@knightfrank.com.sg', isChecked: '1' },
  ],
  lotInfos: [{ mktsId: 'TS', mktsNo: '30', landLotFormat: 'N', landLotNo: '99955A', partIndicator: 'N', irasPLPTNo: '' }],
  applicantInfo: { applicantName: 'Tan Wei Ming', applicantEmail: 'weiming.tan@tanlim.com.sg', applicantContact: '62201234' },
};

/** No MCST data: MCST is refused. */
export const NO_MCST_PROPERTY: Property = { ...READY_PROPERTY, mcstNo: '', mcstDetails: [], completionDate: null };

/** An accessory lot: URA is refused. */
export const ACCESSORY_LOT_PROPERTY: Property = { ...READY_PROPERTY, lotType: 'A' };

/** Landed: no IRAS unit check. */
export const LAND_PROPERTY: Property = { ...READY_PROPERTY, propType: 'LAND', storeyNo: '', unitNo: '' };

/** Nobody assigned as buyer or seller: the ACRA reports ask for the NRIC / UEN to be typed in. */
export const NO_PARTIES_PROPERTY: Property = { ...READY_PROPERTY, buyer: null, seller: null };

/** Not ready: no land lot (page-entry alert). */
export const NO_LOTS_PROPERTY: Property = { ...READY_PROPERTY, lotInfos: [] };

/** A Mortgage case: purpose of request 002. */
export const MORTGAGE_PROPERTY: Property = { ...READY_PROPERTY, transactionTypeName: 'Mortgage' };

export const BUYER_UEN = COMPANY_BUYER.uenNo ?? '';
export const SELLER_NRIC = INDIVIDUAL_SELLER.clientContacts[0]?.identificationNo ?? '';

/** An IRAS and an MCST requisition of the same property last month. */
export const RECENT_DUPLICATES: DuplicateRequisition[] = [
  {
    address: READY_PROPERTY.propAddress,
    lfControlNumber: 'LF2026030900002',
    referenceNumber: READY_PROPERTY.lawfirmRefNo,
    dateOfRequested: '09-Mar-2026',
    agencyDepartmentCode: 'IRAS',
  },
  {
    address: READY_PROPERTY.propAddress,
    lfControlNumber: 'LF2026031000003',
    referenceNumber: READY_PROPERTY.lawfirmRefNo,
    dateOfRequested: '10-Mar-2026',
    agencyDepartmentCode: 'MCST Managing Agent',
  },
];
