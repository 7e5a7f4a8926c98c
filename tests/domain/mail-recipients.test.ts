import { describe, expect, it } from 'vitest';
import { mailGroups, mailProblem, mailRecipents, type MailGroup } from '../../src/domain/documents/centre/mail-recipients';
import { messages } from '../../src/domain/messages';
import { ACTIVE_PROPERTY, BUYER_LAWYER, PENDING_PROPERTY } from '../../stories/property-summary/summary-fixtures';

const ticking = (groups: MailGroup[], ...ids: string[]): MailGroup[] =>
  groups.map((group) => ({ ...group, choices: group.choices.map((choice) => ({ ...choice, ticked: ids.includes(choice.id) })) }));

describe("the document centre's send recipients", () => {
  it("groups a case's people by role in the seed's order: clients, agents, lawyers", () => {
    const groups = mailGroups(ACTIVE_PROPERTY);
    expect(groups.map((group) => group.label)).toEqual(['Buyer', 'Seller', "Buyer's Agent", "Seller's Agent", "Buyer's Lawyer", "Seller's Lawyer"]);
    expect(groups.flatMap((group) => group.choices.map(({ id, name, email }) => [id, name, email]))).toEqual([
      ['Buyer:0', 'Lim Boon Keng', 'boonkeng.lim@harbourfront.com.sg'],
      ['Buyer:1', 'Chen Mei Hua', 'meihua.chen@harbourfront.com.sg'],
      ['Seller:0', 'Rahman bin Ismail', 'rahman.ismail@example.sg'],
      ['BuyerAgent:0', 'Tan Ah Kow', 'tan@agency.sg'],
      ['SellerAgent:0', 'Siti Nurhaliza', 'siti@agency.sg'],
      ['BuyerLawyer:0', 'Wei Ming Tan', 'weiming.tan@tanlim.com.sg'],
      ['SellerLawyer:0', 'Mei Ling Ong', 'property@leeong.com.sg'],
    ]);
    expect(groups.every((group) => group.choices.every((choice) => !choice.ticked))).toBe(true);
  });

  it('leaves out a role nobody holds', () => {
    expect(mailGroups(PENDING_PROPERTY)).toEqual([]);
    expect(mailGroups({ ...ACTIVE_PROPERTY, buyerAgent: null, sellerLawyer: null }).map((group) => group.role)).toEqual([
      'Buyer',
      'Seller',
      'SellerAgent',
      'BuyerLawyer',
    ]);
  });

  it("an individual without a mail of their own is reached at the client's mail; a client without people as itself", () => {
    const groups = mailGroups({
      seller: { clientCategory: '1', email: 'family@example.sg', clientContacts: [{ individualName: 'Goh Siew Lan' }] },
      buyer: { clientCategory: '0', compName: 'Keppel Land Ltd', email: 'legal@keppel.sg', clientContacts: [] },
    });
    expect(groups.map((group) => group.choices.map(({ name, email }) => ({ name, email })))).toEqual([
      [{ name: 'Keppel Land Ltd', email: 'legal@keppel.sg' }],
      [{ name: 'Goh Siew Lan', email: 'family@example.sg' }],
    ]);
  });

  it('refuses nothing chosen, a ticked person without a mail and a half-filled added row, in that order', () => {
    const groups = mailGroups({ ...ACTIVE_PROPERTY, buyerLawyer: { ...BUYER_LAWYER, email: '' } });
    expect(mailProblem({ groups, additional: [] })).toBe(messages.chooseAtLeastOneOption);
    const halfRow = [{ name: 'Jane Koh', email: '', ticked: true }];
    expect(mailProblem({ groups: ticking(groups, 'BuyerLawyer:0'), additional: halfRow })).toBe("No email address for Buyer's Lawyer.");
    expect(mailProblem({ groups: ticking(groups, 'Seller:0'), additional: halfRow })).toBe(messages.emailAndNameCannotBeEmpty);
    expect(mailProblem({ groups: ticking(groups, 'Seller:0'), additional: [] })).toBeNull();
  });

  it('names the agents as the seed does: "No email address for Seller\'s Agent."', () => {
    const groups = mailGroups({ sellerAgent: { clientCategory: '0', compName: 'PropNex', clientContacts: [{ individualName: 'Siti' }] } });
    expect(mailProblem({ groups: ticking(groups, 'SellerAgent:0'), additional: [] })).toBe("No email address for Seller's Agent.");
  });

  it("lists 'name||email' of the ticked people and rows, each address once", () => {
    const groups = ticking(mailGroups(ACTIVE_PROPERTY), 'Buyer:0', 'SellerLawyer:0');
    const additional = [
      { name: 'Front desk', email: 'PROPERTY@leeong.com.sg', ticked: true },
      { name: 'Not this one', email: 'skip@example.sg', ticked: false },
    ];
    expect(mailRecipents({ groups, additional })).toEqual([
      'Lim Boon Keng||boonkeng.lim@harbourfront.com.sg',
      'Mei Ling Ong||property@leeong.com.sg',
    ]);
  });
});
