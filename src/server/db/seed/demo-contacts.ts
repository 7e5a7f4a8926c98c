import type { NewClient, NewLawyer } from '../schema';
import type { DemoFirmKey } from './demo-people';

/** Demo contacts and lawyers per firm; the demo properties name them by key. */

/** A contact person (seed 000 §3 "Client contact"); `primary` is stored the seed's way, '0'. */
export interface DemoPerson {
  individualName: string;
  identificationNo?: string;
  email?: string;
  contactNo?: string;
  /** '0' signatory (default), '1' director. */
  contactType?: '0' | '1';
  primary?: boolean;
  postal?: string;
  blkNo?: string;
  roadName?: string;
  building?: string;
  storeyNo?: string;
  unitNo?: string;
  agentCeaNo?: string;
}

type DemoClientColumns = Pick<
  NewClient,
  | 'clientCategory'
  | 'compName'
  | 'uenNo'
  | 'email'
  | 'contactNo'
  | 'postal'
  | 'blkNo'
  | 'roadName'
  | 'building'
  | 'storeyNo'
  | 'unitNo'
  | 'isAgent'
  | 'estateAgentCeaLicenceNo'
  | 'agencyAddress'
>;

export type DemoClient = DemoClientColumns & { firm: DemoFirmKey; persons: readonly DemoPerson[] };

type Individual = Required<Pick<NewClient, 'compName' | 'email' | 'contactNo' | 'postal' | 'blkNo' | 'roadName' | 'storeyNo' | 'unitNo'>> & {
  building?: string;
};

/** An individual: the person is the client, so the person carries the name, phone and address too. */
function individual(firm: DemoFirmKey, identificationNo: string, fields: Individual): DemoClient {
  const { compName, ...rest } = fields;
  return { firm, clientCategory: '1', ...fields, persons: [{ individualName: compName, identificationNo, primary: true, ...rest }] };
}

export const DEMO_CLIENTS = {
  marinaBay: {
    firm: 'tanLim',
    clientCategory: '0',
    compName: 'Marina Bay Holdings Pte. Ltd.',
    uenNo: '201812345D',
    email: 'legal@marinabayholdings.com.sg',
    contactNo: '62251234',
    postal: '018983',
    blkNo: '10',
    roadName: 'MARINA BOULEVARD',
    building: 'MARINA BAY FINANCIAL CENTRE TOWER 2',
    storeyNo: '35',
    unitNo: '01',
    persons: [
      {
        individualName: 'Lim Hock Seng',
        identificationNo: 'S6812345B',
        email: 'hockseng.lim@marinabayholdings.com.sg',
        contactNo: '91112222',
        contactType: '1',
        primary: true,
      },
      {
        individualName: 'Sharon Teo Hui Min',
        identificationNo: 'S8123456F',
        email: 'sharon.teo@marinabayholdings.com.sg',
        contactNo: '92223333',
        contactType: '0',
      },
    ],
  },
  gohSiewLing: individual('tanLim', 'S7512345C', {
    compName: 'Goh Siew Ling',
    email: 'goh.siewling@gmail.com',
    contactNo: '98765432',
    postal: '560123',
    blkNo: '123',
    roadName: 'ANG MO KIO AVENUE 6',
    storeyNo: '08',
    unitNo: '245',
  }),
  faizal: individual('tanLim', 'S8823456H', {
    compName: 'Muhammad Faizal bin Ismail',
    email: 'faizal.ismail@yahoo.com.sg',
    contactNo: '87654321',
    postal: '570210',
    blkNo: '210',
    roadName: 'BISHAN STREET 23',
    storeyNo: '05',
    unitNo: '203',
  }),
  orchidRealty: {
    firm: 'tanLim',
    clientCategory: '0',
    compName: 'Orchid Realty Pte. Ltd.',
    uenNo: '200612345N',
    email: 'deals@orchidrealty.com.sg',
    contactNo: '63561188',
    postal: '310480',
    blkNo: '480',
    roadName: 'LORONG 6 TOA PAYOH',
    building: 'HDB HUB',
    storeyNo: '10',
    unitNo: '01',
    isAgent: '1',
    estateAgentCeaLicenceNo: 'L3010123C',
    agencyAddress: '480 Lorong 6 Toa Payoh, #10-01 HDB Hub, Singapore 310480',
    persons: [
      { individualName: 'NG WEI LING', agentCeaNo: 'R033445M', email: 'weiling.ng@orchidrealty.com.sg', contactNo: '98881234', primary: true },
      { individualName: 'HO KOK WAH', agentCeaNo: 'R044556N', email: 'kokwah.ho@orchidrealty.com.sg', contactNo: '97772345' },
    ],
  },
  chenLiHua: individual('tanLim', 'S6934567B', {
    compName: 'Chen Li Hua',
    email: 'chen.lihua@outlook.com',
    contactNo: '91827364',
    postal: '267953',
    blkNo: '7',
    roadName: 'LEEDON HEIGHTS',
    building: "D'LEEDON",
    storeyNo: '15',
    unitNo: '03',
  }),
  limBoonHuat: individual('tanLim', 'S7045678E', {
    compName: 'Lim Boon Huat',
    email: 'boonhuat.lim@gmail.com',
    contactNo: '96543210',
    postal: '640456',
    blkNo: '456',
    roadName: 'JURONG WEST STREET 41',
    storeyNo: '10',
    unitNo: '123',
  }),
  ngKokHua: individual('tanLim', 'S5656789F', {
    compName: 'Ng Kok Hua',
    email: 'ng.kokhua@singnet.com.sg',
    contactNo: '81234567',
    postal: '085301',
    blkNo: '1G',
    roadName: 'CANTONMENT ROAD',
    building: 'PINNACLE @ DUXTON',
    storeyNo: '40',
    unitNo: '12',
  }),
  // Not on any property: the listing's deletable contacts, and the company whose UEN has two register entries.
  lionCity: {
    firm: 'tanLim',
    clientCategory: '0',
    compName: 'Lion City Trading Pte Ltd',
    uenNo: '199901234D',
    email: 'admin@lioncitytrading.com.sg',
    contactNo: '62209988',
    postal: '068898',
    blkNo: '80',
    roadName: 'ROBINSON ROAD',
    storeyNo: '12',
    unitNo: '01',
    persons: [
      {
        individualName: 'Tan Bee Lian',
        identificationNo: 'S7298765J',
        email: 'beelian.tan@lioncitytrading.com.sg',
        contactNo: '93334444',
        contactType: '0',
        primary: true,
      },
      {
        individualName: 'Ong Chee Keong',
        identificationNo: 'S6587654A',
        email: 'cheekeong.ong@lioncitytrading.com.sg',
        contactNo: '94445555',
        contactType: '1',
      },
    ],
  },
  tanAhKow: individual('tanLim', 'S4812345Z', {
    compName: 'Tan Ah Kow',
    email: 'ahkow.tan@gmail.com',
    contactNo: '90001111',
    postal: '460085',
    blkNo: '85',
    roadName: 'BEDOK NORTH ROAD',
    storeyNo: '03',
    unitNo: '12',
  }),
  propnexTeam: {
    firm: 'tanLim',
    clientCategory: '0',
    compName: 'PropNex Realty Pte. Ltd.',
    uenNo: '',
    email: 'enquiry@propnex.com',
    contactNo: '68208000',
    postal: '',
    blkNo: '',
    roadName: '',
    storeyNo: '',
    unitNo: '',
    isAgent: '1',
    estateAgentCeaLicenceNo: 'L3008022J',
    agencyAddress: '480 Lorong 6 Toa Payoh, #10-01 HDB Hub East Wing, Singapore 310480',
    persons: [
      { individualName: 'TAN AH BENG', agentCeaNo: 'R012345A', email: 'ahbeng.tan@propnex.com', contactNo: '91230001', primary: true },
      { individualName: 'LIM SOO CHENG', agentCeaNo: 'R023456B', email: 'soocheng.lim@propnex.com', contactNo: '91230002' },
    ],
  },
  keppelBayVentures: {
    firm: 'leeOng',
    clientCategory: '0',
    compName: 'Keppel Bay Ventures Pte. Ltd.',
    uenNo: '201723456H',
    email: 'admin@keppelbayventures.com.sg',
    contactNo: '62769900',
    postal: '098417',
    blkNo: '1',
    roadName: 'KEPPEL BAY VIEW',
    building: 'REFLECTIONS AT KEPPEL BAY',
    storeyNo: '21',
    unitNo: '05',
    persons: [
      {
        individualName: 'Ravi Menon',
        identificationNo: 'S7311223K',
        email: 'ravi.menon@keppelbayventures.com.sg',
        contactNo: '95556666',
        contactType: '1',
        primary: true,
      },
    ],
  },
  raviShankar: individual('leeOng', 'S7767890G', {
    compName: 'Ravi Shankar s/o Krishnan',
    email: 'ravi.shankar@gmail.com',
    contactNo: '90112233',
    postal: '109684',
    blkNo: '180',
    roadName: 'DEPOT ROAD',
    building: 'THE INTERLACE',
    storeyNo: '12',
    unitNo: '34',
  }),
  sunriseInvestments: {
    firm: 'leeOng',
    clientCategory: '0',
    compName: 'Sunrise Property Investments Pte. Ltd.',
    uenNo: '201534567W',
    email: 'legal@sunriseproperty.com.sg',
    contactNo: '63378800',
    postal: '038983',
    blkNo: '3',
    roadName: 'TEMASEK BOULEVARD',
    storeyNo: '08',
    unitNo: '01',
    persons: [
      {
        individualName: 'Wong Kar Mun',
        identificationNo: 'S7922334D',
        email: 'karmun.wong@sunriseproperty.com.sg',
        contactNo: '96667777',
        contactType: '0',
        primary: true,
      },
    ],
  },
  eraRealty: {
    firm: 'leeOng',
    clientCategory: '0',
    compName: 'ERA Realty Network Pte Ltd',
    uenNo: '',
    email: 'info@era.com.sg',
    contactNo: '62262000',
    postal: '',
    blkNo: '',
    roadName: '',
    storeyNo: '',
    unitNo: '',
    isAgent: '1',
    estateAgentCeaLicenceNo: 'L3002382K',
    agencyAddress: '450 Lorong 6 Toa Payoh, #01-01 ERA APAC Centre, Singapore 319394',
    persons: [{ individualName: 'KUMAR S/O RAMASAMY', agentCeaNo: 'R045678D', email: 'kumar.r@era.com.sg', contactNo: '98765001', primary: true }],
  },
} satisfies Record<string, DemoClient>;

export type DemoClientKey = keyof typeof DEMO_CLIENTS;

type DemoLawyer = Omit<NewLawyer, 'firmId' | 'linkedUserId'> & { firm: DemoFirmKey; linkedUser?: string };

const TAN_LIM = {
  lawfirmName: 'Tan & Lim LLP',
  address1: '80 Robinson Road',
  address2: '#17-02',
  address: '80 Robinson Road, #17-02, Singapore 068898',
  postalCode: '068898',
  faxNumber: '62205678',
};
const LEE_ONG = {
  lawfirmName: 'Lee & Ong Law Corporation',
  address1: '1 Raffles Place',
  address2: '#20-61 One Raffles Place',
  address: '1 Raffles Place, #20-61 One Raffles Place, Singapore 048616',
  postalCode: '048616',
  faxNumber: '65351199',
};

/** Lawyers each firm has put on its cases: its own users, a user of the other demo firm, and outside lawyers. */
export const DEMO_LAWYERS = {
  tlTanWeiMing: {
    firm: 'tanLim',
    linkedUser: 'lawyer1',
    userId: 'lawyer1',
    firstName: 'Wei Ming',
    lastName: 'Tan',
    email: 'weiming.tan@tanlim.com.sg',
    contact: '91234567',
    referenceNumber: 'TL/TWM',
    ...TAN_LIM,
  },
  tlChuaKokLeong: {
    firm: 'tanLim',
    linkedUser: 'nouen',
    userId: 'nouen',
    firstName: 'Kok Leong',
    lastName: 'Chua',
    email: 'kokleong.chua@tanlim.com.sg',
    contact: '96789012',
    referenceNumber: 'TL/CKL',
    ...TAN_LIM,
  },
  tlOngMeiLing: {
    firm: 'tanLim',
    linkedUser: 'lawyer2',
    userId: 'lawyer2',
    firstName: 'Mei Ling',
    lastName: 'Ong',
    email: 'meiling.ong@leeong.com.sg',
    contact: '92345678',
    referenceNumber: 'LO-2026-PUR-058',
    ...LEE_ONG,
  },
  tlPriyaNair: {
    firm: 'tanLim',
    firstName: 'Priya',
    lastName: 'Nair',
    email: 'priya.nair@nairco.com.sg',
    contact: '64381122',
    lawfirmName: 'Nair & Co LLC',
    referenceNumber: 'NC/CONV/2026/117',
    address1: '10 Anson Road',
    address2: '#26-08 International Plaza',
    address: '10 Anson Road, #26-08 International Plaza, Singapore 079903',
    postalCode: '079903',
    faxNumber: '64381133',
  },
  tlDanielKoh: {
    firm: 'tanLim',
    firstName: 'Daniel',
    lastName: 'Koh',
    email: 'daniel.koh@kohpartners.com.sg',
    contact: '62278899',
    lawfirmName: 'Koh & Partners LLP',
    referenceNumber: 'KP/HDB/2026/088',
    address1: '133 New Bridge Road',
    address2: '#15-01 Chinatown Point',
    address: '133 New Bridge Road, #15-01 Chinatown Point, Singapore 059413',
    postalCode: '059413',
    faxNumber: '62278800',
  },
  loOngMeiLing: {
    firm: 'leeOng',
    linkedUser: 'lawyer2',
    userId: 'lawyer2',
    firstName: 'Mei Ling',
    lastName: 'Ong',
    email: 'meiling.ong@leeong.com.sg',
    contact: '92345678',
    referenceNumber: 'LO/OML',
    ...LEE_ONG,
  },
  loSarahWee: {
    firm: 'leeOng',
    firstName: 'Sarah',
    lastName: 'Wee',
    email: 'sarah.wee@weechambers.com.sg',
    contact: '65337711',
    lawfirmName: 'Wee Chambers LLC',
    referenceNumber: 'WC/2026/0412',
    address1: '138 Market Street',
    address2: '#09-02 CapitaGreen',
    address: '138 Market Street, #09-02 CapitaGreen, Singapore 048946',
    postalCode: '048946',
    faxNumber: '65337722',
  },
} satisfies Record<string, DemoLawyer>;

export type DemoLawyerKey = keyof typeof DEMO_LAWYERS;
