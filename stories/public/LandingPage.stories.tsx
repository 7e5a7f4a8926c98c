import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LandingPage } from '../../src/app/screens/public/LandingPage';
import { DEFAULT_SISTER_PRODUCT_URL, SISTER_PRODUCT_LABEL } from '../../src/domain/app-settings';
import { HELPDESK, telHref } from '../../src/domain/contact-details';
import { STORAGE_KEYS } from '../../src/domain/session-keys';
import { json, mockApi } from '../support/mock-api';
import { withRouter } from '../support/with-router';
import { hideMaintenanceNotice, pageOf, setClockNearMaintenance } from './story-helpers';

const meta = {
  title: 'Public/LandingPage',
  component: LandingPage,
  args: { hash: '', onLogin: fn() },
  beforeEach: () => {
    const showNoticeAgain = hideMaintenanceNotice();
    // The top menu reads the sister product's address from the server's settings.
    const restoreFetch = mockApi({ 'GET /get-app-settings': () => json({ sisterProductUrl: DEFAULT_SISTER_PRODUCT_URL }) });
    return () => {
      restoreFetch();
      showNoticeAgain();
    };
  },
} satisfies Meta<typeof LandingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const menu = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('navigation', { name: 'Main' }));

const expectCurrent = async (canvasElement: HTMLElement, label: string) => {
  await expect(menu(canvasElement).getByRole('link', { name: label })).toHaveAttribute('aria-current', 'location');
};

export const Home: Story = {
  play: async ({ canvasElement, args }) => {
    await expectCurrent(canvasElement, 'Home');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Online conveyancing for Singapore law firms' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'About Conveyancing Workbench' })).toBeVisible();
    await userEvent.click(menu(canvasElement).getByRole('button', { name: 'Login' }));
    await expect(args.onLogin).toHaveBeenCalledOnce();
  },
};

export const HomeHash: Story = {
  args: { hash: '#home-header' },
  play: async ({ canvasElement }) => expectCurrent(canvasElement, 'Home'),
};

export const HelpAndSupport: Story = {
  args: { hash: '#helpsupport-header' },
  play: async ({ canvasElement }) => {
    await expectCurrent(canvasElement, 'Help & Support');
    // The sections after Home are fetched when the hash (or a scroll, or a menu click) asks for them.
    await expect(await within(canvasElement).findByRole('tab', { name: 'FAQ' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Happenings: Story = {
  args: { hash: '#happenings-header' },
  play: async ({ canvasElement }) => {
    await expectCurrent(canvasElement, 'Happenings');
    await expect(await within(canvasElement).findByRole('tab', { name: 'Resources' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const ContactUs: Story = {
  args: { hash: '#contactus-header' },
  play: async ({ canvasElement }) => {
    await expectCurrent(canvasElement, 'Contact Us');
    await expect(await within(canvasElement).findByRole('heading', { name: 'Contact Us' })).toBeInTheDocument();
  },
};

export const UnknownHashSelectsHome: Story = {
  args: { hash: '#no-such-section' },
  play: async ({ canvasElement }) => expectCurrent(canvasElement, 'Home'),
};

export const MenuClickSelectsSection: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(menu(canvasElement).getByRole('link', { name: 'Contact Us' }));
    await expectCurrent(canvasElement, 'Contact Us');
    await expect(window.location.hash).toBe('#contactus-header');
    const heading = await within(canvasElement).findByRole('heading', { name: 'Contact Us' });
    await waitFor(() => expect(heading).toHaveFocus());
  },
};

export const OpensTermsOfService: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(menu(canvasElement).getByRole('button', { name: 'Terms of Service' }));
    // A policy is fetched the first time it opens.
    const dialog = await within(pageOf(canvasElement)).findByRole('dialog', { name: 'Terms of Service' });
    await expect(dialog).toHaveTextContent('30 days');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(pageOf(canvasElement)).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const OpensPrivacyStatement: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(menu(canvasElement).getByRole('button', { name: 'Privacy Statement' }));
    await expect(await within(pageOf(canvasElement)).findByRole('dialog', { name: 'Privacy Statement' })).toBeVisible();
  },
};

/** First visit in the week before maintenance: the notice opens over the page; ticking the box keeps it away. */
export const WithMaintenanceNotice: Story = {
  beforeEach: () => {
    localStorage.removeItem(STORAGE_KEYS.hideMaintenanceNotice);
    return setClockNearMaintenance();
  },
  play: async ({ canvasElement }) => {
    const page = within(pageOf(canvasElement));
    // The notice is fetched as it opens, a moment after the page.
    const dialog = await page.findByRole('dialog', { name: 'Scheduled maintenance' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Do not show this again' }));
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(localStorage.getItem(STORAGE_KEYS.hideMaintenanceNotice)).toBe('true');
  },
};

/**
 * Inside the app's router, as /conveyancing/home is served: outside addresses keep their own href (issue 18) —
 * the sister product's as the server is configured, tel: and mailto: as written.
 */
export const OutsideLinks: Story = {
  args: { hash: '#contactus-header' },
  decorators: [withRouter('/home')],
  beforeEach: () => mockApi({ 'GET /get-app-settings': () => json({ sisterProductUrl: 'https://property-search.example.sg/' }) }),
  play: async ({ canvasElement }) => {
    const sister = menu(canvasElement).getByRole('link', { name: SISTER_PRODUCT_LABEL });
    await waitFor(() => expect(sister).toHaveAttribute('href', 'https://property-search.example.sg/'));
    await expect(sister).toHaveAttribute('rel', 'noopener noreferrer');
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: HELPDESK.phone })).toHaveAttribute('href', telHref(HELPDESK.phone));
    await expect(canvas.getByRole('link', { name: HELPDESK.email })).toHaveAttribute('href', `mailto:${HELPDESK.email}`);
  },
};
