import type { NewLawFirm, PasswordState } from '../schema';

/** The demo firms and users (every user's password is DEMO_PASSWORD). */

export const DEMO_PASSWORD = 'Conveyancing2026';

export type DemoFirmKey = 'tanLim' | 'leeOng';

export const DEMO_FIRMS: Record<DemoFirmKey, NewLawFirm> = {
  tanLim: {
    acctId: 'TL0001',
    appId: 'LRI',
    name: 'Tan & Lim LLP',
    address: '80 Robinson Road, #17-02',
    postalCode: '068898',
    phone: '62201234',
    fax: '62205678',
    email: 'conveyancing@tanlim.com.sg',
    uen: '201912345K',
    isLaActive: true,
  },
  leeOng: {
    acctId: 'LO0002',
    appId: 'LRI',
    name: 'Lee & Ong Law Corporation',
    address: '1 Raffles Place, #20-61 One Raffles Place',
    postalCode: '048616',
    phone: '65351188',
    fax: '65351199',
    email: 'property@leeong.com.sg',
    uen: '201498765G',
    isLaActive: false,
  },
};

export interface DemoUser {
  userId: string;
  firm: DemoFirmKey;
  userName: string;
  /** The name as the law-firm directory splits it. */
  firstName: string;
  lastName: string;
  position: string;
  email: string;
  phone: string;
  passwordState: PasswordState;
  disclaimerAccepted: boolean;
  uenUpdated: boolean;
  /** [question1, answer1, question2, answer2] from sets 1 and 2, or none. */
  securityQa?: readonly [string, string, string, string];
  uniqueCode?: string;
}

export const DEMO_USERS: readonly DemoUser[] = [
  {
    userId: 'lawyer1',
    firm: 'tanLim',
    userName: 'Tan Wei Ming',
    firstName: 'Wei Ming',
    lastName: 'Tan',
    position: 'Senior Associate',
    email: 'weiming.tan@tanlim.com.sg',
    phone: '91234567',
    passwordState: 'ok',
    disclaimerAccepted: true,
    uenUpdated: true,
    securityQa: ['What is the name of your first pet?', 'Mochi', 'In which city was your mother born?', 'Ipoh'],
    uniqueCode: 'DEMO-LINK-LAWYER1',
  },
  {
    userId: 'lawyer2',
    firm: 'leeOng',
    userName: 'Ong Mei Ling',
    firstName: 'Mei Ling',
    lastName: 'Ong',
    position: 'Director',
    email: 'meiling.ong@leeong.com.sg',
    phone: '92345678',
    passwordState: 'ok',
    disclaimerAccepted: true,
    uenUpdated: true,
    securityQa: ['What was the name of your primary school?', 'Nanyang Primary', 'What was your childhood nickname?', 'Ah Ling'],
  },
  {
    userId: 'newlawyer',
    firm: 'tanLim',
    userName: 'Nur Aisyah binte Rahman',
    firstName: 'Nur Aisyah',
    lastName: 'binte Rahman',
    position: 'Associate',
    email: 'aisyah.rahman@tanlim.com.sg',
    phone: '93456789',
    passwordState: 'ok',
    disclaimerAccepted: false,
    uenUpdated: true,
    securityQa: ['What is your favourite local dish?', 'Nasi Lemak', 'What was the name of your first employer?', 'Rajah Chambers'],
  },
  {
    userId: 'expired1',
    firm: 'tanLim',
    userName: 'Rajesh Kumar s/o Subramaniam',
    firstName: 'Rajesh Kumar',
    lastName: 's/o Subramaniam',
    position: 'Conveyancing Executive',
    email: 'rajesh.kumar@tanlim.com.sg',
    phone: '94567890',
    passwordState: 'expired',
    disclaimerAccepted: true,
    uenUpdated: true,
    securityQa: ['What is the name of the street you grew up on?', 'Serangoon Road', 'In which city was your mother born?', 'Chennai'],
  },
  {
    userId: 'noquestions',
    firm: 'tanLim',
    userName: 'Lim Jia Hui',
    firstName: 'Jia Hui',
    lastName: 'Lim',
    position: 'Legal Executive',
    email: 'jiahui.lim@tanlim.com.sg',
    phone: '95678901',
    passwordState: 'ok',
    disclaimerAccepted: true,
    uenUpdated: true,
  },
  {
    userId: 'nouen',
    firm: 'tanLim',
    userName: 'Chua Kok Leong',
    firstName: 'Kok Leong',
    lastName: 'Chua',
    position: 'Partner',
    email: 'kokleong.chua@tanlim.com.sg',
    phone: '96789012',
    passwordState: 'ok',
    disclaimerAccepted: true,
    uenUpdated: false,
    securityQa: ['What was the make of your first car?', 'Toyota', 'Which hawker centre did you visit most often as a child?', 'Old Airport Road'],
  },
];
