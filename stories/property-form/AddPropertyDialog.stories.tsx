import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PropertyListingPage } from '../../src/app/screens/property-listing/PropertyListingPage';
import { messages } from '../../src/domain/messages';
import { SignedIn } from '../account/signed-in';
import { listingServer } from '../property-listing/listing-api';
import { demoRows } from '../property-listing/listing-fixtures';
import { apiCalls, mockApi, storeDemoLogin } from '../support/mock-api';
import { expectPath, page } from '../support/page';
import { withQueryClient } from '../support/with-query-client';
import { withRouter } from '../support/with-router';
import { propertyApi } from './property-api';

/** The listing page in the signed-in shell; the dialog opens from the left navigation's 'Add New Property'. */
function ListingWithNavigation() {
  return (
    <SignedIn>
      <PropertyListingPage />
    </SignedIn>
  );
}

const meta = {
  title: 'Property Form/AddPropertyDialog',
  component: ListingWithNavigation,
  decorators: [withQueryClient, withRouter('/property-listing')],
  beforeEach: () => {
    storeDemoLogin('lawyer1');
    return mockApi({ ...listingServer({ rows: demoRows(4) }).routes, ...propertyApi() });
  },
} satisfies Meta<typeof ListingWithNavigation>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog(canvasElement: HTMLElement) {
  const nav = within(await within(canvasElement).findByRole('navigation', { name: 'Property' }));
  await userEvent.click(nav.getByRole('button', { name: 'Add New Property' }));
  const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Property Information' }));
  // The first transaction type is preselected once the list arrives (seed 000 §4).
  await waitFor(() => expect(dialog.getByRole('button', { name: /Transaction Type/ })).toHaveTextContent('Purchase of Property'));
  return dialog;
}

/** A blank form with the four sections, Save and Cancel. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    for (const section of ['Applicant Information', 'Property Information', 'MCST Information', 'Lot Information']) {
      await expect(dialog.getByRole('heading', { level: 3, name: section })).toBeVisible();
    }
    await expect(dialog.getByRole('textbox', { name: /Reference No\./ })).toHaveValue('');
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

/** Save on a blank form: the error alert lists the seed's messages, and nothing is sent. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    const alert = await page(canvasElement).findByRole('alertdialog', { name: messages.propertyValidationFailed });
    const listed = within(alert)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    for (const message of [
      messages.applicantInfoEmpty,
      messages.referenceNoEmpty,
      messages.blockHouseNoEmpty,
      messages.streetNameEmpty,
      messages.mktsNumberEmpty,
      messages.landLotNumberEmpty,
    ]) {
      await expect(listed).toContain(message);
    }
    await expect(apiCalls('POST /add-property')).toHaveLength(0);
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog', { name: messages.propertyValidationFailed })).not.toBeInTheDocument());
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/** A vacant plot filled in and saved: no IRAS check for LAND; the dialog closes with the new control number. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const type = async (name: string | RegExp, text: string) => userEvent.type(dialog.getByRole('textbox', { name }), text);
    await type(/Name of Applicant Solicitor/, 'Ong Mei Ling');
    await type(/Email Address/, 'meiling.ong@tanlim.com.sg');
    await type(/Contact No/, '91234567');
    await type(/Reference No\./, 'TL/CONV/0202');
    await userEvent.click(dialog.getByRole('radio', { name: 'LAND' }));
    await type(/Street Name/, 'lorong chencharu');
    await type('MK/TS No. row 1', '13');
    await type('Lot No. row 1', 'MK13-5229W');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await page(canvasElement).findByText(messages.propertyAdded('PCN-2026-000202'))).toBeVisible();
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog', { name: 'Property Information' })).not.toBeInTheDocument());
    await expect(apiCalls('POST /check-IRAS-Taxable-By-Unit')).toHaveLength(0);
    const [added] = apiCalls('POST /add-property');
    await expect(added?.body).toMatchObject({
      lawfirmRefNo: 'TL/CONV/0202',
      propType: 'LAND',
      propDesc: 'VACANT LAND',
      streetName: 'LORONG CHENCHARU',
      transactionTypeName: 'Purchase of Property',
      lotInfos: [{ sequenceKey: 1, mktsId: 'MK', mktsNo: '13', landLotFormat: 'N', landLotNo: '5229W', partIndicator: 'N' }],
      applicantInfo: { applicantName: 'Ong Mei Ling', applicantEmail: 'meiling.ong@tanlim.com.sg', applicantContact: '91234567' },
    });
  },
};

/** Cancel after typing asks first (issue 18); Leave closes the dialog and the page stays where it was. */
export const Cancelled: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: /Reference No\./ }), 'TL/CONV/0300');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    const question = await page(canvasElement).findByRole('alertdialog', { name: messages.unsavedChangesTitle });
    await expect(question).toHaveTextContent(messages.leaveWithoutSaving);
    await userEvent.click(within(question).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expectPath(canvasElement, '/property-listing');
    await expect(apiCalls('POST /add-property')).toHaveLength(0);
  },
};

/** 'Leave without saving?' over the typed form; Stay returns to it with nothing lost. */
export const CancelAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: /Reference No\./ }), 'TL/CONV/0301');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    const question = await page(canvasElement).findByRole('alertdialog', { name: messages.unsavedChangesTitle });
    await userEvent.click(within(question).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(dialog.getByRole('textbox', { name: /Reference No\./ })).toHaveValue('TL/CONV/0301');
  },
};

/** Untouched, Cancel closes at once: the transaction type the form preselected is not the user's edit. */
export const CancelUntouched: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog', { name: 'Property Information' })).not.toBeInTheDocument());
    await expect(page(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};
