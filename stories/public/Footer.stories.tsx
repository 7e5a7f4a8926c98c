import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Footer } from '../../src/app/screens/common/Footer';
import { pageOf } from './story-helpers';

const meta = {
  title: 'Common/Footer',
  component: Footer,
  args: { lastUpdated: '2026-02-16' },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('© 2026 Conveyancing Workbench')).toBeVisible();
    await expect(canvas.getByText('Last updated: 16-Feb-2026')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Terms of Service' }));
    // The terms are fetched the first time they open.
    await expect(await within(pageOf(canvasElement)).findByRole('dialog', { name: 'Terms of Service' })).toBeVisible();
  },
};
