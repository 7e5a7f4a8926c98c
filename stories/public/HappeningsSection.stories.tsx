import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { HappeningsSection } from '../../src/app/screens/public/HappeningsSection';
import '../../src/app/screens/public/public.css';

const meta = {
  title: 'Public/HappeningsSection',
  component: HappeningsSection,
  decorators: [(Story) => <div className="landing"><main className="landing-main">{Story()}</main></div>],
} satisfies Meta<typeof HappeningsSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OpensOnResources: Story = {
  // Played in the story tests: no jsdom test expands a resource.
  tags: ['browser'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Resources' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('heading', { name: 'e-Insights' })).toBeVisible();
    const article = canvas.getByRole('button', { name: 'Lot numbers and their check digit' });
    await userEvent.click(article);
    await expect(canvas.getByText(/C, A, M, K, W, N, V, X, P, L, T/)).toBeVisible();
  },
};

export const Announcements: Story = {
  // Played in the story tests: no jsdom test opens the Announcements tab.
  tags: ['browser'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Announcements' }));
    // Tabs other than Resources are fetched when first chosen.
    await expect(await canvas.findByRole('heading', { name: 'IRAS Valuation List 2026' })).toBeVisible();
    await expect(canvas.getByText('05-Jan-2026')).toBeVisible();
  },
};

export const UsefulLinks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Useful Links' }));
    await canvas.findByRole('link', { name: 'SLA' });
    for (const body of ['SLA', 'IRAS', 'URA', 'BCA', 'LTA', 'PUB', 'NEA', 'ACRA', 'CPF Board', 'SAL']) {
      const link = canvas.getByRole('link', { name: body });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAccessibleDescription('Opens in a new tab');
    }
  },
};
