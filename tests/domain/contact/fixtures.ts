import type { ClientContactForm, ClientForm } from '../../../src/domain/contact/types';

export const signatory: ClientContactForm = {
  individualName: 'Tan Ah Kow',
  identificationNo: 'S1234567D',
  email: 'ahkow.tan@example.com.sg',
  reference: '',
  contactNo: '91234567',
  postal: '',
  blkNo: '',
  roadName: '',
  building: '',
  storeyNo: '',
  unitNo: '',
  contactType: '0',
  primary: true,
};

export const validCompany: ClientForm = {
  clientCategory: '0',
  compName: 'Lion City Trading Pte Ltd',
  uenNo: '199901234D',
  email: 'legal@lioncity.com.sg',
  reference: 'LCT/01',
  contactNo: '62201234',
  postal: '068898',
  blkNo: '80',
  roadName: 'ROBINSON ROAD',
  building: '',
  storeyNo: '17',
  unitNo: '02',
  clientContacts: [signatory],
};

export const validIndividual: ClientForm = {
  ...validCompany,
  clientCategory: '1',
  compName: 'Goh Siew Ling',
  uenNo: '',
  blkNo: '',
  roadName: '',
  storeyNo: '',
  unitNo: '',
  clientContacts: [
    { ...signatory, individualName: 'Goh Siew Ling', postal: '560123', blkNo: '123', roadName: 'ANG MO KIO AVENUE 6', storeyNo: '08', unitNo: '245' },
  ],
};
