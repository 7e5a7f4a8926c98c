import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POSTAL_LOOKUP_DEBOUNCE_MS } from '../../../src/domain/constants';
import { messages } from '../../../src/domain/messages';
import { stubScrollToEachTest } from '../support/screen-model';
import { errorUnder, field, LISTING, renderContactScreen, user, type ContactScreen } from './contacts-screen';

let rendered: ContactScreen | null = null;
afterEach(() => {
  rendered?.cleanup();
  rendered = null;
  vi.useRealTimers();
});

async function openDialog() {
  rendered = renderContactScreen({ start: LISTING, clients: [] });
  await screen.findByText(messages.noRecordsFound);
  await user().click(within(screen.getByRole('navigation', { name: 'Contact' })).getByRole('button', { name: 'Add Contact' }));
  // The dialog's code loads when it first opens (LeftNav): wait for it.
  await screen.findByRole('dialog', { name: 'Collaboration Information' });
  return rendered;
}

const uenWarning = () => screen.getByRole('status', { name: 'UEN search' });
const postalWarning = () => screen.getByRole('status', { name: 'Postal code search' });

describe('UEN lookup against the company register', () => {
  stubScrollToEachTest();

  async function searchUen(uen: string) {
    const person = user();
    await person.type(field('UEN'), uen);
    await person.click(screen.getByRole('button', { name: 'UEN Search' }));
  }

  it('one company fills the company name; the register is asked by resource id and UEN without our token', async () => {
    const server = await openDialog();
    await user().type(field('Company Name'), 'typed before');
    await searchUen('200612345n');
    await waitFor(() => expect(field('Company Name')).toHaveValue('ORCHID REALTY PTE. LTD.'));
    expect(uenWarning()).toHaveTextContent('');
    expect(server.server.sandboxSearches()).toEqual([
      { path: '/sandbox/datagov/datastore_search', query: { resource_id: 'companies', q: '200612345N' }, bearer: false },
    ]);
  });

  it("none warns 'No company found under given UEN.' and leaves the name", async () => {
    await openDialog();
    await user().type(field('Company Name'), 'My Own Name');
    await searchUen('201912345K');
    await waitFor(() => expect(uenWarning()).toHaveTextContent(messages.noCompanyUnderUen));
    expect(field('Company Name')).toHaveValue('My Own Name');
  });

  it('several (a company and its branches) warn to enter the Company Name', async () => {
    await openDialog();
    await searchUen('T08LL1234A');
    await waitFor(() => expect(uenWarning()).toHaveTextContent(messages.multipleCompaniesUnderUen));
    expect(field('Company Name')).toHaveValue('');
  });

  it("an invalid UEN is not searched: 'Please enter valid UEN.' shows under the field until it is typed in", async () => {
    const server = await openDialog();
    await searchUen('12345');
    expect(errorUnder(field('UEN'))).toBe(messages.enterValidUen);
    expect(server.server.sandboxSearches()).toEqual([]);
    await user().type(field('UEN'), '6');
    expect(errorUnder(field('UEN'))).toBe('');
  });

  it('Enter in the UEN field searches instead of saving', async () => {
    const server = await openDialog();
    await user().type(field('UEN'), '200612345N{Enter}');
    await waitFor(() => expect(field('Company Name')).toHaveValue('ORCHID REALTY PTE. LTD.'));
    expect(server.server.sandboxSearches()).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('postal code lookup against the address search', () => {
  stubScrollToEachTest();

  const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

  async function openOnFakeTimers() {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = await openDialog();
    const person = userEvent.setup({ delay: null, advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    return { server, person };
  }

  it('waits 2 s after the last digit, then one hit fills postal, block, road and building', async () => {
    const { server, person } = await openOnFakeTimers();
    await person.type(field('Postal Code'), '3104a80');
    expect(field('Postal Code')).toHaveValue('310480');
    await wait(POSTAL_LOOKUP_DEBOUNCE_MS - 100);
    expect(server.server.sandboxSearches()).toEqual([]);
    await wait(100);
    await vi.waitFor(() => expect(field('Road Name')).toHaveValue('LORONG 6 TOA PAYOH'));
    expect(field('Block No.')).toHaveValue('480');
    expect(field('Building')).toHaveValue('HDB HUB');
    expect(postalWarning()).toHaveTextContent('');
    expect(server.server.sandboxSearches()).toEqual([
      { path: '/sandbox/onemap/search', query: { searchVal: '310480', returnGeom: 'N', getAddrDetails: 'Y', pageNum: '1' }, bearer: false },
    ]);
  });

  it('several hits clear the address and warn to enter it', async () => {
    const { person } = await openOnFakeTimers();
    await person.type(field('Block No.'), '99');
    await person.type(field('Road Name'), 'OLD ROAD');
    await person.type(field('Postal Code'), '018956');
    await wait(POSTAL_LOOKUP_DEBOUNCE_MS);
    await vi.waitFor(() => expect(postalWarning()).toHaveTextContent(messages.multiplePropertiesUnderPostal));
    expect(field('Block No.')).toHaveValue('');
    expect(field('Road Name')).toHaveValue('');
    expect(field('Postal Code')).toHaveValue('018956');
  });

  it("no hit warns 'No property found under given postal code.' and keeps what was typed", async () => {
    const { person } = await openOnFakeTimers();
    await person.type(field('Road Name'), 'MY ROAD');
    await person.type(field('Postal Code'), '999999');
    await wait(POSTAL_LOOKUP_DEBOUNCE_MS);
    await vi.waitFor(() => expect(postalWarning()).toHaveTextContent(messages.noPropertyUnderPostal));
    expect(field('Road Name')).toHaveValue('MY ROAD');
    // Typing again takes the warning away.
    await person.type(field('Postal Code'), '{Backspace}');
    expect(postalWarning()).toHaveTextContent('');
  });

  it("an individual's lookup fills the individual's own address", async () => {
    const { person } = await openOnFakeTimers();
    await person.click(screen.getByRole('radio', { name: 'Individual' }));
    const individual = screen.getByRole('region', { name: 'Individual Information' });
    await person.type(field('Postal Code', individual), '310480');
    await wait(POSTAL_LOOKUP_DEBOUNCE_MS);
    await vi.waitFor(() => expect(field('Road Name', individual)).toHaveValue('LORONG 6 TOA PAYOH'));
    expect(field('Block No.', individual)).toHaveValue('480');
  });
});
