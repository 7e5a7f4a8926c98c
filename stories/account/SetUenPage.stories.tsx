import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SetUenPage } from '../../src/app/screens/account/SetUenPage';
import { messages } from '../../src/domain/messages';
import { STORAGE_KEYS } from '../../src/domain/session-keys';
import { accountApi, accountHandlers } from '../support/account-api';
import { HOME, withDestinations } from '../support/destinations';
import { apiCalls, json, mockApi, storeDemoLogin } from '../support/mock-api';
import { expectPath, page } from '../support/page';
import { withQueryClient } from '../support/with-query-client';
import { withRouter } from '../support/with-router';
import { SignedIn } from './signed-in';

function UenPage({ firstTime }: { firstTime: boolean }) {
  return (
    <SignedIn>
      <SetUenPage firstTime={firstTime} />
    </SignedIn>
  );
}

/** By default the first-time page after login: nouen's firm has no UEN yet. */
const meta = {
  title: 'Account/SetUenPage',
  component: UenPage,
  args: { firstTime: true },
  // The route is per story: set-UEN/true (after login) or set-UEN/false (from the navigation).
  decorators: [withQueryClient],
  beforeEach: () => {
    storeDemoLogin('nouen');
    return mockApi(accountApi({ 'POST /retrieve-UEN-details': accountHandlers.uenDetails('') }));
  },
} satisfies Meta<typeof UenPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const firstTimeRoute = [withRouter('/password-management/set-UEN/true')];

async function ready(canvasElement: HTMLElement) {
  const form = within(await within(canvasElement).findByRole('region', { name: 'UEN Management' }));
  await waitFor(() => expect(form.getByRole('textbox', { name: 'Account ID' })).toHaveValue('TL0001'));
  return form;
}

async function save(canvasElement: HTMLElement, uen: string) {
  const form = await ready(canvasElement);
  await userEvent.type(form.getByRole('textbox', { name: 'UEN Number' }), uen);
  await userEvent.click(form.getByRole('button', { name: 'Save' }));
  return form;
}

/** After login: set-up chrome (no navigation); user id, account id and name disabled, the UEN empty. */
export const FirstTime: Story = {
  decorators: firstTimeRoute,
  play: async ({ canvasElement }) => {
    const form = await ready(canvasElement);
    await expect(within(canvasElement).queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await expect(form.getByRole('textbox', { name: 'User ID' })).toHaveValue('nouen');
    await expect(form.getByRole('textbox', { name: 'Account Name' })).toHaveValue('Tan & Lim LLP');
    for (const name of ['User ID', 'Account ID', 'Account Name']) await expect(form.getByRole('textbox', { name })).toBeDisabled();
    await expect(form.getByRole('textbox', { name: 'UEN Number' })).toHaveValue('');
    await expect(form.getByRole('textbox', { name: 'UEN Number' })).toBeEnabled();
  },
};

/** From the navigation: the full shell and the firm's current UEN. */
export const FromNavigation: Story = {
  args: { firstTime: false },
  decorators: [withRouter('/password-management/set-UEN/false')],
  beforeEach: () => {
    storeDemoLogin('lawyer1');
    return mockApi(accountApi());
  },
  play: async ({ canvasElement }) => {
    const form = await ready(canvasElement);
    await expect(within(canvasElement).getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'UEN Number' })).toHaveValue('201912345K');
  },
};

export const InvalidUen: Story = {
  decorators: firstTimeRoute,
  play: async ({ canvasElement }) => {
    await save(canvasElement, '2019-12345');
    const alert = await page(canvasElement).findByRole('alertdialog', { name: messages.invalidUenTitle });
    await expect(alert).toHaveTextContent(messages.invalidUenText);
    await expect(apiCalls('POST /update-UEN')).toHaveLength(0);
  },
};

export const Saved: Story = {
  decorators: firstTimeRoute,
  play: async ({ canvasElement }) => {
    await save(canvasElement, '201912345k');
    await expect(await page(canvasElement).findByText(messages.uenUpdated)).toBeVisible();
    await expectPath(canvasElement, '/property-listing');
    await expect(localStorage.getItem(STORAGE_KEYS.isUENUpdated)).toBe('Y');
    await expect(apiCalls('POST /update-UEN').map((call) => call.body)).toEqual([{ acctid: 'TL0001', appid: 'LRI', uenno: '201912345K' }]);
  },
};

export const Saving: Story = {
  decorators: firstTimeRoute,
  beforeEach: () => mockApi(accountApi({ 'POST /retrieve-UEN-details': accountHandlers.uenDetails(''), 'POST /update-UEN': accountHandlers.never })),
  play: async ({ canvasElement }) => {
    const form = await save(canvasElement, '201912345K');
    await waitFor(() => expect(form.getByRole('button', { name: 'Save' })).toBeDisabled());
    await expect(form.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(page(canvasElement).getByText(messages.pleaseWait)).toBeVisible();
  },
};

/** Any status but success: 'Error on set UEN', then home after OK (seed 002 §8). */
export const SaveFailed: Story = {
  decorators: firstTimeRoute,
  beforeEach: () =>
    mockApi(accountApi({ 'POST /retrieve-UEN-details': accountHandlers.uenDetails(''), 'POST /update-UEN': accountHandlers.updateUen('fail') })),
  play: async ({ canvasElement }) => {
    await save(canvasElement, '201912345K');
    const alert = await page(canvasElement).findByRole('alertdialog', { name: messages.errorOnSetUenTitle });
    await expect(alert).toHaveTextContent(messages.errorOnSetUenText);
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    await expectPath(canvasElement, '/home');
    await expect(localStorage.getItem(STORAGE_KEYS.isUENUpdated)).toBe('N');
  },
};

/** Cancel on the first-time page logs out and leads to the public home, which the story then shows. */
export const CancelLogsOut: Story = {
  decorators: [withDestinations(HOME), ...firstTimeRoute],
  play: async ({ canvasElement }) => {
    const form = await ready(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Cancel' }));
    await expectPath(canvasElement, '/home');
    await expect(localStorage.getItem(STORAGE_KEYS.jwt)).toBeNull();
  },
};

/** The account could not be read: 'Error on set UEN' with the reason, then home (as a failed save). */
export const LoadFailed: Story = {
  decorators: firstTimeRoute,
  beforeEach: () => mockApi(accountApi({ 'POST /retrieve-UEN-details': () => json({ errormsg: 'Internal Server Error' }, 500) })),
  play: async ({ canvasElement }) => {
    const alert = await page(canvasElement).findByRole('alertdialog', { name: messages.errorOnSetUenTitle });
    await expect(alert).toHaveTextContent('Internal Server Error');
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    await expectPath(canvasElement, '/home');
  },
};

/** From the navigation Cancel keeps the login and returns to the listing. */
export const CancelFromNavigation: Story = {
  args: { firstTime: false },
  decorators: [withRouter('/password-management/set-UEN/false')],
  beforeEach: () => {
    storeDemoLogin('lawyer1');
    return mockApi(accountApi());
  },
  play: async ({ canvasElement }) => {
    const form = await ready(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Cancel' }));
    await expectPath(canvasElement, '/property-listing');
    await expect(localStorage.getItem(STORAGE_KEYS.jwt)).not.toBeNull();
  },
};
