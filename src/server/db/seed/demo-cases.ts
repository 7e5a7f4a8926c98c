import type { NewClient } from '../schema';
import type { DemoFirmKey } from './demo-people';
import type { TRANSACTION_TYPE_NAMES } from './reference-data';

/** Demo properties and contacts per firm; addresses exist in the address sandbox too. */

export interface DemoProperty {
  firm: DemoFirmKey;
  createdBy: string;
  propertyRefNo: string;
  lawfirmRefNo: string;
  hseNo: string;
  street: string;
  storeyNo?: string;
  unitNo?: string;
  postal: string;
  propType: 'BUILDING' | 'LAND';
  transactionType: (typeof TRANSACTION_TYPE_NAMES)[number];
  completionDate: string | null;
  status: 'Pending' | 'Active';
  locked: boolean;
  createdAt: string;
}

export const DEMO_PROPERTIES: readonly DemoProperty[] = [
  { firm: 'tanLim', createdBy: 'lawyer1', propertyRefNo: 'PCN-2026-000101', lawfirmRefNo: 'TL/CONV/2026/0141', hseNo: '2', street: 'MARINA BOULEVARD', storeyNo: '32', unitNo: '07', postal: '018987', propType: 'BUILDING', transactionType: 'Sale', completionDate: '2027-01-15', status: 'Active', locked: false, createdAt: '2026-08-04T02:15:00Z' },
  { firm: 'tanLim', createdBy: 'lawyer1', propertyRefNo: 'PCN-2026-000102', lawfirmRefNo: 'TL/CONV/2026/0152', hseNo: '123', street: 'ANG MO KIO AVENUE 6', storeyNo: '08', unitNo: '245', postal: '560123', propType: 'BUILDING', transactionType: 'Sale (HDB)', completionDate: '2027-02-26', status: 'Pending', locked: false, createdAt: '2026-09-10T06:40:00Z' },
  { firm: 'tanLim', createdBy: 'lawyer1', propertyRefNo: 'PCN-2026-000103', lawfirmRefNo: 'TL/CONV/2026/0167', hseNo: '21', street: 'JALAN KEMBANGAN', postal: '419136', propType: 'LAND', transactionType: 'Purchase', completionDate: '2027-03-31', status: 'Pending', locked: false, createdAt: '2026-09-28T03:05:00Z' },
  { firm: 'tanLim', createdBy: 'nouen', propertyRefNo: 'PCN-2026-000104', lawfirmRefNo: 'TL/CONV/2026/0171', hseNo: '7', street: 'LEEDON HEIGHTS', storeyNo: '15', unitNo: '03', postal: '267953', propType: 'BUILDING', transactionType: 'Purchase', completionDate: '2027-01-29', status: 'Active', locked: true, createdAt: '2026-10-06T01:30:00Z' },
  { firm: 'tanLim', createdBy: 'lawyer1', propertyRefNo: 'PCN-2026-000105', lawfirmRefNo: 'TL/MTG/2026/0188', hseNo: '45', street: 'SUNSET DRIVE', postal: '597362', propType: 'LAND', transactionType: 'Mortgage', completionDate: null, status: 'Pending', locked: false, createdAt: '2026-10-21T08:20:00Z' },
  { firm: 'tanLim', createdBy: 'lawyer1', propertyRefNo: 'PCN-2026-000106', lawfirmRefNo: 'TL/CONV/2026/0203', hseNo: '1G', street: 'CANTONMENT ROAD', storeyNo: '40', unitNo: '12', postal: '085301', propType: 'BUILDING', transactionType: 'Purchase (HDB)', completionDate: '2026-12-18', status: 'Active', locked: false, createdAt: '2026-11-02T04:45:00Z' },
  { firm: 'leeOng', createdBy: 'lawyer2', propertyRefNo: 'PCN-2026-000201', lawfirmRefNo: 'LO-2026-PUR-031', hseNo: '1', street: 'KEPPEL BAY VIEW', storeyNo: '21', unitNo: '05', postal: '098417', propType: 'BUILDING', transactionType: 'Purchase', completionDate: '2027-02-12', status: 'Pending', locked: false, createdAt: '2026-09-15T02:00:00Z' },
  { firm: 'leeOng', createdBy: 'lawyer2', propertyRefNo: 'PCN-2026-000202', lawfirmRefNo: 'LO-2026-SAL-044', hseNo: '180', street: 'DEPOT ROAD', storeyNo: '12', unitNo: '34', postal: '109684', propType: 'BUILDING', transactionType: 'Sale', completionDate: '2027-01-08', status: 'Active', locked: false, createdAt: '2026-10-12T07:10:00Z' },
];

type DemoClient = Omit<NewClient, 'firmId'> & { firm: DemoFirmKey };

export const DEMO_CLIENTS: readonly DemoClient[] = [
  { firm: 'tanLim', clientCategory: '0', compName: 'Marina Bay Holdings Pte. Ltd.', uenNo: '201812345D', email: 'legal@marinabayholdings.com.sg', contactNo: '62251234', postal: '018983', blkNo: '10', roadName: 'MARINA BOULEVARD', building: 'MARINA BAY FINANCIAL CENTRE TOWER 2', storeyNo: '35', unitNo: '01' },
  { firm: 'tanLim', clientCategory: '1', compName: 'Goh Siew Ling', email: 'goh.siewling@gmail.com', contactNo: '98765432', postal: '560123', blkNo: '123', roadName: 'ANG MO KIO AVENUE 6', storeyNo: '08', unitNo: '245' },
  { firm: 'tanLim', clientCategory: '1', compName: 'Muhammad Faizal bin Ismail', email: 'faizal.ismail@yahoo.com.sg', contactNo: '87654321', postal: '570210', blkNo: '210', roadName: 'BISHAN STREET 23', storeyNo: '05', unitNo: '203' },
  { firm: 'tanLim', clientCategory: '0', compName: 'Orchid Realty Pte. Ltd.', uenNo: '200612345N', email: 'deals@orchidrealty.com.sg', contactNo: '63561188', postal: '310480', blkNo: '480', roadName: 'LORONG 6 TOA PAYOH', building: 'HDB HUB', storeyNo: '10', unitNo: '01', isAgent: '1' },
  { firm: 'tanLim', clientCategory: '1', compName: 'Chen Li Hua', email: 'chen.lihua@outlook.com', contactNo: '91827364', postal: '267953', blkNo: '7', roadName: 'LEEDON HEIGHTS', building: "D'LEEDON", storeyNo: '15', unitNo: '03' },
  { firm: 'leeOng', clientCategory: '0', compName: 'Keppel Bay Ventures Pte. Ltd.', uenNo: '201723456H', email: 'admin@keppelbayventures.com.sg', contactNo: '62769900', postal: '098417', blkNo: '1', roadName: 'KEPPEL BAY VIEW', building: 'REFLECTIONS AT KEPPEL BAY', storeyNo: '21', unitNo: '05' },
  { firm: 'leeOng', clientCategory: '1', compName: 'Ravi Shankar s/o Krishnan', email: 'ravi.shankar@gmail.com', contactNo: '90112233', postal: '109684', blkNo: '180', roadName: 'DEPOT ROAD', building: 'THE INTERLACE', storeyNo: '12', unitNo: '34' },
];
