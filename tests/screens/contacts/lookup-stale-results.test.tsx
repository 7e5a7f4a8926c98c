import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POSTAL_LOOKUP_DEBOUNCE_MS } from '../../../src/domain/constants';
import { messages } from '../../../src/domain/messages';
import { company, STORY_COMPANIES } from '../../../stories/contacts/contacts-api';
import { stubScrollToEachTest } from '../support/screen-model';
import { field, LISTING, renderContactScreen, user, type ContactScreen } from './contacts-screen';

/** Issue 18 item 10: a lookup that finds nothing does not leave the previous lookup's result on the form. */

let rendered: ContactScreen | null = null;
afterEach(() => {
  rendered?.cleanup();
  rendered = null;
  vi.useRealTimers();
});

async function openDialog() {
  rendered = renderContactScreen({
    start: LISTING,
    clients: [],
    companies: [...STORY_COMPANIES, company('201812345D', 'MARINA BAY HOLDINGS PTE. LTD.')],
  });
  await screen.findByText(messages.noRecordsFound);
  await user().click(within(screen.getByRole('navigation', { name: 'Contact' })).getByRole('button', { name: 'Add Contact' }));
  await screen.findByRole('dialog', { name: 'Collaboration Information' });
}

const uenWarning = () => screen.getByRole('status', { name: 'UEN search' });
const postalWarning = () => screen.getByRole('status', { name: 'Postal code search' });

describe('UEN lookup after an earlier one', () => {
  stubScrollToEachTest();

  async function searchUen(uen: string) {
    const person = user();
    await person.clear(field('UEN'));
    await person.type(field('UEN'), uen);
    await person.click(screen.getByRole('button', { name: 'UEN Search' }));
  }

  it('a UEN with no company clears the name the previous UEN found, and says so', async () => {
    await openDialog();
    await searchUen('201812345D');
    await waitFor(() => expect(field('Company Name')).toHaveValue('MARINA BAY HOLDINGS PTE. LTD.'));
    await searchUen('202099999Z');
    await waitFor(() => expect(uenWarning()).toHaveTextContent(messages.noCompanyUnderUen));
    expect(uenWarning()).toHaveTextContent(messages.uenLookupNameCleared);
    expect(field('Company Name')).toHaveValue('');
  });

  it('a UEN with several companies clears it too', async () => {
    await openDialog();
    await searchUen('200612345N');
    await waitFor(() => expect(field('Company Name')).toHaveValue('ORCHID REALTY PTE. LTD.'));
    await searchUen('T08LL1234A');
    await waitFor(() => expect(uenWarning()).toHaveTextContent(messages.multipleCompaniesUnderUen));
    expect(field('Company Name')).toHaveValue('');
  });

  it('a name the user changed after the search is theirs and stays', async () => {
    await openDialog();
    await searchUen('201812345D');
    await waitFor(() => expect(field('Company Name')).toHaveValue('MARINA BAY HOLDINGS PTE. LTD.'));
    await user().type(field('Company Name'), ' (SG)');
    await searchUen('202099999Z');
    await waitFor(() => expect(uenWarning()).toHaveTextContent(messages.noCompanyUnderUen));
    expect(uenWarning()).not.toHaveTextContent(messages.uenLookupNameCleared);
    expect(field('Company Name')).toHaveValue('MARINA BAY HOLDINGS PTE. LTD. (SG)');
  });
});

describe('postal code lookup after an earlier one', () => {
  stubScrollToEachTest();

  const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

  it('a code with no address clears the address the previous code found, and says so', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await openDialog();
    const person = userEvent.setup({ delay: null, advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await person.type(field('Postal Code'), '310480');
    await wait(POSTAL_LOOKUP_DEBOUNCE_MS);
    await vi.waitFor(() => expect(field('Road Name')).toHaveValue('LORONG 6 TOA PAYOH'));
    await person.clear(field('Postal Code'));
    await person.type(field('Postal Code'), '999999');
    await wait(POSTAL_LOOKUP_DEBOUNCE_MS);
    await vi.waitFor(() => expect(postalWarning()).toHaveTextContent(messages.noPropertyUnderPostal));
    expect(postalWarning()).toHaveTextContent(messages.postalLookupAddressCleared);
    expect(field('Block No.')).toHaveValue('');
    expect(field('Road Name')).toHaveValue('');
    expect(field('Building')).toHaveValue('');
    expect(field('Postal Code')).toHaveValue('999999');
  });
});
