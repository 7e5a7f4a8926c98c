import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ComingSoon } from '../../src/app/screens/placeholder/ComingSoon';
import { SetupShell } from '../../src/app/screens/shell/SetupShell';
import { STORAGE_KEYS } from '../../src/domain/session-keys';
import { demoApi, mockApi, storeDemoLogin } from '../support/mock-api';
import { expectPath, page } from '../support/page';
import { withQueryClient } from '../support/with-query-client';
import { withRouter } from '../support/with-router';

/** A one-time set-up page after login (here: a user without security questions). */
function SetupPage({ title }: { title: string }) {
  return (
    <SetupShell>
      <ComingSoon title={title} />
    </SetupShell>
  );
}

const meta = {
  title: 'Shell/SetupShell',
  component: SetupPage,
  args: { title: 'Security Questions' },
  decorators: [withQueryClient, withRouter('/password-management/force-security-questions')],
  beforeEach: () => {
    storeDemoLogin('noquestions');
    return mockApi(demoApi());
  },
} satisfies Meta<typeof SetupPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in, but no menus: only the firm, the user, Logout and the set-up page. */
export const ForcedSetUp: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = within(await canvas.findByRole('banner'));
    await expect(header.getByText('Tan & Lim LLP')).toBeVisible();
    await expect(header.getByText('Lim Jia Hui')).toBeVisible();
    await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Change Password' })).not.toBeInTheDocument();
    await expect(within(canvas.getByRole('main')).getByRole('heading', { level: 1, name: 'Security Questions' })).toBeVisible();
    await expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const SetUen: Story = {
  args: { title: 'UEN' },
  beforeEach: () => storeDemoLogin('nouen'),
  play: async ({ canvasElement }) => {
    const header = within(await within(canvasElement).findByRole('banner'));
    await expect(header.getByText('Chua Kok Leong')).toBeVisible();
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'UEN' })).toBeVisible();
  },
};

export const Logout: Story = {
  play: async ({ canvasElement }) => {
    const header = within(await within(canvasElement).findByRole('banner'));
    await userEvent.click(header.getByRole('button', { name: 'Logout' }));
    await expectPath(canvasElement, '/home');
    await expect(localStorage.getItem(STORAGE_KEYS.jwt)).toBeNull();
  },
};
