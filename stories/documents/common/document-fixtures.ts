import type { Property } from '../../../src/api/property-form';
import type { FirmDetails } from '../../../src/app/screens/documents/common/firm-details';
import { EMPTY_DOCUMENT_PARTIES, type DocumentParties } from '../../../src/domain/documents/document-parties';

/** The signed-in user's firm, as the shell's account details give it. */
export const FIRM: FirmDetails = {
  accountName: 'Tan & Lim LLC',
  address: '1 RAFFLES PLACE, #20-01 ONE RAFFLES PLACE',
  postalCode: '048616',
  phone: '62201234',
  fax: '62205678',
  uen: '201912345K',
};

/** "Today" in the stories and tests: fixed so dates never drift. */
export const TODAY = '2026-03-02';

/** A strata unit with one ticked MCST; the firm acts for the two buyers. */
export const BUYER_CLIENT_PARTIES: DocumentParties = {
  ...EMPTY_DOCUMENT_PARTIES,
  propertyRefNo: 'PCN-2026-000101',
  lawfirmRefNo: 'TL/CONV/0412',
  propAddress: '2 MARINA BOULEVARD, #40-01, THE SAIL @ MARINA BAY, SINGAPORE 018987',
  address: { houseNo: '2', streetName: 'MARINA BOULEVARD', unit: '#40-01', building: 'THE SAIL @ MARINA BAY', postal: '018987' },
  vendors: [{ name: 'Rahman bin Ismail', idNo: 'S8123456B' }],
  purchasers: [
    { name: 'Lim Boon Keng', idNo: 'S1234567D' },
    { name: 'Chen Mei Hua', idNo: 'S7654321A' },
  ],
  clientSide: 'B',
  buyerLawyer: { name: 'Wei Ming Tan', firmName: 'Tan & Lim LLC', address: '1 RAFFLES PLACE, SINGAPORE 048616', email: 'weiming.tan@tanlim.com.sg' },
  sellerLawyer: { name: 'Mei Ling Ong', firmName: 'Lee & Ong', address: '50 RAFFLES PLACE, SINGAPORE 048623', email: 'property@leeong.com.sg' },
  mcsts: [
    {
      mcstId: 'M2850',
      mcstNo: '2850',
      subMcsNo: '',
      mcstType: 'Residential',
      devName: 'THE SAIL @ MARINA BAY',
      devLocation: '2 & 6 MARINA BOULEVARD',
      maName: 'Savills Property Management Pte Ltd',
      maAgencyMail: 'thesail@savills.com.sg',
      maAddress1: '30 CECIL STREET',
      maAddress2: '#20-01 PRUDENTIAL TOWER, SINGAPORE 049712',
    },
  ],
  strataLot: 'TS 30 Lot U12345N',
  landLots: ['TS 30 Lot 00521K'],
  completionDate: '2026-05-15',
};

/** The same unit, the firm acting for the one seller. */
export const SELLER_CLIENT_PARTIES: DocumentParties = { ...BUYER_CLIENT_PARTIES, clientSide: 'S' };

/** A landed house: no MCST ticked, no strata lot. */
export const LANDED_PARTIES: DocumentParties = {
  ...BUYER_CLIENT_PARTIES,
  propAddress: '18 JALAN KEMBANGAN, SINGAPORE 419123',
  address: { houseNo: '18', streetName: 'JALAN KEMBANGAN', unit: '', building: '', postal: '419123' },
  mcsts: [],
  strataLot: '',
  landLots: ['MK 27 Lot 04512W'],
};

/** Printed and sent copies of each document, with the editable templates and a signed upload around them. */
export const DOCUMENT_HISTORY: NonNullable<Property['propertyDocument']> = [
  {
    id: 801,
    version: 1,
    documentType: 'TEMPLATE',
    documentModule: 'wta',
    actionType: 'ORIGINAL',
    fileExtension: 'pdf',
    createdDate: '2026-02-27T09:00:00+08:00',
  },
  {
    id: 802,
    version: 1,
    documentType: 'TEMPLATE',
    documentModule: 'wta',
    actionType: 'PRINT',
    fileExtension: 'pdf',
    fileName: 'WTA_27FEB2026_template1_1.pdf',
    createdDate: '2026-02-27T09:10:00+08:00',
  },
  {
    id: 803,
    version: 1,
    documentType: 'TEMPLATE',
    documentModule: 'wta',
    actionType: 'SENT',
    fileExtension: 'pdf',
    fileName: 'WTA_28FEB2026_template1_2.pdf',
    createdDate: '2026-02-28T15:45:00+08:00',
    messageDetails: { sendername: 'Wei Ming Tan', recipents: 'Lim Boon Keng||boonkeng.lim@harbourfront.com.sg' },
  },
  {
    id: 804,
    version: 1,
    documentType: 'TEMPLATE',
    documentModule: 'otp',
    actionType: 'PRINT',
    fileExtension: 'pdf',
    fileName: 'OTP_01MAR2026_template1_1.pdf',
    createdDate: '2026-03-01T10:00:00+08:00',
  },
  {
    id: 805,
    version: 1,
    documentType: 'UPLOAD',
    documentModule: 'wta',
    uploadType: 'SIGNED',
    actionType: 'UPLOAD',
    fileExtension: 'pdf',
    createdDate: '2026-03-01T11:00:00+08:00',
  },
];
