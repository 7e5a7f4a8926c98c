import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppChrome } from '../../src/app/screens/shell/AppChrome';
import { AppShell } from '../../src/app/screens/shell/AppShell';
import { messages } from '../../src/domain/messages';
import { STORAGE_KEYS } from '../../src/domain/session-keys';
import { HOME, withDestinations } from '../support/destinations';
import {
  apiCalls,
  DEMO_EXPIRES_NEAR_MS,
  demoApi,
  demoJwt,
  handlers,
  mockApi,
  neverAnswers,
  storeDemoLogin,
  type DemoApiOptions,
} from '../support/mock-api';
import { expectPath, page } from '../support/page';
import { withQueryClient } from '../support/with-query-client';
import { withRouter } from '../support/with-router';
import { areaApi, AreaPage } from './area-pages';

/** A signed-in page: the shell around the app's page at the story's path (the property listing, the contacts …). */
function SignedInPage() {
  return (
    <AppChrome>
      <AppShell>
        <AreaPage />
      </AppShell>
    </AppChrome>
  );
}

const meta = {
  title: 'Shell/AppShell',
  component: SignedInPage,
  decorators: [withQueryClient],
  beforeEach: () => {
    storeDemoLogin('lawyer1');
    return mockApi(areaApi());
  },
} satisfies Meta<typeof SignedInPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The story's own API answers, installed after (and so in place of) the default ones. */
const withApi =
  (options: DemoApiOptions, overrides: Parameters<typeof mockApi>[0] = {}) =>
  () =>
    mockApi(areaApi({ ...demoApi(options), ...overrides }));

/** The story starts at `path`; where it leaves for home, the public home shows, as in the app. */
const at = (path: string) => [withDestinations(HOME), withRouter(path)];

const header = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('banner'));
const topMenu = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('navigation', { name: 'Main' }));

const TOP_MENU_WITH_CHECKLIST = [
  'Property',
  'Contact',
  'Other Services',
  'Documents',
  'Checklist & Templates',
  'Requisition',
  'Billing',
  'Deadlines',
  'Audit Log',
];

export const SignedIn: Story = {
  // Played in the story tests: no jsdom test checks the header's contents and the whole top menu.
  tags: ['browser'],
  decorators: [withRouter('/property-listing')],
  play: async ({ canvasElement }) => {
    const top = await header(canvasElement);
    await expect(top.getByText('Tan & Lim LLP')).toBeVisible();
    const user = top.getByRole('button', { name: 'Profile of Tan Wei Ming' });
    await expect(user).toHaveTextContent('Senior Associate');
    await expect(top.getByRole('link', { name: 'Change Password' })).toBeVisible();
    await expect(top.getByRole('button', { name: 'Logout' })).toBeVisible();

    const menu = await topMenu(canvasElement);
    await expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual(TOP_MENU_WITH_CHECKLIST);
    await expect(menu.getByRole('link', { name: 'Property' })).toHaveAttribute('aria-current', 'page');

    const canvas = within(canvasElement);
    const left = within(canvas.getByRole('navigation', { name: 'Property' }));
    await expect(left.getByRole('button', { name: 'Add New Property' })).toBeVisible();
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Property Listing' })).toBeVisible();
    await expect(await main.findByRole('grid', { name: 'Properties' })).toBeVisible();
    // Disclaimer accepted and plenty of time: nothing opens over the page.
    await expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
    await expect(page(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(apiCalls('GET /get-user-details/{userId}/{jwt}')).toHaveLength(1);
  },
};

/** A firm without the checklist add-on (isLAActive 'false'): no 'Checklist & Templates' in the menu. */
export const WithoutChecklist: Story = {
  // Played in the story tests: no jsdom test renders the top menu without the checklist add-on.
  tags: ['browser'],
  decorators: [withRouter('/property-listing')],
  beforeEach: () => storeDemoLogin('lawyer1', { isLAActive: 'false' }),
  play: async ({ canvasElement }) => {
    const menu = await topMenu(canvasElement);
    await expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual(
      TOP_MENU_WITH_CHECKLIST.filter((label) => label !== 'Checklist & Templates'),
    );
    await expect(menu.queryByRole('link', { name: 'Checklist & Templates' })).not.toBeInTheDocument();
  },
};

export const ProfileOpen: Story = {
  // Played in the story tests: no jsdom test checks the Profile's details or closes it with Escape.
  tags: ['browser'],
  decorators: [withRouter('/property-listing')],
  play: async ({ canvasElement }) => {
    await userEvent.click((await header(canvasElement)).getByRole('button', { name: 'Profile of Tan Wei Ming' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Profile' });
    const row = (label: string) => within(dialog).getByText(label).nextElementSibling;
    await expect(row('Name')).toHaveTextContent('Tan Wei Ming');
    await expect(row('Designation')).toHaveTextContent('Senior Associate');
    await expect(row('Phone')).toHaveTextContent('62201234');
    await expect(row('Address')).toHaveTextContent('80 Robinson Road, #17-02');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** One story per left-navigation mode: the area's title and its entries, beside the area's page. */
function leftNavStory(path: string, pageTitle: string, navTitle: string, entries: string[]): Story {
  const heading = new RegExp(`^${pageTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i');
  return {
    decorators: [withRouter(path)],
    // Played in the story tests: no jsdom test renders each area's left navigation beside its page
    // (tests/screens/shell/navigation.test.ts checks the entries as data).
    tags: ['browser'],
    play: async ({ canvasElement }) => {
      const nav = within(await within(canvasElement).findByRole('navigation', { name: navTitle }));
      await expect(nav.getByRole('heading', { level: 2, name: navTitle })).toBeVisible();
      await expect(nav.getAllByRole('listitem').map((item) => item.textContent)).toEqual(entries);
      // The area's own page beside it, every call it made answered by the demo server.
      await expect(await within(within(canvasElement).getByRole('main')).findByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(apiCalls().filter((call) => call.route === null)).toEqual([]);
    },
  };
}

export const NavProperty = leftNavStory('/property-listing', 'Property Listing', 'Property', ['Add New Property', 'Property']);
export const NavContact = leftNavStory('/client-listing', 'Contact Listing', 'Contact', ['Add Contact', 'Contact']);
export const NavOtherServices = leftNavStory('/othersvc-listing', 'Other Svc Listing', 'Other Services', [
  'Listing',
  'Parcel Land',
  'Statement of Account',
  'SOA (Non-Requisition)',
]);
export const NavDocuments = leftNavStory('/document-upload-listing', 'Document Listing', 'Documents', [
  'Upload New Document',
  'Activity Log',
  'Listing',
  'Outbox',
]);
export const NavChecklist = leftNavStory('/check-listing', 'Checklist & Templates', 'Checklist & Templates', ['Transaction Type / Checklist']);
export const NavPasswordManagement = leftNavStory('/password-management/change-password', 'Change Password', 'Password Management', [
  'Change Password',
  'Security Questions',
  'Logo',
  'UEN',
]);
export const NavRequisitionReports = leftNavStory('/requisition-reports', 'Requisition', 'Requisition Reports', ['Requisition', 'Draft Requisition']);
export const NavBillingReports = leftNavStory('/billing-reports', 'Billing', 'Billing Reports', ['Billing']);

/** The top menu moves between areas; the left navigation follows. */
export const MenuNavigation: Story = {
  // Played in the story tests: no jsdom test moves between areas by the top menu.
  tags: ['browser'],
  decorators: [withRouter('/property-listing')],
  play: async ({ canvasElement }) => {
    await userEvent.click((await topMenu(canvasElement)).getByRole('link', { name: 'Documents' }));
    await expectPath(canvasElement, '/document-upload-listing');
    const nav = within(await within(canvasElement).findByRole('navigation', { name: 'Documents' }));
    await expect(nav.getByRole('link', { name: 'Listing' })).toHaveAttribute('aria-current', 'page');
    await expect((await topMenu(canvasElement)).getByRole('link', { name: 'Documents' })).toHaveAttribute('aria-current', 'page');
    await expect(await within(within(canvasElement).getByRole('main')).findByRole('heading', { level: 1, name: 'DOCUMENT LISTING' })).toBeVisible();
  },
};

export const AddNewPropertyDialog: Story = {
  decorators: [withRouter('/property-listing')],
  play: async ({ canvasElement }) => {
    const nav = within(await within(canvasElement).findByRole('navigation', { name: 'Property' }));
    await userEvent.click(nav.getByRole('button', { name: 'Add New Property' }));
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Property Information' }));
    await expect(dialog.getByRole('heading', { name: 'Applicant Information' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog', { name: 'Property Information' })).not.toBeInTheDocument());
  },
};

/** Logout ends the session on the server (POST /logout) before the browser forgets the login. */
export const Logout: Story = {
  decorators: at('/property-listing'),
  play: async ({ canvasElement }) => {
    await userEvent.click((await header(canvasElement)).getByRole('button', { name: 'Logout' }));
    await expectPath(canvasElement, '/home');
    await expect(apiCalls('POST /logout')).toHaveLength(1);
    await expect(localStorage.getItem(STORAGE_KEYS.jwt)).toBeNull();
    await expect(localStorage.getItem(STORAGE_KEYS.userId)).toBeNull();
  },
};

/** The server had already ended the session (401): the browser is cleared and the user goes home all the same. */
export const LogoutOfEndedSession: Story = {
  decorators: at('/property-listing'),
  beforeEach: withApi({}, { 'POST /logout': handlers.logoutAlreadyEnded }),
  play: async ({ canvasElement }) => {
    await userEvent.click((await header(canvasElement)).getByRole('button', { name: 'Logout' }));
    await expectPath(canvasElement, '/home');
    await expect(localStorage.getItem(STORAGE_KEYS.jwt)).toBeNull();
  },
};

/** While the user details load, the shell is an empty busy region. */
export const LoadingUserDetails: Story = {
  // Played in the story tests: no jsdom test shows the shell while the user details load.
  tags: ['browser'],
  decorators: [withRouter('/property-listing')],
  beforeEach: withApi({}, { 'GET /get-user-details/{userId}/{jwt}': neverAnswers }),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.shell-loading')).toHaveAttribute('aria-busy', 'true'));
    await expect(within(canvasElement.querySelector<HTMLElement>('.shell-loading') ?? canvasElement).getByText(messages.pleaseWait)).toBeVisible();
    await expect(within(canvasElement).queryByRole('banner')).not.toBeInTheDocument();
  },
};

/** The user details cannot be loaded: the login is cleared and the visitor goes home. */
export const UserDetailsFailed: Story = {
  decorators: at('/property-listing'),
  beforeEach: withApi({}, { 'GET /get-user-details/{userId}/{jwt}': handlers.userDetailsServerError }),
  play: async ({ canvasElement }) => {
    await expectPath(canvasElement, '/home');
    await expect(localStorage.getItem(STORAGE_KEYS.jwt)).toBeNull();
    // The public home, not the signed-in shell: no Logout.
    await expect(canvasElement.querySelector('.shell-header')).not.toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  },
};

/** The token runs out in 85 s: the real once-a-second check opens 'Extend Session?'; Yes fetches a new token. */
export const SessionEndingSoon: Story = {
  decorators: [withRouter('/property-listing')],
  beforeEach: withApi({ expiresInMs: DEMO_EXPIRES_NEAR_MS }),
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: messages.extendSessionTitle }, { timeout: 3000 });
    await expect(dialog).toHaveTextContent(/Your session will end in 1:2\d\./);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, extend' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(apiCalls('POST /get-new-token')[0]?.body).toEqual({ userId: 'lawyer1' });
    await expect(localStorage.getItem(STORAGE_KEYS.jwt)).toBe(demoJwt('lawyer1', 2));
    await expect(Number(localStorage.getItem(STORAGE_KEYS.expiredTime))).toBeGreaterThan(Date.now() + 20 * 60_000);
  },
};

/** The token has run out: the first check ends the session and sends the user home. */
export const SessionTimedOut: Story = {
  decorators: at('/property-listing'),
  beforeEach: withApi({ expiresInMs: -1_000 }),
  play: async ({ canvasElement }) => {
    await expectPath(canvasElement, '/home');
    await expect(localStorage.getItem(STORAGE_KEYS.jwt)).toBeNull();
    await expect(localStorage.getItem(STORAGE_KEYS.expiredTime)).toBeNull();
  },
};
