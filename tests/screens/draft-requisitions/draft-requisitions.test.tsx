import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CART_TITLE } from '../../../src/app/screens/draft-requisitions/CartModal';
import { DraftRequisitionsPage } from '../../../src/app/screens/draft-requisitions/DraftRequisitionsPage';
import { messages } from '../../../src/domain/messages';
import { drafts } from '../../../stories/requisition-reports/report-fixtures';
import type { RequisitionsServerOptions } from '../../../stories/requisition-reports/requisitions-api';
import { apiCalls } from '../../../stories/support/mock-api';
import { renderRequisitionsPage, toastMessages, user, USER_ID } from '../requisition-reports/requisitions-screen';
import { stubScrollToEachTest } from '../support/screen-model';

const PATH = '/draftedRequisition-reports';
let cleanup: () => void = () => undefined;
afterEach(() => cleanup());

function render(server: RequisitionsServerOptions) {
  const rendered = renderRequisitionsPage({ page: DraftRequisitionsPage, path: PATH, server });
  cleanup = rendered.cleanup;
  return rendered;
}

const table = () => screen.getByRole('grid', { name: 'Draft requisitions' });
const listed = () =>
  within(table())
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);
const cartButton = (count: string) => screen.getByRole('button', { name: `Cart, ${count} selected` });
const cart = () => within(screen.getByRole('dialog', { name: CART_TITLE }));
const discardQuestion = () => within(screen.getByRole('alertdialog', { name: messages.discardDraftTitle }));

function rowOf(lfControlNo: string) {
  const row = within(table()).getByRole('rowheader', { name: lfControlNo }).closest('[role="row"]');
  if (!(row instanceof HTMLElement)) throw new Error(`no row for ${lfControlNo}`);
  return within(row);
}

async function shown(lfControlNos: string[]) {
  await waitFor(() => expect(listed()).toEqual(lfControlNos));
}

const DRAFTS = drafts(3);
const numbers = DRAFTS.map((row) => row.lfControlNumber);
const [A = '', B = '', C = ''] = numbers;

describe('DRAFT REQUISITION page', () => {
  stubScrollToEachTest();

  it('lists every draft of the firm: drafts only, no criteria', async () => {
    render({
      requisitions: [
        ...DRAFTS,
        ...drafts(5)
          .slice(3)
          .map((row) => ({ ...row, drafted: false })),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'DRAFT REQUISITION' })).toBeInTheDocument();
    await shown(numbers);
    expect(apiCalls('POST /loadAllRequisitions').map((call) => call.body)).toEqual([
      { accountId: USER_ID, fromDate: '', toDate: '', searchCriteria: '', drafted: true },
    ]);
  });

  it("the cart with nothing in it says 'No Draft LR Records to Submit/Discard in the cart, Please select at least one!'", async () => {
    render({ requisitions: DRAFTS });
    await shown(numbers);
    await user().click(cartButton('0'));
    const alert = await screen.findByRole('alertdialog', { name: messages.emptyDraftCart });
    await user().click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('ticked drafts go into the cart once each, and the badge counts them', async () => {
    render({ requisitions: DRAFTS });
    await shown(numbers);
    const person = user();
    await person.click(rowOf(A).getByRole('checkbox'));
    expect(cartButton('1')).toBeInTheDocument();
    await person.click(within(table()).getByRole('checkbox', { name: 'Select All' }));
    expect(cartButton('3')).toBeInTheDocument();
    await person.click(cartButton('3'));
    expect(
      cart()
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual([A, B, C]);
  });

  it("the badge shows at most '500+'", async () => {
    render({ requisitions: drafts(501) });
    await waitFor(() => expect(listed()).toHaveLength(10));
    await user().click(within(table()).getByRole('checkbox', { name: 'Select All' }));
    expect(cartButton('500+')).toBeInTheDocument();
  });

  it('the cart shows five drafts a page', async () => {
    render({ requisitions: drafts(7) });
    await waitFor(() => expect(listed()).toHaveLength(7));
    const person = user();
    await person.click(within(table()).getByRole('checkbox', { name: 'Select All' }));
    await person.click(cartButton('7'));
    expect(cart().getAllByRole('rowheader')).toHaveLength(5);
    await person.click(cart().getByRole('button', { name: 'Next' }));
    expect(cart().getAllByRole('rowheader')).toHaveLength(2);
  });

  it("Submit All submits the whole cart: 'Draft successfully submitted', and the drafts leave the list", async () => {
    const { server } = render({ requisitions: DRAFTS });
    await shown(numbers);
    const person = user();
    await person.click(rowOf(A).getByRole('checkbox'));
    await person.click(rowOf(C).getByRole('checkbox'));
    await person.click(cartButton('2'));
    await person.click(cart().getByRole('button', { name: 'Submit All' }));
    await shown([B]);
    await waitFor(() => expect(toastMessages()).toContain(messages.draftSubmitted));
    expect(screen.queryByRole('dialog', { name: CART_TITLE })).not.toBeInTheDocument();
    expect(cartButton('0')).toBeInTheDocument();
    expect(apiCalls('POST /submitOrDiscardDraftedDueDiligences').map((call) => call.body)).toEqual([
      { loginId: USER_ID, lfControlNos: [A, C], allLfControlNos: [A, C], isSubmit: true },
    ]);
    expect(
      server
        .requisitions()
        .filter((row) => !row.drafted)
        .map((row) => row.lfControlNumber),
    ).toEqual([A, C]);
  });

  it("one draft of the cart can be discarded alone: 'Draft successfully discarded', the rest stays in the cart", async () => {
    render({ requisitions: DRAFTS });
    await shown(numbers);
    const person = user();
    await person.click(within(table()).getByRole('checkbox', { name: 'Select All' }));
    await person.click(cartButton('3'));
    await person.click(cart().getByRole('button', { name: `Discard ${B}` }));
    await person.click(discardQuestion().getByRole('button', { name: 'Discard' }));
    await shown([A, C]);
    await waitFor(() => expect(toastMessages()).toContain(messages.draftDiscarded));
    expect(cartButton('2')).toBeInTheDocument();
    expect(apiCalls('POST /submitOrDiscardDraftedDueDiligences').map((call) => call.body)).toEqual([
      { loginId: USER_ID, lfControlNos: [B], allLfControlNos: [A, B, C], isSubmit: false },
    ]);
  });

  it('Remove takes a draft out of the cart without a call', async () => {
    render({ requisitions: DRAFTS });
    await shown(numbers);
    const person = user();
    await person.click(within(table()).getByRole('checkbox', { name: 'Select All' }));
    await person.click(cartButton('3'));
    await person.click(cart().getByRole('button', { name: `Remove ${A}` }));
    expect(
      cart()
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual([B, C]);
    expect(apiCalls('POST /submitOrDiscardDraftedDueDiligences')).toEqual([]);
  });

  it("a false answer says 'Error' and keeps the cart", async () => {
    render({ requisitions: DRAFTS, draftAction: 'false' });
    await shown(numbers);
    const person = user();
    await person.click(rowOf(A).getByRole('checkbox'));
    await person.click(cartButton('1'));
    await person.click(cart().getByRole('button', { name: 'Submit All' }));
    await waitFor(() => expect(toastMessages()).toContain(messages.error));
    expect(
      cart()
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual([A]);
  });

  it("a draft another user already handled: the server's message", async () => {
    render({ requisitions: DRAFTS, draftAction: 'conflict' });
    await shown(numbers);
    const person = user();
    await person.click(rowOf(A).getByRole('checkbox'));
    await person.click(cartButton('1'));
    await person.click(cart().getByRole('button', { name: 'Discard All' }));
    await person.click(discardQuestion().getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(toastMessages()).toContain(messages.requisitionAlreadyHandled));
  });

  it('a discard asks first, naming the drafts; Cancel keeps them in the cart and sends nothing (issue 18)', async () => {
    render({ requisitions: DRAFTS });
    await shown(numbers);
    const person = user();
    await person.click(within(table()).getByRole('checkbox', { name: 'Select All' }));
    await person.click(cartButton('3'));
    await person.click(cart().getByRole('button', { name: 'Discard All' }));
    expect(screen.getByRole('alertdialog', { name: messages.discardDraftTitle })).toHaveTextContent(messages.confirmDiscardDrafts([A, B, C]));
    await person.click(discardQuestion().getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: messages.discardDraftTitle })).not.toBeInTheDocument());
    expect(
      cart()
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual([A, B, C]);
    await person.click(cart().getByRole('button', { name: `Discard ${C}` }));
    expect(screen.getByRole('alertdialog', { name: messages.discardDraftTitle })).toHaveTextContent(messages.confirmDiscardDrafts([C]));
    expect(apiCalls('POST /submitOrDiscardDraftedDueDiligences')).toEqual([]);
  });

  it("a failed listing says 'Internal Server Error.. Please try again later!'", async () => {
    render({ requisitions: DRAFTS, listing: 'fail' });
    expect(await screen.findByText(messages.reportListingFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
