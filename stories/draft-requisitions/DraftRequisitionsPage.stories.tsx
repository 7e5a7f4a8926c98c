import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CART_TITLE } from '../../src/app/screens/draft-requisitions/CartModal';
import { DraftRequisitionsPage } from '../../src/app/screens/draft-requisitions/DraftRequisitionsPage';
import { messages } from '../../src/domain/messages';
import { SignedIn } from '../account/signed-in';
import { drafts } from '../requisition-reports/report-fixtures';
import { requisitionsServer, type RequisitionsServerOptions } from '../requisition-reports/requisitions-api';
import { demoApi, mockApi, storeDemoLogin } from '../support/mock-api';
import { page } from '../support/page';
import { withQueryClient } from '../support/with-query-client';
import { withRouter } from '../support/with-router';

function DraftsPage() {
  return (
    <SignedIn>
      <DraftRequisitionsPage />
    </SignedIn>
  );
}

const meta = {
  title: 'Requisitions/DraftRequisitionsPage',
  component: DraftsPage,
  decorators: [withQueryClient, withRouter('/draftedRequisition-reports')],
} satisfies Meta<typeof DraftsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const DRAFTS = drafts(3);
const [FIRST, SECOND] = DRAFTS;

/** Signed in as lawyer1 against the in-memory requisitions server. */
const serve =
  (options: Partial<RequisitionsServerOptions> = {}) =>
  () => {
    storeDemoLogin('lawyer1');
    return mockApi({ ...demoApi(), ...requisitionsServer({ requisitions: DRAFTS, ...options }).routes });
  };

const table = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('grid', { name: 'Draft requisitions' }));

async function tick(canvasElement: HTMLElement, lfControlNumber: string) {
  const grid = await table(canvasElement);
  const row = (await grid.findByRole('button', { name: lfControlNumber })).closest('[role="row"]');
  if (!(row instanceof HTMLElement)) throw new Error(`no row for ${lfControlNumber}`);
  await userEvent.click(within(row).getByRole('checkbox'));
}

async function openCart(canvasElement: HTMLElement, ...lfControlNumbers: string[]) {
  for (const lfControlNumber of lfControlNumbers) await tick(canvasElement, lfControlNumber);
  await userEvent.click(within(canvasElement).getByRole('button', { name: `Cart, ${lfControlNumbers.length} selected` }));
  return within(await page(canvasElement).findByRole('dialog', { name: CART_TITLE }));
}

/** The drafts have not arrived yet. */
export const Loading: Story = {
  beforeEach: serve({ listing: 'never' }),
  play: async ({ canvasElement }) => {
    await expect(await (await table(canvasElement)).findByText(messages.pleaseWait)).toBeVisible();
  },
};

/** Three drafts, none in the cart yet. */
export const List: Story = {
  beforeEach: serve(),
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await waitFor(() => expect(grid.getAllByRole('row')).toHaveLength(4));
    await expect(within(canvasElement).getByRole('button', { name: 'Cart, 0 selected' })).toBeVisible();
  },
};

/** The firm has no drafts. */
export const NoDrafts: Story = {
  beforeEach: serve({ requisitions: [] }),
  play: async ({ canvasElement }) => {
    await expect(await (await table(canvasElement)).findByText(messages.noRecordsFound)).toBeVisible();
  },
};

/** The drafts could not be loaded. */
export const Failure: Story = {
  beforeEach: serve({ listing: 'fail' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(messages.reportListingFailed);
  },
};

/** The cart pressed with nothing in it. */
export const EmptyCartAlert: Story = {
  beforeEach: serve(),
  play: async ({ canvasElement }) => {
    await (await table(canvasElement)).findByRole('button', { name: FIRST!.lfControlNumber });
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cart, 0 selected' }));
    await expect(await page(canvasElement).findByRole('alertdialog', { name: messages.emptyDraftCart })).toBeVisible();
  },
};

/** Two drafts in the open cart, each with its own Submit, Discard and Remove. */
export const CartOpen: Story = {
  beforeEach: serve(),
  play: async ({ canvasElement }) => {
    const cart = await openCart(canvasElement, FIRST!.lfControlNumber, SECOND!.lfControlNumber);
    await expect(cart.getAllByRole('row')).toHaveLength(3);
    await expect(cart.getByRole('button', { name: `Submit ${FIRST!.lfControlNumber}` })).toBeVisible();
    await expect(cart.getByRole('button', { name: 'Submit All' })).toBeVisible();
  },
};

/** The cart submitted: the toast, and the drafts leave the list. */
export const Submitted: Story = {
  beforeEach: serve(),
  play: async ({ canvasElement }) => {
    const cart = await openCart(canvasElement, FIRST!.lfControlNumber);
    await userEvent.click(cart.getByRole('button', { name: 'Submit All' }));
    await expect(await page(canvasElement).findByText(messages.draftSubmitted)).toBeVisible();
    const grid = await table(canvasElement);
    await waitFor(() => expect(grid.getAllByRole('row')).toHaveLength(3));
    await expect(within(canvasElement).getByRole('button', { name: 'Cart, 0 selected' })).toBeVisible();
  },
};

/** The server answered false: 'Error', and the cart stays open. */
export const SubmitError: Story = {
  beforeEach: serve({ draftAction: 'false' }),
  play: async ({ canvasElement }) => {
    const cart = await openCart(canvasElement, FIRST!.lfControlNumber);
    await userEvent.click(cart.getByRole('button', { name: 'Discard All' }));
    const question = await page(canvasElement).findByRole('alertdialog', { name: messages.discardDraftTitle });
    await userEvent.click(within(question).getByRole('button', { name: 'Discard' }));
    await expect(await page(canvasElement).findByText(messages.error)).toBeVisible();
    await expect(page(canvasElement).getByRole('dialog', { name: CART_TITLE })).toBeVisible();
  },
};

/** Discard asks first, naming the drafts: a discarded draft is never sent and cannot be brought back (issue 18). */
export const DiscardAsksFirst: Story = {
  beforeEach: serve(),
  play: async ({ canvasElement }) => {
    const cart = await openCart(canvasElement, FIRST!.lfControlNumber, SECOND!.lfControlNumber);
    await userEvent.click(cart.getByRole('button', { name: `Discard ${SECOND!.lfControlNumber}` }));
    const question = await page(canvasElement).findByRole('alertdialog', { name: messages.discardDraftTitle });
    await expect(question).toHaveTextContent(messages.confirmDiscardDrafts([SECOND!.lfControlNumber]));
    await expect(within(question).getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(within(question).getByRole('button', { name: 'Discard' })).toBeVisible();
  },
};
