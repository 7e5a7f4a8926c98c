import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../../../src/domain/messages';
import { apiCalls } from '../../../stories/support/mock-api';
import { stubScrollToEachTest } from '../support/screen-model';
import { errorUnder, field, LISTING, pressInAlert, renderContactScreen, user } from './contacts-screen';

let cleanup: () => void = () => undefined;
afterEach(() => cleanup());

async function openDialog() {
  const rendered = renderContactScreen({ start: LISTING, clients: [] });
  cleanup = rendered.cleanup;
  await screen.findByText(messages.noRecordsFound);
  await user().click(within(screen.getByRole('navigation', { name: 'Contact' })).getByRole('button', { name: 'Add Contact' }));
  // The dialog's code loads when it first opens (LeftNav): wait for it.
  const dialog = await screen.findByRole('dialog', { name: 'Collaboration Information' });
  return { ...rendered, dialog };
}

const region = (name: string) => screen.getByRole('region', { name });
const persons = () => screen.getByRole('table', { name: 'Contact persons' });
const primaryBoxes = () => within(persons()).getAllByRole('checkbox', { name: /^Primary row/ });

describe("the 'Collaboration Information' dialog (Add Contact)", () => {
  stubScrollToEachTest();

  it('opens from the left navigation as a blank company form with Save and Cancel', async () => {
    const { dialog } = await openDialog();
    expect(within(dialog).getByRole('radio', { name: 'Company' })).toBeChecked();
    expect(field('Company Name')).toHaveValue('');
    expect(within(region('Contact Persons')).getByText('No contact persons.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('the Company / Individual radio decides which sub-form shows', async () => {
    const person = user();
    await openDialog();
    await person.click(screen.getByRole('radio', { name: 'Individual' }));
    expect(screen.queryByRole('region', { name: 'Company Information' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Contact persons' })).not.toBeInTheDocument();
    const individual = region('Individual Information');
    for (const name of [
      'Name',
      'NRIC/Passport No.',
      'Email',
      'Contact No.',
      'Reference',
      'Postal Code',
      'Block No.',
      'Road Name',
      'Building',
      'Storey No.',
      'Unit No.',
    ]) {
      expect(field(name, individual)).toBeInTheDocument();
    }
    await person.click(screen.getByRole('radio', { name: 'Company' }));
    expect(field('Company Name', region('Company Information'))).toBeInTheDocument();
    expect(field('UEN')).toBeInTheDocument();
    expect(persons()).toBeInTheDocument();
  });

  it('Save is blocked while fields are wrong: the alert lists them, each shows under its field and goes as the user types', async () => {
    const person = user();
    await openDialog();
    await person.type(field('Email'), 'not-an-email');
    await person.click(screen.getByRole('button', { name: 'Save' }));
    const alert = screen.getByRole('alertdialog', { name: messages.contactValidationFailed });
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([messages.companyNameEmpty, messages.contactEmailInvalid, messages.blockHouseNoEmpty, messages.roadNameEmpty]);
    await pressInAlert(messages.contactValidationFailed, 'OK');
    expect(errorUnder(field('Company Name'))).toBe(messages.companyNameEmpty);
    expect(errorUnder(field('Email'))).toBe(messages.contactEmailInvalid);
    expect(errorUnder(field('Block No.'))).toBe(messages.blockHouseNoEmpty);
    expect(field('Company Name')).toHaveAttribute('aria-invalid', 'true');
    await person.type(field('Company Name'), 'O');
    expect(errorUnder(field('Company Name'))).toBe('');
    expect(field('Company Name')).not.toHaveAttribute('aria-invalid');
    // The others stay until their own field changes.
    expect(errorUnder(field('Email'))).toBe(messages.contactEmailInvalid);
    expect(apiCalls('POST /add-client')).toEqual([]);
  });

  it("a person's fields are marked in their row, and clear as that row is typed in", async () => {
    const person = user();
    await openDialog();
    await person.click(screen.getByRole('button', { name: 'Add Contact Person' }));
    await person.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      within(screen.getByRole('alertdialog'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(expect.arrayContaining([messages.contactNameEmpty, messages.identificationNoEmpty]));
    await pressInAlert(messages.contactValidationFailed, 'OK');
    expect(errorUnder(field('Name row 1'))).toBe(messages.contactNameEmpty);
    expect(errorUnder(field('NRIC/Passport No. row 1'))).toBe(messages.identificationNoEmpty);
    await person.type(field('Name row 1'), 'Lee Kah Wai');
    expect(errorUnder(field('Name row 1'))).toBe('');
    expect(errorUnder(field('NRIC/Passport No. row 1'))).toBe(messages.identificationNoEmpty);
  });

  it('ticking one person as Primary clears it on the others', async () => {
    const person = user();
    await openDialog();
    for (let i = 0; i < 3; i += 1) await person.click(screen.getByRole('button', { name: 'Add Contact Person' }));
    const [first, second, third] = primaryBoxes() as [HTMLElement, HTMLElement, HTMLElement];
    await person.click(first);
    expect(primaryBoxes().map((box) => (box as HTMLInputElement).checked)).toEqual([true, false, false]);
    await person.click(third);
    expect(primaryBoxes().map((box) => (box as HTMLInputElement).checked)).toEqual([false, false, true]);
    await person.click(second);
    expect(primaryBoxes().map((box) => (box as HTMLInputElement).checked)).toEqual([false, true, false]);
  });

  it('adds and removes contact persons for a new contact', async () => {
    const person = user();
    await openDialog();
    await person.click(screen.getByRole('button', { name: 'Add Contact Person' }));
    await person.click(screen.getByRole('button', { name: 'Add Contact Person' }));
    await person.type(field('Name row 2'), 'Tan Bee Lian');
    await person.click(screen.getByRole('button', { name: 'Remove contact person row 1' }));
    expect(
      within(persons())
        .getAllByRole('textbox', { name: /^Name row/ })
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(['Tan Bee Lian']);
  });

  it("saves a company with its persons, the primary flag sent the seed's way ('0' primary); toast, closed, listing refreshed", async () => {
    const person = user();
    await openDialog();
    await person.type(field('Company Name'), 'Orchid Realty Pte. Ltd.');
    await person.type(field('Contact No.'), '63561188');
    await person.type(field('Block No.'), '480');
    await person.type(field('Road Name'), 'lorong 6 toa payoh');
    for (let i = 0; i < 2; i += 1) await person.click(screen.getByRole('button', { name: 'Add Contact Person' }));
    await person.type(field('Name row 1'), 'Lee Kah Wai');
    await person.type(field('NRIC/Passport No. row 1'), 's1234567d');
    await person.type(field('Name row 2'), 'Tan Bee Lian');
    await person.type(field('NRIC/Passport No. row 2'), 'S7654321A');
    await person.click(screen.getByRole('button', { name: /Type row 2/ }));
    await person.click(screen.getByRole('option', { name: 'Director' }));
    await person.click(primaryBoxes()[0]!);
    await person.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.contactAdded('Orchid Realty Pte. Ltd.'))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Collaboration Information' })).not.toBeInTheDocument());
    expect(apiCalls('POST /add-client').map((call) => call.body)).toEqual([
      expect.objectContaining({
        clientCategory: '0',
        compName: 'Orchid Realty Pte. Ltd.',
        roadName: 'LORONG 6 TOA PAYOH',
        isAgent: '0',
        clientContacts: [
          expect.objectContaining({ individualName: 'Lee Kah Wai', identificationNo: 'S1234567D', contactType: '0', isPrimary: '0' }),
          expect.objectContaining({ individualName: 'Tan Bee Lian', contactType: '1', isPrimary: '1' }),
        ],
      }),
    ]);
    // The listing behind the dialog asked again and shows the new contact.
    expect(await screen.findByRole('rowheader', { name: 'Orchid Realty Pte. Ltd.' })).toBeInTheDocument();
  });

  it("saves an individual as its one primary person, with the person's name on the client", async () => {
    const person = user();
    await openDialog();
    await person.click(screen.getByRole('radio', { name: 'Individual' }));
    await person.type(field('Name'), 'Chen Li Hua');
    await person.type(field('NRIC/Passport No.'), 'S8512345C');
    await person.type(field('Contact No.'), '91827364');
    await person.type(field('Block No.'), '7');
    await person.type(field('Road Name'), 'Leedon Heights');
    await person.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.contactAdded('Chen Li Hua'))).toBeInTheDocument();
    expect(apiCalls('POST /add-client').map((call) => call.body)).toEqual([
      expect.objectContaining({
        clientCategory: '1',
        compName: 'Chen Li Hua',
        contactNo: '91827364',
        blkNo: '7',
        roadName: 'LEEDON HEIGHTS',
        clientContacts: [expect.objectContaining({ individualName: 'Chen Li Hua', identificationNo: 'S8512345C', isPrimary: '0' })],
      }),
    ]);
  });

  it('Cancel closes the dialog without saving, and the next opening is blank again', async () => {
    const person = user();
    await openDialog();
    await person.type(field('Company Name'), 'Half typed');
    await person.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    // Typed work is not dropped without a question (issue 18).
    await pressInAlert(messages.unsavedChangesTitle, 'Leave');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await person.click(within(screen.getByRole('navigation', { name: 'Contact' })).getByRole('button', { name: 'Add Contact' }));
    await screen.findByRole('dialog', { name: 'Collaboration Information' });
    expect(field('Company Name')).toHaveValue('');
    expect(apiCalls('POST /add-client')).toEqual([]);
  });
});
