import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../../src/domain/messages';
import { stubLookupServer } from './lookup-server';
import { choose, field, filledBuilding, renderFields, section, selectTrigger } from './render-fields';

describe('property information', () => {
  let server: ReturnType<typeof stubLookupServer>;

  beforeEach(() => {
    server = stubLookupServer();
  });

  afterEach(() => {
    server.restore();
  });

  it('shows the four sections in the seed order', () => {
    renderFields();
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(['Applicant Information', 'Property Information', 'MCST Information', 'Lot Information']);
  });

  it('adding preselects the first transaction type and sets its clientFlag', async () => {
    const { draft } = renderFields({ mode: 'add' });
    await waitFor(() => expect(selectTrigger('Transaction Type')).toHaveTextContent('Sale'));
    expect(draft()).toMatchObject({ transactionTypeId: 1, transactionTypeName: 'Sale', clientFlag: 'S' });
  });

  it('choosing a purchase type sets clientFlag B, a sale type S', async () => {
    const { user, draft } = renderFields({ mode: 'add' });
    await waitFor(() => expect(draft().transactionTypeName).toBe('Sale'));
    await choose(user, 'Transaction Type', 'Purchase (HDB)');
    expect(draft()).toMatchObject({ transactionTypeId: 4, transactionTypeName: 'Purchase (HDB)', clientFlag: 'B' });
    expect(draft().isTransactionTypeChanged).toBeUndefined();
    await choose(user, 'Transaction Type', 'Sale (HDB)');
    expect(draft()).toMatchObject({ transactionTypeName: 'Sale (HDB)', clientFlag: 'S' });
  });

  it('editing does not preselect: the stored type stays', async () => {
    const { draft } = renderFields({ draft: filledBuilding(), mode: 'edit' });
    await waitFor(() => expect(selectTrigger('Transaction Type')).toHaveTextContent('Purchase (HDB)'));
    expect(draft().transactionTypeId).toBe(4);
  });

  it('editing flags a switch between a purchase and a sale type, and clears the flag on switching back', async () => {
    const { user, draft } = renderFields({ draft: filledBuilding(), mode: 'edit' });
    await waitFor(() => expect(selectTrigger('Transaction Type')).toHaveTextContent('Purchase (HDB)'));
    await choose(user, 'Transaction Type', 'Sale');
    expect(draft()).toMatchObject({ transactionTypeName: 'Sale', clientFlag: 'S', isTransactionTypeChanged: true });
    await choose(user, 'Transaction Type', 'Purchase');
    expect(draft()).toMatchObject({ clientFlag: 'B', isTransactionTypeChanged: false });
  });

  it('says so when the transaction types cannot be loaded', async () => {
    server.restore();
    server = stubLookupServer({ transactionTypes: 'fail' });
    const { draft } = renderFields();
    expect(await screen.findByText(messages.transactionTypesUnavailable)).toBeInTheDocument();
    expect(draft().transactionTypeId).toBeUndefined();
  });

  it('LAND sets propDesc VACANT LAND, hides the block/house no. and the strata row; BUILDING brings them back', async () => {
    const { user, draft } = renderFields();
    const property = section('Property Information');
    expect(field('Property Description')).toHaveValue('BUILDING EXISTING');
    expect(section('Lot Information').getByRole('table', { name: 'Strata / Accessory lot' })).toBeInTheDocument();

    await user.click(property.getByRole('radio', { name: 'LAND' }));
    expect(draft()).toMatchObject({ propType: 'LAND', propDesc: 'VACANT LAND' });
    expect(field('Property Description')).toHaveValue('VACANT LAND');
    expect(property.queryByRole('textbox', { name: 'Block/House No.' })).not.toBeInTheDocument();
    expect(section('Lot Information').queryByRole('table', { name: 'Strata / Accessory lot' })).not.toBeInTheDocument();

    await user.click(property.getByRole('radio', { name: 'BUILDING' }));
    expect(draft()).toMatchObject({ propType: 'BUILDING', propDesc: 'BUILDING EXISTING' });
    expect(field('Block/House No.')).toBeInTheDocument();
  });

  it('street name, road 1 and road 2 are shown and stored in uppercase', async () => {
    const { user, draft } = renderFields();
    await user.type(field('Street Name'), 'Orchard');
    await user.type(field('Road 1'), 'ion');
    await user.type(field('Road 2'), 'Twr b');
    expect(field('Street Name')).toHaveValue('ORCHARD');
    expect(draft()).toMatchObject({ streetName: 'ORCHARD', road1: 'ION', road2: 'TWR B' });
  });

  it('keeps to the input limits of seed 000 §9', async () => {
    const { user, draft } = renderFields();
    await user.click(field('Reference No.'));
    await user.paste('R'.repeat(30));
    await user.type(field('Storey No.'), '1234');
    await user.type(field('Unit No.'), '123456');
    await user.type(field('Block/House No.'), '1234567');
    await user.type(field('Property A/C No.'), '12-3456-789');
    expect(draft()).toMatchObject({ lawfirmRefNo: 'R'.repeat(25), storeyNo: '123', unitNo: '12345', hseNo: '123456', propAcctNo: '12345678' });
  });

  it('the IRAS Eligible Units button shows for a BUILDING with a 6-digit postal code only', async () => {
    const { user } = renderFields();
    const property = section('Property Information');
    await user.type(field('Postal Code'), '26795');
    expect(property.queryByRole('button', { name: 'IRAS Eligible Units' })).not.toBeInTheDocument();
    await user.type(field('Postal Code'), '3');
    expect(property.getByRole('button', { name: 'IRAS Eligible Units' })).toBeInTheDocument();
    await user.click(property.getByRole('radio', { name: 'LAND' }));
    expect(property.queryByRole('button', { name: 'IRAS Eligible Units' })).not.toBeInTheDocument();
  });

  it('applicant fields take at most 90, 90 and 20 characters', async () => {
    const { user, draft } = renderFields();
    for (const [name, text] of [
      ['Name of Applicant Solicitor', 'N'.repeat(95)],
      ['Email Address', 'e'.repeat(95)],
      ['Contact No', '6'.repeat(25)],
    ] as const) {
      await user.click(field(name));
      await user.paste(text);
    }
    expect(draft().applicantInfo).toEqual({ applicantName: 'N'.repeat(90), applicantEmail: 'e'.repeat(90), applicantContact: '6'.repeat(20) });
  });
});
