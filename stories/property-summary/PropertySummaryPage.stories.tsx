import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Property } from '../../src/api/property-form';
import { PropertySummaryPage } from '../../src/app/screens/property-summary/PropertySummaryPage';
import { messages } from '../../src/domain/messages';
import { SignedIn } from '../account/signed-in';
import { apiCalls, mockApi, storeDemoLogin } from '../support/mock-api';
import { expectPath, page } from '../support/page';
import { withQueryClient } from '../support/with-query-client';
import { withRouter } from '../support/with-router';
import { refusesFields, summaryServer } from './summary-api';
import { ACTIVE_PROPERTY, DOCUMENT_ACTIVITY, LOCKED_PROPERTY, PENDING_PROPERTY } from './summary-fixtures';

interface SummaryArgs {
  /** What GET /get-property answers. */
  property: Property;
  /** When given, the secondary stakeholder save answers 400 with these per-field errors. */
  serverErrors?: string[];
}

/** /property-summary/101 in the signed-in shell, with the property's own left links. */
function SummaryInShell(_args: SummaryArgs) {
  return (
    <SignedIn>
      <PropertySummaryPage id={101} />
    </SignedIn>
  );
}

const meta = {
  title: 'Property Summary/PropertySummaryPage',
  component: SummaryInShell,
  args: { property: ACTIVE_PROPERTY },
  decorators: [withRouter('/property-summary/101'), withQueryClient],
  beforeEach: ({ args }) => {
    storeDemoLogin('lawyer1');
    const overrides = args.serverErrors ? { 'POST /assign-2nd-stakeholder': refusesFields(args.serverErrors) } : {};
    return mockApi(summaryServer(args.property, overrides).routes);
  },
} satisfies Meta<typeof SummaryInShell>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page once the property has loaded. */
async function summary(canvasElement: HTMLElement) {
  const region = () => within(canvasElement).getByRole('region', { name: 'Stakeholder Profiles' });
  await waitFor(() => expect(region()).not.toHaveAttribute('aria-busy'), { timeout: 3000 });
  return within(region());
}

/** A card of the page, by its title. */
const card = (view: { getByRole: (role: 'region', options: { name: string }) => HTMLElement }, title: string) =>
  within(view.getByRole('region', { name: title }));

/** A new purchase: nobody assigned, the empty texts, add icons only; the secondary group waits for both lawyers. */
export const PendingNothingAssigned: Story = {
  args: { property: PENDING_PROPERTY },
  play: async ({ canvasElement }) => {
    const view = await summary(canvasElement);
    await expect(view.getByText('2 MARINA BOULEVARD, #45-01, SINGAPORE 018956')).toBeVisible();
    await expect(view.getByText('PCN-2026-000101')).toBeVisible();
    await expect(card(view, 'Buyer (Client)').getByText(messages.pleaseAssignBuyer)).toBeVisible();
    await expect(card(view, 'Seller').getByText(messages.pleaseAssignSeller)).toBeVisible();
    await expect(card(view, "Buyer's Lawyer").getByText(messages.pleaseAssignLawyer)).toBeVisible();
    await expect(card(view, "Seller's Agent").getByText(messages.pleaseAssignAgent)).toBeVisible();
    await expect(card(view, 'Buyer (Client)').getByRole('button', { name: 'Add Buyer' })).toBeEnabled();
    await expect(view.getByRole('button', { name: 'SECONDARY STAKEHOLDER' })).toBeDisabled();
    await expect(view.getByRole('note')).toHaveTextContent(messages.secondaryStakeholdersNeedLawyers);
  },
};

/** Every primary stakeholder assigned, numbers masked; the secondary group open with its eleven cards. */
export const ActiveFullyAssigned: Story = {
  play: async ({ canvasElement }) => {
    const view = await summary(canvasElement);
    const buyer = card(view, 'Buyer (Client)');
    await expect(buyer.getByText('******67D')).toBeVisible();
    await expect(buyer.getByText('*****567')).toBeVisible();
    await expect(buyer.getByRole('button', { name: 'Edit Buyer' })).toBeEnabled();
    await expect(buyer.getByRole('button', { name: 'Delete Buyer' })).toBeEnabled();
    await expect(card(view, "Seller's Lawyer").getByText('Lee & Ong Law Corporation')).toBeVisible();
    await expect(view.getByRole('button', { name: 'SECONDARY STAKEHOLDER' })).toHaveAttribute('aria-expanded', 'true');
    await expect(card(view, 'Mortgagee Bank').getByText('DBS Bank Ltd')).toBeVisible();
    await userEvent.click(card(view, 'Mortgagee Bank').getByRole('button', { name: 'More details' }));
    await expect(card(view, 'Mortgagee Bank').getByText('Jason Koh')).toBeVisible();
    const links = within(within(canvasElement).getByRole('list', { name: 'PCN-2026-000101' }));
    await expect(links.getByRole('link', { name: 'Stakeholder Profiles' })).toHaveAttribute('aria-current', 'page');
  },
};

/** A locked case: the details show, no add, edit or delete anywhere. */
export const Locked: Story = {
  args: { property: LOCKED_PROPERTY },
  play: async ({ canvasElement }) => {
    const view = await summary(canvasElement);
    await expect(view.getByText(messages.propertyLockedAssignment)).toBeVisible();
    await expect(view.queryByRole('button', { name: /^(Add|Edit|Delete) / })).not.toBeInTheDocument();
    await expect(view.getByRole('button', { name: 'More Buyer contact information' })).toBeEnabled();
  },
};

/**
 * Delete on a primary card hands over to the assignment flow: its confirmation, then the lawyer is gone and,
 * with the property Pending again, the secondary group is disabled.
 */
export const UnassignLawyer: Story = {
  play: async ({ canvasElement }) => {
    const view = await summary(canvasElement);
    await userEvent.click(card(view, "Seller's Lawyer").getByRole('button', { name: "Delete Seller's Lawyer" }));
    const confirm = await page(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'OK' }));
    await expect(await page(canvasElement).findByText(messages.successfullyUnassigned)).toBeVisible();
    await waitFor(() => expect(card(view, "Seller's Lawyer").getByText(messages.pleaseAssignLawyer)).toBeVisible());
    await expect(view.getByRole('button', { name: 'SECONDARY STAKEHOLDER' })).toBeDisabled();
    await expect(apiCalls('POST /remove-assigned-lawyer').map((call) => call.body)).toEqual([{ propertyInfoId: 101, lawyerFlag: 'S' }]);
  },
};

/** 'More' on the buyer: every contact person, with address and primary contact. */
export const MoreClient: Story = {
  play: async ({ canvasElement }) => {
    const view = await summary(canvasElement);
    await userEvent.click(view.getByRole('button', { name: 'More Buyer contact information' }));
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: messages.clientContactInfoTitle }));
    await expect(dialog.getByRole('columnheader', { name: 'Primary Contact' })).toBeVisible();
    await expect(dialog.getByRole('rowheader', { name: 'Lim Boon Keng' })).toBeVisible();
    await expect(dialog.getByRole('rowheader', { name: 'Chen Mei Hua' })).toBeVisible();
  },
};

/** 'More' on an agent: the agent columns, no address or primary contact. */
export const MoreAgent: Story = {
  play: async ({ canvasElement }) => {
    const view = await summary(canvasElement);
    await userEvent.click(view.getByRole('button', { name: "More Seller's Agent contact information" }));
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: messages.agentContactInfoTitle }));
    await expect(dialog.getByRole('columnheader', { name: 'Estate Agency Name' })).toBeVisible();
    await expect(dialog.getByRole('columnheader', { name: 'Agent CEA No.' })).toBeVisible();
    await expect(dialog.queryByRole('columnheader', { name: 'Address' })).not.toBeInTheDocument();
    await expect(dialog.getByText('R054321C')).toBeVisible();
  },
};

/** Add a valuer: an empty form; Ok with nothing filled in is not sent. */
export const SecondaryFormEmpty: Story = {
  play: async ({ canvasElement }) => {
    const view = await summary(canvasElement);
    await userEvent.click(card(view, 'Valuer').getByRole('button', { name: 'Add Valuer' }));
    const form = within(await page(canvasElement).findByRole('dialog', { name: 'Valuer' }));
    for (const input of form.getAllByRole('textbox')) await expect(input).toHaveValue('');
    await userEvent.click(form.getByRole('button', { name: 'Ok' }));
    await expect(form.getByRole('alert')).toHaveTextContent(messages.secondaryInfoEmpty);
    await expect(apiCalls('POST /assign-2nd-stakeholder')).toHaveLength(0);
  },
};

/** Edit the mortgagee bank: the stored values; Ok saves and returns to the property listing (seed 001 §2.1). */
export const SecondaryFormFilled: Story = {
  play: async ({ canvasElement }) => {
    const view = await summary(canvasElement);
    await userEvent.click(card(view, 'Mortgagee Bank').getByRole('button', { name: 'Edit Mortgagee Bank' }));
    const form = within(await page(canvasElement).findByRole('dialog', { name: 'Mortgagee Bank' }));
    await expect(form.getByRole('textbox', { name: 'Bank Name' })).toHaveValue('DBS Bank Ltd');
    const officer = form.getByRole('textbox', { name: 'Officer In Charge' });
    await userEvent.clear(officer);
    await userEvent.type(officer, 'Priya Nair');
    await userEvent.click(form.getByRole('button', { name: 'Ok' }));
    await expectPath(canvasElement, '/property-listing');
    await expect(await page(canvasElement).findByText(messages.secondarySaved('Mortgagee Bank'))).toBeVisible();
    await expect(apiCalls('POST /assign-2nd-stakeholder')[0]?.body).toMatchObject({
      kind: 'mortgagee-bank',
      info: { bankName: 'DBS Bank Ltd', officerInCharge: 'Priya Nair' },
    });
  },
};

/** The server refuses two fields: each error under its field; typing clears that one only. */
export const SecondaryFormServerErrors: Story = {
  args: {
    serverErrors: [
      `info.solPostalCode: ${messages.postalCodeNotSixDigits}`,
      'info.solBankName: Solicitor Firm Name should not exceed 200 characters',
    ],
  },
  play: async ({ canvasElement }) => {
    const view = await summary(canvasElement);
    await userEvent.click(card(view, 'Mortgagee Bank Solicitor').getByRole('button', { name: 'Add Mortgagee Bank Solicitor' }));
    const form = within(await page(canvasElement).findByRole('dialog', { name: 'Mortgagee Bank Solicitor' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Solicitor Firm Name' }), 'Rajah & Tann Singapore LLP');
    await userEvent.type(form.getByRole('textbox', { name: 'Postal Code' }), '0389');
    await userEvent.click(form.getByRole('button', { name: 'Ok' }));
    const postal = form.getByRole('textbox', { name: 'Postal Code' });
    await waitFor(() => expect(postal).toHaveAccessibleDescription(messages.postalCodeNotSixDigits));
    await userEvent.type(postal, '87');
    await expect(postal).not.toHaveAttribute('aria-invalid');
    await expect(form.getByRole('textbox', { name: 'Solicitor Firm Name' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Delete a secondary stakeholder: asked first, then 'Successfully Deleted' and the card is empty. */
export const SecondaryDelete: Story = {
  play: async ({ canvasElement }) => {
    const view = await summary(canvasElement);
    await userEvent.click(card(view, 'CPF Board').getByRole('button', { name: 'Delete CPF Board' }));
    const confirm = await page(canvasElement).findByRole('alertdialog', { name: messages.secondaryDeleteTitle });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expect(await page(canvasElement).findByText(messages.successfullyDeleted)).toBeVisible();
    await waitFor(() => expect(card(view, 'CPF Board').getByText(messages.secondaryNotAssigned)).toBeVisible());
  },
};

/** The document activity modal before any document has been printed or sent. */
export const ActivityEmpty: Story = {
  play: async ({ canvasElement }) => {
    const view = await summary(canvasElement);
    await userEvent.click(view.getByRole('button', { name: 'Document Activity' }));
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Document Activity' }));
    await expect(dialog.getByText(messages.noDocumentActivity)).toBeVisible();
  },
};

/** The document activity modal with an original, a sent and a printed document, latest first. */
export const ActivityWithRows: Story = {
  args: { property: { ...ACTIVE_PROPERTY, propertyDocument: DOCUMENT_ACTIVITY } },
  play: async ({ canvasElement }) => {
    const view = await summary(canvasElement);
    await userEvent.click(view.getByRole('button', { name: 'Document Activity' }));
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Document Activity' }));
    await expect(dialog.getAllByRole('img').map((icon) => icon.getAttribute('aria-label'))).toEqual(['Print', 'Sent', 'Original']);
    await expect(dialog.getByRole('rowheader', { name: '03/03/2026 02:30 PM' })).toBeVisible();
    await expect(dialog.getByText('Lim Boon Keng, Mei Ling Ong')).toBeVisible();
  },
};
