import type { LotInfo, PropertyForm } from '../../../src/domain/property/types';

/** A gazetted lot (MK 06 lot 3985M) as a valid new-format land-lot row. */
export const validLandLot: LotInfo = {
  mktsId: 'MK',
  mktsNo: '06',
  landLotFormat: 'N',
  landLotNo: '3985M',
  partIndicator: '',
  irasPLPTNo: '',
};

export const TODAY = '2026-11-22';

/** A BUILDING property that passes every rule; tests change one field at a time. */
export const validForm: PropertyForm = {
  lawfirmRefNo: 'REF-001',
  propType: 'BUILDING',
  hseNo: '12A',
  propAcctNo: '',
  plotName: '',
  streetName: 'ORCHARD ROAD',
  storeyNo: '05',
  unitNo: '12',
  postal: '238801',
  applicantInfo: { applicantName: 'Tan Ah Kow', applicantEmail: 'tan@lawfirm.sg', applicantContact: '61234567' },
  mcstNo: '',
  mcstDetails: [],
  completionDate: '',
  lotInfos: [validLandLot],
  lotType: 'S',
  mktsId: 'MK',
  mktsNo: '06',
  strataLotFormat: 'N',
  strataLotNo: 'U12345A',
};
