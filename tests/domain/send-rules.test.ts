import { describe, expect, it } from 'vitest';
import {
  initialRecipients,
  recipientEntry,
  sendingFailedText,
  sendPlan,
  sendProblem,
  type AdditionalRecipient,
  type RecipientRole,
  type SendChoice,
  type SendRecipient,
} from '../../src/domain/documents/send-rules';
import { messages } from '../../src/domain/messages';

const person = (role: RecipientRole, name: string, email: string, ticked = true): SendRecipient => ({ role, name, email, ticked });

const BUYER = person('Buyer', 'Tan Ah Beng', 'ahbeng.tan@example.sg');
const SELLER = person('Seller', 'Lim Mei Hua', 'meihua.lim@example.sg');
const BUYER_LAWYER = person('BuyerLawyer', 'Siti Rahman', 'siti.rahman@tanlim.sg');
const SELLER_LAWYER = person('SellerLawyer', 'Ong Kah Wai', 'kahwai.ong@rajah.com.sg');
const MANAGING_AGENT = person('ManagingAgent', 'Savills Property Management', 'mcst4521@savills.sg');
const ROW: AdditionalRecipient = { name: 'Jane Koh', email: 'jane.koh@mcst4521.sg', ticked: true };

const otp = (recipients: SendRecipient[]): SendChoice => ({ module: 'otp', signed: null, recipients, additional: [] });
const s65 = (signed: 'seller' | 'both', recipients: SendRecipient[], additional: AdditionalRecipient[] = []): SendChoice => ({
  module: 's65',
  signed,
  recipients,
  additional,
});

describe('send rules', () => {
  describe('the rows the modal starts with', () => {
    const stakeholders = [
      { role: 'SellerAgent' as const, name: 'PropNex Realty Pte Ltd', email: 'deals@propnex.sg' },
      { role: 'Buyer' as const, name: 'Tan Ah Beng', email: 'ahbeng.tan@example.sg' },
      { role: 'SellerLawyer' as const, name: 'Ong Kah Wai', email: 'kahwai.ong@rajah.com.sg' },
      { role: 'BuyerLawyer' as const, name: 'Siti Rahman', email: 'siti.rahman@tanlim.sg' },
    ];
    const ticks = (rows: SendRecipient[]) => rows.map((row) => `${row.role}:${row.ticked ? 'on' : 'off'}`);

    it("are the stakeholders in the cards' order, all off, for an OTP or WTA (no managing agent)", () => {
      expect(ticks(initialRecipients('wta', stakeholders, null, MANAGING_AGENT))).toEqual([
        'Buyer:off',
        'BuyerLawyer:off',
        'SellerLawyer:off',
        'SellerAgent:off',
      ]);
    });

    it("tick both lawyers when only the seller's lawyer has signed the S.65", () => {
      expect(ticks(initialRecipients('s65', stakeholders, 'seller', MANAGING_AGENT))).toEqual([
        'Buyer:off',
        'BuyerLawyer:on',
        'SellerLawyer:on',
        'SellerAgent:off',
        'ManagingAgent:off',
      ]);
    });

    it("tick the buyer, the seller, the seller's lawyer and the managing agent when both have signed", () => {
      expect(ticks(initialRecipients('s65', stakeholders, 'both', MANAGING_AGENT))).toEqual([
        'Buyer:on',
        'BuyerLawyer:off',
        'SellerLawyer:on',
        'SellerAgent:off',
        'ManagingAgent:on',
      ]);
    });

    it('leave the managing agent out when the MCST has none', () => {
      expect(initialRecipients('s65', stakeholders, 'both', null).map((row) => row.role)).not.toContain('ManagingAgent');
    });
  });

  describe('what is refused, in order', () => {
    it("nothing ticked: 'Choose at least one option'", () => {
      expect(sendProblem(otp([{ ...BUYER, ticked: false }]))).toBe(messages.chooseAtLeastOneOption);
      expect(sendProblem(otp([]))).toBe(messages.chooseAtLeastOneOption);
    });

    it('an unticked added row counts as nothing ticked', () => {
      expect(sendProblem(s65('seller', [], [{ ...ROW, ticked: false }]))).toBe(messages.chooseAtLeastOneOption);
    });

    it.each([
      ['BuyerLawyer', "No email address for Buyer's Lawyer."],
      ['SellerLawyer', "No email address for Seller's Lawyer."],
      ['BuyerAgent', "No email address for Buyer's Agent."],
      ['SellerAgent', "No email address for Seller's Agent."],
      ['ManagingAgent', 'No email address for Managing Agent.'],
      ['Buyer', 'No email address for Buyer.'],
      ['Seller', 'No email address for Seller.'],
    ] as const)('a ticked %s without a mail: "%s"', (role, message) => {
      expect(sendProblem(s65('seller', [BUYER_LAWYER, person(role, 'Someone', '  ')]))).toBe(message);
    });

    it('an unticked stakeholder without a mail is no problem', () => {
      expect(sendProblem(otp([BUYER, person('BuyerAgent', 'ERA Realty Network Pte Ltd', '', false)]))).toBeNull();
    });

    it("an added row without a name or a mail: 'Email and Name cannot be empty'", () => {
      expect(sendProblem(s65('seller', [BUYER_LAWYER], [{ ...ROW, name: ' ' }]))).toBe(messages.emailAndNameCannotBeEmpty);
      expect(sendProblem(s65('seller', [], [{ ...ROW, email: '' }]))).toBe(messages.emailAndNameCannotBeEmpty);
    });

    it("both signed needs the managing agent or an added row: 'Email and Name cannot be empty'", () => {
      expect(sendProblem(s65('both', [BUYER, SELLER, SELLER_LAWYER, { ...MANAGING_AGENT, ticked: false }]))).toBe(messages.emailAndNameCannotBeEmpty);
      expect(sendProblem(s65('both', [BUYER, { ...MANAGING_AGENT, name: '' }]))).toBe(messages.emailAndNameCannotBeEmpty);
    });

    it('both signed with the managing agent, or with an added row instead, may be sent', () => {
      expect(sendProblem(s65('both', [BUYER, SELLER, SELLER_LAWYER, MANAGING_AGENT]))).toBeNull();
      expect(sendProblem(s65('both', [BUYER, { ...MANAGING_AGENT, ticked: false }], [ROW]))).toBeNull();
    });

    it('a missing mail is named before an incomplete row', () => {
      expect(sendProblem(s65('both', [person('BuyerLawyer', 'Siti Rahman', '')], [{ ...ROW, name: '' }]))).toBe(
        "No email address for Buyer's Lawyer.",
      );
    });
  });

  describe('what is sent', () => {
    it("everyone ticked as 'name||email', trimmed, each mail address once", () => {
      const padded = person('Buyer', ' Tan Ah Beng ', ' ahbeng.tan@example.sg ');
      const sameMail = { ...SELLER, email: 'AHBENG.TAN@example.sg' };
      expect(sendPlan(otp([padded, sameMail, BUYER_LAWYER]))).toEqual({
        recipents: ['Tan Ah Beng||ahbeng.tan@example.sg', 'Siti Rahman||siti.rahman@tanlim.sg'],
        notifications: [],
      });
    });

    it('added rows on an OTP are not sent (they belong to the S.65 modal)', () => {
      expect(sendPlan({ ...otp([BUYER]), additional: [ROW] }).recipents).toEqual(['Tan Ah Beng||ahbeng.tan@example.sg']);
    });

    it('a recipient without a name goes under its label', () => {
      expect(recipientEntry({ name: ' ', email: 'mcst4521@savills.sg' }, 'Managing Agent')).toBe('Managing Agent||mcst4521@savills.sg');
      expect(sendPlan(s65('seller', [{ ...MANAGING_AGENT, name: '' }])).recipents).toEqual(['Managing Agent||mcst4521@savills.sg']);
    });

    it('seller signed: one S65_SELLER_SIGNED to everyone ticked', () => {
      const plan = sendPlan(s65('seller', [BUYER_LAWYER, SELLER_LAWYER, { ...BUYER, ticked: false }], [ROW]));
      const everyone = ['Siti Rahman||siti.rahman@tanlim.sg', 'Ong Kah Wai||kahwai.ong@rajah.com.sg', 'Jane Koh||jane.koh@mcst4521.sg'];
      expect(plan).toEqual({ recipents: everyone, notifications: [{ messageTemplateCode: 'S65_SELLER_SIGNED', recipents: everyone }] });
    });

    it('both signed: the completed notice to the managing agent and added rows, another to the stakeholders', () => {
      const plan = sendPlan(s65('both', [BUYER, SELLER_LAWYER, MANAGING_AGENT], [ROW]));
      expect(plan.notifications).toEqual([
        {
          messageTemplateCode: 'DSS_S65_COMPLETED_MA',
          recipents: ['Savills Property Management||mcst4521@savills.sg', 'Jane Koh||jane.koh@mcst4521.sg'],
        },
        {
          messageTemplateCode: 'DSS_S65_COMPLETED_SH',
          recipents: ['Tan Ah Beng||ahbeng.tan@example.sg', 'Ong Kah Wai||kahwai.ong@rajah.com.sg'],
        },
      ]);
    });

    it('both signed with no stakeholder ticked sends the managing agent notice only', () => {
      const plan = sendPlan(s65('both', [{ ...BUYER, ticked: false }, MANAGING_AGENT]));
      expect(plan.notifications.map((notification) => notification.messageTemplateCode)).toEqual(['DSS_S65_COMPLETED_MA']);
    });
  });

  it("'Sending Failed' carries the reason of a failed call", () => {
    expect(sendingFailedText(null)).toBe('Sending Failed');
    expect(sendingFailedText('Network Error.')).toBe('Sending Failed: Network Error.');
  });
});
