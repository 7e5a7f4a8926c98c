import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Property } from '../../../src/api/property-form';
import { messages } from '../../../src/domain/messages';
import { refusesFields } from '../../../stories/property-summary/summary-api';
import { ACTIVE_PROPERTY, LOCKED_PROPERTY, PENDING_PROPERTY } from '../../../stories/property-summary/summary-fixtures';
import { apiCalls, type MockRoutes } from '../../../stories/support/mock-api';
import { card, cardDetails, loaded, renderSummary, user } from './summary-screen';

vi.mock('../../../src/app/screens/stakeholders/assignment/StakeholderAssignment', () => import('./stand-in-assignment'));

let cleanup: () => void = () => undefined;
afterEach(() => cleanup());

function render(property: Property, overrides?: MockRoutes) {
  const rendered = renderSummary({ property, overrides });
  cleanup = rendered.cleanup;
  return rendered;
}

const SECONDARY_TITLES = [
  'Mortgagee Bank',
  'Mortgagee Bank Solicitor',
  'Redeeming Bank',
  'Redeeming Bank Solicitor',
  'CPF Board',
  'CPF Board Solicitor',
  'Developer',
  'Developer Solicitor',
  'Valuer',
  'SAL',
  'Tenant',
];

const group = (name: string) => screen.getByRole('button', { name });

async function openForm(title: string, action: 'Add' | 'Edit') {
  await user().click(card(title).getByRole('button', { name: `${action} ${title}` }));
  return within(screen.getByRole('dialog', { name: title }));
}

describe('the stakeholder groups', () => {
  it('while the property is Pending, the secondary group is disabled and says both lawyers come first', async () => {
    render(PENDING_PROPERTY);
    await loaded();
    expect(group('PRIMARY STAKEHOLDER')).toHaveAttribute('aria-expanded', 'true');
    expect(group('SECONDARY STAKEHOLDER')).toBeDisabled();
    expect(group('SECONDARY STAKEHOLDER')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('note')).toHaveTextContent(messages.secondaryStakeholdersNeedLawyers);
    expect(screen.queryByRole('region', { name: 'Mortgagee Bank' })).not.toBeInTheDocument();
  });

  it('once Active, the secondary group is open with all eleven cards', async () => {
    render(ACTIVE_PROPERTY);
    await loaded();
    expect(group('SECONDARY STAKEHOLDER')).toBeEnabled();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    for (const title of SECONDARY_TITLES) expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
  });

  it('both groups collapse and expand', async () => {
    render(ACTIVE_PROPERTY);
    await loaded();
    await user().click(group('PRIMARY STAKEHOLDER'));
    expect(group('PRIMARY STAKEHOLDER')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Buyer (Client)' })).not.toBeInTheDocument();
  });
});

describe('a secondary stakeholder card', () => {
  it('shows the common details and keeps the rest behind More details', async () => {
    render(ACTIVE_PROPERTY);
    await loaded();
    expect(cardDetails('Mortgagee Bank')).toEqual({
      'Bank Name': 'DBS Bank Ltd',
      'Address Line 1': '12 Marina Boulevard',
      'Address Line 2': 'DBS Asia Central @ MBFC Tower 3',
      'Postal Code': '018982',
    });
    const bank = card('Mortgagee Bank');
    const more = bank.getByRole('button', { name: 'More details' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user().click(more);
    expect(cardDetails('Mortgagee Bank')).toMatchObject({
      'Reference No.': 'DBS/MTG/2026/0457',
      'Fax No.': '64451234',
      'Officer In Charge': 'Jason Koh',
    });
  });

  it('without a stakeholder says so and offers only add', async () => {
    render(ACTIVE_PROPERTY);
    await loaded();
    const valuer = card('Valuer');
    expect(valuer.getByText(messages.secondaryNotAssigned)).toBeInTheDocument();
    expect(valuer.getByRole('button', { name: 'Add Valuer' })).toBeInTheDocument();
    expect(valuer.queryByRole('button', { name: 'Delete Valuer' })).not.toBeInTheDocument();
  });

  it('on a locked property offers no add, edit or delete', async () => {
    render(LOCKED_PROPERTY);
    await loaded();
    for (const title of SECONDARY_TITLES) expect(card(title).queryAllByRole('button', { name: new RegExp(`${title}$`) })).toEqual([]);
  });
});

describe('the secondary stakeholder form', () => {
  it('has a text input per field; Ok saves and returns to the property listing', async () => {
    const { router, server } = render(ACTIVE_PROPERTY);
    await loaded();
    const form = await openForm('Valuer', 'Add');
    expect(form.getAllByRole('textbox').map((input) => input.getAttribute('name'))).toEqual([
      'valuerName',
      'addressLine1',
      'addressLine2',
      'postalCode',
      'valuerRefNo',
      'valuerFaxNumber',
      'valuerOfficerInCharge',
    ]);
    const person = user();
    await person.type(form.getByRole('textbox', { name: 'Valuer Name' }), 'Knight Frank Pte Ltd ');
    await person.type(form.getByRole('textbox', { name: 'Postal Code' }), '238877');
    await person.click(form.getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/property-listing'));
    expect(await screen.findByText(messages.secondarySaved('Valuer'))).toBeInTheDocument();
    expect(apiCalls('POST /assign-2nd-stakeholder').map((call) => call.body)).toEqual([
      {
        propertyInfoId: 101,
        kind: 'valuer',
        info: {
          valuerName: 'Knight Frank Pte Ltd',
          addressLine1: '',
          addressLine2: '',
          postalCode: '238877',
          valuerRefNo: '',
          valuerFaxNumber: '',
          valuerOfficerInCharge: '',
        },
      },
    ]);
    expect(server.property().propertyValuerInfo).toMatchObject({ valuerName: 'Knight Frank Pte Ltd', postalCode: '238877' });
  });

  it("edit starts from the stored values; SAL's form names are sent as the SAL fields", async () => {
    render({ ...ACTIVE_PROPERTY, propertySALInfo: { id: 41, SALReferenceNumber: 'SAL/2026/77', SALFaxNumber: '', SALOfficerInCharge: 'Ms Goh' } });
    await loaded();
    const form = await openForm('SAL', 'Edit');
    expect(form.getByRole('textbox', { name: 'Reference No.' })).toHaveValue('SAL/2026/77');
    expect(form.getByRole('textbox', { name: 'Reference No.' })).toHaveAttribute('name', 'salRefNo');
    await user().type(form.getByRole('textbox', { name: 'Fax No.' }), '63324388');
    await user().click(form.getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(apiCalls('POST /assign-2nd-stakeholder')).toHaveLength(1));
    expect(apiCalls('POST /assign-2nd-stakeholder')[0]?.body).toMatchObject({
      kind: 'sal',
      info: { SALReferenceNumber: 'SAL/2026/77', SALFaxNumber: '63324388', SALOfficerInCharge: 'Ms Goh' },
    });
  });

  it('Cancel closes the form and saves nothing', async () => {
    const { router } = render(ACTIVE_PROPERTY);
    await loaded();
    const form = await openForm('Tenant', 'Add');
    await user().type(form.getByRole('textbox', { name: 'Tenant Name' }), 'Ng Kah Seng');
    await user().click(form.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(apiCalls('POST /assign-2nd-stakeholder')).toEqual([]);
    expect(router.state.location.pathname).toBe('/property-summary/101');
  });

  it('an empty form is not sent: the shared rule says why', async () => {
    render(ACTIVE_PROPERTY);
    await loaded();
    const form = await openForm('Developer', 'Add');
    await user().click(form.getByRole('button', { name: 'Ok' }));
    expect(form.getByRole('alert')).toHaveTextContent(messages.secondaryInfoEmpty);
    expect(apiCalls('POST /assign-2nd-stakeholder')).toEqual([]);
  });

  it("shows the server's 400 errors under their fields; typing clears that field's error only; Ok waits for an empty error map", async () => {
    render(ACTIVE_PROPERTY, {
      'POST /assign-2nd-stakeholder': refusesFields([
        `info.postalCode: ${messages.postalCodeNotSixDigits}`,
        'info.bankName: Bank Name should not exceed 200 characters',
      ]),
    });
    await loaded();
    const form = await openForm('Redeeming Bank', 'Add');
    const person = user();
    await person.type(form.getByRole('textbox', { name: 'Bank Name' }), 'OCBC');
    await person.type(form.getByRole('textbox', { name: 'Postal Code' }), '0495');
    await person.click(form.getByRole('button', { name: 'Ok' }));
    const postal = form.getByRole('textbox', { name: 'Postal Code' });
    const bank = form.getByRole('textbox', { name: 'Bank Name' });
    await waitFor(() => expect(postal).toHaveAccessibleDescription(messages.postalCodeNotSixDigits));
    expect(postal).toHaveAttribute('aria-invalid', 'true');
    expect(bank).toHaveAccessibleDescription('Bank Name should not exceed 200 characters');

    await person.type(postal, '13');
    expect(postal).not.toHaveAttribute('aria-invalid');
    expect(form.queryByText(messages.postalCodeNotSixDigits)).not.toBeInTheDocument();
    expect(bank).toHaveAttribute('aria-invalid', 'true');

    await person.click(form.getByRole('button', { name: 'Ok' }));
    expect(form.getByRole('alert')).toHaveTextContent(messages.secondaryFormInvalid);
    expect(apiCalls('POST /assign-2nd-stakeholder')).toHaveLength(1);

    await person.type(bank, ' Bank');
    await person.click(form.getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(apiCalls('POST /assign-2nd-stakeholder')).toHaveLength(2));
  });

  it('a refusal that is not about a field shows as a toast and keeps the form', async () => {
    render(ACTIVE_PROPERTY, {
      'POST /assign-2nd-stakeholder': () =>
        new Response(JSON.stringify({ errormsg: messages.propertyLockedAssignment }), {
          status: 409,
          headers: { 'Content-Type': 'application/json' },
        }),
    });
    await loaded();
    const form = await openForm('Tenant', 'Add');
    await user().type(form.getByRole('textbox', { name: 'Tenant Name' }), 'Ng Kah Seng');
    await user().click(form.getByRole('button', { name: 'Ok' }));
    expect(await screen.findByText(messages.propertyLockedAssignment)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Tenant' })).toBeInTheDocument();
  });
});

describe('deleting a secondary stakeholder', () => {
  it("asks first; Delete removes it and says 'Successfully Deleted'", async () => {
    render(ACTIVE_PROPERTY);
    await loaded();
    const person = user();
    await person.click(card('CPF Board').getByRole('button', { name: 'Delete CPF Board' }));
    const confirm = screen.getByRole('alertdialog', { name: messages.secondaryDeleteTitle });
    expect(confirm).toHaveTextContent(messages.confirmDeleteSecondary('CPF Board'));
    await person.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(messages.successfullyDeleted)).toBeInTheDocument();
    expect(apiCalls('POST /remove-assigned-2nd-stakeholder').map((call) => call.body)).toEqual([
      { propertyInfoId: 101, kind: 'propertyCPFBoardInfo' },
    ]);
    await waitFor(() => expect(card('CPF Board').getByText(messages.secondaryNotAssigned)).toBeInTheDocument());
  });

  it('Cancel keeps it', async () => {
    render(ACTIVE_PROPERTY);
    await loaded();
    await user().click(card('Mortgagee Bank').getByRole('button', { name: 'Delete Mortgagee Bank' }));
    await user().click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(apiCalls('POST /remove-assigned-2nd-stakeholder')).toEqual([]);
    expect(cardDetails('Mortgagee Bank')).toMatchObject({ 'Bank Name': 'DBS Bank Ltd' });
  });
});
