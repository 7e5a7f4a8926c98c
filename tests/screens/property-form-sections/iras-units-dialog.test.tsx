import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IrasEligibleUnit } from '../../../src/api/property-lookups';
import { POSTAL_LOOKUP_DEBOUNCE_MS } from '../../../src/domain/constants';
import { messages } from '../../../src/domain/messages';
import { stubLookupServer, type LookupScript } from './lookup-server';
import { field, renderFields } from './render-fields';

const POSTAL = '267953';

/** 23 units of one block, served in no particular order. */
const UNITS: IrasEligibleUnit[] = [12, 3, 21, 7, 1, 18, 9, 15, 2, 23, 11, 5, 20, 8, 14, 4, 17, 10, 22, 6, 13, 19, 16].map((n) => ({
  blkHouseNo: String(n),
  storeyNo: String(n + 2).padStart(2, '0'),
  unitNo: '03',
  streetName: 'Leedon Heights',
  postalCode: POSTAL,
  pptyTaxRefNo: `B${String(n).padStart(8, '0')}A`,
  pptyDescription: 'Condominium unit',
}));

const dialog = () => within(screen.getByRole('dialog', { name: messages.irasEligibleUnitsTitle }));
const blocksShown = () =>
  dialog()
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

async function openDialog(script: LookupScript['iras']) {
  const server = stubLookupServer({ iras: script });
  const view = renderFields({ fakeTimers: true });
  await view.user.type(field('Postal Code'), POSTAL);
  await view.user.click(screen.getByRole('button', { name: 'IRAS Eligible Units' }));
  return { ...view, server };
}

describe('IRAS Eligible Units dialog', () => {
  let restore = () => undefined as void;

  afterEach(() => {
    restore();
    vi.useRealTimers();
  });

  it("asks with criteria '2' and shows 'Fetching data...' until IRAS answers", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { server } = await openDialog({ [POSTAL]: 'never' });
    restore = server.restore;
    expect(await dialog().findByText(messages.fetchingData)).toBeInTheDocument();
    const [request] = server.requestsTo('/check-IRAS-Taxable-By-PostalCode');
    expect(await request?.clone().json()).toEqual({ criteria: '2', postalCode: POSTAL });
  });

  it('lists the units sorted by block/house no., 10 a page, with paging', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, server } = await openDialog({ [POSTAL]: { irasTaxibleResponseData: UNITS, returnCode: '10' } });
    restore = server.restore;
    await dialog().findByRole('rowheader', { name: '1' });
    expect(blocksShown()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(dialog().getByRole('status')).toHaveTextContent('Page 1 of 3');
    expect(dialog().getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(dialog().getByRole('button', { name: 'Next' }));
    expect(blocksShown()).toEqual(['11', '12', '13', '14', '15', '16', '17', '18', '19', '20']);
    await user.click(dialog().getByRole('button', { name: 'Next' }));
    expect(blocksShown()).toEqual(['21', '22', '23']);
    expect(dialog().getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it("code 20 says 'Property address is not found'", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { server } = await openDialog({ [POSTAL]: { irasTaxibleResponseData: [], returnCode: '20' } });
    restore = server.restore;
    expect(await dialog().findByText(messages.irasAddressNotFound)).toBeInTheDocument();
  });

  it("code 30 says 'IRAS API error, please try again later'", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { server } = await openDialog({ [POSTAL]: { irasTaxibleResponseData: [], returnCode: '30' } });
    restore = server.restore;
    expect(await dialog().findByText(messages.irasApiErrorTryLater)).toBeInTheDocument();
  });

  it('choosing a unit fills the address, closes the dialog, and a lookup without result keeps that address', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, draft, server } = await openDialog({ [POSTAL]: { irasTaxibleResponseData: UNITS, returnCode: '10' } });
    restore = server.restore;
    await user.click(await dialog().findByRole('button', { name: 'Choose unit in row 7' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field('Block/House No.')).toHaveValue('7');
    expect(field('Storey No.')).toHaveValue('09');
    expect(field('Unit No.')).toHaveValue('03');
    expect(field('Street Name')).toHaveValue('LEEDON HEIGHTS');
    // The address search of the typed code finds nothing: the chosen unit's address stays.
    await act(() => vi.advanceTimersByTimeAsync(POSTAL_LOOKUP_DEBOUNCE_MS));
    await vi.waitFor(() => expect(server.requestsTo('/sandbox/onemap/search')).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(draft()).toMatchObject({ hseNo: '7', storeyNo: '09', unitNo: '03', streetName: 'LEEDON HEIGHTS', postal: POSTAL });
  });
});
