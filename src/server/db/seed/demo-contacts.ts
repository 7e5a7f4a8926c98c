import type { NewClient, NewLawyer } from '../schema';
import type { DemoFirmKey } from './demo-people';

/** Demo contacts and lawyers per firm; the demo properties name them by key. */

type DemoClient = Omit<NewClient, 'firmId'> & { firm: DemoFirmKey };

export const DEMO_CLIENTS = {
  marinaBay: { firm: 'tanLim', clientCategory: '0', compName: 'Marina Bay Holdings Pte. Ltd.', uenNo: '201812345D', email: 'legal@marinabayholdings.com.sg', contactNo: '62251234', postal: '018983', blkNo: '10', roadName: 'MARINA BOULEVARD', building: 'MARINA BAY FINANCIAL CENTRE TOWER 2', storeyNo: '35', unitNo: '01' },
  gohSiewLing: { firm: 'tanLim', clientCategory: '1', compName: 'Goh Siew Ling', email: 'goh.siewling@gmail.com', contactNo: '98765432', postal: '560123', blkNo: '123', roadName: 'ANG MO KIO AVENUE 6', storeyNo: '08', unitNo: '245' },
  faizal: { firm: 'tanLim', clientCategory: '1', compName: 'Muhammad Faizal bin Ismail', email: 'faizal.ismail@yahoo.com.sg', contactNo: '87654321', postal: '570210', blkNo: '210', roadName: 'BISHAN STREET 23', storeyNo: '05', unitNo: '203' },
  orchidRealty: { firm: 'tanLim', clientCategory: '0', compName: 'Orchid Realty Pte. Ltd.', uenNo: '200612345N', email: 'deals@orchidrealty.com.sg', contactNo: '63561188', postal: '310480', blkNo: '480', roadName: 'LORONG 6 TOA PAYOH', building: 'HDB HUB', storeyNo: '10', unitNo: '01', isAgent: '1' },
  chenLiHua: { firm: 'tanLim', clientCategory: '1', compName: 'Chen Li Hua', email: 'chen.lihua@outlook.com', contactNo: '91827364', postal: '267953', blkNo: '7', roadName: 'LEEDON HEIGHTS', building: "D'LEEDON", storeyNo: '15', unitNo: '03' },
  limBoonHuat: { firm: 'tanLim', clientCategory: '1', compName: 'Lim Boon Huat', email: 'boonhuat.lim@gmail.com', contactNo: '96543210', postal: '640456', blkNo: '456', roadName: 'JURONG WEST STREET 41', storeyNo: '10', unitNo: '123' },
  ngKokHua: { firm: 'tanLim', clientCategory: '1', compName: 'Ng Kok Hua', email: 'ng.kokhua@singnet.com.sg', contactNo: '81234567', postal: '085301', blkNo: '1G', roadName: 'CANTONMENT ROAD', building: 'PINNACLE @ DUXTON', storeyNo: '40', unitNo: '12' },
  keppelBayVentures: { firm: 'leeOng', clientCategory: '0', compName: 'Keppel Bay Ventures Pte. Ltd.', uenNo: '201723456H', email: 'admin@keppelbayventures.com.sg', contactNo: '62769900', postal: '098417', blkNo: '1', roadName: 'KEPPEL BAY VIEW', building: 'REFLECTIONS AT KEPPEL BAY', storeyNo: '21', unitNo: '05' },
  raviShankar: { firm: 'leeOng', clientCategory: '1', compName: 'Ravi Shankar s/o Krishnan', email: 'ravi.shankar@gmail.com', contactNo: '90112233', postal: '109684', blkNo: '180', roadName: 'DEPOT ROAD', building: 'THE INTERLACE', storeyNo: '12', unitNo: '34' },
} satisfies Record<string, DemoClient>;

export type DemoClientKey = keyof typeof DEMO_CLIENTS;

type DemoLawyer = Omit<NewLawyer, 'firmId' | 'linkedUserId'> & { firm: DemoFirmKey; linkedUser?: string };

const TAN_LIM = { lawfirmName: 'Tan & Lim LLP', address1: '80 Robinson Road', address2: '#17-02', address: '80 Robinson Road, #17-02, Singapore 068898', postalCode: '068898', faxNumber: '62205678' };
const LEE_ONG = { lawfirmName: 'Lee & Ong Law Corporation', address1: '1 Raffles Place', address2: '#20-61 One Raffles Place', address: '1 Raffles Place, #20-61 One Raffles Place, Singapore 048616', postalCode: '048616', faxNumber: '65351199' };

/** Lawyers each firm has put on its cases: its own users, a user of the other demo firm, and outside lawyers. */
export const DEMO_LAWYERS = {
  tlTanWeiMing: { firm: 'tanLim', linkedUser: 'lawyer1', userId: 'lawyer1', firstName: 'Wei Ming', lastName: 'Tan', email: 'weiming.tan@tanlim.com.sg', contact: '91234567', referenceNumber: 'TL/TWM', ...TAN_LIM },
  tlChuaKokLeong: { firm: 'tanLim', linkedUser: 'nouen', userId: 'nouen', firstName: 'Kok Leong', lastName: 'Chua', email: 'kokleong.chua@tanlim.com.sg', contact: '96789012', referenceNumber: 'TL/CKL', ...TAN_LIM },
  tlOngMeiLing: { firm: 'tanLim', linkedUser: 'lawyer2', userId: 'lawyer2', firstName: 'Mei Ling', lastName: 'Ong', email: 'meiling.ong@leeong.com.sg', contact: '92345678', referenceNumber: 'LO-2026-PUR-058', ...LEE_ONG },
  tlPriyaNair: { firm: 'tanLim', firstName: 'Priya', lastName: 'Nair', email: 'priya.nair@nairco.com.sg', contact: '64381122', lawfirmName: 'Nair & Co LLC', referenceNumber: 'NC/CONV/2026/117', address1: '10 Anson Road', address2: '#26-08 International Plaza', address: '10 Anson Road, #26-08 International Plaza, Singapore 079903', postalCode: '079903', faxNumber: '64381133' },
  tlDanielKoh: { firm: 'tanLim', firstName: 'Daniel', lastName: 'Koh', email: 'daniel.koh@kohpartners.com.sg', contact: '62278899', lawfirmName: 'Koh & Partners LLP', referenceNumber: 'KP/HDB/2026/088', address1: '133 New Bridge Road', address2: '#15-01 Chinatown Point', address: '133 New Bridge Road, #15-01 Chinatown Point, Singapore 059413', postalCode: '059413', faxNumber: '62278800' },
  loOngMeiLing: { firm: 'leeOng', linkedUser: 'lawyer2', userId: 'lawyer2', firstName: 'Mei Ling', lastName: 'Ong', email: 'meiling.ong@leeong.com.sg', contact: '92345678', referenceNumber: 'LO/OML', ...LEE_ONG },
  loSarahWee: { firm: 'leeOng', firstName: 'Sarah', lastName: 'Wee', email: 'sarah.wee@weechambers.com.sg', contact: '65337711', lawfirmName: 'Wee Chambers LLC', referenceNumber: 'WC/2026/0412', address1: '138 Market Street', address2: '#09-02 CapitaGreen', address: '138 Market Street, #09-02 CapitaGreen, Singapore 048946', postalCode: '048946', faxNumber: '65337722' },
} satisfies Record<string, DemoLawyer>;

export type DemoLawyerKey = keyof typeof DEMO_LAWYERS;
