import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ClientDetailsPage } from '../../src/app/screens/contacts/ClientDetailsPage';
import { messages } from '../../src/domain/messages';
import { SignedIn } from '../account/signed-in';
import { apiCalls, storeDemoLogin } from '../support/mock-api';
import { expectPath, page } from '../support/page';
import { withQueryClient } from '../support/with-query-client';
import { withRouter } from '../support/with-router';
import { GOH_SIEW_LING, MARINA_BAY } from './contact-fixtures';
import { installContactServer } from './contacts-api';

interface DetailsArgs {
  id: number;
  direct: boolean;
  propId: number | null;
}

/** /client-details/{id}/{direct}/{propId} in the signed-in shell. */
function DetailsInShell({ id, direct, propId }: DetailsArgs) {
  return (
    <SignedIn>
      <ClientDetailsPage id={id} direct={direct} propId={propId} />
    </SignedIn>
  );
}

const meta = {
  title: 'Contacts/ClientDetailsPage',
  component: DetailsInShell,
  args: { id: 11, direct: false, propId: null },
  decorators: [withQueryClient],
  beforeEach: () => {
    storeDemoLogin('lawyer1');
    return installContactServer({ clients: [MARINA_BAY, GOH_SIEW_LING] }).restore;
  },
} satisfies Meta<typeof DetailsInShell>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page once the client has loaded. */
async function details(canvasElement: HTMLElement) {
  const region = () => within(canvasElement).getByRole('region', { name: 'Contact Details' });
  await waitFor(() => expect(region()).not.toHaveAttribute('aria-busy'), { timeout: 3000 });
  return within(region());
}

interface ByRole {
  getByRole: (role: 'textbox', options: { name: RegExp }) => HTMLElement;
}

/** The field named `name`; a required one's label ends in an asterisk that is not part of the name. */
const textbox = (form: ByRole, name: string) =>
  form.getByRole('textbox', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`) });

/** A company from the listing's view action: read-only, with its persons, the edit and delete icons; Save is off. */
export const Preview: Story = {
  decorators: [withRouter('/client-details/11/false')],
  play: async ({ canvasElement }) => {
    const form = await details(canvasElement);
    await expect(form.getByText('Marina Bay Holdings Pte. Ltd.')).toBeVisible();
    await expect(form.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(form.getByRole('table', { name: 'Contact persons' })).toHaveTextContent('Lee Kah Wai');
    await expect(form.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Delete' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** The edit icon: the company's fields and its persons editable, persons added and removed; Save goes back to the listing. */
export const EditCompany: Story = {
  decorators: [withRouter('/client-details/11/false')],
  play: async ({ canvasElement }) => {
    const form = await details(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Edit' }));
    await expect(textbox(form, 'Company Name')).toHaveValue('Marina Bay Holdings Pte. Ltd.');
    await expect(form.getByRole('checkbox', { name: 'Primary row 1' })).toBeChecked();
    await userEvent.click(form.getByRole('checkbox', { name: 'Primary row 2' }));
    await expect(form.getByRole('checkbox', { name: 'Primary row 1' })).not.toBeChecked();
    await userEvent.click(form.getByRole('button', { name: 'Add Contact Person' }));
    await expect(form.getByRole('button', { name: 'Remove contact person row 3' })).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Remove contact person row 3' }));
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expectPath(canvasElement, '/client-listing');
    await expect(await page(canvasElement).findByText(messages.contactUpdated('Marina Bay Holdings Pte. Ltd.'))).toBeVisible();
    await expect(apiCalls('POST /update-client/').at(-1)?.body).toMatchObject({
      id: 11,
      clientContacts: [{ isPrimary: '1' }, { isPrimary: '0' }],
    });
  },
};

/** From a property summary (direct 'true'): an individual on a property, straight into edit; Save returns to the summary. */
export const EditIndividual: Story = {
  args: { id: 12, direct: true, propId: 101 },
  decorators: [withRouter('/client-details/12/true/101')],
  play: async ({ canvasElement }) => {
    const form = await details(canvasElement);
    await expect(textbox(form, 'Name')).toHaveValue('Goh Siew Ling');
    await expect(form.getByRole('radio', { name: 'Company' })).toBeDisabled();
    await expect(form.queryByRole('button', { name: 'Add Contact Person' })).not.toBeInTheDocument();
    await userEvent.clear(textbox(form, 'Contact No.'));
    await userEvent.type(textbox(form, 'Contact No.'), '81112222');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expectPath(canvasElement, '/property-summary/101/true');
    await expect(apiCalls('POST /update-client/').at(-1)?.body).toMatchObject({ id: 12, propId: 101, contactNo: '81112222' });
  },
};

/** Save with wrong fields: the alert lists them, each shows under its field, and goes as the user types. */
export const ValidationErrors: Story = {
  args: { id: 11, direct: true, propId: null },
  decorators: [withRouter('/client-details/11/true')],
  play: async ({ canvasElement }) => {
    const form = await details(canvasElement);
    await userEvent.clear(textbox(form, 'Company Name'));
    await userEvent.clear(textbox(form, 'Contact No.'));
    await userEvent.type(textbox(form, 'Contact No.'), '1234');
    await userEvent.clear(textbox(form, 'NRIC/Passport No. row 2'));
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    const alert = await page(canvasElement).findByRole('alertdialog', { name: messages.contactValidationFailed });
    await expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([messages.companyNameEmpty, messages.contactNoInvalid, messages.identificationNoEmpty]);
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    await expect(textbox(form, 'Company Name')).toHaveAccessibleDescription(messages.companyNameEmpty);
    await expect(textbox(form, 'NRIC/Passport No. row 2')).toHaveAccessibleDescription(messages.identificationNoEmpty);
    await userEvent.type(textbox(form, 'Company Name'), 'M');
    await expect(textbox(form, 'Company Name')).not.toHaveAccessibleDescription(messages.companyNameEmpty);
    await expect(apiCalls('POST /update-client/')).toHaveLength(0);
  },
};

async function searchUen(canvasElement: HTMLElement, uen: string) {
  const form = await details(canvasElement);
  await userEvent.clear(textbox(form, 'UEN'));
  await userEvent.type(textbox(form, 'UEN'), uen);
  await userEvent.click(form.getByRole('button', { name: 'UEN Search' }));
  return form;
}

/** UEN Search with one company in the register: its name fills the company name. */
export const UenLookupOne: Story = {
  args: { id: 11, direct: true, propId: null },
  decorators: [withRouter('/client-details/11/true')],
  play: async ({ canvasElement }) => {
    const form = await searchUen(canvasElement, '200612345N');
    await waitFor(() => expect(textbox(form, 'Company Name')).toHaveValue('ORCHID REALTY PTE. LTD.'));
  },
};

/** UEN Search with no company: 'No company found under given UEN.' */
export const UenLookupNone: Story = {
  args: { id: 11, direct: true, propId: null },
  decorators: [withRouter('/client-details/11/true')],
  play: async ({ canvasElement }) => {
    const form = await searchUen(canvasElement, '201912345K');
    await waitFor(() => expect(form.getByRole('status', { name: 'UEN search' })).toHaveTextContent(messages.noCompanyUnderUen));
    await expect(textbox(form, 'Company Name')).toHaveValue('Marina Bay Holdings Pte. Ltd.');
  },
};

/** UEN Search with a company and its branch: enter the Company Name. */
export const UenLookupMany: Story = {
  args: { id: 11, direct: true, propId: null },
  decorators: [withRouter('/client-details/11/true')],
  play: async ({ canvasElement }) => {
    const form = await searchUen(canvasElement, 'T08LL1234A');
    await waitFor(() => expect(form.getByRole('status', { name: 'UEN search' })).toHaveTextContent(messages.multipleCompaniesUnderUen));
  },
};

/** An invalid UEN is not searched: 'Please enter valid UEN.' under the field. */
export const UenInvalid: Story = {
  args: { id: 11, direct: true, propId: null },
  decorators: [withRouter('/client-details/11/true')],
  play: async ({ canvasElement }) => {
    const form = await searchUen(canvasElement, 'ABC');
    await expect(textbox(form, 'UEN')).toHaveAccessibleDescription(messages.enterValidUen);
  },
};
