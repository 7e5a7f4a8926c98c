import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GlobalLoader } from '../../src/app/ui';

const meta = {
  title: 'UI/GlobalLoader',
  component: GlobalLoader,
  args: { active: true },
} satisfies Meta<typeof GlobalLoader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Please wait....');
    await expect(status).toHaveAttribute('aria-live', 'polite');
  },
};

export const Inactive: Story = {
  args: { active: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).not.toBeInTheDocument();
  },
};
