import { describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import {
  canAssignLawyer,
  canAssignSecondary,
  canUnassignClient,
  clientSearchProblem,
  clientSide,
  newLawyerFieldProblems,
  validateNewLawyer,
  type NewLawyerForm,
} from '../../src/domain/stakeholder-rules';

describe('which side is the client', () => {
  it.each([
    ['B', 'buyer'],
    ['S', 'seller'],
    ['', null],
    ['N', null],
    [null, null],
  ] as const)('clientFlag %s → %s', (flag, side) => {
    expect(clientSide(flag)).toBe(side);
  });
});

describe('lawyer assignment needs the client first (seed 001 §5)', () => {
  const refused = { allowed: false, message: messages.assignClientFirst };
  it.each([
    ['buyer side with buyer', { clientFlag: 'B', buyer: true, seller: false }, { allowed: true }],
    ['buyer side with only the seller', { clientFlag: 'B', buyer: false, seller: true }, refused],
    ['seller side with seller', { clientFlag: 'S', buyer: false, seller: true }, { allowed: true }],
    ['seller side with only the buyer', { clientFlag: 'S', buyer: true, seller: false }, refused],
    ['no side yet, a buyer', { clientFlag: '', buyer: true, seller: false }, { allowed: true }],
    ['no side yet, nobody', { clientFlag: '', buyer: false, seller: false }, refused],
  ])('%s', (_name, facts, decision) => {
    expect(canAssignLawyer(facts)).toEqual(decision);
  });
});

describe('client unassignment waits for the lawyers to go (seed 001 §4)', () => {
  const refused = { allowed: false, message: messages.removeBothLawyersFirst };
  it.each([
    ['no lawyers', { buyerLawyer: false, sellerLawyer: false }, { allowed: true }],
    ["buyer's lawyer", { buyerLawyer: true, sellerLawyer: false }, refused],
    ["seller's lawyer", { buyerLawyer: false, sellerLawyer: true }, refused],
    ['both lawyers', { buyerLawyer: true, sellerLawyer: true }, refused],
  ])('%s', (_name, facts, decision) => {
    expect(canUnassignClient(facts)).toEqual(decision);
  });
});

describe('secondary stakeholders are disabled while Pending (seed 001 §2.1)', () => {
  it('refuses on a Pending property and allows on an Active one', () => {
    expect(canAssignSecondary({ status: 'Pending' })).toEqual({ allowed: false, message: messages.secondaryStakeholdersNeedLawyers });
    expect(canAssignSecondary({ status: 'Active' })).toEqual({ allowed: true });
  });
});

describe('client search minimum (seed 000 §5)', () => {
  it.each([
    ['', messages.enterMinThreeCharacters],
    ['ab', messages.enterMinThreeCharacters],
    ['  ab  ', messages.enterMinThreeCharacters],
    ['abc', undefined],
    ['Tan Ah', undefined],
  ])('"%s"', (text, problem) => {
    expect(clientSearchProblem(text)).toBe(problem);
  });
});

const lawyer: NewLawyerForm = {
  lawfirmName: 'Nair & Co LLC',
  firstName: 'Priya',
  lastName: 'Nair',
  email: 'priya.nair@nairco.com.sg',
  contact: '64381122',
  address1: '10 Anson Road',
  address2: '#26-08 International Plaza',
  postalCode: '079903',
  faxNumber: '',
  referenceNumber: '',
};

describe('lawyer create rules (seed 000 §5)', () => {
  it.each<[string, Partial<NewLawyerForm>, string[]]>([
    ['valid lawyer', {}, []],
    ['law firm name', { lawfirmName: '' }, [messages.lawFirmNameEmpty]],
    ['first name', { firstName: ' ' }, [messages.firstNameEmpty]],
    ['last name', { lastName: '' }, [messages.lastNameEmpty]],
    ['e-mail empty', { email: '' }, [messages.emailEmpty]],
    ['e-mail invalid', { email: 'priya@nairco' }, [messages.lawyerEmailInvalid]],
    ['contact empty', { contact: '' }, [messages.lawyerContactEmpty]],
    ['contact not 8 digits', { contact: '6438112' }, [messages.lawyerContactInvalid]],
    ['address empty', { address1: '' }, [messages.addressEmpty]],
    ['address line 2 is optional', { address2: '' }, []],
    ['postal code empty', { postalCode: '' }, [messages.postalCodeEmpty]],
    ['postal code of 5 digits', { postalCode: '07990' }, [messages.postalCodeNotSixDigits]],
    ['postal code with a letter', { postalCode: '07990A' }, [messages.postalCodeNotSixDigits]],
  ])('%s', (_name, change, expected) => {
    expect(validateNewLawyer({ ...lawyer, ...change })).toEqual(expected);
  });

  it('lists every message of an empty form in the seed order and keys them by field', () => {
    const empty: NewLawyerForm = { ...lawyer, lawfirmName: '', firstName: '', lastName: '', email: '', contact: '', address1: '', postalCode: '' };
    expect(validateNewLawyer(empty)).toEqual([
      messages.lawFirmNameEmpty,
      messages.firstNameEmpty,
      messages.lastNameEmpty,
      messages.emailEmpty,
      messages.lawyerContactEmpty,
      messages.addressEmpty,
      messages.postalCodeEmpty,
    ]);
    expect(Object.keys(newLawyerFieldProblems(empty))).toEqual([
      'lawfirmName',
      'firstName',
      'lastName',
      'email',
      'contact',
      'address1',
      'postalCode',
    ]);
  });
});
