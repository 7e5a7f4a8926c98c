import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Property } from '../../../src/api/property-form';
import { messages } from '../../../src/domain/messages';
import { ACTIVE_PROPERTY, LOCKED_PROPERTY, PENDING_PROPERTY } from '../../../stories/property-summary/summary-fixtures';
import { apiCalls } from '../../../stories/support/mock-api';
import { card, cardDetails, loaded, renderSummary, user } from './summary-screen';

vi.mock('../../../src/app/screens/stakeholders/assignment/StakeholderAssignment', () => import('./stand-in-assignment'));

let cleanup: () => void = () => undefined;
afterEach(() => cleanup());

function render(property: Property, start?: string) {
  const rendered = renderSummary({ property, start });
  cleanup = rendered.cleanup;
  return rendered;
}

const cellsOf = (row: HTMLElement) => Array.from(row.querySelectorAll('[role="gridcell"], [role="rowheader"]')).map((cell) => cell.textContent);

const PRIMARY_TITLES = ['Buyer', 'Seller', "Buyer's Lawyer", "Seller's Lawyer", "Buyer's Agent", "Seller's Agent"];

describe('the primary stakeholder cards', () => {
  it("with nobody assigned, read the seed's empty texts", async () => {
    render({ ...PENDING_PROPERTY, clientFlag: '' });
    await loaded();
    expect(card('Buyer').getByText(messages.pleaseAssignBuyer)).toBeInTheDocument();
    expect(card('Seller').getByText(messages.pleaseAssignSeller)).toBeInTheDocument();
    expect(card("Buyer's Lawyer").getByText(messages.pleaseAssignLawyer)).toBeInTheDocument();
    expect(card("Seller's Lawyer").getByText(messages.pleaseAssignLawyer)).toBeInTheDocument();
    expect(card("Buyer's Agent").getByText(messages.pleaseAssignAgent)).toBeInTheDocument();
    expect(card("Seller's Agent").getByText(messages.pleaseAssignAgent)).toBeInTheDocument();
  });

  it("mark the buyer '(Client)' when the firm acts for the buyer (clientFlag B)", async () => {
    render(ACTIVE_PROPERTY);
    await loaded();
    expect(screen.getByRole('heading', { name: 'Buyer (Client)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Seller', level: 3 })).toBeInTheDocument();
  });

  it("mark the seller '(Client)' when the firm acts for the seller (clientFlag S)", async () => {
    render({ ...ACTIVE_PROPERTY, clientFlag: 'S' });
    await loaded();
    expect(screen.getByRole('heading', { name: 'Seller (Client)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Buyer', level: 3 })).toBeInTheDocument();
  });

  it('show phone and ID numbers with all but the last 3 characters starred', async () => {
    render(ACTIVE_PROPERTY);
    await loaded();
    expect(cardDetails('Buyer (Client)')).toEqual({
      'Company Name': 'Harbourfront Holdings Pte. Ltd.',
      'UEN No.': '201812345K',
      'Contact Person': 'Lim Boon Keng',
      'ID No.': '******67D',
      'Contact No.': '*****567',
      Email: 'boonkeng.lim@harbourfront.com.sg',
    });
    expect(cardDetails('Seller')).toEqual({
      Name: 'Rahman bin Ismail',
      'ID No.': '******45H',
      'Contact No.': '*****233',
      Email: 'rahman.ismail@example.sg',
    });
    expect(cardDetails("Buyer's Lawyer")).toEqual({
      Name: 'Wei Ming Tan',
      'Law Firm': 'Tan & Lim LLP',
      Email: 'weiming.tan@tanlim.com.sg',
      'Contact No.': '*****234',
    });
    expect(cardDetails("Seller's Agent")).toMatchObject({
      'Estate Agency Name': 'PropNex Realty Pte Ltd',
      Salesperson: 'Siti Nurhaliza',
      'Agent CEA No.': 'R054321C',
      'Contact No.': '*****455',
    });
    expect(screen.queryByText('91234567')).not.toBeInTheDocument();
    expect(screen.queryByText('S1234567D')).not.toBeInTheDocument();
  });

  it('offer add on an empty card, edit and delete on an assigned one', async () => {
    render({ ...ACTIVE_PROPERTY, sellerAgent: null });
    await loaded();
    const agent = card("Seller's Agent");
    expect(agent.getByRole('button', { name: "Add Seller's Agent" })).toBeInTheDocument();
    expect(agent.queryByRole('button', { name: "Edit Seller's Agent" })).not.toBeInTheDocument();
    const buyer = card('Buyer (Client)');
    expect(buyer.getByRole('button', { name: 'Edit Buyer' })).toBeInTheDocument();
    expect(buyer.getByRole('button', { name: 'Delete Buyer' })).toBeInTheDocument();
    expect(buyer.queryByRole('button', { name: 'Add Buyer' })).not.toBeInTheDocument();
  });

  it('on a locked property show no add, edit or delete icons', async () => {
    render(LOCKED_PROPERTY);
    await loaded();
    for (const title of PRIMARY_TITLES) {
      expect(screen.queryByRole('button', { name: new RegExp(`^(Add|Edit|Delete) ${title}$`) })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: /^(Add|Edit|Delete) / })).not.toBeInTheDocument();
    expect(screen.getByText(messages.propertyLockedAssignment)).toBeInTheDocument();
  });

  it('hand add, edit and delete to the assignment flow (edit assigns again)', async () => {
    render({ ...ACTIVE_PROPERTY, buyerAgent: null });
    await loaded();
    const person = user();
    await person.click(card("Buyer's Agent").getByRole('button', { name: "Add Buyer's Agent" }));
    expect(screen.getByRole('dialog', { name: 'Assignment flow' })).toHaveTextContent('assign buyerAgent');
    await person.click(screen.getByRole('button', { name: 'Cancel the flow' }));
    await person.click(card("Seller's Lawyer").getByRole('button', { name: "Edit Seller's Lawyer" }));
    expect(screen.getByRole('dialog', { name: 'Assignment flow' })).toHaveTextContent('assign sellerLawyer');
    await person.click(screen.getByRole('button', { name: 'Cancel the flow' }));
    await person.click(card('Seller').getByRole('button', { name: 'Delete Seller' }));
    expect(screen.getByRole('dialog', { name: 'Assignment flow' })).toHaveTextContent('unassign seller');
  });

  it('reload the property once the assignment flow changed something, not after a cancel', async () => {
    render(ACTIVE_PROPERTY);
    await loaded();
    const person = user();
    expect(apiCalls('GET /get-property/{id}')).toHaveLength(1);
    await person.click(card('Seller').getByRole('button', { name: 'Delete Seller' }));
    await person.click(screen.getByRole('button', { name: 'Cancel the flow' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(apiCalls('GET /get-property/{id}')).toHaveLength(1);
    await person.click(card('Seller').getByRole('button', { name: 'Delete Seller' }));
    await person.click(screen.getByRole('button', { name: 'Finish with a change' }));
    await waitFor(() => expect(apiCalls('GET /get-property/{id}')).toHaveLength(2));
  });
});

describe("the 'More' contact information", () => {
  it('for a buyer lists every contact person with address and primary contact, numbers masked', async () => {
    render(ACTIVE_PROPERTY);
    await loaded();
    await user().click(screen.getByRole('button', { name: 'More Buyer contact information' }));
    const dialog = screen.getByRole('dialog', { name: messages.clientContactInfoTitle });
    const table = within(dialog).getByRole('grid');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['No.', 'Name', 'Identification No.', 'Phone No.', 'Email', 'Address', 'Primary Contact']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(cellsOf(first!)).toEqual([
      '1',
      'Lim Boon Keng',
      '******67D',
      '*****567',
      'boonkeng.lim@harbourfront.com.sg',
      '1 HARBOURFRONT WALK, #12-05, VIVOCITY, SINGAPORE 098632',
      'Yes',
    ]);
    expect(second).toHaveTextContent('Chen Mei Hua');
    expect(second).toHaveTextContent('No');
  });

  it('for an agent has the agent columns: estate agency and CEA no., no address or primary contact', async () => {
    render(ACTIVE_PROPERTY);
    await loaded();
    await user().click(screen.getByRole('button', { name: "More Buyer's Agent contact information" }));
    const dialog = screen.getByRole('dialog', { name: messages.agentContactInfoTitle });
    expect(
      within(dialog)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['No.', 'Estate Agency Name', 'Agent CEA No.', 'Phone No.', 'Email']);
    expect(within(dialog).getByRole('rowheader')).toHaveTextContent('ERA Realty Network Pte LtdTan Ah Kow');
    expect(within(dialog).getByText('R012345B')).toBeInTheDocument();
    expect(within(dialog).getByText('*****122')).toBeInTheDocument();
  });

  it('is not offered for lawyers', async () => {
    render(ACTIVE_PROPERTY);
    await loaded();
    expect(card("Buyer's Lawyer").queryByRole('button', { name: /^More/ })).not.toBeInTheDocument();
  });
});
