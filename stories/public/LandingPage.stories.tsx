import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LandingPage } from '../../src/app/screens/public/LandingPage';
import { STORAGE_KEYS } from '../../src/domain/session-keys';
import { hideMaintenanceNotice, pageOf } from './story-helpers';

const meta = {
  title: 'Public/LandingPage',
  component: LandingPage,
  args: { hash: '', onLogin: fn() },
  beforeEach: hideMaintenanceNotice,
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
    await expect(within(canvasElement).getByRole('tab', { name: 'FAQ' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Happenings: Story = {
  args: { hash: '#happenings-header' },
  play: async ({ canvasElement }) => {
    await expectCurrent(canvasElement, 'Happenings');
    await expect(within(canvasElement).getByRole('tab', { name: 'Resources' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const ContactUs: Story = {
  args: { hash: '#contactus-header' },
  play: async ({ canvasElement }) => {
    await expectCurrent(canvasElement, 'Contact Us');
    await expect(within(canvasElement).getByRole('heading', { name: 'Contact Us' })).toBeInTheDocument();
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
    await expect(within(canvasElement).getByRole('heading', { name: 'Contact Us' })).toHaveFocus();
  },
};

export const OpensTermsOfService: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(menu(canvasElement).getByRole('button', { name: 'Terms of Service' }));
    const dialog = within(pageOf(canvasElement)).getByRole('dialog', { name: 'Terms of Service' });
    await expect(dialog).toHaveTextContent('30 days');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(pageOf(canvasElement)).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const OpensPrivacyStatement: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(menu(canvasElement).getByRole('button', { name: 'Privacy Statement' }));
    await expect(within(pageOf(canvasElement)).getByRole('dialog', { name: 'Privacy Statement' })).toBeVisible();
  },
};

/** First visit: the maintenance notice opens over the page; ticking the box keeps it away next time. */
export const WithMaintenanceNotice: Story = {
  beforeEach: () => {
    localStorage.removeItem(STORAGE_KEYS.hideMaintenanceNotice);
  },
  play: async ({ canvasElement }) => {
    const page = within(pageOf(canvasElement));
    const dialog = page.getByRole('dialog', { name: 'Scheduled maintenance' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Do not show this again' }));
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(localStorage.getItem(STORAGE_KEYS.hideMaintenanceNotice)).toBe('true');
  },
};
