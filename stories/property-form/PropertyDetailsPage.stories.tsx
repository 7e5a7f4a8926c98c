import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PropertyDetailsPage } from '../../src/app/screens/property-form/PropertyDetailsPage';
import { messages } from '../../src/domain/messages';
import { SignedIn } from '../account/signed-in';
import { apiCalls, json, mockApi, storeDemoLogin } from '../support/mock-api';
import { expectPath, page } from '../support/page';
import { withQueryClient } from '../support/with-query-client';
import { withRouter } from '../support/with-router';
import { LOCKED_STORY_PROPERTY, propertyApi, propertyHandlers } from './property-api';

interface DetailsArgs {
  direct: boolean;
  duplicate: boolean;
}

/** /property-details/101/{direct}/{duplicate} in the signed-in shell, with the property's own left links. */
function DetailsInShell({ direct, duplicate }: DetailsArgs) {
  return (
    <SignedIn>
      <PropertyDetailsPage id={101} direct={direct} duplicate={duplicate} />
    </SignedIn>
  );
}

const meta = {
  title: 'Property Form/PropertyDetailsPage',
  component: DetailsInShell,
  args: { direct: false, duplicate: false },
  decorators: [withQueryClient],
  beforeEach: () => {
    storeDemoLogin('lawyer1');
    return mockApi(propertyApi());
  },
} satisfies Meta<typeof DetailsInShell>;
export default meta;
type Story = StoryObj<typeof meta>;

const previewRoute = [withRouter('/property-details/101/false/false')];
const editRoute = [withRouter('/property-details/101/true/false')];

/** The page once the property has loaded (while loading, the same region is busy and empty). */
async function details(canvasElement: HTMLElement) {
  const region = () => within(canvasElement).getByRole('region', { name: 'Property Details' });
  await waitFor(() => expect(region()).not.toHaveAttribute('aria-busy'), { timeout: 3000 });
  return within(region());
}

/** Editable, with the stored values in the fields. */
async function editing(canvasElement: HTMLElement) {
  const form = await details(canvasElement);
  await waitFor(() => expect(form.getByRole('textbox', { name: /Reference No\./ })).toHaveValue('TL/CONV/0101'));
  return form;
}

const fact = (form: { getByText: (text: string) => HTMLElement }, label: string) => form.getByText(label).nextElementSibling;

/** From the listing's view action: read-only, the header facts, the edit and delete icons; Update is off. */
export const Preview: Story = {
  decorators: previewRoute,
  play: async ({ canvasElement }) => {
    const form = await details(canvasElement);
    await waitFor(() => expect(fact(form, 'Property Control No.')).toHaveTextContent('PCN-2026-000101'));
    await expect(fact(form, 'Status')).toHaveTextContent('Pending');
    await expect(fact(form, 'Locked')).toHaveTextContent('No');
    await expect(form.queryByRole('textbox', { name: /Reference No\./ })).not.toBeInTheDocument();
    await expect(form.getByText('TL/CONV/0101')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Edit' })).toBeEnabled();
    await expect(form.getByRole('button', { name: 'Delete' })).toBeEnabled();
    await expect(form.getByRole('button', { name: 'Update' })).toBeDisabled();
    // The property's own links: OTP, WTA and S.65 wait for the four primary stakeholders.
    const links = within(within(canvasElement).getByRole('list', { name: 'PCN-2026-000101' }));
    await expect(links.getByRole('link', { name: 'Stakeholder Profiles' })).toHaveAttribute('href', '/conveyancing/property-summary/101');
    await expect(links.getByRole('link', { name: 'Option to Purchase' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The edit icon turns the preview into the form; Update saves and returns to the listing. */
export const Edit: Story = {
  decorators: previewRoute,
  play: async ({ canvasElement }) => {
    await userEvent.click((await details(canvasElement)).getByRole('button', { name: 'Edit' }));
    const form = await editing(canvasElement);
    await expect(form.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    const reference = form.getByRole('textbox', { name: /Reference No\./ });
    await userEvent.clear(reference);
    await userEvent.type(reference, 'TL/CONV/0101A');
    await userEvent.click(form.getByRole('button', { name: 'Update' }));
    await expectPath(canvasElement, '/property-listing');
    await expect(await page(canvasElement).findByText(messages.propertyUpdated('PCN-2026-000101'))).toBeVisible();
    const [update] = apiCalls('POST /update-property');
    await expect(update?.body).toMatchObject({ id: 101, lawfirmRefNo: 'TL/CONV/0101A', isTransactionTypeChanged: false });
    await expect(apiCalls('POST /check-IRAS-Taxable-By-Unit').map((call) => call.body)).toEqual([
      { blkHouseNo: '2', storeyNo: '45', unitNo: '01', streetName: 'MARINA BOULEVARD', postalCode: '018956' },
    ]);
  },
};

/** The listing's duplicate link: 'Duplicate' instead of 'Update', no edit or delete icons; a new property. */
export const Duplicate: Story = {
  args: { direct: true, duplicate: true },
  decorators: [withRouter('/property-details/101/true/true')],
  play: async ({ canvasElement }) => {
    const form = await editing(canvasElement);
    await expect(form.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    await expect(form.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await expect(form.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    await userEvent.click(form.getByRole('button', { name: 'Duplicate' }));
    await expectPath(canvasElement, '/property-listing');
    await expect(await page(canvasElement).findByText(messages.propertyDuplicated('PCN-2026-000202'))).toBeVisible();
    const [added] = apiCalls('POST /add-property');
    await expect(added?.body).not.toHaveProperty('id');
    await expect(added?.body).not.toHaveProperty('checkListId');
    await expect(added?.body).toMatchObject({ lawfirmRefNo: 'TL/CONV/0101', applicantInfo: { applicantName: 'Tan Wei Ming' } });
    await expect(apiCalls('POST /update-property')).toHaveLength(0);
  },
};

/** A locked property: a preview only, even when opened directly; no edit, no delete. */
export const Locked: Story = {
  args: { direct: true },
  decorators: editRoute,
  beforeEach: () => mockApi(propertyApi(LOCKED_STORY_PROPERTY)),
  play: async ({ canvasElement }) => {
    const form = await details(canvasElement);
    await waitFor(() => expect(form.getByText(messages.propertyLockedNotice)).toBeVisible());
    await expect(fact(form, 'Locked')).toHaveTextContent('Yes');
    await expect(fact(form, 'Status')).toHaveTextContent('Active');
    await expect(form.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    await expect(form.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await expect(form.getByRole('button', { name: 'Update' })).toBeDisabled();
    await expect(form.queryByRole('textbox', { name: /Reference No\./ })).not.toBeInTheDocument();
  },
};

/** IRAS answers code 30: the seed's API-error alert; OK saves anyway. */
export const IrasApiError: Story = {
  args: { direct: true },
  decorators: editRoute,
  beforeEach: () => mockApi(propertyApi(undefined, { 'POST /check-IRAS-Taxable-By-Unit': propertyHandlers.irasApiError })),
  play: async ({ canvasElement }) => {
    const form = await editing(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Update' }));
    const alert = await page(canvasElement).findByRole('alertdialog', { name: messages.irasValuationCheckApiError });
    await expect(alert).toHaveTextContent(messages.irasProceedWithSubmission);
    await expect(apiCalls('POST /update-property')).toHaveLength(0);
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    await expectPath(canvasElement, '/property-listing');
    await expect(apiCalls('POST /update-property')).toHaveLength(1);
  },
};

/** The unit is not in the Valuation List: the address is named; Cancel goes back to the form unsaved. */
export const IrasNotInValuationList: Story = {
  args: { direct: true },
  decorators: editRoute,
  beforeEach: () => mockApi(propertyApi(undefined, { 'POST /check-IRAS-Taxable-By-Unit': propertyHandlers.irasNotFound })),
  play: async ({ canvasElement }) => {
    const form = await editing(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Update' }));
    const alert = await page(canvasElement).findByRole('alertdialog', { name: messages.propertyNotInValuationList });
    await expect(alert).toHaveTextContent(messages.addressNotInValuationList('2 MARINA BOULEVARD, #45-01, SINGAPORE 018956'));
    await userEvent.click(within(alert).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(page(canvasElement).queryByRole('alertdialog', { name: messages.propertyNotInValuationList })).not.toBeInTheDocument(),
    );
    await expect(form.getByRole('button', { name: 'Update' })).toBeEnabled();
    await expect(apiCalls('POST /update-property')).toHaveLength(0);
    await expectPath(canvasElement, '/property-details/101/true/false');
  },
};

/** Purchase switched to Sale: the warning about the primary stakeholder client; OK saves with the flag. */
export const TransactionTypeChanged: Story = {
  args: { direct: true },
  decorators: editRoute,
  play: async ({ canvasElement }) => {
    const form = await editing(canvasElement);
    await userEvent.click(form.getByRole('button', { name: /Transaction Type/ }));
    await userEvent.click(await page(canvasElement).findByRole('option', { name: 'Sale of Property' }));
    await userEvent.click(form.getByRole('button', { name: 'Update' }));
    const alert = await page(canvasElement).findByRole('alertdialog', { name: messages.transactionTypeChangedTitle });
    await expect(alert).toHaveTextContent(messages.transactionTypeChangedText);
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    await expectPath(canvasElement, '/property-listing');
    const [update] = apiCalls('POST /update-property');
    await expect(update?.body).toMatchObject({
      transactionTypeId: 2,
      transactionTypeName: 'Sale of Property',
      clientFlag: 'S',
      isTransactionTypeChanged: true,
    });
  },
};

/** The server refuses with a 400: its messages show in the same error alert as the form's own check. */
export const ServerRefused: Story = {
  args: { direct: true },
  decorators: editRoute,
  beforeEach: () => mockApi(propertyApi(undefined, { 'POST /update-property': propertyHandlers.refused })),
  play: async ({ canvasElement }) => {
    const form = await editing(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Update' }));
    const alert = await page(canvasElement).findByRole('alertdialog', { name: messages.propertyValidationFailed });
    await expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([messages.completionDateBeforeToday]);
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    await expect(form.getByRole('button', { name: 'Update' })).toBeEnabled();
    await expectPath(canvasElement, '/property-details/101/true/false');
  },
};

/** Delete asks first; legal requisitions attached refuse it without calling delete. */
export const DeleteRefused: Story = {
  decorators: previewRoute,
  beforeEach: () =>
    mockApi(
      propertyApi(undefined, {
        'GET /get-duedeligence/{propertyId}': () => json([{ lfcontrolNo: 'LR-2026-000031', createdDate: '2026-03-02T09:15:00+08:00' }]),
      }),
    ),
  play: async ({ canvasElement }) => {
    await userEvent.click((await details(canvasElement)).getByRole('button', { name: 'Delete' }));
    const confirm = await page(canvasElement).findByRole('alertdialog', { name: messages.deletePropertyTitle });
    await expect(confirm).toHaveTextContent(messages.confirmDeleteProperty('TL/CONV/0101'));
    await userEvent.click(within(confirm).getByRole('button', { name: 'OK' }));
    const refused = await page(canvasElement).findByRole('alertdialog', { name: messages.deleteFailedTitle });
    await expect(refused).toHaveTextContent(messages.deleteFailedRequisitions('TL/CONV/0101', 'PCN-2026-000101'));
    await expect(apiCalls('POST /delete-property/')).toHaveLength(0);
  },
};

/** A free property is deleted: 'Successfully Deleted' and back to the listing. */
export const Deleted: Story = {
  decorators: previewRoute,
  play: async ({ canvasElement }) => {
    await userEvent.click((await details(canvasElement)).getByRole('button', { name: 'Delete' }));
    const confirm = await page(canvasElement).findByRole('alertdialog', { name: messages.deletePropertyTitle });
    await userEvent.click(within(confirm).getByRole('button', { name: 'OK' }));
    await expectPath(canvasElement, '/property-listing');
    await expect(await page(canvasElement).findByText(messages.successfullyDeleted)).toBeVisible();
    await expect(apiCalls('POST /delete-property/').map((call) => call.body)).toEqual([{ id: 101 }]);
  },
};

/** The property cannot be fetched: the get-property page (seed 000 §8). */
export const FetchFailed: Story = {
  decorators: previewRoute,
  beforeEach: () => mockApi(propertyApi(undefined, { 'GET /get-property/{id}': () => json({ errormsg: messages.notFound }, 404) })),
  play: async ({ canvasElement }) => {
    await expectPath(canvasElement, '/get-property');
  },
};
