import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HomeScreen } from '../../src/app/screens/auth/HomeScreen';
import { STORAGE_KEYS } from '../../src/domain/session-keys';
import { hideMaintenanceNotice } from '../public/story-helpers';
import { apiCalls, DEMO_PASSWORD, demoApi, demoJwt, loadDemoKey, mockApi, storeDemoLogin } from '../support/mock-api';
import { expectPath, page } from '../support/page';
import { withRouter } from '../support/with-router';

const meta = {
  title: 'Auth/HomeScreen',
  component: HomeScreen,
  decorators: [withRouter('/home')],
  loaders: [loadDemoKey],
  beforeEach: () => {
    const showNotice = hideMaintenanceNotice();
    const restoreFetch = mockApi(demoApi());
    return () => {
      restoreFetch();
      showNotice();
    };
  },
} satisfies Meta<typeof HomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const openLogin = async (canvasElement: HTMLElement) => {
  const menu = within(await within(canvasElement).findByRole('navigation', { name: 'Main' }));
  await userEvent.click(menu.getByRole('button', { name: 'Login' }));
};

/** The landing page; nothing is open until Login is pressed. */
export const Landing: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1 })).toBeVisible();
    await expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
    await expectPath(canvasElement, '/home');
  },
};

export const LoginOpensTheDialog: Story = {
  // Played in the story tests: focus on User ID as the dialog opens from the landing page.
  tags: ['browser'],
  play: async ({ canvasElement }) => {
    await openLogin(canvasElement);
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Login' });
    await expect(within(dialog).getByLabelText('User ID')).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expectPath(canvasElement, '/home');
  },
};

/** From the landing page to the property listing through the real login code (encrypted password included). */
export const LogsIn: Story = {
  // Played in the story tests: the landing page's login through the real login code (the browser's crypto).
  tags: ['browser'],
  play: async ({ canvasElement }) => {
    await openLogin(canvasElement);
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Login' }));
    await userEvent.type(dialog.getByLabelText('User ID'), 'lawyer1');
    await userEvent.type(dialog.getByLabelText('Password'), `${DEMO_PASSWORD}{Enter}`);
    await expectPath(canvasElement, '/property-listing');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(localStorage.getItem(STORAGE_KEYS.jwt)).toBe(demoJwt('lawyer1'));
  },
};

/** With a login already stored, Login goes straight to the listing without asking again. */
export const AlreadySignedIn: Story = {
  // Played in the story tests: no jsdom test presses Login with a login stored.
  tags: ['browser'],
  beforeEach: () => storeDemoLogin('lawyer1'),
  play: async ({ canvasElement }) => {
    await openLogin(canvasElement);
    await expectPath(canvasElement, '/property-listing');
    await expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
    // The public menu's read of its settings (the sister product's address) is not a call of this page's.
    await expect(apiCalls().filter((call) => call.path !== '/get-app-settings')).toHaveLength(0);
  },
};
