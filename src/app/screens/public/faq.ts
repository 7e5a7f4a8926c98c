import { PUB_PROCESSING_FEE, REQUISITION_PROCESSING_FEE, TRANSACTION_FEE } from '../../../domain/requisitions/agencies';
import { formatCents, type Cents } from '../../../domain/requisitions/money';

const dollars = (cents: Cents) => `S$${formatCents(cents)}`;

export interface FaqEntry {
  id: string;
  question: string;
  answer: readonly string[];
}

export interface FaqTopic {
  id: string;
  title: string;
  entries: readonly FaqEntry[];
}

export const FAQ_TOPICS: readonly FaqTopic[] = [
  {
    id: 'about',
    title: 'About',
    entries: [
      {
        id: 'what-is',
        question: 'What is Conveyancing Workbench?',
        answer: [
          'An online platform for Singapore law firms that handle the sale and purchase of private and commercial ' +
            'property. It brings the property file, the parties, the transaction documents (OTP, WTA, S.65 form) and ' +
            'legal requisitions to government agencies into one place.',
        ],
      },
      {
        id: 'who-for',
        question: 'Who can use it?',
        answer: [
          'Law firms practising conveyancing in Singapore: lawyers, conveyancing secretaries and executives. Property ' +
            'agents are recorded as parties to a transaction but do not log in.',
        ],
      },
      {
        id: 'existing-users',
        question: 'I already use your legal requisition service. Do I need a new account?',
        answer: [
          'No. Log in with your existing user ID and password. Your firm’s details are carried over; you will be asked ' +
            'to set security questions and confirm your firm’s UEN the first time.',
        ],
      },
      {
        id: 'browsers',
        question: 'Which browsers are supported?',
        answer: ['The current versions of Chrome, Edge, Safari and Firefox on Windows and macOS.'],
      },
    ],
  },
  {
    id: 'registration-fees',
    title: 'Registration and fees',
    entries: [
      {
        id: 'subscribe',
        question: 'How does my firm subscribe?',
        answer: [
          'Download the registration form from the eGuides tab, complete it with your firm’s details and the users who ' +
            'need an ID, and e-mail it to our sales team. User IDs are normally issued within two working days.',
        ],
      },
      {
        id: 'each-user',
        question: 'Does every lawyer need a separate user ID?',
        answer: [
          'Yes. Each lawyer or executive needs their own user ID; IDs must not be shared. The monthly subscription is ' +
            'charged per ID.',
        ],
      },
      {
        id: 'fees',
        question: 'What does it cost?',
        answer: [
          'There is a one-time registration fee and a monthly fee per user ID.',
          `Each agency in a legal requisition is charged its own fee with GST, plus our processing fee of ${dollars(REQUISITION_PROCESSING_FEE)} ` +
            `(${dollars(PUB_PROCESSING_FEE)} for PUB) and GST on it; each requisition also carries a ${dollars(TRANSACTION_FEE)} transaction fee ` +
            'plus GST. The Fees and Charges tab lists every fee and, per agency, the total as charged.',
        ],
      },
      {
        id: 'billing',
        question: 'How are we billed?',
        answer: [
          'Monthly, by direct debit from your firm’s account. The billing report under Billing shows every chargeable ' +
            'item by month; amounts include GST at 9%.',
        ],
      },
    ],
  },
  {
    id: 'e-checklist',
    title: 'e-Checklist',
    entries: [
      {
        id: 'what-is-e-checklist',
        question: 'What is the e-Checklist?',
        answer: [
          'An optional add-on from our partner that gives each transaction type a checklist and document templates. ' +
            'It is linked to the property file, so the team sees what is done and what is outstanding.',
        ],
      },
      {
        id: 'activate',
        question: 'How do we add the e-Checklist to our subscription?',
        answer: [
          'Ask our sales team. Once it is activated for your firm, the Checklist & Templates menu appears for your ' +
            'users and each property gets a checklist link as soon as your side’s lawyer is assigned.',
        ],
      },
      {
        id: 'promotion',
        question: 'Is there a promotion?',
        answer: ['Yes: subscribe to the e-Checklist for 6 months and get the following 3 months free.'],
      },
    ],
  },
];
