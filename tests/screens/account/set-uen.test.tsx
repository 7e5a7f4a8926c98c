import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { UenDetailsReply, UpdateUenReply, UpdateUenRequest } from '../../../machines/set-uen.machine';
import { SetUenPage } from '../../../src/app/screens/account/SetUenPage';
import { messages } from '../../../src/domain/messages';
import { STORAGE_KEYS } from '../../../src/domain/session-keys';
import { clearToasts, details, expectLeftFor, HOME, LISTING, renderAccountScreen, user, USER_ID } from './account-screen';
import { stubLogoServer } from './logo-server';

const UEN_DETAILS: UenDetailsReply = { acctid: 'TL0001', acctName: 'Tan & Lim LLP', uenNum: '' };

/** The set-UEN page with its two calls faked; update-UEN answers `status`. */
function renderSetUen(firstTime: boolean, options: { status?: string; frame?: 'bare' | 'shell' } = {}) {
  const updates: UpdateUenRequest[] = [];
  const overrides = {
    retrieveUenDetails: fromPromise<UenDetailsReply, void>(() => Promise.resolve(UEN_DETAILS)),
    updateUen: fromPromise<UpdateUenReply, UpdateUenRequest>(({ input }) => {
      updates.push(input);
      return Promise.resolve({ userUenStatus: options.status ?? 'success' });
    }),
  };
  const path = `/password-management/set-UEN/${String(firstTime)}`;
  const { router } = renderAccountScreen({ path, page: () => <SetUenPage firstTime={firstTime} />, overrides, frame: options.frame });
  return { router, updates };
}

const page = () => within(screen.getByRole('region', { name: 'UEN Management' }));
const uenField = () => page().getByRole('textbox', { name: 'UEN Number' });

async function ready() {
  await waitFor(() => expect(page().getByRole('textbox', { name: 'Account ID' })).toHaveValue(UEN_DETAILS.acctid));
}

describe('set-UEN page', () => {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  afterEach(() => {
    vi.restoreAllMocks();
    clearToasts();
  });

  it('shows the user id, account id and account name disabled, and the UEN editable', async () => {
    renderSetUen(false);
    await ready();
    expect(page().getByRole('textbox', { name: 'User ID' })).toHaveValue(USER_ID);
    for (const name of ['User ID', 'Account ID', 'Account Name']) expect(page().getByRole('textbox', { name })).toBeDisabled();
    expect(page().getByRole('textbox', { name: 'Account Name' })).toHaveValue(UEN_DETAILS.acctName);
    expect(uenField()).toBeEnabled();
  });

  it("an invalid UEN shows 'invalid UEN' and nothing is sent", async () => {
    const { updates } = renderSetUen(false);
    await ready();
    const person = user();
    await person.type(uenField(), '2019-12345');
    await person.click(page().getByRole('button', { name: 'Save' }));
    const alert = screen.getByRole('alertdialog', { name: messages.invalidUenTitle });
    expect(alert).toHaveTextContent(messages.invalidUenText);
    await person.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(uenField()).toHaveValue('2019-12345');
    expect(updates).toEqual([]);
  });

  it('Cancel on the first-time page logs out', async () => {
    const { router } = renderSetUen(true);
    await ready();
    await user().click(page().getByRole('button', { name: 'Cancel' }));
    await expectLeftFor(router, HOME);
    expect(localStorage.getItem(STORAGE_KEYS.jwt)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBeNull();
  });

  it('Cancel from the navigation returns to the listing, still signed in', async () => {
    const { router } = renderSetUen(false);
    await ready();
    await user().click(page().getByRole('button', { name: 'Cancel' }));
    await expectLeftFor(router, LISTING);
    expect(localStorage.getItem(STORAGE_KEYS.jwt)).not.toBeNull();
  });

  it('Save sends the UEN in capitals, stores isUENUpdated Y and goes to the listing with a toast', async () => {
    const { router, updates } = renderSetUen(true);
    await ready();
    expect(localStorage.getItem(STORAGE_KEYS.isUENUpdated)).toBe('N');
    const person = user();
    await person.type(uenField(), '201912345k');
    await person.click(page().getByRole('button', { name: 'Save' }));
    await expectLeftFor(router, LISTING);
    expect(updates).toEqual([{ acctid: UEN_DETAILS.acctid, uenno: '201912345K' }]);
    expect(localStorage.getItem(STORAGE_KEYS.isUENUpdated)).toBe('Y');
    expect(await screen.findByText(messages.uenUpdated)).toBeInTheDocument();
  });

  it("another update status shows 'Error on set UEN', and OK goes home without storing Y", async () => {
    const { router } = renderSetUen(true, { status: 'fail' });
    await ready();
    const person = user();
    await person.type(uenField(), '201912345K');
    await person.click(page().getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alertdialog', { name: messages.errorOnSetUenTitle });
    expect(alert).toHaveTextContent(messages.errorOnSetUenText);
    await person.click(within(alert).getByRole('button', { name: 'OK' }));
    await expectLeftFor(router, HOME);
    expect(localStorage.getItem(STORAGE_KEYS.isUENUpdated)).toBe('N');
  });
});

describe('set-UEN in the shell', () => {
  let server: ReturnType<typeof stubLogoServer>;

  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    server = stubLogoServer();
  });

  afterEach(() => {
    server.restore();
    vi.restoreAllMocks();
  });

  it('set-UEN/true is a set-up page: the firm and Logout, but no navigation', async () => {
    renderSetUen(true, { frame: 'shell' });
    const header = within(await screen.findByRole('banner'));
    expect(header.getByText(details.accountDetails.accountName)).toBeInTheDocument();
    expect(header.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Password Management' })).not.toBeInTheDocument();
    await ready();
  });

  it('set-UEN/false is the navigation page: the full shell with the Password Management links', async () => {
    renderSetUen(false, { frame: 'shell' });
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    const left = within(await screen.findByRole('navigation', { name: 'Password Management' }));
    expect(left.getByRole('link', { name: 'UEN' })).toHaveAttribute('aria-current', 'page');
    await ready();
  });
});
