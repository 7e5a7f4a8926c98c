import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppChrome } from '../../src/app/screens/shell/AppChrome';
import { SetupShell } from '../../src/app/screens/shell/SetupShell';
import { STORAGE_KEYS } from '../../src/domain/session-keys';
import { HOME, withDestinations } from '../support/destinations';
import { mockApi, storeDemoLogin } from '../support/mock-api';
import { expectPath, page } from '../support/page';
import { withQueryClient } from '../support/with-query-client';
import { withRouter } from '../support/with-router';
import { areaApi, AreaPage } from './area-pages';

/** A one-time set-up page after login, the app's own (by default the security questions of a user without them). */
function SetupPage() {
  return (
    <AppChrome>
      <SetupShell>
        <AreaPage />
      </SetupShell>
    </AppChrome>
  );
}

const meta = {
  title: 'Shell/SetupShell',
  component: SetupPage,
  decorators: [withQueryClient],
  beforeEach: () => {
    storeDemoLogin('noquestions');
    return mockApi(areaApi());
  },
} satisfies Meta<typeof SetupPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in, but no menus: only the firm, the user, Logout and the set-up page. */
export const ForcedSetUp: Story = {
  decorators: [withRouter('/password-management/force-security-questions')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = within(await canvas.findByRole('banner'));
    await expect(header.getByText('Tan & Lim LLP')).toBeVisible();
    await expect(header.getByText('Lim Jia Hui')).toBeVisible();
    await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Change Password' })).not.toBeInTheDocument();
    await expect(await within(canvas.getByRole('main')).findByRole('heading', { level: 1, name: 'Security Questions Set-up' })).toBeVisible();
    await expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** The first-time UEN page of a firm without one. */
export const SetUen: Story = {
  decorators: [withRouter('/password-management/set-UEN/true')],
  beforeEach: () => storeDemoLogin('nouen'),
  play: async ({ canvasElement }) => {
    const header = within(await within(canvasElement).findByRole('banner'));
    await expect(header.getByText('Chua Kok Leong')).toBeVisible();
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'UEN Management' })).toBeVisible();
  },
};

/** Logout from a set-up page: the public home, as the app shows it. */
export const Logout: Story = {
  decorators: [withDestinations(HOME), withRouter('/password-management/force-security-questions')],
  play: async ({ canvasElement }) => {
    const header = within(await within(canvasElement).findByRole('banner'));
    await userEvent.click(header.getByRole('button', { name: 'Logout' }));
    await expectPath(canvasElement, '/home');
    await expect(localStorage.getItem(STORAGE_KEYS.jwt)).toBeNull();
  },
};
